// The decide stage (DESIGN.md 1a): the match's real events, chosen from all reports' candidates
// under the match's constraints. What is left out is kept, with the reason, as a candidate: the
// JSON lists them, so nothing read is silently lost.
//  - The final score bounds the goals: each side has as many goals as the reports' final score
//    gives it; beyond that, the goals with the least support are misreadings.
//  - A player plays for one side: the roster's (an own goal counts for the other).
//  - Goalkeepers, managers and referees score no goals (the roster's functions).
//  - A player's story is consistent: one player's two events of one kind a minute or two apart
//    (or one undated) are one event told twice, and his two sendings-off are one; nobody acts
//    after being sent off or taken off, nor before coming on (PlayerStories).
//  - Support: the reports that tell an event, each counted once.
#pragma once

#include "model/Analysis.h"

#include <QList>
#include <QSet>
#include <QStringList>

namespace mt {

struct Document;
struct Person;
class RosterSides;

class EventDecider
{
public:
    struct Decision
    {
        QList<Event> events;
        QList<Candidate> candidates;
    };

    // events: the align and link stages'. people: the match-wide person list. sourceIds[i]:
    // the id of source i (for the disagreements of merged events).
    static Decision decide(QList<Event> events, const Score &finalScore,
        const QList<Person> &people, const RosterSides &roster, const QStringList &sourceIds);

    // The reports that tell the event, each counted once; back references count for nothing.
    static int support(const Event &e);
    // Gives events (as the align stage read them) the score each goal made in decided, a first
    // decision of them, when that decision makes the final score; a goal it drops makes none.
    static void scoreAsDecided(
        QList<Event> &events, const QList<Event> &decided, const Score &finalScore);
    // The reports that told the event before the link stage read them all against it.
    static QSet<int> firstPassReports(const Event &e);

private:
    static void completeFirstNames(QList<Event> &events, const QList<Person> &people);
    static void mergeRetellings(QList<Event> &events, const QStringList &sourceIds);
    static void foulsOfTheirVictims(QList<Event> &events, const QStringList &sourceIds);
    static void penaltiesAsTold(QList<Event> &events);
    static void absorb(
        Event &keep, const Event &gone, bool takeMinute, const QStringList &sourceIds);
    static void onePenaltyPerKick(Decision &d, const QStringList &sourceIds);
    static void dateAwardsByTheirKicker(QList<Event> &events, const QList<int> &kicks);
    static void dropLoneCards(Decision &d, int reports);
    static void dropVagueSubstitutions(Decision &d, int reports);
    static void takeMostNamedPlayer(Event &e);
    static void takeRosterSides(QList<Event> &events, const RosterSides &roster);
    static void addedTimeWithoutExtraTime(QList<Event> &events);
    static void oneSidePerPlayer(QList<Event> &events, const RosterSides &roster);
    static void dropNonScorers(Decision &d, const QList<Person> &people);
    static void boundGoals(Decision &d, const Score &finalScore, const RosterSides &roster);
};

} // namespace mt
