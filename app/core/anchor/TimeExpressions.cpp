#include "TimeExpressions.h"

#include "align/Reconciler.h"
#include "extract/EventExtractor.h"

#include <QVarLengthArray>

#include <algorithm>
#include <numeric>

namespace mt {

namespace {

constexpr int MaxListedMinute = 130;

// One number of a list of minutes: "12th", "64.", "72'", with the tokens it takes.
struct ListItem
{
    int start = 0, end = 0, value = -1;
};

// The list item at token i, or one with value -1.
ListItem itemAt(const LanguagePack &pack, const QList<Token> &tk, int i)
{
    ListItem item;
    const int n = int(tk.size());
    if (i >= n || tk.at(i).kind != Token::Number || tk.at(i).number <= 0
        || tk.at(i).number > MaxListedMinute)
        return item;
    item = {i, i + 1, tk.at(i).number};
    if (item.end < n && pack.ordinalDot && tk.at(item.end).is(u'.') && !tk.at(item.end).spaceBefore)
        ++item.end;
    else if (item.end < n && (tk.at(item.end).is(u'\'') || tk.at(item.end).is(u'\u2019'))
        && !tk.at(item.end).spaceBefore)
        ++item.end;
    return item;
}

// The lists of minutes of a sentence: two or more numbers, each greater than the one before,
// joined by commas and the pack's conjunctions ("12th, 45th and 80th", "72 og 75").
QList<QList<ListItem>> minuteLists(const LanguagePack &pack, const QList<Token> &tk)
{
    QList<QList<ListItem>> out;
    const int n = int(tk.size());
    for (int i = 0; i < n; ++i) {
        QList<ListItem> list;
        for (ListItem item = itemAt(pack, tk, i); item.value > 0;) {
            list.append(item);
            int k = item.end;
            if (k < n && tk.at(k).is(u','))
                ++k;
            if (k < n && pack.conjunctions.contains(tk.at(k).lower()))
                ++k;
            const ListItem next = k > item.end ? itemAt(pack, tk, k) : ListItem {};
            if (next.value <= item.value)
                break;
            item = next;
        }
        if (list.size() >= 2)
            out.append(list);
        i = list.isEmpty() ? i : list.constLast().end - 1;
    }
    return out;
}

// The sentence as if the list were its first item alone: the tokens after the first item, up
// to the last item's end, left out, and the per-token facts with them.
SentenceContext withFirstItemOnly(
    const SentenceContext &ctx, const QList<ListItem> &list, QList<Token> &tokens)
{
    const int from = list.constFirst().end;
    const int cut = list.constLast().end - from;
    tokens = *ctx.tokens;
    tokens.remove(from, cut);
    SentenceContext c = ctx;
    c.tokens = &tokens;
    c.lexiconWordsOf = nullptr;
    c.numberStartsOf = nullptr;
    auto shift = [&](QList<int> &perToken, bool indices) {
        if (perToken.size() < from + cut)
            return;
        perToken.remove(from, cut);
        for (int &v : perToken) {
            if (indices && v >= from + cut)
                v -= cut;
        }
    };
    shift(c.personEnd, true);
    shift(c.personId, false);
    shift(c.teamEnd, true);
    shift(c.teamId, false);
    shift(c.skipTo, true);
    return c;
}

// "in the 12th and 80th minutes", "i det 64. og 68. minutt", "efter 72 og 75 minutter": where the
// expression the first minute makes with the rest of the list left out is one of the pack's
// minutes, every minute of the list is one, of the same kind. Not where the pack reads the
// list already ("(56, pen)").
void addListedTimes(const LanguagePack &pack, const SentenceContext &ctx, QList<TimeHit> &hits)
{
    const QList<QList<ListItem>> lists = minuteLists(pack, *ctx.tokens);
    for (qsizetype li = 0; li < lists.size(); ++li) {
        const QList<ListItem> &list = lists.at(li);
        const int first = list.constFirst().start, last = list.constLast().end;
        const int inside = int(std::count_if(hits.cbegin(), hits.cend(),
            [&](const TimeHit &h) { return h.start < last && first < h.end; }));
        const bool coversTwo = std::any_of(hits.cbegin(), hits.cend(), [&](const TimeHit &h) {
            return h.start <= list.at(0).start && h.end >= list.at(1).end;
        });
        // "(14e, 65e)": a bracket's minutes are a fact box's, its list reader's to read.
        const QList<Token> &tk = *ctx.tokens;
        const bool bracketed = (first > 0 && tk.at(first - 1).is(u'('))
            || (last < tk.size() && tk.at(last).is(u')'));
        if (coversTwo || bracketed)
            continue;
        if (inside == list.size()) {
            // Each minute read already ("72' and 75'"): they are still one list.
            for (TimeHit &h : hits) {
                if (h.start < last && first < h.end)
                    h.list = int(li);
            }
            continue;
        }
        if (inside > 1)
            continue;
        QList<Token> tokens;
        const SentenceContext alone = withFirstItemOnly(ctx, list, tokens);
        const QList<PatternMatch> found = pack.times.findAll(alone);
        const PatternMatch *best = nullptr;
        for (const PatternMatch &m : found) {
            const TimeDef &def = pack.timeDefs.at(m.payload);
            const bool slot = std::any_of(m.captures.cbegin(), m.captures.cend(),
                [&](const Capture &c) { return c.role.isEmpty() && c.start == first; });
            if (def.kind == TimeDef::Absolute && def.value < 0 && !def.approximate && slot
                && (!best || m.end - m.start > best->end - best->start))
                best = &m;
        }
        if (!best)
            continue;
        // Its span in the sentence: from the expression's start to the list's end and on.
        const int start = best->start;
        const int end
            = best->end > list.constFirst().end ? best->end + (last - list.constFirst().end) : last;
        if (std::any_of(hits.cbegin(), hits.cend(), [&](const TimeHit &h) {
                return h.start < end && start < h.end && (h.start < start || h.end > end);
            }))
            continue; // it overlaps a longer expression of its own
        hits.erase(std::remove_if(hits.begin(), hits.end(),
                       [&](const TimeHit &h) { return h.start < end && start < h.end; }),
            hits.end());
        for (qsizetype k = 0; k < list.size(); ++k) {
            const ListItem &item = list.at(k);
            TimeHit h {best->payload, item.start, item.end, item.value, -1, int(li)};
            if (k == 0)
                h.start = start;
            if (k == list.size() - 1)
                h.end = end;
            hits.append(h);
        }
    }
}

} // namespace

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
    if (!pack.conjunctions.isEmpty())
        addListedTimes(pack, ctx, out);
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

MatchTime TimeExpressions::periodStart(const TimeExpression &e)
{
    const bool opens = e.kind == TimeExpression::Range && e.from.stoppage == 0
        && (e.from.minute == 46 || e.from.minute == 91 || e.from.minute == 106);
    return opens ? MatchTime::at(e.from.minute - 1) : MatchTime {};
}

} // namespace mt
