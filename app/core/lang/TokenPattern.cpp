#include "TokenPattern.h"

#include "NumberWords.h"

#include <algorithm>
#include <atomic>

namespace mt {

namespace {

quint64 nextLexiconStamp()
{
    static std::atomic<quint64> stamps {0};
    return ++stamps;
}

} // namespace

PatternLexicon::PatternLexicon()
    : m_stamp(nextLexiconStamp())
{
}

int PatternLexicon::intern(const QString &word)
{
    const auto it = m_ids.constFind(word);
    if (it != m_ids.cend())
        return *it;
    const int id = int(m_ids.size());
    m_ids.insert(word, id);
    m_stamp = nextLexiconStamp(); // tokens that cached "no such word" must look again
    return id;
}

const Capture *PatternMatch::capture(QStringView role) const
{
    for (const Capture &c : captures) {
        if (c.role == role)
            return &c;
    }
    return nullptr;
}

int SentenceContext::numberAt(int i, int ordinal, int *end) const
{
    const QList<Token> &t = *tokens;
    if (i >= t.size())
        return -1;
    const Token &tok = t[i];
    if (tok.kind == Token::Number) {
        if (tok.ordinalSuffix) {
            if (ordinal == 0)
                return -1;
            const QStringView suffix = QStringView(tok.lower()).mid(tok.lower().size() - 2);
            const QStringView suffix1 = QStringView(tok.lower()).right(1);
            bool ok = false;
            for (const QString &s : ordinalSuffixes)
                ok = ok || s == suffix || s == suffix1;
            if (!ok)
                return -1;
            *end = i + 1;
            return tok.number;
        }
        // "56." followed by a lower-case word is an ordinal in nb/de/da/sv.
        if (ordinalDot && i + 1 < t.size() && t[i + 1].is(u'.') && !t[i + 1].spaceBefore
            && (i + 2 >= t.size() || !t[i + 2].capitalized)) {
            if (ordinal != 0) {
                *end = i + 2;
                return tok.number;
            }
        }
        if (ordinal == 1)
            return -1;
        *end = i + 1;
        return tok.number;
    }
    if (tok.kind != Token::Word || !numbers)
        return -1;
    const WordFacts::Number facts = numberFacts(tok);
    // "twenty-five" arrives as three glued tokens.
    if (facts.hyphenHead && i + 2 < t.size() && t[i + 1].is(u'-') && !t[i + 1].spaceBefore
        && !t[i + 2].spaceBefore) {
        const QString joined = tok.lower() + u'-' + t[i + 2].lower();
        std::optional<int> v;
        if (ordinal != 0)
            v = numbers->ordinal(joined);
        if (!v && ordinal != 1)
            v = numbers->cardinal(joined);
        if (v) {
            *end = i + 3;
            return *v;
        }
    }
    int v = -1;
    if (ordinal != 0)
        v = facts.ordinal;
    if (v < 0 && ordinal != 1)
        v = facts.cardinal;
    if (v < 0)
        return -1;
    *end = i + 1;
    return v;
}

WordFacts::Number SentenceContext::numberFacts(const Token &tok) const
{
    return tok.word->number.get(numbers->stamp(), [&] {
        const NumberWords::Facts f = numbers->facts(tok.lower());
        return WordFacts::Number {f.cardinal, f.ordinal, f.hyphenHead};
    });
}

bool SentenceContext::numberStartsAt(int i) const
{
    const Token &tok = (*tokens)[i];
    if (tok.kind == Token::Punct || (tok.kind == Token::Word && !numbers))
        return false;
    // A word's own values answer, unless it may be the head of "twenty-five".
    if (tok.kind == Token::Word) {
        const WordFacts::Number f = numberFacts(tok);
        if (f.cardinal >= 0 || f.ordinal >= 0)
            return true;
        if (!f.hyphenHead)
            return false;
    }
    if (numberStartsOf != tokens) {
        numberStarts.resize(tokens->size());
        std::fill(numberStarts.begin(), numberStarts.end(), -1);
        numberStartsOf = tokens;
    }
    signed char &known = numberStarts[i];
    if (known < 0) {
        int end = -1;
        known = numberAt(i, -1, &end) >= 0 ? 1 : 0;
    }
    return known;
}

int SentenceContext::scoreAt(int i, int *end) const
{
    const QList<Token> &t = *tokens;
    if (i + 2 >= t.size() || t[i].kind != Token::Number || t[i].ordinalSuffix)
        return -1;
    if (!t[i + 1].is(u'-') && !t[i + 1].is(u':'))
        return -1;
    if (t[i + 2].kind != Token::Number || t[i + 2].ordinalSuffix)
        return -1;
    if (t[i].number > 30 || t[i + 2].number > 30)
        return -1;
    // "3-2" but not the tail of a date or a longer number run ("2011-12").
    if (i + 4 < t.size() && (t[i + 3].is(u'-') || t[i + 3].is(u':')) && !t[i + 3].spaceBefore
        && t[i + 4].kind == Token::Number)
        return -1;
    *end = i + 3;
    return t[i].number * 1000 + t[i + 2].number;
}

int SentenceContext::nameEndAt(int i) const
{
    const QList<Token> &t = *tokens;
    if (i >= t.size() || !t[i].capitalized || t[i].kind != Token::Word)
        return -1;
    int j = i + 1;
    while (j < t.size()) {
        if (t[j].capitalized && t[j].kind == Token::Word) {
            ++j;
        } else if ((t[j].is(u'-') || t[j].is(u'/')) && !t[j].spaceBefore && j + 1 < t.size()
            && !t[j + 1].spaceBefore && t[j + 1].capitalized) {
            // "Assou-Ekotto", "Bodø/Glimt"; "Strømsgodset-Bodø/Glimt 1-2" is two, where a
            // pattern's next element asks for the hyphen.
            j += 2;
        } else {
            break;
        }
    }
    return j;
}

namespace {

// toCaseFolded of a pattern word; pack words are mostly lower-case ASCII already.
QString foldedWord(QStringView word)
{
    bool plain = true;
    for (QChar c : word)
        plain = plain && c.unicode() < 0x80 && !(c.unicode() >= u'A' && c.unicode() <= u'Z');
    const QString w = word.toString();
    return plain ? w : w.toCaseFolded();
}

} // namespace

QList<PatternElement> PatternSet::parse(const QString &pattern, QString *error)
{
    QList<PatternElement> out;
    out.reserve(pattern.count(u' ') + 1);
    for (QStringView part : QStringView(pattern).tokenize(u' ', Qt::SkipEmptyParts)) {
        PatternElement e;
        if (part.size() > 2 && part.startsWith(u'[') && part.endsWith(u']')) {
            e.optional = true;
            part = part.mid(1, part.size() - 2);
        }
        if (part.size() > 1 && part.startsWith(u'!')) {
            e.kind = PatternElement::NotNext;
            e.exact = part.mid(1).toString().toCaseFolded().split(u'|', Qt::SkipEmptyParts);
        } else if (part.startsWith(u'~')) {
            e.kind = PatternElement::Gap;
            e.maxGap = part.size() > 1 ? part.mid(1).toInt() : 4;
            if (e.maxGap <= 0) {
                if (error)
                    *error = QStringLiteral("bad gap '%1'").arg(part);
                return {};
            }
        } else if (part.size() > 2 && part.startsWith(u'{') && part.endsWith(u'}')) {
            const QStringView inner = part.mid(1, part.size() - 2);
            const qsizetype colon = inner.indexOf(u':');
            const QStringView kind = colon < 0 ? inner : inner.left(colon);
            e.role = colon < 0 ? QString() : inner.mid(colon + 1).toString();
            if (kind == u"num")
                e.kind = PatternElement::Num;
            else if (kind == u"ord")
                e.kind = PatternElement::Ord;
            else if (kind == u"n")
                e.kind = PatternElement::NumOrOrd;
            else if (kind == u"score")
                e.kind = PatternElement::Score;
            else if (kind == u"name")
                e.kind = PatternElement::Name;
            else if (kind == u"player")
                e.kind = PatternElement::Player;
            else if (kind == u"team")
                e.kind = PatternElement::Team;
            else {
                if (error)
                    *error = QStringLiteral("unknown slot '%1'").arg(part);
                return {};
            }
            if (e.role.isEmpty()
                && (e.kind == PatternElement::Player || e.kind == PatternElement::Team
                    || e.kind == PatternElement::Score))
                e.role = kind.toString();
        } else {
            e.kind = PatternElement::Literal;
            for (QStringView alt : part.tokenize(u'|', Qt::SkipEmptyParts)) {
                const QString a = foldedWord(alt);
                if (a.size() > 1 && a.endsWith(u'*'))
                    e.prefixes.append(a.left(a.size() - 1));
                else if (a.size() > 1 && a.startsWith(u'@'))
                    e.stems.append(a.mid(1));
                else
                    e.exact.append(a);
            }
            if (e.exact.isEmpty() && e.prefixes.isEmpty() && e.stems.isEmpty()) {
                if (error)
                    *error = QStringLiteral("empty element in '%1'").arg(pattern);
                return {};
            }
        }
        out.append(std::move(e));
    }
    if (out.isEmpty() && error)
        *error = QStringLiteral("empty pattern");
    return out;
}

PatternSet::PatternSet()
    : m_lexicon(std::make_shared<PatternLexicon>())
{
}

void PatternSet::setLexicon(std::shared_ptr<PatternLexicon> lexicon)
{
    m_lexicon = std::move(lexicon);
    // Patterns already added keep their meaning: their words move to the new lexicon.
    m_byFirst.clear();
    m_firstSlot.clear();
    m_byPrefix.clear();
    m_byPlayer = {};
    m_byTeam = {};
    m_byNumber = {};
    m_byName.clear();
    m_other.clear();
    m_anchorWords.clear();
    m_byAnchor.clear();
    m_unanchored.clear();
    std::vector<Compiled> patterns;
    patterns.swap(m_patterns);
    for (Compiled &p : patterns) {
        QList<PatternElement> elements;
        for (Element &e : p.elements)
            elements.append(std::move(e.e));
        addCompiled(std::move(elements), p.payload);
    }
}

void PatternSet::stemLiterals(const std::function<QString(const QString &)> &stem)
{
    for (Compiled &p : m_patterns) {
        for (Element &e : p.elements) {
            for (QString &s : e.e.stems)
                s = stem(s);
        }
    }
}

bool PatternSet::add(const QString &pattern, int payload, QString *error)
{
    QList<PatternElement> elements = parse(pattern, error);
    if (elements.isEmpty())
        return false;
    addCompiled(std::move(elements), payload);
    return true;
}

// Whether the second element is a word the index can look for: exact, not optional.
bool PatternSet::keyedBySecond(const QList<PatternElement> &elements)
{
    return elements.size() > 1 && elements[1].kind == PatternElement::Literal
        && !elements[1].optional && elements[1].prefixes.isEmpty() && elements[1].stems.isEmpty()
        && !elements[1].exact.isEmpty();
}

void PatternSet::addBySecond(
    ByFirst &b, PatternLexicon &lexicon, const QList<PatternElement> &elements, int index)
{
    // A word listed twice in an element adds the pattern once.
    auto add = [index](std::vector<int> &list) {
        if (list.empty() || list.back() != index)
            list.push_back(index);
    };
    if (!keyedBySecond(elements)) {
        add(b.any);
        return;
    }
    for (const QString &w2 : elements[1].exact) {
        const int id2 = lexicon.intern(w2);
        auto it = std::find_if(
            b.bySecond.begin(), b.bySecond.end(), [id2](const auto &x) { return x.first == id2; });
        if (it == b.bySecond.end()) {
            b.bySecond.emplace_back(id2, std::vector<int>());
            it = b.bySecond.end() - 1;
        }
        add(it->second);
    }
}

// A mandatory element of exact words only: one of them must be in the sentence.
bool PatternSet::isPlainWord(const PatternElement &e)
{
    return e.kind == PatternElement::Literal && !e.optional && e.prefixes.isEmpty()
        && e.stems.isEmpty() && !e.exact.isEmpty();
}

PatternSet::Begins PatternSet::beginsOf(const PatternElement &e)
{
    if (e.optional)
        return Begins::Anything;
    switch (e.kind) {
    case PatternElement::Literal:
        // Prefixes and stems match words outside the lexicon.
        return e.prefixes.isEmpty() && e.stems.isEmpty() ? Begins::Word : Begins::Anything;
    case PatternElement::Score:
        return Begins::Digits;
    case PatternElement::Name:
        return Begins::Capital;
    default:
        return Begins::Anything;
    }
}

void PatternSet::addCompiled(QList<PatternElement> elements, int payload)
{
    const int index = int(m_patterns.size());
    const PatternElement &first = elements.first();
    int indexed = 0; // leading elements the index has matched when it offers the pattern
    const bool literalFirst
        = first.kind == PatternElement::Literal && !first.optional && first.stems.isEmpty();
    Start start = Start::Other;
    if (literalFirst) {
        start = Start::Literal;
        const bool keyedSecond = keyedBySecond(elements);
        for (const QString &w : first.exact) {
            const int id = m_lexicon->intern(w);
            if (id >= int(m_firstSlot.size()))
                m_firstSlot.resize(size_t(id) + 1, -1);
            if (m_firstSlot[id] < 0) {
                m_firstSlot[id] = int(m_byFirst.size());
                m_byFirst.emplace_back();
            }
            addBySecond(m_byFirst[size_t(m_firstSlot[id])], *m_lexicon, elements, index);
        }
        indexed = first.prefixes.isEmpty() ? (keyedSecond ? 2 : 1) : 0;
        for (const QString &p : first.prefixes)
            m_byPrefix.append({p, index});
    } else if (!first.optional && first.kind == PatternElement::Player) {
        start = Start::Player;
        addBySecond(m_byPlayer, *m_lexicon, elements, index);
    } else if (!first.optional && first.kind == PatternElement::Team) {
        start = Start::Team;
        addBySecond(m_byTeam, *m_lexicon, elements, index);
    } else if (!first.optional
        && (first.kind == PatternElement::Num || first.kind == PatternElement::Ord
            || first.kind == PatternElement::NumOrOrd || first.kind == PatternElement::Score)) {
        start = Start::Number;
        addBySecond(m_byNumber, *m_lexicon, elements, index);
    } else if (!first.optional && first.kind == PatternElement::Name) {
        start = Start::Name;
        m_byName.append(index);
    } else {
        m_other.append(index);
    }
    Compiled c;
    c.payload = payload;
    c.start = start;
    c.firstIndexed = literalFirst;
    c.elements.reserve(size_t(elements.size()));
    for (PatternElement &e : elements) {
        Element x;
        for (const QString &w : std::as_const(e.exact))
            x.exactIds.append(m_lexicon->intern(w));
        // Only exact words can be looked for in the sentence (prefixes and stems match words
        // outside the lexicon), and those the index matched need no second look.
        if (isPlainWord(e) && int(c.elements.size()) >= indexed)
            c.required.push_back(x.exactIds);
        x.begins = beginsOf(e);
        x.e = std::move(e);
        c.elements.push_back(std::move(x));
    }
    addAnchor(c, index);
    m_patterns.push_back(std::move(c));
}

void PatternSet::addAnchor(const Compiled &c, int index)
{
    // The element whose shortest word is longest: "space" of "in the space of {num} minutes",
    // "minute" of "{num} - minute spell", words few sentences have.
    const Element *anchor = nullptr;
    qsizetype anchorLength = 0;
    for (const Element &x : c.elements) {
        if (!isPlainWord(x.e))
            continue;
        qsizetype shortest = x.e.exact.first().size();
        for (const QString &w : x.e.exact)
            shortest = std::min(shortest, w.size());
        if (shortest > anchorLength) {
            anchor = &x;
            anchorLength = shortest;
        }
    }
    if (!anchor) {
        m_unanchored.push_back(index);
        return;
    }
    for (int id : anchor->exactIds) {
        if (size_t(id >> 6) >= m_anchorWords.size())
            m_anchorWords.resize(size_t(id >> 6) + 1, 0);
        m_anchorWords[size_t(id >> 6)] |= quint64(1) << (id & 63);
        if (size_t(id) >= m_byAnchor.size())
            m_byAnchor.resize(size_t(id) + 1);
        // A word listed twice in the element adds the pattern once.
        std::vector<int> &list = m_byAnchor[size_t(id)];
        if (list.empty() || list.back() != index)
            list.push_back(index);
    }
}

namespace {

// startsWith, its out-of-line call only for words with the prefix's first letter.
inline bool hasPrefix(const QString &word, const QString &prefix)
{
    return word.size() >= prefix.size() && word.front() == prefix.front()
        && word.startsWith(prefix);
}

// QVarLengthArray::append of nothing still calls out: most candidate lists are empty.
template<typename Container> void appendAll(QVarLengthArray<int, 32> &out, const Container &c)
{
    if (!c.empty())
        out.append(c.data(), qsizetype(c.size()));
}

} // namespace

void PatternSet::candidatesAt(
    const SentenceContext &ctx, int i, QVarLengthArray<int, 32> &out) const
{
    const QList<Token> &t = *ctx.tokens;
    const Token &tok = t[i];
    const PatternLexicon &lex = *m_lexicon;
    const int id = lex.idOf(tok);
    if (id >= 0 && id < int(m_firstSlot.size()) && m_firstSlot[size_t(id)] >= 0) {
        const ByFirst &b = m_byFirst[size_t(m_firstSlot[size_t(id)])];
        appendAll(out, b.any);
        if (!b.bySecond.empty()) {
            // The second word, also across a relative clause the matcher would step over.
            for (int j : {i + 1, i + 1 < ctx.skipTo.size() ? ctx.skipTo[i + 1] : -1}) {
                if (j <= i || j >= t.size())
                    continue;
                const int id2 = lex.idOf(t[j]);
                if (id2 < 0)
                    continue;
                for (const auto &second : b.bySecond) {
                    if (second.first == id2) {
                        appendAll(out, second.second);
                        break;
                    }
                }
            }
        }
    }
    for (const auto &p : m_byPrefix) {
        if (hasPrefix(tok.lower(), p.first))
            out.append(p.second);
    }
    if (i < ctx.personEnd.size() && ctx.personEnd[i] > i)
        slotCandidates(ctx, m_byPlayer, {ctx.personEnd[i]}, out);
    if (i < ctx.teamEnd.size() && ctx.teamEnd[i] > i)
        slotCandidates(ctx, m_byTeam, {ctx.teamEnd[i]}, out);
    if ((!m_byNumber.any.empty() || !m_byNumber.bySecond.empty())
        && (tok.kind == Token::Number || ctx.isNumberAt(i))) {
        // A number ends one token on ("56"), two ("56." in nb) or three ("twenty-five", "3-2").
        const bool dot = i + 1 < t.size() && t[i + 1].is(u'.');
        const bool dash = i + 1 < t.size() && (t[i + 1].is(u'-') || t[i + 1].is(u':'));
        if (dot)
            slotCandidates(ctx, m_byNumber, {i + 1, i + 2}, out);
        else if (dash)
            slotCandidates(ctx, m_byNumber, {i + 1, i + 3}, out);
        else
            slotCandidates(ctx, m_byNumber, {i + 1}, out);
    }
    if (!m_byName.isEmpty() && tok.capitalized && tok.kind == Token::Word)
        appendAll(out, m_byName);
    appendAll(out, m_other);
}

// The patterns of a slot index whose first element may end at one of `ends`: those whose second
// word is there (or after a relative clause starting there) and those with no second word to
// look for; in pattern order, once each, as an unkeyed list would give them.
void PatternSet::slotCandidates(const SentenceContext &ctx, const ByFirst &slot,
    std::initializer_list<int> ends, QVarLengthArray<int, 32> &out) const
{
    const qsizetype from = out.size();
    appendAll(out, slot.any);
    if (slot.bySecond.empty())
        return;
    const QList<Token> &t = *ctx.tokens;
    int lists = slot.any.empty() ? 0 : 1;
    for (int end : ends) {
        for (int j : {end, end < ctx.skipTo.size() ? ctx.skipTo[end] : -1}) {
            if (j < 0 || j >= t.size())
                continue;
            const int id = m_lexicon->idOf(t[j]);
            for (const auto &second : slot.bySecond) {
                if (second.first == id) {
                    appendAll(out, second.second);
                    ++lists;
                    break;
                }
            }
        }
    }
    // Each list is in pattern order already.
    if (lists > 1) {
        std::sort(out.begin() + from, out.end());
        out.erase(std::unique(out.begin() + from, out.end()), out.end());
    }
}

const QVarLengthArray<quint64, 32> &SentenceContext::wordsOver(const PatternLexicon &lexicon) const
{
    // The words of the sentence, as a bit set over the lexicon (once for all the sets).
    if (lexiconWordsStamp != lexicon.stamp() || lexiconWordsOf != tokens) {
        lexiconWords.resize((lexicon.size() + 63) / 64);
        std::fill(lexiconWords.begin(), lexiconWords.end(), quint64(0));
        for (const Token &tok : *tokens) {
            const int id = lexicon.idOf(tok);
            if (id >= 0)
                lexiconWords[id >> 6] |= quint64(1) << (id & 63);
        }
        lexiconWordsStamp = lexicon.stamp();
        lexiconWordsOf = tokens;
    }
    return lexiconWords;
}

// One attempt of one pattern: the captures so far, as elements and token ranges; they become
// PatternMatch captures (with their role names) only when the whole pattern matches.
struct PatternSet::Run
{
    struct Raw
    {
        const PatternElement *e;
        int start, end, value;
    };
    Run(const SentenceContext &c, const PatternLexicon &lexicon, int patterns)
        : ctx(c)
        , t(c.tokens->constData())
        , n(int(c.tokens->size()))
    {
        viable.resize(patterns);
        std::fill(viable.begin(), viable.end(), -1);
        words = c.wordsOver(lexicon).constData();
    }
    bool hasWord(int id) const { return (words[id >> 6] >> (id & 63)) & 1; }
    // Whether the sentence has a word for each of the pattern's mandatory literals.
    bool computeMayMatch(const Compiled &p) const
    {
        for (const auto &group : p.required) {
            bool any = false;
            for (int id : group)
                any = any || hasWord(id);
            if (!any)
                return false;
        }
        return true;
    }

    const SentenceContext &ctx;
    const Token *t;
    int n;
    const quint64 *words;
    QVarLengthArray<signed char, 1024> viable; // per pattern: mayMatch, -1 = not yet known
    std::vector<Raw> caps;
    int end = 0;

    void truncate(qsizetype mark) { caps.resize(size_t(mark)); }
};

// Whether the sentence has the pattern's mandatory words, known once per sentence and pattern.
inline bool PatternSet::mayMatch(Run &run, int idx) const
{
    signed char &known = run.viable[idx];
    if (known < 0)
        known = run.computeMayMatch(m_patterns[size_t(idx)]) ? 1 : 0;
    return known;
}

// One pattern from token i on; callers test mayMatch first (inline: most candidates stop there).
bool PatternSet::matchPattern(Run &run, int idx, int i) const
{
    run.caps.clear();
    const Compiled &p = m_patterns[size_t(idx)];
    return p.firstIndexed ? matchFrom(run, p, 1, i + 1) : matchFrom(run, p, 0, i);
}

PatternMatch PatternSet::lastMatch(const Run &run, int idx, int i) const
{
    PatternMatch out;
    out.payload = m_patterns[size_t(idx)].payload;
    out.start = i;
    out.end = run.end;
    for (const Run::Raw &c : run.caps)
        out.captures.append(Capture {c.e->role, c.start, c.end, c.value});
    return out;
}

// Where the viable patterns of a sentence may start, by the index that offers them: a token
// that starts none of them needs no candidate list.
struct PatternSet::Starts
{
    QVarLengthArray<quint64, 64> firstWords; // first words (lexicon ids) of literal-first ones
    unsigned kinds = 0; // a bit per Start of the viable patterns
    bool prefix = false; // a literal-first one starts with a prefix

    bool has(Start start) const { return (kinds >> unsigned(start)) & 1; }
    void note(const Compiled &p)
    {
        kinds |= 1u << unsigned(p.start);
        if (p.start == Start::Literal) {
            for (int id : p.elements.front().exactIds)
                firstWords[id >> 6] |= quint64(1) << (id & 63);
            prefix = prefix || !p.elements.front().e.prefixes.isEmpty();
        }
    }
    // Whether candidatesAt(i) may offer a viable pattern (the same tests, for these only).
    // Inline: asked for every token of the sentence.
    Q_ALWAYS_INLINE bool at(const SentenceContext &ctx, const PatternLexicon &lexicon,
        const QList<QPair<QString, int>> &byPrefix, int i) const
    {
        if (has(Start::Other))
            return true;
        const Token &tok = (*ctx.tokens)[i];
        const int id = lexicon.idOf(tok);
        if (id >= 0 && (id >> 6) < firstWords.size() && ((firstWords[id >> 6] >> (id & 63)) & 1))
            return true;
        if (prefix) {
            for (const auto &p : byPrefix) {
                if (hasPrefix(tok.lower(), p.first))
                    return true;
            }
        }
        if (has(Start::Name) && tok.capitalized && tok.kind == Token::Word)
            return true;
        if (has(Start::Player) && i < ctx.personEnd.size() && ctx.personEnd[i] > i)
            return true;
        if (has(Start::Team) && i < ctx.teamEnd.size() && ctx.teamEnd[i] > i)
            return true;
        return has(Start::Number) && (tok.kind == Token::Number || ctx.isNumberAt(i));
    }
};

// Marks in run.viable the patterns the sentence has the words for (1, else 0; -1 = its anchor
// word is not in the sentence: cannot match either) and notes where they may start. Only the
// patterns anchored on the sentence's words are looked at. False when none is viable.
bool PatternSet::markViable(Run &run, Starts &starts) const
{
    const QVarLengthArray<quint64, 32> &words = run.ctx.wordsOver(*m_lexicon);
    starts.firstWords.resize(words.size());
    std::fill(starts.firstWords.begin(), starts.firstWords.end(), quint64(0));
    auto consider = [&](int idx) {
        signed char &known = run.viable[idx];
        if (known >= 0)
            return;
        const Compiled &p = m_patterns[size_t(idx)];
        known = run.computeMayMatch(p) ? 1 : 0;
        if (known)
            starts.note(p);
    };
    for (int idx : m_unanchored)
        consider(idx);
    const size_t common = std::min(m_anchorWords.size(), size_t(words.size()));
    for (size_t k = 0; k < common; ++k) {
        for (quint64 bits = m_anchorWords[k] & words[qsizetype(k)]; bits; bits &= bits - 1) {
            const size_t id = k * 64 + size_t(qCountTrailingZeroBits(bits));
            for (int idx : m_byAnchor[id])
                consider(idx);
        }
    }
    return starts.kinds != 0;
}

QList<PatternMatch> PatternSet::findAll(const SentenceContext &ctx) const
{
    const int n = int(ctx.tokens->size());
    Run run(ctx, *m_lexicon, size());
    Starts starts;
    if (!markViable(run, starts))
        return {};
    // The matches, with their captures in one buffer: the list is made once, at its size.
    struct Found
    {
        int idx, start, end;
        qsizetype capsFrom, capsTo;
    };
    QVarLengthArray<Found, 16> found;
    QVarLengthArray<Run::Raw, 32> caps;
    QVarLengthArray<int, 32> cands;
    for (int i = 0; i < n; ++i) {
        if (!starts.at(ctx, *m_lexicon, m_byPrefix, i))
            continue;
        // Not clear(): in Qt 6.4 that is resize(0), a reallocate call for every token.
        cands.erase(cands.cbegin(), cands.cend());
        candidatesAt(ctx, i, cands);
        for (int idx : cands) {
            // An optional or gap first element may not move the start.
            if (run.viable[idx] != 1 || !matchPattern(run, idx, i))
                continue;
            found.append(
                Found {idx, i, run.end, caps.size(), caps.size() + qsizetype(run.caps.size())});
            caps.append(run.caps.data(), qsizetype(run.caps.size()));
        }
    }
    QList<PatternMatch> result;
    if (found.isEmpty())
        return result;
    result.reserve(found.size());
    for (const Found &f : found) {
        PatternMatch &m = result.emplaceBack();
        m.payload = m_patterns[size_t(f.idx)].payload;
        m.start = f.start;
        m.end = f.end;
        for (qsizetype k = f.capsFrom; k < f.capsTo; ++k)
            m.captures.append(Capture {caps[k].e->role, caps[k].start, caps[k].end, caps[k].value});
    }
    return result;
}

PatternMatch PatternSet::matchAt(const SentenceContext &ctx, int i) const
{
    if (i >= ctx.tokens->size())
        return {};
    Run run(ctx, *m_lexicon, size());
    QVarLengthArray<int, 32> cands;
    candidatesAt(ctx, i, cands);
    for (int idx : cands) {
        if (mayMatch(run, idx) && matchPattern(run, idx, i))
            return lastMatch(run, idx, i);
    }
    return {};
}

namespace {

inline bool isHardStop(const Token &t)
{
    // ";" and '"' end what a gap may cross.
    return t.lower().size() == 1 && (t.lower().front() == u';' || t.lower().front() == u'"');
}

} // namespace

// Whether element x may match at token `at`: false only where tryElementAt surely fails, by
// a look at that one token (a literal's word, a score's digits, a name's capital).
inline bool PatternSet::mayBeginAt(const Run &run, const Element &x, int at) const
{
    if (at >= run.n)
        return false;
    const Token &tok = run.t[at];
    switch (x.begins) {
    case Begins::Word: {
        const int id = m_lexicon->idOf(tok);
        return id >= 0 && x.exactIds.contains(id);
    }
    case Begins::Digits:
        return tok.kind == Token::Number;
    case Begins::Capital:
        return tok.capitalized && tok.kind == Token::Word;
    case Begins::Anything:
        break;
    }
    return true;
}

// Whether matchFrom(run, p, elem, pos) may succeed, by the same cheap look: false only when it
// surely fails. Lets a {name} skip the splits of its run that nothing can follow.
inline bool PatternSet::mayFollow(const Run &run, const Compiled &p, int elem, int pos) const
{
    if (elem == int(p.elements.size()))
        return true;
    const Element &x = p.elements[size_t(elem)];
    if (x.begins == Begins::Anything || mayBeginAt(run, x, pos))
        return true;
    // matchFrom also tries the element after a relative clause starting at pos.
    const QList<int> &skipTo = run.ctx.skipTo;
    return elem > 0 && pos < skipTo.size() && skipTo[pos] > pos && mayBeginAt(run, x, skipTo[pos]);
}

bool PatternSet::matchFrom(Run &run, const Compiled &p, int elem, int pos) const
{
    const int n = run.n;
    if (elem == int(p.elements.size())) {
        run.end = pos;
        return true;
    }
    const Element &x = p.elements[size_t(elem)];
    const PatternElement &e = x.e;
    if (e.kind == PatternElement::NotNext) {
        if (pos < n) {
            const int id = m_lexicon->idOf(run.t[pos]);
            if (id >= 0 && x.exactIds.contains(id))
                return false;
        }
        return matchFrom(run, p, elem + 1, pos);
    }
    if (e.kind == PatternElement::Gap) {
        for (int g = 0; g <= e.maxGap && pos + g <= n; ++g) {
            // A gap never crosses sentence-internal hard stops.
            if (g > 0 && isHardStop(run.t[pos + g - 1]))
                break;
            if (mayFollow(run, p, elem + 1, pos + g) && matchFrom(run, p, elem + 1, pos + g))
                return true;
        }
        return false;
    }
    if (pos >= n)
        return e.optional && matchFrom(run, p, elem + 1, pos);
    // Optional elements: with the element first (greedy), then without.
    if (tryElementAt(run, p, elem, pos))
        return true;
    // A relative clause between two elements is stepped over ("King, who ..., brought down X").
    const QList<int> &skipTo = run.ctx.skipTo;
    if (elem > 0 && pos < skipTo.size() && skipTo[pos] > pos
        && tryElementAt(run, p, elem, skipTo[pos]))
        return true;
    return e.optional && matchFrom(run, p, elem + 1, pos);
}

bool PatternSet::tryElementAt(Run &run, const Compiled &p, int elem, int at) const
{
    const int n = run.n;
    if (at >= n)
        return false;
    const Element &x = p.elements[size_t(elem)];
    const PatternElement &e = x.e;
    const SentenceContext &ctx = run.ctx;
    int end = -1;
    int value = -1;
    switch (e.kind) {
    case PatternElement::Literal: {
        const Token &tok = run.t[at];
        bool ok = false;
        if (!x.exactIds.isEmpty()) {
            const int id = m_lexicon->idOf(tok);
            ok = id >= 0 && x.exactIds.contains(id);
        }
        for (int k = 0; !ok && k < e.prefixes.size(); ++k)
            ok = hasPrefix(tok.lower(), e.prefixes[k]);
        if (!ok && !e.stems.isEmpty() && ctx.stem && tok.kind == Token::Word) {
            const QString s = ctx.stem(tok.lower());
            ok = e.stems.contains(s);
        }
        if (!ok)
            return false;
        // Literals capture nothing: go straight on.
        return matchFrom(run, p, elem + 1, at + 1);
    }
    case PatternElement::Num:
        value = ctx.numberAt(at, 0, &end);
        break;
    case PatternElement::Ord:
        value = ctx.numberAt(at, 1, &end);
        break;
    case PatternElement::NumOrOrd:
        value = ctx.numberAt(at, -1, &end);
        break;
    case PatternElement::Score:
        value = ctx.scoreAt(at, &end);
        break;
    case PatternElement::Name: {
        const int last = ctx.nameEndAt(at);
        if (last < 0)
            return false;
        // Longest run first, then shorter ones; only where the next element may begin.
        for (int k = last; k > at; --k) {
            if (!mayFollow(run, p, elem + 1, k))
                continue;
            const qsizetype mark = qsizetype(run.caps.size());
            if (!e.role.isEmpty())
                run.caps.push_back(Run::Raw {&e, at, k, -1});
            if (matchFrom(run, p, elem + 1, k))
                return true;
            run.truncate(mark);
        }
        return false;
    }
    case PatternElement::Player:
        if (at < ctx.personEnd.size() && ctx.personEnd[at] > at) {
            end = ctx.personEnd[at];
            value = ctx.personId[at];
        }
        break;
    case PatternElement::Team:
        if (at < ctx.teamEnd.size() && ctx.teamEnd[at] > at) {
            end = ctx.teamEnd[at];
            value = ctx.teamId[at];
        }
        break;
    case PatternElement::Gap:
    case PatternElement::NotNext:
        break;
    }
    if (end < 0 || value < 0 || !mayFollow(run, p, elem + 1, end))
        return false;
    const qsizetype mark = qsizetype(run.caps.size());
    run.caps.push_back(Run::Raw {&e, at, end, value});
    if (matchFrom(run, p, elem + 1, end))
        return true;
    run.truncate(mark);
    return false;
}

} // namespace mt
