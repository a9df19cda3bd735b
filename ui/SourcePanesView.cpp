#include "SourcePanesView.h"

#include "SourcePane.h"

#include <QDataStream>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace mt::ui {

SourcePanesView::SourcePanesView(SelectionController *selection, QWidget *parent)
    : QScrollArea(parent)
    , m_selection(selection)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // each pane scrolls its own text
    setAcceptDrops(false);
    setAccessibleName(tr("Reports"));

    m_content = new QWidget;
    m_splitter = new QSplitter(Qt::Horizontal, m_content);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setObjectName(QStringLiteral("sourceSplitter"));
    m_empty = new QLabel(m_content);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->setText(tr("No reports loaded.\nOpen reports with File ▸ Open Reports…, drop files "
                        "or folders here, or try File ▸ Open Sample Match."));
    auto *layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_empty, 1);
    setWidget(m_content);

    connect(m_selection, &SelectionController::analysisChanged, this, &SourcePanesView::rebuild);
    connect(m_selection, &SelectionController::currentEventChanged, this,
            &SourcePanesView::followSelection);
    connect(m_selection, &SelectionController::currentDisagreementChanged, this,
            &SourcePanesView::followSelection);
    rebuild();
}

void SourcePanesView::rebuild()
{
    const QByteArray previous = m_panes.isEmpty() ? m_pendingState : saveState();
    qDeleteAll(m_panes);
    m_panes.clear();
    m_current = -1;
    const AnalysisPtr &a = m_selection->analysis();
    const int count = a ? int(a->sources.size()) : 0;
    for (int i = 0; i < count; ++i) {
        auto *pane = new SourcePane(*a, i, m_splitter);
        pane->setObjectName(u"sourcePane" + QString::number(i));
        connect(pane, &SourcePane::closeRequested, this, &SourcePanesView::closeRequested);
        connect(pane, &SourcePane::activated, this, [this](int s) { m_current = s; });
        m_splitter->addWidget(pane);
        m_panes.append(pane);
    }
    m_splitter->setVisible(count > 0);
    m_empty->setVisible(count == 0);
    // The splitter asks for every pane's minimum width; beyond the viewport this scrolls.
    m_content->setMinimumWidth(count * 280);
    if (count > 0)
        restoreState(previous);
}

void SourcePanesView::followSelection()
{
    const Event *e = m_selection->currentEvent();
    for (SourcePane *pane : std::as_const(m_panes))
        pane->showEvent(e);
}

QByteArray SourcePanesView::saveState() const
{
    QByteArray out;
    QDataStream ds(&out, QIODevice::WriteOnly);
    ds << qint32(m_panes.size()) << m_splitter->saveState();
    return out;
}

void SourcePanesView::restoreState(const QByteArray &state)
{
    if (m_panes.isEmpty()) {
        m_pendingState = state; // applied when reports arrive
        return;
    }
    QDataStream ds(state);
    qint32 count = 0;
    QByteArray splitterState;
    ds >> count >> splitterState;
    // Pane widths only make sense for the same number of reports; otherwise share equally.
    if (ds.status() == QDataStream::Ok && count == m_panes.size())
        m_splitter->restoreState(splitterState);
    else
        m_splitter->setSizes(QList<int>(m_panes.size(), 1000));
}

} // namespace mt::ui
