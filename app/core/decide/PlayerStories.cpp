#include "PlayerStories.h"

#include "EventDecider.h"
#include "roster/RosterSides.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace mt {

namespace {

// Minutes of slack on either side: ordinal and elapsed counts differ by one, and a player
// scores and is taken off in one minute.
constexpr int Slack = 1;

bool onPitchAct(EventType t)
{
    return t == EventType::Goal || t == EventType::PenaltyAwarded || t == EventType::PenaltyMissed
        || t == EventType::ChanceMissed || t == EventType::Save || t == EventType::Foul;
}

} // namespace

// "90+'" is any minute of that added time: nothing in it is before or after it. A player is
// sent off once.
bool PlayerStories::breaks(const Limit &l, const Act &a, const QList<Event> &events)
{
    if (a.sendingOff && !(l.off && isSendingOff(events.at(l.event).type)))
        return false;
    const bool unsure = l.time.stoppage < 0 || a.time.stoppage < 0;
    if (unsure && l.time.minute == a.time.minute)
        return false;
    return l.off ? a.time.elapsed() > l.time.elapsed() + Slack
                 : a.time.elapsed() < l.time.elapsed() - Slack;
}

QList<PlayerStories::Act> PlayerStories::actsOf(const QList<Event> &events)
{
    QList<Act> acts;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &e = events.at(i);
        if (!e.time.isKnown())
            continue;
        if (isSendingOff(e.type) && !e.player.isEmpty())
            acts.append(Act {int(i), RosterSides::surnameKey(e.player), e.time, true});
        // (Not the assist: the reports' least sure field.)
        if (onPitchAct(e.type) && !e.player.isEmpty())
            acts.append(Act {int(i), RosterSides::surnameKey(e.player), e.time, false});
    }
    return acts;
}

QList<PlayerStories::Limit> PlayerStories::limitsOf(const QList<Event> &events)
{
    QList<Limit> limits;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &e = events.at(i);
        if (!e.time.isKnown() || e.player.isEmpty())
            continue;
        auto add = [&](const QString &name, bool off) {
            limits.append(Limit {int(i), name, RosterSides::surnameKey(name), e.time, off});
        };
        if (isSendingOff(e.type))
            add(e.player, true);
        if (e.type != EventType::Substitution)
            continue;
        add(e.player, false);
        if (!e.playerOut.isEmpty())
            add(e.playerOut, true);
    }
    return limits;
}

// The reports that read the event in the first pass, a structured line (a fact box, a line-up,
// a ticker entry) counting as three prose sentences; then all that tell it.
int PlayerStories::strength(const Event &e)
{
    constexpr int StructuredWeight = 3;
    QHash<int, int> weight; // report -> its best reading's weight
    for (const Mention &m : e.mentions) {
        if (m.linked || m.backReference)
            continue;
        int &w = weight[m.source];
        w = std::max(w, m.structured ? StructuredWeight : 1);
    }
    int first = 0;
    for (int w : std::as_const(weight))
        first += w;
    return first * 1000 + EventDecider::support(e);
}

// "sent off at 79'", "taken off at 8'", "on only from 31'".
QString PlayerStories::limitText(const Limit &l, const Event &limit)
{
    const QString at = limit.time.display();
    if (!l.off)
        return QStringLiteral("on only from %1").arg(at);
    return limit.type == EventType::Substitution ? QStringLiteral("taken off at %1").arg(at)
                                                 : QStringLiteral("sent off at %1").arg(at);
}

QString PlayerStories::why(const Limit &l, const Event &limit, const Event &act, bool limitGoes)
{
    const QString what = QStringLiteral("%1 at %2").arg(eventTypeKey(act.type), act.time.display());
    return limitGoes ? QStringLiteral("%1 %2, yet the better told %3 has him on the pitch")
                           .arg(l.name, limitText(l, limit), what)
                     : QStringLiteral("%1 of %2, when the better told %3 has him %4")
                           .arg(what, l.name, eventTypeKey(limit.type), limitText(l, limit));
}

// The acts a limit's player breaks it with: the limit goes when one of them is told at least as
// well; otherwise those acts go, but never a goal.
void PlayerStories::keepConsistent(QList<Event> &events, QList<Candidate> &candidates)
{
    const QList<Act> acts = actsOf(events);
    QList<QPair<int, QString>> gone;
    QSet<int> goneIndex;
    for (const Limit &l : limitsOf(events)) {
        if (goneIndex.contains(l.event) || l.key.isEmpty())
            continue;
        const Event &limit = events.at(l.event);
        QList<int> breaking; // indices into acts
        int strongest = -1;
        for (qsizetype i = 0; i < acts.size(); ++i) {
            const Act &a = acts.at(i);
            if (a.key != l.key || a.event == l.event || !breaks(l, a, events)
                || goneIndex.contains(a.event))
                continue;
            breaking.append(int(i));
            if (strongest < 0
                || strength(events.at(a.event)) > strength(events.at(acts.at(strongest).event)))
                strongest = int(i);
        }
        if (breaking.isEmpty())
            continue;
        const Event &best = events.at(acts.at(strongest).event);
        if (strength(limit) <= strength(best)) {
            gone.append({l.event, why(l, limit, best, true)});
            goneIndex.insert(l.event);
            continue;
        }
        for (int i : std::as_const(breaking)) {
            const Event &act = events.at(acts.at(i).event);
            if (act.type == EventType::Goal)
                continue;
            gone.append({acts.at(i).event, why(l, limit, act, false)});
            goneIndex.insert(acts.at(i).event);
        }
    }
    std::sort(
        gone.begin(), gone.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &g : std::as_const(gone)) {
        candidates.append(Candidate {events.at(g.first), g.second});
        events.removeAt(g.first);
    }
}

} // namespace mt
