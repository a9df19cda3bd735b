// One report as it moves through the pipeline: decoded text, sentences, tokens and what the
// extract stage found in them. Internal to the core; the public result is mt::Analysis.
#pragma once

#include "extract/Tokenizer.h"
#include "lang/LanguagePack.h"
#include "model/Analysis.h"

#include <QList>
#include <QSet>
#include <QString>

namespace mt {

// A run of tokens naming a person, or a reference ("the Italian", "han") resolved to one.
struct PersonMention
{
    int start = 0; // token range in the sentence
    int end = 0;
    int person = -1; // index into Document::people; -1 = unresolved reference
    bool reference = false;
    QList<int> alternatives; // further candidates for a reference, best first
    QStringList keys; // a reference's descriptor keys ("nat:no", "age:19", "role:sub")
    bool apposition = false; // "Lund, the Danish centre-back,": a reference to the name before it
};

struct TeamMention
{
    int start = 0;
    int end = 0;
    int team = -1; // index into the global team list (0 = home, 1 = away, 2.. = other clubs)
    bool roleWord = false; // "the hosts", not a name
    bool alias = false; // a club's other name ("the Blues"), not its own
};

struct CueHit
{
    Cue cue;
    GoalMethod method = GoalMethod::None;
    int start = 0;
    int end = 0;
};

struct TimeHit
{
    int def = -1; // index into LanguagePack::timeDefs
    int start = 0;
    int end = 0;
    int value = -1; // the first number
    int value2 = -1; // the second number ("90+3")
    int list = -1; // the minutes of one list ("in the 12th and 80th minutes") share an id
};

// A score line found in a sentence ("Home 3-2 Away", "X beat Y 2-1").
struct ScoreLine
{
    QString first, second; // as written
    Score score; // first's goals, second's goals
    bool ordered = false; // true when first is the home side
    bool shootout = false; // "3-4 on penalties": a shootout's score, not the match's
    bool aggregate = false; // "5-3 on aggregate": two legs' score, not the match's
};

struct SentenceData
{
    Span span;
    QList<Token> tokens;
    QList<PersonMention> people;
    QList<TeamMention> teams;
    QList<CueHit> cues;
    QList<TimeHit> times;
    bool otherMatch = false;
    bool history = false;
    QList<int>
        ages; // tokens opening "(19)" after a name in a sentence with no event: ages, not minutes
    QStringList otherTeams; // clubs named that are not in this match
    QList<ScoreLine> scoreLines; // found once by MatchIdentifier::findScoreLines
};

struct Person
{
    QString name; // longest form seen ("Samir Nasri")
    QString surname; // case-folded last token, the key across reports
    bool nonPlayer = false; // referee, manager ...
    bool keeper = false; // named as goalkeeper: saves, rarely goals
    int team = -1; // known club (0 home, 1 away), -1 unknown
    bool otherMatch = false; // first seen in another match's paragraph
    QSet<QString> descriptors; // what the reports call them: "nat:no", "pos:def", "age:19"
};

struct Document
{
    Source source;
    const LanguagePack *pack = nullptr;
    QList<SentenceData> sentences;
    QList<Person> people;
    QList<Mention> mentions;
    // Minutes told in sentences with no event ("After 25 minutes Dunn headed over"): they move
    // the narrative clock that "five minutes later" counts from.
    QList<QPair<int, TimeExpression>> clockMarks; // (sentence, minute)
    QList<Claim> claims;
    QList<Warning> warnings;
};

} // namespace mt
