#include "WrittenNames.h"

#include "LatinKey.h"
#include "TeamDirectory.h"
#include "pipeline/Document.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace mt {

namespace {

constexpr int MinAcronymSentences = 2;

bool shouted(QStringView text)
{
    int letters = 0;
    for (const QChar c : text) {
        if (c.isLetter()) {
            ++letters;
            if (!c.isUpper())
                return false;
        }
    }
    return letters >= 2;
}

QStringView tokenText(const Document &d, const Token &t)
{
    return QStringView(d.source.text).mid(t.start, t.end - t.start);
}

// "Malmö FF" is MFF, "Olympique de Marseille" OM, "Paris Saint-Germain" PSG.
QString initialsOf(const QString &name)
{
    const QStringList words
        = name.split(QRegularExpression(QStringLiteral("[\\s\\-/]+")), Qt::SkipEmptyParts);
    if (words.size() < 2)
        return {};
    QString out;
    for (const QString &w : words) {
        if (!w.front().isLetter() || !w.front().isUpper())
            continue; // "de", "04"
        out += shouted(w) && w.size() <= 3 ? w : QString(w.front());
    }
    return out.size() >= 2 && out.size() <= 4 ? out : QString();
}

} // namespace

QString WrittenNames::ordinaryCase(const QString &name, const QList<Document *> &docs)
{
    if (!shouted(name) || name.size() < 4)
        return name;
    QHash<QString, int> written;
    for (const Document *d : docs) {
        const QString &text = d->source.text;
        for (qsizetype at = text.indexOf(name, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(name, at + name.size(), Qt::CaseInsensitive)) {
            const bool bounded = (at == 0 || !text.at(at - 1).isLetterOrNumber())
                && (at + name.size() >= text.size()
                    || !text.at(at + name.size()).isLetterOrNumber());
            const QString form = text.mid(at, name.size());
            if (bounded && form.front().isUpper() && !shouted(form))
                ++written[form];
        }
    }
    QString best = name;
    int most = 0;
    for (auto it = written.cbegin(); it != written.cend(); ++it) {
        if (it.value() > most || (it.value() == most && it.key() < best)) {
            best = it.key();
            most = it.value();
        }
    }
    return best;
}

QStringList WrittenNames::acronyms(const Team &team, const QList<Document *> &docs)
{
    QSet<QString> candidates;
    for (const QString &n : QStringList {team.name} + team.aliases) {
        const QString initials = initialsOf(n);
        if (!initials.isEmpty())
            candidates.insert(initials);
    }
    const bool oneWord = !team.name.contains(u' ');
    const QString key = LatinKey::of(team.name.toCaseFolded());
    // Every word of capitals the reports write, by sentences; a one-word club's club word.
    QHash<QString, int> sentencesWith;
    for (const Document *d : docs) {
        for (const SentenceData &s : d->sentences) {
            QSet<QString> here;
            for (qsizetype i = 0; i < s.tokens.size(); ++i) {
                const Token &t = s.tokens.at(i);
                if (t.kind != Token::Word || !t.capitalized || t.end - t.start > 4)
                    continue;
                const QStringView text = tokenText(*d, t);
                if (!shouted(text))
                    continue;
                here.insert(text.toString());
                if (oneWord && i > 0 && text.size() <= 3
                    && LatinKey::of(s.tokens.at(i - 1).lower()) == key)
                    candidates.insert(LatinKey::of(team.name.left(1)).toUpper() + text);
            }
            for (const QString &w : std::as_const(here))
                ++sentencesWith[w];
        }
    }
    QStringList out;
    for (const QString &c : std::as_const(candidates)) {
        if (sentencesWith.value(c) >= MinAcronymSentences
            && c.compare(team.name, Qt::CaseInsensitive) != 0
            && !team.aliases.contains(c, Qt::CaseInsensitive))
            out.append(c);
    }
    out.sort();
    return out;
}

} // namespace mt
