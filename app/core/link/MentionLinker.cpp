#include "MentionLinker.h"

#include "align/StatedValues.h"
#include "evidence/SentenceEvidence.h"
#include "identify/SoundKey.h"
#include "pipeline/Document.h"
#include "roster/RosterSides.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>

namespace mt {

namespace {

constexpr int DatingWindow = 6; // tokens after a name a minute may be written in
// In a report with a pack, a long name its own spelling gives no one is a misspelling of the
// roster name whose skeleton it meets ("Aubemeyang", "Caliguiri"); short ones are too often
// another word.
constexpr int MinMisspeltName = 7;

// Which events each surname key names, and the key of each event's player.
class Roster
{
public:
    explicit Roster(const QList<Event> &events)
    {
        m_player.resize(events.size());
        for (qsizetype i = 0; i < events.size(); ++i) {
            const Event &e = events.at(i);
            m_player[i] = RosterSides::surnameKey(e.player);
            add(m_player.at(i), int(i));
            if (e.type == EventType::Substitution)
                add(RosterSides::surnameKey(e.playerOut), int(i));
        }
        for (auto it = m_byKey.cbegin(); it != m_byKey.cend(); ++it)
            m_sounds.append({SoundKey::of(it.key()), it.key()});
    }

    // The events a word names: its key, or its key less an ending of one or two letters
    // ("Naldos", "Kanes", "Agüeros").
    bool namedBy(const QString &word, int token, QHash<int, int> &out) const
    {
        bool found = false;
        for (int cut = 0; cut <= 2; ++cut) {
            if (cut > 0 && word.size() - cut < 4)
                break;
            const auto it = m_byKey.constFind(cut == 0 ? word : word.chopped(cut));
            if (it != m_byKey.cend()) {
                found = true;
                nameAll(*it, token, out);
            }
        }
        return found;
    }
    const QString &playerKey(int event) const { return m_player.at(event); }

    // Where the word's own spelling names no one: the one roster name whose skeleton it meets,
    // its key or its key less an ending ("Холанда" is Haaland's, "Марсьяль" Martial's).
    void soundsLike(const QString &word, int token, QHash<int, int> &out) const
    {
        for (int cut = 0; cut <= 2; ++cut) {
            if (cut > 0 && word.size() - cut < 4)
                break;
            const QString sound = SoundKey::of(cut == 0 ? word : word.chopped(cut));
            if (sound.size() < 3)
                continue;
            const QString *match = nullptr;
            for (const auto &[skeleton, key] : m_sounds) {
                if (!SoundKey::meet(sound, skeleton))
                    continue;
                if (match && *match != key)
                    return; // two names sound alike: neither is told
                match = &key;
            }
            if (match) {
                nameAll(m_byKey.value(*match), token, out);
                return;
            }
        }
    }

private:
    // The events are named at the token, unless an earlier word named them.
    static void nameAll(const QList<int> &events, int token, QHash<int, int> &out)
    {
        for (int e : events) {
            if (!out.contains(e))
                out.insert(e, token);
        }
    }
    void add(const QString &key, int event)
    {
        if (!key.isEmpty())
            m_byKey[key].append(event);
    }
    QHash<QString, QList<int>> m_byKey;
    QList<QPair<QString, QString>> m_sounds; // (skeleton, key) of every key
    QList<QString> m_player;
};

// How one sentence tells one event.
struct Link
{
    int event = -1;
    bool named = false;
    const SentenceEvidence::Minute *minute = nullptr; // the event's minute, within one
    const SentenceEvidence::Minute *beside = nullptr; // the minute written beside the name
    bool score = false;
};

bool kindNamed(const SentenceEvidence &ev, const Event &e)
{
    return ev.hasKind(e.type)
        || (e.type == EventType::Goal && e.method == GoalMethod::Penalty
            && ev.hasKind(EventType::PenaltyAwarded));
}

// "Rosenberg (48) and Rakip (57)": a minute written after one player's name, that is the minute
// of that player's event of the kind, is his; it does not date another player's event. The
// name it follows owns it; a minute before every name ("88' Berghuis and Paredes are booked")
// is the whole sentence's.
bool ownedByAnother(const SentenceEvidence::Minute &m, int event, const QHash<int, int> &named,
    const QList<Event> &events)
{
    int owner = -1;
    for (int token : named) {
        if (token <= m.token && token > owner)
            owner = token;
    }
    if (owner < 0 || owner == named.value(event, -1))
        return false;
    const Event &e = events.at(event);
    const QString key = RosterSides::surnameKey(e.player);
    for (auto it = named.cbegin(); it != named.cend(); ++it) {
        const Event &o = events.at(it.key());
        if (it.value() == owner && o.type == e.type && o.time.isKnown()
            && RosterSides::surnameKey(o.player) != key
            && std::abs(o.time.elapsed() - m.effective()) <= 1)
            return true;
    }
    return false;
}

// "Thauvin (31.) traf für OM": the minute beside a name is that player's goal, which the sentence
// tells by its kind; it does not date his substitution as well. (A foul and its card, a penalty
// and its goal are one incident: there the minute dates both.)
bool besideAnotherOfHis(const SentenceEvidence::Minute &m, int event, const SentenceEvidence &ev,
    const QHash<int, int> &named, const QList<Event> &events)
{
    const Event &e = events.at(event);
    if (e.type != EventType::Substitution
        || (e.time.isKnown() && std::abs(e.time.elapsed() - m.effective()) <= 1))
        return false;
    const int token = named.value(event, -1);
    for (auto it = named.cbegin(); it != named.cend(); ++it) {
        const Event &o = events.at(it.key());
        if (it.key() != event && it.value() == token && o.type != e.type && o.time.isKnown()
            && std::abs(o.time.elapsed() - m.effective()) <= 1 && kindNamed(ev, o))
            return true;
    }
    return false;
}

constexpr quint32 GoalBit = quint32(1) << int(EventType::Goal);

// The goals in the order of the scores they made, and the score the last one made: once per
// link run, not per sentence.
struct RunningScores
{
    explicit RunningScores(const QList<Event> &events)
    {
        for (qsizetype i = 0; i < events.size(); ++i) {
            const Event &e = events.at(i);
            if (e.type == EventType::Goal && e.scoreAfter.isValid())
                goals.append(int(i));
        }
        auto total
            = [&](int i) { return events.at(i).scoreAfter.home + events.at(i).scoreAfter.away; };
        std::stable_sort(
            goals.begin(), goals.end(), [&](int a, int b) { return total(a) < total(b); });
        if (!goals.isEmpty())
            final = events.at(goals.constLast()).scoreAfter;
    }

    // "1-0 became 1-1 and 1-2": a sentence writing the running scores of consecutive goals
    // tells each goal after the first score it writes, though it names no scorer.
    QSet<int> chain(const SentenceEvidence &ev, const QList<Event> &events) const
    {
        if (ev.scores().size() < 2)
            return {};
        QList<int> written; // positions in goals
        for (qsizetype k = 0; k < goals.size(); ++k) {
            if (ev.statesScore(events.at(goals.at(k)).scoreAfter))
                written.append(int(k));
        }
        if (written.size() < 2 || written.constLast() - written.constFirst() != written.size() - 1)
            return {};
        QSet<int> out;
        for (qsizetype k = 1; k < written.size(); ++k)
            out.insert(goals.at(written.at(k)));
        return out;
    }

    QList<int> goals;
    Score final;
};

// A line of names in a language with no pack, nearly all of whom have an event of one kind
// ("Żółta kartka - Holandia: Timber, Weghorst, Depay, ..."): a list of that kind, its bits.
quint32 kindOfList(const QHash<int, int> &named, const QList<Event> &events, const Roster &roster)
{
    constexpr int MinListed = 4;
    auto bitOf = [](EventType t) { return quint32(1) << int(t); };
    // (A red card and a second yellow are one kind: the sent off.)
    const std::array<quint32, 4> kinds {bitOf(EventType::YellowCard),
        bitOf(EventType::RedCard) | bitOf(EventType::SecondYellow), bitOf(EventType::Substitution),
        bitOf(EventType::Goal)};
    QHash<QString, quint32> kindsOf; // named player's key -> kinds of his events
    for (auto it = named.cbegin(); it != named.cend(); ++it)
        kindsOf[roster.playerKey(it.key())] |= bitOf(events.at(it.key()).type);
    kindsOf.remove(QString());
    if (kindsOf.size() < MinListed)
        return 0;
    for (const quint32 bit : kinds) {
        const auto with = std::count_if(
            kindsOf.cbegin(), kindsOf.cend(), [&](quint32 k) { return (k & bit) != 0; });
        if (with * 5 >= kindsOf.size() * 4) // four in five
            return bit;
    }
    return 0;
}

// In a report with no pack, no word says what a minute dates; one written as a minute (a word
// or a mark, not a bare "12.", which is as often a rank) that is exactly a goal's minute, with
// no other event within a minute of it, is that goal's ("annað markið sem kom á
// 12. mínútu").
bool onlyGoalAt(const SentenceEvidence::Minute *m, qsizetype goal, const QList<Event> &events)
{
    const Event &g = events.at(goal);
    if (!m || !m->worded || g.type != EventType::Goal || !g.time.isKnown() || g.time.stoppage < 0
        || m->effective() != g.time.elapsed())
        return false;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &e = events.at(i);
        if (i != goal && e.time.isKnown() && std::abs(e.time.elapsed() - m->effective()) <= 1)
            return false;
    }
    return true;
}

// Whether the sentence names a scorer of the side: then a running score it writes may be his
// goal's ("Defoe's goal made it 2-2"), not an unnamed one's. A scorer of the other side leaves
// it to the scores ("A and B put them 0-2 up before the home side pulled one back, 1-2 at the
// break"); a scorer of no known side leaves nothing.
auto namedScorerSides(const QHash<int, int> &named, const QList<Event> &events)
{
    bool home = false, away = false;
    for (auto it = named.cbegin(); it != named.cend(); ++it) {
        const Event &o = events.at(it.key());
        if (o.type != EventType::Goal)
            continue;
        home = home || o.team != TeamSide::Away;
        away = away || o.team != TeamSide::Home;
    }
    return [home, away](TeamSide team) {
        return team == TeamSide::Home ? home : team == TeamSide::Away ? away : home || away;
    };
}

// "Salvesen came forward, with a header from a good position after seven minutes": an event
// no report dated, told by its player's name and its kind in a sentence that writes one minute
// (a word or a mark) and names no one else's event of a kind it tells, takes that minute, where
// no other event has it.
const SentenceEvidence::Minute *soleMinute(const SentenceEvidence &ev, int event,
    const QHash<int, int> &named, const QList<Event> &events, const Roster &roster)
{
    const Event &e = events.at(event);
    if (e.time.isKnown() || ev.minutes().size() != 1 || !ev.minutes().constFirst().worded)
        return nullptr;
    for (auto it = named.cbegin(); it != named.cend(); ++it) {
        if (roster.playerKey(it.key()) != roster.playerKey(event)
            && kindNamed(ev, events.at(it.key())))
            return nullptr;
    }
    const SentenceEvidence::Minute &m = ev.minutes().constFirst();
    // (Not a minute another event has: "At 61 minutes Benedetto, just on, thought he had
    // scored" dates his offside goal, not his change.)
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &o = events.at(i);
        if (i != event && o.time.isKnown() && std::abs(o.time.elapsed() - m.effective()) <= 1)
            return nullptr;
    }
    return !e.range.isValid() || e.range.contains(MatchTime::at(m.minute, m.stoppage)) ? &m
                                                                                       : nullptr;
}

// The events the sentence tells, before ambiguity is settled.
QList<Link> candidates(const SentenceEvidence &ev, const QHash<int, int> &named,
    const QList<Event> &events, const RunningScores &scores, const Roster &roster, bool hasPack)
{
    QList<Link> out;
    const quint32 listKind = hasPack ? 0 : kindOfList(named, events, roster);
    quint32 namedKinds = 0; // the kinds of the events whose players the sentence names
    for (auto it = named.cbegin(); it != named.cend(); ++it)
        namedKinds |= quint32(1) << int(events.at(it.key()).type);
    const auto namesScorerOf = namedScorerSides(named, events);
    const QSet<int> chain = scores.chain(ev, events);
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &e = events.at(i);
        Link l {int(i), named.contains(int(i)), nullptr, nullptr, false};
        const int eff = e.time.elapsed();
        l.score = e.type == EventType::Goal && ev.statesScore(e.scoreAfter);
        const bool kind = hasPack && kindNamed(ev, e);
        // The minute written beside the player's name, where the sentence tells the event's
        // kind (or has no pack to tell it), is a vote for the event's minute.
        const SentenceEvidence::Minute *beside = l.named && (kind || !hasPack)
            ? ev.minuteBeside(named.value(int(i)), DatingWindow)
            : nullptr;
        l.beside
            = beside && !besideAnotherOfHis(*beside, int(i), ev, named, events) ? beside : nullptr;
        if (!l.beside && l.named && kind)
            l.beside = soleMinute(ev, int(i), named, events, roster);
        if (e.time.stoppage < 0) // "90+'": a minute of that added time tells it
            l.minute = l.beside && l.beside->inAddedTimeOf(e.time.minute) ? l.beside : nullptr;
        else
            l.minute = eff >= 0 ? ev.minuteNear(eff) : l.beside;
        if (l.named && l.minute && l.minute != l.beside
            && ownedByAnother(*l.minute, int(i), named, events))
            l.minute = nullptr;
        bool told = l.named
            && (l.minute || l.score || kind || (listKind & (quint32(1) << int(e.type))) != 0);
        // Unnamed, only its own minute and kind tell it: not a minute off, and not when the
        // sentence names the player of another event of the kind ("Defoe's goal on 60").
        if (!l.named && l.minute && kind && l.minute->effective() == eff
            && (namedKinds & (quint32(1) << int(e.type))) == 0)
            told = true;
        // Unnamed, the score only this goal made ("kvitterade till 3-3", "komust 2-0 yfir");
        // not the final score, which every summary writes, nor the score a chain of running
        // scores starts from.
        if (!l.named && l.score && chain.isEmpty() && e.scoreAfter != scores.final
            && (namedKinds & GoalBit) == 0)
            told = true;
        if (!l.named && chain.contains(int(i)) && !namesScorerOf(e.team))
            told = true;
        if (!hasPack && !l.named && (namedKinds & GoalBit) == 0 && onlyGoalAt(l.minute, i, events))
            told = true;
        if (told)
            out.append(l);
    }
    return out;
}

// In a report with no pack, a sentence that names no one and follows, on the same line, one
// that names one player, is about him ("X skoraði mark Y. Það mark kom á 84. mínútu."): the
// language-free stand-in for the pronoun a pack resolves. The names are written nowhere in the
// sentence, so no minute is beside them.
QHash<int, int> carriedNames(
    const Document &d, int sentence, const QHash<int, int> &previous, const Roster &roster)
{
    constexpr int Nowhere = -1000;
    if (previous.isEmpty() || sentence == 0)
        return {};
    QSet<QString> players;
    for (auto it = previous.cbegin(); it != previous.cend(); ++it)
        players.insert(roster.playerKey(it.key()));
    const Span before = d.sentences.at(sentence - 1).span;
    const Span now = d.sentences.at(sentence).span;
    const int end = before.end;
    if (players.size() != 1 || now.start < end
        || QStringView(d.source.text).mid(end, now.start - end).contains(u'\n'))
        return {};
    QHash<int, int> out;
    for (auto it = previous.cbegin(); it != previous.cend(); ++it)
        out.insert(it.key(), Nowhere);
    return out;
}

// The reports that read an event in the first pass.
int support(const Event &e)
{
    QSet<int> sources;
    for (const Mention &m : e.mentions) {
        if (!m.linked)
            sources.insert(m.source);
    }
    return int(sources.size());
}

// One player's goals told in one sentence: the minute or the score says which; failing both,
// the best told of them the report has not told yet, or all of them where the sentence sums up
// several ("scored twice", "his hat-trick"; of saves and chances, "several saves", "twice
// denied"). Unnamed minute links keep the closest.
QList<Link> settle(QList<Link> links, const QList<Event> &events, const Roster &roster,
    const QSet<int> &toldByReport, const SentenceEvidence &ev)
{
    QList<Link> out;
    QSet<qsizetype> done;
    for (qsizetype i = 0; i < links.size(); ++i) {
        if (done.contains(i))
            continue;
        const Event &e = events.at(links.at(i).event);
        QList<qsizetype> group;
        for (qsizetype j = i; j < links.size(); ++j) {
            const Event &o = events.at(links.at(j).event);
            if (!done.contains(j) && o.type == e.type && links.at(j).named == links.at(i).named
                && roster.playerKey(links.at(j).event) == roster.playerKey(links.at(i).event))
                group.append(j);
        }
        for (qsizetype j : group)
            done.insert(j);
        if (group.size() == 1) {
            out.append(links.at(i));
            continue;
        }
        const bool dated = std::any_of(group.cbegin(), group.cend(),
            [&](qsizetype j) { return links.at(j).minute || links.at(j).score; });
        if (dated) {
            for (qsizetype j : group) {
                if (links.at(j).minute || links.at(j).score)
                    out.append(links.at(j));
            }
            continue;
        }
        const bool summed = e.type == EventType::Goal
            ? ev.sumsUpGoals()
            : ev.repeats() && (e.type == EventType::Save || e.type == EventType::ChanceMissed);
        if (summed && links.at(i).named) {
            for (qsizetype j : group)
                out.append(links.at(j));
            continue;
        }
        // Of those the report has not told, a goal the first decision gave a score before one
        // it left out, then the one most reports tell: a goal read once, which the final score
        // will leave out, must not take the sentence of the real one.
        auto weight = [&](qsizetype j) {
            const Event &o = events.at(links.at(j).event);
            const bool kept = o.type != EventType::Goal || o.scoreAfter.isValid();
            return std::pair(kept, support(o));
        };
        qsizetype best = -1;
        for (qsizetype j : group) {
            if (toldByReport.contains(links.at(j).event))
                continue;
            if (best < 0 || weight(j) > weight(best))
                best = j;
        }
        if (best >= 0)
            out.append(links.at(best));
    }
    return out;
}

Mention mentionFor(const Link &l, const Event &e, int source, int sentence, const Span &span)
{
    Mention m;
    m.source = source;
    m.sentence = sentence;
    m.span = span;
    m.type = e.type;
    m.method = e.method;
    m.team = e.team;
    m.player = e.player;
    m.playerOut = e.playerOut;
    m.order = -1;
    m.linked = true;
    // Provisional: the consensus may move the event, and a minute more than one off its
    // minute is then no longer this mention's (dateByConsensus).
    if (const SentenceEvidence::Minute *stated = l.minute ? l.minute : l.beside) {
        m.timeStated = true;
        const int base = e.time.minute;
        if (e.time.isKnown() && e.time.stoppage >= 0 && stated->effective() == e.time.elapsed())
            m.time = e.time;
        else if (e.time.stoppage < 0 && stated->inAddedTimeOf(base) && stated->stoppage == 0)
            m.time = MatchTime::at(base, stated->minute - base); // 94' of "90+'" is 90+4
        else
            m.time = MatchTime::at(stated->minute, stated->stoppage);
        m.range = ClockRange::exactly(m.time);
    } else {
        m.range = e.range;
    }
    return m;
}

// The minute most of an event's reports write, first pass and linked alike, one vote per report
// and minute: it replaces the event's when more reports write it (the first pass dated a goal by
// a clause about another; a lede's "in added time" was taken for it), and dates an event the
// first pass could not date, inside the bounds its narrative gives it. A linked minute that is
// then more than one off belongs to something else its sentence tells: it is not kept.
void dateByConsensus(Event &e)
{
    QHash<int, QSet<int>> reports; // minute's sort key -> reports writing it
    QHash<int, MatchTime> timeOf;
    for (const Mention &m : std::as_const(e.mentions)) {
        if (!m.timeStated || !m.time.isKnown() || m.time.stoppage < 0 || m.backReference)
            continue;
        if (!e.time.isKnown() && e.range.isValid() && !e.range.contains(m.time))
            continue;
        reports[m.time.sortKey()].insert(m.source);
        timeOf.insert(m.time.sortKey(), m.time);
    }
    const qsizetype current = e.time.isKnown() ? reports.value(e.time.sortKey()).size() : 0;
    int best = -1;
    for (auto it = reports.cbegin(); it != reports.cend(); ++it) {
        const qsizetype n = it.value().size();
        const qsizetype bestN = best < 0 ? 0 : reports.value(best).size();
        if (n > bestN || (n == bestN && it.key() < best))
            best = it.key();
    }
    const qsizetype top = best < 0 ? 0 : reports.value(best).size();
    // Undated, one report dates it; "90+'", one report writing a minute of that added time;
    // otherwise two reports, and more than write the event's minute.
    const MatchTime proposed = timeOf.value(best);
    const bool inAddedTime
        = e.time.stoppage < 0 && proposed.minute == e.time.minute && proposed.stoppage > 0;
    if (top > current && (top >= 2 || !e.time.isKnown() || inAddedTime)) {
        e.time = proposed;
        e.range = ClockRange::exactly(e.time);
    }
    for (Mention &m : e.mentions) {
        if (m.linked && m.timeStated
            && (!e.time.isKnown() || std::abs(m.time.elapsed() - e.time.elapsed()) > 1)) {
            m.timeStated = false;
            m.time = MatchTime {};
            m.range = e.range;
        }
    }
}

// A sentence that also tells another match or the past ("Yamal (77.) decided it, after the 4:1
// win over Bayern in the Champions League") tells an event of this one only where it names the
// player and writes the event's minute: the rest of it may be the other match's.
// So does a goal where a goal word follows the scorer's name before the sentence turns to the
// past: "Lescott bundled it in; his first goal since he scored against United in August". (Not
// the other kinds: "Thauvin missed most of last season" is no chance of his; nor a goal with
// another minute: "Hallgren scored on 12 minutes at Brenna last season".)
void keepNamedAndDated(QList<Link> &links, const SentenceData &s, const SentenceEvidence &ev,
    const LanguagePack *pack, const QHash<int, int> &named, const QList<Event> &events,
    SentenceEvidence::Cache &cache)
{
    int past = -1; // where the sentence's first history cue starts
    for (const CueHit &h : s.cues) {
        if (h.cue == Cue::History && (past < 0 || h.start < past))
            past = h.start;
    }
    auto toldBefore = [&](const Link &l) {
        const int name = named.value(l.event, -1);
        if (!pack || s.otherMatch || past < 0 || name < 0 || name >= past
            || events.at(l.event).type != EventType::Goal
            || std::any_of(
                ev.minutes().cbegin(), ev.minutes().cend(), [&](const SentenceEvidence::Minute &m) {
                    return m.token > name && m.token < past;
                }))
            return false;
        for (int k = name + 1; k < past && k < s.tokens.size(); ++k) {
            if ((cache.kindsOf(*pack, s.tokens.at(k).lower()) & GoalBit) != 0)
                return true;
        }
        return false;
    };
    links.erase(std::remove_if(links.begin(), links.end(),
                    [&](const Link &l) { return !l.named || (!l.minute && !toldBefore(l)); }),
        links.end());
}

} // namespace

int MentionLinker::link(const QList<Document *> &docs, QList<Event> &events)
{
    SentenceEvidence::Cache cache;
    const Roster roster(events);
    const RunningScores scores(events);
    QSet<int> datedEvents;
    int added = 0;
    // Per report, the (event, sentence) pairs the first pass found: one pass over the events,
    // not one per report (thousands of reports).
    QHash<int, QList<QPair<int, int>>> firstPass;
    for (qsizetype ei = 0; ei < events.size(); ++ei) {
        for (const Mention &m : std::as_const(events.at(ei).mentions))
            firstPass[m.source].append({int(ei), m.sentence});
    }
    for (int di = 0; di < docs.size(); ++di) {
        const Document &d = *docs.at(di);
        if (!d.source.setAside.isEmpty())
            continue;
        QSet<int> told;
        QHash<int, int> previousNames; // the events the sentence before named
        QSet<QPair<int, int>> linked; // (event, sentence)
        for (const QPair<int, int> &at : firstPass.value(di)) {
            told.insert(at.first);
            linked.insert(at);
        }
        for (int si = 0; si < d.sentences.size(); ++si) {
            const SentenceData &s = d.sentences.at(si);
            const bool aside = s.otherMatch || s.history;
            const SentenceEvidence ev(d.source.text, s, d.pack, cache);
            QHash<int, int> named; // event -> the token that names its player
            for (qsizetype k = 0; k < ev.nameKeys().size(); ++k) {
                const QString &key = ev.nameKeys().at(k);
                if (!roster.namedBy(key, ev.nameToken(k), named)
                    && (!d.pack || key.size() >= MinMisspeltName))
                    roster.soundsLike(key, ev.nameToken(k), named);
            }
            const QHash<int, int> ownNames = named;
            if (!d.pack && named.isEmpty())
                named = carriedNames(d, si, previousNames, roster);
            previousNames = ownNames;
            if (named.isEmpty() && ev.minutes().isEmpty() && ev.scores().isEmpty())
                continue;
            QList<Link> links
                = settle(candidates(ev, named, events, scores, roster, d.pack != nullptr), events,
                    roster, told, ev);
            if (aside)
                keepNamedAndDated(links, s, ev, d.pack, named, events, cache);
            for (const Link &l : links) {
                if (linked.contains({l.event, si}))
                    continue;
                Event &e = events[l.event];
                e.mentions.append(mentionFor(l, e, di, si, s.span));
                linked.insert({l.event, si});
                told.insert(l.event);
                if (l.minute || l.beside)
                    datedEvents.insert(l.event);
                ++added;
            }
        }
    }
    for (Event &e : events)
        sortByPlace(e.mentions);
    QStringList sourceIds;
    for (const Document *d : docs)
        sourceIds.append(d->source.id);
    for (int ei : std::as_const(datedEvents)) {
        dateByConsensus(events[ei]);
        StatedValues::refreshMinutes(events[ei], sourceIds);
    }
    return added;
}

} // namespace mt
