// Which reports are about the match the reports agree on (DESIGN.md 1, identify). A report of
// another match never merges into this one's timeline: a different meeting of the same teams
// (its own score line is impossible for this match), or a text that names neither team nor
// anyone the other reports name. Judged after the match and its teams are known, before any
// event is read; a report set aside is still shown, with the reason.
#pragma once

#include "MatchContext.h"
#include "pipeline/Document.h"

#include <QList>
#include <QString>

namespace mt {

class ReportRelevance
{
public:
    // Per document, the reason it is set aside ("" = it is about this match). Only with two or
    // more reports and a known match: one report is its own match.
    static QStringList judge(const QList<Document *> &docs, const MatchContext &ctx);

private:
    static QList<QPair<Score, bool>> scoresOf(const Document &doc, const MatchContext &ctx);
    static QString otherMeeting(const QList<QPair<Score, bool>> &scores, const Score &final,
        const MatchContext &ctx);
};

} // namespace mt
