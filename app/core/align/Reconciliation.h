// One run of the align stage over a match's reports (DESIGN.md sections 1 and 2): every mention
// gets a match time along its report's chain, the mentions of one real event are gathered in a
// Cluster, people get their sides, and each cluster becomes an Event with the values most of its
// reports state. Reconciler::reconcile runs one.
#pragma once

#include "Cluster.h"
#include "ClusterIndex.h"

#include "identify/MatchContext.h"
#include "pipeline/Document.h"

#include <QHash>
#include <QList>
#include <QPair>

namespace mt {

// The phases run in the order run() calls them; each reads what the ones before it decided.
class Reconciliation
{
public:
    Reconciliation(const MatchContext &ctx, QList<Document *> &docs, const Score &finalScore);
    // Events sorted by time, with ids, teams, scores and disagreements.
    QList<Event> run();

private:
    // Phases.
    void clusterMentions();
    void anchorChain(int d, int pass);
    void findWindows();
    QList<QPair<int, int>> mentionOrder() const;
    void join(const QPair<int, int> &key);

    // Questions the phases ask.
    Mention &mentionAt(const QPair<int, int> &k) const;
    int rank(const QPair<int, int> &k) const;
    bool onlyGoalOf(const Mention &m, int c) const;
    int fit(const QPair<int, int> &key, const Mention &m, int c) const;
    int typeFit(const Mention &m, const Cluster &cl, int &mPlayer, int &mOpp) const;
    bool timeFits(const QPair<int, int> &key, const Mention &m, int c, bool playerSame,
        bool &timeMatch, bool &timeClose) const;

    const MatchContext &m_ctx;
    QList<Document *> &docs;
    const Score finalScore;
    QList<Cluster> clusters;
    ClusterIndex index;
    QHash<QPair<int, int>, int> clusterOf; // (doc, mention) -> cluster
    // Per untimed mention (doc, mention), the anchored minutes told around it.
    QHash<QPair<int, int>, ClockRange> window;
};

} // namespace mt
