// The mentions the align stage takes for one real event, and what they state so far.
#pragma once

#include "SmallSet.h"

#include "model/Analysis.h"

#include <QList>
#include <QMap>
#include <QPair>

namespace mt {

struct Cluster
{
    EventType type;
    QList<QPair<int, int>> members; // (doc index, mention index)
    int player = -1;
    int opponent = -1;
    TeamSide team = TeamSide::Unknown;
    // The exact minutes the members state: the first, and per sort key the latest with it and
    // how many members state it (the consensus minute), in time order.
    MatchTime firstExact;
    QMap<int, QPair<MatchTime, int>> exact;
    ClockRange range;
    SmallSet<int> docs;
    SmallSet<QPair<int, int>> sentences; // (doc index, sentence) of the members
    quint32 methods = 0; // a bit per GoalMethod a member states
    SmallSet<int> playersOut; // who a member says went off (substitutions)
};

} // namespace mt
