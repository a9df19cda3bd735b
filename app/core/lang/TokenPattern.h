// The small pattern language of the language packs (docs/language-packs.md), compiled once and
// matched over tokens. A pattern is a space-separated list of elements:
//   word         the token, case-insensitive          a|b|c     any of these
//   word*        a token starting with "word"          @word     same Snowball stem as "word"
//   [element]    optional                              ~ / ~N    skip up to 4 / N tokens
//   {num} {ord} {n}   a number written as digits or a word (ICU spellout): cardinal, ordinal,
//   either {score}      "3-2", "3 - 2", "3:2"                  {name}    a run of capitalised words
//   {player} {team}   a person / team mention found earlier in the sentence
//   {slot:role}  captures the slot under a role name, e.g. {player:assist}, {num:minutes}
//   !word        matches nothing, and only when the next token is not "word" ("from {player} !'s")
#pragma once

#include "NumberWords.h"
#include "extract/Tokenizer.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <functional>
#include <initializer_list>
#include <memory>
#include <vector>

namespace mt {

// The literal words of a set of patterns (or of all the sets of a pack), each with a small id,
// so that a token is looked up once and its literals compared as integers. Grows as patterns
// are added; each new word gives the lexicon a new stamp, which invalidates ids cached in tokens.
class PatternLexicon
{
public:
    PatternLexicon();
    int find(const QString &word) const { return m_ids.value(word, -1); }
    int intern(const QString &word);
    int size() const { return int(m_ids.size()); }
    quint64 stamp() const { return m_stamp; }
    // The id of t's word, known to the word's record after the first asking (inline: asked
    // several times a token).
    int idOf(const Token &t) const
    {
        return t.word->lexId.get(m_stamp, [&] { return find(t.lower()); });
    }

private:

    QHash<QString, int> m_ids;
    quint64 m_stamp;
};

struct PatternElement
{
    enum Kind : unsigned char {
        Literal,
        Gap,
        Num,
        Ord,
        NumOrOrd,
        Score,
        Name,
        Player,
        Team,
        NotNext
    };
    Kind kind = Literal;
    bool optional = false;
    int maxGap = 0;
    QStringList exact;
    QStringList prefixes;
    QStringList stems;
    QString role; // capture name, "" = not captured
};

struct Capture
{
    QString role;
    int start = 0; // token range [start, end)
    int end = 0;
    int value = -1; // number, person or team id; for scores home*1000+away
};

struct PatternMatch
{
    int payload = -1;
    int start = 0; // token range [start, end)
    int end = 0;
    QVarLengthArray<Capture, 8> captures;
    const Capture *capture(QStringView role) const;
};

// Everything a pattern needs to know about one sentence.
struct SentenceContext
{
    const QList<Token> *tokens = nullptr;
    const NumberWords *numbers = nullptr;
    QStringList ordinalSuffixes; // "th", "st" ...
    bool ordinalDot = false; // "56." is an ordinal (nb, de, da, sv ...)
    QList<int> personEnd; // per token: end of a person mention starting here, or -1
    QList<int> personId;
    QList<int> teamEnd;
    QList<int> teamId;
    QList<int> skipTo; // per token: first token after a parenthetical clause starting here, or -1
    std::function<QString(const QString &)> stem; // Snowball stem of a case-folded word
    // The sentence's words as a bit set over a PatternLexicon, made by the first pattern set
    // that looks and shared by the other sets of the pack (they share the lexicon).
    mutable QVarLengthArray<quint64, 32> lexiconWords;
    mutable quint64 lexiconWordsStamp = 0; // the lexicon's state it is for
    mutable const QList<Token> *lexiconWordsOf = nullptr; // the tokens it is for
    // lexiconWords, made for this lexicon's state and these tokens when they are not.
    const QVarLengthArray<quint64, 32> &wordsOver(const PatternLexicon &lexicon) const;
    // isNumberAt per token, asked by each set with number-first patterns (-1 = not yet known).
    mutable QVarLengthArray<signed char, 64> numberStarts;
    mutable const QList<Token> *numberStartsOf = nullptr;

    // Value of a number (digits or word) starting at token i; sets *end. ordinal: -1 any,
    // 0 cardinal only, 1 ordinal only.
    int numberAt(int i, int ordinal, int *end) const;
    // Whether numberAt(i, -1, ...) finds a number. Inline for the common answers: asked for
    // every token by each set with number-first patterns.
    bool isNumberAt(int i) const
    {
        if (i >= tokens->size())
            return false;
        const Token &tok = (*tokens)[i];
        if (tok.kind == Token::Punct)
            return false;
        if (tok.kind == Token::Word && numbers) {
            const WordFacts::Number f = numberFacts(tok);
            if (!f.hyphenHead)
                return f.cardinal >= 0 || f.ordinal >= 0;
        }
        return numberStartsAt(i);
    }
    bool numberStartsAt(int i) const; // isNumberAt, the rest of it
    // tok's values as a number word in this language, looked up once a word (its record keeps
    // them).
    WordFacts::Number numberFacts(const Token &tok) const;
    int scoreAt(int i, int *end) const;
    int nameEndAt(int i) const; // end of the run of capitalised words at i, or -1
};

class PatternSet
{
public:
    PatternSet();
    // Shares one lexicon between the sets of a pack (call before adding patterns), so that a
    // token's word is looked up once for all of them.
    void setLexicon(std::shared_ptr<PatternLexicon> lexicon);
    // Returns false (and sets *error) when the pattern does not parse.
    bool add(const QString &pattern, int payload, QString *error = nullptr);
    int size() const { return int(m_patterns.size()); }
    // Replaces every "@word" of the set by its stem (done once, when a pack loads).
    void stemLiterals(const std::function<QString(const QString &)> &stem);
    // All matches, at most one per pattern and start token, ordered by start.
    QList<PatternMatch> findAll(const SentenceContext &ctx) const;
    // The first match of any pattern starting exactly at token i, or payload -1.
    PatternMatch matchAt(const SentenceContext &ctx, int i) const;

    static QList<PatternElement> parse(const QString &pattern, QString *error);

private:
    // Patterns by their first element; when the second is an exact literal, keyed by its words
    // as well, so that the many patterns starting with "in", "the" or {player} are only tried
    // where their second word is.
    struct ByFirst
    {
        std::vector<int> any;
        std::vector<std::pair<int, std::vector<int>>> bySecond; // second word's id, patterns
    };
    // What the one token where an element starts must be for it to match there: a first look
    // before the dearer attempt (mayBeginAt).
    enum class Begins : unsigned char { Anything, Word, Digits, Capital };
    // An element with its literals as lexicon ids.
    struct Element
    {
        PatternElement e;
        QVarLengthArray<int, 4> exactIds;
        Begins begins = Begins::Anything;
    };
    // Which index offers a pattern: by its first element.
    enum class Start : unsigned char { Literal, Player, Team, Number, Name, Other };
    struct Compiled
    {
        std::vector<Element> elements;
        int payload;
        Start start = Start::Other;
        // The first element is a word the index found at the start token (exact or prefix):
        // matching goes on from the second.
        bool firstIndexed = false;
        // Words a match cannot do without: per mandatory literal element, its words (lexicon
        // ids), one of which the sentence must contain for the pattern to be worth trying.
        std::vector<QVarLengthArray<int, 4>> required;
    };
    struct Run;
    struct Starts;
    bool matchFrom(Run &run, const Compiled &p, int elem, int pos) const;
    bool tryElementAt(Run &run, const Compiled &p, int elem, int at) const;
    bool mayBeginAt(const Run &run, const Element &x, int at) const;
    bool mayFollow(const Run &run, const Compiled &p, int elem, int pos) const;
    void candidatesAt(const SentenceContext &ctx, int i, QVarLengthArray<int, 32> &out) const;
    void slotCandidates(const SentenceContext &ctx, const ByFirst &slot,
        std::initializer_list<int> ends, QVarLengthArray<int, 32> &out) const;
    static bool keyedBySecond(const QList<PatternElement> &elements);
    static bool isPlainWord(const PatternElement &e);
    static Begins beginsOf(const PatternElement &e);
    static void addBySecond(
        ByFirst &b, PatternLexicon &lexicon, const QList<PatternElement> &elements, int index);
    bool markViable(Run &run, Starts &starts) const;
    bool matchPattern(Run &run, int idx, int i) const;
    bool mayMatch(Run &run, int idx) const;
    PatternMatch lastMatch(const Run &run, int idx, int i) const;
    void addCompiled(QList<PatternElement> elements, int payload);
    void addAnchor(const Compiled &c, int index);

    std::shared_ptr<PatternLexicon> m_lexicon;
    std::vector<Compiled> m_patterns;
    std::vector<ByFirst> m_byFirst; // first element an exact literal
    std::vector<int> m_firstSlot; // lexicon id -> index into m_byFirst, or -1
    QList<QPair<QString, int>> m_byPrefix; // first element is a prefix literal
    // First element is a slot: tried only where such a slot can start and, when the second
    // element is a plain word, only where that word follows the slot.
    ByFirst m_byPlayer, m_byTeam, m_byNumber;
    QList<int> m_byName;
    QList<int> m_other; // a stem, an optional or a gap first: tried everywhere
    // Per pattern, the words of one plain literal element it cannot match without (its anchor),
    // as a bit set over the lexicon and as anchor word -> patterns: a sentence's words name the
    // few patterns worth trying. Patterns without such an element (a prefix, a stem, slots
    // only) are always worth a look.
    std::vector<quint64> m_anchorWords;
    std::vector<std::vector<int>> m_byAnchor; // lexicon id -> patterns anchored there
    std::vector<int> m_unanchored;
};

} // namespace mt
