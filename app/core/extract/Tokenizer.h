// Splits a sentence into word, number and punctuation tokens for the pattern matcher.
// A character-class scanner over UTF-16 (several times faster than an ICU word BreakIterator);
// hyphens and apostrophes are their own tokens so "nine-minute", "21-åringen" and "Nasri's"
// match patterns written as "{num} - minute", "{num} - åringen" and "{player} 's".
#pragma once

#include <QList>
#include <QSharedData>
#include <QString>
#include <QtGlobal>

namespace mt {

// What the pattern matcher (lang/TokenPattern.cpp) learns about one distinct word from a pack's
// tables. The tokenizer hands every token of the same word the same record (one per word and
// thread), so a word is looked up once, not once per token. Each fact is kept for the last two
// tables asked (a stamp names a table state, 0 = none): a thread reads reports in two languages
// in turn. Not thread-safe, like the token caches: a document's tokens are used by one thread
// at a time.
struct WordFacts : QSharedData
{
    QString lower; // the word's case-folded form, the same for every token of the word
    template<typename T> struct TwoSlots
    {
        quint64 stamp[2] = {0, 0};
        T value[2] = {};
        // The slot for this table state; *fresh when it was not known (the older slot goes).
        T &slot(quint64 s, bool *fresh)
        {
            *fresh = false;
            if (stamp[0] == s)
                return value[0];
            if (stamp[1] == s)
                return value[1];
            *fresh = true;
            stamp[1] = stamp[0];
            value[1] = value[0];
            stamp[0] = s;
            return value[0];
        }
        // The value for this table state, computed by compute() when not known.
        template<typename Compute> T get(quint64 s, Compute compute)
        {
            bool fresh = false;
            T &v = slot(s, &fresh);
            if (fresh)
                v = compute();
            return v;
        }
    };
    struct Number
    {
        short cardinal = -1;
        short ordinal = -1;
        bool hyphenHead = false;
    };
    TwoSlots<int> lexId; // PatternLexicon id, -1 = none
    TwoSlots<Number> number; // NumberWords facts
    TwoSlots<quint8> forms; // MatchContext: the forms of the word it has noted (bit flags)
    TwoSlots<quint8> lists; // LanguagePack: the word lists the word is in (bit flags)
};

// 24 bytes: a report's tokens are the largest thing the engine holds, so everything that
// depends only on the word (its folded form, the pattern matcher's facts) lives once in the
// word's shared record, not in each token.
struct Token
{
    enum Kind : unsigned char { Word, Number, Punct };
    int start = 0; // UTF-16 offsets into the document text
    int end = 0;
    int number = -1; // value of a Number token ("56", also "56th" -> 56)
    Kind kind = Word;
    bool capitalized = false; // first letter upper case
    bool spaceBefore = true; // false when glued to the previous token ("Assou-Ekotto")
    bool ordinalSuffix = false; // "56th", "1st": digits followed by letters
    // The word's shared record; every token the Tokenizer makes has one.
    QExplicitlySharedDataPointer<WordFacts> word;

    // The case-folded form used for matching.
    const QString &lower() const { return word->lower; }
    // Whether the token is this one character: the same as lower() == u",", without the
    // run-time strlen a char16_t literal costs there.
    bool is(char16_t c) const
    {
        const QString &l = word->lower;
        return l.size() == 1 && l.front().unicode() == c;
    }
};
static_assert(sizeof(Token) <= 24, "a token stays small: reports hold millions");

class Tokenizer
{
public:
    // Tokens of text[span.start, span.end), offsets relative to the whole text.
    static QList<Token> tokenize(const QString &text, int start, int end);
};

} // namespace mt
