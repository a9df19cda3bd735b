#include "RosterSides.h"

#include "identify/LatinKey.h"
#include "identify/TeamDirectory.h"
#include "pipeline/Document.h"

#include <QLoggingCategory>
#include <QSet>

namespace mt {

namespace {

Q_LOGGING_CATEGORY(lcSides, "mt.roster.sides", QtWarningMsg)

constexpr int LineUpWeight = 3;
constexpr int BracketWeight = 2;
constexpr int LabelWeight = 1;
constexpr int ListWeight = 3; // a list's running score or the club it writes beside a name
constexpr int MinListCommas = 4;

bool isGenerational(const QString &key)
{
    static const QSet<QString> words {QStringLiteral("junior"), QStringLiteral("jr"),
        QStringLiteral("filho"), QStringLiteral("neto"), QStringLiteral("sobrinho")};
    return words.contains(key);
}

// The match team (0 home, 1 away) whose name starts at token i, and where the name ends.
const TeamMention *teamAt(const SentenceData &s, int i)
{
    for (const TeamMention &t : s.teams) {
        if (t.start == i && (t.team == 0 || t.team == 1))
            return &t;
    }
    return nullptr;
}

// The colon that opens a line-up after a team name ending before token i, past the team's
// formation in brackets ("Napoli (4-3-3): Meret; ..."); -1 for none.
int lineUpColon(const QList<Token> &tk, int i)
{
    const int n = int(tk.size());
    if (i < n && tk.at(i).is(u'(')) {
        int j = i + 1;
        while (j < n && (tk.at(j).kind == Token::Number || tk.at(j).is(u'-')))
            ++j;
        if (j == i + 1 || j >= n || !tk.at(j).is(u')'))
            return -1;
        i = j + 1;
    }
    return i < n && tk.at(i).is(u':') ? i : -1;
}

// A name (not a reference) of someone in the person list.
bool names(const PersonMention &p, qsizetype people)
{
    return !p.reference && p.person >= 0 && p.person < people;
}

const PersonMention *personAt(const SentenceData &s, int i, qsizetype people)
{
    for (const PersonMention &p : s.people) {
        if (p.start == i && names(p, people))
            return &p;
    }
    return nullptr;
}

} // namespace

QString RosterSides::surnameKey(const QString &name)
{
    // The decide and link stages compare every pair of events' players: a per-thread memo keeps
    // the cost to once a name.
    constexpr qsizetype MemoBound = 50000;
    thread_local QHash<QString, QString> memo;
    if (const auto it = memo.constFind(name); it != memo.cend())
        return it.value();
    if (memo.size() > MemoBound)
        memo.clear();
    QString key = computeSurnameKey(name);
    memo.insert(name, key);
    return key;
}

QString RosterSides::computeSurnameKey(const QString &name)
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
        QString key = LatinKey::lettersOf(parts.at(i));
        if (key.size() >= 3 && !isGenerational(key))
            return key;
    }
    return {};
}

RosterSides::RosterSides(
    const QList<Document *> &docs, const QList<Person> &people, const QList<Team> &teams)
    : m_people(people)
{
    readNationalities(teams);
    for (const Document *d : docs) {
        if (!d->source.setAside.isEmpty())
            continue;
        for (const SentenceData &s : d->sentences) {
            if (s.otherMatch || s.teams.isEmpty())
                continue;
            readLineUp(s);
            readLabels(*d, s);
        }
        readStructuredLines(*d);
    }
    for (auto it = m_votes.cbegin(); it != m_votes.cend(); ++it)
        qCDebug(lcSides).noquote() << it.key() << "home" << it.value().home << "away"
                                   << it.value().away;
}

// "1:0 Aubameyang (12.), ..., 4:2 Harit (65.)": the running score says whose goal each was, and
// so the scorer's side (an own goal's scorer plays for the other side: no vote). So does the side
// another list writes for its entry ("88' Berghuis Olanda", "Buts : A (83e) pour les Pays-Bas");
// a side a list only implies (two groups, home first) is no vote.
void RosterSides::readStructuredLines(const Document &d)
{
    for (const Mention &m : d.mentions) {
        if (!m.structured || !m.sideListed || m.method == GoalMethod::OwnGoal || m.personKey < 0
            || m.personKey >= m_people.size() || m.team == TeamSide::Unknown)
            continue;
        vote(surnameKey(m_people.at(m.personKey).name), m.team == TeamSide::Home ? 0 : 1,
            ListWeight);
    }
}

void RosterSides::vote(const QString &key, int team, int weight)
{
    if (key.isEmpty())
        return;
    Votes &v = m_votes[key];
    (team == 0 ? v.home : v.away) += weight;
}

// "City: Hart, Richards, ... Dzeko (Balotelli 67); Tottenham: Friedel, ...": every capitalised
// word after a team and a colon, in a list of names, plays for that team.
void RosterSides::readLineUp(const SentenceData &s)
{
    const QList<Token> &tk = s.tokens;
    int commas = 0;
    for (const Token &t : tk)
        commas += (t.is(u',') || t.is(u';')) ? 1 : 0;
    if (commas < MinListCommas)
        return;
    int team = -1;
    for (int i = 0; i < int(tk.size()); ++i) {
        if (const TeamMention *t = teamAt(s, i); t && lineUpColon(tk, t->end) >= 0) {
            team = t->team;
            i = lineUpColon(tk, t->end);
            continue;
        }
        const Token &w = tk.at(i);
        if (team >= 0 && w.kind == Token::Word && w.capitalized && w.lower().size() >= 3)
            vote(LatinKey::lettersOf(w.lower()), team, LineUpWeight);
    }
}

// "City's Nasri", "the Tottenham striker Defoe", "Bale (Tottenham)".
void RosterSides::readLabels(const Document &d, const SentenceData &s)
{
    const QList<Token> &tk = s.tokens;
    const int n = int(tk.size());
    for (const TeamMention &t : s.teams) {
        if ((t.team != 0 && t.team != 1) || t.roleWord)
            continue;
        int j = t.end;
        if (j < n && tk.at(j).is(u'\''))
            ++j;
        if (j < n && tk.at(j).lower() == u"s" && !tk.at(j).spaceBefore)
            ++j;
        if (j < n && tk.at(j).lower() == u"'s")
            ++j;
        if (j < n && tk.at(j).is(u'-') && !tk.at(j).spaceBefore)
            ++j;
        // What the pack calls a player ("striker", "forsvarer"): "the Tottenham striker Defoe".
        for (int k = 0; k < 2 && j < n && d.pack && tk.at(j).kind == Token::Word
             && d.pack->descriptorKeys.contains(tk.at(j).lower());
             ++k)
            ++j;
        if (const PersonMention *p = personAt(s, j, m_people.size()))
            vote(surnameKey(m_people.at(p->person).name), t.team, LabelWeight);
        // "Bale (Tottenham)"
        if (t.start >= 2 && tk.at(t.start - 1).is(u'(') && t.end < n && tk.at(t.end).is(u')')) {
            for (const PersonMention &p : s.people) {
                if (p.end == t.start - 1 && names(p, m_people.size()))
                    vote(surnameKey(m_people.at(p.person).name), t.team, BracketWeight);
            }
        }
    }
}

// "the Dutch striker Weghorst" in a match of the Netherlands: he plays for them.
void RosterSides::readNationalities(const QList<Team> &teams)
{
    for (int t = 0; t < 2 && t < teams.size(); ++t) {
        if (!teams.at(t).national || teams.at(t).country.isEmpty())
            continue;
        const QString key = u"nat:" + teams.at(t).country;
        for (const Person &p : m_people) {
            if (p.descriptors.contains(key) && !p.nonPlayer)
                vote(surnameKey(p.name), t, BracketWeight);
        }
    }
}

TeamSide RosterSides::sideOf(const QString &name) const
{
    const Votes v = m_votes.value(surnameKey(name));
    if (v.home > 2 * v.away && v.home > 0)
        return TeamSide::Home;
    if (v.away > 2 * v.home && v.away > 0)
        return TeamSide::Away;
    return TeamSide::Unknown;
}

} // namespace mt
