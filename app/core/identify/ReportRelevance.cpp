#include "ReportRelevance.h"

#include "LatinKey.h"
#include "TeamDirectory.h"

#include <QSet>

namespace mt {

namespace {

// A name's consonants in Latin letters, the same for the spellings a transliteration gives
// (Розенберг "rozenberg" and Rosenberg; Мальмё "mal'mjo" and Malmö): a loose key, but enough to
// tell a report of this match from a text about nobody in it.
QString skeleton(const QString &latin)
{
    QString out;
    for (QChar c : latin) {
        char16_t u = c.unicode();
        if (u < u'a' || u > u'z')
            continue;
        if (QStringView(u"aeiouyhjw").contains(QChar(u)))
            continue;
        if (u == u'z')
            u = u's';
        else if (u == u'k' || u == u'q')
            u = u'c';
        if (out.isEmpty() || out.back() != QChar(u))
            out.append(QChar(u));
    }
    return out;
}

// Words that may be names: capitalised, not the first word of a sentence, four letters or more,
// keyed across scripts.
QSet<QString> nameWords(const Document &doc)
{
    QSet<QString> out;
    for (const SentenceData &s : doc.sentences) {
        for (qsizetype i = 1; i < s.tokens.size(); ++i) {
            const Token &t = s.tokens.at(i);
            if (t.kind != Token::Word || !t.capitalized || t.lower().size() < 4)
                continue;
            const QString key = skeleton(LatinKey::of(t.lower()));
            if (key.size() >= 3)
                out.insert(key);
        }
    }
    return out;
}

bool namesMatchTeam(const Document &doc)
{
    for (const SentenceData &s : doc.sentences) {
        for (const TeamMention &t : s.teams) {
            if (!t.roleWord && (t.team == 0 || t.team == 1))
                return true;
        }
    }
    return false;
}

QSet<QString> wordsOf(const QString &name)
{
    const QStringList list = TeamDirectory::fold(name).split(u' ', Qt::SkipEmptyParts);
    return QSet<QString>(list.cbegin(), list.cend());
}

QSet<QString> skeletonsOf(const QString &name)
{
    QSet<QString> out;
    for (const QString &w : wordsOf(name)) {
        if (const QString key = skeleton(LatinKey::of(w)); key.size() >= 3)
            out.insert(key);
    }
    return out;
}

} // namespace

QStringList ReportRelevance::judge(const QList<Document *> &docs, const MatchContext &ctx)
{
    QStringList reasons(docs.size());
    if (docs.size() < 2 || !ctx.hasMatch())
        return reasons;
    // The reports that name a club of the match; their names are what the match is about.
    QList<bool> core(docs.size(), false);
    QSet<QString> matchWords = skeletonsOf(ctx.match.home) + skeletonsOf(ctx.match.away);
    for (int i = 0; i < docs.size(); ++i) {
        core[i] = namesMatchTeam(*docs.at(i));
        if (core[i])
            matchWords += nameWords(*docs.at(i));
    }
    if (!core.contains(true))
        return reasons;
    for (int i = 0; i < docs.size(); ++i) {
        if (core[i])
            continue;
        const QSet<QString> own = nameWords(*docs.at(i));
        // A script without capitals, or too few names to tell: kept.
        if (own.size() < 8)
            continue;
        qsizetype shared = 0;
        for (const QString &w : own)
            shared += matchWords.contains(w) ? 1 : 0;
        if (shared < 2 || shared * 20 < own.size())
            reasons[i] = QStringLiteral("names neither %1 nor %2, nor anyone the other reports "
                                        "name: not about this match")
                             .arg(ctx.match.home, ctx.match.away);
    }
    return reasons;
}

} // namespace mt
