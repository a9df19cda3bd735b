// The reports side by side: a splitter of SourcePanes inside a horizontal scroll area, so that
// many reports keep a readable width and scroll sideways instead of shrinking to slivers.
#pragma once

#include "SelectionController.h"

#include <QScrollArea>

class QSplitter;
class QLabel;

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

signals:
    void closeRequested(int sourceIndex);

private:
    void rebuild();
    void followSelection();

    SelectionController *m_selection;
    QWidget *m_content;
    QSplitter *m_splitter;
    QLabel *m_empty;
    QList<SourcePane *> m_panes;
    int m_current = -1;
    QByteArray m_pendingState;
};

} // namespace mt::ui
