// The word for a minute in every language ICU knows, for reports no pack reads (DESIGN.md 3):
// "хвилині" (Ukrainian), "mínútu" (Icelandic), "الدقيقة" (Arabic), "λεπτό" (Greek). The forms
// come from ICU's unit names (MeasureFormat of 1, 2, 5 and 21 minutes, wide and short, in each
// language), so there is no list to write. A word is a minute word when it is one of those
// forms, starts with the stem a language's wide forms share (four letters at least: "хвилин"),
// or ends with a form of four letters or more (an article or preposition glued before it:
// "الدقيقة").
#pragma once

#include <QSet>
#include <QString>

namespace mt {

class MinuteWords
{
public:
    // lower: a word in lower case. Thread-safe; the forms are computed once, on first use.
    static bool isMinuteWord(const QString &lower);

private:
    struct Forms
    {
        QSet<QString> words;
        QSet<QString> stems;
        QSet<QString> endings;
    };
    static const Forms &forms();
    static Forms build();
};

} // namespace mt
