// The reports side by side: a splitter of SourcePanes inside a horizontal scroll area, so that
// many reports keep a readable width and scroll sideways instead of shrinking to slivers.
// A desk may load thousands of reports: panes are made only for the ones shown, at most
// MaxPanes at a time: the reports that tell the selected event (else the first ones), plus
// any the user brings into view from the report list.
#pragma once

#include "SelectionController.h"

#include <QScrollArea>

class QSplitter;
class QLabel;
class QToolButton;
class QLineEdit;

namespace mt::ui {

class SourcePane;

class SourcePanesView : public QScrollArea
{
    Q_OBJECT

public:
    explicit SourcePanesView(SelectionController *selection, QWidget *parent = nullptr);

    static constexpr int MaxPanes = 8;

    QList<SourcePane *> panes() const { return m_panes; } // the panes shown, left to right
    QList<int> shownSources() const { return m_shown; }
    QSplitter *splitter() const { return m_splitter; }
    int currentSource() const { return m_current; } // last focused pane's source, -1 if none
    QLabel *shownLine() const { return m_shownLine; } // "Showing 8 of 5,000 reports ..."
    // Makes a pane for the source (in place of the last one not telling the selected event,
    // when MaxPanes are shown), scrolls to it and gives it focus.
    void bringIntoView(int source);

    // Next / Previous Report Telling It: brings into view the report after (or before) the
    // current one, in report order, that tells the selected event, wrapping round.
    enum class TellerStep { Moved, Wrapped, NoEvent, NoTeller };
    TellerStep stepTeller(bool forward);

    QByteArray saveState() const;
    void restoreState(const QByteArray &state);

    // Find in Reports: a bar above the panes; matches are marked in every pane.
    QLineEdit *findField() const { return m_findField; }
    QWidget *findBar() const { return m_findBar; }
    int matchCount() const { return m_matchCount; }
    void showFindBar();
    void hideFindBar();
    void findNext() { findStep(true); }
    void findPrevious() { findStep(false); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

signals:
    void closeRequested(int sourceIndex);
    void panesChanged(); // other reports are shown (tab order, report list)

private:
    void rebuild();
    void showSources(const QList<int> &sources);
    QList<int> wantedSources() const;
    void updateShownLine();
    void followSelection();
    void createFindBar();
    void applyTexts(); // in the interface language installed now
    void layoutFindBar();
    void search(const QString &text);
    void findStep(bool forward);

    SelectionController *m_selection;
    QWidget *m_content;
    QSplitter *m_splitter;
    QLabel *m_empty;
    QLabel *m_shownLine;
    QList<SourcePane *> m_panes;
    QList<int> m_shown; // the source of each pane
    QList<int> m_pinned; // sources the user brought into view
    int m_current = -1;
    QByteArray m_pendingState;
    QWidget *m_findBar = nullptr;
    QLineEdit *m_findField = nullptr;
    QLabel *m_findStatus = nullptr;
    QToolButton *m_findPrevious = nullptr;
    QToolButton *m_findNext = nullptr;
    QToolButton *m_findClose = nullptr;
    int m_matchCount = 0;
};

} // namespace mt::ui
