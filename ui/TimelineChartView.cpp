#include "TimelineChartView.h"

#include "EventText.h"

#include <QAccessible>
#include <QCategoryAxis>
#include <QGraphicsLayout>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QHelpEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QRubberBand>
#include <QScatterSeries>
#include <QScreen>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace mt::ui {

namespace {
constexpr double LaneBase = 1.0;  // y of the first row in each lane
constexpr double LevelStep = 1.0; // y between stacked rows
constexpr double EdgeMargin = 2.0; // x units left of 0' and right of the last stretch
constexpr int IconGap = 4;        // px kept free between stacked neighbours
constexpr int ScoreGap = 3;       // px between an icon and its score label
constexpr int LabelGap = 3;       // px between an icon and its name label
constexpr double UnknownGap = 3.0;   // x units between the last stretch and the unknown strip
constexpr double UnknownWidth = 8.0; // x units of the "time unknown" strip

// No minute and no bounds: no report dates it at all.
bool undated(const Event &e)
{
    return !e.time.isKnown() && !e.range.isValid();
}

// Lanes: 0 home (above), 1 away (below), 2 team unknown (on the centre line).
int laneOf(TeamSide side)
{
    return side == TeamSide::Home ? 0 : side == TeamSide::Away ? 1 : 2;
}

QImage rangeLegendImage(const QColor &c)
{
    QImage img(48, 48, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    QColor fill = c;
    fill.setAlpha(90);
    p.setPen(QPen(c, 3));
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(3, 17, 42, 14), 6, 6);
    p.end();
    img.setDevicePixelRatio(2.0);
    return img;
}
} // namespace

TimelineChartView::TimelineChartView(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::NoRubberBand); // ours: horizontal only, and clicks pass through
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(false); // drops go to the main window
    setMouseTracking(true);
    setAccessibleName(tr("Timeline"));
    setAccessibleDescription(baseDescription());
    setMinimumHeight(220);

    QChart *c = chart();
    c->setMargins(QMargins(6, 4, 6, 4));
    c->layout()->setContentsMargins(0, 0, 0, 0);
    c->setBackgroundRoundness(0);
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->hide();

    m_axisX = new QCategoryAxis(this);
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setTitleVisible(false);
    m_axisY = new QCategoryAxis(this);
    m_axisY->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisY->setGridLineVisible(false);
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);

    m_back = new QGraphicsRectItem(c);
    m_back->setPen(Qt::NoPen);
    m_back->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    m_back->setAcceptedMouseButtons(Qt::NoButton);
    m_back->setZValue(2.5); // above the plot background and grid, below axes and series
    m_front = new QGraphicsRectItem(c);
    m_front->setPen(Qt::NoPen);
    m_front->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    m_front->setAcceptedMouseButtons(Qt::NoButton);
    m_front->setZValue(12); // above every series, below the legend
    m_spanBand = new QGraphicsRectItem(c); // the claims' brackets, under the minute axis
    m_spanBand->setPen(Qt::NoPen);
    m_spanBand->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    m_spanBand->setZValue(12);
    m_legend = new QGraphicsRectItem(c);
    m_legend->setPen(Qt::NoPen);
    m_legend->setAcceptedMouseButtons(Qt::NoButton);
    m_legend->setZValue(13);

    m_layoutTimer.setSingleShot(true);
    m_layoutTimer.setInterval(0);
    connect(&m_layoutTimer, &QTimer::timeout, this, &TimelineChartView::updateLayoutNow);
    connect(c, &QChart::plotAreaChanged, this, &TimelineChartView::scheduleLayout);
    connect(m_axisX, &QValueAxis::rangeChanged, this, &TimelineChartView::scheduleLayout);

    m_rubberBand = new QRubberBand(QRubberBand::Rectangle, viewport());
    m_rubberBand->hide();

    applyTheme();
    rebuildSeries();
}

TimelineChartView::~TimelineChartView() = default;

void TimelineChartView::setAnalysis(AnalysisPtr analysis)
{
    m_analysis = std::move(analysis);
    m_selected = -1;
    m_scale = m_analysis ? TimelineScale::forAnalysis(*m_analysis) : TimelineScale();
    m_spans = m_analysis ? ClaimSpans::of(*m_analysis) : ClaimSpans();
    chart()->setTitle(titleText());
    rebuildSeries();
    resetZoom();
    updateLayoutNow();
    announceSelection();
}

QString TimelineChartView::titleText() const
{
    if (!m_analysis || (m_analysis->match.home.isEmpty() && m_analysis->match.away.isEmpty()))
        return {};
    const MatchInfo &m = m_analysis->match;
    const QString home = EventText::teamName(*m_analysis, TeamSide::Home);
    const QString away = EventText::teamName(*m_analysis, TeamSide::Away);
    if (m.finalScore.isValid()) {
        //: Chart title: home team, score, away team
        const QString title = tr("%1  %2  %3").arg(home, EventText::scoreText(m.finalScore), away);
        // The score after the last goal drawn: a goal the reports tell but the engine could
        // not place, or one too many, shows here rather than as a silent mismatch.
        Score drawn {0, 0};
        for (const Event &e : m_analysis->events) {
            if (e.scoreAfter.isValid())
                drawn = e.scoreAfter;
        }
        if (drawn == m.finalScore)
            return title;
        //: Chart title when the goals drawn do not add up to the final score ("3–2")
        return tr("%1 (the goals drawn make %2)").arg(title, EventText::scoreText(drawn));
    }
    return tr("%1 – %2").arg(home, away);
}

void TimelineChartView::applyTheme()
{
    QChart *c = chart();
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    c->setBackgroundBrush(pal.color(QPalette::Base));
    c->setBackgroundPen(Qt::NoPen);
    c->setTitleBrush(pal.color(QPalette::Text));
    QFont titleFont = font();
    titleFont.setBold(true);
    if (titleFont.pointSizeF() > 0)
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    else
        titleFont.setPixelSize(titleFont.pixelSize() * 5 / 4);
    c->setTitleFont(titleFont);

    // Tinted lanes: home above the centre line, away below (the y range stays symmetric).
    QLinearGradient lanes(0, 0, 0, 1);
    lanes.setCoordinateMode(QGradient::ObjectBoundingMode);
    QColor home = EventIcons::homeColor();
    QColor away = EventIcons::awayColor();
    home.setAlpha(dark ? 40 : 22);
    away.setAlpha(dark ? 40 : 22);
    lanes.setColorAt(0.0, home);
    lanes.setColorAt(0.4999, home);
    lanes.setColorAt(0.5001, away);
    lanes.setColorAt(1.0, away);
    c->setPlotAreaBackgroundBrush(lanes);
    c->setPlotAreaBackgroundPen(QPen(pal.color(QPalette::Mid), 1));
    c->setPlotAreaBackgroundVisible(true);

    for (QCategoryAxis *axis : {m_axisX, m_axisY}) {
        axis->setLabelsBrush(pal.color(QPalette::Text));
        axis->setLinePen(QPen(pal.color(QPalette::Mid), 1));
    }
    QColor grid = pal.color(QPalette::Text);
    grid.setAlpha(35);
    m_axisX->setGridLinePen(QPen(grid, 1, Qt::DotLine));
    m_axisX->setLabelsFont(font()); // the widget's font, so an export's pixel size holds too
    QFont yFont = font();
    yFont.setBold(true);
    m_axisY->setLabelsFont(yFont);
}

void TimelineChartView::rebuildSeries()
{
    QChart *c = chart();
    c->removeAllSeries(); // deletes them
    m_series.clear();
    m_seriesEvents.clear();
    m_legendEntries.clear();
    m_placed.clear();
    m_unknownStrip = false;

    m_centreLine = new QLineSeries;
    m_centreLine->setPen(QPen(palette().color(QPalette::Mid), 2));
    c->addSeries(m_centreLine);
    m_centreLine->attachAxis(m_axisX);
    m_centreLine->attachAxis(m_axisY);


    if (!m_analysis)
        return;

    const auto &events = m_analysis->events;
    m_placed.resize(events.size());
    // One series per icon and lane: a light marker is one image per series (Qt 6.4).
    QList<int> order;
    for (int i = 0; i < events.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return int(EventIcons::kindOf(events[a])) < int(EventIcons::kindOf(events[b]));
    });
    QSet<int> kindsInLegend;
    for (int i : std::as_const(order)) {
        const Event &e = events[i];
        const IconKind kind = EventIcons::kindOf(e);
        const int key = int(kind) * 4 + int(e.team);
        QScatterSeries *s = m_series.value(key);
        if (!s) {
            s = new QScatterSeries;
            s->setName(EventText::iconName(kind));
            s->setMarkerSize(m_markerSize);
            s->setLightMarker(EventIcons::markerImage(kind, 32));
            s->setBorderColor(Qt::transparent);
            c->addSeries(s);
            s->attachAxis(m_axisX);
            s->attachAxis(m_axisY);
            // The legend names each icon once, whichever lanes it appears in.
            if (!kindsInLegend.contains(int(kind))) {
                kindsInLegend.insert(int(kind));
                m_legendEntries.append({EventIcons::markerImage(kind, 32),
                                        EventText::iconName(kind)});
            }
            connect(s, &QScatterSeries::clicked, this,
                    [this, s](const QPointF &p) { onSeriesClicked(s, p); });
            connect(s, &QScatterSeries::hovered, this,
                    [this, s](const QPointF &p, bool state) { onSeriesHovered(s, p, state); });
            m_series.insert(key, s);
        }
        m_placed[i].series = s;
    }

    // Legend entries for what the overlays draw.
    bool anyDisagreement = false;
    bool anyRange = false;
    for (const Event &e : events) {
        anyDisagreement |= e.hasDisagreement();
        anyRange |= !e.time.isKnown() && !undated(e);
        m_unknownStrip |= undated(e);
    }
    if (anyDisagreement)
        m_legendEntries.append({EventIcons::svgImage(EventIcons::warningPath(), 24),
                                tr("Sources disagree")});
    if (anyRange)
        m_legendEntries.append({rangeLegendImage(palette().color(QPalette::Mid)),
                                tr("Minute uncertain (range)")});
}

void TimelineChartView::scheduleLayout()
{
    // Also while laying out: a resize caused by it (minimum height, legend rows) needs one more
    // pass. The passes settle because nothing changes the second time.
    m_layoutTimer.start();
}

void TimelineChartView::updateLayoutNow()
{
    if (m_inLayout)
        return;
    m_inLayout = true;
    m_layoutTimer.stop();
    updateLegend();
    updateTicks();
    layoutEvents();
    updateOverlays();
    m_inLayout = false;
}

double TimelineChartView::visibleMin() const
{
    return m_axisX->min();
}

double TimelineChartView::visibleMax() const
{
    return m_axisX->max();
}

bool TimelineChartView::isZoomed() const
{
    return visibleMin() > -EdgeMargin + 1e-6 || visibleMax() < dataEnd() + EdgeMargin - 1e-6;
}

void TimelineChartView::zoomTo(double minX, double maxX)
{
    const double lo = -EdgeMargin;
    const double hi = dataEnd() + EdgeMargin;
    double span = std::clamp(maxX - minX, 4.0, hi - lo); // never closer than four minutes
    double a = std::clamp(minX, lo, hi - span);
    m_axisX->setRange(a, a + span);
}

void TimelineChartView::zoomBy(double factor, double anchorX)
{
    const double a = visibleMin();
    const double b = visibleMax();
    zoomTo(anchorX - (anchorX - a) * factor, anchorX + (b - anchorX) * factor);
}

void TimelineChartView::resetZoom()
{
    m_axisX->setRange(-EdgeMargin, dataEnd() + EdgeMargin);
}

double TimelineChartView::dataEnd() const
{
    return m_unknownStrip ? m_scale.end() + UnknownGap + UnknownWidth : m_scale.end();
}

double TimelineChartView::unknownTimeX() const
{
    return m_scale.end() + UnknownGap + UnknownWidth / 2;
}

double TimelineChartView::LabelWidths::total() const
{
    return (name > 0 ? LabelGap + name : 0) + (score > 0 ? ScoreGap + score : 0);
}

TimelineChartView::LabelWidths TimelineChartView::labelWidths(const Event &e) const
{
    LabelWidths w;
    const QString name = EventText::chartLabel(e);
    if (!name.isEmpty())
        w.name = QFontMetricsF(font()).horizontalAdvance(name) + 1;
    if (e.type == EventType::Goal && e.scoreAfter.isValid()) {
        QFont bold = font();
        bold.setBold(true);
        w.score = QFontMetricsF(bold).horizontalAdvance(EventText::scoreText(e.scoreAfter)) + 1;
    }
    return w;
}

void TimelineChartView::updateTicks()
{
    const double span = visibleMax() - visibleMin();
    const int step = span > 70 ? 15 : span > 30 ? 5 : 1;
    for (const QString &label : m_axisX->categoriesLabels())
        m_axisX->remove(label);
    m_axisX->setStartValue(-EdgeMargin);
    QList<TimelineScale::Tick> ticks = m_scale.ticks(step);
    std::sort(ticks.begin(), ticks.end(),
              [](const auto &a, const auto &b) { return a.x < b.x; });
    // Labels that would overlap at this width (a narrow or 2x-scaled window: "45'" and "HT")
    // give way; a period marker (HT, FT) wins over a plain minute.
    const double plotWidth = chart()->plotArea().width();
    const double ppu = plotWidth > 1 && span > 0 ? plotWidth / span : 1e9;
    const QFontMetricsF fm(m_axisX->labelsFont());
    auto isMinute = [](const QString &label) { return label.endsWith(u'\''); };
    QList<TimelineScale::Tick> kept;
    for (const auto &t : std::as_const(ticks)) {
        if (!kept.isEmpty()) {
            const auto &prev = kept.last();
            if (t.x <= prev.x)
                continue;
            const double room = (t.x - prev.x) * ppu;
            const double need = (fm.horizontalAdvance(prev.label) + fm.horizontalAdvance(t.label)) / 2 + 4;
            if (room < need) {
                if (isMinute(prev.label) && !isMinute(t.label))
                    kept.last() = t;
                continue;
            }
        }
        kept.append(t);
    }
    if (m_unknownStrip) {
        // The strip's label, or its short form where the last marker leaves too little room.
        QString label = tr("time unknown");
        const double room = kept.isEmpty() ? 1e9 : (unknownTimeX() - kept.last().x) * ppu;
        if (room < (fm.horizontalAdvance(kept.isEmpty() ? QString() : kept.last().label)
                       + fm.horizontalAdvance(label)) / 2 + 4)
            //: Short axis label of the "time unknown" strip, where the long one does not fit
            label = tr("?");
        kept.append({unknownTimeX(), label});
    }
    for (const auto &t : std::as_const(kept))
        m_axisX->append(t.label, t.x);
}

QPointF TimelineChartView::toChart(const QPointF &value) const
{
    return chart()->mapToPosition(value, m_centreLine);
}

void TimelineChartView::layoutEvents()
{
    m_centreLine->replace(QList<QPointF>{{-EdgeMargin - 1, 0}, {dataEnd() + EdgeMargin + 1, 0}});
    for (QScatterSeries *s : std::as_const(m_series))
        s->clear();
    m_seriesEvents.clear();
    if (!m_analysis)
        return;

    const QRectF plot = chart()->plotArea();
    const double span = std::max(1.0, visibleMax() - visibleMin());
    const double ppu = plot.width() > 1 ? plot.width() / span : 10.0;
    const auto &events = m_analysis->events;

    // Rows are filled greedily; exact minutes first so range bars never push them away
    // from the centre line.
    QHash<int, QList<QList<std::pair<double, double>>>> rows; // side -> level -> intervals
    auto place = [&](int i, bool ranged) {
        const Event &e = events[i];
        Placed &p = m_placed[i];
        double x;
        if (e.time.isKnown()) {
            x = m_scale.x(e.time);
            p.x1 = p.x2 = x;
        } else if (e.range.isValid()) {
            p.x1 = m_scale.x(e.range.from);
            p.x2 = m_scale.x(e.range.to);
            x = (p.x1 + p.x2) / 2;
        } else {
            // No minute and no bounds: in the strip after the match, not across it.
            x = p.x1 = p.x2 = unknownTimeX();
        }
        if (ranged != (p.x1 != p.x2))
            return false;
        const double r = m_markerSize / 2.0 + IconGap / 2.0;
        double left = std::min(x * ppu - r, p.x1 * ppu);
        double right = std::max(x * ppu + r, p.x2 * ppu);
        // Near the right edge the labels go left of the icon rather than off the plot.
        const double w = labelWidths(e).total() + 1;
        p.labelLeft = w > 1 && (x - visibleMin()) * ppu + r + w > plot.width();
        if (p.labelLeft)
            left -= w;
        else
            right += w;
        auto &levels = rows[laneOf(e.team)];
        int level = 0;
        for (;; ++level) {
            if (level == levels.size())
                levels.append(QList<std::pair<double, double>>());
            const auto &used = levels[level];
            const bool clash = std::any_of(used.begin(), used.end(), [&](const auto &iv) {
                return left < iv.second && iv.first < right;
            });
            if (!clash)
                break;
        }
        levels[level].append(std::make_pair(left, right));
        p.level = level;
        p.value = QPointF(x, 0); // y once every lane's row count is known
        return true;
    };
    for (int i = 0; i < events.size(); ++i)
        place(i, false);
    for (int i = 0; i < events.size(); ++i)
        place(i, true);

    // Events of unknown team sit in rows centred on the centre line; the team lanes start
    // beyond them.
    const int neutralRows = int(rows.value(2).size());
    const double neutralTop = (neutralRows - 1) / 2.0;
    const double laneBase = neutralRows > 0 ? neutralTop + 1.2 : LaneBase;
    for (int i = 0; i < events.size(); ++i) {
        Placed &p = m_placed[i];
        switch (laneOf(events[i].team)) {
        case 0:
            p.value.setY(laneBase + p.level * LevelStep);
            break;
        case 1:
            p.value.setY(-(laneBase + p.level * LevelStep));
            break;
        default:
            p.value.setY(neutralTop - p.level * LevelStep);
            break;
        }
    }
    const int maxLevel = std::max(int(rows.value(0).size()), int(rows.value(1).size())) - 1;
    m_yHalf = std::max(2.4, laneBase + std::max(0, maxLevel) * LevelStep + 0.9);
    m_axisY->setRange(-m_yHalf, m_yHalf);

    // Y axis: the team names sit beside their lanes.
    for (const QString &label : m_axisY->categoriesLabels())
        m_axisY->remove(label);
    m_axisY->setStartValue(-m_yHalf - 1);
    const QFontMetrics yfm(m_axisY->labelsFont());
    // A team name reads whole where the chart has room (a fifth of its width; exports have
    // it), and is cut only on a narrow one.
    const int room = std::max(150, int(chart()->size().width() / 5));
    auto elided = [&](TeamSide s) {
        return yfm.elidedText(EventText::teamName(*m_analysis, s), Qt::ElideRight, room);
    };
    const QString away = elided(TeamSide::Away);
    QString home = elided(TeamSide::Home);
    if (home == away)
        home += u' '; // category labels must differ
    m_axisY->append(away, -laneBase);
    if (neutralRows > 0)
        m_axisY->append(tr("No team"), 0);
    m_axisY->append(home, laneBase);

    // Shrink icons when many rows share little height, so rows never touch.
    const double pxPerLevel = plot.height() > 1 ? plot.height() / (2 * m_yHalf) : 40.0;
    const int size = int(std::clamp(pxPerLevel * 0.8, 16.0, 28.0));
    // Many rows: ask the splitter for enough height that icons stay legible (about 24 px a
    // row), within reason: never so much that the window outgrows a small (or 2x-scaled)
    // screen, where the rest of the window needs room too.
    const int chrome = int(chart()->size().height() - plot.height());
    int cap = 620;
    if (const QScreen *sc = screen())
        cap = std::clamp(int(sc->availableGeometry().height() * 0.55), 220, 620);
    setMinimumHeight(std::clamp(int(2 * m_yHalf * 24) + chrome, 220, cap));
    for (QScatterSeries *s : std::as_const(m_series))
        s->setMarkerSize(size);
    m_markerSize = size;

    QHash<QScatterSeries *, QList<QPointF>> points;
    for (int i = 0; i < events.size(); ++i) {
        QScatterSeries *s = m_placed[i].series;
        points[s].append(m_placed[i].value);
        m_seriesEvents[s].append(i);
    }
    for (auto it = points.cbegin(); it != points.cend(); ++it)
        it.key()->replace(it.value());
}

void TimelineChartView::updateOverlays()
{
    qDeleteAll(m_back->childItems());
    qDeleteAll(m_front->childItems());
    const QRectF plot = chart()->plotArea();
    m_back->setRect(plot);
    m_front->setRect(plot);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);

    // Added-time stretches and the HT / FT (and extra-time) lines.
    QColor stretch = text;
    stretch.setAlpha(18);
    QColor line = text;
    line.setAlpha(110);
    const int last = m_scale.hasExtraTime() ? 4 : 2;
    for (int p = 1; p <= last; ++p) {
        const QPointF a = toChart({m_scale.stretchStart(p), m_yHalf});
        const QPointF b = toChart({m_scale.periodEnd(p), -m_yHalf});
        auto *band = new QGraphicsRectItem(QRectF(a, b).normalized(), m_back);
        band->setPen(Qt::NoPen);
        band->setBrush(stretch);
        band->setToolTip(p == 1 ? tr("First-half added time") : p == 2 ? tr("Second-half added time")
                                                                      : tr("Added time"));
        auto *marker = new QGraphicsLineItem(QLineF(QPointF(b.x(), a.y()), b), m_back);
        marker->setPen(QPen(line, 1.2, Qt::DashLine));
    }

    if (m_unknownStrip) {
        const double from = m_scale.end() + UnknownGap;
        const QPointF a = toChart({from, m_yHalf});
        const QPointF b = toChart({from + UnknownWidth, -m_yHalf});
        auto *band = new QGraphicsRectItem(QRectF(a, b).normalized(), m_back);
        band->setPen(QPen(line, 1.0, Qt::DotLine));
        band->setBrush(stretch);
        band->setToolTip(tr("Time unknown: no report gives these events a minute"));
    }
    if (!m_analysis)
        return;
    drawClaimSpans(plot);
    const auto &events = m_analysis->events;
    const double r = m_markerSize / 2.0;
    const QImage badge = EventIcons::svgImage(EventIcons::warningPath(), 13, 2.0);
    for (int i = 0; i < events.size(); ++i) {
        const Event &e = events[i];
        const Placed &p = m_placed[i];
        const QPointF c = toChart(p.value);
        if (p.x1 != p.x2) {
            const QPointF a = toChart({p.x1, p.value.y()});
            const QPointF b = toChart({p.x2, p.value.y()});
            QColor laneColor = e.team == TeamSide::Away   ? EventIcons::awayColor()
                               : e.team == TeamSide::Home ? EventIcons::homeColor()
                                                          : palette().color(QPalette::Mid);
            QColor fill = laneColor;
            fill.setAlpha(60);
            QPainterPath path;
            path.addRoundedRect(QRectF(a.x(), c.y() - 5, b.x() - a.x(), 10), 5, 5);
            auto *bar = new QGraphicsPathItem(path, m_back);
            bar->setPen(QPen(laneColor, 1.2));
            bar->setBrush(fill);
            bar->setToolTip(EventText::toolTip(*m_analysis, e));
        }
        drawLabels(i, c);
        if (e.hasDisagreement()) {
            auto *item = new QGraphicsPixmapItem(QPixmap::fromImage(badge), m_front);
            item->setTransformationMode(Qt::SmoothTransformation);
            item->setPos(c.x() + r * 0.35, c.y() - r - 4);
            item->setToolTip(EventText::toolTip(*m_analysis, e));
        }
        if (i == m_selected) {
            auto *ring = new QGraphicsEllipseItem(QRectF(c.x() - r - 4, c.y() - r - 4,
                                                         2 * r + 8, 2 * r + 8), m_front);
            ring->setPen(QPen(pal.color(QPalette::Highlight), 3));
            ring->setBrush(Qt::NoBrush);
        }
    }
}

// The duration claims' brackets in the band the bottom margin leaves between the minute axis
// and the legend.
void TimelineChartView::drawClaimSpans(const QRectF &plot)
{
    qDeleteAll(m_spanBand->childItems());
    const int height = m_spans.height(font());
    const double top = chart()->rect().bottom() - m_legendHeight - height;
    m_spanBand->setRect(QRectF(plot.left(), top, plot.width(), height));
    const auto xAt = [this](const MatchTime &t) { return toChart({m_scale.x(t), 0}).x(); };
    m_spanRects = m_spans.draw(*m_analysis, m_spanBand, xAt, top, palette(), font());
}

QList<QRectF> TimelineChartView::claimSpanRects() const
{
    QList<QRectF> out;
    for (const QRectF &r : m_spanRects) {
        const QRectF visible = r.intersected(m_spanBand->rect());
        if (!visible.isEmpty())
            out << mapFromScene(chart()->mapToScene(visible)).boundingRect();
    }
    return out;
}

// "56' Nasri" beside the icon, then a goal's score in bold; both left of it near the right edge.
void TimelineChartView::drawLabels(int eventIndex, const QPointF &centre)
{
    const Event &e = m_analysis->events[eventIndex];
    const LabelWidths w = labelWidths(e);
    const double r = m_markerSize / 2.0;
    double x = m_placed[eventIndex].labelLeft ? centre.x() - r - w.total() : centre.x() + r;
    auto add = [&](const QString &t, bool bold, double gap, double width) {
        auto *label = new QGraphicsSimpleTextItem(t, m_front);
        QFont f = font();
        f.setBold(bold);
        label->setFont(f);
        label->setBrush(palette().color(QPalette::Text));
        label->setPos(x + gap, centre.y() - label->boundingRect().height() / 2);
        label->setToolTip(EventText::toolTip(*m_analysis, e));
        x += gap + width;
    };
    if (w.name > 0)
        add(EventText::chartLabel(e), false, LabelGap, w.name);
    if (w.score > 0)
        add(EventText::scoreText(e.scoreAfter), true, ScoreGap, w.score);
}

void TimelineChartView::updateLegend()
{
    qDeleteAll(m_legend->childItems());
    const QRectF area = chart()->rect();
    const QFontMetricsF fm(font());
    const double icon = 18;
    const double rowHeight = std::max(icon, fm.height()) + 6;
    const double maxWidth = area.width() - 24;
    // Flow the entries into centred rows.
    QList<QList<std::pair<int, double>>> rows(1); // entry, width
    double rowWidth = 0;
    for (int i = 0; i < m_legendEntries.size(); ++i) {
        const double w = icon + 5 + fm.horizontalAdvance(m_legendEntries[i].text) + 18;
        if (!rows.last().isEmpty() && rowWidth + w > maxWidth) {
            rows.append(QList<std::pair<int, double>>());
            rowWidth = 0;
        }
        rows.last().append({i, w});
        rowWidth += w;
    }
    const int height = m_legendEntries.isEmpty() ? 0 : int(rows.size() * rowHeight + 6);
    const QColor text = palette().color(QPalette::Text);
    double y = area.bottom() - height + 3;
    for (const auto &row : std::as_const(rows)) {
        double total = 0;
        for (const auto &[i, w] : row)
            total += w;
        double x = area.left() + (area.width() - total + 18) / 2;
        for (const auto &[i, w] : row) {
            const LegendEntry &e = m_legendEntries[i];
            auto *pix = new QGraphicsPixmapItem(QPixmap::fromImage(e.image), m_legend);
            pix->setTransformationMode(Qt::SmoothTransformation);
            pix->setScale(icon / (e.image.width() / e.image.devicePixelRatio()));
            pix->setPos(x, y + (rowHeight - icon) / 2);
            auto *label = new QGraphicsSimpleTextItem(e.text, m_legend);
            label->setFont(font());
            label->setBrush(text);
            label->setPos(x + icon + 5, y + (rowHeight - fm.height()) / 2);
            x += w;
        }
        y += rowHeight;
    }
    // The plot gives up room at the bottom for the claims' brackets and the legend rows.
    QMargins m = chart()->margins();
    m_legendHeight = height;
    const QMargins wanted(m.left(), m.top(), m.right(), 4 + height + m_spans.height(font()));
    if (wanted != m)
        chart()->setMargins(wanted);
}

void TimelineChartView::setSelectedEvent(int eventIndex)
{
    if (m_selected == eventIndex)
        return;
    m_selected = eventIndex;
    // Bring the selected event into view when zoomed in.
    if (m_analysis && eventIndex >= 0 && eventIndex < m_placed.size()) {
        const double x = m_placed[eventIndex].value.x();
        if (x < visibleMin() || x > visibleMax()) {
            const double half = (visibleMax() - visibleMin()) / 2;
            zoomTo(x - half, x + half);
        }
    }
    updateOverlays();
    announceSelection();
}

QString TimelineChartView::baseDescription()
{
    return tr("Match events by minute: home team above the centre line, away team below. Left "
              "and Right select events; the wheel zooms; Home resets the zoom.");
}

QString TimelineChartView::selectionText() const
{
    if (!m_analysis || m_selected < 0 || m_selected >= m_analysis->events.size())
        return {};
    const Event &e = m_analysis->events[m_selected];
    QString text = EventText::summary(e);
    const QString details = EventText::details(e);
    if (!details.isEmpty())
        text += u", " + details;
    if (!e.disagreements.isEmpty())
        text += u". " + tr("The sources disagree on %n field(s).", nullptr,
                           int(e.disagreements.size()));
    return text;
}

void TimelineChartView::announceSelection()
{
    // Screen readers hear the selected event: it becomes the chart's accessible value, and
    // the description (sent as DescriptionChanged by setAccessibleDescription) leads with it.
    const QString selected = selectionText();
    setAccessibleDescription(selected.isEmpty()
                                 ? baseDescription()
                                 : tr("Selected: %1").arg(selected) + u"\n" + baseDescription());
    if (!selected.isEmpty()) {
        QAccessibleValueChangeEvent changed(this, selected);
        QAccessible::updateAccessibility(&changed);
    }
}

QPoint TimelineChartView::eventViewportPosition(int eventIndex) const
{
    if (!m_analysis || eventIndex < 0 || eventIndex >= m_placed.size())
        return {};
    const QPointF v = m_placed[eventIndex].value;
    if (v.x() < visibleMin() || v.x() > visibleMax())
        return {};
    const QPointF scenePos = chart()->mapToScene(toChart(v));
    return mapFromScene(scenePos);
}

QRectF TimelineChartView::eventRect(int eventIndex) const
{
    const QPoint c = eventViewportPosition(eventIndex);
    if (c.isNull())
        return {};
    const double r = m_markerSize / 2.0;
    QRectF rect(c.x() - r, c.y() - r, 2 * r, 2 * r);
    const double w = labelWidths(m_analysis->events[eventIndex]).total();
    if (m_placed[eventIndex].labelLeft)
        rect.setLeft(rect.left() - w);
    else
        rect.setRight(rect.right() + w);
    return rect;
}

int TimelineChartView::stackLevel(int eventIndex) const
{
    return eventIndex >= 0 && eventIndex < m_placed.size() ? m_placed[eventIndex].level : -1;
}

int TimelineChartView::eventAtViewportPosition(const QPoint &pos) const
{
    if (!m_analysis)
        return -1;
    int best = -1;
    double bestDist = m_markerSize / 2.0 + 2;
    for (int i = 0; i < m_placed.size(); ++i) {
        const QPoint c = eventViewportPosition(i);
        if (c.isNull())
            continue;
        const double d = QLineF(c, pos).length();
        if (d <= bestDist) {
            bestDist = d;
            best = i;
        }
    }
    return best;
}

int TimelineChartView::eventOfPoint(QScatterSeries *series, const QPointF &point) const
{
    const QList<int> indices = m_seriesEvents.value(series);
    const QList<QPointF> pts = series->points();
    int best = -1;
    double bestDist = 1e9;
    for (int k = 0; k < pts.size() && k < indices.size(); ++k) {
        const double d = std::hypot(pts[k].x() - point.x(), pts[k].y() - point.y());
        if (d < bestDist) {
            bestDist = d;
            best = indices[k];
        }
    }
    return best;
}

void TimelineChartView::onSeriesClicked(QScatterSeries *series, const QPointF &point)
{
    const int e = eventOfPoint(series, point);
    if (e >= 0)
        emit eventClicked(e);
}

void TimelineChartView::onSeriesHovered(QScatterSeries *series, const QPointF &point, bool state)
{
    if (!state || !m_analysis) {
        QToolTip::hideText();
        return;
    }
    const int e = eventOfPoint(series, point);
    if (e >= 0)
        QToolTip::showText(QCursor::pos(), EventText::toolTip(*m_analysis, m_analysis->events[e]),
                           this);
}

double TimelineChartView::valueAtViewportX(int x) const
{
    const QPointF chartPos = chart()->mapFromScene(mapToScene(QPoint(x, 0)));
    return chart()->mapToValue(chartPos, m_centreLine).x();
}

void TimelineChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    scheduleLayout();
}

void TimelineChartView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    const bool pan = (event->modifiers() & Qt::ShiftModifier) || std::abs(delta.x()) > std::abs(delta.y());
    if (pan) {
        const int d = std::abs(delta.x()) > std::abs(delta.y()) ? delta.x() : delta.y();
        const double shift = -(visibleMax() - visibleMin()) * d / 1200.0;
        zoomTo(visibleMin() + shift, visibleMax() + shift);
    } else if (delta.y() != 0) {
        const double anchor = valueAtViewportX(int(event->position().x()));
        zoomBy(std::pow(0.8, delta.y() / 120.0), anchor);
    }
    event->accept();
}

void TimelineChartView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Home:
        resetZoom();
        return;
    case Qt::Key_Escape:
        if (isZoomed()) {
            resetZoom();
            return;
        }
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (event->modifiers() == Qt::NoModifier) {
            emit stepRequested(event->key() == Qt::Key_Right ? 1 : -1);
            return;
        }
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(0.5, (visibleMin() + visibleMax()) / 2);
        return;
    case Qt::Key_Minus:
        zoomBy(2.0, (visibleMin() + visibleMax()) / 2);
        return;
    default:
        break;
    }
    QChartView::keyPressEvent(event);
}

void TimelineChartView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressPos = event->position().toPoint();
        m_dragging = false;
    }
    QChartView::mousePressEvent(event); // series see every press: clicks keep working
}

void TimelineChartView::mouseMoveEvent(QMouseEvent *event)
{
    if ((event->buttons() & Qt::LeftButton) && !m_pressPos.isNull()) {
        const QPoint pos = event->position().toPoint();
        if (!m_dragging && std::abs(pos.x() - m_pressPos.x()) > 6)
            m_dragging = true;
        if (m_dragging) {
            // Horizontal rubber band over the plot's full height: zoom is on minutes only.
            const QRectF plot = mapFromScene(chart()->mapToScene(chart()->plotArea()))
                                    .boundingRect();
            const int x1 = std::min(pos.x(), m_pressPos.x());
            const int x2 = std::max(pos.x(), m_pressPos.x());
            m_rubberBand->setGeometry(QRect(x1, int(plot.top()), x2 - x1, int(plot.height())));
            m_rubberBand->show();
        }
    }
    QChartView::mouseMoveEvent(event);
}

void TimelineChartView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_dragging) {
        m_rubberBand->hide();
        m_dragging = false;
        const double a = valueAtViewportX(m_rubberBand->geometry().left());
        const double b = valueAtViewportX(m_rubberBand->geometry().right());
        m_pressPos = {};
        zoomTo(std::min(a, b), std::max(a, b));
        event->accept();
        return;
    }
    m_pressPos = {};
    QChartView::mouseReleaseEvent(event);
}

void TimelineChartView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (eventAtViewportPosition(event->position().toPoint()) < 0) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseDoubleClickEvent(event);
}

bool TimelineChartView::viewportEvent(QEvent *event)
{
    // Tooltips for events found by position too, e.g. badges and range bars.
    if (event->type() == QEvent::ToolTip && m_analysis) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int e = eventAtViewportPosition(help->pos());
        if (e >= 0) {
            QToolTip::showText(help->globalPos(),
                               EventText::toolTip(*m_analysis, m_analysis->events[e]), this);
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

// A visible focus frame: the keys (arrows, +/-, Home) act on the chart only while it has focus,
// so a keyboard user must see when it does. Drawn on the viewport, never into exports.
void TimelineChartView::paintEvent(QPaintEvent *event)
{
    QChartView::paintEvent(event);
    if (!hasFocus())
        return;
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().color(QPalette::Highlight), FocusFrameWidth));
    p.setBrush(Qt::NoBrush);
    const qreal inset = FocusFrameWidth / 2.0;
    p.drawRoundedRect(QRectF(viewport()->rect()).adjusted(inset, inset, -inset, -inset), 3, 3);
}

void TimelineChartView::focusInEvent(QFocusEvent *event)
{
    QChartView::focusInEvent(event);
    viewport()->update();
}

void TimelineChartView::focusOutEvent(QFocusEvent *event)
{
    QChartView::focusOutEvent(event);
    viewport()->update();
}

void TimelineChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyTheme();
        scheduleLayout();
    }
    if (event->type() == QEvent::LanguageChange) {
        // The main window gives the analysis again, which writes the title, legend and lanes.
        setAccessibleName(tr("Timeline"));
        setAccessibleDescription(baseDescription());
    }
    QChartView::changeEvent(event);
}

void TimelineChartView::renderChart(QPainter *painter, const QRectF &target,
                                    const QSize &logicalSize)
{
    // Lay the chart out at the export size without showing any window.
    scene()->setSceneRect(QRectF(QPointF(0, 0), logicalSize));
    chart()->resize(logicalSize);
    chart()->layout()->activate();
    updateLayoutNow(); // may give the legend room: lay out once more
    chart()->layout()->activate();
    updateLayoutNow();
    scene()->render(painter, target, QRectF(QPointF(0, 0), logicalSize));
}

} // namespace mt::ui
