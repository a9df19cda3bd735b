#include "StructuredLineReader.h"

#include "ListEntries.h"
#include "ListKind.h"

#include "evidence/TeamTally.h"
#include "lang/LanguagePack.h"
#include "pipeline/Document.h"

#include <QSet>

#include <algorithm>
#include <optional>

namespace mt {

namespace {

constexpr int MaxLabelTokens = 8;

quint32 bit(EventType t)
{
    return quint32(1) << int(t);
}

TeamSide sideOf(int team)
{
    return team == 0 ? TeamSide::Home : team == 1 ? TeamSide::Away : TeamSide::Unknown;
}

// Whether the list's two groups are two teams' entries: dated alike (each a dated entry, or no
// entry dated at all). A dash in prose parts no teams ("the first of Foden's career - but a
// habit for Haaland (34, 37, 64 minutes)").
bool twoTeamsGroups(const ListEntries &list)
{
    if (list.groups() != 2)
        return false;
    bool dated[2] = {false, false};
    for (const ListEntries::Entry &e : list.entries()) {
        if (e.parent < 0 && !e.minutes.isEmpty() && e.group >= 0 && e.group < 2)
            dated[e.group] = true;
    }
    return dated[0] == dated[1];
}

// Each entry's side: the score it made ("2:1 Defoe": the second number rose), else the team its
// group names, else the label's team, else, in a list of two groups that names no team, home
// first ("A 8, 73 - B 56").
QList<TeamSide> sidesOf(const ListEntries &list, int labelTeam)
{
    const QList<ListEntries::Entry> &entries = list.entries();
    bool groupsNamed = false;
    for (int g = 0; g < list.groups(); ++g)
        groupsNamed = groupsNamed || list.groupTeam(g) >= 0;
    const bool twoTeams = !groupsNamed && twoTeamsGroups(list);
    QList<TeamSide> sides;
    Score before {0, 0};
    for (const ListEntries::Entry &e : entries) {
        TeamSide side = TeamSide::Unknown;
        if (e.score.isValid()) {
            if (e.score.home == before.home + 1 && e.score.away == before.away)
                side = TeamSide::Home;
            else if (e.score.away == before.away + 1 && e.score.home == before.home)
                side = TeamSide::Away;
            before = e.score;
        }
        if (side == TeamSide::Unknown)
            side = sideOf(e.team);
        if (side == TeamSide::Unknown)
            side = sideOf(list.groupTeam(e.group));
        if (side == TeamSide::Unknown)
            side = sideOf(labelTeam);
        if (side == TeamSide::Unknown && twoTeams)
            side = e.group == 0 ? TeamSide::Home : TeamSide::Away;
        sides.append(side);
    }
    return sides;
}

// "Lennon (Pienaar, 88)": the bracket opens in the entry of the player taken off, not after a
// name the list could not read ("Walker, Unread (Pienaar, 88)" is no change for Walker).
bool bracketedBeside(
    const SentenceData &s, const ListEntries::Entry &off, const ListEntries::Entry &on)
{
    for (int k = off.nameEnd; k < on.nameStart; ++k) {
        const Token &t = s.tokens.at(k);
        const bool decimal = t.is(u',') && k > 0 && k + 1 < s.tokens.size()
            && s.tokens.at(k - 1).kind == Token::Number && !t.spaceBefore
            && s.tokens.at(k + 1).kind == Token::Number && !s.tokens.at(k + 1).spaceBefore;
        if ((t.is(u',') && !decimal) || t.is(u')') || t.is(u';'))
            return false;
    }
    return true;
}

Span charSpan(const SentenceData &s, int from, int to)
{
    return Span {s.tokens.at(from).start, s.tokens.at(to - 1).end};
}

} // namespace

int StructuredLineReader::read(Document &doc, const TickerReader::PersonFor &personFor)
{
    if (!doc.pack)
        return 0;
    int count = 0;
    QSet<int> ticker; // sentences that are lines of a ticker entry
    for (const TickerReader::Entry &e : TickerReader::read(doc, personFor)) {
        for (int si = e.mention.sentence; si <= e.lastLine; ++si) {
            ticker.insert(si);
            replaceProse(doc, si,
                si == e.mention.sentence ? QList<Mention> {e.mention} : QList<Mention> {}, true);
        }
        ++count;
    }
    for (int si = 0; si < doc.sentences.size(); ++si) {
        if (doc.sentences.at(si).otherMatch || doc.sentences.at(si).people.isEmpty()
            || ticker.contains(si))
            continue;
        const QList<Mention> read = readLine(doc, si);
        if (read.isEmpty())
            continue;
        replaceProse(doc, si, read, labelOf(doc, doc.sentences.at(si)).end >= 0);
        count += int(read.size());
    }
    return count;
}

// "Goals:", "Buts pour Manchester City :", "Napoli (4-3-3):", "GOAL!": a few words before a colon
// (or an exclamation mark after event words), naming no player.
StructuredLineReader::Label StructuredLineReader::labelOf(
    const Document &doc, const SentenceData &s)
{
    Label label;
    const int n = std::min(int(s.tokens.size()), MaxLabelTokens + 1);
    for (int i = 1; i < n; ++i) {
        const Token &t = s.tokens.at(i);
        if (!(t.is(u':') || t.is(u'!')))
            continue;
        const bool person = std::any_of(s.people.cbegin(), s.people.cend(),
            [&](const PersonMention &p) { return p.start < i && p.person >= 0; });
        if (person)
            return label;
        label.kinds = ListKind::kindsOf(doc, s, 0, i);
        label.kind = ListKind::of(doc, s, 0, i, false);
        // The one team it names ("Buts pour Manchester City :"); "Napoli - Juventus 5-1 |
        // Marcatori:" names both, and no side.
        for (const TeamMention &tm : s.teams) {
            if (tm.end > i || !(tm.team == 0 || tm.team == 1) || tm.roleWord)
                continue;
            label.team = label.team < 0 || label.team == tm.team ? tm.team : 2;
        }
        if (label.team == 2)
            label.team = -1;
        if (t.is(u'!') && label.kinds == 0)
            return Label {};
        // "21' Gult kort:": a live-blog entry's stamp; the entry is the extract stage's.
        int depth = 0;
        for (int k = 0; k < i; ++k) {
            depth += s.tokens.at(k).is(u'(') ? 1 : s.tokens.at(k).is(u')') ? -1 : 0;
            label.stamped = label.stamped || (depth == 0 && s.tokens.at(k).kind == Token::Number);
        }
        label.end = i + 1;
        return label;
    }
    return label;
}

QList<Mention> StructuredLineReader::readLine(const Document &doc, int si)
{
    const SentenceData &s = doc.sentences.at(si);
    Label label = labelOf(doc, s);
    const int from = std::max(0, label.end);
    const ListEntries list(s, from, int(s.tokens.size()), doc.pack);
    if (list.entries().isEmpty())
        return {};
    if (label.end < 0 && si > 0)
        label = headingOf(doc, doc.sentences.at(si - 1));
    if (label.end < 0)
        label = tallyOf(doc, si);
    if (label.end >= 0) {
        // "Buts : A (83e) pour les Pays-Bas ; B (35e)" is a list; "Gult kort: A henger igjen med
        // foten og kapper ned B" is a sentence.
        if (label.stamped || list.freeWords() > 2 * int(list.entries().size()))
            return {};
        if (label.kind)
            return eventList(doc, si, list, *label.kind, label.team, true);
        if (label.team >= 0 && label.kinds == 0)
            return lineUp(doc, si, list, label.team);
        return {};
    }
    QList<Mention> out = proseScorers(doc, si, list);
    if (out.isEmpty())
        out = scoreLineScorers(doc, si, list);
    if (out.isEmpty())
        out = proseBookings(doc, si, list);
    return out.isEmpty() ? proseCardList(doc, si, list) : out;
}

// "ammonendo Moe al 30', Lie al 55', Berg al 44' e Ruud al 69'": a sentence whose event words
// name bookings (no goal, penalty or save), three players or more with one minute
// each; a name with no minute is the sentence's other ("l'arbitro Conti"). (A line of labels,
// "Arbitre : X | Avertissements : ...", is not one list; sending-offs are told in prose, their
// minutes with the half they fall in.)
QList<Mention> StructuredLineReader::proseCardList(
    const Document &doc, int si, const ListEntries &list)
{
    constexpr int MinNames = 3;
    const SentenceData &s = doc.sentences.at(si);
    const int n = int(s.tokens.size());
    // (Chances and changes have words too broad to tell: "volte", "came".)
    const quint32 others = bit(EventType::Goal) | bit(EventType::PenaltyAwarded)
        | bit(EventType::PenaltyMissed) | bit(EventType::Save) | bit(EventType::DisallowedGoal);
    const std::optional<EventType> kind = ListKind::of(doc, s, 0, n, false);
    if (kind != EventType::YellowCard || (ListKind::kindsOf(doc, s, 0, n) & others) != 0
        || std::any_of(
            s.tokens.cbegin(), s.tokens.cend(), [](const Token &t) { return t.is(u':'); }))
        return {};
    QSet<int> unlisted;
    int listed = 0;
    for (const ListEntries::Entry &e : list.entries()) {
        if (e.parent >= 0 || e.count > 0 || e.minutes.size() > 1)
            return {};
        if (e.minutes.isEmpty())
            unlisted.insert(s.people.at(e.person).person);
        else
            ++listed;
    }
    if (listed < MinNames)
        return {};
    QList<Mention> out = eventList(doc, si, list, *kind, -1);
    out.removeIf([&](const Mention &m) { return unlisted.contains(m.personKey); });
    return out;
}

// "Tutti gli ammoniti di Olanda-Argentina" on the line before "43' Timber Olanda 43' Acuña
// Argentina ...": a short heading naming one kind and no player labels the line after it.
StructuredLineReader::Label StructuredLineReader::headingOf(
    const Document &doc, const SentenceData &heading)
{
    constexpr int MaxHeadingTokens = 8;
    const int n = int(heading.tokens.size());
    Label label;
    const bool person = std::any_of(heading.people.cbegin(), heading.people.cend(),
        [](const PersonMention &p) { return p.person >= 0; });
    if (n == 0 || n > MaxHeadingTokens || person)
        return label;
    label.kind = ListKind::of(doc, heading, 0, n, false);
    if (!label.kind)
        return Label {};
    label.kinds = ListKind::kindsOf(doc, heading, 0, n);
    label.end = 0;
    return label;
}

// "SSC Neapel 2" over "• K Kvaratskhelia (42. minute)" and "• G Raspadori (88. minute)": a line
// that is a team of the match and a goal count heads as many lines after it, each one player
// and his minutes: that team's goals, in any language.
StructuredLineReader::Label StructuredLineReader::tallyOf(const Document &doc, int si)
{
    constexpr int MaxGoals = 15;
    for (int back = 1; back <= std::min(si, MaxGoals); ++back) {
        const SentenceData &h = doc.sentences.at(si - back);
        const int n = int(h.tokens.size());
        if (const auto tally = TeamTally::of(h)) {
            if (tally->goals < back)
                return Label {};
            Label label;
            label.end = 0;
            label.kind = EventType::Goal;
            label.kinds = bit(EventType::Goal);
            label.team = tally->team;
            return label;
        }
        // Between the tally and this line: only lines of one player and his minutes.
        const ListEntries entries(h, 0, n, doc.pack);
        if (entries.entries().size() != 1 || entries.entries().first().minutes.isEmpty()
            || entries.freeWords() > 2)
            return Label {};
    }
    return Label {};
}

// Prose listing scorers: every minute bracketed, at least two, and goal words alone.
QList<Mention> StructuredLineReader::proseScorers(
    const Document &doc, int si, const ListEntries &list)
{
    const SentenceData &s = doc.sentences.at(si);
    int minutes = 0;
    for (const ListEntries::Entry &e : list.entries()) {
        for (const ListEntries::Minute &m : e.minutes) {
            if (!m.bracketed)
                return {};
            ++minutes;
        }
    }
    if (minutes < 2)
        return {};
    const quint32 kinds = ListKind::kindsOf(doc, s, 0, int(s.tokens.size()));
    // (Chances and changes have words too broad to tell: "came", "over".)
    const quint32 others = bit(EventType::PenaltyMissed) | bit(EventType::Save)
        | bit(EventType::DisallowedGoal) | bit(EventType::YellowCard) | bit(EventType::RedCard)
        | bit(EventType::SecondYellow);
    if (minutes < 2 || (kinds & bit(EventType::Goal)) == 0 || (kinds & others) != 0)
        return {};
    // The dated names are the scorers; a name beside them with no minute is only named ("a day
    // to remember for Dahl - and a treble for Kvam (12, 58, 77)").
    QList<Mention> out = eventList(doc, si, list, EventType::Goal, -1);
    out.removeIf([](const Mention &m) { return m.timeExpr.kind == TimeExpression::None; });
    return out;
}

namespace {

// The side (0 home, 1 away) of the first team of the match the sentence names, or -1.
int firstTeamOf(const SentenceData &s)
{
    for (const TeamMention &t : s.teams) {
        if ((t.team == 0 || t.team == 1) && !t.roleWord)
            return t.team;
    }
    return -1;
}

// Where a list of scorers parts the two teams' ("Fenn 14 - Vatne 18, Mellor 28"; "A 8; B 34"),
// at any bracket depth: the first entry of the second group, or -1.
int secondGroupAt(const SentenceData &s, const ListEntries &list)
{
    const QList<ListEntries::Entry> &entries = list.entries();
    int found = -1;
    for (int i = 1; i < entries.size(); ++i) {
        for (int k = entries.at(i - 1).nameEnd; k < entries.at(i).nameStart; ++k) {
            if (!ListEntries::isGroupBreak(s.tokens, k))
                continue;
            if (found >= 0)
                return -2; // three groups: no two teams' scorers
            found = i;
            break;
        }
    }
    return found;
}

} // namespace

// A score line with its scorers: "Rovers 1-2 Town (Fenn 14 - Vatne pen 18, Mellor 28)". Every
// entry dated, and the minutes as many as the line's goals, per group where it writes two (the
// first team's scorers first): then the names are the scorers, whatever words the line has.
QList<Mention> StructuredLineReader::scoreLineScorers(
    const Document &doc, int si, const ListEntries &list)
{
    const SentenceData &s = doc.sentences.at(si);
    const auto line = std::find_if(s.scoreLines.cbegin(), s.scoreLines.cend(),
        [](const ScoreLine &l) { return !l.shootout && !l.aggregate; });
    const int second = secondGroupAt(s, list);
    if (line == s.scoreLines.cend() || second == -2 || list.hasRatings())
        return {};
    int perGroup[2] = {0, 0};
    for (int i = 0; i < list.entries().size(); ++i) {
        const ListEntries::Entry &e = list.entries().at(i);
        if (e.parent >= 0)
            continue;
        if (e.minutes.isEmpty() || e.count > 0)
            return {};
        perGroup[second >= 0 && i >= second ? 1 : 0] += int(e.minutes.size());
    }
    const Score goals = line->score;
    if (second >= 0 ? (perGroup[0] != goals.home || perGroup[1] != goals.away)
                    : perGroup[0] != goals.home + goals.away)
        return {};
    QList<Mention> out = eventList(doc, si, list, EventType::Goal, -1);
    const int first = firstTeamOf(s);
    int k = 0;
    for (int i = 0; i < list.entries().size(); ++i) {
        const ListEntries::Entry &e = list.entries().at(i);
        if (e.parent >= 0)
            continue;
        const bool ofFirst = second >= 0 ? i < second : goals.away == 0;
        const bool ofSecond = second >= 0 ? i >= second : goals.home == 0;
        const int team = first < 0 ? -1 : ofFirst ? first : ofSecond ? 1 - first : -1;
        for (qsizetype m = 0; m < e.minutes.size(); ++m, ++k) {
            out[k].team = sideOf(team);
            out[k].sideListed = team >= 0 && second >= 0;
        }
    }
    return out;
}

// Prose listing the booked: "gaf zes spelers geel, namelijk A, B, C en D": three or more names
// in a row, parted by commas and "and" only, no minute, in a sentence whose event words name
// one kind of card.
QList<Mention> StructuredLineReader::proseBookings(
    const Document &doc, int si, const ListEntries &list)
{
    constexpr int MinNames = 3;
    const SentenceData &s = doc.sentences.at(si);
    const QList<ListEntries::Entry> &entries = list.entries();
    if (entries.size() < MinNames)
        return {};
    const std::optional<EventType> kind = ListKind::of(doc, s, 0, int(s.tokens.size()), false);
    if (!kind || !isCard(*kind))
        return {};
    auto joined = [&](const ListEntries::Entry &a, const ListEntries::Entry &b) {
        for (int k = a.nameEnd; k < b.nameStart; ++k) {
            const Token &t = s.tokens.at(k);
            if (!(t.is(u',') || doc.pack->conjunctions.contains(t.lower())))
                return false;
        }
        return b.nameStart > a.nameEnd;
    };
    int run = 0, best = 0, bestEnd = -1;
    for (int i = 0; i < entries.size(); ++i) {
        if (!entries.at(i).minutes.isEmpty() || entries.at(i).parent >= 0)
            return {};
        run = i > 0 && joined(entries.at(i - 1), entries.at(i)) ? run + 1 : 1;
        if (run > best) {
            best = run;
            bestEnd = i;
        }
    }
    if (best < MinNames)
        return {};
    QList<Mention> out;
    for (int i = bestEnd - best + 1; i <= bestEnd; ++i)
        out.append(entryMention(doc, si, list, i, *kind));
    return out;
}

Mention StructuredLineReader::entryMention(
    const Document &doc, int si, const ListEntries &list, int entry, EventType type)
{
    const SentenceData &s = doc.sentences.at(si);
    const ListEntries::Entry &e = list.entries().at(entry);
    Mention m;
    m.sentence = si;
    m.span = s.span;
    m.type = type;
    m.structured = true;
    m.personKey = s.people.at(e.person).person;
    m.setFieldSpan(Field::Player, charSpan(s, e.nameStart, e.nameEnd));
    if (type == EventType::Goal) {
        m.method = e.method;
        m.scoreAfter = e.score;
    }
    return m;
}

// One event per minute of each entry (a scorer's goals; a card once), or one with no minute.
QList<Mention> StructuredLineReader::eventList(const Document &doc, int si,
    const ListEntries &list, EventType type, int labelTeam, bool labelled)
{
    const QList<TeamSide> sides = sidesOf(list, labelTeam);
    QList<Mention> out;
    for (int i = 0; i < list.entries().size(); ++i) {
        const ListEntries::Entry &e = list.entries().at(i);
        if (e.parent >= 0)
            continue; // "(Pienaar, 88)" inside a list of scorers: not a scorer
        Mention m = entryMention(doc, si, list, i, type);
        m.team = sides.at(i);
        m.sideListed = m.team != TeamSide::Unknown
            && (e.score.isValid() || e.team >= 0 || labelTeam >= 0
                || (labelled && list.groupTeam(e.group) >= 0));
        const qsizetype told = type == EventType::Goal ? e.minutes.size() : 1;
        if (e.minutes.isEmpty()) {
            out.append(m);
            continue;
        }
        for (qsizetype k = 0; k < std::min(told, e.minutes.size()); ++k) {
            Mention timed = m;
            timed.timeExpr = e.minutes.at(k).expr;
            timed.setFieldSpan(Field::Minute, timed.timeExpr.span);
            if (k > 0)
                timed.scoreAfter = Score {};
            out.append(timed);
        }
    }
    return out;
}

// "Tottenham: Friedel, ..., Lennon (Pienaar, 88), Van der Vaart (Livermore 67)".
QList<Mention> StructuredLineReader::lineUp(
    const Document &doc, int si, const ListEntries &list, int team)
{
    QList<Mention> out;
    for (int i = 0; i < list.entries().size(); ++i) {
        const ListEntries::Entry &e = list.entries().at(i);
        if (e.parent < 0)
            continue;
        const ListEntries::Entry &off = list.entries().at(e.parent);
        const SentenceData &s = doc.sentences.at(si);
        if (!bracketedBeside(s, off, e))
            continue;
        Mention m = entryMention(doc, si, list, i, EventType::Substitution);
        m.playerOutKey = s.people.at(off.person).person;
        m.setFieldSpan(Field::PlayerOut, charSpan(s, off.nameStart, off.nameEnd));
        m.team = sideOf(team);
        if (!e.minutes.isEmpty()) {
            m.timeExpr = e.minutes.first().expr;
            m.setFieldSpan(Field::Minute, m.timeExpr.span);
        }
        out.append(m);
    }
    return out;
}

// A list line's entries stand for what the prose reading made of it; in prose that lists
// scorers, they stand for the goals read of the same players (or of none), and the sentence's
// other events stay. The narrative order is kept.
void StructuredLineReader::replaceProse(
    Document &doc, int si, const QList<Mention> &read, bool wholeLine)
{
    QSet<int> players;
    quint32 types = bit(EventType::Goal); // the kinds whose prose readings of the line go
    for (const Mention &m : read) {
        players.insert(m.personKey);
        if (m.type == EventType::YellowCard)
            types |= bit(m.type);
    }
    doc.mentions.erase(std::remove_if(doc.mentions.begin(), doc.mentions.end(),
                           [&](const Mention &m) {
                               return m.sentence == si
                                   && (wholeLine
                                       || ((types & bit(m.type)) != 0
                                           && (m.personKey < 0 || players.contains(m.personKey))));
                           }),
        doc.mentions.end());
    qsizetype at = std::upper_bound(doc.mentions.cbegin(), doc.mentions.cend(), si,
                       [](int sentence, const Mention &m) { return sentence < m.sentence; })
        - doc.mentions.cbegin();
    for (const Mention &m : read)
        doc.mentions.insert(at++, m);
    for (int i = 0; i < doc.mentions.size(); ++i)
        doc.mentions[i].order = i;
}

} // namespace mt
