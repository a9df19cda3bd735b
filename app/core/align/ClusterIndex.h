// Where the align stage looks for the clusters a mention may join.
#pragma once

#include "Cluster.h"

#include "model/Analysis.h"

#include <QHash>
#include <QList>

#include <algorithm>

namespace mt {

// Where the clusters a mention may join are: a family of types that can be one event (a foul
// and the penalty it gave; the cards of a sending-off), and in it by player, opponent, player
// off, exact minute, and those that name nobody yet. A mention is scored against these only, in
// cluster order, instead of against every cluster (quadratic in a report that names many
// players); entries left behind when a cluster changes are only looked at, never trusted.
class ClusterIndex
{
public:
    void clear() { *this = ClusterIndex(); }
    void note(int c, const Cluster &cl, const Mention &m)
    {
        const quint64 f = quint64(family(cl.type)) << 32;
        add(m_all, f, c);
        if (cl.player >= 0)
            add(m_byPlayer, f | quint32(cl.player), c);
        else
            add(m_nobody, f, c);
        if (cl.opponent >= 0)
            add(m_byOpponent, f | quint32(cl.opponent), c);
        if (m.playerOutKey >= 0)
            add(m_byPlayerOut, f | quint32(m.playerOutKey), c);
        if (m.time.isKnown() && m.time.stoppage >= 0)
            add(m_byMinute, f | quint32(m.time.elapsed()), c);
        if (cl.range.isValid() && cl.range.fromKey() == cl.range.toKey())
            add(m_byMinute, f | quint32(cl.range.from.elapsed()), c);
    }
    // Clusters of t's family that have named player p (in order; some may name another now).
    QList<int> withPlayer(EventType t, int p) const
    {
        return m_byPlayer.value((quint64(family(t)) << 32) | quint32(p));
    }
    // In cluster order, each once.
    QList<int> candidates(const Mention &m) const
    {
        const quint64 f = quint64(family(m.type)) << 32;
        const bool exactTime = m.time.isKnown() && m.time.stoppage >= 0;
        if (m.personKey < 0 && !exactTime)
            return m_all.value(f); // rare: told with neither a player nor a minute
        QList<int> out = m_nobody.value(f);
        for (int p : {m.personKey, m.opponentKey}) {
            if (p >= 0)
                out += m_byPlayer.value(f | quint32(p));
        }
        if (m.opponentKey >= 0)
            out += m_byOpponent.value(f | quint32(m.opponentKey));
        if (m.playerOutKey >= 0)
            out += m_byPlayerOut.value(f | quint32(m.playerOutKey));
        if (exactTime) {
            const int at = m.time.elapsed();
            for (int minute = std::max(0, at - 1); minute <= at + 1; ++minute)
                out += m_byMinute.value(f | quint32(minute));
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

private:
    static int family(EventType t)
    {
        switch (t) {
        case EventType::Foul:
        case EventType::PenaltyAwarded:
            return 0;
        case EventType::YellowCard:
        case EventType::SecondYellow:
        case EventType::RedCard:
            return 1;
        default:
            return 2 + int(t);
        }
    }
    // Each bucket is sorted and holds a cluster once (clusters mostly arrive in order).
    static void add(QHash<quint64, QList<int>> &h, quint64 key, int c)
    {
        QList<int> &list = h[key];
        if (list.isEmpty() || list.last() < c) {
            list.append(c);
            return;
        }
        const auto at = std::lower_bound(list.begin(), list.end(), c);
        if (*at != c)
            list.insert(at, c);
    }
    QHash<quint64, QList<int>> m_all, m_nobody, m_byPlayer, m_byOpponent, m_byPlayerOut, m_byMinute;
};

} // namespace mt
