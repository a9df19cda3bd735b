// Which reports are about the match the reports agree on (DESIGN.md 1, identify). A text that
// names neither team nor anyone the other reports name never merges into this match's
// timeline. Judged after the match and its teams are known, before any event is read; a report
// set aside is still shown, with the reason. (Another meeting of the same teams needs the
// decided events to be told apart: a score line alone set aside reports that merely state a
// wrong score, so that is left to the decide stage.)
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
};

} // namespace mt
