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
    if (m_disagreement >= 0) {
        next = std::clamp(m_disagreement + delta, 0, total - 1);
    } else if (m_event >= 0) {
        // From an event without disagreements: the next one after (or before) it in time.
        int flat = 0;
        next = -1;
        for (int e = 0; e < m_analysis->events.size(); ++e) {
            const int count = int(m_analysis->events[e].disagreements.size());
            if (delta > 0 && e > m_event && count > 0) {
                next = flat;
                break;
            }
            if (delta < 0 && e < m_event && count > 0)
                next = flat + count - 1;
            flat += count;
        }
        if (next < 0)
            return;
    } else {
        next = delta > 0 ? 0 : total - 1;
    }
    selectDisagreement(next);
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
