#include "Reconciler.h"

#include "Reconciliation.h"

#include <QMap>

#include <algorithm>

namespace mt {

namespace {

MatchTime addMinutes(const MatchTime &t, int n)
{
    MatchTime r = t;
    if (t.stoppage > 0)
        r.stoppage = t.stoppage + n;
    else if (t.stoppage < 0)
        r.stoppage = -1;
    else
        r = MatchTime::at(t.minute + n);
    if (r.minute < 0 || r.minute > 130)
        return {};
    if (t.stoppage == 0 && r.stoppage == 0)
        r.period = t.minute <= 45 && r.minute <= 45 ? 1 : MatchTime::periodForMinute(r.minute);
    return r;
}

} // namespace

Reconciler::Reconciler(const MatchContext &ctx)
    : m_ctx(ctx)
{
}

void Reconciler::resolveTime(Mention &m, const MatchTime &previous)
{
    const TimeExpression &te = m.timeExpr;
    m.time = {};
    m.range = {};
    m.timeStated = false;
    switch (te.kind) {
    case TimeExpression::None:
    case TimeExpression::Stated:
        return;
    case TimeExpression::Absolute:
        if (te.value >= 1 && te.value <= 130) {
            m.time = MatchTime::at(te.value);
            // "after a quarter of an hour" dates the event but does not contradict a 14th minute.
            m.timeStated = !te.approximate;
        }
        break;
    case TimeExpression::AddedTime: {
        int base = 90;
        int added = te.value;
        if (te.value2 >= 0) {
            base = te.value;
            added = te.value2;
            if (base != 45 && base != 90 && base != 105 && base != 120)
                return;
        } else if (te.periodHint == 1) {
            base = 45;
        } else if (previous.isKnown() && previous.minute > 90) {
            base = previous.minute > 105 ? 120 : 105;
        }
        if (added < 1 || added > 20)
            return;
        m.time = MatchTime {MatchTime::periodForMinute(base), base, added};
        m.timeStated = true;
        break;
    }
    case TimeExpression::AfterBreak:
        if (te.value >= 0 && te.value <= 50) {
            m.time = MatchTime::at(te.base + std::max(te.value, 1));
            m.timeStated = true;
        }
        break;
    case TimeExpression::BeforeEnd:
        if (te.value >= 0 && te.value < 45 && te.base - te.value >= 1) {
            m.time = MatchTime::at(te.base - te.value);
            m.timeStated = true;
        }
        break;
    case TimeExpression::Relative:
        if (!previous.isKnown() || previous.stoppage < 0)
            return;
        if (te.offsetMin == te.offsetMax) {
            m.time = addMinutes(previous, te.offsetMin);
            m.timeStated = m.time.isKnown();
        } else {
            const MatchTime a = addMinutes(previous, te.offsetMin);
            const MatchTime b = addMinutes(previous, te.offsetMax);
            if (a.isKnown() && b.isKnown())
                m.range = ClockRange {a, b};
        }
        break;
    case TimeExpression::Range: {
        ClockRange r {te.from, te.to};
        // "in stoppage time" before the break belongs to the first half.
        if (te.periodHint == 1 && r.from.minute == 90) {
            r.from.minute = 45;
            r.from.period = 1;
            r.to.minute = 45;
            r.to.period = 1;
        }
        m.range = r;
        break;
    }
    }
    if (m.time.isKnown())
        m.range = ClockRange::exactly(m.time);
}

QList<Event> Reconciler::reconcile(QList<Document *> &docs, const Score &finalScore) const
{
    return Reconciliation(m_ctx, docs, finalScore).run();
}

void Reconciler::checkClaims(const QList<Document *> &docs, const QList<Event> &events,
    const MatchInfo &match, QList<Claim> &claims, QList<Disagreement> &claimDisagreements) const
{
    QList<MatchTime> goals;
    for (const Event &e : events) {
        if (e.type == EventType::Goal && e.time.isKnown())
            goals.append(e.time);
    }
    QMap<QString, QMap<int, QStringList>> byKind;
    for (int d = 0; d < docs.size(); ++d) {
        for (Claim c : docs.at(d)->claims) {
            c.source = d;
            const QString sid = docs.at(d)->source.id;
            if (c.kind == u"duration") {
                // The run of goals the claim is about: the requested count, or the most goals
                // that fit in the claimed minutes (one minute of slack for inclusive counting).
                const int want = c.score.home; // goal count when the claim states one
                int bestSpan = -1, bestCount = 0, bi = -1, bj = -1;
                for (int i = 0; i < goals.size(); ++i) {
                    for (int j = i + 1; j < goals.size(); ++j) {
                        const int span = goals[j].elapsed() - goals[i].elapsed();
                        const int count = j - i + 1;
                        if (want > 0 ? count != want : span > c.value + 1)
                            continue;
                        // Most goals first; among as many goals, the span nearest the claim.
                        if (count > bestCount
                            || (count == bestCount
                                && (bestSpan < 0
                                    || std::abs(span - c.value) < std::abs(bestSpan - c.value)))) {
                            bestCount = count;
                            bestSpan = span;
                            bi = i;
                            bj = j;
                        }
                    }
                }
                c.score = Score {};
                if (bi >= 0) {
                    c.consistentWithTimeline = (bestSpan == c.value || bestSpan + 1 == c.value);
                    c.spell = ClockRange {goals[bi], goals[bj]};
                    c.detail = QStringLiteral("%1 goals from %2 to %3: %4 minutes")
                                   .arg(bestCount)
                                   .arg(goals[bi].display(), goals[bj].display())
                                   .arg(bestSpan);
                }
            } else if (c.kind == u"goal_count") {
                int total = 0;
                for (const Event &e : events)
                    total += e.type == EventType::Goal ? 1 : 0;
                if (match.finalScore.isValid())
                    total = match.finalScore.home + match.finalScore.away;
                c.consistentWithTimeline = c.value == total;
                c.detail = QStringLiteral("%1 goals in the match").arg(total);
            }
            QStringList &srcs = byKind[c.kind][c.value];
            if (!srcs.contains(sid))
                srcs.append(sid);
            claims.append(c);
        }
    }
    for (auto k = byKind.cbegin(); k != byKind.cend(); ++k) {
        if (k.value().size() < 2)
            continue;
        Disagreement dis;
        dis.field = k.key();
        for (auto v = k.value().cbegin(); v != k.value().cend(); ++v)
            dis.values.append(SourceValue {QString::number(v.key()), v.value()});
        claimDisagreements.append(dis);
    }
}

} // namespace mt
