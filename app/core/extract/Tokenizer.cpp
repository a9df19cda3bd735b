#include "Tokenizer.h"

#include <QHash>

#include <algorithm>

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

bool isApostrophe(QChar c)
{
    return c == u'\'' || c == u'\u2019' || c == u'\u02BC';
}

// One spelling for quote and dash variants so packs need not list them all.
void normalizeVariants(QString &lower, Token::Kind kind, QChar first, bool ascii)
{
    if (kind == Token::Word && !ascii) {
        // "didn’t" and "O’Rourke" meet the packs' "didn't" and "O'Rourke".
        lower.replace(u'\u2019', u'\'');
        lower.replace(u'\u02BC', u'\'');
    } else if (kind == Token::Punct) {
        if (isApostrophe(first) || first == u'\u2018' || first == u'\u2032')
            lower = QStringLiteral("'");
        else if (first == u'\u2013' || first == u'\u2014' || first == u'\u2212'
            || first == u'\u2010')
            lower = QStringLiteral("-");
        else if (first == u'\u201C' || first == u'\u201D' || first == u'\u00AB'
            || first == u'\u00BB')
            lower = QStringLiteral("\"");
    }
}

// The shared record of a word's facts, its matching form among them.
struct Word
{
    QExplicitlySharedDataPointer<WordFacts> facts;
};

Word newWord(QString lower)
{
    auto *facts = new WordFacts;
    facts->lower = std::move(lower);
    return Word {QExplicitlySharedDataPointer<WordFacts>(facts)};
}

// A word as written and its matching form and record.
struct Seen
{
    QString raw; // a hash key views this string's characters
    Word word;
};

// The word of text, a token of this kind: case-folded, variants normalised; for ASCII (most
// tokens) without Unicode tables. Reports repeat their words, so each thread keeps the words it
// has seen and hands out shared copies instead of a new string and record a token.
const Seen &seenWord(QStringView text, Token::Kind kind, bool ascii)
{
    thread_local QHash<QStringView, Seen> seen;
    const auto it = seen.constFind(text);
    if (it != seen.cend())
        return *it;
    if (seen.size() >= 65536)
        seen.clear();
    Seen e {text.toString(), {}};
    QString folded = foldText(text, ascii);
    normalizeVariants(folded, kind, text.front(), ascii);
    e.word = newWord(folded == e.raw ? e.raw : folded); // one string for both when equal
    const QStringView key(e.raw);
    return *seen.insert(key, std::move(e));
}

// The word of text[from, to) (which its characters make a token of this kind).
const Word &wordOf(const QChar *s, int from, int to, Token::Kind kind)
{
    // One pass: an OR of the characters (ASCII or not) and a cheap hash of them.
    char16_t bits = 0;
    unsigned hash = unsigned(to - from);
    for (int k = from; k < to; ++k) {
        bits |= s[k].unicode();
        hash = hash * 31 + s[k].unicode();
    }
    const bool ascii = bits < 0x80;
    if (ascii && to - from == 1) {
        char16_t c = s[from].unicode();
        if (c >= u'A' && c <= u'Z')
            c += 0x20;
        thread_local Word single[128];
        Word &w = single[c];
        if (!w.facts)
            w = newWord(asciiString(c));
        return w;
    }
    // Most tokens are words the thread met a moment ago: the last word seen at each of 1024
    // places by that hash answers them without the thread's full hash look-up.
    constexpr unsigned RecentSlots = 1024;
    thread_local Seen recent[RecentSlots];
    Seen &r = recent[(hash ^ (hash >> 10)) & (RecentSlots - 1)];
    const QStringView text(s + from, to - from);
    if (r.word.facts && r.raw.size() == text.size()
        && std::equal(text.begin(), text.end(), r.raw.cbegin()))
        return r.word;
    r = seenWord(text, kind, ascii);
    return r.word;
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
        // Made in place: a token moved into the list costs a move and a destructor more.
        Token &t = tokens.emplaceBack();
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
            thread_local const Word possessive = newWord(QStringLiteral("'s"));
            t.word = possessive.facts;
            i = t.end;
            continue;
        } else {
            t.kind = Token::Punct;
            t.end = i + 1;
            if (c.isHighSurrogate() && i + 1 < end)
                t.end = i + 2;
        }
        t.word = wordOf(s, t.start, t.end, t.kind).facts;
        i = t.end;
    }
    // A report keeps every sentence's tokens: what the estimate reserved too much is given back.
    if (tokens.capacity() > tokens.size() + tokens.size() / 4 + 2)
        tokens.squeeze();
    return tokens;
}

} // namespace mt
