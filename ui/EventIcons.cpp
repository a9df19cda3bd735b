#include "EventIcons.h"

#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace mt::ui {

namespace {
constexpr const char16_t *kIconFiles[IconKindCount] = {
    u"goal",        u"penalty-goal",  u"own-goal",     u"penalty",      u"penalty-missed",
    u"yellow-card", u"second-yellow", u"red-card",     u"substitution", u"chance-missed",
    u"save",        u"foul",          u"injury",       u"disallowed-goal", u"var-review",
};
// The icon on its light disc with a grey rim, as the chart draws it.
void paintMarker(QPainter &p, const QRectF &rect, IconKind kind)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qreal px = std::min(rect.width(), rect.height());
    const QRectF box(rect.center() - QPointF(px / 2, px / 2), QSizeF(px, px));
    // The disc keeps dark icons (ball, whistle) visible on a dark plot and vice versa.
    const qreal pen = qMax(1.0, px / 22.0);
    p.setPen(QPen(QColor(0x60, 0x66, 0x70), pen));
    p.setBrush(QColor(0xfa, 0xfa, 0xfa));
    p.drawEllipse(box.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2));
    QSvgRenderer renderer(EventIcons::resourcePath(kind));
    const qreal inset = px * 0.14;
    renderer.render(&p, box.adjusted(inset, inset, -inset, -inset));
    p.restore();
}

// Table and list icons: painted as vectors at whatever size and device pixel ratio the view
// asks for (crisp at 2x), on the same disc as the chart so that the dark-stroked icons stay
// legible on a dark palette.
class MarkerIconEngine : public QIconEngine
{
public:
    explicit MarkerIconEngine(IconKind kind)
        : m_kind(kind)
    {
    }
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        if (mode == QIcon::Disabled)
            painter->setOpacity(painter->opacity() * 0.45);
        paintMarker(*painter, rect, m_kind);
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override
    {
        QPixmap pm(size * scale);
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            paint(&p, QRect(QPoint(), pm.size()), mode, state);
        }
        pm.setDevicePixelRatio(scale);
        return pm;
    }
    QIconEngine *clone() const override { return new MarkerIconEngine(m_kind); }
    QString key() const override { return QStringLiteral("mt-marker"); }

private:
    IconKind m_kind;
};
} // namespace

IconKind EventIcons::kindOf(const Event &event)
{
    switch (event.type) {
    case EventType::Goal:
        if (event.method == GoalMethod::Penalty)
            return IconKind::PenaltyGoal;
        if (event.method == GoalMethod::OwnGoal)
            return IconKind::OwnGoal;
        return IconKind::Goal;
    case EventType::PenaltyAwarded:
        return IconKind::PenaltyAwarded;
    case EventType::PenaltyMissed:
        return IconKind::PenaltyMissed;
    case EventType::YellowCard:
        return IconKind::YellowCard;
    case EventType::SecondYellow:
        return IconKind::SecondYellow;
    case EventType::RedCard:
        return IconKind::RedCard;
    case EventType::Substitution:
        return IconKind::Substitution;
    case EventType::ChanceMissed:
        return IconKind::ChanceMissed;
    case EventType::Save:
        return IconKind::Save;
    case EventType::Foul:
        return IconKind::Foul;
    case EventType::Injury:
        return IconKind::Injury;
    case EventType::DisallowedGoal:
        return IconKind::DisallowedGoal;
    case EventType::VarReview:
        return IconKind::VarReview;
    }
    return IconKind::Goal;
}

QString EventIcons::resourcePath(IconKind kind)
{
    return u":/icons/" + QString::fromUtf16(kIconFiles[int(kind)]) + u".svg";
}

QString EventIcons::warningPath()
{
    return QStringLiteral(":/icons/warning.svg");
}

QString EventIcons::appIconPath()
{
    return QStringLiteral(":/icons/matchtimeline.svg");
}

QImage EventIcons::svgImage(const QString &path, int size, qreal dpr)
{
    const int px = qRound(size * dpr);
    QImage image(px, px, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QSvgRenderer renderer(path);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    renderer.render(&p, QRectF(0, 0, px, px));
    p.end();
    image.setDevicePixelRatio(dpr);
    return image;
}

QImage EventIcons::markerImage(IconKind kind, int size, qreal dpr)
{
    static QHash<QString, QImage> cache;
    const QString key = QString::number(int(kind)) + u'/' + QString::number(size) + u'/'
                        + QString::number(dpr);
    if (auto it = cache.constFind(key); it != cache.cend())
        return *it;

    const int px = qRound(size * dpr);
    QImage image(px, px, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    paintMarker(p, QRectF(0, 0, px, px), kind);
    p.end();
    image.setDevicePixelRatio(dpr);
    cache.insert(key, image);
    return image;
}

QIcon EventIcons::icon(IconKind kind)
{
    static QHash<int, QIcon> cache;
    if (auto it = cache.constFind(int(kind)); it != cache.cend())
        return *it;
    QIcon icon(new MarkerIconEngine(kind));
    cache.insert(int(kind), icon);
    return icon;
}

QIcon EventIcons::appIcon()
{
    return QIcon(appIconPath());
}

QColor EventIcons::homeColor()
{
    return QColor(0x1e, 0x6f, 0xd9);
}

QColor EventIcons::awayColor()
{
    return QColor(0xd9, 0x48, 0x1e);
}

QColor EventIcons::warningColor()
{
    return QColor(0xff, 0x98, 0x00);
}

} // namespace mt::ui
