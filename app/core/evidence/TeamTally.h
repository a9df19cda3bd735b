// A fact box's team line with its goal count: "SSC Neapel 2", "Juventus Turin 1". The lines
// after it list that team's scorers (StructuredLineReader), and the two teams' lines give the
// report's result (OtherMeetings). A shape, not words: any language writes it so.
#pragma once

#include <optional>

namespace mt {

struct SentenceData;

class TeamTally
{
public:
    struct Line
    {
        int team = -1; // 0 home, 1 away
        int goals = 0;
    };
    // A line that is a team of the match, a word or two more of its name and a number.
    static std::optional<Line> of(const SentenceData &s);
};

} // namespace mt
