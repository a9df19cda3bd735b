#include "EventIcons.h"

#include <QHash>
#include <QPainter>
#include <QSvgRenderer>

namespace mt::ui {

namespace {
constexpr const char16_t *kIconFiles[IconKindCount] = {
    u"goal",        u"penalty-goal",  u"own-goal",     u"penalty",      u"penalty-missed",
    u"yellow-card", u"second-yellow", u"red-card",     u"substitution", u"chance-missed",
    u"save",        u"foul",          u"injury",       u"disallowed-goal", u"var-review",
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
    p.setRenderHint(QPainter::Antialiasing);
    // The disc keeps dark icons (ball, whistle) visible on a dark plot and vice versa.
    const qreal pen = qMax(1.0, px / 22.0);
    p.setPen(QPen(QColor(0x60, 0x66, 0x70), pen));
    p.setBrush(QColor(0xfa, 0xfa, 0xfa));
    p.drawEllipse(QRectF(pen / 2, pen / 2, px - pen, px - pen));
    QSvgRenderer renderer(resourcePath(kind));
    const qreal inset = px * 0.14;
    renderer.render(&p, QRectF(inset, inset, px - 2 * inset, px - 2 * inset));
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
    QIcon icon(resourcePath(kind)); // the SVG icon engine scales without blurring
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
