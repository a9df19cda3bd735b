// The chart's x coordinate for a match time, and back. Added time gets its own stretch so 45+2
// and 90+5 sit in their own space instead of folding onto 47 and 95 (DESIGN.md section 2).
//
// Segments, left to right:  1..45 | 45+ stretch | 46..90 | 90+ stretch | [91..105 | 105+ |
// 106..120 | 120+]  with x growing one unit per minute in the regular segments.
#pragma once

#include "model/Analysis.h"

#include <QList>
#include <QString>

namespace mt::ui {

class TimelineScale
{
public:
    // Each stretch is at least minStretch units wide so an empty one still reads as its own span.
    static constexpr double MinStretch = 4.0;

    TimelineScale() = default;
    TimelineScale(int firstHalfAdded, int secondHalfAdded, bool extraTime = false,
                  int extraFirstAdded = 0, int extraSecondAdded = 0);
    // Sized to the largest added minute any event (or its range) reaches.
    static TimelineScale forAnalysis(const Analysis &analysis);

    bool hasExtraTime() const { return m_extraTime; }
    double stretchWidth(int period) const; // period 1..4

    double x(const MatchTime &t) const;
    MatchTime timeAt(double x) const; // nearest minute, stoppage where x is in a stretch
    double start() const { return 0.0; }
    double end() const; // right end of the last stretch

    double halfTime() const { return periodEnd(1); }
    double fullTime() const { return periodEnd(2); }
    double periodEnd(int period) const;   // x where the period's stretch ends
    double stretchStart(int period) const; // x where period's added time begins

    struct Tick
    {
        double x;
        QString label;
    };
    // Labelled ticks every `step` minutes (15' by default) plus HT / FT / ET markers.
    QList<Tick> ticks(int step = 15) const;

    friend bool operator==(const TimelineScale &a, const TimelineScale &b)
    {
        return a.m_added[0] == b.m_added[0] && a.m_added[1] == b.m_added[1]
               && a.m_added[2] == b.m_added[2] && a.m_added[3] == b.m_added[3]
               && a.m_extraTime == b.m_extraTime;
    }

private:
    static int periodOf(const MatchTime &t);
    static int baseMinute(int period) { return period <= 2 ? 45 * period : 90 + 15 * (period - 2); }

    double m_added[4] = {MinStretch, MinStretch, MinStretch, MinStretch};
    bool m_extraTime = false;
};

} // namespace mt::ui
