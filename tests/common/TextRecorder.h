// A paint device that keeps what is written on it: each piece of text with the rectangle it
// covers (device pixels), its pixel size and weight; everything else drawn is dropped. Export
// tests paint a page on it to check that no text is cut, elided or outside the page, and to
// compare the page's words with a golden file whatever the fonts' exact metrics.
#pragma once

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QRectF>
#include <QTextItem>

#include <memory>

namespace mt::test {

struct RecordedText
{
    QString text;
    QRectF rect;
    qreal pixelSize = 0;
    bool bold = false;
};

class TextRecordingEngine : public QPaintEngine
{
public:
    TextRecordingEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {
    }
    QList<RecordedText> items;

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &s) override
    {
        if (s.state() & QPaintEngine::DirtyTransform)
            m_transform = s.transform();
    }
    void drawTextItem(const QPointF &p, const QTextItem &ti) override
    {
        const QRectF local(p.x(), p.y() - ti.ascent(), ti.width(), ti.ascent() + ti.descent());
        const QFont f = ti.font();
        const qreal size = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 96.0 / 72.0;
        items.append(RecordedText {ti.text(), m_transform.mapRect(local),
            size * std::sqrt(std::abs(m_transform.determinant())), f.bold()});
    }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
    void drawImage(
        const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override
    {
    }
    void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override { }
    void drawRects(const QRectF *, int) override { }
    void drawRects(const QRect *, int) override { }
    void drawLines(const QLineF *, int) override { }
    void drawLines(const QLine *, int) override { }
    void drawEllipse(const QRectF &) override { }
    void drawEllipse(const QRect &) override { }
    void drawPath(const QPainterPath &) override { }
    void drawPoints(const QPointF *, int) override { }
    void drawPoints(const QPoint *, int) override { }
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override { }
    void drawPolygon(const QPoint *, int, PolygonDrawMode) override { }
    Type type() const override { return QPaintEngine::User; }

private:
    QTransform m_transform;
};

class TextRecorder : public QPaintDevice
{
public:
    explicit TextRecorder(const QSize &size)
        : m_size(size)
    {
    }
    ~TextRecorder() override = default;
    QPaintEngine *paintEngine() const override { return &m_engine; }
    const QList<RecordedText> &items() const { return m_engine.items; }
    QSize size() const { return m_size; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return qRound(m_size.width() * 25.4 / 96);
        case PdmHeightMM:
            return qRound(m_size.height() * 25.4 / 96);
        case PdmNumColors:
            return INT_MAX;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    mutable TextRecordingEngine m_engine;
};

} // namespace mt::test
