#include "LanguagePack.h"

#include "Stemmer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QVarLengthArray>

#include <algorithm>
#include <atomic>
#include <unordered_map>

namespace mt {

namespace {

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    const QJsonArray a = v.toArray();
    out.reserve(a.size());
    for (const QJsonValue &x : a)
        out.append(x.toString());
    return out;
}

QSet<QString> foldedSet(const QJsonValue &v)
{
    QSet<QString> out;
    const QJsonArray a = v.toArray();
    for (const QJsonValue &x : a)
        out.insert(x.toString().toCaseFolded());
    return out;
}

// "45+" = first-half added time of unknown length; "90+3"; "60".
MatchTime parseClock(const QString &s)
{
    MatchTime t;
    const qsizetype plus = s.indexOf(u'+');
    bool ok = false;
    t.minute = (plus < 0 ? s : s.left(plus)).toInt(&ok);
    if (!ok)
        return {};
    if (plus >= 0)
        t.stoppage = plus + 1 < s.size() ? s.mid(plus + 1).toInt() : -1;
    t.period = MatchTime::periodForMinute(t.minute);
    return t;
}

struct Loader
{
    LanguagePack &pack;
    QString error;

    bool addAll(PatternSet &set, const QStringList &patterns, int payload, const QString &where)
    {
        for (const QString &p : patterns) {
            QString e;
            if (!set.add(p, payload, &e)) {
                error = QStringLiteral("%1: %2").arg(where, e);
                return false;
            }
        }
        return true;
    }
    bool addCues(
        const QJsonValue &v, Cue cue, const QString &where, GoalMethod method = GoalMethod::None)
    {
        const int payload = int(pack.cueDefs.size());
        pack.cueDefs.append(CueDef {cue, method});
        return addAll(pack.cues, strings(v), payload, where);
    }
    // Fails with message as the error.
    bool fail(const QString &message)
    {
        error = message;
        return false;
    }

    void readNames(const QJsonObject &o);
    void readWordLists(const QJsonObject &o);
    bool readKindWords(const QJsonObject &o);
    bool readCues(const QJsonObject &o);
    bool readEvents(const QJsonObject &o);
    bool readRoles(const QJsonObject &o);
    bool readTimes(const QJsonObject &o);
    bool readClaims(const QJsonObject &o);
    bool stemPatterns();
};

// Reads the pack's names (of itself, its number locale and its stemmer) and how it writes
// abbreviations, ordinals and genitives.
void Loader::readNames(const QJsonObject &o)
{
    LanguagePack &p = pack;
    p.name = o.value(u"name").toString(p.code);
    p.numberLocale = o.value(u"numberLocale").toString(p.code);
    p.stemmerName = o.value(u"stemmer").toString();
    p.abbreviations = strings(o.value(u"abbreviations"));
    p.ordinalSuffixes = strings(o.value(u"ordinalSuffixes"));
    p.ordinalDot = o.value(u"ordinalDot").toBool();
    p.genitiveSuffixes = strings(o.value(u"genitiveSuffixes"));
}

// Reads the pack's word lists: name words, function words, reason kinds and descriptors.
void Loader::readWordLists(const QJsonObject &o)
{
    LanguagePack &p = pack;
    p.notNames = foldedSet(o.value(u"notNames"));
    p.nameParticles = foldedSet(o.value(u"nameParticles"));
    p.placeWords = foldedSet(o.value(u"placeWords"));
    for (const QString &w : std::as_const(p.placeWords)) {
        if (w.size() > 2 && w.startsWith(u'-'))
            p.placeSuffixes.append(w.mid(1));
    }
    p.relativeMarkers = foldedSet(o.value(u"relativeMarkers"));
    p.conjunctions = foldedSet(o.value(u"conjunctions"));
    p.bylineWords = foldedSet(o.value(u"bylineWords"));
    p.articles = foldedSet(o.value(u"articles"));
    p.prepositions = foldedSet(o.value(u"prepositions"));
    p.objectPronouns = foldedSet(o.value(u"objectPronouns"));
    for (const QJsonValue &v : o.value(u"reasonKinds").toArray()) {
        const QJsonObject k = v.toObject();
        QStringList words;
        for (const QString &w : strings(k.value(u"words")))
            words.append(w.toCaseFolded());
        p.reasonKinds.append({k.value(u"kind").toString(), words});
    }
    const QJsonObject descriptors = o.value(u"descriptors").toObject();
    for (auto it = descriptors.begin(); it != descriptors.end(); ++it) {
        for (const QString &w : foldedSet(it.value()))
            p.descriptorKeys[w].append(it.key());
    }
    p.homeNationality = o.value(u"homeNationality").toString();
}

// Reads the words for each event type.
bool Loader::readKindWords(const QJsonObject &o)
{
    const QJsonObject kinds = o.value(u"kindWords").toObject();
    for (auto it = kinds.begin(); it != kinds.end(); ++it) {
        const auto type = eventTypeFromKey(it.key());
        if (!type)
            return fail(QStringLiteral("kindWords: unknown event type \"%1\"").arg(it.key()));
        for (const QString &w : strings(it.value()))
            pack.kindWords.add(*type, w.toCaseFolded());
    }
    return true;
}

// Reads the cue patterns, and the goal-method cue patterns.
bool Loader::readCues(const QJsonObject &o)
{
    const QJsonObject cues = o.value(u"cues").toObject();
    const struct
    {
        const char16_t *key;
        Cue cue;
    } cueKeys[] = {
        {u"nearMiss", Cue::NearMiss},
        {u"negation", Cue::Negation},
        {u"hypothetical", Cue::Hypothetical},
        {u"backReference", Cue::BackReference},
        {u"history", Cue::History},
        {u"penalty", Cue::Penalty},
        {u"firstHalf", Cue::FirstHalf},
        {u"secondHalf", Cue::SecondHalf},
        {u"homeTeam", Cue::HomeTeam},
        {u"awayTeam", Cue::AwayTeam},
        {u"reference", Cue::Reference},
        {u"pronoun", Cue::Pronoun},
        {u"nonPlayer", Cue::NonPlayer},
        {u"reason", Cue::Reason},
        {u"clauseBreak", Cue::ClauseBreak},
        {u"keeper", Cue::Keeper},
        {u"penaltyArea", Cue::PenaltyArea},
        {u"shortHanded", Cue::ShortHanded},
        {u"multiGoal", Cue::MultiGoal},
        {u"repeated", Cue::Repeated},
        {u"shootout", Cue::Shootout},
        {u"aggregate", Cue::Aggregate},
        {u"opponent", Cue::Opponent},
        {u"halfTime", Cue::HalfTime},
    };
    for (const auto &k : cueKeys) {
        const QString key = QString::fromUtf16(k.key);
        if (!addCues(cues.value(key), k.cue, QStringLiteral("cues.") + key))
            return false;
    }
    const QJsonObject methods = o.value(u"methodCues").toObject();
    for (auto it = methods.begin(); it != methods.end(); ++it) {
        const auto m = goalMethodFromKey(it.key());
        if (!m)
            return fail(QStringLiteral("methodCues: unknown method \"%1\"").arg(it.key()));
        if (!addCues(it.value(), Cue::Method, QStringLiteral("methodCues.") + it.key(), *m))
            return false;
    }
    return true;
}

// Reads the event definitions and their patterns.
bool Loader::readEvents(const QJsonObject &o)
{
    LanguagePack &p = pack;
    const QJsonArray events = o.value(u"events").toArray();
    for (const QJsonValue &ev : events) {
        const QJsonObject e = ev.toObject();
        const auto type = eventTypeFromKey(e.value(u"type").toString());
        if (!type)
            return fail(
                QStringLiteral("events: unknown type \"%1\"").arg(e.value(u"type").toString()));
        EventDef def {*type};
        if (e.contains(u"method")) {
            const auto m = goalMethodFromKey(e.value(u"method").toString());
            if (!m)
                return fail(QStringLiteral("events: unknown method \"%1\"")
                                .arg(e.value(u"method").toString()));
            def.method = *m;
        }
        def.weak = e.value(u"weak").toBool();
        def.noun = e.value(u"noun").toBool();
        def.companion = e.value(u"companion").toBool();
        const QString effect = e.value(u"effect").toString();
        if (effect == u"equalise")
            def.effect = ScoreEffect::Equalise;
        else if (effect == u"reduce")
            def.effect = ScoreEffect::Reduce;
        else if (effect == u"extend")
            def.effect = ScoreEffect::Extend;
        else if (effect == u"lead")
            def.effect = ScoreEffect::Lead;
        else if (!effect.isEmpty())
            return fail(QStringLiteral("events: unknown effect \"%1\"").arg(effect));
        const int payload = int(p.eventDefs.size());
        p.eventDefs.append(def);
        if (!addAll(p.events, strings(e.value(u"patterns")), payload,
                QStringLiteral("events.") + eventTypeKey(*type)))
            return false;
    }
    return true;
}

// Reads the role patterns and the event types each applies to.
bool Loader::readRoles(const QJsonObject &o)
{
    LanguagePack &p = pack;
    const QJsonArray roles = o.value(u"roles").toArray();
    for (const QJsonValue &rv : roles) {
        const QJsonObject r = rv.toObject();
        QList<EventType> targets;
        for (const QString &t : strings(r.value(u"appliesTo"))) {
            const auto type = eventTypeFromKey(t);
            if (!type)
                return fail(QStringLiteral("roles: unknown type \"%1\"").arg(t));
            targets.append(*type);
        }
        const int payload = int(p.roleTargets.size());
        p.roleTargets.append(targets);
        if (!addAll(p.roles, strings(r.value(u"patterns")), payload, QStringLiteral("roles")))
            return false;
    }
    return true;
}

// Reads the time-expression definitions and their patterns.
bool Loader::readTimes(const QJsonObject &o)
{
    LanguagePack &p = pack;
    const QJsonArray times = o.value(u"time").toArray();
    for (const QJsonValue &tv : times) {
        const QJsonObject t = tv.toObject();
        TimeDef def;
        const QString kind = t.value(u"kind").toString();
        if (kind == u"absolute")
            def.kind = TimeDef::Absolute;
        else if (kind == u"addedTime")
            def.kind = TimeDef::AddedTime;
        else if (kind == u"afterBreak")
            def.kind = TimeDef::AfterBreak;
        else if (kind == u"beforeEnd")
            def.kind = TimeDef::BeforeEnd;
        else if (kind == u"relative")
            def.kind = TimeDef::Relative;
        else if (kind == u"range")
            def.kind = TimeDef::Range;
        else if (kind == u"stated")
            def.kind = TimeDef::Stated;
        else
            return fail(QStringLiteral("time: unknown kind \"%1\"").arg(kind));
        def.value = t.value(u"value").toInt(-1);
        def.offset = t.value(u"offset").toInt(0);
        def.min = t.value(u"min").toInt(0);
        def.max = t.value(u"max").toInt(0);
        def.period = t.value(u"period").toInt(0);
        def.approximate = t.value(u"approximate").toBool();
        def.base = t.value(u"base").toInt(def.kind == TimeDef::BeforeEnd ? 90 : 45);
        if (def.kind == TimeDef::Range) {
            def.from = parseClock(t.value(u"from").toString());
            def.to = parseClock(t.value(u"to").toString());
            if (!def.from.isKnown() || !def.to.isKnown())
                return fail(QStringLiteral("time: range needs \"from\" and \"to\""));
        }
        const int payload = int(p.timeDefs.size());
        p.timeDefs.append(def);
        QStringList patterns = strings(t.value(u"patterns"));
        if (t.contains(u"pattern"))
            patterns.append(t.value(u"pattern").toString());
        if (!addAll(p.times, patterns, payload, QStringLiteral("time")))
            return false;
    }
    return true;
}

// Reads the claim definitions and their patterns, and the score-line patterns.
bool Loader::readClaims(const QJsonObject &o)
{
    LanguagePack &p = pack;
    const QJsonArray claims = o.value(u"claims").toArray();
    for (const QJsonValue &cv : claims) {
        const QJsonObject c = cv.toObject();
        const int payload = int(p.claimDefs.size());
        p.claimDefs.append(ClaimDef {c.value(u"kind").toString()});
        if (!addAll(p.claims, strings(c.value(u"patterns")), payload, QStringLiteral("claims")))
            return false;
    }
    return addAll(p.scoreLines, strings(o.value(u"scoreLines")), 0, QStringLiteral("scoreLines"));
}

// Stems the literal words of all the pack's patterns with the pack's stemmer, if it names one.
bool Loader::stemPatterns()
{
    LanguagePack &p = pack;
    if (!p.stemmerName.isEmpty()) {
        Stemmer stemmer(p.stemmerName);
        if (!stemmer.isValid())
            return fail(QStringLiteral("unknown Snowball stemmer \"%1\"").arg(p.stemmerName));
        const auto stem = [&stemmer](const QString &w) { return stemmer.stem(w); };
        for (PatternSet *set : {&p.events, &p.roles, &p.times, &p.cues, &p.claims, &p.scoreLines})
            set->stemLiterals(stem);
    }
    return true;
}

} // namespace

Result<std::shared_ptr<LanguagePack>> LanguagePack::fromJson(const QByteArray &json)
{
    using R = Result<std::shared_ptr<LanguagePack>>;
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (doc.isNull())
        return R::failure(
            perr.errorString() + QStringLiteral(" at offset ") + QString::number(perr.offset));
    const QJsonObject o = doc.object();
    auto pack = std::make_shared<LanguagePack>();
    LanguagePack &p = *pack;
    p.code = o.value(u"language").toString();
    if (p.code.isEmpty())
        return R::failure(QStringLiteral("\"language\" is missing"));
    Loader L {p, {}};
    L.readNames(o);
    L.readWordLists(o);
    if (!L.readKindWords(o))
        return R::failure(L.error);
    p.m_numbers = std::make_shared<NumberWords>(p.numberLocale);

    // One lexicon for all the pack's sets: a token's word is looked up once for all of them.
    const auto lexicon = std::make_shared<PatternLexicon>();
    for (PatternSet *set : {&p.events, &p.roles, &p.times, &p.cues, &p.claims, &p.scoreLines})
        set->setLexicon(lexicon);

    if (!L.readCues(o) || !L.readEvents(o) || !L.readRoles(o) || !L.readTimes(o) || !L.readClaims(o)
        || !L.stemPatterns())
        return R::failure(L.error);
    return pack;
}

namespace {

// The kind of the first of the pack's reason words that begins a word of the reason, or "".
QString findReasonKind(const QList<QPair<QString, QStringList>> &reasonKinds, const QString &reason)
{
    const QString text = reason.toCaseFolded().simplified();
    // A word beginning: "trip" in "tripping", not in "strip". The places one may begin are found
    // once, rather than searching the whole text for each of the pack's ~80 words.
    QVarLengthArray<qsizetype, 16> starts;
    for (qsizetype at = 0; at <= text.size(); ++at) {
        if (at == 0 || !text.at(at - 1).isLetter())
            starts.append(at);
    }
    for (const auto &[kind, words] : reasonKinds) {
        for (const QString &w : words) {
            for (qsizetype at : starts) {
                if (at + w.size() <= text.size() && (w.isEmpty() || text[at] == w.front())
                    && QStringView(text).sliced(at, w.size()) == w)
                    return kind;
            }
        }
    }
    return {};
}

} // namespace

void LanguagePack::KindWords::add(EventType type, const QString &folded)
{
    const quint32 bit = quint32(1) << int(type);
    if (folded.startsWith(u'*')) {
        const bool ending = !folded.endsWith(u'*');
        const QString letters = folded.mid(1, folded.size() - (ending ? 1 : 2));
        if (letters.size() >= 3) // "*" or "*er*" would name half the words
            m_heads.append({letters, ending, bit});
        return;
    }
    if (!folded.endsWith(u'*')) {
        m_exact[folded] |= bit;
        return;
    }
    const QString prefix = folded.chopped(1);
    if (prefix.isEmpty())
        return; // "*" alone would name every word
    QList<QPair<QString, quint32>> &bucket = m_prefixes[prefix.front().unicode()];
    for (auto &entry : bucket) {
        if (entry.first == prefix) {
            entry.second |= bit;
            return;
        }
    }
    bucket.append({prefix, bit});
}

// Asked for every word of every sentence: the prefixes are looked through by the word's first
// letter only.
quint32 LanguagePack::KindWords::kindsOf(const QString &folded) const
{
    quint32 bits = m_exact.value(folded, 0);
    if (folded.isEmpty())
        return bits;
    for (const Head &h : m_heads) {
        if (h.ending ? folded.endsWith(h.letters) : folded.contains(h.letters))
            bits |= h.bits;
    }
    const auto bucket = m_prefixes.constFind(folded.front().unicode());
    if (bucket == m_prefixes.cend())
        return bits;
    for (const auto &[prefix, bit] : *bucket) {
        if (folded.startsWith(prefix))
            bits |= bit;
    }
    return bits;
}

QString LanguagePack::reasonKind(const QString &reason) const
{
    // The extractor asks twice for a card's reason and the reconciler again: remembered per
    // thread and pack (its stamp), the memo starting over when large.
    thread_local std::unordered_map<quint64, QHash<QString, QString>> memo;
    QHash<QString, QString> &kinds = memo[m_stamp];
    const auto it = kinds.constFind(reason);
    if (it != kinds.cend())
        return it.value();
    if (kinds.size() >= 4096)
        kinds.clear();
    const QString kind = findReasonKind(reasonKinds, reason);
    kinds.insert(reason, kind);
    return kind;
}

LanguagePack::LanguagePack()
{
    static std::atomic<quint64> stamps {0};
    m_stamp = ++stamps;
}

bool LanguagePack::isPlaceWord(const QString &word) const
{
    if (placeWords.contains(word))
        return true;
    for (const QString &suffix : placeSuffixes) {
        if (word.size() > suffix.size() && word.endsWith(suffix))
            return true;
    }
    return false;
}

quint8 LanguagePack::listsOf(const Token &t) const
{
    auto lookUp = [&] {
        return quint8((notNames.contains(t.lower()) ? NotName : 0)
            | (isPlaceWord(t.lower()) ? PlaceWord : 0));
    };
    return t.word->lists.get(m_stamp, lookUp);
}

SentenceContext LanguagePack::context(const QList<Token> &tokens) const
{
    SentenceContext c;
    c.tokens = &tokens;
    c.numbers = m_numbers.get();
    c.ordinalSuffixes = ordinalSuffixes;
    c.ordinalDot = ordinalDot;
    return c;
}

QList<int> LanguagePack::relativeClauseSkips(const QList<Token> &tokens) const
{
    const int n = int(tokens.size());
    QList<int> skipTo(n, -1);
    for (int i = 0; i + 1 < n; ++i) {
        if (!tokens[i].is(u',') || !relativeMarkers.contains(tokens[i + 1].lower()))
            continue;
        int j = i + 2;
        while (j < n && !tokens[j].is(u',') && !tokens[j].is(u';'))
            ++j;
        if (j < n && tokens[j].is(u','))
            skipTo[i] = j + 1;
    }
    return skipTo;
}

const LanguagePackRegistry &LanguagePackRegistry::builtIn()
{
    static const LanguagePackRegistry registry = [] {
        LanguagePackRegistry r;
        const QDir dir(QStringLiteral(":/lang"));
        const QStringList files
            = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QString &f : files) {
            QFile file(dir.filePath(f));
            if (!file.open(QIODevice::ReadOnly)) {
                r.m_errors.append(f + QStringLiteral(": cannot open"));
                continue;
            }
            auto pack = LanguagePack::fromJson(file.readAll());
            if (!pack) {
                r.m_errors.append(f + QStringLiteral(": ") + pack.error());
                continue;
            }
            r.add(std::move(pack).value());
        }
        return r;
    }();
    return registry;
}

void LanguagePackRegistry::add(std::shared_ptr<LanguagePack> pack)
{
    m_packs.append(std::move(pack));
}

const LanguagePack *LanguagePackRegistry::find(const QString &code) const
{
    for (const auto &p : m_packs) {
        if (p->code == code)
            return p.get();
    }
    // Macro-language fallbacks: CLD2 and users say "no" for Norwegian.
    if (code == u"no")
        return find(QStringLiteral("nb"));
    return nullptr;
}

QStringList LanguagePackRegistry::codes() const
{
    QStringList out;
    for (const auto &p : m_packs)
        out.append(p->code);
    return out;
}

} // namespace mt
