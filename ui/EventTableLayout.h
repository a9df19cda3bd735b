// The event table's columns on a laptop's screen (1366 px): Time, Event, Player, Team, Score,
// Sources and Disagreements keep their room, each capped to a few words' width, and Details
// comes last and takes what is left, elided; every cell's tooltip gives the whole event.
#pragma once

class QTableView;

namespace mt::ui {

class EventTableLayout
{
public:
    // Once, when the table is made: Details to the end, where it stretches.
    static void arrange(QTableView *table);
    // After each analysis: the columns sized to their contents, within their caps.
    static void fit(QTableView *table);
};

} // namespace mt::ui
