#include "Tokenizer.h"

#include <QHash>

namespace mt {

namespace {

bool isWordCharSlow(QChar c)
{
    return c.isLetterOrNumber() || c.category() == QChar::Mark_NonSpacing
        || c.category() == QChar::Mark_SpacingCombining;
}

// Asked for every character of every word: ASCII (nearly all of them) without a call.
inline bool isWordChar(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x80)
        return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9');
    return isWordCharSlow(c);
}

// One shared, unallocated string per ASCII character: punctuation tokens are mostly these.
const QString &asciiString(char16_t c)
{
    static const struct Table
    {
        char16_t chars[128];
        QString strings[128];
        Table()
        {
            for (int i = 0; i < 128; ++i) {
                chars[i] = char16_t(i);
                strings[i] = QString::fromRawData(reinterpret_cast<const QChar *>(&chars[i]), 1);
            }
        }
    } table;
    return table.strings[c];
}

QString foldText(QStringView text, bool ascii)
{
    if (!ascii)
        return text.toString().toCaseFolded();
    QString out(text.size(), Qt::Uninitialized);
    QChar *o = out.data();
    for (qsizetype k = 0; k < text.size(); ++k) {
        const char16_t c = text[k].unicode();
        o[k] = QChar(c >= u'A' && c <= u'Z' ? char16_t(c + 0x20) : c);
    }
    return out;
}

// The case-folded form of text[from, to); for ASCII (most tokens) without Unicode tables.
// Reports repeat their words, so each thread keeps the folded form of the words it has seen
// and hands out shared copies instead of a new string a token.
QString caseFolded(const QChar *s, int from, int to, bool *ascii)
{
    *ascii = true;
    for (int k = from; k < to && *ascii; ++k)
        *ascii = s[k].unicode() < 0x80;
    if (*ascii && to - from == 1) {
        char16_t c = s[from].unicode();
        if (c >= u'A' && c <= u'Z')
            c += 0x20;
        return asciiString(c);
    }
    struct Entry
    {
        QString raw; // the key views this string's characters
        QString folded;
    };
    thread_local QHash<QStringView, Entry> seen;
    const QStringView text(s + from, to - from);
    const auto it = seen.constFind(text);
    if (it != seen.cend())
        return it->folded;
    if (seen.size() >= 65536)
        seen.clear();
    Entry e {text.toString(), foldText(text, *ascii)};
    if (e.folded == e.raw)
        e.folded = e.raw; // one string for both
    const QStringView key(e.raw);
    const QString folded = e.folded;
    seen.insert(key, std::move(e));
    return folded;
}

bool isApostrophe(QChar c)
{
    return c == u'\'' || c == u'\u2019' || c == u'\u02BC';
}

} // namespace

QList<Token> Tokenizer::tokenize(const QString &text, int start, int end)
{
    QList<Token> tokens;
    tokens.reserve((end - start) / 5 + 4);
    const QChar *s = text.constData();
    int i = start;
    bool space = true;
    while (i < end) {
        const QChar c = s[i];
        if (c.isSpace()) {
            space = true;
            ++i;
            continue;
        }
        Token t;
        t.start = i;
        t.spaceBefore = space;
        space = false;
        if (c.isDigit()) {
            int j = i;
            int value = 0;
            while (j < end && s[j].isDigit()) {
                if (value < 100000)
                    value = value * 10 + s[j].digitValue();
                ++j;
            }
            int k = j;
            while (k < end && s[k].isLetter())
                ++k;
            t.kind = Token::Number;
            t.number = value;
            t.ordinalSuffix = k > j && k - j <= 2; // "56th", "1st", "2nd"; not "150million"
            if (k - j > 2)
                t.kind = Token::Word;
            t.end = k;
        } else if (isWordChar(c)) {
            int j = i + 1;
            while (j < end) {
                if (isWordChar(s[j])) {
                    ++j;
                    continue;
                }
                // "don't", "O'Neill" stay one word; the possessive "'s" becomes its own token.
                if (isApostrophe(s[j]) && j + 1 < end && s[j + 1].isLetter()) {
                    const bool possessive = (s[j + 1] == u's' || s[j + 1] == u'S')
                        && (j + 2 >= end || !isWordChar(s[j + 2]));
                    if (!possessive) {
                        j += 2;
                        continue;
                    }
                }
                break;
            }
            t.kind = Token::Word;
            t.end = j;
            t.capitalized = c.isUpper() || c.isTitleCase();
        } else if (isApostrophe(c) && i + 1 < end && (s[i + 1] == u's' || s[i + 1] == u'S')
            && (i + 2 >= end || !isWordChar(s[i + 2]))) {
            t.kind = Token::Punct;
            t.end = i + 2;
            tokens.append(t);
            tokens.last().lower = QStringLiteral("'s");
            i = t.end;
            continue;
        } else {
            t.kind = Token::Punct;
            t.end = i + 1;
            if (c.isHighSurrogate() && i + 1 < end)
                t.end = i + 2;
        }
        bool ascii = true;
        QString lower = caseFolded(s, t.start, t.end, &ascii);
        // One spelling for quote and dash variants so packs need not list them all.
        if (t.kind == Token::Word && !ascii) {
            // "didn’t" and "O’Rourke" meet the packs' "didn't" and "O'Rourke".
            lower.replace(u'\u2019', u'\'');
            lower.replace(u'\u02BC', u'\'');
        } else if (t.kind == Token::Punct) {
            if (isApostrophe(c) || c == u'\u2018' || c == u'\u2032')
                lower = QStringLiteral("'");
            else if (c == u'\u2013' || c == u'\u2014' || c == u'\u2212' || c == u'\u2010')
                lower = QStringLiteral("-");
            else if (c == u'\u201C' || c == u'\u201D' || c == u'\u00AB' || c == u'\u00BB')
                lower = QStringLiteral("\"");
        }
        t.lower = std::move(lower);
        i = t.end;
        tokens.append(std::move(t));
    }
    return tokens;
}

} // namespace mt
