#include "TeamTally.h"

#include "evidence/ScoreShape.h"
#include "pipeline/Document.h"

namespace mt {

std::optional<TeamTally::Line> TeamTally::of(const SentenceData &s)
{
    constexpr int MaxMoreWords = 2; // "Juventus Turin", "Borussia Dortmund BVB"
    const int n = int(s.tokens.size());
    if (n < 2 || s.teams.size() != 1 || s.tokens.last().kind != Token::Number
        || s.tokens.last().ordinalSuffix || s.tokens.last().number > ScoreShape::MaxGoals)
        return std::nullopt;
    // "FC Schalke 04", "Hannover 96": a number the name ends with, or written with a leading
    // zero, is the club's, not a count of goals.
    const QString &count = s.tokens.last().lower();
    if (count.size() > 1 && count.front() == u'0')
        return std::nullopt;
    const TeamMention &t = s.teams.first();
    if (t.start != 0 || t.roleWord || (t.team != 0 && t.team != 1) || t.end > n - 1
        || t.end < n - 1 - MaxMoreWords)
        return std::nullopt;
    for (int i = t.end; i < n - 1; ++i) {
        if (s.tokens.at(i).kind != Token::Word || !s.tokens.at(i).capitalized)
            return std::nullopt;
    }
    return Line {t.team, s.tokens.last().number};
}

} // namespace mt
