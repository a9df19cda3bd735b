#include "SelectionController.h"

namespace mt::ui {

SelectionController::SelectionController(QObject *parent)
    : QObject(parent)
{
}

void SelectionController::setAnalysis(AnalysisPtr analysis)
{
    m_analysis = std::move(analysis);
    m_event = -1;
    m_disagreement = -1;
    emit analysisChanged();
    emit currentEventChanged(-1, {});
    emit currentDisagreementChanged(-1);
}

QString SelectionController::currentEventId() const
{
    const Event *e = currentEvent();
    return e ? e->id : QString();
}

const Event *SelectionController::currentEvent() const
{
    if (!m_analysis || m_event < 0 || m_event >= m_analysis->events.size())
        return nullptr;
    return &m_analysis->events[m_event];
}

int SelectionController::disagreementTotal() const
{
    return m_analysis ? m_analysis->disagreementCount() : 0;
}

std::pair<int, int> SelectionController::disagreementAt(int flatIndex) const
{
    if (!m_analysis || flatIndex < 0)
        return {-1, -1};
    int n = flatIndex;
    for (int e = 0; e < m_analysis->events.size(); ++e) {
        const int count = int(m_analysis->events[e].disagreements.size());
        if (n < count)
            return {e, n};
        n -= count;
    }
    return {-1, -1};
}

int SelectionController::firstDisagreementOf(int event) const
{
    if (!m_analysis || event < 0 || event >= m_analysis->events.size()
        || !m_analysis->events[event].hasDisagreement())
        return -1;
    int flat = 0;
    for (int e = 0; e < event; ++e)
        flat += int(m_analysis->events[e].disagreements.size());
    return flat;
}

void SelectionController::selectEvent(const QString &id)
{
    selectEventIndex(m_analysis ? m_analysis->indexOfEvent(id) : -1);
}

void SelectionController::selectEventIndex(int index)
{
    if (!m_analysis || index < 0 || index >= m_analysis->events.size()) {
        clear();
        return;
    }
    // Keep the current disagreement when it already belongs to this event.
    int dis = m_disagreement;
    if (disagreementAt(dis).first != index)
        dis = firstDisagreementOf(index);
    setCurrent(index, dis);
}

void SelectionController::selectDisagreement(int flatIndex)
{
    const auto [event, field] = disagreementAt(flatIndex);
    if (event < 0)
        return;
    Q_UNUSED(field);
    setCurrent(event, flatIndex);
}

void SelectionController::clear()
{
    setCurrent(-1, -1);
}

void SelectionController::stepEvent(int delta)
{
    if (!m_analysis || m_analysis->events.isEmpty())
        return;
    const int n = int(m_analysis->events.size());
    int next;
    if (m_event < 0)
        next = delta > 0 ? 0 : n - 1;
    else
        next = std::clamp(m_event + delta, 0, n - 1);
    selectEventIndex(next);
}

void SelectionController::stepDisagreement(int delta)
{
    const int total = disagreementTotal();
    if (total == 0)
        return;
    int next;
    if (m_disagreement >= 0)
        next = m_disagreement + delta;
    else if (m_event >= 0)
        next = disagreementBeside(m_event, delta);
    else
        next = delta > 0 ? 0 : total - 1;
    // Past the last one comes the first again (and before the first, the last), as in KDiff3.
    const bool wrapped = next < 0 || next >= total;
    if (wrapped)
        next = delta > 0 ? 0 : total - 1;
    selectDisagreement(next);
    if (wrapped)
        emit disagreementWrapped(delta > 0);
}

// From an event without disagreements: the first one after it (delta > 0) or the last one
// before it in time; -1 when there is none that way.
int SelectionController::disagreementBeside(int event, int delta) const
{
    int flat = 0;
    int found = -1;
    for (int e = 0; e < m_analysis->events.size(); ++e) {
        const int count = int(m_analysis->events[e].disagreements.size());
        if (delta > 0 && e > event && count > 0)
            return flat;
        if (delta < 0 && e < event && count > 0)
            found = flat + count - 1;
        flat += count;
    }
    return found;
}

void SelectionController::setCurrent(int event, int disagreement)
{
    const bool eventChanged = event != m_event;
    const bool disChanged = disagreement != m_disagreement;
    m_event = event;
    m_disagreement = disagreement;
    if (eventChanged)
        emit currentEventChanged(m_event, currentEventId());
    if (disChanged)
        emit currentDisagreementChanged(m_disagreement);
}

} // namespace mt::ui
