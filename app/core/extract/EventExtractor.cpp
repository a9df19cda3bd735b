#include "EventExtractor.h"
#include "SentenceChecks.h"

#include "anchor/TimeExpressions.h"
#include "identify/LatinKey.h"
#include "identify/MatchIdentifier.h"

#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace mt {

namespace {

bool overlaps(int a0, int a1, int b0, int b1)
{
    return a0 < b1 && b0 < a1;
}

// The first words of a match's team forms by length and first letter: a test before the hash
// look-up that turns away nearly every word of a report.
class FirstWordFilter
{
public:
    explicit FirstWordFilter(const QHash<QString, QList<TeamForm>> &forms)
    {
        for (auto it = forms.keyBegin(); it != forms.keyEnd(); ++it) {
            const unsigned k = key(*it);
            m_bits[k >> 6] |= quint64(1) << (k & 63);
        }
    }
    bool mayStart(QStringView word) const
    {
        const unsigned k = key(word);
        return (m_bits[k >> 6] >> (k & 63)) & 1;
    }

private:
    static unsigned key(QStringView word)
    {
        if (word.isEmpty())
            return 0;
        const unsigned length = unsigned(std::min<qsizetype>(word.size(), 15));
        return length << 6 | (word.front().unicode() & 63);
    }
    quint64 m_bits[16] = {};
};

bool hasCue(const SentenceData &s, Cue cue)
{
    return std::any_of(
        s.cues.cbegin(), s.cues.cend(), [cue](const CueHit &h) { return h.cue == cue; });
}

// Descriptor keys of the words in [from, to): single words, hyphen compounds ("centre-back") and,
// when asked, ages ("the 19-year-old", "27-åringen").
QStringList descriptorKeysIn(
    const LanguagePack &pack, const SentenceData &s, int from, int to, bool ages)
{
    QStringList keys;
    auto add = [&keys](const QStringList &more) {
        for (const QString &k : more) {
            if (!keys.contains(k))
                keys.append(k);
        }
    };
    for (int k = from; k < to; ++k) {
        const Token &t = s.tokens.at(k);
        if (t.kind == Token::Number) {
            if (ages && t.number >= 15 && t.number <= 45)
                add({QStringLiteral("age:") + QString::number(t.number)});
            continue;
        }
        if (t.kind != Token::Word)
            continue;
        add(pack.descriptorKeys.value(t.lower()));
        if (k + 2 < to && s.tokens.at(k + 1).is(u'-') && !s.tokens.at(k + 1).spaceBefore
            && !s.tokens.at(k + 2).spaceBefore)
            add(pack.descriptorKeys.value(t.lower() + u'-' + s.tokens.at(k + 2).lower()));
    }
    return keys;
}

// "The Icelander", "Norwegian Eivind Sætre": a nationality starts no name.
int skipNationality(const LanguagePack &pack, const SentenceData &s, int from, int end)
{
    while (from < end) {
        const QStringList keys = pack.descriptorKeys.value(s.tokens.at(from).lower());
        if (std::none_of(
                keys.cbegin(), keys.cend(), [](const QString &k) { return k.startsWith(u"nat:"); }))
            break;
        ++from;
    }
    return from;
}

// Nationality and age exclude each other: "the Dane" is nobody the reports call Norwegian.
bool descriptorsConflict(const QSet<QString> &known, const QStringList &keys)
{
    for (const QString &k : keys) {
        const QStringView category = QStringView(k).left(k.indexOf(u':') + 1);
        if (category != u"nat:" && category != u"age:")
            continue;
        if (known.contains(k))
            return false;
        for (const QString &d : known) {
            if (d.startsWith(category))
                return true;
        }
    }
    return false;
}

// ", the visitors' captain," right after a name: the token after its closing comma, else
// `at` itself.
int afterLabel(const LanguagePack &pack, const SentenceData &s, int at)
{
    if (at >= s.tokens.size() || !s.tokens.at(at).is(u','))
        return at;
    for (int k = at + 1; k < s.tokens.size() && k <= at + 6; ++k) {
        const Token &tk = s.tokens.at(k);
        if (tk.is(u','))
            return k > at + 1 ? k + 1 : at;
        if (!(inTeamMention(s, k) || pack.articles.contains(tk.lower())
                || pack.descriptorKeys.contains(tk.lower()) || tk.lower() == u"'s" || tk.is(u'\'')))
            return at;
    }
    return at;
}

int teamAt(const SentenceData &s, int token)
{
    for (const TeamMention &t : s.teams) {
        if (token >= t.start && token < t.end)
            return t.team;
    }
    return -2;
}

} // namespace

EventExtractor::EventExtractor(MatchContext &ctx)
    : m_ctx(ctx)
{
}

QList<CueHit> EventExtractor::findCues(const LanguagePack &pack, const SentenceContext &ctx)
{
    QList<CueHit> out;
    for (const PatternMatch &m : pack.cues.findAll(ctx)) {
        const CueDef &def = pack.cueDefs[m.payload];
        out.append(CueHit {def.cue, def.method, m.start, m.end});
    }
    return out;
}

SentenceContext EventExtractor::sentenceContext(const Document &doc, const SentenceData &s) const
{
    SentenceContext c = doc.pack->context(s.tokens);
    if (!doc.pack->stemmerName.isEmpty()) {
        auto &stemmer = m_stemmers[doc.pack->stemmerName];
        if (!stemmer)
            stemmer = std::make_unique<Stemmer>(doc.pack->stemmerName);
        Stemmer *raw = stemmer.get();
        c.stem = [raw](const QString &w) { return raw->stem(w); };
    }
    const int n = int(s.tokens.size());
    c.personEnd.fill(-1, n);
    c.personId.fill(-1, n);
    for (const PersonMention &p : s.people) {
        if (p.person >= 0) {
            c.personEnd[p.start] = p.end;
            c.personId[p.start] = p.person;
        }
    }
    c.teamEnd.fill(-1, n);
    c.teamId.fill(-1, n);
    for (const TeamMention &t : s.teams) {
        c.teamEnd[t.start] = t.end;
        c.teamId[t.start] = t.team;
    }
    c.skipTo = doc.pack->relativeClauseSkips(s.tokens);
    return c;
}

void EventExtractor::scanCues(Document &doc) const
{
    for (SentenceData &s : doc.sentences) {
        bool wordBefore = false;
        for (int k = 0; k < s.tokens.size(); ++k) {
            const Token &t = s.tokens.at(k);
            if (!t.capitalized && t.kind == Token::Word)
                m_ctx.noteLowerForm(t);
            // Not after a colon, a quote or a speech dash: a capital there opens what is said.
            const Token *prev = k > 0 ? &s.tokens.at(k - 1) : nullptr;
            if (t.capitalized && t.kind == Token::Word && wordBefore
                && !(
                    prev && (prev->is(u':') || prev->is(u'"') || prev->is(u'«') || prev->is(u'–'))))
                m_ctx.noteCapitalizedForm(t);
            wordBefore = wordBefore || t.kind == Token::Word;
        }
        if (!doc.pack)
            continue;
        s.cues = findCues(*doc.pack, doc.pack->context(s.tokens));
        s.history = hasCue(s, Cue::History);
    }
}

void EventExtractor::findTeams(Document &doc) const
{
    if (!doc.pack)
        return;
    const FirstWordFilter filter(m_ctx.formsByFirstToken);
    for (SentenceData &s : doc.sentences) {
        s.teams.clear();
        const int n = int(s.tokens.size());
        for (int i = 0; i < n; ++i) {
            const Token &tok = s.tokens.at(i);
            if (tok.kind == Token::Punct)
                continue;
            int bestEnd = -1;
            int bestTeam = -1;
            bool bestAlias = false;
            auto tryForms = [&](const QString &first, bool latin = false) {
                if (!latin && !filter.mayStart(first))
                    return;
                const auto &forms = latin ? m_ctx.formsByLatinFirstToken : m_ctx.formsByFirstToken;
                const auto it = forms.constFind(first);
                if (it == forms.cend())
                    return;
                for (const TeamForm &f : *it) {
                    if (f.needsCapital && !tok.capitalized)
                        continue;
                    const int len = int(f.tokens.size());
                    if (i + len > n)
                        continue;
                    bool ok = true;
                    for (int k = 1; k < len && ok; ++k) {
                        const QString &w = s.tokens.at(i + k).lower();
                        ok = (latin ? LatinKey::of(w) : w) == f.tokens[k];
                    }
                    if (ok && i + len > bestEnd) {
                        bestEnd = i + len;
                        bestTeam = f.team;
                        bestAlias = f.alias;
                    }
                }
            };
            tryForms(tok.lower());
            // Genitive without an apostrophe ("Citys", "Rovers'") in packs that list it.
            for (const QString &suffix : doc.pack->genitiveSuffixes) {
                if (bestEnd < 0 && tok.lower().size() > suffix.size() + 2
                    && tok.lower().endsWith(suffix)) {
                    tryForms(tok.lower().left(tok.lower().size() - suffix.size()));
                    if (bestEnd > i + 1) // only one-token forms may carry the suffix
                        bestEnd = -1;
                }
            }
            // "Malmö FF" of a team the reports also write "Malmo": the same letters without
            // their marks.
            if (bestEnd < 0 && tok.capitalized) {
                const QString latin = LatinKey::of(tok.lower());
                if (latin != tok.lower() || !m_ctx.formsByFirstToken.contains(latin))
                    tryForms(latin, true);
            }
            if (bestEnd > i) {
                s.teams.append(TeamMention {i, bestEnd, bestTeam, false, bestAlias});
                i = bestEnd - 1;
            }
        }
        for (const CueHit &h : std::as_const(s.cues)) {
            if (h.cue != Cue::HomeTeam && h.cue != Cue::AwayTeam)
                continue;
            bool clash = false;
            for (const TeamMention &t : std::as_const(s.teams))
                clash = clash || overlaps(t.start, t.end, h.start, h.end);
            if (!clash)
                s.teams.append(TeamMention {h.start, h.end, h.cue == Cue::HomeTeam ? 0 : 1, true});
        }
        std::sort(s.teams.begin(), s.teams.end(),
            [](const TeamMention &a, const TeamMention &b) { return a.start < b.start; });
    }
    dropForeignAliases(doc);
}

// "the Blues were in control when Nasri and Lescott struck": a nickname many clubs share, of a
// club not in the match, is one of ours unless the report names that club by a form of its own
// too (DESIGN.md 1c). The match's own clubs keep every form.
void EventExtractor::dropForeignAliases(Document &doc)
{
    QSet<int> named; // other clubs the report names by a form of their own
    for (const SentenceData &s : std::as_const(doc.sentences)) {
        for (const TeamMention &t : s.teams) {
            if (t.team >= 2 && !t.alias)
                named.insert(t.team);
        }
    }
    for (SentenceData &s : doc.sentences) {
        s.teams.erase(std::remove_if(s.teams.begin(), s.teams.end(),
                          [&](const TeamMention &t) {
                              return t.team >= 2 && t.alias && !named.contains(t.team);
                          }),
            s.teams.end());
    }
}

int EventExtractor::nameRunEnd(const Document &doc, const SentenceData &s, int i) const
{
    const int n = int(s.tokens.size());
    auto isNameWord = [&](int k) {
        const Token &t = s.tokens.at(k);
        return t.kind == Token::Word && t.capitalized && teamAt(s, k) == -2
            && !doc.pack->inList(t, LanguagePack::NotName) && !m_ctx.placeNames.contains(t.lower());
    };
    if (i >= n || !isNameWord(i))
        return -1;
    // "Lewis Dane", "Tom English": a nationality word after a first name is a surname.
    auto isNationalSurname = [&](int k) {
        const Token &t = s.tokens.at(k);
        if (k != i + 1 || t.kind != Token::Word || !t.capitalized || teamAt(s, k) != -2)
            return false;
        const QStringList keys = doc.pack->descriptorKeys.value(t.lower());
        return std::any_of(
            keys.cbegin(), keys.cend(), [](const QString &key) { return key.startsWith(u"nat:"); });
    };
    int j = i + 1;
    while (j < n) {
        if (isNameWord(j) || isNationalSurname(j)) {
            ++j;
        } else if (s.tokens.at(j).is(u'-') && !s.tokens.at(j).spaceBefore && j + 1 < n
            && !s.tokens.at(j + 1).spaceBefore && s.tokens.at(j + 1).capitalized
            && s.tokens.at(j + 1).kind == Token::Word) {
            j += 2;
        } else if (doc.pack->nameParticles.contains(s.tokens.at(j).lower())
            && !s.tokens.at(j).capitalized && j + 1 < n && isNameWord(j + 1)) {
            j += 2;
        } else {
            break;
        }
    }
    // "den tidligere Brattøy-spilleren", "Ashford-based": a word glued to a lower-case one is
    // a club or a place, not a name.
    if (j == i + 1 && j + 1 < n && s.tokens.at(j).is(u'-') && !s.tokens[j].spaceBefore
        && !s.tokens[j + 1].spaceBefore && s.tokens[j + 1].kind == Token::Word
        && !s.tokens[j + 1].capitalized)
        return -1;
    return j;
}

// "I det 88. minutt felte Lund Nyberg": after a verb, a word and the surname of a player we
// know by another first name are two players (subject and object), not one name; so are a
// known player's surname and a full name ("felte Baillie Ryan Kettering").
bool EventExtractor::invertedPair(
    const Document &doc, const SentenceData &s, int from, int end) const
{
    if (end - from < 2 || end - from > 3 || from == 0)
        return false;
    const Token &before = s.tokens.at(from - 1);
    if (before.kind != Token::Word || before.capitalized
        || doc.pack->articles.contains(before.lower()) || afterPreposition(*doc.pack, s, from))
        return false;
    auto text = [&](int a, int b) {
        return doc.source.text.mid(
            s.tokens.at(a).start, s.tokens.at(b - 1).end - s.tokens.at(a).start);
    };
    if (m_ctx.personByName.contains(MatchContext::personKey(text(from, end))))
        return false;
    if (end - from == 3) {
        // "felte Baillie Ryan Kettering": the surname of a player we know by his full name,
        // then a full name.
        const int known
            = m_ctx.personBySurname.value(MatchContext::personKey(text(from, from + 1)), -1);
        return known >= 0 && m_ctx.people[known].name.contains(u' ')
            && MatchContext::personKey(m_ctx.people[known].name).section(u' ', -1)
            == MatchContext::personKey(text(from, from + 1));
    }
    const QString surname = MatchContext::personKey(text(from + 1, end));
    const int known = m_ctx.personBySurname.value(surname, -1);
    const QString firstName = known >= 0 && m_ctx.people.at(known).name.contains(u' ')
        ? MatchContext::personKey(m_ctx.people.at(known).name).section(u' ', 0, 0)
        : m_openingFirstNames.value(surname);
    return !firstName.isEmpty() && firstName != MatchContext::personKey(text(from, from + 1));
}

// ", the former Rochdale trainee,": an aside of an article, perhaps a word that describes, one
// capitalised word we know as nobody and a lower-case noun describes a player by his club or
// his town. (Only a whole aside: "Within a minute Rowe had equalised" names Rowe.)
bool EventExtractor::clubModifier(
    const LanguagePack &pack, const SentenceData &s, int from, int end, const QString &name) const
{
    const int n = int(s.tokens.size());
    if (end - from != 1 || end + 1 > n || from < 1)
        return false;
    // "det Myrvangs tur": a genitive owns the noun; it does not describe it.
    if (std::any_of(pack.genitiveSuffixes.cbegin(), pack.genitiveSuffixes.cend(),
            [&name](const QString &g) { return name.endsWith(g); }))
        return false;
    const Token &after = s.tokens.at(end);
    if (after.kind != Token::Word || after.capitalized || pack.conjunctions.contains(after.lower())
        || pack.prepositions.contains(after.lower()))
        return false;
    if (end + 1 < n && s.tokens.at(end + 1).kind == Token::Word)
        return false; // the aside ends with its noun
    int k = from - 1;
    const Token &before = s.tokens.at(k);
    if (k > 0 && before.kind == Token::Word && !before.capitalized
        && !pack.articles.contains(before.lower()) && !pack.descriptorKeys.contains(before.lower())
        && !pack.prepositions.contains(before.lower())
        && !pack.conjunctions.contains(before.lower()))
        --k;
    const bool opensAside = k == 0 || s.tokens.at(k - 1).kind == Token::Punct;
    return opensAside && pack.articles.contains(s.tokens.at(k).lower()) && lookupPerson(name) < 0
        && !m_ctx.personBySurname.contains(MatchContext::personKey(name));
}

int EventExtractor::lookupPerson(const QString &name) const
{
    const QString key = MatchContext::personKey(name);
    const int full = m_ctx.personByName.value(key, -1);
    if (full >= 0)
        return full;
    if (!key.contains(u' '))
        return m_ctx.personBySurname.value(key, -1);
    return -1;
}

namespace {

// "RAPHINHA", a headline's or a fact box's capitals: no way to write a name on screen. The same
// name in ordinary case, from another line or report, is how it is shown.
bool shouted(const QString &name)
{
    return std::none_of(name.cbegin(), name.cend(), [](QChar c) { return c.isLower(); });
}

void preferOrdinaryCase(Person &p, const QString &name)
{
    if (shouted(p.name) && !shouted(name)
        && MatchContext::personKey(p.name) == MatchContext::personKey(name))
        p.name = name;
}

// "un doublé de A (14e, 65e) et des buts de B (39e), C (55e)": names with bracketed minutes, a
// list of this match's scorers even where a clause of the sentence looks back ("depuis le
// week-end dernier"); a look back at another match gives no minutes in brackets.
bool listsDatedNames(const SentenceData &s)
{
    constexpr int MinNames = 2;
    constexpr int MaxMinute = 130;
    int names = 0, minutes = 0, depth = 0;
    for (const PersonMention &p : s.people)
        names += p.person >= 0 && !p.reference ? 1 : 0;
    for (const Token &t : s.tokens) {
        depth += t.is(u'(') ? 1 : t.is(u')') ? -1 : 0;
        minutes += depth > 0 && t.kind == Token::Number && t.number > 0 && t.number <= MaxMinute;
    }
    return names >= MinNames && minutes >= MinNames;
}

constexpr int FirstNameHead = 4; // a clipped first name keeps at least this many letters

} // namespace

// «Chidi» of a report that also names Chidiebere Nwakali: a single name that the first name of
// one known person, and of no other, begins with and goes on beyond by two letters or more.
int EventExtractor::byClippedFirstName(const QString &key) const
{
    constexpr int MinClipped = 2;
    if (key.size() < FirstNameHead || key.contains(u' '))
        return -1;
    int found = -1;
    const auto range = m_firstNameHeads.equal_range(key.left(FirstNameHead));
    for (auto it = range.first; it != range.second; ++it) {
        const QString first
            = MatchContext::personKey(m_ctx.people.at(*it).name).section(u' ', 0, 0);
        if (first.size() < key.size() + MinClipped || !first.startsWith(key) || found == *it)
            continue;
        if (found >= 0)
            return -1; // two people it may be short for
        found = *it;
    }
    return found;
}

void EventExtractor::noteFirstName(const QString &key, int person)
{
    if (key.contains(u' ') && key.indexOf(u' ') >= FirstNameHead)
        m_firstNameHeads.insert(key.left(FirstNameHead), person);
}

int EventExtractor::personFor(const QString &name)
{
    const QString key = MatchContext::personKey(name);
    int idx = lookupPerson(name);
    if (idx >= 0) {
        preferOrdinaryCase(m_ctx.people[idx], name);
        return idx;
    }
    // A full name whose surname we know as a bare surname: the same person, now with a name.
    const QString surname = key.section(u' ', -1);
    const int bySurname = m_ctx.personBySurname.value(surname, -1);
    if (bySurname >= 0 && key.contains(u' ')) {
        Person &p = m_ctx.people[bySurname];
        if (!p.name.contains(u' ')) {
            p.name = name;
            m_ctx.personByName.insert(key, bySurname);
            noteFirstName(key, bySurname);
            return bySurname;
        }
        const QString known = MatchContext::personKey(p.name);
        if (known.section(u' ', 0, 0) == key.section(u' ', 0, 0) || known.endsWith(key)
            || key.endsWith(known)) {
            m_ctx.personByName.insert(key, bySurname);
            return bySurname;
        }
    }
    const int clipped = byClippedFirstName(key);
    if (clipped >= 0) {
        m_ctx.personByName.insert(key, clipped);
        return clipped;
    }
    Person p;
    p.name = name;
    p.surname = surname;
    idx = int(m_ctx.people.size());
    m_ctx.people.append(p);
    m_ctx.personByName.insert(key, idx);
    if (!m_ctx.personBySurname.contains(surname))
        m_ctx.personBySurname.insert(surname, idx);
    noteFirstName(key, idx);
    return idx;
}

void EventExtractor::collectNames(Document &doc)
{
    if (!doc.pack)
        return;
    for (const SentenceData &s : std::as_const(doc.sentences)) {
        const int end = s.tokens.isEmpty() ? -1 : nameRunEnd(doc, s, 0);
        if (end >= 2) {
            auto word = [&](const Token &t) {
                return MatchContext::personKey(doc.source.text.mid(t.start, t.end - t.start));
            };
            m_openingFirstNames.insert(word(s.tokens.at(end - 1)), word(s.tokens.at(end - 2)));
        }
    }
    // Multi-word names not at the start of a sentence are names beyond doubt.
    for (const SentenceData &s : std::as_const(doc.sentences)) {
        const int n = int(s.tokens.size());
        for (int i = 1; i < n; ++i) {
            if (s.tokens.at(i - 1).is(u'"'))
                continue;
            const int end = nameRunEnd(doc, s, i);
            if (end < 0)
                continue;
            int first = skipNationality(*doc.pack, s, i, end);
            if (invertedPair(doc, s, first, end))
                ++first; // the subject is a surname; a full name may follow
            if (end - first >= 2) {
                bool place = false;
                for (int k = first; k < end; ++k)
                    place = place || doc.pack->inList(s.tokens.at(k), LanguagePack::PlaceWord);
                if (!place) {
                    const QString name = doc.source.text.mid(s.tokens.at(first).start,
                        s.tokens.at(end - 1).end - s.tokens.at(first).start);
                    personFor(name);
                }
            }
            i = end - 1;
        }
    }
}

namespace {

// The text of tokens [a, b) of the sentence, as the report writes it.
QString tokenText(const Document &doc, const SentenceData &s, int a, int b)
{
    return doc.source.text.mid(s.tokens.at(a).start, s.tokens.at(b - 1).end - s.tokens.at(a).start);
}

// Appends an unresolved mention for each reference ("the Italian", "21-åringen") and pronoun
// of the sentence that no name or team overlaps.
void addReferenceMentions(SentenceData &s)
{
    for (const CueHit &h : std::as_const(s.cues)) {
        if (h.cue != Cue::Reference && h.cue != Cue::Pronoun)
            continue;
        bool clash = false;
        for (const PersonMention &p : std::as_const(s.people))
            clash = clash || overlaps(p.start, p.end, h.start, h.end);
        // "the Marlow captain": a club inside a role noun labels it.
        for (const TeamMention &t : std::as_const(s.teams))
            clash = clash
                || (overlaps(t.start, t.end, h.start, h.end)
                    && !(h.start < t.start && t.end < h.end));
        if (!clash)
            s.people.append(PersonMention {h.start, h.end, -1, true, {}});
    }
}

// Puts the sentence's mentions in text order, and of two that overlap keeps the longer.
void orderMentions(SentenceData &s)
{
    std::sort(s.people.begin(), s.people.end(),
        [](const PersonMention &a, const PersonMention &b) { return a.start < b.start; });
    // Drop nested reference hits ("the Italian" inside "the Italian substitute").
    for (int k = int(s.people.size()) - 1; k > 0; --k) {
        if (s.people.at(k).start < s.people.at(k - 1).end)
            s.people.removeAt(s.people.at(k).end - s.people.at(k).start
                        > s.people.at(k - 1).end - s.people.at(k - 1).start
                    ? k - 1
                    : k);
    }
}

} // namespace

// Where the name run [from, end) that opens its sentence starts: after a capitalised common
// word before a known full name; end when the run is a single word that is no name.
int EventExtractor::openingNameStart(
    const Document &doc, const SentenceData &s, int from, int end) const
{
    // "Lynvingen Gareth Bale": a capitalised common word before a known name.
    // Only a known full name counts: "Mario Balotelli" stays whole even when
    // "Balotelli" alone is known.
    int known = -1;
    for (int k = from + 1; k + 1 < end && known < 0; ++k) {
        if (m_ctx.personByName.contains(MatchContext::personKey(tokenText(doc, s, k, end))))
            known = k;
    }
    if (known > 0 && lookupPerson(tokenText(doc, s, from, end)) < 0)
        return known;
    if (end - from == 1
        && (m_ctx.lowerForms.contains(s.tokens.at(from).lower())
            || !m_ctx.capitalizedForms.contains(s.tokens.at(from).lower()))
        && lookupPerson(tokenText(doc, s, from, end)) < 0)
        return end; // "Moments later ...", "Given for handball": a word, not a name
    return from;
}

// Where the name run [from, end) starts once shouted words ("SAVED!", "RED CARD") are left
// out: from when the run is no shout, else the known player that ends it, else end.
int EventExtractor::startAfterShout(
    const Document &doc, const SentenceData &s, int from, int end) const
{
    const QString &raw = doc.source.text;
    // "FOR EN REDNING!": capitals before an exclamation are shouted even when the
    // report never writes the word in lower case.
    const bool exclaimed
        = end < s.tokens.size() && (s.tokens.at(end).is(u'!') || s.tokens.at(end).is(u'?'));
    bool shouted = true;
    for (int k = from; k < end && shouted; ++k) {
        if (s.tokens.at(k).kind != Token::Word)
            continue;
        for (int c = s.tokens.at(k).start; c < s.tokens.at(k).end && shouted; ++c)
            shouted = !raw.at(c).isLower();
        shouted = shouted && s.tokens.at(k).lower().size() > 1
            && (exclaimed || m_ctx.lowerForms.contains(s.tokens.at(k).lower()));
    }
    // "FOR EN REDNING AV BJØRNSTAD!": a known player at the end of the shout is
    // still named.
    int keep = end;
    for (int k = end - 1; shouted && k >= from; --k) {
        const int known
            = s.tokens.at(k).kind == Token::Word ? lookupPerson(tokenText(doc, s, k, end)) : -1;
        // (Known from a name written in lower case too, not from another shout.)
        if (known >= 0
            && std::any_of(m_ctx.people.at(known).name.cbegin(), m_ctx.people.at(known).name.cend(),
                [](QChar c) { return c.isLower(); }))
            keep = k;
    }
    return shouted ? keep : from;
}

// "felte Lund Nyberg": when the name run [from, end) names two people, appends a mention of
// the first and returns where the second starts; else from.
int EventExtractor::splitOffFirstPerson(const Document &doc, SentenceData &s, int from, int end)
{
    // A subject after its verb, then the object.
    if (invertedPair(doc, s, from, end)) {
        const int subject = personFor(tokenText(doc, s, from, from + 1));
        s.people.append(PersonMention {from, from + 1, subject, false, {}});
        from = from + 1;
    }
    // Two surnames of two known players side by side, not one name.
    if (end - from == 2 && lookupPerson(tokenText(doc, s, from, end)) < 0) {
        const int first = m_ctx.personBySurname.value(
            MatchContext::personKey(tokenText(doc, s, from, from + 1)), -1);
        const int second = m_ctx.personBySurname.value(
            MatchContext::personKey(tokenText(doc, s, from + 1, end)), -1);
        if (first >= 0 && second >= 0 && first != second
            && m_ctx.people.at(first).name.contains(u' ')
            && m_ctx.people.at(second).name.contains(u' ')) {
            s.people.append(PersonMention {from, from + 1, first, false, {}});
            from = from + 1;
        }
    }
    return from;
}

// The person a name means, added when new. severalWords: the name has more than one word.
int EventExtractor::personOfName(const LanguagePack &pack, QString name, bool severalWords)
{
    int person = lookupPerson(name);
    if (person >= 0)
        preferOrdinaryCase(m_ctx.people[person], name);
    // "Defoes bom", "Owen Strachans heading": a genitive -s on a name we know (even when
    // the genitive form was collected as a name of its own).
    for (const QString &suffix : pack.genitiveSuffixes) {
        if (name.size() > suffix.size() + 2 && name.endsWith(suffix)) {
            const QString bare = name.left(name.size() - suffix.size());
            int p = lookupPerson(bare);
            if (p < 0 && person < 0 && severalWords
                && m_ctx.personBySurname.contains(MatchContext::personKey(bare.section(u' ', -1))))
                p = personFor(bare);
            if (p >= 0 && p != person) {
                person = p;
                name = bare;
            }
        }
    }
    if (person < 0) {
        person = personFor(name);
    }
    return person;
}

// Marks person, named by tokens [from, end), as no player or as a keeper when a role cue
// labels the name ("referee Howard Webb", "keeper Joe Hart").
void EventExtractor::learnRoles(const SentenceData &s, int from, int end, int person)
{
    for (const CueHit &h : std::as_const(s.cues)) {
        // Not over a verb: "the assistant says Haskins was offside".
        if (h.cue == Cue::NonPlayer && h.end <= from
            && (from == h.end || (from - h.end == 1 && s.tokens[h.end].kind == Token::Punct)))
            m_ctx.people[person].nonPlayer = true;
        // "keeper Joe Hart", "Spurs-keeper Brad Friedel"; "Sundqvist i Bjørkhaug-målet"
        if (h.cue == Cue::Keeper
            && ((h.end <= from && from - h.end <= 1) || (h.start == end && h.end - h.start >= 3))) {
            m_ctx.people[person].keeper = true;
            m_ctx.people[person].descriptors.insert(QStringLiteral("pos:gk")); // "keeperen"
        }
    }
}

// Gives person, named from token from, the club a team mention just before the name labels it
// with ("City defender Stefan Savic"), unless the person has a club already.
void EventExtractor::learnClub(
    const LanguagePack &pack, const SentenceData &s, int from, int person)
{
    for (const TeamMention &t : std::as_const(s.teams)) {
        if (t.roleWord || t.team > 1 || t.end > from || from - t.end > 3)
            continue;
        // Only what describes the player may stand between: "Varbacka defender", "Spurs'
        // Norwegian striker", "Solvik-trener" (a coach's club); not "at Varbacka despite
        // Lund".
        bool lowerBetween = true;
        for (int k = t.end; k < from; ++k) {
            const Token &tk = s.tokens.at(k);
            const bool role = std::any_of(s.cues.cbegin(), s.cues.cend(), [k](const CueHit &h) {
                return (h.cue == Cue::NonPlayer || h.cue == Cue::Keeper) && h.start <= k
                    && k < h.end;
            });
            lowerBetween = lowerBetween
                && (tk.is(u'-') || tk.lower() == u"'s" || tk.is(u'\'') || role
                    || (tk.kind == Token::Word && pack.descriptorKeys.contains(tk.lower())));
        }
        if (lowerBetween && m_ctx.people.at(person).team < 0)
            m_ctx.people[person].team = t.team;
    }
}

// Appends the mention (or two) of the name run [start, end) of the sentence, with the person it
// names, added when new, and learns what the sentence says of that person; nothing for a place
// or for words that are no name. byline: the sentence is a byline.
void EventExtractor::addNameMention(
    const Document &doc, SentenceData &s, int start, int end, bool byline)
{
    const LanguagePack &pack = *doc.pack;
    int from = start;
    // Live blogs open entries with a minute: "63' Yellow card for ..." starts there too.
    const bool sentenceStart = opensSentence(s, start);
    bool place = false;
    for (int k = from; k < end; ++k)
        place = place || pack.inList(s.tokens.at(k), LanguagePack::PlaceWord);
    if (place)
        return;
    if (sentenceStart)
        from = openingNameStart(doc, s, from, end);
    // "SAVED!", "RED CARD": shouted words, not names.
    from = startAfterShout(doc, s, from, end);
    from = skipNationality(pack, s, from, end);
    if (from >= end || clubModifier(pack, s, from, end, tokenText(doc, s, from, end)))
        return;
    from = splitOffFirstPerson(doc, s, from, end);
    const int person = personOfName(pack, tokenText(doc, s, from, end), end - from > 1);
    // "Av Sigrid Holmøy, Sportsposten": a byline names the writer and the outlet.
    if (byline)
        m_ctx.people[person].nonPlayer = true;
    // "referee Howard Webb", "manager Redknapp": not a player.
    learnRoles(s, from, end, person);
    // "City defender Stefan Savic", "Spurs-keeper Brad Friedel": the player's club.
    learnClub(pack, s, from, person);
    s.people.append(PersonMention {from, end, person, false, {}});
}

// Gives the players a line-up of the sentence lists their club, and its first one, the keeper,
// the keeper's role.
void EventExtractor::learnLineUps(const SentenceData &s)
{
    // "Penrick Rovers: Amberley; Quilter, Feeney (capt), Vaughan; ...": a line-up gives
    // each name its club, and the name before the first semicolon is the keeper. So does
    // "Lysvann IL (4-3-3): Anders Bjørnstad – Sindre Hagevik, ...", a formation's lines
    // apart by dashes.
    for (const TeamMention &t : std::as_const(s.teams)) {
        if (t.roleWord || t.team < 0 || t.team > 1 || t.end >= s.tokens.size())
            continue;
        int colon = t.end;
        if (s.tokens.at(colon).is(u'(')) {
            while (colon < s.tokens.size() && colon - t.end < 8 && !s.tokens.at(colon).is(u')'))
                ++colon;
            ++colon;
        }
        if (colon >= s.tokens.size() || !s.tokens.at(colon).is(u':'))
            continue;
        QList<int> listed; // indexes into s.people
        int words = 0;
        for (int k = colon + 1; k < s.tokens.size(); ++k) {
            if (std::any_of(s.teams.cbegin(), s.teams.cend(),
                    [k](const TeamMention &o) { return o.start == k; }))
                break; // the other side's line-up
            const auto p = std::find_if(s.people.cbegin(), s.people.cend(),
                [k](const PersonMention &q) { return q.start == k; });
            if (p != s.people.cend()) {
                listed.append(int(p - s.people.cbegin()));
                k = p->end - 1;
            } else if (s.tokens.at(k).kind == Token::Word) {
                ++words;
            }
        }
        if (listed.size() < 5 || words > listed.size() / 2)
            continue;
        for (int k : std::as_const(listed)) {
            Person &who = m_ctx.people[s.people.at(k).person];
            if (who.team < 0)
                who.team = t.team;
        }
        const PersonMention &first = s.people.at(listed.first());
        if (first.end < s.tokens.size()
            && (s.tokens.at(first.end).is(u';')
                || (s.tokens.at(first.end).is(u'-') && s.tokens.at(first.end).spaceBefore))) {
            m_ctx.people[first.person].keeper = true;
            m_ctx.people[first.person].descriptors.insert(QStringLiteral("pos:gk"));
        }
    }
}

void EventExtractor::findPeople(Document &doc)
{
    if (!doc.pack)
        return;
    const LanguagePack &pack = *doc.pack;
    m_seenInDoc.clear();
    for (int si = 0; si < doc.sentences.size(); ++si) {
        SentenceData &s = doc.sentences[si];
        s.people.clear();
        const int n = int(s.tokens.size());
        // A short line with no full stop that opens with a byline word and a name.
        const bool byline = n >= 3 && n <= 24 && pack.bylineWords.contains(s.tokens.first().lower())
            && s.tokens.at(1).capitalized && !s.tokens.last().is(u'.');
        for (int i = 0; i < n; ++i) {
            const int end = nameRunEnd(doc, s, i);
            if (end < 0)
                continue;
            addNameMention(doc, s, i, end, byline);
            i = end - 1;
        }
        learnLineUps(s);
        // References ("the Italian", "21-åringen") and pronouns; resolved below.
        addReferenceMentions(s);
        orderMentions(s);
        learnDescriptors(doc, s);
        for (const PersonMention &p : std::as_const(s.people)) {
            if (!p.reference && p.person >= 0)
                m_seenInDoc.insert(p.person);
        }
    }
}

void EventExtractor::learnDescriptors(const Document &doc, SentenceData &s)
{
    const LanguagePack &pack = *doc.pack;
    const int n = int(s.tokens.size());
    auto personCovers = [&s](int tok) {
        return std::any_of(s.people.cbegin(), s.people.cend(),
            [tok](const PersonMention &q) { return tok >= q.start && tok < q.end; });
    };
    auto nameCovers = [&s](int tok) {
        return std::any_of(s.people.cbegin(), s.people.cend(), [tok](const PersonMention &q) {
            return !q.reference && tok >= q.start && tok < q.end;
        });
    };
    for (int k = 0; k < s.people.size(); ++k) {
        const PersonMention &p = s.people.at(k);
        if (p.reference || p.person < 0)
            continue;
        QSet<QString> &known = m_ctx.people[p.person].descriptors;
        auto learn = [&known](const QStringList &keys) {
            for (const QString &key : keys)
                known.insert(key);
        };
        // Before the name: "Norwegian midfielder Eivind Sætre", "Varbacka-forsvarer Oskar Hellman".
        int from = p.start;
        while (from > 0 && p.start - from < 4) {
            const Token &t = s.tokens.at(from - 1);
            if ((t.kind == Token::Punct && !t.is(u'-')) || personCovers(from - 1))
                break;
            --from;
        }
        learn(descriptorKeysIn(pack, s, from, p.start, false));
        // An apposition: "Lund, the Danish centre-back, ...", "Rosén, 19, ...".
        const int c = p.end;
        // "Filip Rosén (19) fikk sin første start": in a sentence that tells no event, or where
        // the report first names the player and no score comes before ("Jørgen Vatnestrøm (21)
        // scoret to mål"), a number in brackets after a name is an age; in a goal list
        // ("1-0 Dell (40)") or next to a later goal it is the minute.
        if (c + 2 < n && s.tokens.at(c).is(u'(') && s.tokens.at(c + 1).kind == Token::Number
            && s.tokens.at(c + 2).is(u')') && s.tokens.at(c + 1).number >= 15
            && s.tokens.at(c + 1).number <= 45) {
            const bool seenBefore = m_seenInDoc.contains(p.person);
            bool scoreBefore = false;
            for (int k = 0; k + 2 < p.start && !scoreBefore; ++k)
                scoreBefore = s.tokens.at(k).kind == Token::Number
                    && s.tokens.at(k + 2).kind == Token::Number
                    && (s.tokens.at(k + 1).is(u'-') || s.tokens.at(k + 1).is(u'–'));
            // "Varbacka utlignet ved Alexander Nyberg (33)": after the verb it dates the goal.
            const QList<PatternMatch> hits = pack.events.findAll(sentenceContext(doc, s));
            const bool verbBefore = std::any_of(hits.cbegin(), hits.cend(),
                [&](const PatternMatch &m) { return m.start < p.start; });
            // A name that opens the sentence with "(21)" before its verb is introduced with its
            // age.
            // (A label may come first: "Innbytter Iver Strømsnes (21) avgjorde".)
            bool opens = true;
            for (int k = 0; k < p.start && opens; ++k) {
                const Token &tk = s.tokens.at(k);
                opens = pack.descriptorKeys.contains(tk.lower())
                    || pack.articles.contains(tk.lower()) || tk.is(u'-') || teamAt(s, k) >= 0;
            }
            if (hits.isEmpty() || (!scoreBefore && !verbBefore && (!seenBefore || opens))) {
                learn(descriptorKeysIn(pack, s, c + 1, c + 2, true));
                s.ages.append(c);
            }
        }
        if (c + 2 < n && s.tokens.at(c).is(u',') && s.tokens.at(c + 1).kind == Token::Number
            && s.tokens.at(c + 2).is(u',')) {
            learn(descriptorKeysIn(pack, s, c + 1, c + 2, true));
        } else if (c + 1 < n && s.tokens.at(c).is(u',')
            && pack.articles.contains(s.tokens.at(c + 1).lower())) {
            int e = c + 1;
            while (e < n && e - c <= 7 && !nameCovers(e)
                && (s.tokens.at(e).kind != Token::Punct || s.tokens.at(e).is(u'-')))
                ++e;
            if (e >= n || s.tokens.at(e).kind == Token::Punct) {
                learn(descriptorKeysIn(pack, s, c + 1, e, true));
                // "Mikkel Lund, den danske midtstopperen, ...": the role noun is Lund himself.
                for (PersonMention &q : s.people) {
                    if (q.reference && q.start == c + 1 && q.end <= e) {
                        q.person = p.person;
                        q.apposition = true;
                    }
                }
            }
        }
    }
    // "the 19-year-old Adam Rosén", "nordmannen Eivind Sætre": a reference right before a name
    // describes that name; it is no mention of its own.
    for (int k = int(s.people.size()) - 2; k >= 0; --k) {
        const PersonMention &ref = s.people.at(k);
        const PersonMention &name = s.people.at(k + 1);
        if (!ref.reference || name.reference || name.person < 0 || ref.end != name.start)
            continue;
        if (pronounAt(s, ref.start))
            continue;
        for (const QString &key : descriptorKeysIn(pack, s, ref.start, ref.end, true))
            m_ctx.people[name.person].descriptors.insert(key);
        s.people.removeAt(k);
    }
}

// What resolveReferences carries from one mention to the next: the players named so far, most
// recent first, and what the report has said of them.
struct EventExtractor::ReferenceTrail
{
    // A reference reaches back over two squads at most: a longer list only costs time (a text of
    // 100,000 names made every reference a scan of all of them).
    static constexpr qsizetype MaxRecent = 96;
    // Candidates in narrative order: players named so far, most recent first.
    QList<int> recent;
    QHash<int, int> lastSeen; // person -> the last sentence that names or means them
    // A report uses one role noun for one person ("the Italian" stays the same player).
    QHash<QString, int> earlier;
    // How often the report names each player: the one it is about is named most. Only a pack
    // with a home nationality asks.
    QHash<int, int> named;

    // Makes person the most recent player, named or meant in sentence si.
    void push(int person, int si)
    {
        recent.removeAll(person);
        recent.prepend(person);
        if (recent.size() > MaxRecent)
            recent.removeLast();
        lastSeen.insert(person, si);
    }

    // Makes person the second most recent player, named in sentence si: a name in an aside
    // leaves the name the clause hangs on the most recent.
    void pushBehindLatest(int person, int si)
    {
        recent.removeAll(person);
        recent.insert(1, person);
        lastSeen.insert(person, si);
    }
};

// The players of the (up to two) sentences before a sentence, whom its pronouns may mean.
struct EventExtractor::PreviousPlayers
{
    int first = -1;
    // "... but the 24-year-old would not be denied. Mulvey hauled him down": "him" is the
    // player the sentence before ended on.
    int last = -1;
    int subject = -1;
};

// What a name before a pronoun in its sentence is to the pronoun: the clues whether the
// pronoun means it.
struct EventExtractor::Antecedent
{
    bool possessive = false;
    bool object = false;
    bool subject = false;
    bool sameClause = false;
    bool clauseAbove = false;
    bool justBefore = false;
    bool commaClause = false;
};

namespace {

// Which tokens of the sentence stand inside ", who ... ," asides.
QVarLengthArray<bool, 64> asideTokens(const Document &doc, const SentenceData &s)
{
    QVarLengthArray<bool, 64> relative(s.tokens.size(), false); // on the stack
    for (int i = 0; i + 1 < s.tokens.size(); ++i) {
        if (!s.tokens.at(i).is(u',') || !doc.pack
            || !doc.pack->relativeMarkers.contains(s.tokens.at(i + 1).lower()))
            continue;
        for (int j = i + 1; j < s.tokens.size() && !s.tokens.at(j).is(u','); ++j)
            relative[j] = true;
    }
    return relative;
}

// Drops from cands the players named earlier in the clause of reference k: "King brought down
// the Italian": a role noun never means one of them.
void dropNamesOfOwnClause(const Document &doc, const SentenceData &s, int k, QList<int> &cands)
{
    const PersonMention &p = s.people.at(k);
    for (int j = k - 1; j >= 0; --j) {
        const PersonMention &q = s.people.at(j);
        bool boundary = false;
        for (int t = q.end; t < p.start && !boundary; ++t) {
            // "Feeney, the visitors' captain, drags him down": an apposition that
            // only labels the name is no clause of its own.
            if (t == q.end && doc.pack)
                t = afterLabel(*doc.pack, s, t);
            if (t >= p.start)
                break;
            const QString &w = s.tokens.at(t).lower();
            boundary = w == u"," || w == u";" || w == u":" || w == u"\""
                || (w == u"-" && s.tokens[t].spaceBefore) // a dash, not a hyphen
                || (doc.pack && doc.pack->conjunctions.contains(w))
                || std::any_of(s.cues.cbegin(), s.cues.cend(),
                    [t](const CueHit &h) { return h.cue == Cue::ClauseBreak && h.start == t; });
        }
        if (boundary)
            break;
        if (q.person >= 0)
            cands.removeAll(q.person);
    }
}

// The candidate the report names most, -1 when there is none.
int mostNamed(const QList<int> &cands, const QHash<int, int> &named)
{
    int first = -1;
    for (int c : cands) {
        if (first < 0 || named.value(c) > named.value(first))
            first = c;
    }
    return first;
}

// The recent player an earlier role noun of the report that shares a word with words meant
// ("the Italian substitute" earlier, "the Italian" now), -1 when there is none.
int playerOfSameWord(
    const QStringList &words, const QHash<QString, int> &earlier, const QList<int> &recent)
{
    for (const QString &w : words) {
        const int known = earlier.value(w, -1);
        if (known >= 0 && recent.mid(0, 6).contains(known))
            return known;
    }
    return -1;
}

} // namespace

// Whether person is a player of this match: not a coach or a referee, not of another match.
bool EventExtractor::isPlayer(int person) const
{
    return person >= 0 && !m_ctx.people.at(person).nonPlayer && !m_ctx.people.at(person).otherMatch;
}

// Whether person is known to be a keeper.
bool EventExtractor::isKnownKeeper(int person) const
{
    // An earlier pronoun the report could not resolve is a mention of nobody (person -1).
    return person >= 0 && m_ctx.people.at(person).keeper;
}

// How often the report names each player in this match's sentences; empty unless the pack has
// a home nationality.
QHash<int, int> EventExtractor::namingCounts(const Document &doc) const
{
    QHash<int, int> named;
    for (const SentenceData &s : std::as_const(doc.sentences)) {
        for (const PersonMention &p : std::as_const(s.people)) {
            if (doc.pack && !doc.pack->homeNationality.isEmpty() && !s.otherMatch && !p.reference
                && isPlayer(p.person))
                ++named[p.person];
        }
    }
    return named;
}

// The first and last players of the two sentences before sentence si, and the subject of the
// last clause of the one right before.
EventExtractor::PreviousPlayers EventExtractor::previousPlayers(const Document &doc, int si) const
{
    PreviousPlayers previous;
    for (int back = si - 1; back >= 0 && back >= si - 2 && previous.first < 0; --back) {
        if (doc.sentences.at(back).otherMatch)
            continue;
        const SentenceData &b = doc.sentences.at(back);
        for (const PersonMention &p : std::as_const(b.people)) {
            if (isPlayer(p.person)) {
                previous.first = previous.first < 0 ? p.person : previous.first;
                previous.last = p.person;
                // "Lyngstad slår inn, og Aleksander Rudshaug står helt alene. Han setter
                // ballen utenfor": the subject of the last clause, right after its
                // conjunction, is whom "he" goes on about.
                // (Or no comma, when no name stands before the conjunction: "... got in
                // behind again and Kieran Mulvey dragged him down. Last man, so off he
                // went"; not "Nyberg and Dahl".)
                const bool nameBefore = std::any_of(b.people.cbegin(), b.people.cend(),
                    [&p](const PersonMention &q) { return q.end == p.start - 1; });
                if (p.start > 1 && back == si - 1 && !p.reference && doc.pack
                    && (b.tokens.at(p.start - 2).is(u',') || !nameBefore)
                    && doc.pack->conjunctions.contains(b.tokens.at(p.start - 1).lower()))
                    previous.subject = p.person;
            }
        }
    }
    return previous;
}

// The keeper of the other side among cands when the sentence names, before reference k, a
// player of first's side that the keeper faces; else first.
int EventExtractor::facingKeeper(
    const SentenceData &s, int k, int first, const QList<int> &cands) const
{
    const int firstSide = m_ctx.people.at(first).team;
    const bool facing = firstSide >= 0
        && std::any_of(s.people.cbegin(), s.people.cbegin() + k, [&](const PersonMention &q) {
               return !q.reference && isPlayer(q.person) && q.person != first
                   && m_ctx.people.at(q.person).team == firstSide;
           });
    for (int c : cands) {
        const Person &other = m_ctx.people.at(c);
        if (facing && other.team >= 0 && other.team != firstSide
            && other.descriptors.contains(QStringLiteral("pos:gk")))
            return c;
    }
    return first;
}

// The nearest player named before reference k in its sentence whom its keys may describe;
// else first. keeperNoun: the reference is a keeper noun that first, a known keeper, fits.
int EventExtractor::playerNamedBefore(const LanguagePack &pack, const SentenceData &s, int k,
    int first, const QList<int> &cands, bool keeperNoun) const
{
    const PersonMention &p = s.people.at(k);
    for (int j = k - 1; j >= 0; --j) {
        const int q = s.people.at(j).person;
        bool apart = false;
        for (int t = s.people.at(j).end; t < p.start && keeperNoun; ++t) {
            apart = apart || s.tokens.at(t).is(u';')
                || pack.conjunctions.contains(s.tokens.at(t).lower())
                || std::any_of(s.cues.cbegin(), s.cues.cend(),
                    [t](const CueHit &h) { return h.cue == Cue::ClauseBreak && h.start == t; });
        }
        if (isPlayer(q) && q != first && cands.contains(q) && !(apart && !m_ctx.people.at(q).keeper)
            && !descriptorsConflict(m_ctx.people.at(q).descriptors, p.keys))
            return q;
    }
    return first;
}

// Drops from cands the players whose descriptors conflict with keys.
void EventExtractor::dropConflicting(const QStringList &keys, QList<int> &cands) const
{
    cands.erase(
        std::remove_if(cands.begin(), cands.end(),
            [&](int c) { return descriptorsConflict(m_ctx.people.at(c).descriptors, keys); }),
        cands.end());
}

// The player the role noun at reference k means by the descriptor keys it carries, -1 when
// none; may drop from cands the players it cannot mean. si: the sentence's index.
int EventExtractor::describedPlayer(const LanguagePack &pack, const SentenceData &s, int k,
    QList<int> &cands, const ReferenceTrail &trail, int si) const
{
    const PersonMention &p = s.people.at(k);
    int first = -1;
    for (int c : std::as_const(cands)) {
        const QSet<QString> &known = m_ctx.people.at(c).descriptors;
        if (std::any_of(p.keys.cbegin(), p.keys.cend(),
                [&](const QString &key) { return known.contains(key); })) {
            first = c;
            break;
        }
    }
    // "a corner flicked on towards Lescott and the defender bundled it in": a player
    // named just before, who may well be a defender, beats one the report called a
    // defender long ago.
    // Positions only: many players share one; a captain or a nationality is rarer.
    const bool positionOnly = std::all_of(
        p.keys.cbegin(), p.keys.cend(), [](const QString &key) { return key.startsWith(u"pos:"); });
    // "Bakke kom alene gjennom, men keeperen kastet seg": the keeper facing a player
    // the sentence names is the other side's.
    const bool keeperKey = p.keys.contains(QStringLiteral("pos:gk"));
    if (first >= 0 && keeperKey)
        first = facingKeeper(s, k, first, cands);
    // (Unless the report named that one in this sentence or the one before.) A
    // keeper we know is not replaced by an outfield player of another clause: "Bakke
    // kom alene gjennom, men keeperen kastet seg".
    const bool keeperNoun = keeperKey && first >= 0 && m_ctx.people.at(first).keeper;
    if (first >= 0 && positionOnly && trail.lastSeen.value(first, -1) < si - 1)
        first = playerNamedBefore(pack, s, k, first, cands, keeperNoun);
    if (first < 0) {
        dropConflicting(p.keys, cands);
        // "nordmannen" when no report says who is Norwegian: a Norwegian report of a
        // match abroad follows its countryman, the player it names most.
        if (!pack.homeNationality.isEmpty() && p.keys.contains(pack.homeNationality))
            first = mostNamed(cands, trail.named);
    }
    return first;
}

// Whether name j of the sentence is the subject of its clause. opens: it opens the sentence.
bool EventExtractor::subjectOfClause(
    const Document &doc, const SentenceData &s, int j, bool opens) const
{
    const PersonMention &q = s.people.at(j);
    // A keeper is rarely "he" who scores, unless he opens the sentence ("Iredale
    // rescued him, diving to his right"); "him" may well be the keeper.
    // "but Pyke made amends by diving to his left": so is one who opens a clause,
    // his label before him ("but Redcastle goalkeeper Callum Yardley dived").
    int head = q.start;
    while (head > 0
        && (s.tokens.at(head - 1).capitalized
            || (doc.pack && doc.pack->descriptorKeys.contains(s.tokens.at(head - 1).lower()))
            || std::any_of(s.cues.cbegin(), s.cues.cend(),
                [&](const CueHit &h) { return h.cue == Cue::Keeper && h.end == head; })))
        --head;
    // "After nine minutes Ibbotson had to fling himself to his right": a time
    // phrase opening the sentence leaves him the subject.
    bool afterTime = false;
    if (j == 0 && !opens && head > 1 && isKnownKeeper(q.person) && doc.pack) {
        const QList<TimeHit> times = TimeExpressions::find(*doc.pack, sentenceContext(doc, s));
        afterTime = std::any_of(times.cbegin(), times.cend(),
            [&](const TimeHit &h) { return h.start == 0 && h.end == head; });
    }
    return (j == 0 && (opens || afterTime))
        || (head > 0 && doc.pack && doc.pack->conjunctions.contains(s.tokens.at(head - 1).lower()))
        // Not after a preposition that breaks clauses ("with Feltham stranded").
        || std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &h) {
               return h.cue == Cue::ClauseBreak && h.end == head
                   && !(doc.pack && doc.pack->prepositions.contains(s.tokens.at(h.start).lower()));
           });
}

// What name j of the sentence is to the pronoun at reference k. objectPronoun: the pronoun is
// an object ("him").
EventExtractor::Antecedent EventExtractor::antecedent(
    const Document &doc, const SentenceData &s, int k, int j, bool objectPronoun) const
{
    const PersonMention &p = s.people.at(k);
    const PersonMention &q = s.people.at(j);
    Antecedent a;
    // A possessive is no subject ("tumbled over King's leg and kept his cool"),
    // unless it opens the sentence ("Tolland's afternoon got worse when he ...").
    const bool opens = opensSentence(s, q.start);
    a.possessive = q.end < s.tokens.size() && s.tokens.at(q.end).lower() == u"'s" && !opens;
    // "with Parker", "a Dell cross": objects and modifiers are not what "he" means.
    // "rescued him, diving to his right": an object pronoun is no subject either.
    a.object = (q.start > 0 && doc.pack
                   && (afterPreposition(*doc.pack, s, q.start)
                       || doc.pack->articles.contains(s.tokens.at(q.start - 1).lower())))
        || (q.reference && q.end - q.start == 1 && doc.pack
            && doc.pack->objectPronouns.contains(s.tokens.at(q.start).lower()));
    a.subject = subjectOfClause(doc, s, j, opens);
    // "the Pole flinging himself to his left": a keeper just before the pronoun,
    // in its clause, is whom it means.
    a.sameClause = p.start - q.end <= 4;
    for (int t = q.end; t < p.start && a.sameClause; ++t) {
        const QString &w = s.tokens[t].lower();
        a.sameClause = w != u"," && w != u";" && !(doc.pack && doc.pack->conjunctions.contains(w));
    }
    // "Skaug kom på etterskudd i en duell med Sigurðsson og felte ham": "him" is
    // rarely the subject of its own clause, and may well be an object before it;
    // though it is the subject of the clause above ("Hollis levelled after Doyle
    // had fouled him").
    a.clauseAbove = std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &h) {
        return h.cue == Cue::ClauseBreak && h.start >= q.end && h.end <= p.start;
    });
    // "the next time Caldeira ran at him": nor the name just before its verb.
    // (Over an apposition that labels it: "Feeney, the visitors' captain, drags
    // him down".)
    const int labelEnd = doc.pack ? afterLabel(*doc.pack, s, q.end) : q.end;
    a.justBefore = j == k - 1 && p.start - labelEnd <= 3 && doc.pack
        && !afterPreposition(*doc.pack, s, q.start) && !a.clauseAbove;
    for (int t = labelEnd; t < p.start && a.justBefore; ++t)
        a.justBefore = s.tokens[t].kind == Token::Word;
    // "Kvitberg chases a ball, Hanrahan gets his legs wrong and brings him down":
    // a comma and a new subject open a clause too, and "his" there is that
    // subject's.
    for (int t = q.end; t + 1 < p.start && objectPronoun; ++t) {
        a.commaClause = a.commaClause
            || (s.tokens[t].is(u',')
                && std::any_of(s.people.cbegin(), s.people.cend(),
                    [&](const PersonMention &o) { return o.start == t + 1 && !o.reference; }));
    }
    return a;
}

// The player the pronoun at reference k means, -1 when none is left in cands or before.
// objectPronoun: the pronoun is an object ("him").
int EventExtractor::pronounPlayer(const Document &doc, const SentenceData &s, int k,
    bool objectPronoun, const QList<int> &cands, const PreviousPlayers &previous) const
{
    // "he" is the nearest player before it in the sentence who is not a keeper and
    // not a possessive ("tumbled over King's leg and kept his cool"), else the
    // previous sentence's first player.
    int first = -1;
    bool otherClause = false; // a subject between: "the next time Caldeira ran at"
    int objectCandidate = -1;
    QVarLengthArray<int, 4> ownSubjects; // "his" before "him" in one clause
    for (int j = k - 1; j >= 0 && first < 0; --j) {
        const PersonMention &q = s.people.at(j);
        if (q.apposition)
            continue; // the name before it speaks for it
        const Antecedent a = antecedent(doc, s, k, j, objectPronoun);
        if (objectPronoun && pronounAt(s, q.start) && q.person >= 0) {
            if (!a.clauseAbove)
                ownSubjects.append(q.person);
            continue;
        }
        const bool fits = objectPronoun
            ? (!a.subject || a.clauseAbove || otherClause || a.commaClause) && !a.justBefore
                && !a.possessive && !ownSubjects.contains(q.person)
            : (!isKnownKeeper(q.person) || a.subject || a.sameClause) && !a.possessive && !a.object;
        if (isPlayer(q.person) && fits && cands.contains(q.person))
            first = q.person;
        otherClause = otherClause || (objectPronoun && a.justBefore);
        // "the ball dropped to Penfold ..., and he blasted it over": an object in the
        // sentence still beats the sentence before.
        if (!objectPronoun && a.object && !a.possessive && objectCandidate < 0 && isPlayer(q.person)
            && !m_ctx.people.at(q.person).keeper && cands.contains(q.person))
            objectCandidate = q.person;
    }
    if (first < 0)
        first = objectCandidate;
    // "him" is an object: the player the sentence before ended on, not its subject.
    if (first < 0)
        first = objectPronoun && previous.last >= 0 ? previous.last
            : previous.subject >= 0                 ? previous.subject
                                                    : previous.first;
    return first;
}

// Resolves reference k of sentence si (a pronoun or a role noun) to the player it most likely
// means, with up to three alternatives, and records that in trail; leaves it as it is when no
// candidate is left.
void EventExtractor::resolveReference(const Document &doc, SentenceData &s, int si, int k,
    const PreviousPlayers &previous, ReferenceTrail &trail) const
{
    PersonMention &p = s.people[k];
    const bool pronoun = pronounAt(s, p.start);
    QStringList words;
    for (int t = p.start; t < p.end; ++t)
        words.append(s.tokens.at(t).lower());
    QList<int> cands = trail.recent;
    int first = -1;
    const bool objectPronoun = pronoun && p.end - p.start == 1 && doc.pack
        && doc.pack->objectPronouns.contains(s.tokens.at(p.start).lower());
    if (!pronoun || objectPronoun)
        dropNamesOfOwnClause(doc, s, k, cands);
    // "runde keeperen – dansken satte ballen ...": two descriptions in one sentence are
    // two people.
    for (int j = 0; j < k && !pronoun; ++j) {
        if (s.people[j].reference && s.people[j].person >= 0 && !pronounAt(s, s.people[j].start))
            cands.removeAll(s.people[j].person);
    }
    if (!pronoun && doc.pack) {
        // "the Norwegian", "21-åringen", "the defender": the latest player the reports
        // describe so; nobody they describe otherwise ("the Dane" is no Norwegian).
        p.keys = descriptorKeysIn(*doc.pack, s, p.start, p.end, true);
        first = describedPlayer(*doc.pack, s, k, cands, trail, si);
    }
    if (pronoun) {
        first = pronounPlayer(doc, s, k, objectPronoun, cands, previous);
    } else if (first < 0 && std::none_of(p.keys.cbegin(), p.keys.cend(), [](const QString &k) {
                   return k.startsWith(u"age:");
               })) {
        // "the Italian substitute" earlier, "the Italian" now: the same descriptive word.
        // Not for ages: "the 24-year-old" and "the 20-year-old" share only "year".
        first = playerOfSameWord(words, trail.earlier, trail.recent);
    }
    if (first >= 0) {
        cands.removeAll(first);
        cands.prepend(first);
    }
    if (cands.isEmpty())
        return;
    p.person = cands.first();
    p.alternatives = cands.mid(1, 3);
    if (!pronoun) {
        for (const QString &w : std::as_const(words)) {
            if (w.size() >= 4 && !trail.earlier.contains(w)
                && !(doc.pack && doc.pack->articles.contains(w)))
                trail.earlier.insert(w, p.person);
        }
    }
    trail.push(p.person, si);
}

void EventExtractor::resolveReferences(Document &doc) const
{
    ReferenceTrail trail;
    trail.named = namingCounts(doc);
    for (int si = 0; si < doc.sentences.size(); ++si) {
        SentenceData &s = doc.sentences[si];
        if (s.otherMatch)
            continue;
        const PreviousPlayers previous = previousPlayers(doc, si);
        // Names inside ", who ... ," are asides: the name the clause hangs on stays salient.
        const QVarLengthArray<bool, 64> relative = asideTokens(doc, s);
        for (int k = 0; k < s.people.size(); ++k) {
            PersonMention &p = s.people[k];
            if (p.apposition)
                continue; // resolved where it was found
            if (!p.reference) {
                if (isPlayer(p.person)) {
                    if (relative.value(p.start) && !trail.recent.isEmpty())
                        trail.pushBehindLatest(p.person, si);
                    else
                        trail.push(p.person, si);
                }
                continue;
            }
            resolveReference(doc, s, si, k, previous, trail);
        }
    }
}

void EventExtractor::separateOtherMatches(const QList<Document *> &docs)
{
    // The first reading: each report on its own.
    for (Document *d : docs)
        markOtherMatches(*d, nullptr);
    // The match's roster: who each report names in this match's sentences.
    MatchRoster roster;
    for (int i = 0; i < docs.size(); ++i) {
        for (const SentenceData &s : std::as_const(docs.at(i)->sentences)) {
            if (s.otherMatch)
                continue;
            for (const PersonMention &p : s.people) {
                if (!p.reference && p.person >= 0)
                    roster.reports[p.person].insert(i);
            }
        }
    }
    // The second reading: a round-up chain stops at a player whom two other reports name in
    // this match ("Dinsdag ... verloren van Tottenham. Al na twaalf minuten werkte Aubameyang
    // binnen": the second sentence is this match again).
    for (Person &p : m_ctx.people)
        p.otherMatch = false;
    for (int i = 0; i < docs.size(); ++i) {
        Document &d = *docs.at(i);
        // A report the first reading found wholly about this match reads the same again.
        const bool anyOther = std::any_of(d.sentences.cbegin(), d.sentences.cend(),
            [](const SentenceData &s) { return s.otherMatch; });
        roster.reading = i;
        if (anyOther)
            markOtherMatches(d, &roster);
        if (d.pack)
            resolveReferences(d);
    }
}

bool EventExtractor::MatchRoster::namesElsewhere(int person) const
{
    const auto named = reports.constFind(person);
    return named != reports.cend()
        && named->size() - (named->contains(reading) ? 1 : 0) >= MinReports;
}

void EventExtractor::markOtherMatches(Document &doc, const MatchRoster *roster)
{
    if (!doc.pack)
        return;
    QSet<int> matchPeople;
    bool previousOther = false;
    bool previousOtherScore = false;
    QStringList previousOtherNames;
    // Our clubs' names and aliases, folded once: every score line asks.
    QList<QPair<QString, QStringList>> ours;
    for (int t = 0; t < 2 && t < m_ctx.teams.size(); ++t) {
        const Team &team = m_ctx.teams[t];
        if (team.name.isEmpty())
            continue;
        QStringList aliases;
        for (const QString &a : team.aliases)
            aliases.append(TeamDirectory::fold(a));
        ours.append({TeamDirectory::fold(team.name), aliases});
    }
    // Whether a score line's club is ours, once per name: a report names the same clubs again
    // and again, and folding a name is dear.
    QHash<QString, bool> oursByName;
    auto isOurs = [&](const QString &name) {
        const auto known = oursByName.constFind(name);
        if (known != oursByName.cend())
            return *known;
        const QString key = TeamDirectory::fold(name);
        bool result = false;
        for (const auto &[folded, aliases] : std::as_const(ours))
            result
                = result || folded.contains(key) || key.contains(folded) || aliases.contains(key);
        oursByName.insert(name, result);
        return result;
    };
    for (int si = 0; si < doc.sentences.size(); ++si) {
        SentenceData &s = doc.sentences[si];
        bool matchTeam = false;
        QStringList others;
        for (const TeamMention &t : std::as_const(s.teams)) {
            if (t.team == 0 || t.team == 1)
                matchTeam = true;
            else if (t.team >= 2 && !others.contains(m_ctx.teams[t.team].name))
                others.append(m_ctx.teams[t.team].name);
        }
        bool matchPerson = false;
        for (const PersonMention &p : std::as_const(s.people)) {
            if (!p.reference && p.person >= 0
                && ((!m_ctx.people.at(p.person).otherMatch && matchPeople.contains(p.person))
                    || (roster && roster->namesElsewhere(p.person))))
                matchPerson = true;
        }
        // A score line between two clubs that are not ours is another match's result, even
        // when we know neither club ("Norrbacka lost 2-0 at home to Tallö IK").
        for (const ScoreLine &line : std::as_const(s.scoreLines)) {
            if (isOurs(line.first) || isOurs(line.second))
                continue;
            for (const QString &name : {line.first, line.second}) {
                if (!others.contains(name))
                    others.append(name);
            }
        }
        bool namedMatchTeam = false;
        for (const TeamMention &t : std::as_const(s.teams))
            namedMatchTeam = namedMatchTeam || ((t.team == 0 || t.team == 1) && !t.roleWord);
        bool other = false;
        if (!others.isEmpty() && !matchTeam)
            other = true;
        else if (!others.isEmpty() && s.history)
            other = true;
        else if (s.history && !matchTeam && !listsDatedNames(s))
            other = true;
        else if ((previousOther || (previousOtherScore && si >= 3)) && !namedMatchTeam
            && !matchPerson) {
            other = true; // the round-up goes on: only its own (or new) names, no team of ours
            if (!previousOther)
                others = previousOtherNames;
        }
        s.otherMatch = other;
        s.otherTeams = others;
        for (const PersonMention &p : std::as_const(s.people)) {
            if (p.reference || p.person < 0)
                continue;
            // A player two other reports name in this match is this match's, whatever this
            // report's aside about his past ("the striker signed from Dortmund") says.
            if (other && !matchPeople.contains(p.person)
                && !(roster && roster->namesElsewhere(p.person)))
                m_ctx.people[p.person].otherMatch = true;
            else if (!other)
                matchPeople.insert(p.person);
        }
        previousOther = other;
        // "..., two points behind Strand Harriers, who won 2-0 at Pellow Vale. Dunphy scored
        // both their goals.": after another match's result, new names belong to that match.
        previousOtherNames.clear();
        for (const ScoreLine &l : std::as_const(s.scoreLines)) {
            if (!isOurs(l.first) && !isOurs(l.second))
                previousOtherNames << l.first << l.second;
        }
        previousOtherScore = !previousOtherNames.isEmpty();
    }
}

} // namespace mt
