#include "TimelineScale.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace mt::ui {

TimelineScale::TimelineScale(int firstHalfAdded, int secondHalfAdded, bool extraTime,
                             int extraFirstAdded, int extraSecondAdded)
    : m_extraTime(extraTime)
{
    // One extra unit past the last added minute keeps its icon off the HT / FT line.
    const int added[4] = {firstHalfAdded, secondHalfAdded, extraFirstAdded, extraSecondAdded};
    for (int i = 0; i < 4; ++i)
        m_added[i] = std::max(MinStretch, double(added[i]) + 1.0);
}

int TimelineScale::periodOf(const MatchTime &t)
{
    if (t.period >= 1 && t.period <= 4)
        return t.period;
    if (t.period == 5)
        return 4; // shoot-out: drawn at the end of extra time
    return std::max(1, MatchTime::periodForMinute(t.minute));
}

TimelineScale TimelineScale::forAnalysis(const Analysis &analysis)
{
    int added[4] = {0, 0, 0, 0};
    bool extra = false;
    auto account = [&](const MatchTime &t) {
        if (!t.isKnown())
            return;
        const int p = periodOf(t);
        if (p >= 3 || t.minute > 90)
            extra = true;
        if (t.stoppage != 0)
            added[p - 1] = std::max(added[p - 1], t.stoppage < 0 ? 1 : t.stoppage);
    };
    for (const Event &e : analysis.events) {
        account(e.time);
        account(e.range.from);
        account(e.range.to);
    }
    return TimelineScale(added[0], added[1], extra, added[2], added[3]);
}

double TimelineScale::stretchWidth(int period) const
{
    return period >= 1 && period <= 4 ? m_added[period - 1] : 0.0;
}

double TimelineScale::stretchStart(int period) const
{
    double x = 0.0;
    for (int p = 1; p <= period; ++p) {
        x += baseMinute(p) - (p == 1 ? 0 : baseMinute(p - 1));
        if (p < period)
            x += m_added[p - 1];
    }
    return x;
}

double TimelineScale::periodEnd(int period) const
{
    return stretchStart(period) + m_added[period - 1];
}

double TimelineScale::end() const
{
    return periodEnd(m_extraTime ? 4 : 2);
}

double TimelineScale::x(const MatchTime &t) const
{
    if (!t.isKnown())
        return 0.0;
    int p = periodOf(t);
    if (!m_extraTime && p > 2)
        p = 2;
    const int base = baseMinute(p);
    const int first = p == 1 ? 0 : baseMinute(p - 1);
    const double periodStart = p == 1 ? 0.0 : periodEnd(p - 1);
    if (t.stoppage != 0 && t.minute >= base) {
        // Unknown amount ("90+'") sits in the middle of the stretch.
        const double s = t.stoppage < 0 ? m_added[p - 1] / 2.0
                                        : std::min<double>(t.stoppage, m_added[p - 1] - 0.5);
        return stretchStart(p) + s;
    }
    const double minute = std::clamp<double>(t.minute, first, base);
    return periodStart + (minute - first);
}

MatchTime TimelineScale::timeAt(double x) const
{
    const int last = m_extraTime ? 4 : 2;
    for (int p = 1; p <= last; ++p) {
        const double periodStart = p == 1 ? 0.0 : periodEnd(p - 1);
        const double s0 = stretchStart(p);
        const int first = p == 1 ? 0 : baseMinute(p - 1);
        if (x <= s0 + 1e-9) {
            const int minute = std::clamp(int(std::lround(x - periodStart)) + first, first,
                                          baseMinute(p));
            return MatchTime{p, std::max(minute, p == 1 ? 0 : first + 1), 0};
        }
        if (x < periodEnd(p) || p == last) {
            const int s = std::clamp(int(std::lround(x - s0)), 1, int(m_added[p - 1]));
            return MatchTime{p, baseMinute(p), s};
        }
    }
    return {};
}

QList<TimelineScale::Tick> TimelineScale::ticks(int step) const
{
    QList<Tick> out;
    step = std::max(1, step);
    const int last = m_extraTime ? 4 : 2;
    for (int p = 1; p <= last; ++p) {
        const int first = p == 1 ? 0 : baseMinute(p - 1);
        for (int m = ((first + step - 1) / step) * step; m <= baseMinute(p); m += step) {
            if (p > 1 && m == first)
                continue; // the previous period's marker labels this spot
            out.append({x(MatchTime{p, m, 0}), QString::number(m) + u'\''});
        }
        //: Axis markers: half-time, full-time, end of extra-time halves
        const char *marker = p == 1 ? QT_TRANSLATE_NOOP("mt::ui::TimelineScale", "HT")
                             : p == 2 ? QT_TRANSLATE_NOOP("mt::ui::TimelineScale", "FT")
                             : p == 3 ? QT_TRANSLATE_NOOP("mt::ui::TimelineScale", "ET½")
                                      : QT_TRANSLATE_NOOP("mt::ui::TimelineScale", "AET");
        out.append({periodEnd(p), QCoreApplication::translate("mt::ui::TimelineScale", marker)});
    }
    return out;
}

} // namespace mt::ui
