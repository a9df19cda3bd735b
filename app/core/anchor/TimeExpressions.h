// Finding time expressions in a sentence and turning a hit into a TimeExpression (the anchor
// stage's input). Shared by the extractor and by tools and tests that read one sentence.
#pragma once

#include "lang/LanguagePack.h"
#include "model/Analysis.h"
#include "pipeline/Document.h"

namespace mt {

class TimeExpressions
{
public:
    // Longest first, no overlaps, in text order.
    static QList<TimeHit> find(const LanguagePack &pack, const SentenceContext &ctx);
    // The expression a hit states; the sentence's half cues tell which half added time is in.
    static TimeExpression toExpression(const LanguagePack &pack, const TimeHit &hit,
                                       const SentenceData &sentence);
    // The minute before the half (or extra-time half) a range opens ("in the second half":
    // 45), from which "a minute later" counts; unknown for any other expression.
    static MatchTime periodStart(const TimeExpression &e);
    // One sentence, resolved against a previous anchor: for the minute tables and tools.
    // Returns the mention with time/range set; kind None when the sentence has no expression.
    static Mention resolveSentence(const LanguagePack &pack, const QString &sentence,
                                   const MatchTime &previous);
};

} // namespace mt
