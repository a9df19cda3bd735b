// The roster's sides (DESIGN.md 1a): which side each person plays for, from what all reports say
// about him rather than from the club named nearest to one sentence's verb. Evidence, strongest
// first:
//  - line-ups: a line that opens with a team and a colon and lists names ("City: Hart, Richards,
//    ... Dzeko (Balotelli 67)");
//  - a goal list's running score ("4:2 Harit (65.)": the away side's goal), and the side any
//    other list gives an entry ("88' Berghuis Olanda");
//  - a bracketed club after a name ("Bale (Tottenham)");
//  - for national teams, the nationality the reports give a player ("the Dutch striker", a
//    pack's descriptors: "nat:nl");
//  - a club label right before a name ("City's Nasri", "the Tottenham striker Defoe",
//    "United-forsvarer Varane").
// People are keyed by surname in Latin letters, so every spelling and script votes together.
#pragma once

#include "model/Analysis.h"

#include <QHash>
#include <QList>
#include <QString>

namespace mt {

struct Document;
struct Person;
struct Team;
struct SentenceData;

class RosterSides
{
public:
    // people: the match-wide person list the sentences' person mentions index; teams: the
    // match's (0 home, 1 away, then other clubs).
    RosterSides(
        const QList<Document *> &docs, const QList<Person> &people, const QList<Team> &teams);

    // The side the evidence gives the person: clearly more votes for one side, or Unknown.
    TeamSide sideOf(const QString &name) const;

    // A name's key: its last word that is no generational suffix ("Vinícius Júnior" is
    // Vinícius), in Latin letters, letters and digits only; "" for none of 3+ letters.
    static QString surnameKey(const QString &name);

private:
    static QString computeSurnameKey(const QString &name);
    void readLineUp(const SentenceData &s);
    void readLabels(const Document &d, const SentenceData &s);
    void readNationalities(const QList<Team> &teams);
    void readStructuredLines(const Document &d);
    void vote(const QString &key, int team, int weight);

    struct Votes
    {
        int home = 0;
        int away = 0;
    };
    QHash<QString, Votes> m_votes;
    const QList<Person> &m_people;
};

} // namespace mt
