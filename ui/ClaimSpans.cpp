#include "ClaimSpans.h"

#include "EventIcons.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QStringList>

namespace mt::ui {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(mt::ui::ClaimSpans)
};

constexpr int TickHeight = 5;

int rowHeight(const QFont &font)
{
    return QFontMetrics(font).height() + TickHeight + 4;
}
} // namespace

ClaimSpans ClaimSpans::of(const Analysis &analysis)
{
    ClaimSpans out;
    for (int i = 0; i < analysis.claims.size(); ++i) {
        const Claim &c = analysis.claims[i];
        if (c.kind != u"duration" || !c.spell.isValid())
            continue;
        auto same = std::find_if(out.m_spans.begin(), out.m_spans.end(), [&](const Span &s) {
            return s.range.from == c.spell.from && s.range.to == c.spell.to;
        });
        if (same == out.m_spans.end()) {
            out.m_spans.append(Span {c.spell, {}, {}, false, 0});
            same = out.m_spans.end() - 1;
        }
        same->claims.append(i);
        if (!same->values.contains(c.value)) {
            same->values.append(c.value);
            std::sort(same->values.begin(), same->values.end());
        }
        same->doubted = same->doubted || same->values.size() > 1
            || c.consistentWithTimeline == std::optional<bool>(false);
    }
    // Rows: a bracket goes into the first row where none comes within six minutes of it (room
    // for the labels at full width).
    QList<QList<ClockRange>> rows;
    auto near = [](const ClockRange &a, const ClockRange &b) {
        return a.fromKey() - 600 <= b.toKey() && b.fromKey() - 600 <= a.toKey();
    };
    for (Span &s : out.m_spans) {
        int r = 0;
        for (; r < rows.size(); ++r) {
            const bool clash = std::any_of(rows[r].cbegin(), rows[r].cend(),
                [&](const ClockRange &o) { return near(o, s.range); });
            if (!clash)
                break;
        }
        if (r == rows.size())
            rows.append(QList<ClockRange>());
        rows[r].append(s.range);
        s.row = r;
    }
    out.m_rows = int(rows.size());
    return out;
}

int ClaimSpans::height(const QFont &font) const
{
    return m_rows * rowHeight(font);
}

QString ClaimSpans::label(const Span &span)
{
    QStringList values;
    for (int v : span.values)
        values << QString::number(v);
    //: Label of a bracket over the timeline: the minutes reports say a run of goals took
    //: ("9 min", "9 or 10 min")
    return Text::tr("%1 min").arg(values.join(Text::tr(" or ")));
}

QString ClaimSpans::toolTip(const Analysis &analysis, const Span &span)
{
    QStringList lines;
    for (int i : span.claims) {
        const Claim &c = analysis.claims.at(i);
        const QString source = analysis.sources.value(c.source).id;
        lines << source + u": “" + c.text.simplified() + u"”";
    }
    lines << Text::tr("On the timeline: %1 to %2 (%n minute(s))", nullptr,
        span.range.to.elapsed() - span.range.from.elapsed())
                 .arg(span.range.from.display(), span.range.to.display());
    return lines.join(u'\n');
}

QList<QRectF> ClaimSpans::draw(const Analysis &analysis, QGraphicsItem *parent,
    const std::function<double(const MatchTime &)> &xAt, double bandTop, const QPalette &palette,
    const QFont &font) const
{
    QList<QRectF> rects;
    const int h = rowHeight(font);
    const QFontMetricsF fm(font);
    for (const Span &s : m_spans) {
        const QColor colour
            = s.doubted ? EventIcons::warningColor() : palette.color(QPalette::Text);
        const double x1 = xAt(s.range.from), x2 = xAt(s.range.to);
        const double y = bandTop + s.row * h + TickHeight + 1; // the bracket's line
        QPainterPath path;
        path.moveTo(x1, y - TickHeight);
        path.lineTo(x1, y);
        path.lineTo(x2, y);
        path.lineTo(x2, y - TickHeight);
        auto *bracket = new QGraphicsPathItem(path, parent);
        bracket->setPen(QPen(colour, 1.5));
        const QString tip = toolTip(analysis, s);
        bracket->setToolTip(tip);
        auto *text = new QGraphicsSimpleTextItem(label(s), parent);
        text->setFont(font);
        text->setBrush(colour);
        const double w = fm.horizontalAdvance(text->text());
        text->setPos((x1 + x2 - w) / 2, y + 1);
        text->setToolTip(tip);
        rects.append(bracket->boundingRect().united(text->mapRectToParent(text->boundingRect())));
    }
    return rects;
}

} // namespace mt::ui
