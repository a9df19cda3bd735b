// The match timeline: every Qt Charts detail stays behind this one class (Qt Charts is
// deprecated in later Qt releases; swapping it for Qt Graphs should only touch this file).
//
// Home events sit above the centre line, away events below; events that would overlap at the
// current zoom are stacked into further rows. Each icon carries a label ("56' Nasri", and the
// score after a goal) inside the space its row reserves, so labels never overlap icons or each
// other. Events with disagreements carry a warning badge, events known only as a range a bar
// over that range; events no report dates at all sit in a "time unknown" strip after the end.
#pragma once

#include "ClaimSpans.h"
#include "EventIcons.h"
#include "SelectionController.h"
#include "TimelineScale.h"

#include <QChartView>
#include <QHash>
#include <QTimer>

class QCategoryAxis;
class QGraphicsRectItem;
class QLineSeries;
class QRubberBand;
class QScatterSeries;

namespace mt::ui {

class TimelineChartView : public QChartView
{
    Q_OBJECT

public:
    explicit TimelineChartView(QWidget *parent = nullptr);
    ~TimelineChartView() override;

    void setAnalysis(AnalysisPtr analysis);
    const TimelineScale &scale() const { return m_scale; }

    int selectedEvent() const { return m_selected; }
    void setSelectedEvent(int eventIndex);

    // Where an event's icon is drawn, in viewport coordinates; invalid when scrolled out of view.
    QPoint eventViewportPosition(int eventIndex) const;
    int eventAtViewportPosition(const QPoint &pos) const;
    int stackLevel(int eventIndex) const; // 0 = next to the centre line
    QRectF eventRect(int eventIndex) const; // icon plus its labels, viewport coordinates
    bool hasUnknownTimeStrip() const { return m_unknownStrip; }
    // The duration claims' brackets over the chart (viewport coordinates, the visible part).
    QList<QRectF> claimSpanRects() const;
    const ClaimSpans &claimSpans() const { return m_spans; }
    double unknownTimeX() const; // x of the "time unknown" strip's centre

    double visibleMin() const;
    double visibleMax() const;
    bool isZoomed() const;
    void zoomTo(double minX, double maxX);
    void zoomBy(double factor, double anchorX);
    void resetZoom();

    // Lay out icons and overlays now instead of at the next event loop turn (tests, export).
    void updateLayoutNow();
    // Draws the chart into target (export); the view need not be shown.
    void renderChart(QPainter *painter, const QRectF &target, const QSize &logicalSize);
    QString titleText() const;
    // The selected event in words, as announced to screen readers; empty when none.
    QString selectionText() const;

    // Width in pixels of the frame drawn round the chart while it has keyboard focus.
    static constexpr int FocusFrameWidth = 2;

signals:
    void eventClicked(int eventIndex);
    void stepRequested(int delta); // Left / Right with focus on the chart

protected:
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    struct Placed
    {
        QScatterSeries *series = nullptr;
        QPointF value;     // chart coordinates
        int level = 0;
        double x1 = 0, x2 = 0; // range bar ends, equal when the minute is known
        bool labelLeft = false; // labels left of the icon, near the right edge
    };
    struct LabelWidths
    {
        double name = 0, score = 0; // px; 0 when there is no such label
        double total() const;
    };
    struct LegendEntry
    {
        QImage image;
        QString text;
    };

    static QString baseDescription();
    void announceSelection();
    void rebuildSeries();
    void applyTheme();
    void scheduleLayout();
    void layoutEvents();
    void updateTicks();
    void updateOverlays();
    void updateLegend();
    void drawLabels(int eventIndex, const QPointF &centre);
    void drawClaimSpans(const QRectF &plot);
    LabelWidths labelWidths(const Event &e) const;
    double dataEnd() const; // right end of the match's stretches, or of the unknown strip
    QPointF toChart(const QPointF &value) const; // chart value -> QChart item coordinates
    double valueAtViewportX(int x) const;
    void onSeriesClicked(QScatterSeries *series, const QPointF &point);
    void onSeriesHovered(QScatterSeries *series, const QPointF &point, bool state);
    int eventOfPoint(QScatterSeries *series, const QPointF &point) const;

    AnalysisPtr m_analysis;
    TimelineScale m_scale;
    QCategoryAxis *m_axisX = nullptr;
    QCategoryAxis *m_axisY = nullptr;
    QLineSeries *m_centreLine = nullptr;
    QHash<int, QScatterSeries *> m_series; // key: IconKind * 4 + TeamSide
    QHash<QScatterSeries *, QList<int>> m_seriesEvents; // point index -> event index
    QList<LegendEntry> m_legendEntries;
    QGraphicsRectItem *m_legend = nullptr; // ours: wraps into rows instead of eliding
    int m_legendHeight = 0;
    QList<Placed> m_placed; // per event
    QGraphicsRectItem *m_back = nullptr; // stretches, HT/FT lines, range bars
    QGraphicsRectItem *m_spanBand = nullptr; // the claims' brackets, under the minute axis
    ClaimSpans m_spans;
    QList<QRectF> m_spanRects; // chart coordinates
    QGraphicsRectItem *m_front = nullptr; // score labels, badges, selection ring
    int m_selected = -1;
    int m_markerSize = 24;
    double m_yHalf = 2.6;
    bool m_unknownStrip = false;
    bool m_inLayout = false;
    QTimer m_layoutTimer;
    QRubberBand *m_rubberBand = nullptr;
    QPoint m_pressPos;
    bool m_dragging = false;
};

} // namespace mt::ui
