#include "TokenPattern.h"

#include "NumberWords.h"

namespace mt {

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
            const QStringView suffix = QStringView(tok.lower).mid(tok.lower.size() - 2);
            const QStringView suffix1 = QStringView(tok.lower).right(1);
            bool ok = false;
            for (const QString &s : ordinalSuffixes)
                ok = ok || s == suffix || s == suffix1;
            if (!ok)
                return -1;
            *end = i + 1;
            return tok.number;
        }
        // "56." followed by a lower-case word is an ordinal in nb/de/da/sv.
        if (ordinalDot && i + 1 < t.size() && t[i + 1].lower == u"." && !t[i + 1].spaceBefore
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
    // "twenty-five" arrives as three glued tokens.
    if (i + 2 < t.size() && t[i + 1].lower == u"-" && !t[i + 1].spaceBefore
        && !t[i + 2].spaceBefore) {
        const QString joined = tok.lower + u'-' + t[i + 2].lower;
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
    std::optional<int> v;
    if (ordinal != 0)
        v = numbers->ordinal(tok.lower);
    if (!v && ordinal != 1)
        v = numbers->cardinal(tok.lower);
    if (!v)
        return -1;
    *end = i + 1;
    return *v;
}

int SentenceContext::scoreAt(int i, int *end) const
{
    const QList<Token> &t = *tokens;
    if (i + 2 >= t.size() || t[i].kind != Token::Number || t[i].ordinalSuffix)
        return -1;
    const QString &sep = t[i + 1].lower;
    if (sep != u"-" && sep != u":")
        return -1;
    if (t[i + 2].kind != Token::Number || t[i + 2].ordinalSuffix)
        return -1;
    if (t[i].number > 30 || t[i + 2].number > 30)
        return -1;
    // "3-2" but not the tail of a date or a longer number run ("2011-12").
    if (i + 4 < t.size() && (t[i + 3].lower == u"-" || t[i + 3].lower == u":")
        && !t[i + 3].spaceBefore && t[i + 4].kind == Token::Number)
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
        } else if (t[j].lower == u"-" && !t[j].spaceBefore && j + 1 < t.size()
                   && !t[j + 1].spaceBefore && t[j + 1].capitalized) {
            j += 2;
        } else {
            break;
        }
    }
    return j;
}

QList<PatternElement> PatternSet::parse(const QString &pattern, QString *error)
{
    QList<PatternElement> out;
    const QStringList parts = pattern.split(u' ', Qt::SkipEmptyParts);
    for (QString part : parts) {
        PatternElement e;
        if (part.size() > 2 && part.startsWith(u'[') && part.endsWith(u']')) {
            e.optional = true;
            part = part.mid(1, part.size() - 2);
        }
        if (part.size() > 1 && part.startsWith(u'!')) {
            e.kind = PatternElement::NotNext;
            e.exact = part.mid(1).toCaseFolded().split(u'|', Qt::SkipEmptyParts);
        } else if (part.startsWith(u'~')) {
            e.kind = PatternElement::Gap;
            e.maxGap = part.size() > 1 ? part.mid(1).toInt() : 4;
            if (e.maxGap <= 0) {
                if (error)
                    *error = QStringLiteral("bad gap '%1'").arg(part);
                return {};
            }
        } else if (part.size() > 2 && part.startsWith(u'{') && part.endsWith(u'}')) {
            const QString inner = part.mid(1, part.size() - 2);
            const qsizetype colon = inner.indexOf(u':');
            const QString kind = colon < 0 ? inner : inner.left(colon);
            e.role = colon < 0 ? QString() : inner.mid(colon + 1);
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
            if (e.role.isEmpty() && (e.kind == PatternElement::Player || e.kind == PatternElement::Team
                                     || e.kind == PatternElement::Score))
                e.role = kind;
        } else {
            e.kind = PatternElement::Literal;
            const QStringList alts = part.split(u'|', Qt::SkipEmptyParts);
            for (const QString &alt : alts) {
                const QString a = alt.toCaseFolded();
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

void PatternSet::stemLiterals(const std::function<QString(const QString &)> &stem)
{
    for (Compiled &p : m_patterns) {
        for (PatternElement &e : p.elements) {
            for (QString &s : e.stems)
                s = stem(s);
        }
    }
}

bool PatternSet::add(const QString &pattern, int payload, QString *error)
{
    QList<PatternElement> elements = parse(pattern, error);
    if (elements.isEmpty())
        return false;
    const int index = int(m_patterns.size());
    const PatternElement &first = elements.first();
    if (first.kind == PatternElement::Literal && !first.optional && first.stems.isEmpty()) {
        const bool keyedSecond = elements.size() > 1 && elements[1].kind == PatternElement::Literal
                                 && !elements[1].optional && elements[1].prefixes.isEmpty()
                                 && elements[1].stems.isEmpty() && !elements[1].exact.isEmpty();
        for (const QString &w : first.exact) {
            ByFirst &b = m_byWord[w];
            if (keyedSecond) {
                for (const QString &w2 : elements[1].exact)
                    b.bySecond[w2].append(index);
            } else {
                b.any.append(index);
            }
        }
        for (const QString &p : first.prefixes)
            m_byPrefix.append({p, index});
    } else if (!first.optional && first.kind == PatternElement::Player) {
        m_byPlayer.append(index);
    } else if (!first.optional && first.kind == PatternElement::Team) {
        m_byTeam.append(index);
    } else if (!first.optional
               && (first.kind == PatternElement::Num || first.kind == PatternElement::Ord
                   || first.kind == PatternElement::NumOrOrd || first.kind == PatternElement::Score)) {
        m_byNumber.append(index);
    } else if (!first.optional && first.kind == PatternElement::Name) {
        m_byName.append(index);
    } else {
        m_other.append(index);
    }
    m_patterns.append(Compiled{std::move(elements), payload});
    return true;
}

void PatternSet::candidatesAt(const SentenceContext &ctx, int i, QVarLengthArray<int, 32> &out) const
{
    const QString &w = (*ctx.tokens)[i].lower;
    const auto it = m_byWord.constFind(w);
    if (it != m_byWord.cend()) {
        out.append(it->any.constData(), it->any.size());
        if (!it->bySecond.isEmpty()) {
            // The second word, also across a relative clause the matcher would step over.
            for (int j : {i + 1, i + 1 < ctx.skipTo.size() ? ctx.skipTo[i + 1] : -1}) {
                if (j <= i || j >= ctx.tokens->size())
                    continue;
                const auto second = it->bySecond.constFind((*ctx.tokens)[j].lower);
                if (second != it->bySecond.cend())
                    out.append(second->constData(), second->size());
            }
        }
    }
    for (const auto &p : m_byPrefix) {
        if (w.startsWith(p.first))
            out.append(p.second);
    }
    const Token &tok = (*ctx.tokens)[i];
    if (!m_byPlayer.isEmpty() && i < ctx.personEnd.size() && ctx.personEnd[i] > i)
        out.append(m_byPlayer.constData(), m_byPlayer.size());
    if (!m_byTeam.isEmpty() && i < ctx.teamEnd.size() && ctx.teamEnd[i] > i)
        out.append(m_byTeam.constData(), m_byTeam.size());
    if (!m_byNumber.isEmpty()) {
        int end = -1;
        if (tok.kind == Token::Number || ctx.numberAt(i, -1, &end) >= 0)
            out.append(m_byNumber.constData(), m_byNumber.size());
    }
    if (!m_byName.isEmpty() && tok.capitalized && tok.kind == Token::Word)
        out.append(m_byName.constData(), m_byName.size());
    out.append(m_other.constData(), m_other.size());
}

QList<PatternMatch> PatternSet::findAll(const SentenceContext &ctx) const
{
    QList<PatternMatch> result;
    const int n = int(ctx.tokens->size());
    QVarLengthArray<int, 32> cands;
    for (int i = 0; i < n; ++i) {
        cands.clear();
        candidatesAt(ctx, i, cands);
        for (int idx : cands) {
            const Compiled &p = m_patterns[idx];
            PatternMatch m;
            m.start = i;
            if (matchFrom(ctx, p, 0, i, m)) {
                m.payload = p.payload;
                // An optional or gap first element may not move the start.
                result.append(std::move(m));
            }
        }
    }
    return result;
}

PatternMatch PatternSet::matchAt(const SentenceContext &ctx, int i) const
{
    if (i >= ctx.tokens->size())
        return {};
    QVarLengthArray<int, 32> cands;
    candidatesAt(ctx, i, cands);
    for (int idx : cands) {
        const Compiled &p = m_patterns[idx];
        PatternMatch m;
        m.start = i;
        if (matchFrom(ctx, p, 0, i, m)) {
            m.payload = p.payload;
            return m;
        }
    }
    return {};
}

bool PatternSet::matchFrom(const SentenceContext &ctx, const Compiled &p, int elem, int pos,
                           PatternMatch &out) const
{
    const QList<Token> &t = *ctx.tokens;
    const int n = int(t.size());
    if (elem == p.elements.size()) {
        out.end = pos;
        return true;
    }
    const PatternElement &e = p.elements[elem];
    if (e.kind == PatternElement::NotNext) {
        if (pos < n && e.exact.contains(t[pos].lower))
            return false;
        return matchFrom(ctx, p, elem + 1, pos, out);
    }
    if (e.kind == PatternElement::Gap) {
        for (int g = 0; g <= e.maxGap && pos + g <= n; ++g) {
            // A gap never crosses sentence-internal hard stops.
            if (g > 0) {
                const QString &w = t[pos + g - 1].lower;
                if (w == u";" || w == u"\"")
                    break;
            }
            if (matchFrom(ctx, p, elem + 1, pos + g, out))
                return true;
        }
        return false;
    }
    if (pos >= n)
        return e.optional && matchFrom(ctx, p, elem + 1, pos, out);
    // A relative clause between two elements is stepped over ("King, who ..., brought down X").
    auto tryAt = [&](int at) -> bool {
        if (at >= n)
            return false;
        int end = -1;
        int value = -1;
        switch (e.kind) {
        case PatternElement::Literal: {
            const QString &w = t[at].lower;
            bool ok = e.exact.size() == 1 ? e.exact.front() == w : e.exact.contains(w);
            for (int k = 0; !ok && k < e.prefixes.size(); ++k)
                ok = w.startsWith(e.prefixes[k]);
            if (!ok && !e.stems.isEmpty() && ctx.stem && t[at].kind == Token::Word) {
                const QString s = ctx.stem(w);
                ok = e.stems.contains(s);
            }
            if (!ok)
                return false;
            // Literals capture nothing: go straight on.
            return matchFrom(ctx, p, elem + 1, at + 1, out);
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
            // Longest run first, then shorter ones.
            for (int k = last; k > at; --k) {
                const qsizetype mark = out.captures.size();
                if (!e.role.isEmpty())
                    out.captures.append(Capture{e.role, at, k, -1});
                if (matchFrom(ctx, p, elem + 1, k, out))
                    return true;
                out.captures.resize(mark);
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
        if (end < 0 || (value < 0 && e.kind != PatternElement::Literal))
            return false;
        const qsizetype mark = out.captures.size();
        out.captures.append(Capture{e.role, at, end, value});
        if (matchFrom(ctx, p, elem + 1, end, out))
            return true;
        out.captures.resize(mark);
        return false;
    };
    // Optional elements: with the element first (greedy), then without.
    if (tryAt(pos))
        return true;
    if (elem > 0 && pos < ctx.skipTo.size() && ctx.skipTo[pos] > pos && tryAt(ctx.skipTo[pos]))
        return true;
    return e.optional && matchFrom(ctx, p, elem + 1, pos, out);
}

} // namespace mt
