// Everything the viewer says about an event in words: translated type and field names, the
// one-line summary used by the table and panes, and the chart's tooltip.
#pragma once

#include "EventIcons.h"
#include "model/Analysis.h"

#include <QCoreApplication>
#include <QString>

namespace mt::ui {

class EventText
{
    Q_DECLARE_TR_FUNCTIONS(mt::ui::EventText)

public:
    static QString typeName(EventType type);
    static QString iconName(IconKind kind);        // legend entries ("Penalty goal")
    static QString fieldName(const QString &fieldKey); // "assist" -> "Assist"
    static QString methodName(GoalMethod method);
    static QString teamName(const Analysis &a, TeamSide side);
    // The report's language in the interface's language where we have a pack, else as the
    // engine names it.
    static QString languageName(const Source &source);
    // "56'", "45+2'" or "1'–45+'" for a range.
    static QString timeText(const Event &e);
    // "56' Goal: Samir Nasri" : how the table, list and panes name an event.
    static QString summary(const Event &e);
    // Players and details in one line ("assist David Silva", "on X, off Y").
    static QString details(const Event &e);
    // The chart's label beside an icon: "56' Nasri", "Nasri" when the minute is not known
    // exactly, "56'" when no player is named.
    static QString chartLabel(const Event &e);
    static QString scoreText(const Score &s); // "1–0"
    static QString valuesText(const Disagreement &d); // "David Silva (S1, S2) · Samir Nasri (S3)"
    static QString toolTip(const Analysis &a, const Event &e); // rich text
    static QString sourceIds(const Analysis &a, const Event &e); // "S1, S3"
    static int sourceCount(const Event &e);
};

} // namespace mt::ui
