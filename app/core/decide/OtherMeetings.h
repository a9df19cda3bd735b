// Another meeting of the same teams (DESIGN.md 1a, 1c). A report of last season's derby names
// the same clubs and players as this match's reports, so names alone cannot tell it apart
// (identify/ReportRelevance). What does: its headline, lede or fact box tallies (a result,
// never a score on the way) give the two teams a score this
// match did not end with (or a score no side could have had, or one the match never stood at on
// the way to its result), and the events it tells are told by no other report; or the goals it
// dates are goals no other report tells, whatever score it gives; or its ticker or fact box dates
// a goal with a running score the match did not stand at then; or it is dated weeks away from
// the date the other reports agree on, writes no date near it, and tells events no other report
// tells. A report that
// only misstates the score still tells the match's events, which others tell too: it stays.
// Judged on the align stage's events, before the link stage reads every report against them.
#pragma once

#include "model/Analysis.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace mt {

struct Document;
struct SentenceData;

class OtherMeetings
{
public:
    // Per document, why it is about another meeting ("" = it is about this match). Reports
    // already set aside keep their reason.
    // decided: a first decision of the events, whose goals give the scores the match stood at
    // and when (none when that decision does not make the final score).
    static QStringList judge(const QList<Document *> &docs, const QList<Event> &events,
        const MatchInfo &match, const QList<Event> &decided = {});
    static QList<Score> scorePath(const QList<Event> &decided, const Score &finalScore);

    // Takes the documents' mentions out of the events, and the events no other report tells.
    static void remove(const QList<int> &documents, QList<Event> &events);

    // The score the report's first sentences give the match's two teams: from a score line,
    // home first; else, when the lede names both teams, the scores it writes, either way round
    // (a lede that also writes the final score agrees with it: "led 4-0, drew 4-4").
    struct Stated
    {
        Score score;
        bool ordered = true;
        QList<Score> others; // further scores the lede writes (unordered only)
        bool result = false; // a fact box's tallies: the result, not a score on the way
        bool agreesWith(const Score &s) const
        {
            auto same = [&](const Score &x) {
                return x == s || (!ordered && x.home == s.away && x.away == s.home);
            };
            return same(score) || std::any_of(others.cbegin(), others.cend(), same);
        }
    };
    static std::optional<Stated> statedScore(const Document &d, const MatchInfo &match);

private:
    static QList<Score> scoresIn(const SentenceData &s);
    static std::optional<Stated> tallied(const Document &d);
    static std::optional<Score> beyondFinalScore(const Document &d, const MatchInfo &match);
    static QHash<int, Stated> conflicting(const QList<Document *> &docs, const MatchInfo &match);
    static bool isLiveBlog(const Document &d);
    static void setAsideByCompany(const QList<Document *> &docs, const QList<QSet<int>> &told,
        const MatchInfo &match, QSet<int> &suspects, QStringList &out);
    static void setAsideByScore(const QHash<int, Stated> &stated, const QList<QSet<int>> &told,
        const QSet<int> &suspects, const MatchInfo &match, const QList<Score> &path,
        QStringList &out);
    static void setAsideByGoals(const QList<Document *> &docs, const QList<Event> &events,
        const QList<QSet<int>> &told, const MatchInfo &match, const QList<Event> &decided,
        QStringList &out);
    static void setAsideByRunningScore(const QList<Event> &events, const QList<QSet<int>> &told,
        const QList<Event> &decided, const MatchInfo &match, QStringList &out);
    static void setAsideByDate(const QList<Document *> &docs, const QList<QSet<int>> &told,
        const MatchInfo &match, QStringList &out);
};

} // namespace mt
