// The match clock: period, base minute and added minute kept apart (DESIGN.md section 2).
#pragma once

#include <QString>

namespace mt {

// 45+2 is {period 1, minute 45, stoppage 2}; never folded into 47.
struct MatchTime
{
    int period = 0;   // 1, 2 = halves; 3, 4 = extra-time halves; 5 = penalties; 0 = unknown
    int minute = -1;  // base minute as reports write it (1..120); -1 = unknown
    int stoppage = 0; // added minutes on top of the base minute; -1 = in added time, amount unknown

    bool isKnown() const { return minute >= 0; }
    // Minutes played, added time counted in: 90+4 is 94, "90+'" is 90; -1 when unknown.
    int elapsed() const { return minute + (stoppage > 0 ? stoppage : 0); }
    // A total order for sorting: 45+3 sorts before 46, 90+5 after 90.
    int sortKey() const
    {
        return minute < 0 ? -1 : minute * 100 + (stoppage > 0 ? stoppage : (stoppage < 0 ? 1 : 0));
    }
    // "56'", "45+2'", "90+'" ; empty when unknown.
    QString display() const;
    friend bool operator==(const MatchTime &a, const MatchTime &b)
    {
        return a.period == b.period && a.minute == b.minute && a.stoppage == b.stoppage;
    }

    // Regular-time period for a minute written without added time.
    static int periodForMinute(int minute);
    static MatchTime at(int minute, int stoppage = 0)
    {
        return MatchTime{periodForMinute(minute), minute, stoppage};
    }
};

// Bounds for an event whose minute is only known as a range ("in the first half" = 1..45+).
struct ClockRange
{
    MatchTime from;
    MatchTime to;
    bool isValid() const { return from.isKnown() && to.isKnown(); }
    // "45+" as a bound covers every added minute of that half.
    int fromKey() const { return from.stoppage < 0 ? from.minute * 100 + 1 : from.sortKey(); }
    int toKey() const { return to.stoppage < 0 ? to.minute * 100 + 99 : to.sortKey(); }
    bool contains(const MatchTime &t) const
    {
        return isValid() && t.isKnown() && t.sortKey() >= fromKey() && t.sortKey() <= toKey();
    }
    bool overlaps(const ClockRange &o) const
    {
        return isValid() && o.isValid() && fromKey() <= o.toKey() && o.fromKey() <= toKey();
    }
    ClockRange intersected(const ClockRange &o) const;
    static ClockRange exactly(const MatchTime &t) { return ClockRange{t, t}; }
    static ClockRange between(int fromMinute, int toMinute)
    {
        return ClockRange{MatchTime::at(fromMinute), MatchTime::at(toMinute)};
    }
};

} // namespace mt
