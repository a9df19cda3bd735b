#include "MentionLinker.h"

#include "align/StatedValues.h"
#include "evidence/SentenceEvidence.h"
#include "pipeline/Document.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace mt {

namespace {

// Words after a surname that are no surname ("Vinícius Júnior" is Vinícius to his reports).
bool isGenerational(const QString &key)
{
    static const QSet<QString> words {QStringLiteral("junior"), QStringLiteral("jr"),
        QStringLiteral("filho"), QStringLiteral("neto"), QStringLiteral("sobrinho")};
    return words.contains(key);
}

// The key a report's word must carry to name the player: his surname in Latin letters.
QString surnameKey(const QString &name, SentenceEvidence::Cache &cache)
{
    QStringList parts;
    QString run;
    for (const QChar c : name) {
        if (c.isLetter()) {
            run.append(c);
        } else if (!run.isEmpty()) {
            parts.append(run);
            run.clear();
        }
    }
    if (!run.isEmpty())
        parts.append(run);
    for (qsizetype i = parts.size() - 1; i >= 0; --i) {
        const QString key = cache.keyOf(parts.at(i).toCaseFolded());
        if (key.size() >= 3 && !isGenerational(key))
            return key;
    }
    return {};
}

int effectiveMinute(const MatchTime &t)
{
    return t.isKnown() ? t.minute + std::max(0, t.stoppage) : -1;
}

// Which events each surname key names, and the key of each event's player.
class Roster
{
public:
    Roster(const QList<Event> &events, SentenceEvidence::Cache &cache)
    {
        m_player.resize(events.size());
        for (qsizetype i = 0; i < events.size(); ++i) {
            const Event &e = events.at(i);
            m_player[i] = surnameKey(e.player, cache);
            add(m_player.at(i), int(i));
            if (e.type == EventType::Substitution)
                add(surnameKey(e.playerOut, cache), int(i));
        }
    }

    // The events a word names: its key, or its key less an ending of one or two letters
    // ("Naldos", "Kanes", "Agüeros").
    void namedBy(const QString &word, QSet<int> &out) const
    {
        for (int cut = 0; cut <= 2; ++cut) {
            if (cut > 0 && word.size() - cut < 4)
                break;
            const auto it = m_byKey.constFind(cut == 0 ? word : word.chopped(cut));
            if (it != m_byKey.cend()) {
                for (int e : *it)
                    out.insert(e);
            }
        }
    }
    const QString &playerKey(int event) const { return m_player.at(event); }

private:
    void add(const QString &key, int event)
    {
        if (!key.isEmpty())
            m_byKey[key].append(event);
    }
    QHash<QString, QList<int>> m_byKey;
    QList<QString> m_player;
};

// How one sentence tells one event.
struct Link
{
    int event = -1;
    bool named = false;
    const SentenceEvidence::Minute *minute = nullptr;
    bool score = false;
};

bool kindNamed(const SentenceEvidence &ev, const Event &e)
{
    return ev.hasKind(e.type)
        || (e.type == EventType::Goal && e.method == GoalMethod::Penalty
            && ev.hasKind(EventType::PenaltyAwarded));
}

// The events the sentence tells, before ambiguity is settled.
QList<Link> candidates(
    const SentenceEvidence &ev, const QSet<int> &named, const QList<Event> &events, bool hasPack)
{
    QList<Link> out;
    quint32 namedKinds = 0; // the kinds of the events whose players the sentence names
    for (int i : named)
        namedKinds |= quint32(1) << int(events.at(i).type);
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &e = events.at(i);
        Link l {int(i), named.contains(int(i)), nullptr, false};
        const int eff = effectiveMinute(e.time);
        l.minute = eff >= 0 ? ev.minuteNear(eff) : nullptr;
        l.score = e.type == EventType::Goal && ev.statesScore(e.scoreAfter);
        const bool kind = hasPack && kindNamed(ev, e);
        bool told = l.named && (l.minute || l.score || kind);
        // Unnamed, only its own minute and kind tell it: not a minute off, and not when the
        // sentence names the player of another event of the kind ("Defoe's goal on 60").
        if (!l.named && l.minute && kind && l.minute->effective() == eff
            && (namedKinds & (quint32(1) << int(e.type))) == 0)
            told = true;
        if (told)
            out.append(l);
    }
    return out;
}

// One player's goals told in one sentence: the minute or the score says which; failing both,
// the first of them the report has not told yet. Unnamed minute links keep the closest.
QList<Link> settle(QList<Link> links, const QList<Event> &events, const Roster &roster,
    const QSet<int> &toldByReport)
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
        for (qsizetype j : group) {
            if (!toldByReport.contains(links.at(j).event)) {
                out.append(links.at(j));
                break;
            }
        }
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
    if (l.minute) {
        m.timeStated = true;
        m.time = l.minute->effective() == effectiveMinute(e.time)
            ? e.time
            : MatchTime::at(l.minute->minute, l.minute->stoppage);
        m.range = ClockRange::exactly(m.time);
    } else {
        m.range = e.range;
    }
    return m;
}

// The minutes an event's reports state, again, now that linked mentions state some too.
void refreshMinuteDisagreement(Event &e, const QList<Document *> &docs)
{
    StatedValues stated;
    const QString field = fieldName(Field::Minute);
    for (const Mention &m : std::as_const(e.mentions)) {
        if (m.time.isKnown() && m.time.stoppage >= 0 && m.timeStated && !m.backReference)
            stated.note(field, m.time.display(), docs.at(m.source)->source.id);
    }
    e.disagreements.removeIf([&](const Disagreement &d) { return d.field == field; });
    e.disagreements.append(stated.disagreements());
    std::stable_sort(e.disagreements.begin(), e.disagreements.end(),
        [](const Disagreement &a, const Disagreement &b) { return a.field < b.field; });
}

} // namespace

int MentionLinker::link(const QList<Document *> &docs, QList<Event> &events)
{
    SentenceEvidence::Cache cache;
    const Roster roster(events, cache);
    QSet<int> datedEvents;
    int added = 0;
    for (int di = 0; di < docs.size(); ++di) {
        const Document &d = *docs.at(di);
        if (!d.source.setAside.isEmpty())
            continue;
        QSet<int> told;
        QSet<QPair<int, int>> linked; // (event, sentence)
        for (qsizetype ei = 0; ei < events.size(); ++ei) {
            for (const Mention &m : std::as_const(events.at(ei).mentions)) {
                if (m.source == di) {
                    told.insert(int(ei));
                    linked.insert({int(ei), m.sentence});
                }
            }
        }
        for (int si = 0; si < d.sentences.size(); ++si) {
            const SentenceData &s = d.sentences.at(si);
            if (s.otherMatch || s.history)
                continue;
            const SentenceEvidence ev(d.source.text, s, d.pack, cache);
            QSet<int> named;
            for (const QString &key : ev.nameKeys())
                roster.namedBy(key, named);
            if (named.isEmpty() && ev.minutes().isEmpty())
                continue;
            const QList<Link> links
                = settle(candidates(ev, named, events, d.pack != nullptr), events, roster, told);
            for (const Link &l : links) {
                if (linked.contains({l.event, si}))
                    continue;
                Event &e = events[l.event];
                e.mentions.append(mentionFor(l, e, di, si, s.span));
                linked.insert({l.event, si});
                told.insert(l.event);
                if (l.minute)
                    datedEvents.insert(l.event);
                ++added;
            }
        }
    }
    for (Event &e : events) {
        std::stable_sort(
            e.mentions.begin(), e.mentions.end(), [](const Mention &a, const Mention &b) {
                return a.source != b.source ? a.source < b.source : a.sentence < b.sentence;
            });
    }
    for (int ei : std::as_const(datedEvents))
        refreshMinuteDisagreement(events[ei], docs);
    return added;
}

} // namespace mt
