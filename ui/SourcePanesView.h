// The reports side by side: a splitter of SourcePanes inside a horizontal scroll area, so that
// many reports keep a readable width and scroll sideways instead of shrinking to slivers.
#pragma once

#include "SelectionController.h"

#include <QScrollArea>

class QSplitter;
class QLabel;
class QLineEdit;

namespace mt::ui {

class SourcePane;

class SourcePanesView : public QScrollArea
{
    Q_OBJECT

public:
    explicit SourcePanesView(SelectionController *selection, QWidget *parent = nullptr);

    QList<SourcePane *> panes() const { return m_panes; }
    QSplitter *splitter() const { return m_splitter; }
    int currentSource() const { return m_current; } // last focused pane, -1 if none

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

signals:
    void closeRequested(int sourceIndex);

private:
    void rebuild();
    void followSelection();
    void createFindBar();
    void layoutFindBar();
    void search(const QString &text);
    void findStep(bool forward);

    SelectionController *m_selection;
    QWidget *m_content;
    QSplitter *m_splitter;
    QLabel *m_empty;
    QList<SourcePane *> m_panes;
    int m_current = -1;
    QByteArray m_pendingState;
    QWidget *m_findBar = nullptr;
    QLineEdit *m_findField = nullptr;
    QLabel *m_findStatus = nullptr;
    int m_matchCount = 0;
};

} // namespace mt::ui
