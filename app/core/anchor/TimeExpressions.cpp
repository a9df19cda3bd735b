#include "TimeExpressions.h"

#include "align/Reconciler.h"
#include "extract/EventExtractor.h"

#include <QVarLengthArray>

#include <algorithm>
#include <numeric>

namespace mt {

QList<TimeHit> TimeExpressions::find(const LanguagePack &pack, const SentenceContext &ctx)
{
    const QList<PatternMatch> times = pack.times.findAll(ctx);
    // Longest first, else in order: sorted as indices (a match carries its captures, dear to move).
    QVarLengthArray<int, 16> order(times.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return (times[a].end - times[a].start) > (times[b].end - times[b].start);
    });
    QList<TimeHit> out;
    for (int idx : order) {
        const PatternMatch &m = times[idx];
        bool clash = false;
        for (const TimeHit &k : std::as_const(out))
            clash = clash || (m.start < k.end && k.start < m.end);
        if (clash)
            continue;
        TimeHit t {m.payload, m.start, m.end, -1, -1};
        int k = 0;
        for (const Capture &c : m.captures) {
            if (c.role.isEmpty() && c.value >= 0)
                (k++ == 0 ? t.value : t.value2) = c.value;
        }
        out.append(t);
    }
    std::sort(out.begin(), out.end(),
        [](const TimeHit &a, const TimeHit &b) { return a.start < b.start; });
    return out;
}

TimeExpression TimeExpressions::toExpression(
    const LanguagePack &pack, const TimeHit &th, const SentenceData &s)
{
    const TimeDef &def = pack.timeDefs[th.def];
    TimeExpression te;
    te.kind = static_cast<TimeExpression::Kind>(def.kind);
    te.value = def.value >= 0 ? def.value : th.value;
    te.value2 = th.value2;
    te.offsetMin = def.min;
    te.offsetMax = def.max;
    if (def.kind == TimeDef::Relative && th.value >= 0)
        te.offsetMin = te.offsetMax = th.value;
    else if (def.kind == TimeDef::Relative && def.min == 0 && def.max == 0)
        te.offsetMin = te.offsetMax = def.offset;
    te.from = def.from;
    te.to = def.to;
    te.periodHint = def.period;
    te.base = def.base;
    te.approximate = def.approximate;
    for (const CueHit &h : s.cues) {
        // A half cue inside the expression itself ("first-half stoppage time") or elsewhere in
        // the sentence ("... before the break").
        if (h.cue == Cue::FirstHalf && te.periodHint == 0)
            te.periodHint = 1;
        else if (h.cue == Cue::SecondHalf && te.periodHint == 0)
            te.periodHint = 2;
    }
    if (th.start < s.tokens.size() && th.end <= s.tokens.size() && th.end > th.start)
        te.span = Span {s.tokens[th.start].start, s.tokens[th.end - 1].end};
    return te;
}

Mention TimeExpressions::resolveSentence(
    const LanguagePack &pack, const QString &sentence, const MatchTime &previous)
{
    SentenceData s;
    s.span = Span {0, int(sentence.size())};
    s.tokens = Tokenizer::tokenize(sentence, 0, int(sentence.size()));
    const SentenceContext ctx = pack.context(s.tokens);
    s.cues = EventExtractor::findCues(pack, ctx);
    Mention m;
    const QList<TimeHit> hits = find(pack, ctx);
    if (hits.isEmpty())
        return m;
    // The minute tables hold one expression a sentence; prefer an exact one over a range.
    const TimeHit *best = &hits.first();
    for (const TimeHit &h : hits) {
        if (pack.timeDefs[h.def].kind != TimeDef::Range) {
            best = &h;
            break;
        }
    }
    m.timeExpr = toExpression(pack, *best, s);
    Reconciler::resolveTime(m, previous);
    return m;
}

} // namespace mt
