#include "SourcePanesView.h"

#include "SourcePane.h"

#include <QDataStream>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSet>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace mt::ui {

SourcePanesView::SourcePanesView(SelectionController *selection, QWidget *parent)
    : QScrollArea(parent)
    , m_selection(selection)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // each pane scrolls its own text
    setAcceptDrops(false);
    setFocusPolicy(Qt::NoFocus); // the panes' texts take focus, not the frame around them

    m_content = new QWidget;
    m_splitter = new QSplitter(Qt::Horizontal, m_content);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setObjectName(QStringLiteral("sourceSplitter"));
    m_empty = new QLabel(m_content);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_shownLine = new QLabel(m_content);
    m_shownLine->setObjectName(QStringLiteral("shownReportsLine"));
    m_shownLine->setForegroundRole(QPalette::PlaceholderText);
    m_shownLine->setContentsMargins(6, 2, 6, 2);
    createFindBar();
    applyTexts();
    auto *layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_shownLine);
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
    // Panes show the analysis they were made for: a new one makes them anew.
    qDeleteAll(m_panes);
    m_panes.clear();
    m_shown.clear();
    m_pinned.clear();
    m_current = -1;
    showSources(wantedSources());
    if (!m_panes.isEmpty())
        restoreState(previous);
}

// The reports to show: those that tell the selected event, then the ones the user picked,
// then the first of the rest, MaxPanes at most, in report order.
QList<int> SourcePanesView::wantedSources() const
{
    const AnalysisPtr &a = m_selection->analysis();
    const int count = a ? int(a->sources.size()) : 0;
    QList<int> out;
    auto add = [&out](int s) {
        if (out.size() < MaxPanes && !out.contains(s))
            out.append(s);
    };
    if (const Event *e = m_selection->currentEvent()) {
        for (const Mention &m : e->mentions)
            add(m.source);
    }
    for (int s : m_pinned)
        add(s);
    for (int s = 0; s < count && out.size() < MaxPanes; ++s)
        add(s);
    std::sort(out.begin(), out.end());
    return out;
}

// Makes exactly these panes, keeping the ones already made.
void SourcePanesView::showSources(const QList<int> &sources)
{
    const AnalysisPtr &a = m_selection->analysis();
    // (Never two empty lists: Qt 6.4 compares those with memcmp(nullptr, ...), UBSan says.)
    if (!m_panes.isEmpty() && sources == m_shown) {
        updateShownLine();
        return;
    }
    QList<SourcePane *> panes;
    for (int s : sources) {
        const qsizetype old = m_shown.indexOf(s);
        SourcePane *pane = old >= 0 ? m_panes.at(old) : new SourcePane(*a, s, m_splitter);
        if (old < 0) {
            pane->setObjectName(u"sourcePane" + QString::number(s));
            connect(pane, &SourcePane::closeRequested, this, &SourcePanesView::closeRequested);
            connect(pane, &SourcePane::activated, this, [this](int src) { m_current = src; });
            pane->showEvent(m_selection->currentEvent());
        }
        panes.append(pane);
    }
    for (SourcePane *pane : std::as_const(m_panes)) {
        if (!panes.contains(pane))
            delete pane;
    }
    for (int i = 0; i < panes.size(); ++i)
        m_splitter->insertWidget(i, panes.at(i));
    m_panes = panes;
    m_shown = sources;
    const int count = int(m_panes.size());
    m_splitter->setVisible(count > 0);
    m_empty->setVisible(count == 0);
    // The splitter asks for every pane's minimum width; beyond the viewport this scrolls.
    m_content->setMinimumWidth(count * 280);
    if (!m_findBar->isHidden())
        search(m_findField->text());
    updateShownLine();
    emit panesChanged();
}

void SourcePanesView::updateShownLine()
{
    const AnalysisPtr &a = m_selection->analysis();
    const int total = a ? int(a->sources.size()) : 0;
    const Event *e = m_selection->currentEvent();
    // One pass over the event's mentions, not one per report: a desk may load thousands.
    QSet<int> tellers;
    if (e) {
        for (const Mention &m : e->mentions)
            tellers.insert(m.source);
    }
    QString line;
    if (e && total > 1)
        line = tr("Told by %1 of %n report(s)", nullptr, total).arg(tellers.size());
    if (total > m_panes.size() && line.isEmpty())
        line = tr("Showing %1 of %n report(s); the others are in View ▸ Reports", nullptr, total)
                   .arg(m_panes.size());
    else if (total > m_panes.size())
        line += QStringLiteral(" · ")
            + tr("showing %1 of %n report(s); the others are in View ▸ Reports", nullptr, total)
                  .arg(m_panes.size());
    m_shownLine->setText(line);
    m_shownLine->setVisible(!line.isEmpty());
}

void SourcePanesView::bringIntoView(int source)
{
    const AnalysisPtr &a = m_selection->analysis();
    if (!a || source < 0 || source >= a->sources.size())
        return;
    if (!m_shown.contains(source)) {
        m_pinned.removeAll(source);
        m_pinned.prepend(source);
        QList<int> wanted = wantedSources();
        if (!wanted.contains(source)) {
            // Full of tellers: the picked report takes the last place.
            wanted.removeLast();
            wanted.append(source);
            std::sort(wanted.begin(), wanted.end());
        }
        showSources(wanted);
    }
    SourcePane *pane = m_panes.at(m_shown.indexOf(source));
    ensureWidgetVisible(pane);
    pane->textView()->setFocus(Qt::OtherFocusReason);
    m_current = source;
}

SourcePanesView::TellerStep SourcePanesView::stepTeller(bool forward)
{
    const Event *e = m_selection->currentEvent();
    if (!e)
        return TellerStep::NoEvent;
    QList<int> tellers;
    for (const Mention &m : e->mentions) {
        if (!tellers.contains(m.source))
            tellers.append(m.source);
    }
    if (tellers.isEmpty())
        return TellerStep::NoTeller;
    std::sort(tellers.begin(), tellers.end());
    // From the focused report; with none yet, from before the first (or after the last).
    const int from = m_current;
    int to = -1;
    if (forward) {
        const auto it = std::upper_bound(tellers.cbegin(), tellers.cend(), from);
        to = it == tellers.cend() ? -1 : *it;
    } else if (from < 0) {
        to = tellers.last();
    } else {
        const auto it = std::lower_bound(tellers.cbegin(), tellers.cend(), from);
        to = it == tellers.cbegin() ? -1 : *std::prev(it);
    }
    const bool wrapped = to < 0;
    if (wrapped)
        to = forward ? tellers.first() : tellers.last();
    bringIntoView(to);
    return wrapped ? TellerStep::Wrapped : TellerStep::Moved;
}

void SourcePanesView::createFindBar()
{
    // A child of the scroll area itself, above its viewport: it stays in view, full width,
    // however far the panes are scrolled sideways.
    m_findBar = new QWidget(this);
    m_findBar->setAutoFillBackground(true);
    m_findBar->setObjectName(QStringLiteral("findBar"));
    m_findField = new QLineEdit(m_findBar);
    m_findField->setObjectName(QStringLiteral("findField"));
    m_findField->setClearButtonEnabled(true);
    m_findField->installEventFilter(this);
    m_findStatus = new QLabel(m_findBar);
    m_findStatus->setMinimumWidth(m_findStatus->fontMetrics().horizontalAdvance(u'0') * 24);
    auto button = [this](QStyle::StandardPixmap icon) {
        auto *b = new QToolButton(m_findBar);
        b->setAutoRaise(true);
        b->setIcon(style()->standardIcon(icon));
        b->setFocusPolicy(Qt::NoFocus); // the field's keys do the same
        return b;
    };
    QToolButton *prev = m_findPrevious = button(QStyle::SP_ArrowUp);
    QToolButton *next = m_findNext = button(QStyle::SP_ArrowDown);
    QToolButton *close = m_findClose = button(QStyle::SP_TitleBarCloseButton);
    connect(prev, &QToolButton::clicked, this, &SourcePanesView::findPrevious);
    connect(next, &QToolButton::clicked, this, &SourcePanesView::findNext);
    connect(close, &QToolButton::clicked, this, &SourcePanesView::hideFindBar);
    connect(m_findField, &QLineEdit::textChanged, this, &SourcePanesView::search);
    connect(m_findField, &QLineEdit::returnPressed, this, &SourcePanesView::findNext);

    auto *row = new QHBoxLayout(m_findBar);
    row->setContentsMargins(4, 4, 4, 4);
    row->addWidget(m_findField, 1);
    row->addWidget(prev);
    row->addWidget(next);
    row->addWidget(m_findStatus);
    row->addWidget(close);
    m_findBar->hide();
}

void SourcePanesView::applyTexts()
{
    setAccessibleName(tr("Reports"));
    setAccessibleDescription(tr("The loaded reports side by side, one pane each"));
    m_empty->setText(tr("No reports loaded.\nOpen reports with File ▸ Open Reports…, drop files "
                        "or folders here, or try File ▸ Open Sample Match."));
    m_findField->setPlaceholderText(tr("Find in reports"));
    m_findField->setAccessibleName(tr("Find in reports"));
    m_findField->setAccessibleDescription(
        tr("Marks the text in every report; Enter finds the next match, Shift+Enter the "
           "previous one, Escape closes"));
    const auto name = [](QToolButton *b, const QString &tip) {
        b->setToolTip(tip);
        b->setAccessibleName(tip);
    };
    name(m_findPrevious, tr("Previous match"));
    name(m_findNext, tr("Next match"));
    name(m_findClose, tr("Close the find bar"));
    updateShownLine();
    if (!m_findBar->isHidden())
        search(m_findField->text()); // its count line
}

void SourcePanesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        applyTexts();
    QScrollArea::changeEvent(event);
}

void SourcePanesView::layoutFindBar()
{
    const int h = m_findBar->isHidden() ? 0 : m_findBar->sizeHint().height();
    setViewportMargins(0, h, 0, 0);
    const QRect inner = contentsRect();
    m_findBar->setGeometry(inner.left(), inner.top(), inner.width(), h);
}

void SourcePanesView::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    layoutFindBar();
}

void SourcePanesView::showFindBar()
{
    m_findBar->show();
    layoutFindBar();
    // Start from the words selected in a report, as editors do.
    for (SourcePane *pane : std::as_const(m_panes)) {
        const QString selected = pane->textView()->textCursor().selectedText();
        if (pane->textView()->hasFocus() && !selected.isEmpty() && !selected.contains(u'\u2029'))
            m_findField->setText(selected);
    }
    m_findField->setFocus(Qt::ShortcutFocusReason);
    m_findField->selectAll();
    search(m_findField->text());
}

void SourcePanesView::hideFindBar()
{
    m_findBar->hide();
    layoutFindBar();
    for (SourcePane *pane : std::as_const(m_panes))
        pane->setSearchText(QString());
    m_matchCount = 0;
    const qsizetype current = std::max<qsizetype>(0, m_shown.indexOf(m_current));
    if (!m_panes.isEmpty())
        m_panes[current]->textView()->setFocus(Qt::OtherFocusReason);
}

void SourcePanesView::search(const QString &text)
{
    m_matchCount = 0;
    int reports = 0;
    for (SourcePane *pane : std::as_const(m_panes)) {
        const int n = pane->setSearchText(text);
        m_matchCount += n;
        reports += n > 0 ? 1 : 0;
    }
    if (text.isEmpty())
        m_findStatus->clear();
    else if (m_matchCount == 0)
        m_findStatus->setText(tr("Not found"));
    else
        m_findStatus->setText(tr("%n match(es)", nullptr, m_matchCount) + u' '
                              + tr("in %n report(s)", nullptr, reports));
    m_findField->setAccessibleDescription(m_findStatus->text());
}

void SourcePanesView::findStep(bool forward)
{
    if (m_findBar->isHidden()) {
        showFindBar();
        return;
    }
    if (m_panes.isEmpty() || m_matchCount == 0)
        return;
    // From the current pane onwards, wrapping round the last report to the first.
    const int n = int(m_panes.size());
    const int start = int(std::max<qsizetype>(0, m_shown.indexOf(m_current)));
    for (int step = 0; step <= n; ++step) {
        const int i = ((forward ? start + step : start - step) % n + n) % n;
        if (m_panes[i]->selectMatch(forward, step > 0)) {
            m_current = m_shown.at(i);
            ensureWidgetVisible(m_panes[i]);
            return;
        }
    }
}

bool SourcePanesView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_findField && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            hideFindBar();
            return true;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && (key->modifiers() & Qt::ShiftModifier)) {
            findPrevious();
            return true;
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

void SourcePanesView::followSelection()
{
    // The reports that tell the new event come side by side.
    showSources(wantedSources());
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
