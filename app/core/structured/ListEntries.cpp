#include "ListEntries.h"

#include "evidence/MinuteMarks.h"

#include "anchor/TimeExpressions.h"
#include "evidence/ScoreShape.h"
#include "lang/LanguagePack.h"
#include "pipeline/Document.h"

#include <algorithm>

namespace mt {

namespace {

constexpr int MaxMinute = 130;
constexpr int MaxAdded = 30;
constexpr int MaxCount = 4; // "(2)" after a name is a goal count; "(5)" may be a minute

bool isDash(const Token &t)
{
    return t.is(u'-') || t.is(u'\u2013') || t.is(u'\u2014');
}

Span charSpan(const QList<Token> &tk, int from, int to)
{
    return Span {tk.at(from).start, tk.at(to - 1).end};
}

} // namespace

ListEntries::ListEntries(const SentenceData &s, int from, int end, const LanguagePack *pack)
    : m_s(s)
    , m_pack(pack)
    , m_end(std::min(end, int(s.tokens.size())))
{
    m_minuteFirst = writesMinutesFirst(std::max(0, from));
    const QList<Token> &tk = s.tokens;
    QList<int> personAt(m_end, -1); // the person mention starting at each token
    for (qsizetype k = s.people.size() - 1; k >= 0; --k) {
        const PersonMention &p = s.people.at(k);
        if (p.person >= 0 && !p.reference && p.start >= 0 && p.start < m_end)
            personAt[p.start] = int(k);
    }
    for (int i = std::max(0, from); i < m_end; ++i) {
        const Token &t = tk.at(i);
        if (atTeam(i))
            continue;
        if (personAt.at(i) >= 0) {
            const PersonMention &person = s.people.at(personAt.at(i));
            startEntry(personAt.at(i), person.start, person.end);
            i = person.end - 1;
        } else if (t.kind == Token::Number) {
            readNumber(i);
        } else if (t.is(u'(') || t.is(u'[')) {
            ++m_depth;
            m_inner = -1;
        } else if (t.is(u')') || t.is(u']')) {
            m_depth = std::max(0, m_depth - 1);
            m_inner = -1;
        } else if (m_depth == 0 && (t.is(u';') || (i + 1 < m_end && isGroupBreak(tk, i)))) {
            ++m_groups;
            m_top = -1;
            m_pending.clear();
            m_pendingMethod = GoalMethod::None;
        } else {
            noteMethod(i);
        }
    }
}

bool ListEntries::isGroupBreak(const QList<Token> &tk, int k)
{
    const Token &t = tk.at(k);
    return t.is(u';')
        || (isDash(t) && t.spaceBefore && k + 1 < tk.size() && tk.at(k + 1).spaceBefore);
}

// "Giocatore Nazionale 43' Timber Olanda 45' Romero": whether the list writes its minutes
// before its names, by how most of its minutes stand: right before a name, or right after one.
bool ListEntries::writesMinutesFirst(int from) const
{
    const QList<Token> &tk = m_s.tokens;
    auto personAt = [&](int k, bool start) {
        return std::any_of(m_s.people.cbegin(), m_s.people.cend(), [&](const PersonMention &p) {
            return p.person >= 0 && (start ? p.start == k : p.end == k);
        });
    };
    int before = 0, after = 0;
    for (int i = from; i < m_end; ++i) {
        if (tk.at(i).kind != Token::Number)
            continue;
        int j = i + 1;
        while (j < m_end
            && (MinuteMarks::isMark(tk.at(j)) || tk.at(j).is(u'+') || tk.at(j).is(u'.')
                || tk.at(j).kind == Token::Number))
            ++j;
        before += personAt(j, true) ? 1 : 0;
        after += personAt(i, false) ? 1 : 0;
    }
    return before > after;
}

int ListEntries::groupTeam(int group) const
{
    for (const auto &gt : m_groupTeams) {
        if (gt.first == group)
            return gt.second;
    }
    return -1;
}

// A team named in the list: its group's side ("pour les Pays-Bas"); the number after it is its
// goals ("Man City 2 Man Utd 0"), not a minute.
bool ListEntries::atTeam(int &i)
{
    for (const TeamMention &tm : m_s.teams) {
        if (tm.start != i)
            continue;
        // "Per Sæther, Brattli (42)", "Ruben Fagerli (Østerdal)": the club of the entry before.
        const int e = currentEntry();
        // ("43' Timber Olanda 43' Acuña": in a list that writes minutes first, too.)
        const bool ofEntry = e >= 0 && m_entries.at(e).team < 0
            && tm.start >= m_entries.at(e).nameEnd && tm.start - m_entries.at(e).nameEnd <= 2
            && (m_entries.at(e).minutes.isEmpty() || m_minuteFirst);
        if (ofEntry && (tm.team == 0 || tm.team == 1))
            m_entries[e].team = tm.team;
        else if ((tm.team == 0 || tm.team == 1) && groupTeam(m_groups - 1) < 0)
            m_groupTeams.append({m_groups - 1, tm.team});
        i = tm.end - 1;
        if (m_depth == 0 && !ofEntry)
            m_top = -1;
        // "Man City 2 Man Utd 0": the goals of the team; "Olanda 43' Acuña": a minute.
        const bool goals = i + 1 < m_end && m_s.tokens.at(i + 1).kind == Token::Number
            && !(i + 2 < m_end
                && (MinuteMarks::isMark(m_s.tokens.at(i + 2)) || m_s.tokens.at(i + 2).is(u'+')));
        if (goals)
            ++i;
        return true;
    }
    return false;
}

// "Balotelli 90+5 (pen)", "(18./Eigentor)": the entry's own method. At the list's level after an
// entry's minutes ("A (12.), ein Eigentor von B (18.)"), the method is the next entry's.
void ListEntries::noteMethod(int i)
{
    const Token &t = m_s.tokens.at(i);
    if (t.kind == Token::Word && !(m_pack && m_pack->nameParticles.contains(t.lower()))
        && std::none_of(m_s.cues.cbegin(), m_s.cues.cend(),
            [&](const CueHit &c) { return c.cue == Cue::Method && i >= c.start && i < c.end; }))
        ++m_freeWords;
    for (const CueHit &c : m_s.cues) {
        if (c.cue != Cue::Method || i < c.start || i >= c.end)
            continue;
        const int e = currentEntry();
        // (In a list that writes minutes first, "52' A (V) su rigore, 66' B", it is still A's.)
        const bool closed = e >= 0 && m_depth == 0 && !m_entries.at(e).minutes.isEmpty()
            && m_entries.at(e).nameEnd < i && !m_minuteFirst;
        // "52' rig. Rautenberg": after a minute that waits for its name, the name's.
        if (e < 0 || closed || !m_pending.isEmpty())
            m_pendingMethod = c.method;
        else if (m_entries.at(e).method == GoalMethod::None)
            m_entries[e].method = c.method;
        return;
    }
}

void ListEntries::startEntry(int person, int start, int end)
{
    Entry e;
    e.person = person;
    e.nameStart = start;
    e.nameEnd = end;
    e.group = m_groups - 1;
    e.parent = m_depth > 0 ? m_top : -1;
    e.score = m_pendingScore;
    e.minutes = m_pending;
    m_minuteFirst = m_minuteFirst || (!m_pending.isEmpty() && m_depth == 0);
    e.method = m_pendingMethod;
    m_pendingMethod = GoalMethod::None;
    m_pendingScore = Score {};
    m_pending.clear();
    m_entries.append(e);
    (m_depth > 0 ? m_inner : m_top) = int(m_entries.size()) - 1;
}

int ListEntries::currentEntry() const
{
    return m_depth > 0 && m_inner >= 0 ? m_inner : m_top;
}

void ListEntries::addMinute(const Minute &m, int next)
{
    int e = currentEntry();
    // "Eng 7 (70' Moe 6)", "(dal 25' s.t. Olivera)": a minute opening a bracket, right before a
    // name, is the substitute's.
    const bool beforeName = std::any_of(m_s.people.cbegin(), m_s.people.cend(),
        [&](const PersonMention &p) { return p.start == next && p.person >= 0; });
    if (m_depth > 0 && m_inner < 0 && beforeName && m.marked)
        e = -1;
    // "0-1 (6) Rask": after a score, the minute is the name's that follows.
    if (m_pendingScore.isValid()) {
        m_pending.append(m);
        return;
    }
    // "Brenner (15.) und Hagedorn (44.)" with Brenner unread: a bracketed minute after no name
    // is nobody's, never the next name's.
    if (e < 0 && m.bracketed && !beforeName)
        return;
    // "14' Osimhen, 39' Kvaratskhelia": once a list writes minutes before names, a minute at its
    // level is the next entry's.
    if (e < 0 || (m_minuteFirst && m_depth == 0)) {
        if (m.marked)
            m_pending.append(m); // "14' Osimhen": the name follows
        return;
    }
    Entry &entry = m_entries[e];
    const bool markedBefore = std::any_of(
        entry.minutes.cbegin(), entry.minutes.cend(), [](const Minute &x) { return x.marked; });
    // "(65' Ostigard 6)", "Rrahmani 6,5": beside written minutes and ratings a bare number is a
    // rating.
    if (!m.marked && (markedBefore || m_ratings))
        return;
    entry.minutes.append(m);
}

// Whether token i is the first number of the hit [start, end): "( 25 ' st", "dal 25 ' s.t.".
static bool firstNumberOf(const QList<Token> &tk, int start, int end, int i)
{
    if (i < start || i >= end)
        return false;
    for (int k = start; k < i; ++k) {
        if (tk.at(k).kind == Token::Number)
            return false;
    }
    return true;
}

// A number: a rating ("6,5"), a score ("1:0"), a count ("(2)") or a minute ("56", "56'", "56.",
// "56e", "90+5", "90.+5"); a pack's time words read it where they cover it ("10' st").
void ListEntries::readNumber(int &i)
{
    const QList<Token> &tk = m_s.tokens;
    const Token &t = tk.at(i);
    auto at = [&](int k) -> const Token * { return k < m_end ? &tk.at(k) : nullptr; };
    if (at(i + 2) && at(i + 1)->is(u',') && !at(i + 1)->spaceBefore
        && at(i + 2)->kind == Token::Number && !at(i + 2)->spaceBefore) {
        m_ratings = true;
        i += 2;
        return;
    }
    if (const std::optional<Score> score = ScoreShape::at(tk, i); score && i + 2 < m_end) {
        const bool formation = at(i + 4) && isDash(*at(i + 3)) && at(i + 4)->kind == Token::Number;
        if (!formation)
            m_pendingScore = *score;
        i += formation ? 4 : 2;
        return;
    }
    if (m_pack) {
        for (const TimeHit &h : m_s.times) {
            const TimeDef::Kind kind = m_pack->timeDefs.at(h.def).kind;
            // A half's clock may open before its number: "(dal 25' s.t. Olivera)". (Where a
            // plain minute's words open before it, "durch A (12.)", the number reads alone.)
            const bool opens = h.start == i
                || (kind == TimeDef::AfterBreak && firstNumberOf(tk, h.start, h.end, i));
            if (!opens
                || !(kind == TimeDef::Absolute || kind == TimeDef::AddedTime
                    || kind == TimeDef::AfterBreak))
                continue;
            Minute m;
            m.expr = TimeExpressions::toExpression(*m_pack, h, m_s);
            m.marked = true;
            m.bracketed = m_depth > 0;
            i = h.end - 1;
            addMinute(m, h.end);
            return;
        }
    }
    if (t.number < 1 || t.number > MaxMinute)
        return;
    int j = i + 1;
    bool marked = t.ordinalSuffix;
    if (at(j) && (at(j)->is(u'.') || MinuteMarks::isMark(*at(j)))) {
        marked = true;
        ++j;
    }
    int added = 0;
    if (at(j + 1) && at(j)->is(u'+') && at(j + 1)->kind == Token::Number && at(j + 1)->number > 0
        && at(j + 1)->number <= MaxAdded) {
        added = at(j + 1)->number;
        marked = true;
        j += 2;
        if (at(j) && (at(j)->is(u'.') || MinuteMarks::isMark(*at(j))))
            ++j;
    }
    if (at(j) && MinuteMarks::isWord(*at(j))) {
        marked = true;
        ++j;
    }
    const bool alone = i > 0 && tk.at(i - 1).is(u'(') && at(j) && at(j)->is(u')');
    if (alone && !marked && t.number <= MaxCount && currentEntry() >= 0) {
        m_entries[currentEntry()].count = t.number;
        i = j - 1;
        return;
    }
    Minute m;
    m.expr.kind = added > 0 ? TimeExpression::AddedTime : TimeExpression::Absolute;
    m.expr.value = t.number;
    m.expr.value2 = added > 0 ? added : -1;
    m.expr.span = charSpan(tk, i, j);
    m.marked = marked;
    m.bracketed = m_depth > 0;
    i = j - 1;
    addMinute(m, j);
}

} // namespace mt
