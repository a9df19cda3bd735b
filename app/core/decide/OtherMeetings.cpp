#include "OtherMeetings.h"

#include "EventDecider.h"

#include "evidence/MinuteMarks.h"
#include "evidence/ScoreShape.h"
#include "evidence/TeamTally.h"
#include "identify/LatinKey.h"
#include "identify/MatchIdentifier.h"
#include "identify/ReportDates.h"
#include "identify/TeamDirectory.h"
#include "pipeline/Document.h"
#include "roster/RosterSides.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace mt {

namespace {

constexpr int LedeSentences = 5; // a headline, a standfirst, the first lines of the text
constexpr int MinEvents = 1;
constexpr int MinReportsForGoals = 3; // two reports that disagree cannot say which is right
constexpr int MinAloneGoals = 2;

// In Latin letters without marks: "Malmö FF" and "Malmo" share a word.
QSet<QString> wordsOf(const QString &name)
{
    QSet<QString> out;
    for (const QString &w : TeamDirectory::fold(name).split(u' ', Qt::SkipEmptyParts))
        out.insert(LatinKey::of(w));
    return out;
}

// "Dortmund" is Borussia Dortmund (the words of one name are words of the other); the
// directory's club of an alias is its club.
bool sameTeam(const QString &written, const QString &team)
{
    if (written.isEmpty() || team.isEmpty())
        return false;
    const TeamDirectory &dir = TeamDirectory::builtIn();
    const int known = dir.findExact(written);
    if (known >= 0 && dir.teams().at(known).name == team)
        return true;
    const QSet<QString> a = wordsOf(written), b = wordsOf(team);
    return !a.isEmpty() && !b.isEmpty() && (a.contains(b) || b.contains(a));
}

// Notes which teams of the match the sentence names (by name, not "the hosts").
void noteTeamsNamed(const SentenceData &s, bool &home, bool &away)
{
    for (const TeamMention &t : s.teams) {
        home = home || (t.team == 0 && !t.roleWord);
        away = away || (t.team == 1 && !t.roleWord);
    }
}

bool namesBoth(const SentenceData &s)
{
    bool home = false, away = false;
    noteTeamsNamed(s, home, away);
    return home && away;
}

// The reports that tell each event in the align stage's reading.
QList<QSet<int>> tellers(const QList<Event> &events)
{
    QList<QSet<int>> out;
    for (const Event &e : events)
        out.append(EventDecider::firstPassReports(e));
    return out;
}

// Per report, the goals it dates: those another report tells too, and those it alone tells.
struct DatedGoals
{
    int shared = 0;
    QStringList alone; // "Kvitter 42'"
};

constexpr int HalfClock = 45;
constexpr int ClockSlack = 2;

// A goal only one report dates is this match's goal told another way, not another meeting's,
// when a goal other reports tell is by the same player at that minute on the match's or the
// half's clock ("47'" of a 92nd-minute goal), or is his side's goal at that very minute and the
// report took the wrong player of the sentence for its scorer. His side is the one his decided
// events give him (the roster's), else the one the report gave the goal.
class ToldGoals
{
public:
    ToldGoals(const QList<Event> &events, const QList<QSet<int>> &told, const QList<Event> &decided)
    {
        for (qsizetype ei = 0; ei < events.size(); ++ei) {
            const Event &e = events.at(ei);
            if (e.type != EventType::Goal || told.at(ei).size() <= 1 || !e.time.isKnown())
                continue;
            m_minutes[RosterSides::surnameKey(e.player)].append(e.time.elapsed());
        }
        for (const Event &e : decided) {
            if (e.team == TeamSide::Unknown || e.player.isEmpty())
                continue;
            if (e.type == EventType::Goal && e.time.isKnown())
                m_sideMinutes[int(e.team)].append(e.time.elapsed());
            if (e.method != GoalMethod::OwnGoal)
                m_sides.insert(RosterSides::surnameKey(e.player), e.team);
        }
    }
    bool explains(const Event &e) const { return onAnotherClock(e) || byAnotherScorer(e); }

private:
    bool onAnotherClock(const Event &e) const
    {
        const QList<int> minutes = m_minutes.value(RosterSides::surnameKey(e.player));
        const int t = e.time.elapsed();
        return std::any_of(minutes.cbegin(), minutes.cend(), [&](int m) {
            return std::abs(t - m) <= ClockSlack || std::abs(t + HalfClock - m) <= ClockSlack;
        });
    }
    bool byAnotherScorer(const Event &e) const
    {
        const TeamSide side = e.method == GoalMethod::OwnGoal
            ? e.team
            : m_sides.value(RosterSides::surnameKey(e.player), e.team);
        if (side == TeamSide::Unknown)
            return false;
        const QList<int> minutes = m_sideMinutes.value(int(side));
        return minutes.contains(e.time.elapsed());
    }

    QHash<QString, QList<int>> m_minutes;
    QHash<int, QList<int>> m_sideMinutes; // the decided goals' minutes, per side
    QHash<QString, TeamSide> m_sides;
};

QHash<int, DatedGoals> datedGoals(
    const QList<Event> &events, const QList<QSet<int>> &told, const QList<Event> &decided)
{
    const ToldGoals others(events, told, decided);
    QHash<int, DatedGoals> out;
    for (qsizetype ei = 0; ei < events.size(); ++ei) {
        const Event &e = events.at(ei);
        if (e.type != EventType::Goal || !e.time.isKnown())
            continue;
        QSet<int> dating;
        for (const Mention &m : e.mentions) {
            if (m.timeStated && !m.backReference && !m.linked)
                dating.insert(m.source);
        }
        const bool explained = told.at(ei).size() <= 1 && others.explains(e);
        for (int di : std::as_const(dating)) {
            if (told.at(ei).size() > 1)
                ++out[di].shared;
            else if (!explained)
                out[di].alone.append(e.player + u' ' + e.time.display());
        }
    }
    return out;
}

} // namespace

std::optional<OtherMeetings::Stated> OtherMeetings::statedScore(
    const Document &d, const MatchInfo &match)
{
    // A live blog's lines give running scores: only its headline states the result.
    const int n = std::min(int(d.sentences.size()), isLiveBlog(d) ? 1 : LedeSentences);
    for (int si = 0; si < n; ++si) {
        for (const ScoreLine &l : d.sentences.at(si).scoreLines) {
            if (l.shootout || l.aggregate)
                continue;
            const bool straight = sameTeam(l.first, match.home) && sameTeam(l.second, match.away);
            const bool crossed = sameTeam(l.first, match.away) && sameTeam(l.second, match.home);
            if (straight != crossed) // both: a derby's names that cannot say which is which
                return Stated {straight ? l.score : Score {l.score.away, l.score.home}, true};
        }
    }
    if (auto tally = tallied(d))
        return tally;
    // No score line: the scores the lede writes, when it names both teams.
    bool home = false, away = false;
    Stated lede;
    lede.ordered = false;
    for (int si = 0; si < n; ++si) {
        const SentenceData &s = d.sentences.at(si);
        noteTeamsNamed(s, home, away);
        if (!s.history)
            lede.others.append(scoresIn(s));
    }
    if (!home || !away || lede.others.isEmpty())
        return std::nullopt;
    lede.score = lede.others.takeFirst();
    return lede;
}

// A fact box's team lines with their goal counts ("SSC Neapel 2" ... "Juventus Turin 1"), one
// for each team, near the top.
std::optional<OtherMeetings::Stated> OtherMeetings::tallied(const Document &d)
{
    constexpr int FactBoxSentences = 20;
    Score score;
    const int n = std::min(int(d.sentences.size()), FactBoxSentences);
    for (int si = 0; si < n; ++si) {
        if (const auto t = TeamTally::of(d.sentences.at(si)))
            (t->team == 0 ? score.home : score.away) = t->goals;
    }
    if (!score.isValid())
        return std::nullopt;
    Stated tally {score, true};
    tally.result = true;
    return tally;
}

// Entries that open with a minute stamp ("12' GOAL!", "**84'**", "90+2'", "35 mins:"), two or
// more.
bool OtherMeetings::isLiveBlog(const Document &d)
{
    int stamped = 0;
    for (const SentenceData &s : d.sentences) {
        const QList<Token> &tk = s.tokens;
        int i = 0;
        while (i < tk.size() && tk.at(i).kind == Token::Punct && !tk.at(i).is(u'\''))
            ++i;
        if (i + 1 >= tk.size() || tk.at(i).kind != Token::Number)
            continue;
        if (i + 3 < tk.size() && tk.at(i + 1).is(u'+') && tk.at(i + 2).kind == Token::Number)
            i += 2;
        const Token &mark = tk.at(i + 1);
        // "35 mins: City 2 United 0", "62 min -": a minute word and the stamp's separator.
        const bool wordStamp = MinuteMarks::isWord(mark) && i + 2 < tk.size()
            && (tk.at(i + 2).is(u':') || tk.at(i + 2).is(u'-') || tk.at(i + 2).is(u'\u2013'));
        if (mark.is(u'\'') || mark.is(u'\u2019') || mark.is(u'\u2032') || wordStamp)
            ++stamped;
        if (stamped >= 2)
            return true;
    }
    return false;
}

// "Il Napoli batte la Juve al Maradona 2-1", "beim 2:2": the scores a sentence writes, but a
// shootout's, two legs' and the half-time score ("4-0 down at half-time").
QList<Score> OtherMeetings::scoresIn(const SentenceData &s)
{
    QList<Score> out;
    for (int i = 0; i + 2 < int(s.tokens.size()); ++i) {
        const std::optional<Score> score = ScoreShape::at(s.tokens, i);
        if (score && !MatchIdentifier::nearCue(s, Cue::Shootout, i, i + 3)
            && !MatchIdentifier::nearCue(s, Cue::Aggregate, i, i + 3)
            && !MatchIdentifier::nearCue(s, Cue::HalfTime, i, i + 3))
            out.append(*score);
    }
    return out;
}

// A score line anywhere in the report that gives a side more goals than the match ended with
// ("Man City 2 Real Madrid 0" of a 3-1): scores only rise, so it is another meeting's. So is a
// score in a sentence naming both teams that no side could have had, either way round ("beat
// them 3-2" of a 1-2).
std::optional<Score> OtherMeetings::beyondFinalScore(const Document &d, const MatchInfo &match)
{
    const Score f = match.finalScore;
    auto beyond = [&](const Score &sc) { return sc.home > f.home || sc.away > f.away; };
    for (const SentenceData &s : d.sentences) {
        if (s.otherMatch || s.history)
            continue;
        if (namesBoth(s)) {
            for (const Score &sc : scoresIn(s)) {
                if (beyond(sc) && beyond(Score {sc.away, sc.home}))
                    return sc;
            }
        }
        for (const ScoreLine &l : s.scoreLines) {
            if (l.shootout || l.aggregate)
                continue;
            const bool straight = sameTeam(l.first, match.home) && sameTeam(l.second, match.away);
            const bool crossed = sameTeam(l.first, match.away) && sameTeam(l.second, match.home);
            if (straight == crossed)
                continue;
            const Score sc = straight ? l.score : Score {l.score.away, l.score.home};
            if (beyond(sc))
                return sc;
        }
    }
    return std::nullopt;
}

// The reports that give the two teams another score, each with that score: in the lede, or a
// score line beyond the final score anywhere.
QHash<int, OtherMeetings::Stated> OtherMeetings::conflicting(
    const QList<Document *> &docs, const MatchInfo &match)
{
    QHash<int, Stated> out;
    for (int di = 0; di < docs.size(); ++di) {
        const Document &d = *docs.at(di);
        if (!d.source.setAside.isEmpty())
            continue;
        const std::optional<Stated> stated = statedScore(d, match);
        if (stated && !stated->agreesWith(match.finalScore))
            out.insert(di, *stated);
        else if (const std::optional<Score> beyond = beyondFinalScore(d, match))
            out.insert(di, Stated {*beyond, true});
    }
    return out;
}

QStringList OtherMeetings::judge(const QList<Document *> &docs, const QList<Event> &events,
    const MatchInfo &match, const QList<Event> &decided)
{
    const QList<Score> path = scorePath(decided, match.finalScore);
    QStringList out;
    for (const Document *d : docs)
        out.append(d->source.setAside);
    if (!match.finalScore.isValid() || docs.size() < 2)
        return out;
    const QList<QSet<int>> told = tellers(events);
    const QHash<int, Stated> stated = conflicting(docs, match);
    const QList<int> keys = stated.keys();
    QSet<int> suspects(keys.cbegin(), keys.cend());
    setAsideByCompany(docs, told, match, suspects, out);
    setAsideByScore(stated, told, suspects, match, path, out);
    setAsideByGoals(docs, events, told, match, decided, out);
    if (!path.isEmpty())
        setAsideByRunningScore(events, told, decided, match, out);
    setAsideByDate(docs, told, match, out);
    return out;
}

namespace {

// Of the events report di tells, how many it tells, and how many no other report tells.
struct Telling
{
    int mine = 0;
    int alone = 0;
};

Telling tellingOf(const QList<QSet<int>> &told, int di)
{
    Telling out;
    for (const QSet<int> &t : told) {
        if (!t.contains(di))
            continue;
        ++out.mine;
        out.alone += t.size() == 1 ? 1 : 0;
    }
    return out;
}

// Whether the match could stand at score after a goal at minute t: the score one of its goals
// within a few minutes of t made, either way round ("2:0" of the away side's view).
bool couldStandAt(const QList<Event> &decided, const MatchTime &t, const Score &score)
{
    constexpr int Window = 3;
    for (const Event &g : decided) {
        if (g.type != EventType::Goal || !g.time.isKnown()
            || std::abs(g.time.elapsed() - t.elapsed()) > Window)
            continue;
        if (g.scoreAfter == score || g.scoreAfter == Score {score.away, score.home})
            return true;
    }
    return false;
}

} // namespace

// A report whose ticker or fact box dates a goal with a running score the match did not stand at
// then ("TOR! 2:0 Naldo 81'" of a match that was 4-2 at 81'), and whose
// events are mostly told by no other report, is of another meeting.
void OtherMeetings::setAsideByRunningScore(const QList<Event> &events, const QList<QSet<int>> &told,
    const QList<Event> &decided, const MatchInfo &match, QStringList &out)
{
    QHash<int, QString> impossible; // report -> its goal the match could not have had
    for (qsizetype ei = 0; ei < events.size(); ++ei) {
        const Event &e = events.at(ei);
        if (e.type != EventType::Goal)
            continue;
        for (const Mention &m : e.mentions) {
            if (m.linked || !m.structured || !m.time.isKnown() || !m.scoreAfter.isValid()
                || couldStandAt(decided, m.time, m.scoreAfter))
                continue;
            impossible.insert(m.source,
                QStringLiteral("%1-%2 at %3")
                    .arg(m.scoreAfter.home)
                    .arg(m.scoreAfter.away)
                    .arg(m.time.display()));
        }
    }
    for (auto it = impossible.cbegin(); it != impossible.cend(); ++it) {
        const Telling t = tellingOf(told, it.key());
        if (!out.at(it.key()).isEmpty() || t.alone * 2 < t.mine)
            continue;
        out[it.key()] = QStringLiteral("another meeting of %1 and %2: it dates a goal making %3, "
                                       "a score this match did not stand at then, and %4 of "
                                       "the %5 events it tells are told by no other report")
                            .arg(match.home, match.away, it.value())
                            .arg(t.alone)
                            .arg(t.mine);
    }
}

QList<Score> OtherMeetings::scorePath(const QList<Event> &decided, const Score &finalScore)
{
    QList<Score> path {Score {0, 0}};
    for (const Event &e : decided) {
        if (e.type == EventType::Goal)
            path.append(e.scoreAfter);
    }
    return path.constLast() == finalScore ? path : QList<Score> {};
}

// A report that gives the two teams another score, whose events are mostly told by no report
// of this match: two thirds of them; half, when the match never stood at its score ("Live: 1-2"
// of a match that went 1-0, 2-0, 3-0, 4-0, 4-1, ...).
void OtherMeetings::setAsideByScore(const QHash<int, Stated> &stated, const QList<QSet<int>> &told,
    const QSet<int> &suspects, const MatchInfo &match, const QList<Score> &path, QStringList &out)
{
    for (auto it = stated.cbegin(); it != stated.cend(); ++it) {
        const int di = it.key();
        const Score sc = it.value().score;
        // Told by no report that agrees with the final score: two reports of last season's
        // derby do not vouch for each other.
        int mine = 0, alone = 0;
        for (const QSet<int> &t : told) {
            if (!t.contains(di))
                continue;
            ++mine;
            alone += (t - suspects).isEmpty() ? 1 : 0;
        }
        // (A fact box's tallies are a result, never a score on the way to one.)
        const bool offPath = it.value().result
            || (!path.isEmpty() && !path.contains(sc) && !path.contains(Score {sc.away, sc.home}));
        if (!out.at(di).isEmpty() || mine < MinEvents
            || (offPath ? alone * 2 < mine : alone * 3 < mine * 2))
            continue;
        out[di] = QStringLiteral("another meeting of %1 and %2: it gives the score %3-%4, not "
                                 "%5-%6, and %7 of the %8 events it tells are told by no "
                                 "report of this match")
                      .arg(match.home, match.away)
                      .arg(sc.home)
                      .arg(sc.away)
                      .arg(match.finalScore.home)
                      .arg(match.finalScore.away)
                      .arg(alone)
                      .arg(mine);
    }
}

// A report that gives no score of its own, whose events are told only by reports of another
// meeting (last season's line-ups, in a language with no pack to read its lede), is of that
// meeting too; and so on, until no more join them.
void OtherMeetings::setAsideByCompany(const QList<Document *> &docs, const QList<QSet<int>> &told,
    const MatchInfo &match, QSet<int> &suspects, QStringList &out)
{
    constexpr int MinWithSuspects = 2;
    for (bool grew = true; grew;) {
        grew = false;
        for (int di = 0; di < docs.size(); ++di) {
            if (suspects.contains(di) || !out.at(di).isEmpty() || statedScore(*docs.at(di), match))
                continue;
            int shared = 0, onlyTheirs = 0; // told by others; by reports of another meeting only
            for (const QSet<int> &t : told) {
                if (!t.contains(di) || t.size() < 2)
                    continue;
                ++shared;
                onlyTheirs += (t - QSet<int> {di} - suspects).isEmpty() ? 1 : 0;
            }
            if (onlyTheirs < MinWithSuspects || onlyTheirs * 3 < shared * 2)
                continue;
            suspects.insert(di);
            out[di] = QStringLiteral("another meeting of %1 and %2: %3 of the %4 events it tells "
                                     "that other reports tell too are told only by reports of "
                                     "another meeting")
                          .arg(match.home, match.away)
                          .arg(onlyTheirs)
                          .arg(shared);
            grew = true;
        }
    }
}

// A report whose goals, each dated, are goals no other report tells ("Goles: 0-1, minuto 29:
// A. 0-2, minuto 38: B."), is about another meeting, even when it ends with the same score.
void OtherMeetings::setAsideByGoals(const QList<Document *> &docs, const QList<Event> &events,
    const QList<QSet<int>> &told, const MatchInfo &match, const QList<Event> &decided,
    QStringList &out)
{
    if (docs.size() < MinReportsForGoals)
        return;
    const QHash<int, DatedGoals> dated = datedGoals(events, told, decided);
    for (auto it = dated.cbegin(); it != dated.cend(); ++it) {
        const int di = it.key();
        const DatedGoals &g = it.value();
        if (!out.at(di).isEmpty() || g.alone.size() < MinAloneGoals
            || g.shared * 3 >= int(g.alone.size()))
            continue;
        out[di] = QStringLiteral("another meeting of %1 and %2: the goals it dates (%3) are "
                                 "told by no other report")
                      .arg(match.home, match.away, g.alone.join(QStringLiteral(", ")));
    }
}

namespace {

// Whether the events a report tells (one or more) are mostly told by no other report: a page
// re-dated months later (an archive's update) still tells the match's events.
bool toldAlone(const QList<QSet<int>> &told, int di)
{
    const Telling t = tellingOf(told, di);
    return t.mine > 0 && t.alone * 3 >= t.mine * 2;
}

} // namespace

// A report whose every date is weeks from the day the other reports are dated ("6 October
// 2019" among reports of 6 April 2019), whose lede does not give the final score and whose
// events no other report tells, is of another meeting: last season's fixture, the cup tie.
void OtherMeetings::setAsideByDate(const QList<Document *> &docs, const QList<QSet<int>> &told,
    const MatchInfo &match, QStringList &out)
{
    QHash<int, QList<StatedDate>> dates;
    for (int di = 0; di < docs.size(); ++di) {
        if (!out.at(di).isEmpty())
            continue;
        QList<StatedDate> own = ReportDates::of(*docs.at(di));
        if (!own.isEmpty())
            dates.insert(di, own);
    }
    const DateRange day = ReportDates::agreed(dates);
    if (!day.isValid())
        return;
    const QString agreed = day.from == day.to ? day.from.toString(Qt::ISODate)
                                              : day.from.toString(u"yyyy-MM"_qs);
    for (auto it = dates.cbegin(); it != dates.cend(); ++it) {
        const StatedDate &first = it.value().constFirst();
        const std::optional<Stated> stated = statedScore(*docs.at(it.key()), match);
        if (!ReportDates::farFrom(it.value(), day)
            || (stated && stated->agreesWith(match.finalScore)) || !toldAlone(told, it.key()))
            continue;
        out[it.key()]
            = QStringLiteral("another meeting of %1 and %2: it is dated %3, the other "
                             "reports %4")
                  .arg(match.home, match.away,
                      (first.date.isValid() ? first.date : first.alternative)
                          .toString(first.wholeMonth ? u"yyyy-MM"_qs : u"yyyy-MM-dd"_qs),
                      agreed);
    }
}

void OtherMeetings::remove(const QList<int> &documents, QList<Event> &events)
{
    const QSet<int> gone(documents.cbegin(), documents.cend());
    for (Event &e : events)
        e.mentions.removeIf([&](const Mention &m) { return gone.contains(m.source); });
    events.removeIf([](const Event &e) { return e.mentions.isEmpty(); });
}

} // namespace mt
