// One language's knowledge, loaded from resources/lang/<code>.json (docs/language-packs.md).
// Adding a language is a new pack file plus its tests: the engine never names a language.
#pragma once

#include "NumberWords.h"
#include "TokenPattern.h"
#include "model/Analysis.h"
#include "model/Result.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace mt {

// What a cue pattern says about the words around it.
enum class Cue {
    NearMiss, // "came within inches of": a goal trigger becomes a miss
    Negation, // "did not": the trigger after it is no event
    Hypothetical, // "should have", "looked set to": no event
    BackReference, // "already booked": joins an earlier event
    History, // "last season": the sentence is about another match
    Penalty, // "from the spot": penalty context
    FirstHalf, // "before the break": added time belongs to the first half
    SecondHalf,
    HomeTeam, // "the hosts"
    AwayTeam, // "the visitors"
    Reference, // "the Italian", "21-åringen": refers back to a player
    Pronoun, // "he", "han"
    NonPlayer, // "referee", "manager": the name after it is no player
    Method, // goal method cue; the method is in CueDef::method
    Reason, // "for": a card's reason follows
    ClauseBreak, // "while", "before", "but": the end of an event's clause
    Keeper, // "keeper", "målvakt": the name after it is a goalkeeper
    PenaltyArea, // "in the box": a foul there is a penalty (goals are not penalties for it)
    ShortHanded, // "ten men", "ti mann": the team named beside it lost a player to a card
    MultiGoal, // "twice", "to mål": the goal trigger before it sums up several goals
    Repeated, // "several", "twice", "flere": the sentence tells a player's saves or chances, all
    Shootout, // "on penalties", "på straffer": the score line before it is a shootout's
    Aggregate, // "on aggregate", "agg", "sammenlagt": the score beside it sums two legs
    Opponent, // "against", "mot", "gegen": the team right after it is the other side's
    HalfTime, // "at half-time", "zur Pause": the score beside it is the first half's
};

struct CueDef
{
    Cue cue;
    GoalMethod method = GoalMethod::None;
};

struct EventDef
{
    EventType type;
    GoalMethod method = GoalMethod::None;
    bool weak = false; // only an event when no stronger trigger of the sentence claims it
    bool noun = false; // "a missed penalty": after an article, no subject of another verb
    bool companion
        = false; // only beside a non-companion trigger of its type ("A for B, C on for D")
    ScoreEffect effect = ScoreEffect::None; // what a goal did to the score ("equalised")
};

struct TimeDef
{
    enum Kind { Absolute, AddedTime, AfterBreak, BeforeEnd, Relative, Range, Stated };
    Kind kind = Absolute;
    int value = -1; // fixed minute ("on the hour" = 60)
    int offset = 0; // relative: fixed offset ("a minute later" = 1) when no {num}
    int min = 0, max = 0; // relative: vague offsets ("moments later" = 0..3)
    MatchTime from, to; // range bounds ("in the first half" = 1..45+)
    int period = 0; // AddedTime: 1 or 2 when the pattern says which half
    bool approximate = false; // "after a quarter of an hour": an idiom, not a stated minute
    int base = 45; // AfterBreak: the minute the period starts after (90 for extra time);
                   // BeforeEnd: the minute it counts back from (90, or 45 for the break)
};

struct ClaimDef
{
    QString kind; // "duration" | "goal_count"
};

class LanguagePack
{
public:
    LanguagePack();
    static Result<std::shared_ptr<LanguagePack>> fromJson(const QByteArray &json);

    QString code; // "en"
    QString name; // "English"
    QString numberLocale;
    QString stemmerName; // Snowball algorithm, e.g. "english", "norwegian"
    QStringList abbreviations;
    QStringList ordinalSuffixes;
    bool ordinalDot = false;
    QStringList genitiveSuffixes; // "s" in nb ("Citys"), "'s" is a token in English
    QSet<QString> notNames; // case-folded words that are never (part of) a player's name
    QSet<QString> nameParticles; // "van", "de"
    QSet<QString> placeWords; // "stadium", "league": a capitalised run with these is no person
    QStringList placeSuffixes; // from "-parken" entries: compounds that are places
    QSet<QString> relativeMarkers; // "who", "som"
    QSet<QString> articles; // "a", "the": dropped from the start of a stated reason
    QSet<QString> objectPronouns; // "him", "ham": never the subject of their own clause
    QSet<QString> prepositions; // "with", "on": a name right after one is an object, not "he"
    QSet<QString> conjunctions; // "and", "og": "Parker and Kaboul both fired wide"
    QSet<QString> bylineWords; // "by", "av": a short line "Av Sigrid Holmøy, Sportsposten"
    // Descriptor words ("norwegian", "nordmannen", "defender") -> language-neutral keys
    // ("nat:no", "pos:def"): what "the Norwegian" says about the player it refers to.
    QHash<QString, QStringList> descriptorKeys;
    // The nationality a report in this language follows abroad ("nat:no" for nb): "nordmannen"
    // with no player known as Norwegian is the player the report names most.
    QString homeNationality;
    // Kinds of card reason, most specific first, each with the word beginnings that tell it
    // ("trip" -> foul, "takling" -> foul): reports agree on a reason of the same kind.
    QList<QPair<QString, QStringList>> reasonKinds;
    QString reasonKind(const QString &reason) const;

    // Word lists asked for every capitalised token by the name finder. By token, each distinct
    // word is looked up once: its record remembers (the lists are fixed once a pack is loaded).
    enum WordList : quint8 { NotName = 1, PlaceWord = 2 };
    bool inList(const Token &t, WordList list) const { return (listsOf(t) & list) != 0; }
    // "stadium", or a compound ending in a listed "-parken", "-stadion" (nb, de, sv write one
    // word).
    bool isPlaceWord(const QString &word) const;

    // The words of each event type's kind ("booked", "yellow*": a trailing * is a prefix), for
    // the link stage (DESIGN.md 1b): a broad lexicon, not sentence patterns.
    class KindWords
    {
    public:
        void add(EventType type, const QString &folded);
        // Bit (1 << int(type)) for each event type the folded word is a word of.
        quint32 kindsOf(const QString &folded) const;
        bool isEmpty() const
        {
            return m_exact.isEmpty() && m_prefixes.isEmpty() && m_heads.isEmpty();
        }

    private:
        // A compound's head: "*takl*" is in "grisetakling", "*kort" ends "rødkort".
        struct Head
        {
            QString letters;
            bool ending = false; // "*kort": only at the word's end
            quint32 bits = 0;
        };
        QHash<QString, quint32> m_exact;
        QHash<char16_t, QList<QPair<QString, quint32>>> m_prefixes; // by first letter
        QList<Head> m_heads;
    };
    KindWords kindWords;

    PatternSet events;
    QList<EventDef> eventDefs;
    PatternSet roles; // assist, victim ... for the nearest trigger of the sentence
    QList<QList<EventType>> roleTargets;
    PatternSet times;
    QList<TimeDef> timeDefs;
    PatternSet cues;
    QList<CueDef> cueDefs;
    PatternSet claims;
    QList<ClaimDef> claimDefs;
    PatternSet scoreLines; // {name:home} {score} {name:away} ...

    const NumberWords &numbers() const { return *m_numbers; }
    // A matching context for these tokens: numbers and ordinals of this language, no people,
    // teams or clause skips yet.
    SentenceContext context(const QList<Token> &tokens) const;
    // Per token: the first token after ", who ... ," starting there, or -1. Patterns step over
    // these asides ("King, who had been booked, brought down X").
    QList<int> relativeClauseSkips(const QList<Token> &tokens) const;

private:
    quint8 listsOf(const Token &t) const;

    std::shared_ptr<NumberWords> m_numbers;
    quint64 m_stamp; // names this pack in word records
};

// All packs compiled into the library (":/lang/*.json"), or a given set for tests.
class LanguagePackRegistry
{
public:
    static const LanguagePackRegistry &builtIn();
    void add(std::shared_ptr<LanguagePack> pack);
    const LanguagePack *find(const QString &code) const; // "nb" also answers "no"
    QStringList codes() const;
    QStringList errors() const { return m_errors; }

private:
    QList<std::shared_ptr<LanguagePack>> m_packs;
    QStringList m_errors;
};

} // namespace mt
