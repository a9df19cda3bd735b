// The anchor, align and compare stages (DESIGN.md sections 1 and 2): every report's mentions
// get a match time (absolute, relative to the report's narrative chain, period-relative, added
// time or a range), mentions of one real event become one Event, and where sources state
// different values for a field, a Disagreement. Claims are checked against the timeline.
#pragma once

#include "identify/MatchContext.h"
#include "pipeline/Document.h"

namespace mt {

class Reconciler
{
public:
    explicit Reconciler(const MatchContext &ctx);
    // Events sorted by time, with ids, teams, scores and disagreements.
    QList<Event> reconcile(QList<Document *> &docs, const Score &finalScore = {}) const;
    // Claims of all reports, each checked against the events; disagreements between claims.
    void checkClaims(const QList<Document *> &docs, const QList<Event> &events, const MatchInfo &match,
                     QList<Claim> &claims, QList<Disagreement> &claimDisagreements) const;

    // Resolve one mention's time expression against the previous anchor of its chain.
    static void resolveTime(Mention &m, const MatchTime &previous);

private:
    const MatchContext &m_ctx;
};

} // namespace mt
