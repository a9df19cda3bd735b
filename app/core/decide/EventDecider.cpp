#include "EventDecider.h"

#include "OtherMeetings.h"
#include "PlayerStories.h"
#include "align/StatedValues.h"
#include "pipeline/Document.h"
#include "roster/RosterSides.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>

namespace mt {

int EventDecider::support(const Event &e)
{
    QSet<int> sources;
    for (const Mention &m : e.mentions) {
        if (!m.backReference)
            sources.insert(m.source);
    }
    return int(sources.size());
}

QSet<int> EventDecider::firstPassReports(const Event &e)
{
    QSet<int> sources;
    for (const Mention &m : e.mentions) {
        if (!m.backReference && !m.linked)
            sources.insert(m.source);
    }
    return sources;
}

EventDecider::Decision EventDecider::decide(QList<Event> events, const Score &finalScore,
    const QList<Person> &people, const RosterSides &roster, const QStringList &sourceIds)
{
    Decision d;
    d.events = std::move(events);
    completeFirstNames(d.events, people);
    mergeRetellings(d.events, sourceIds);
    foulsOfTheirVictims(d.events, sourceIds);
    penaltiesAsTold(d.events);
    addedTimeWithoutExtraTime(d.events);
    sortByTime(d.events);
    takeRosterSides(d.events, roster);
    oneSidePerPlayer(d.events, roster);
    dropNonScorers(d, people);
    dropLoneCards(d, int(sourceIds.size()));
    dropVagueSubstitutions(d, int(sourceIds.size()));
    boundGoals(d, finalScore, roster);
    onePenaltyPerKick(d, sourceIds);
    sortByTime(d.events); // an award it dated moved to its kick's minute
    PlayerStories::keepConsistent(d.events, d.candidates);
    scoreGoals(d.events);
    for (qsizetype i = 0; i < d.events.size(); ++i)
        d.events[i].id = QStringLiteral("E") + QString::number(i + 1);
    for (qsizetype i = 0; i < d.candidates.size(); ++i)
        d.candidates[i].event.id = QStringLiteral("C") + QString::number(i + 1);
    return d;
}

// The score each goal made as a first decision of the events has them in order: the align stage
// counts every goal it read, retellings and misreadings too. Only when that decision makes the
// final score; a goal the decision drops made no score.
void EventDecider::scoreAsDecided(
    QList<Event> &events, const QList<Event> &decided, const Score &finalScore)
{
    if (OtherMeetings::scorePath(decided, finalScore).isEmpty())
        return;
    // (source, sentence) of a decided goal's mention -> the scores of the goals it tells.
    QMultiHash<QPair<int, int>, Score> made;
    for (const Event &d : decided) {
        if (d.type != EventType::Goal)
            continue;
        for (const Mention &m : d.mentions)
            made.insert({m.source, m.sentence}, d.scoreAfter);
    }
    // A read goal made the score most of its sentences tell: a sentence of two goals ("A made
    // it 2-2 and B 3-2") is a vote for each, whichever report comes first.
    for (Event &e : events) {
        if (e.type != EventType::Goal)
            continue;
        QHash<QPair<int, int>, int> votes;
        for (const Mention &m : std::as_const(e.mentions)) {
            for (auto it = made.constFind({m.source, m.sentence});
                 it != made.cend() && it.key() == qMakePair(m.source, m.sentence); ++it)
                ++votes[{it->home, it->away}];
        }
        e.scoreAfter = Score {};
        int best = 0;
        for (auto it = votes.cbegin(); it != votes.cend(); ++it) {
            const int total = it.key().first + it.key().second;
            const int bestTotal = e.scoreAfter.home + e.scoreAfter.away;
            const bool earlier
                = total < bestTotal || (total == bestTotal && it.key().first < e.scoreAfter.home);
            if (it.value() > best || (it.value() == best && earlier)) {
                best = it.value();
                e.scoreAfter = Score {it.key().first, it.key().second};
            }
        }
    }
}

namespace {

constexpr int RetellingMinutes = 2;

int firstPassSupport(const Event &e)
{
    return int(EventDecider::firstPassReports(e).size());
}

// The reports that write the event's own minute (within one: ordinal and elapsed counts) beside
// its player. An undated summary ("Foden scored a hat-trick") cannot tell which of a player's
// goals it is about; a minute can.
int datedSupport(const Event &e)
{
    if (!e.time.isKnown())
        return 0;
    QSet<int> sources;
    for (const Mention &m : e.mentions) {
        if (!m.backReference && m.timeStated && m.time.isKnown()
            && std::abs(m.time.elapsed() - e.time.elapsed()) <= 1)
            sources.insert(m.source);
    }
    return int(sources.size());
}

// An own goal counts for the other side than its player's.
TeamSide scoringSide(const Event &e, TeamSide playerSide)
{
    if (e.type != EventType::Goal || e.method != GoalMethod::OwnGoal
        || playerSide == TeamSide::Unknown)
        return playerSide;
    return playerSide == TeamSide::Home ? TeamSide::Away : TeamSide::Home;
}

// Why a goal of a side was left out by the final score.
QString beyondTheScore(TeamSide side, const Score &finalScore)
{
    const QString score = QStringLiteral("%1-%2").arg(finalScore.home).arg(finalScore.away);
    if (side == TeamSide::Unknown)
        return QStringLiteral("beyond the final score %1: the goals kept are told better")
            .arg(score);
    return QStringLiteral("beyond the final score %1: the %2 side's goals are told better")
        .arg(score, side == TeamSide::Home ? QStringLiteral("home") : QStringLiteral("away"));
}

// A report whose first pass dates both at different minutes, both in prose or both in lists,
// tells two events.
bool toldApart(const Event &a, const Event &b)
{
    for (const Mention &m : a.mentions) {
        if (m.linked || !m.timeStated || !m.time.isKnown())
            continue;
        for (const Mention &o : b.mentions) {
            // (Prose on the half's clock beside a fact box on the match's, "Al 10' Rrahmani"
            // and "10' st Rrahmani", is one goal told twice.)
            if (o.source == m.source && !o.linked && o.timeStated && o.time.isKnown()
                && o.time.sortKey() != m.time.sortKey() && o.structured == m.structured)
                return true;
        }
    }
    return false;
}

// "A los 4 minutos" of extra time, "aos 9 minutos" of the second half: a minute counted from
// the start of a period, for the same player's event of the kind that the match clock dates
// 45, 90 or 105 minutes later (within one). Not where a report tells both: a goal at 27' and
// one at 72' are a brace.
bool onPeriodClock(const Event &period, const Event &match)
{
    constexpr int PeriodMinutes = 30;
    if (period.type != match.type || period.player.isEmpty() || !period.time.isKnown()
        || !match.time.isKnown() || period.time.stoppage != 0 || match.time.stoppage < 0
        || period.time.minute > PeriodMinutes
        || RosterSides::surnameKey(period.player) != RosterSides::surnameKey(match.player))
        return false;
    if (toldApart(period, match))
        return false;
    constexpr std::array<int, 3> starts {45, 90, 105};
    return std::any_of(starts.cbegin(), starts.cend(), [&](int base) {
        return std::abs(match.time.elapsed() - (base + period.time.minute)) <= 1;
    });
}

// "Varane had to go off" is the change "Lindelöf on for Varane": the one the prose names is the
// player the other takes off.
bool namesThePlayerOff(const Event &a, const Event &b)
{
    return a.type == EventType::Substitution && a.playerOut.isEmpty() && !b.playerOut.isEmpty()
        && RosterSides::surnameKey(a.player) == RosterSides::surnameKey(b.playerOut);
}

// A player is sent off once: his two sendings-off are one, told at two minutes ("90'" in a fact
// box, "90+8" in prose).
bool oneSendingOff(const Event &a, const Event &b)
{
    return a.type == b.type && isSendingOff(a.type) && !a.player.isEmpty()
        && RosterSides::surnameKey(a.player) == RosterSides::surnameKey(b.player);
}

// "90'" and "90+8'": the end of a period written without its added time, and the minute in it.
bool addsTheStoppage(const MatchTime &keep, const MatchTime &gone)
{
    const bool periodEnd
        = keep.minute == 45 || keep.minute == 90 || keep.minute == 105 || keep.minute == 120;
    return periodEnd && keep.stoppage == 0 && gone.minute == keep.minute && gone.stoppage > 0;
}

bool sameStory(const Event &a, const Event &b)
{
    if (oneSendingOff(a, b))
        return true;
    if (a.type != b.type)
        return false;
    if ((namesThePlayerOff(a, b) || namesThePlayerOff(b, a)) && a.time.isKnown()
        && b.time.isKnown())
        return std::abs(a.time.elapsed() - b.time.elapsed()) <= RetellingMinutes;
    // One told without its player ("the penalty on 90 minutes") is the named one of its kind
    // a minute or two from it, never one of no minute.
    const bool unnamed = a.player.isEmpty() || b.player.isEmpty();
    if (unnamed && (!a.time.isKnown() || !b.time.isKnown()))
        return false;
    if (!unnamed && RosterSides::surnameKey(a.player) != RosterSides::surnameKey(b.player))
        return false;
    if (!a.time.isKnown() || !b.time.isKnown())
        return true;
    if (a.time.stoppage < 0 || b.time.stoppage < 0) // "90+'": any minute of that added time
        return a.time.minute == b.time.minute;
    // ("Rodrygo (90th minute, 91st minute)": a report that dates both tells two goals.)
    return std::abs(a.time.elapsed() - b.time.elapsed()) <= RetellingMinutes && !toldApart(a, b);
}

} // namespace

// "Kevin" in one report is Kevin De Bruyne of the others: a one-word player who is the first
// name of exactly one full name the events carry, and nobody's surname, is that player.
void EventDecider::completeFirstNames(QList<Event> &events, const QList<Person> &people)
{
    QHash<QString, QSet<QString>> fullByFirst; // first name's key -> full names
    auto note = [&](const QString &name) {
        const QStringList words = name.split(u' ', Qt::SkipEmptyParts);
        if (words.size() >= 2)
            fullByFirst[RosterSides::surnameKey(words.first())].insert(name);
    };
    for (const Person &p : people) {
        if (!p.nonPlayer && !p.otherMatch)
            note(p.name);
    }
    for (const Event &e : std::as_const(events)) {
        note(e.player);
        note(e.playerOut);
    }
    auto complete = [&](QString &name) {
        if (name.isEmpty() || name.contains(u' '))
            return;
        const QString key = RosterSides::surnameKey(name);
        const QSet<QString> full = fullByFirst.value(key);
        bool surnameOfOther = false;
        for (const Event &e : std::as_const(events)) {
            surnameOfOther = surnameOfOther
                || (e.player.contains(u' ') && RosterSides::surnameKey(e.player) == key);
        }
        if (full.size() == 1 && !surnameOfOther)
            name = *full.cbegin();
    };
    for (Event &e : events) {
        complete(e.player);
        complete(e.playerOut);
    }
}

// Where several reports tell the match, a sending-off only one of them reads, or a booking one
// reads without a minute, is a misreading (a red card "that would normally have merited", a
// booking of the week before): reports tell sendings-off, and the fact boxes give bookings
// their minutes. Measured on the real set: all 12 such sendings-off and 7 such bookings were
// spurious, none real.
void EventDecider::dropLoneCards(Decision &d, int reports)
{
    constexpr int WellCovered = 4;
    if (reports < WellCovered)
        return;
    auto lone = [](const Event &e) {
        const bool sendingOff = isSendingOff(e.type);
        const bool undatedBooking = e.type == EventType::YellowCard && !e.time.isKnown();
        return (sendingOff || undatedBooking) && firstPassSupport(e) <= 1;
    };
    for (qsizetype i = d.events.size() - 1; i >= 0; --i) {
        if (!lone(d.events.at(i)))
            continue;
        d.candidates.append(Candidate {d.events.at(i),
            d.events.at(i).type == EventType::YellowCard
                ? QStringLiteral("a booking one report tells, with no minute")
                : QStringLiteral("a sending-off only one report tells")});
        d.events.removeAt(i);
    }
}

// A substitution is a pair of players at a minute. Told with no minute, and with one player by
// one report only ("with Di Maria back in the side") or with a player replacing himself, it is a
// line-up remark or a misreading, not a change the timeline can place. Where several reports
// tell the match, so is one only one report tells with no minute ("Nacho replaced Alaba" in the
// team news): the fact boxes give the changes their minutes. Measured on the real set: of 5
// such changes, 4 were spurious.
void EventDecider::dropVagueSubstitutions(Decision &d, int reports)
{
    constexpr int WellCovered = 4;
    auto vague = [&](const Event &e) {
        if (e.type != EventType::Substitution || e.time.isKnown())
            return false;
        const bool lone = firstPassSupport(e) <= 1;
        return e.player.isEmpty() || e.player.compare(e.playerOut, Qt::CaseInsensitive) == 0
            || (lone && (e.playerOut.isEmpty() || reports >= WellCovered));
    };
    for (qsizetype i = d.events.size() - 1; i >= 0; --i) {
        if (!vague(d.events.at(i)))
            continue;
        d.candidates.append(Candidate {d.events.at(i),
            QStringLiteral(
                "a substitution told with no minute, by one report or with one player")});
        d.events.removeAt(i);
    }
}

// keep takes gone's mentions, and its minute when only gone's is exact (or when asked).
void EventDecider::absorb(
    Event &keep, const Event &gone, bool takeMinute, const QStringList &sourceIds)
{
    const bool exact = keep.time.isKnown() && keep.time.stoppage >= 0;
    if ((!exact || takeMinute) && gone.time.isKnown() && gone.time.stoppage >= 0) {
        keep.time = gone.time;
        keep.range = gone.range;
    }
    QSet<QPair<int, int>> at;
    for (const Mention &m : std::as_const(keep.mentions))
        at.insert({m.source, m.sentence});
    for (const Mention &m : gone.mentions) {
        if (!at.contains({m.source, m.sentence}))
            keep.mentions.append(m);
    }
    sortByPlace(keep.mentions);
    StatedValues::refreshMinutes(keep, sourceIds);
}

// A penalty taken was given once: the awards told within a few minutes of a kick are one award,
// the best told. An award near no kick, where the reports tell kicks, is
// a misreading (the fouled player and the fouler swapped, a penalty appeal) unless several
// reports read it.
void EventDecider::onePenaltyPerKick(Decision &d, const QStringList &sourceIds)
{
    constexpr int Window = 5;
    constexpr int AloneSupport = 3;
    QList<int> kicks;
    for (qsizetype i = 0; i < d.events.size(); ++i) {
        if (isPenaltyKick(d.events.at(i).type, d.events.at(i).method)
            && d.events.at(i).time.isKnown())
            kicks.append(int(i));
    }
    if (kicks.isEmpty())
        return;
    dateAwardsByTheirKicker(d.events, kicks);
    QHash<int, int> awardOf; // kick -> the award kept for it
    QList<int> gone;
    for (qsizetype i = 0; i < d.events.size(); ++i) {
        const Event &a = d.events.at(i);
        if (a.type != EventType::PenaltyAwarded || !a.time.isKnown())
            continue;
        int kick = -1;
        for (int k : std::as_const(kicks)) {
            const int gap = std::abs(d.events.at(k).time.elapsed() - a.time.elapsed());
            if (gap <= Window
                && (kick < 0
                    || gap < std::abs(d.events.at(kick).time.elapsed() - a.time.elapsed())))
                kick = k;
        }
        if (kick < 0) {
            if (firstPassSupport(a) < AloneSupport) {
                d.candidates.append(
                    Candidate {a, QStringLiteral("a penalty given that no report tells taken")});
                gone.append(int(i));
            }
            continue;
        }
        const int kept = awardOf.value(kick, -1);
        if (kept < 0) {
            awardOf.insert(kick, int(i));
            continue;
        }
        // More reports; then the kick's own minute written; then the kick's player.
        const Event &k = d.events.at(kick);
        const auto rank = [&](const Event &e) {
            return firstPassSupport(e) * 4
                + (e.time.stoppage >= 0 && e.time.sortKey() == k.time.sortKey() ? 2 : 0)
                + (RosterSides::surnameKey(e.player) == RosterSides::surnameKey(k.player) ? 1 : 0);
        };
        const bool better = rank(a) > rank(d.events.at(kept));
        Event &keep = d.events[better ? int(i) : kept];
        absorb(keep, d.events.at(better ? kept : int(i)), false, sourceIds);
        gone.append(better ? kept : int(i));
        awardOf[kick] = better ? int(i) : kept;
    }
    // The kick is taken at the minute it was given: the kick's minute, the better stated
    // (reports write the kick's goal), dates the award.
    for (auto it = awardOf.cbegin(); it != awardOf.cend(); ++it) {
        Event &award = d.events[it.value()];
        takeMostNamedPlayer(award);
        const Event &kick = d.events.at(it.key());
        // Given to the side that took it.
        if (kick.team != TeamSide::Unknown)
            award.team = kick.team;
        if (kick.time.stoppage >= 0 && firstPassSupport(kick) > firstPassSupport(award)) {
            award.time = kick.time;
            award.range = kick.range;
        }
    }
    std::sort(gone.begin(), gone.end(), std::greater<int>());
    for (int i : std::as_const(gone))
        d.events.removeAt(i);
}

// "Dumfries floored Messi and the referee pointed to the spot": an award no report dates, whose
// player (taker or fouled) is the player of exactly one kick of its side, was given for that
// kick, at its minute; the awards of one kick are then one award.
void EventDecider::dateAwardsByTheirKicker(QList<Event> &events, const QList<int> &kicks)
{
    for (Event &a : events) {
        // (A range from the report's order is no time: the kicker's name is firmer.)
        if (a.type != EventType::PenaltyAwarded || a.time.isKnown())
            continue;
        const QString player = RosterSides::surnameKey(a.player);
        const QString opponent = RosterSides::surnameKey(a.opponent);
        int kick = -1;
        int found = 0;
        for (int k : kicks) {
            const Event &e = events.at(k);
            const QString taker = RosterSides::surnameKey(e.player);
            const bool sameSide
                = a.team == TeamSide::Unknown || e.team == TeamSide::Unknown || a.team == e.team;
            if (!taker.isEmpty() && sameSide && (taker == player || taker == opponent)) {
                kick = k;
                ++found;
            }
        }
        if (found == 1) {
            a.time = events.at(kick).time;
            a.range = events.at(kick).range;
        }
    }
}

// The player most of the event's first-pass mentions name ("King fouled Balotelli" read by one
// report with the two swapped); the one it had becomes the opponent when that is the other.
void EventDecider::takeMostNamedPlayer(Event &e)
{
    QHash<QString, int> votes;
    for (const Mention &m : std::as_const(e.mentions)) {
        if (!m.linked && !m.backReference && !m.player.isEmpty())
            ++votes[m.player];
    }
    QString best = e.player;
    for (auto it = votes.cbegin(); it != votes.cend(); ++it) {
        if (it.value() > votes.value(best, 0))
            best = it.key();
    }
    if (best == e.player)
        return;
    if (e.opponent == best)
        e.opponent = e.player;
    e.player = best;
}

// One event told twice: the better told keeps its values and takes the other's mentions, and
// its minute when only the other's is exact.
void EventDecider::mergeRetellings(QList<Event> &events, const QStringList &sourceIds)
{
    for (qsizetype i = 0; i < events.size(); ++i) {
        for (qsizetype j = events.size() - 1; j > i; --j) {
            const bool periodClock = onPeriodClock(events.at(i), events.at(j))
                || onPeriodClock(events.at(j), events.at(i));
            if (!periodClock && !sameStory(events.at(i), events.at(j)))
                continue;
            // Named first; then a change with both its players; then support.
            const auto rank = [](const Event &e) {
                return (e.player.isEmpty() ? 0 : 100000) + (e.playerOut.isEmpty() ? 0 : 10000)
                    + firstPassSupport(e);
            };
            if (rank(events.at(j)) > rank(events.at(i)))
                events.swapItemsAt(i, j);
            // The match clock's minute, not the period's.
            const bool later
                = periodClock && events.at(j).time.elapsed() > events.at(i).time.elapsed();
            const bool stoppage = addsTheStoppage(events.at(i).time, events.at(j).time);
            absorb(events[i], events.at(j), later || stoppage, sourceIds);
            events.removeAt(j);
        }
    }
}

namespace {

// Whether a report's first pass wrote the event's minute.
bool firstPassDated(const Event &e)
{
    return e.time.isKnown()
        && std::any_of(e.mentions.cbegin(), e.mentions.cend(), [&](const Mention &m) {
               return !m.linked && m.timeStated && m.time.sortKey() == e.time.sortKey();
           });
}

} // namespace

// "A stamp to the head of Parker" read as Parker's foul: a foul whose player is the victim of
// another player's foul, at no minute or within a minute or two of it, is that foul told with
// its roles swapped. Its mentions go to the other, as his; where each is the other's victim (a
// foul and the retaliation), the better told stays.
void EventDecider::foulsOfTheirVictims(QList<Event> &events, const QStringList &sourceIds)
{
    auto key = [](const QString &name) { return RosterSides::surnameKey(name); };
    auto swappedOf = [&](const Event &victims, const Event &foul) {
        if (victims.type != EventType::Foul || foul.type != EventType::Foul
            || victims.player.isEmpty() || foul.player.isEmpty()
            || key(foul.opponent) != key(victims.player) || key(foul.player) == key(victims.player))
            return false;
        // (A minute only the link stage gave it is no minute of its own.)
        if (firstPassDated(victims) && foul.time.isKnown()
            && std::abs(victims.time.elapsed() - foul.time.elapsed()) > RetellingMinutes)
            return false;
        return key(victims.opponent) != key(foul.player)
            || firstPassSupport(victims) < firstPassSupport(foul);
    };
    for (qsizetype i = events.size() - 1; i >= 0; --i) {
        for (qsizetype j = 0; j < events.size(); ++j) {
            if (j == i || !swappedOf(events.at(i), events.at(j)))
                continue;
            Event gone = events.at(i);
            for (Mention &m : gone.mentions) {
                m.player = events.at(j).player;
                m.opponent = events.at(j).opponent;
            }
            absorb(events[j], gone, false, sourceIds);
            events.removeAt(i);
            break;
        }
    }
}

// A goal is a penalty when the reports that tell it call it one: one report's "penalty" in a
// goal most reports tell is another goal's kick told in the same sentence ("Defoe went close
// before Balotelli won and scored the penalty"). At least one in four of the reports that read
// it must say so.
void EventDecider::penaltiesAsTold(QList<Event> &events)
{
    constexpr int Share = 4;
    for (Event &e : events) {
        if (e.type != EventType::Goal || e.method != GoalMethod::Penalty)
            continue;
        QSet<int> saying;
        for (const Mention &m : std::as_const(e.mentions)) {
            if (!m.linked && !m.backReference && m.method == GoalMethod::Penalty)
                saying.insert(m.source);
        }
        if (int(saying.size()) * Share < firstPassSupport(e))
            e.method = GoalMethod::OpenPlay;
    }
}

// "In the 94th minute" is 90+4 in a match that had no extra time, and in one that had, 4 minutes
// into it. A match had extra time when an event is dated in its second half (106' or later) or
// a report counts a minute in it; otherwise minutes 91 to 105 written without added time are
// the second half's added time.
void EventDecider::addedTimeWithoutExtraTime(QList<Event> &events)
{
    constexpr int SecondHalfEnd = 90;
    constexpr int ExtraSecondHalf = 106;
    constexpr int ExtraFirstHalfEnd = 105;
    auto late = [&](const MatchTime &t) { return t.isKnown() && t.elapsed() >= ExtraSecondHalf; };
    // "fem minuter in i förlängningen", "in extra time": a report counts in extra time.
    auto countsInExtraTime = [&](const TimeExpression &x) {
        const bool fromItsStart = x.kind == TimeExpression::AfterBreak
            || x.kind == TimeExpression::BeforeEnd;
        return (fromItsStart && x.base >= SecondHalfEnd)
            || (x.kind == TimeExpression::Range && x.from.period >= 3);
    };
    const bool extraTime = std::any_of(events.cbegin(), events.cend(), [&](const Event &e) {
        return late(e.time) || late(e.range.to)
            || std::any_of(e.mentions.cbegin(), e.mentions.cend(),
                [&](const Mention &m) { return countsInExtraTime(m.timeExpr); });
    });
    if (extraTime)
        return;
    auto toAdded = [&](MatchTime &t) {
        if (t.isKnown() && t.stoppage == 0 && t.minute > SecondHalfEnd
            && t.minute <= ExtraFirstHalfEnd)
            t = MatchTime {2, SecondHalfEnd, t.minute - SecondHalfEnd};
    };
    for (Event &e : events) {
        toAdded(e.time);
        toAdded(e.range.from);
        toAdded(e.range.to);
    }
}

// The side of an event is its player's, where the roster knows it; a goal scored into one's own
// net counts for the other side. A penalty's player is the one fouled or its taker: his side is
// the penalty's, whichever report was read first.
void EventDecider::takeRosterSides(QList<Event> &events, const RosterSides &roster)
{
    for (Event &e : events) {
        if (e.player.isEmpty())
            continue;
        TeamSide side = roster.sideOf(e.player);
        if (side == TeamSide::Unknown && e.type == EventType::Substitution)
            side = roster.sideOf(e.playerOut);
        if (side != TeamSide::Unknown)
            e.team = scoringSide(e, side);
    }
}

// A player plays for one side. Where the roster does not know his, the sides his events were
// read with, each weighed by the reports that tell it, give it to all of them: a goal read for
// the wrong side by one report joins the side four reports give his other goal.
void EventDecider::oneSidePerPlayer(QList<Event> &events, const RosterSides &roster)
{
    auto counts = [&](const Event &e) {
        return !e.player.isEmpty() && e.type != EventType::PenaltyAwarded
            && roster.sideOf(e.player) == TeamSide::Unknown;
    };
    QHash<QString, QPair<int, int>> votes; // surname key -> (home, away)
    for (const Event &e : std::as_const(events)) {
        const TeamSide side = scoringSide(e, e.team);
        if (!counts(e) || side == TeamSide::Unknown)
            continue;
        auto &v = votes[RosterSides::surnameKey(e.player)];
        (side == TeamSide::Home ? v.first : v.second) += firstPassSupport(e);
    }
    for (Event &e : events) {
        if (!counts(e))
            continue;
        const auto v = votes.value(RosterSides::surnameKey(e.player));
        if (v.first >= 2 * v.second && v.first > v.second)
            e.team = scoringSide(e, TeamSide::Home);
        else if (v.second >= 2 * v.first && v.second > v.first)
            e.team = scoringSide(e, TeamSide::Away);
    }
}

// A goal credited to a keeper, a manager or a referee is a misreading of a save or a quote,
// unless the reports call it an own goal; so is any other act of a manager or a referee but a
// card ("Inconsistent refereeing by X, who booked Y": the foul is not X's). A manager may be
// booked.
void EventDecider::dropNonScorers(Decision &d, const QList<Person> &people)
{
    QHash<QString, const Person *> byName;
    for (const Person &p : people)
        byName.insert(p.name, &p);
    auto reason = [&](const Event &e) -> QString {
        const Person *p = e.player.isEmpty() ? nullptr : byName.value(e.player);
        if (!p || e.method == GoalMethod::OwnGoal)
            return {};
        if (e.type == EventType::Goal && p->keeper)
            return QStringLiteral("a goal credited to a goalkeeper");
        // "Mandanda denied Neymar": the keeper's save, not his chance.
        if (e.type == EventType::ChanceMissed && p->keeper)
            return QStringLiteral("a chance credited to a goalkeeper");
        if (e.type == EventType::Goal && p->nonPlayer)
            return QStringLiteral("a goal credited to someone who does not play");
        if (p->nonPlayer && !isCard(e.type))
            return QStringLiteral("credited to someone who does not play");
        return {};
    };
    auto keep = [&](const Event &e) {
        const QString why = reason(e);
        if (why.isEmpty())
            return true;
        d.candidates.append(Candidate {e, why});
        return false;
    };
    d.events.erase(
        std::remove_if(d.events.begin(), d.events.end(), [&](const Event &e) { return !keep(e); }),
        d.events.end());
}

// The goals the final score allows, the best supported first (more reports writing its minute,
// more reading it, then a stated minute, then a named scorer): a goal of a side keeps its place
// while that side has one left, a goal of no known side while either has; a goal of a side with
// none left, by a player the roster gives no side, takes the other side's place if it has one;
// the rest are candidates. A goal of no known side takes the side the score leaves it.
void EventDecider::boundGoals(Decision &d, const Score &finalScore, const RosterSides &roster)
{
    if (!finalScore.isValid())
        return;
    // Reports that write its minute; that read the event in the first pass; then those only
    // linked to it; then a stated minute and a named scorer.
    auto strength = [](const Event &e) {
        return datedSupport(e) * 100000 + firstPassSupport(e) * 1000 + support(e) * 4
            + (e.time.isKnown() ? 2 : 0) + (e.player.isEmpty() ? 0 : 1);
    };
    QList<int> goals;
    for (qsizetype i = 0; i < d.events.size(); ++i) {
        if (d.events.at(i).type == EventType::Goal)
            goals.append(int(i));
    }
    std::stable_sort(goals.begin(), goals.end(),
        [&](int a, int b) { return strength(d.events.at(a)) > strength(d.events.at(b)); });
    int home = 0, away = 0, open = 0;
    QList<QPair<int, QString>> out;
    for (int i : std::as_const(goals)) {
        const TeamSide side = d.events.at(i).team;
        int &kept = side == TeamSide::Home ? home : side == TeamSide::Away ? away : open;
        const int sideLimit = side == TeamSide::Home ? finalScore.home
            : side == TeamSide::Away                 ? finalScore.away
                                                     : finalScore.home + finalScore.away;
        const bool room = home + away + open < finalScore.home + finalScore.away;
        if (kept < sideLimit && room) {
            ++kept;
            continue;
        }
        // A well told goal of a side with no goal left, by a player the roster gives no side,
        // was read for the wrong side: it is the other side's, if that has one left.
        Event &e = d.events[i];
        const bool sideKnown = roster.sideOf(e.player) != TeamSide::Unknown;
        if (room && !sideKnown && (side == TeamSide::Home || side == TeamSide::Away)) {
            const bool toAway = side == TeamSide::Home;
            int &other = toAway ? away : home;
            if (other < (toAway ? finalScore.away : finalScore.home)) {
                ++other;
                e.team = toAway ? TeamSide::Away : TeamSide::Home;
                continue;
            }
        }
        out.append({i, beyondTheScore(side, finalScore)});
    }
    std::sort(
        out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &o : std::as_const(out)) {
        d.candidates.append(Candidate {d.events.at(o.first), o.second});
        d.events.removeAt(o.first);
    }
    const TeamSide left = home == finalScore.home ? TeamSide::Away
        : away == finalScore.away                 ? TeamSide::Home
                                                  : TeamSide::Unknown;
    for (Event &e : d.events) {
        if (e.type == EventType::Goal && e.team == TeamSide::Unknown)
            e.team = left;
    }
}

} // namespace mt
