#include "TickerReader.h"

#include "evidence/MinuteMarks.h"

#include "ListKind.h"

#include "anchor/TimeExpressions.h"
#include "evidence/ScoreShape.h"
#include "lang/LanguagePack.h"
#include "pipeline/Document.h"

#include <algorithm>

namespace mt {

namespace {

// "16:18 - 45. + 2 Spielminute" is nine tokens; a stamp has no words but its minute's.
constexpr int MaxStampTokens = 12;
constexpr int MaxLabelTokens = 8;
constexpr int MaxNameTokens = 5;
constexpr int EntryLines = 4; // lines after the label: name, player off, club

bool hasPerson(const SentenceData &s, int from, int to)
{
    return std::any_of(s.people.cbegin(), s.people.cend(),
        [&](const PersonMention &p) { return p.start >= from && p.start < to && p.person >= 0; });
}

// The time hit that states a minute at token i, or nullptr.
const TimeHit *minuteHitAt(const LanguagePack &pack, const SentenceData &s, int i)
{
    for (const TimeHit &h : s.times) {
        const TimeDef::Kind k = pack.timeDefs.at(h.def).kind;
        if (i >= h.start && i < h.end && (k == TimeDef::Absolute || k == TimeDef::AddedTime))
            return &h;
    }
    return nullptr;
}

// A person named outside brackets: "Spielerwechsel (Dyn. Kiew)" names its club, not a player.
bool namesPlayer(const SentenceData &s)
{
    int depth = 0;
    for (int i = 0; i < int(s.tokens.size()); ++i) {
        depth += s.tokens.at(i).is(u'(') ? 1 : s.tokens.at(i).is(u')') ? -1 : 0;
        if (depth <= 0 && hasPerson(s, i, i + 1))
            return true;
    }
    return false;
}

} // namespace

// "21:19 - 20. Spielminute", "67'", "45+2'": numbers, marks and the pack's minute words only.
std::optional<TimeExpression> TickerReader::stampOf(const Document &doc, const SentenceData &s)
{
    const int n = int(s.tokens.size());
    if (n == 0 || n > MaxStampTokens || hasPerson(s, 0, n))
        return std::nullopt;
    std::optional<TimeExpression> minute;
    for (int i = 0; i < n; ++i) {
        const Token &t = s.tokens.at(i);
        if (const TimeHit *h = minuteHitAt(*doc.pack, s, i)) {
            minute = TimeExpressions::toExpression(*doc.pack, *h, s);
            i = h->end - 1;
            continue;
        }
        if (t.kind == Token::Word)
            return std::nullopt;
        if (t.kind == Token::Number && i + 1 < n && MinuteMarks::isMark(s.tokens.at(i + 1))) {
            TimeExpression e;
            e.kind = TimeExpression::Absolute;
            e.value = t.number;
            e.span = Span {t.start, s.tokens.at(i + 1).end};
            minute = e;
        }
    }
    return minute;
}

// The club a line names (0 home, 1 away): the whole line ("Malmö FF"), or anywhere in it.
int TickerReader::teamOfLine(const SentenceData &s, bool whole)
{
    for (const TeamMention &tm : s.teams) {
        if (tm.team != 0 && tm.team != 1)
            continue;
        const bool all = tm.start == 0 && tm.end >= int(s.tokens.size()) - 1;
        if (!whole || all)
            return tm.team;
    }
    return -1;
}

// The player a line names: a person the extract stage found, or a name alone on its line
// ("Shepelev", "H. Sakai"), which no verb around it confirms. -1 for none.
int TickerReader::personOfLine(const Document &doc, int si, const PersonFor &personFor)
{
    const SentenceData &s = doc.sentences.at(si);
    for (const PersonMention &p : s.people) {
        if (p.person >= 0 && !p.reference)
            return p.person;
    }
    const int n = int(s.tokens.size());
    if (n == 0 || n > MaxNameTokens || teamOfLine(s, false) >= 0)
        return -1;
    for (const Token &t : s.tokens) {
        const bool word = t.kind == Token::Word && t.capitalized
            && !doc.pack->inList(t, LanguagePack::NotName)
            && doc.pack->kindWords.kindsOf(t.lower()) == 0;
        if (!(word || t.is(u'.') || t.is(u'-')))
            return -1;
    }
    if (s.tokens.first().kind != Token::Word)
        return -1;
    return personFor(doc.source.text.mid(s.span.start, s.span.length()).trimmed());
}

std::optional<TickerReader::Entry> TickerReader::entryAt(const Document &doc, int label,
    EventType kind, const TimeExpression &at, const PersonFor &personFor, int end)
{
    const SentenceData &s = doc.sentences.at(label);
    const int n = int(s.tokens.size());
    Entry entry;
    Mention &m = entry.mention;
    m.sentence = label;
    m.span = s.span;
    m.type = kind;
    m.structured = true;
    m.timeExpr = at;
    m.timeExpr.span = {}; // stated on the stamp's line
    for (int i = 0; i + 2 < n; ++i) {
        if (const auto score = ScoreShape::at(s.tokens, i); score && m.type == EventType::Goal)
            m.scoreAfter = *score;
    }
    int team = teamOfLine(s, false);
    for (int k = label + 1; k < end && k <= label + EntryLines; ++k) {
        const SentenceData &line = doc.sentences.at(k);
        const int whole = teamOfLine(line, true);
        if (whole >= 0) {
            team = team < 0 ? whole : team;
            entry.lastLine = k;
            continue;
        }
        if (const auto score
            = line.tokens.size() == 3 ? ScoreShape::at(line.tokens, 0) : std::nullopt;
            score && m.type == EventType::Goal) {
            m.scoreAfter = *score; // "TOR!" over "2:0"
            entry.lastLine = k;
            continue;
        }
        const int person = personOfLine(doc, k, personFor);
        if (person < 0)
            break;
        if (m.personKey < 0) {
            m.personKey = person;
            m.setFieldSpan(Field::Player, doc.sentences.at(k).span);
        } else if (m.type == EventType::Substitution && m.playerOutKey < 0) {
            m.playerOutKey = person;
            m.setFieldSpan(Field::PlayerOut, doc.sentences.at(k).span);
        }
        entry.lastLine = k;
    }
    if (m.personKey < 0)
        return std::nullopt;
    m.team = team == 0 ? TeamSide::Home : team == 1 ? TeamSide::Away : TeamSide::Unknown;
    // The entry's club is its player's ("Gelbe Karte (Schalke)"); a goal's, with its running
    // score, is the scorer's unless he scored against his own side (the roster leaves those).
    m.sideListed = team >= 0 && (m.type != EventType::Goal || m.scoreAfter.isValid());
    return entry;
}

// "+ 6" on the line after "90'": the stamp's added minutes.
std::optional<int> TickerReader::addedOf(const SentenceData &s)
{
    const QList<Token> &t = s.tokens;
    if (t.size() == 2 && t.at(0).is(u'+') && t.at(1).kind == Token::Number)
        return t.at(1).number;
    return std::nullopt;
}

// The kind a label line names, with no player: "Tor 1:0", "Gelbe Karte (Schalke)", "TOR!".
std::optional<EventType> TickerReader::labelKind(const Document &doc, const SentenceData &s)
{
    const int n = int(s.tokens.size());
    if (n == 0 || n > MaxLabelTokens || namesPlayer(s))
        return std::nullopt;
    return ListKind::of(doc, s, 0, n, true);
}

QList<TickerReader::Entry> TickerReader::read(const Document &doc, const PersonFor &personFor)
{
    QList<Entry> out;
    if (!doc.pack)
        return out;
    QList<int> stamps;
    QList<TimeExpression> minutes;
    for (int si = 0; si < doc.sentences.size(); ++si) {
        if (doc.sentences.at(si).otherMatch)
            continue;
        if (const auto t = stampOf(doc, doc.sentences.at(si))) {
            stamps.append(si);
            minutes.append(*t);
            const auto added
                = si + 1 < doc.sentences.size() ? addedOf(doc.sentences.at(si + 1)) : std::nullopt;
            if (added && t->kind == TimeExpression::Absolute) {
                minutes.last().kind = TimeExpression::AddedTime;
                minutes.last().value2 = *added;
                stamps.last() = ++si; // the entry's lines start after it
            }
        }
    }
    // The entry's label is its first line, or the line after its title ("Naldo" over "TOR!").
    constexpr int TitleLines = 1;
    for (int k = 0; k < stamps.size(); ++k) {
        const int end = k + 1 < stamps.size() ? stamps.at(k + 1) : int(doc.sentences.size());
        for (int si = stamps.at(k) + 1; si < end && si <= stamps.at(k) + 1 + TitleLines; ++si) {
            const SentenceData &line = doc.sentences.at(si);
            const bool titled = si > stamps.at(k) + 1;
            const std::optional<EventType> kind = labelKind(doc, line);
            // (Under a title, a sentence is the entry's text, not its label.)
            if (!kind || (titled && line.tokens.last().is(u'.')))
                continue;
            if (auto e = entryAt(doc, si, *kind, minutes.at(k), personFor, end))
                out.append(*e);
            break;
        }
    }
    return out;
}

} // namespace mt
