// Finds the match all reports are about (DESIGN.md section 1, identify): home, away and final
// score from score lines in their common shapes, from team mentions and role words, and builds
// the team forms (full names, curated aliases, short forms the reports use).
#pragma once

#include "MatchContext.h"

namespace mt {

class MatchIdentifier
{
public:
    explicit MatchIdentifier(const TeamDirectory &directory);
    // Fills ctx.match, ctx.teams and the team forms from the reports' sentences.
    void identify(const QList<Document *> &docs, MatchContext &ctx) const;

    // A score line found in one sentence ("Home 3-2 Away", "X beat Y 2-1").
    struct ScoreLine
    {
        QString first, second; // as written
        Score score;           // first's goals, second's goals
        bool ordered = false;  // true when first is the home side
    };
    static QList<ScoreLine> scoreLines(const Document &doc, int sentence);

private:
    const TeamDirectory &m_directory;
};

} // namespace mt
