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

    // Finds the score lines of every sentence once (SentenceData::scoreLines).
    static void findScoreLines(Document &doc);
    static QList<ScoreLine> scoreLines(const Document &doc, int sentence);
    // A cue of the kind (shootout, aggregate) right before or after the score's tokens.
    static bool nearCue(const SentenceData &s, Cue kind, int scoreStart, int scoreEnd);

private:
    void fillTeams(const QString &home, const QString &away, MatchContext &ctx) const;
    void buildForms(MatchContext &ctx) const;
    static QStringList writtenLongNames(const QString &name, const QList<Document *> &docs);
    void mostNamedPair(const QHash<QString, int> &mentionCount,
        const QHash<QString, int> &firstMention, const QList<Document *> &docs, QString &home,
        QString &away) const;

    const TeamDirectory &m_directory;
};

} // namespace mt
