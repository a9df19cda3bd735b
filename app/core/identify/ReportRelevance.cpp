#include "ReportRelevance.h"

#include "LatinKey.h"
#include "TeamDirectory.h"

#include <QSet>

#include <algorithm>

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

// 0 for home, 1 for away when the name is a form the reports use for that club ("Man City",
// "Manchester City", "City"); else -1.
int sideOf(const QString &name, const MatchContext &ctx)
{
    const QStringList tokens = TeamDirectory::fold(name).split(u' ', Qt::SkipEmptyParts);
    if (tokens.isEmpty())
        return -1;
    int side = -1;
    for (const TeamForm &f : ctx.formsByFirstToken.value(tokens.first())) {
        if (f.tokens != tokens || (f.team != 0 && f.team != 1))
            continue;
        if (side >= 0 && side != f.team)
            return -1; // a form both clubs share
        side = f.team;
    }
    return side;
}

QString scoreText(const MatchContext &ctx, const Score &s)
{
    return QStringLiteral("%1 %2-%3 %4").arg(ctx.match.home).arg(s.home).arg(s.away).arg(ctx.match.away);
}

} // namespace

// The report's scores between the two clubs as (home, away), outside history sentences, with
// whether each stands in the headline (the first three lines).
QList<QPair<Score, bool>> ReportRelevance::scoresOf(const Document &doc, const MatchContext &ctx)
{
    QList<QPair<Score, bool>> out;
    for (int si = 0; si < doc.sentences.size(); ++si) {
        const SentenceData &sentence = doc.sentences.at(si);
        if (sentence.history)
            continue;
        for (const ScoreLine &l : sentence.scoreLines) {
            const int a = sideOf(l.first, ctx), b = sideOf(l.second, ctx);
            if (a >= 0 && b >= 0 && a != b)
                out.append({a == 0 ? l.score : Score {l.score.away, l.score.home}, si < 3});
        }
    }
    return out;
}

// A side with more goals than the final score gives it: this match never had that score.
// Running scores of this match never pass its result. One such line in the headline, or two
// anywhere, with none giving the result, decide.
QString ReportRelevance::otherMeeting(const QList<QPair<Score, bool>> &scores, const Score &final,
    const MatchContext &ctx)
{
    int impossible = 0;
    bool headline = false;
    Score first;
    for (const auto &[s, inHeadline] : scores) {
        if (s == final)
            return {}; // it does state this match's result
        if (s.home > final.home || s.away > final.away) {
            if (impossible++ == 0)
                first = s;
            headline = headline || inHeadline;
        }
    }
    if (!headline && impossible < 2)
        return {};
    return QStringLiteral("about another meeting of the same teams (%1; this match ended %2-%3)")
        .arg(scoreText(ctx, first))
        .arg(final.home)
        .arg(final.away);
}

QStringList ReportRelevance::judge(const QList<Document *> &docs, const MatchContext &ctx)
{
    QStringList reasons(docs.size());
    if (docs.size() < 2 || !ctx.hasMatch())
        return reasons;
    // The reports that name a club of the match; their names are what the match is about.
    QList<bool> core(docs.size(), false);
    QSet<QString> matchWords = skeletonsOf(ctx.match.home) + skeletonsOf(ctx.match.away);
    // Only a result that two reports state is sure enough to set a third aside.
    QList<QList<QPair<Score, bool>>> scores;
    int stating = 0;
    for (const Document *d : docs) {
        scores.append(scoresOf(*d, ctx));
        const auto &own = scores.last();
        stating += std::any_of(own.cbegin(), own.cend(),
            [&](const auto &s) { return s.first == ctx.match.finalScore; });
    }
    const bool sureResult = ctx.match.finalScore.isValid() && stating >= 2;
    for (int i = 0; i < docs.size(); ++i) {
        if (sureResult)
            reasons[i] = otherMeeting(scores.at(i), ctx.match.finalScore, ctx);
        core[i] = reasons[i].isEmpty() && namesMatchTeam(*docs.at(i));
        if (core[i])
            matchWords += nameWords(*docs.at(i));
    }
    if (!core.contains(true))
        return reasons;
    for (int i = 0; i < docs.size(); ++i) {
        if (core[i] || !reasons[i].isEmpty())
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
