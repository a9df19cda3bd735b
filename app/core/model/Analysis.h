// The values the engine returns: one reconciled match (DESIGN.md section 4, the JSON contract).
#pragma once

#include "MatchTime.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace mt {

enum class EventType {
    Goal,
    PenaltyAwarded,
    PenaltyMissed,
    YellowCard,
    SecondYellow,
    RedCard,
    Substitution,
    ChanceMissed,
    Save,
    Foul,
    Injury,
    DisallowedGoal,
    VarReview,
};
inline constexpr int EventTypeCount = 13;

// A booking or a dismissal.
constexpr bool isCard(EventType t)
{
    return t == EventType::YellowCard || t == EventType::SecondYellow || t == EventType::RedCard;
}

// A red card or a second yellow: the player leaves the match.
constexpr bool isSendingOff(EventType t)
{
    return t == EventType::RedCard || t == EventType::SecondYellow;
}

// A red card and a second yellow told of one player are one sending-off.
constexpr bool isSendingOffPair(EventType a, EventType b)
{
    return (a == EventType::RedCard && b == EventType::SecondYellow)
        || (a == EventType::SecondYellow && b == EventType::RedCard);
}

enum class GoalMethod { None, OpenPlay, Header, Penalty, FreeKick, OwnGoal };

// A penalty taken: scored from the spot, or missed or saved.
constexpr bool isPenaltyKick(EventType t, GoalMethod m)
{
    return (t == EventType::Goal && m == GoalMethod::Penalty) || t == EventType::PenaltyMissed;
}
enum class TeamSide { Unknown, Home, Away };
// What a goal did to the score, as the words say: "equalised", "pulled one back", "doubled the
// lead", "went ahead". Tells whose goal it was when no team is named.
enum class ScoreEffect { None, Equalise, Reduce, Extend, Lead };

// Stable identifiers used by the JSON contract and the language packs.
QString eventTypeKey(EventType t);
std::optional<EventType> eventTypeFromKey(QStringView key);
QString goalMethodKey(GoalMethod m);
std::optional<GoalMethod> goalMethodFromKey(QStringView key);
QString teamSideKey(TeamSide s); // "home" | "away" | "" (unknown)

struct Score
{
    int home = -1;
    int away = -1;
    bool isValid() const { return home >= 0 && away >= 0; }
    friend bool operator==(const Score &a, const Score &b)
    {
        return a.home == b.home && a.away == b.away;
    }
};

// A half-open span [start, end) in UTF-16 code units of a source's decoded text.
struct Span
{
    int start = -1;
    int end = -1;
    bool isValid() const { return start >= 0 && end > start; }
    int length() const { return end - start; }
};

// The fields a mention or event can state; keys used in JSON "disagreements" and field spans.
namespace Field {
inline constexpr char16_t Minute[] = u"minute";
inline constexpr char16_t Player[] = u"player";
inline constexpr char16_t Assist[] = u"assist";
inline constexpr char16_t PlayerOut[] = u"playerOut";
inline constexpr char16_t Opponent[] = u"opponent";
inline constexpr char16_t Reason[] = u"reason";
inline constexpr char16_t Method[] = u"method";
inline constexpr char16_t Team[] = u"team";
} // namespace Field

// A field's key as a QString over its static text: unlike QString::fromUtf16, no allocation
// (events ask for these keys per mention and per stated value).
inline QString fieldName(const char16_t *field)
{
    return QString::fromRawData(reinterpret_cast<const QChar *>(field),
        qsizetype(std::char_traits<char16_t>::length(field)));
}

// The words that state each field of a mention: one span per field of namespace Field, in a
// fixed array (a hash per mention cost a kilobyte and more; a report may hold a million).
class FieldSpans
{
public:
    static constexpr int Count = 8;
    // The fields in this order: Minute, Player, Assist, PlayerOut, Opponent, Reason, Method, Team.
    static const char16_t *keyAt(int i);
    static int indexOf(QStringView key); // -1 for a key that is no field

    Span value(QStringView key) const
    {
        const int i = indexOf(key);
        return i < 0 ? Span {} : m_spans[i];
    }
    bool contains(QStringView key) const { return value(key).isValid(); }
    // An invalid span clears the field.
    void insert(QStringView key, const Span &span)
    {
        if (const int i = indexOf(key); i >= 0)
            m_spans[i] = span;
    }
    void remove(QStringView key) { insert(key, Span {}); }
    Span at(int i) const { return m_spans[i]; }

private:
    Span m_spans[Count];
};

// A time expression as written, before the anchor stage turns it into a match time.
struct TimeExpression
{
    enum Kind { None = -1, Absolute, AddedTime, AfterBreak, BeforeEnd, Relative, Range, Stated };
    Kind kind = None;
    int value = -1; // the number written ("56", "three", "fifth")
    int value2 = -1; // second number ("90+3": 3)
    int offsetMin = 0, offsetMax = 0; // relative offsets when no number is written
    MatchTime from, to; // ranges
    int periodHint = 0; // 1 or 2 when the sentence says which half
    int base
        = 45; // AfterBreak: minute the period starts after; BeforeEnd: the minute counted back from
    bool approximate
        = false; // an idiom ("after a quarter of an hour"): no disagreement with a close minute
    Span span;
};

// One report's statement of one event, with the span that proves it.
struct Mention
{
    int source = -1; // index into Analysis::sources
    int sentence = -1; // index into that source's sentences
    Span span; // the sentence (its text is the source's text there)
    EventType type = EventType::Goal;
    GoalMethod method = GoalMethod::None;
    TeamSide team = TeamSide::Unknown;
    MatchTime time; // as stated or resolved from this report (unknown if neither)
    bool timeStated = false; // the report gives a number (absolute, relative or added time)
    ClockRange range; // bounds when no exact minute
    QString player;
    QString assist;
    QString playerOut;
    QString opponent;
    QString reason;
    Score scoreAfter; // when the sentence states it ("to make it 2-1")
    bool backReference = false; // "already booked": joins an earlier event, never creates one
    bool linked = false; // found by the link stage's second pass, not by the extractor
    bool structured = false; // read from a fact box, goal list or line-up, not from prose
    bool sideListed = false; // a structured line wrote the side: the entry's club, its running
                             // score, its label's or its group's team ("88' Berghuis Olanda")
    ScoreEffect effect = ScoreEffect::None;
    TimeExpression timeExpr; // what the sentence says about when
    int order = 0; // position in the report's narrative (for relative times)
    int personKey = -1; // internal: index of the player in the global person list
    int assistKey = -1;
    int playerOutKey = -1;
    int opponentKey = -1;
    FieldSpans fieldSpans; // the words that state each field

    // Records the words that state a field; a span with no words records nothing.
    void setFieldSpan(const char16_t *field, const Span &span)
    {
        fieldSpans.insert(QStringView(field), span.isValid() ? span : Span {});
    }
    // The words of two fields change places (a foul that became a penalty award: the fouled
    // player won it); a field with no words stays without.
    void swapFieldSpans(const char16_t *a, const char16_t *b);
};

struct SourceValue
{
    QString value;
    QStringList sources; // source ids ("S1")
};

struct Disagreement
{
    QString field; // Field key
    QList<SourceValue> values;
};

struct Event
{
    QString id; // "E1"
    EventType type = EventType::Goal;
    GoalMethod method = GoalMethod::None;
    MatchTime time; // unknown when no source gives it
    ClockRange range; // always valid: the exact minute or its bounds
    TeamSide team = TeamSide::Unknown;
    QString player;
    QString assist;
    QString playerOut;
    QString opponent;
    QString reason;
    Score scoreAfter;
    QList<Mention> mentions;
    QList<Disagreement> disagreements;

    bool hasDisagreement() const { return !disagreements.isEmpty(); }
    bool mentionedBy(int source) const;
};

// An event read but left out of the timeline by the decide stage, with why (DESIGN.md 1a).
struct Candidate
{
    Event event; // id "C1", "C2", ...
    QString reason;
};

struct Claim
{
    QString kind; // "duration" | "goal_count" | "score"
    int source = -1;
    int sentence = -1;
    Span span;
    QString text;
    int value = 0; // minutes for durations, goals for counts
    Score score; // for score claims
    std::optional<bool> consistentWithTimeline;
    QString detail; // what it was checked against, e.g. "56'-65' = 9 minutes"
    ClockRange spell; // a duration's run of goals on the timeline (unknown when none fits)
};

struct OtherMatchMention
{
    int source = -1;
    int sentence = -1;
    Span span;
    QString text;
};

struct OtherMatch
{
    QStringList teams;
    QList<OtherMatchMention> mentions;
};

struct Warning
{
    int source = -1; // -1 when the file never became a source
    QString file;
    QString message;
};

struct Sentence
{
    Span span;
    bool otherMatch = false;
};

struct Source
{
    QString id; // "S1"
    QString file; // file name shown to users
    QString path; // absolute path
    QString language; // BCP 47 code, "" when unknown
    QString languageName;
    QString encoding;
    QString text; // decoded text; all spans refer to it
    QList<Sentence> sentences;
    int eventCount = 0;
    bool hasLanguagePack = false;
    QString setAside; // why the report is not part of this match ("" = it is)
};

// The score after each goal, in the order of the list (match order); none for a goal of no
// known side.
void scoreGoals(QList<Event> &events);
// In match order: an event known only by its bounds where they begin, undated ones last; the
// order among equals kept.
void sortByTime(QList<Event> &events);
// In the order of the reports and of their sentences.
void sortByPlace(QList<Mention> &mentions);

struct MatchInfo
{
    QString home;
    QString away;
    Score finalScore;
    QString competition;
};

struct Analysis
{
    static constexpr char16_t Schema[] = u"matchtimeline/1";
    MatchInfo match;
    QList<Source> sources;
    QList<Event> events; // sorted by time
    QList<Candidate> candidates; // read, but not decided to be events of this match
    QList<Claim> claims;
    QList<Disagreement> claimDisagreements; // field = claim kind, values = what sources claim
    QList<OtherMatch> otherMatches;
    QList<Warning> warnings;

    int disagreementCount() const;
    int indexOfEvent(const QString &id) const;
};

} // namespace mt
