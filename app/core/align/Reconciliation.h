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
#include <QSet>
#include <QString>

namespace mt {

// The phases run in the order run() calls them; each reads what the ones before it decided.
class Reconciliation
{
public:
    Reconciliation(const MatchContext &ctx, QList<Document *> &docs, const Score &finalScore);
    // Events sorted by time, with ids, teams, scores and disagreements.
    QList<Event> run();

private:
    // Who plays with whom: a passer and the scorer, the players of a substitution are team-mates;
    // fouler and fouled, keeper and shooter are opponents. Known sides spread along these links.
    struct Link
    {
        int a, b;
        bool sameSide;
    };
    struct Votes;

    // Phases.
    void clusterMentions();
    void anchorChain(int d, int pass);
    void findWindows();
    QList<QPair<int, int>> mentionOrder() const;
    void join(const QPair<int, int> &key);
    void voteTeams();
    void spreadNamedSides();
    void repairGuesses();
    void yieldRoleNouns();
    void spreadFromReferences();
    void weakSidesYield();
    void makeEvents();
    void boundUntimed();
    void dateAwards();
    void dropUndatedGoals();
    void goalSides();
    void turnOwnGoal();
    void keepersDidNotMiss();
    void sidesFromGoals();

    // Questions the phases ask.
    Mention &mentionAt(const QPair<int, int> &k) const;
    int rank(const QPair<int, int> &k) const;
    bool onlyGoalOf(const Mention &m, int c) const;
    int fit(const QPair<int, int> &key, const Mention &m, int c) const;
    int typeFit(const Mention &m, const Cluster &cl, int &mPlayer, int &mOpp) const;
    bool timeFits(const QPair<int, int> &key, const Mention &m, int c, bool playerSame,
        bool &timeMatch, bool &timeClose) const;
    const PersonMention *reference(
        const QPair<int, int> &k, int person, const char16_t *field) const;
    int margin(int p) const;
    void linkMention(const QPair<int, int> &k, bool references);
    void spread();
    void repair(const QPair<int, int> &k, int &key, const char16_t *field, TeamSide want,
        int besides) const;
    TeamSide personTeam(int p) const;
    QString nameOf(int p) const;
    Event eventFor(const Cluster &cl);
    void countVotes(const Cluster &cl, Votes &v);
    void dateEvent(const Cluster &cl, const Votes &v, Event &e) const;
    void methodAndSide(const Cluster &cl, const Votes &v, int player, Event &e) const;
    void addMentions(const Cluster &cl, Event &e) const;
    int anchored(const Mention &m, int ei, const Mention &o) const;
    Score total() const;
    void learn(const QString &name, TeamSide t);
    TeamSide known(const QString &name) const;

    const MatchContext &m_ctx;
    QList<Document *> &docs;
    const Score finalScore;
    QList<Cluster> clusters;
    ClusterIndex index;
    QHash<QPair<int, int>, int> clusterOf; // (doc, mention) -> cluster
    // Per untimed mention (doc, mention), the anchored minutes told around it.
    QHash<QPair<int, int>, ClockRange> window;
    QHash<int, QPair<int, int>> teamVotes; // person -> (home votes, away votes)
    QHash<int, TeamSide> side; // person -> team, where the votes and links tell
    QList<Link> links;
    QList<Event> events;
    QHash<QPair<int, int>, int> eventOf; // (report, mention order) -> event
    QHash<QString, TeamSide> sideOf; // a scorer's or passer's name -> the side of his goal
    QSet<QString> clash; // names whose goals give both sides
};

} // namespace mt
