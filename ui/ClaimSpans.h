// The spells the reports' duration claims are about ("four goals in nine minutes"), drawn on
// the timeline as brackets from the run's first goal to its last, in rows under the minute axis
// (the chart gives up that much of its bottom margin, so a bracket never covers an icon, a label
// or the title).
// Claims about the same run share one bracket; its label gives each value claimed ("9 min",
// "9 or 10 min") and turns to the warning colour where the reports dispute it or the timeline
// does not bear it out. The tooltip lists each claim with its report.
#pragma once

#include "model/Analysis.h"

#include <QFont>
#include <QList>
#include <QPalette>
#include <QRectF>

#include <functional>

class QGraphicsItem;

namespace mt::ui {

class ClaimSpans
{
public:
    struct Span
    {
        ClockRange range;
        QList<int> claims; // indexes into Analysis::claims
        QList<int> values; // distinct minutes claimed, ascending
        bool doubted = false; // values differ, or the timeline does not bear one out
        int row = 0;
    };

    static ClaimSpans of(const Analysis &analysis);

    const QList<Span> &spans() const { return m_spans; }
    int rows() const { return m_rows; }
    // Height the chart's bottom margin must give the brackets (0 when there are none).
    int height(const QFont &font) const;
    // The brackets as children of `parent`; `xAt` maps a match time to the parent's x; the
    // rows go down from `bandTop`. Returns each bracket's rectangle, in the parent's coordinates.
    QList<QRectF> draw(const Analysis &analysis, QGraphicsItem *parent,
        const std::function<double(const MatchTime &)> &xAt, double bandTop,
        const QPalette &palette, const QFont &font) const;

    static QString label(const Span &span);
    static QString toolTip(const Analysis &analysis, const Span &span);

private:
    QList<Span> m_spans;
    int m_rows = 0;
};

} // namespace mt::ui
