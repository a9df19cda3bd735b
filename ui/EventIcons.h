// Event icons drawn by us as SVG, rendered once per size into images for the chart and the table.
#pragma once

#include "model/Analysis.h"

#include <QColor>
#include <QIcon>
#include <QImage>
#include <QString>

namespace mt::ui {

// What the chart draws: finer than EventType where a goal's method changes its icon.
enum class IconKind {
    Goal,
    PenaltyGoal,
    OwnGoal,
    PenaltyAwarded,
    PenaltyMissed,
    YellowCard,
    SecondYellow,
    RedCard,
    Substitution,
    ChanceMissed,
    Save,
    Foul,
    Injury,
    DisallowedGoal,
    VarReview,
};
inline constexpr int IconKindCount = 15;

class EventIcons
{
public:
    static IconKind kindOf(const Event &event);
    static QString resourcePath(IconKind kind); // ":/icons/goal.svg"
    static QString warningPath();
    static QString appIconPath();

    // The icon on a light disc so it stays legible on light and dark backgrounds;
    // size is in device-independent pixels, the image carries devicePixelRatio dpr.
    static QImage markerImage(IconKind kind, int size, qreal dpr = 2.0);
    static QImage svgImage(const QString &path, int size, qreal dpr = 2.0);
    static QIcon icon(IconKind kind);
    static QIcon appIcon();

    static QColor homeColor();
    static QColor awayColor();
    static QColor warningColor();
};

} // namespace mt::ui
