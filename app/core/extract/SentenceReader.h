// The extract stage's reading of one sentence (DESIGN.md section 1): the triggers of its events,
// and the people, times, cues and teams each takes. EventExtractor::extractEvents runs one per
// sentence of a report, and then links the mentions of neighbouring sentences.
#pragma once

#include "identify/MatchContext.h"
#include "lang/LanguagePack.h"
#include "pipeline/Document.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QVarLengthArray>

namespace mt {

struct ReportState
{
    int order = 0;
    TimeExpression carried;
    TimeExpression carriedIn;
    int carriedFrom = -10;
    int lastSubIn = -1; // the player who came on last: "the substitute", "innbytteren"
    int lastSubInOf[2] = {-1, -1}; // and per side: "the Kelso substitute"
    QSet<int> cameOn; // everyone who came on so far
    // Players the report has taken off, and the written clock then (-1 none): no event told
    // later at that clock or after is theirs.
    QHash<int, int> subbedOff;
    int clock = -1; // the last minute the report wrote down ("24. min:", "in the 70th minute")
    int lastScorer = -1; // who scored last: "the scorer", "målscoreren"
    int lastKickSentence = -1; // the last sentence that told a penalty taken (scored or missed)
    int lastAwardSentence = -1; // the last sentence that told a penalty given
    TimeExpression lastKickTime; // and its minute
    QSet<int> entryPlayers; // mentions whose player is a guess from the entry's next line
    QSet<int> describedPlayers; // mentions whose player is a role noun or demonym's guess
    bool quoteOpen = false;
    bool inHead = true; // no sentence with final punctuation yet: headline, standfirst
    // The kinds of event a short paragraph head tells ("70' SAVE!"): the rest of the entry
    // describes that event ("..., Kvåle's header from two yards, and the keeper ...").
    QList<EventType> entryHead;
};

// The events of one sentence: its triggers, and the people, times, cues and teams each takes.
// The phases run in the order read() calls them; each reads what the ones before it decided.
class SentenceReader
{
public:
    // The sentence si of the report; the report's pack reads it.
    SentenceReader(Document &doc, const MatchContext &context, ReportState &report, int si,
        SentenceContext ctx, bool debug);
    // Finds the sentence's events and appends their mentions to doc.mentions.
    void read();
    // The time expressions of a sentence, ages left out. A quote's too: the link stage reads
    // its minutes ("we were behind from the second minute").
    static QList<TimeHit> timesOf(
        const LanguagePack &pack, const SentenceContext &ctx, const SentenceData &s);

private:
    struct Trigger
    {
        EventType type;
        GoalMethod method;
        bool weak;
        int start, end;
        PatternMatch match;
        int player = -1, assist = -1, playerOut = -1, opponent = -1; // person ids
        int playerTok = -1, assistTok = -1, playerOutTok = -1,
            opponentTok = -1; // index in s.people
        int time = -1; // index into times
        int reasonStart = -1, reasonEnd = -1;
        Score score;
        ScoreEffect effect = ScoreEffect::None;
        int team = -1;
        bool backReference = false;
        bool noun = false; // "a missed penalty": see EventDef::noun
        bool companion = false; // see EventDef::companion
        bool afterKick = false; // the award of the penalty the sentence before took
        bool summary = false; // "scored twice": several goals, none of them in particular
        bool dropped = false;
    };

    // Phases.
    void findTimes();
    void collectTriggers();
    void dropWeakTriggers();
    void readClaims();
    void noEvents();
    void markHeadlines();
    void applyCues();
    void ruleOutGoals();
    void pickReferents();
    void takeCaptures();
    void findRoles();
    void takeRoles();
    void compressRelatives();
    void cardToFouler();
    void nearestPlayers();
    void shareClauseSubject();
    void keepersAndTakers();
    void cardsAndDescriptions();
    void penaltyOffenders();
    void pairTimes();
    bool opensNextClause(const TimeHit &h) const;
    void listedMinutes();
    bool coordinatedPlayer(const Trigger &t) const;
    void shareIncidentTimes();
    void methodsPenaltiesTeams();
    void methodAndReason(Trigger &t) const;
    void penaltyOrFoul(Trigger &t, bool kickBefore) const;
    void teamOf(Trigger &t) const;
    void savedPenalties();
    void missedPenaltyTakers();
    void savesAndMisses();
    void shortHandedSides();
    void foulsGivingKicks();
    void cardReasons();
    void reasonFouls();
    void foulsBeforeAwards();
    void mergeTriggers();
    void expandTriggers();
    void printDebug() const;
    void carryTimes();
    void emitMentions();

    // Questions the phases ask.
    int written(const TimeHit &h) const;
    int clockAt(int token) const;
    bool offAt(int person, int token) const;
    bool insideRelative(int tok) const;
    bool relativeTail(int tok) const;
    bool ownTimeBetween(const Trigger &a, const Trigger &b) const;
    void noteOrphanTime(const QVarLengthArray<int, 16> &assigned);
    bool personAtToken(int tok) const;
    bool kickNearer(const CueHit &h, const Trigger &t) const;
    bool penaltyNear(const Trigger &t, bool area) const;
    int personIndexAt(int tokenStart) const;
    bool take(int &id, int &tok, int personIdx, bool sideRole = true);
    int nearestTrigger(const PatternMatch &m) const;
    bool labelBefore(int colon) const;
    int cdistance(int a0, int a1, int b0, int b1) const;
    bool subjectAfterConjunction(Trigger &t) const;
    bool subjectOfNoun(Trigger &t) const;
    int relativeAntecedent(const Trigger &t) const;
    int personScore(const Trigger &t, int k, bool scorerLike) const;
    bool ownsTrigger(const Trigger &t, int k) const;
    bool subjectLike(int k) const;

    Document &doc;
    const LanguagePack &pack;
    const MatchContext &context;
    ReportState &report;
    const int si;
    SentenceData &s;
    const SentenceContext ctx;
    const QList<int> clause;
    const int n;
    const bool debug;
    int clockBefore = -1; // the report's written clock before this sentence
    QList<Trigger> trig;
    QList<QPair<int, int>> claimSpans;
    bool otherScore = false; // a score in the sentence that is not this match's
    QVarLengthArray<int, 16> used; // indexes into s.people already given a role (flat)
    QList<PatternMatch> roleHits;
    QList<int> compressed; // token positions with relative clauses left out
    bool secondBooking = false;
    bool paragraphGoesOn = false; // no line break since the sentence before
    QList<Trigger> merged; // one trigger per event
    QList<Trigger> expanded; // and one per player of a list
};

} // namespace mt
