#include "MatchIdentifier.h"

#include "LatinKey.h"
#include "ReportDates.h"
#include "WrittenNames.h"

#include "evidence/ScoreShape.h"

#include <QMap>

#include <algorithm>
#include <array>
#include <atomic>
#include <functional>
#include <optional>

namespace mt {

namespace {

// The abbreviations of a club's legal form that go before or after its name ("FK", "IF", "FC").
bool isLegalForm(const QString &word)
{
    static const QSet<QString> forms
        = {QStringLiteral("fc"), QStringLiteral("afc"), QStringLiteral("cf"), QStringLiteral("sc"),
            QStringLiteral("il"), QStringLiteral("if"), QStringLiteral("bk"), QStringLiteral("sk"),
            QStringLiteral("fk"), QStringLiteral("ik"), QStringLiteral("ff")};
    return word.size() <= 3 && forms.contains(word.toCaseFolded());
}

// Club-name tokens too generic to stand alone as a short name: a legal form, and the words
// around a name.
bool isGenericClubWord(const QString &folded)
{
    static const QSet<QString> generic = {
        QStringLiteral("ac"),
        QStringLiteral("as"),
        QStringLiteral("&"),
        QStringLiteral("and"),
        QStringLiteral("of"),
        QStringLiteral("the"),
        QStringLiteral("de"),
        QStringLiteral("real"),
    };
    return folded.size() < 3 || isLegalForm(folded) || generic.contains(folded);
}

QString textOf(const Document &doc, const SentenceData &s, int from, int to)
{
    if (from >= to)
        return {};
    const int a = s.tokens[from].start;
    const int b = s.tokens[to - 1].end;
    return doc.source.text.mid(a, b - a);
}

QStringList foldedTokens(const QString &text)
{
    QStringList out;
    const QList<Token> toks = Tokenizer::tokenize(text, 0, int(text.size()));
    for (const Token &t : toks)
        out.append(t.lower());
    return out;
}

QString computePersonKey(const QString &name)
{
    // Plain ASCII: folding is lower-casing, and NFD and the replacements below change nothing.
    if (std::all_of(name.cbegin(), name.cend(), [](QChar c) { return c.unicode() < 0x80; })) {
        QString folded = TeamDirectory::fold(name);
        LatinKey::foldUmlautSpellings(folded);
        return folded;
    }
    const QString decomposed = name.toCaseFolded().normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(decomposed.size());
    for (QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            out.append(c);
    }
    // Letters NFD does not split.
    out.replace(u'ø', u'o');
    out.replace(u'æ', QStringLiteral("ae"));
    out.replace(u'ß', QStringLiteral("ss"));
    out.replace(u'ł', u'l');
    out.replace(u'đ', u'd');
    LatinKey::foldUmlautSpellings(out);
    return out;
}

// A per-thread memo of a function of a name: every name asked so far, and in front of them the
// last name asked at each of 1024 places by a cheap hash of its characters, which answers most
// askings (the same names come back in runs) without hashing into the full table.
template<typename Value> struct Memo
{
    struct Recent
    {
        bool filled = false;
        QString name;
        Value value;
    };
    QHash<QString, Value> all; // starts over when large
    std::array<Recent, 1024> recent;
};

// A name's place in Memo::recent: its length and a few of its letters (enough to tell the names of
// a match apart; a clash only costs a look-up in the full table).
inline size_t placeOf(const QString &name)
{
    const qsizetype n = name.size();
    if (n == 0)
        return 0;
    const QChar *c = name.constData();
    return size_t(n) * 977 + size_t(c[0].unicode()) * 31 + size_t(c[n / 2].unicode()) * 7
        + size_t(c[n - 1].unicode()) + size_t(c[n > 1 ? n - 2 : 0].unicode()) * 131;
}

// The value for name from the memo, computed on the first asking.
template<typename Value, typename Compute>
Value remembered(Memo<Value> &memo, const QString &name, Compute compute)
{
    auto &recent = memo.recent[placeOf(name) & (memo.recent.size() - 1)];
    if (recent.filled && recent.name == name)
        return recent.value;
    auto it = memo.all.constFind(name);
    if (it == memo.all.cend()) {
        if (memo.all.size() >= 65536)
            memo.all.clear();
        it = memo.all.insert(name, compute(name));
    }
    recent.filled = true;
    recent.name = name;
    recent.value = it.value();
    return recent.value;
}

// Team forms are the same few hundred strings for every match.
QString foldedForm(const QString &form)
{
    thread_local Memo<QString> memo;
    return remembered(memo, form, TeamDirectory::fold);
}

QStringList formTokens(const QString &form)
{
    thread_local Memo<QStringList> memo;
    return remembered(memo, form, foldedTokens);
}

// A drawn score written as digits outside the tokens [from, to) (a shootout never ends level).
std::optional<Score> drawIn(const SentenceData &s, int from, int to)
{
    for (int i = 0; i + 2 < int(s.tokens.size()); ++i) {
        if (i >= from && i < to)
            continue;
        const std::optional<Score> score = ScoreShape::at(s.tokens, i);
        if (score && score->home == score->away)
            return score;
    }
    return std::nullopt;
}

// What a pair of teams' score lines say: how often, which side is home, each score.
struct PairVotes
{
    QString a, b; // a < b
    int votes = 0;
    int aHome = 0, bHome = 0;
    QMap<QString, int> scores; // "a:b" in a, b order
    // The scores of reports dated weeks from the others (last season's meeting, re-run as
    // "(FK Haugesund - Sogndal 0-0)" in its headline): the result only when no other gives one.
    QMap<QString, int> awayScores;
};

// Adds the votes of from to to; crossed: from names the pair the other way round.
void addScores(const QMap<QString, int> &from, bool crossed, QMap<QString, int> &to)
{
    for (auto it = from.cbegin(); it != from.cend(); ++it) {
        QString key = it.key();
        if (crossed)
            key = key.section(u':', 1, 1) + u':' + key.section(u':', 0, 0);
        to[key] += it.value();
    }
}

// "Hollinbeck 1-1 Caddon" in a live blog is the match "Hollinbeck Town 3 Caddon Athletic 2":
// a pair whose names are both short forms of another pair's joins that pair.
void mergeShortForms(QHash<QString, PairVotes> &pairs)
{
    // A name's words, made once a name: the loop below asks for every two pairs. Returned
    // as a (shared) copy: a reference into the memo would not outlive its next insert.
    QHash<QString, QSet<QString>> wordsOf;
    auto words = [&wordsOf](const QString &name) -> QSet<QString> {
        const auto it = wordsOf.constFind(name);
        if (it != wordsOf.cend())
            return it.value();
        const QStringList list = name.toCaseFolded().split(u' ', Qt::SkipEmptyParts);
        return *wordsOf.insert(name, QSet<QString>(list.cbegin(), list.cend()));
    };
    auto shortOf
        = [&](const QString &s, const QString &l) { return s != l && words(l).contains(words(s)); };
    QStringList keys = pairs.keys();
    keys.sort(); // deterministic
    for (const QString &k : std::as_const(keys)) {
        const PairVotes p = pairs.value(k);
        for (const QString &k2 : std::as_const(keys)) {
            if (k2 == k || !pairs.contains(k2))
                continue;
            PairVotes &q = pairs[k2];
            const bool straight
                = (shortOf(p.a, q.a) || p.a == q.a) && (shortOf(p.b, q.b) || p.b == q.b);
            const bool crossed
                = (shortOf(p.a, q.b) || p.a == q.b) && (shortOf(p.b, q.a) || p.b == q.a);
            if (!straight && !crossed)
                continue;
            q.votes += p.votes;
            q.aHome += straight ? p.aHome : p.bHome;
            q.bHome += straight ? p.bHome : p.aHome;
            addScores(p.scores, crossed, q.scores);
            addScores(p.awayScores, crossed, q.awayScores);
            pairs.remove(k);
            break;
        }
    }
}

// The pair the score lines vote for most (each vote ten times a mention in the text). A tie
// ("Harlow Bay 2-1 Westbrook" also reads as "Bay 2-1 Westbrook") goes to the longer names,
// then to the alphabet: never to the hash's order.
const PairVotes *bestPair(
    const QHash<QString, PairVotes> &pairs, const std::function<int(const QString &)> &textCount)
{
    const PairVotes *best = nullptr;
    int bestWeight = -1;
    const auto longer = [](const PairVotes &x, const PairVotes &y) {
        const int lx = int(x.a.size() + x.b.size()), ly = int(y.a.size() + y.b.size());
        return lx != ly ? lx > ly : (x.a + x.b) < (y.a + y.b);
    };
    for (const PairVotes &p : pairs) {
        const int weight = p.votes * 10 + textCount(p.a) + textCount(p.b);
        if (weight > bestWeight || (weight == bestWeight && best && longer(p, *best))) {
            bestWeight = weight;
            best = &p;
        }
    }
    return best;
}

// Which of the pair is at home (the score lines that say, then the one named first) and the
// score most voted for, home first.
void readPair(const PairVotes &best, const QHash<QString, int> &firstMention, QString &home,
    QString &away, Score &score)
{
    const bool aHome = best.aHome > best.bHome
        || (best.aHome == best.bHome
            && firstMention.value(best.a, 1 << 30) <= firstMention.value(best.b, 1 << 30));
    home = aHome ? best.a : best.b;
    away = aHome ? best.b : best.a;
    int top = 0;
    const QMap<QString, int> &scores = best.scores.isEmpty() ? best.awayScores : best.scores;
    for (auto it = scores.cbegin(); it != scores.cend(); ++it) {
        if (it.value() > top) {
            top = it.value();
            const QStringList parts = it.key().split(u':');
            const Score s {parts[0].toInt(), parts[1].toInt()};
            score = aHome ? s : Score {s.away, s.home};
        }
    }
}

} // namespace

quint64 MatchContext::newStamp()
{
    static std::atomic<quint64> stamps {0};
    return ++stamps;
}

void MatchContext::noteForm(const Token &t, FormFlag flag, QSet<QString> &forms)
{
    if (!t.word) {
        forms.insert(t.lower());
        return;
    }
    bool fresh = false;
    quint8 &noted = t.word->forms.slot(m_stamp.value, &fresh);
    if (fresh)
        noted = 0;
    if (noted & flag)
        return;
    forms.insert(t.lower());
    noted |= flag;
}

QString MatchContext::personKey(const QString &name)
{
    // The same few names come back again and again; folding and NFD are dear, so remember them.
    thread_local Memo<QString> memo;
    return remembered(memo, name, computePersonKey);
}

// "Nederland-Argentina 3-4 på straffer", "won the shootout 4-3", "(3-1 agg)": a cue of the kind
// ending at most three tokens before the score or starting at most three after it.
// A cue between two scores is the nearer one's: "3-1 (agg 6-5)" marks 6-5 only.
bool MatchIdentifier::nearCue(const SentenceData &s, Cue kind, int scoreStart, int scoreEnd)
{
    constexpr int Near = 3;
    auto scoreAt = [&](int i) { return ScoreShape::at(s.tokens, i).has_value(); };
    return std::any_of(s.cues.cbegin(), s.cues.cend(), [&](const CueHit &c) {
        if (c.cue != kind)
            return false;
        if (c.start >= scoreEnd && c.start - scoreEnd <= Near) {
            const int d = c.start - scoreEnd;
            for (int k = 0; k < d; ++k) { // a score that follows the cue closer than this one
                if (scoreAt(c.end + k))
                    return false;
            }
            return true;
        }
        if (c.end <= scoreStart && scoreStart - c.end <= Near) {
            const int d = scoreStart - c.end;
            for (int k = 0; k < d; ++k) { // a score that ends before the cue, closer
                if (scoreAt(c.start - 3 - k))
                    return false;
            }
            return true;
        }
        return false;
    });
}

MatchIdentifier::MatchIdentifier(const TeamDirectory &directory)
    : m_directory(directory)
{
}

void MatchIdentifier::findScoreLines(Document &doc)
{
    for (int i = 0; i < doc.sentences.size(); ++i)
        doc.sentences[i].scoreLines = scoreLines(doc, i);
}

namespace {

// "Paris Saint-Germain 1-1 ...": the hyphen inside a club's name does not pair two teams.
bool oneGluedName(
    const Document &doc, const SentenceData &s, const Capture &home, const Capture &away)
{
    if (away.start != home.end + 1 || home.end >= int(s.tokens.size()) || away.start <= 0)
        return false;
    const Token &dash = s.tokens.at(home.end);
    if (!dash.is(u'-') || dash.spaceBefore || s.tokens.at(away.start).spaceBefore)
        return false;
    const TeamDirectory &teams = TeamDirectory::builtIn();
    for (int from = home.start; from < home.end; ++from) {
        for (int to = away.end; to > away.start; --to) {
            if (teams.findExact(textOf(doc, s, from, to).trimmed()) >= 0)
                return true;
        }
    }
    return false;
}

} // namespace

QList<ScoreLine> MatchIdentifier::scoreLines(const Document &doc, int sentence)
{
    QList<ScoreLine> out;
    if (!doc.pack)
        return out;
    const SentenceData &s = doc.sentences[sentence];
    // Every shape of score line has a score ("3-2") or two numbers in digits ("Home 3 Away 2").
    int numbers = 0;
    bool score = false;
    for (int i = 0; i < s.tokens.size(); ++i) {
        if (s.tokens[i].kind != Token::Number)
            continue;
        ++numbers;
        score = score || ScoreShape::at(s.tokens, i).has_value();
    }
    if (!score && numbers < 2)
        return out;
    SentenceContext ctx = doc.pack->context(s.tokens);
    // "Norrbacka, who had been third, lost 2-0 at home to Tallö": step over the aside.
    ctx.skipTo = doc.pack->relativeClauseSkips(s.tokens);
    const QList<PatternMatch> matches = doc.pack->scoreLines.findAll(ctx);
    for (const PatternMatch &m : matches) {
        auto trimmedName = [&](const Capture *c) -> QString {
            if (!c)
                return {};
            int from = c->start;
            // "Yesterday Rovers beat ..." : leading words that are never names go.
            // "FULL-TIME Halberton Town 2-3": with the rest of its compound.
            // "Netherlands 2-2 Argentina": a country is no person's name, but it is a team.
            const TeamDirectory &teams = TeamDirectory::builtIn();
            while (from < c->end
                && (doc.pack->notNames.contains(s.tokens[from].lower())
                    || s.tokens[from].kind == Token::Punct)
                && teams.findExact(textOf(doc, s, from, c->end).trimmed()) < 0) {
                const bool glued = from + 2 < c->end && s.tokens[from + 1].lower() == u"-"
                    && !s.tokens[from + 1].spaceBefore && !s.tokens[from + 2].spaceBefore;
                from += glued ? 3 : 1;
            }
            return textOf(doc, s, from, c->end).trimmed();
        };
        ScoreLine line;
        const Capture *home = m.capture(u"home");
        const Capture *away = m.capture(u"away");
        const Capture *winner = m.capture(u"winner");
        const Capture *loser = m.capture(u"loser");
        const Capture *score = m.capture(u"score");
        if (home && away && oneGluedName(doc, s, *home, *away))
            continue;
        if (home && away) {
            line.first = trimmedName(home);
            line.second = trimmedName(away);
            line.ordered = true;
            if (score) {
                line.score = Score {score->value / 1000, score->value % 1000};
            } else {
                const Capture *hg = m.capture(u"homeGoals");
                const Capture *ag = m.capture(u"awayGoals");
                if (!hg || !ag || hg->value > 20 || ag->value > 20)
                    continue;
                line.score = Score {hg->value, ag->value};
            }
        } else if (winner && loser && score) {
            line.first = trimmedName(winner);
            line.second = trimmedName(loser);
            const int a = score->value / 1000;
            const int b = score->value % 1000;
            line.score = Score {std::max(a, b), std::min(a, b)};
        } else {
            continue;
        }
        if (line.first.isEmpty() || line.second.isEmpty() || line.first == line.second)
            continue;
        const int scoreStart = score ? score->start : m.start;
        const int scoreEnd = score ? score->end : m.end;
        line.shootout = nearCue(s, Cue::Shootout, scoreStart, scoreEnd);
        line.aggregate = nearCue(s, Cue::Aggregate, scoreStart, scoreEnd);
        out.append(line);
        // A shootout follows a draw; the sentence that gives the shootout's score often gives
        // the draw's too ("3-4 på straffer, 2-2 i kampen"): that is the match's score line.
        if (line.shootout) {
            if (const std::optional<Score> draw = drawIn(s, m.start, m.end)) {
                ScoreLine match = line;
                match.shootout = false;
                match.score = *draw;
                out.append(match);
            }
        }
    }
    return out;
}

namespace {

// The names the directory gives the clubs the reports' score lines name.
class ClubNames
{
public:
    ClubNames(const TeamDirectory &directory, const QList<Document *> &docs)
        : m_directory(directory)
        , m_docs(docs)
    {
    }

    // The directory's name of the club a score line's name stands for, else the name itself.
    QString canonical(const QString &name)
    {
        const int exact = m_directory.findExact(name);
        if (exact >= 0) {
            const Team &t = m_directory.teams()[exact];
            const bool fullName = TeamDirectory::fold(t.name) == TeamDirectory::fold(name);
            return fullName || t.national || aliasHolds(exact, name) ? t.name : name;
        }
        const QList<int> alias = m_directory.findAlias(name);
        if (alias.size() == 1 && aliasHolds(alias.first(), name))
            return m_directory.teams()[alias.first()].name;
        // "Manchester City LIVE", "Real Madrid CF Noticias": a club's full name and page words.
        const QStringList words = name.split(u' ', Qt::SkipEmptyParts);
        for (qsizetype k = words.size() - 1; k >= 2; --k) {
            const int known = m_directory.findExact(words.first(k).join(u' '));
            if (known >= 0
                && TeamDirectory::fold(m_directory.teams()[known].name)
                    == TeamDirectory::fold(words.first(k).join(u' ')))
                return m_directory.teams()[known].name;
        }
        // "FK Haugesund", "Haugesund FK": the directory's "Haugesund" with its legal form.
        if (words.size() >= 2) {
            const bool first = isLegalForm(words.constFirst());
            const bool last = isLegalForm(words.constLast());
            if (first != last) {
                const QString rest
                    = (first ? words.mid(1) : words.first(words.size() - 1)).join(u' ');
                const int known = m_directory.findExact(rest);
                if (known >= 0
                    && TeamDirectory::fold(m_directory.teams()[known].name)
                        == TeamDirectory::fold(rest))
                    return m_directory.teams()[known].name;
            }
        }
        return name;
    }

private:
    // Whether the alias name stands for the club: a club's alias stands for the club only when
    // the reports also call it something else of its ("Spurs" beside "Tottenham"): "Albion 3-2
    // Vale" beside "Porthaven Albion" is the reports' own Albion, not Brighton & Hove Albion.
    bool aliasHolds(int club, const QString &name)
    {
        const QString key = QString::number(club) + u'\x1f' + name;
        const auto it = m_aliasMemo.constFind(key);
        if (it != m_aliasMemo.cend())
            return *it;
        const Team &t = m_directory.teams().at(club);
        const QString folded = TeamDirectory::fold(name);
        bool holds = false;
        for (const QString &form : QStringList {t.name} + t.aliases) {
            if (form.size() < 3 || TeamDirectory::fold(form) == folded)
                continue;
            holds = holds || std::any_of(m_docs.cbegin(), m_docs.cend(), [&](const Document *d) {
                return d->source.text.contains(form);
            });
        }
        m_aliasMemo.insert(key, holds);
        return holds;
    }

    const TeamDirectory &m_directory;
    const QList<Document *> &m_docs;
    QHash<QString, bool> m_aliasMemo;
};

// Counts the reports' mentions of known clubs (full names and unambiguous aliases), per club
// name, and notes the earliest (report, sentence) rank that mentions each.
void countClubMentions(const TeamDirectory &directory, const QList<Document *> &docs,
    QHash<QString, int> &mentionCount, QHash<QString, int> &firstMention)
{
    int rank = 0;
    for (const Document *doc : docs) {
        for (const SentenceData &s : doc->sentences) {
            ++rank;
            for (int i = 0; i < s.tokens.size(); ++i) {
                if (!s.tokens[i].capitalized || !directory.mayStartName(s.tokens[i].lower()))
                    continue;
                // Longest run of up to three tokens that names a club.
                for (int len = 3; len >= 1; --len) {
                    if (i + len > s.tokens.size())
                        continue;
                    // canonical() of a text findExact() does not know is the text itself.
                    const int exact = directory.findExact(textOf(*doc, s, i, i + len));
                    if (exact < 0)
                        continue;
                    const QString &name = directory.teams()[exact].name;
                    mentionCount[name] += 1;
                    if (!firstMention.contains(name))
                        firstMention.insert(name, rank);
                    i += len - 1;
                    break;
                }
            }
        }
    }
}

// Adds the votes of one report's score lines to pairs: for the pair, the order and the score.
// datedAway: the report is dated weeks from the others, so its scores are another meeting's.
void addScoreLineVotes(
    const Document &doc, bool datedAway, ClubNames &names, QHash<QString, PairVotes> &pairs)
{
    // A score line's weight: the headline's most, the lede's next, the rest one. A report
    // gives a pair, or a score of it, no more than its headline does.
    constexpr int HeadlineWeight = 4;
    constexpr int LedeWeight = 3; // the second and third sentences
    // A report's weight for a pair, and for a score of it, is at most a headline's: one
    // that repeats its score line (headline, standfirst, fact box) does not outvote two
    // that state another.
    QHash<QString, int> given;
    auto capped = [&given](const QString &key, int weight) {
        int &g = given[key];
        const int add = std::max(0, std::min(weight, HeadlineWeight - g));
        g += add;
        return add;
    };
    for (int si = 0; si < doc.sentences.size(); ++si) {
        if (doc.sentences[si].history)
            continue;
        QSet<QString> inSentence; // two patterns reading one line are one line
        for (const ScoreLine &l : std::as_const(doc.sentences[si].scoreLines)) {
            QString x = names.canonical(l.first);
            QString y = names.canonical(l.second);
            if (x == y)
                continue;
            Score sc = l.score;
            const bool swap = y < x;
            if (swap) {
                std::swap(x, y);
                sc = Score {sc.away, sc.home};
            }
            const QString pairKey = x + u'\x1f' + y;
            const QString lineKey = pairKey + u'\x1f' + QString::number(sc.home) + u':'
                + QString::number(sc.away) + (l.shootout ? u"s" : u"");
            if (inSentence.contains(lineKey))
                continue;
            inSentence.insert(lineKey);
            PairVotes &p = pairs[pairKey];
            p.a = x;
            p.b = y;
            // Headlines and ledes name the match itself; later lines may be round-ups.
            const int weight = si == 0 ? HeadlineWeight : si < 3 ? LedeWeight : 1;
            p.votes += capped(pairKey, weight);
            if (l.ordered)
                (swap ? p.bHome : p.aHome) += 1;
            // A headline's score is the result; a live blog's running score is not, nor
            // is a shootout's.
            const QString scoreKey = QString::number(sc.home) + u':' + QString::number(sc.away);
            if (!l.shootout && !l.aggregate)
                (datedAway ? p.awayScores : p.scores)[scoreKey]
                    += capped(pairKey + u'\x1f' + scoreKey, weight);
        }
    }
}

// How many reports name the club's ground outside their history sentences: a report is
// written from where the match is played ("på Fosshaugane", "at the Etihad"), so each one is a
// vote that the club is at home, beside the score lines that put it first.
int reportsNamingGround(
    const TeamDirectory &directory, const QString &club, const QList<Document *> &docs)
{
    const int idx = directory.findExact(club);
    if (idx < 0)
        return 0;
    QStringList grounds;
    for (const QString &g : directory.teams()[idx].stadiums) {
        if (g.size() > 4)
            grounds << g;
    }
    int reports = 0;
    for (const Document *doc : docs) {
        const QStringView text(doc->source.text);
        const bool names = std::any_of(
            doc->sentences.cbegin(), doc->sentences.cend(), [&](const SentenceData &s) {
                const QStringView sentence = text.mid(s.span.start, s.span.end - s.span.start);
                return !s.history && !s.otherMatch
                    && std::any_of(grounds.cbegin(), grounds.cend(),
                        [&](const QString &g) { return sentence.contains(g); });
            });
        reports += names ? 1 : 0;
    }
    return reports;
}

} // namespace

void MatchIdentifier::identify(const QList<Document *> &docs, MatchContext &ctx) const
{
    // Mentions of known clubs (full names and unambiguous aliases), per club name.
    QHash<QString, int> mentionCount;
    QHash<QString, int> firstMention; // earliest (doc, sentence) rank
    countClubMentions(m_directory, docs, mentionCount, firstMention);

    // Score lines vote for the pair, the order and the score.
    ClubNames names(m_directory, docs);
    QHash<QString, PairVotes> pairs;
    const QSet<int> datedAway = ReportDates::datedAway(docs);
    for (int di = 0; di < docs.size(); ++di)
        addScoreLineVotes(*docs.at(di), datedAway.contains(di), names, pairs);
    mergeShortForms(pairs);

    QString home, away;
    Score score;
    // Clubs the directory does not know are counted in the text: a score line in a round-up
    // ("Radnor Vale, who won 2-0 at Castlebrook Rangers") names clubs the reports hardly
    // mention again, this match's clubs are everywhere.
    auto textCount = [&](const QString &name) {
        if (mentionCount.contains(name))
            return mentionCount.value(name);
        const QString head = name.section(u' ', 0, 0);
        if (head.size() < 4)
            return 0;
        int n = 0;
        for (const Document *doc : docs)
            n += int(doc->source.text.count(head));
        return n;
    };
    const PairVotes *best = bestPair(pairs, textCount);
    if (best) {
        PairVotes withGrounds = *best;
        withGrounds.aHome += reportsNamingGround(m_directory, best->a, docs);
        withGrounds.bHome += reportsNamingGround(m_directory, best->b, docs);
        readPair(withGrounds, firstMention, home, away, score);
    } else
        mostNamedPair(mentionCount, firstMention, docs, home, away);

    home = WrittenNames::ordinaryCase(home, docs);
    away = WrittenNames::ordinaryCase(away, docs);
    ctx.match.home = home;
    ctx.match.away = away;
    ctx.match.finalScore = score;

    fillTeams(home, away, ctx);
    // A club the table does not know, by the longer name the reports give it ("Dynamo Kiev");
    // any club by the initials the reports write for it ("MFF").
    for (int t = 0; t < 2 && ctx.hasMatch(); ++t) {
        if (m_directory.findExact(ctx.teams[t].name) < 0)
            ctx.teams[t].aliases += writtenLongNames(ctx.teams[t].name, docs);
        ctx.teams[t].aliases += WrittenNames::acronyms(ctx.teams[t], docs);
    }
    buildForms(ctx);
}

// "Dynamo" of a score line that the reports write "Dynamo Kiev" elsewhere: a one-word club name
// followed by the same capitalised word three times or more, in two reports or more.
QStringList MatchIdentifier::writtenLongNames(const QString &name, const QList<Document *> &docs)
{
    constexpr int MinTimes = 3;
    constexpr int MinReports = 2;
    const QString folded = TeamDirectory::fold(name);
    if (name.contains(u' ') || folded.size() < 3)
        return {};
    struct Seen
    {
        int times = 0;
        QSet<const Document *> reports;
        QString written; // as a report writes it ("Kiev")
    };
    QHash<QString, Seen> seen; // by the next word's folded form
    for (const Document *d : docs) {
        for (const SentenceData &s : d->sentences) {
            for (qsizetype i = 0; i + 1 < s.tokens.size(); ++i) {
                const Token &next = s.tokens.at(i + 1);
                if (s.tokens.at(i).lower() != folded || next.kind != Token::Word
                    || !next.capitalized || next.lower().size() < 3
                    || isGenericClubWord(next.lower()))
                    continue;
                Seen &word = seen[next.lower()];
                ++word.times;
                word.reports.insert(d);
                word.written = textOf(*d, s, int(i) + 1, int(i) + 2).trimmed();
            }
        }
    }
    QStringList out;
    for (const Seen &word : std::as_const(seen)) {
        if (word.times >= MinTimes && word.reports.size() >= MinReports)
            out << name + u' ' + word.written;
    }
    return out;
}

// No score line: the two clubs named most often, the first named as home, unless a stadium
// the reports name is the other's.
void MatchIdentifier::mostNamedPair(const QHash<QString, int> &mentionCount,
    const QHash<QString, int> &firstMention, const QList<Document *> &docs, QString &home,
    QString &away) const
{
    QList<QPair<int, QString>> ranked;
    for (auto it = mentionCount.cbegin(); it != mentionCount.cend(); ++it)
        ranked.append({-it.value(), it.key()});
    std::sort(ranked.begin(), ranked.end());
    if (ranked.size() < 2 || -ranked[1].first < 2)
        return;
    home = ranked[0].second;
    away = ranked[1].second;
    if (firstMention.value(away) < firstMention.value(home))
        std::swap(home, away);
    for (const Document *doc : docs) {
        for (const Team &t : m_directory.teams()) {
            if (t.name != home && t.name != away)
                continue;
            for (const QString &st : t.stadiums) {
                if (st.size() > 4 && doc->source.text.contains(st) && t.name == away)
                    std::swap(home, away);
            }
        }
    }
}

// The match's teams, then every other club a sentence may name, and their places.
void MatchIdentifier::fillTeams(const QString &home, const QString &away, MatchContext &ctx) const
{
    auto teamFor = [&](const QString &name) -> Team {
        const int idx = m_directory.findExact(name);
        if (idx >= 0)
            return m_directory.teams()[idx];
        Team t;
        t.name = name;
        return t;
    };
    ctx.teams.clear();
    if (ctx.hasMatch()) {
        ctx.teams.append(teamFor(home));
        ctx.teams.append(teamFor(away));
    } else {
        ctx.teams.append(Team {});
        ctx.teams.append(Team {});
    }
    // The other clubs a sentence may name: national teams only beside a national team's match
    // (a club match's reports name countries for their players, not as teams).
    const bool national = ctx.teams.first().national;
    for (const Team &t : m_directory.teams()) {
        if (t.name != home && t.name != away && t.national == national)
            ctx.teams.append(t);
    }

    // The clubs' towns and one-word grounds are places, never a player's name ("til Drammen").
    ctx.placeNames.clear();
    for (const Team &t : std::as_const(ctx.teams)) {
        const QStringList places = QStringList(t.stadiums) << t.city;
        for (const QString &place : places) {
            if (!place.isEmpty() && !place.contains(u' '))
                ctx.placeNames.insert(place.toCaseFolded());
        }
    }
}

// The forms of every club the extract stage looks for, as written and in Latin letters.
void MatchIdentifier::buildForms(MatchContext &ctx) const
{
    // Match teams first so that their short names win every clash.
    struct Form
    {
        QString text;
        QString key; // foldedForm(text)
        int team;
        bool alias;
    };
    // Sized for every club's forms at once: the sets would grow (and rehash) several times.
    const qsizetype expected = 4 * ctx.teams.size();
    QSet<QString> taken;
    taken.reserve(expected);
    QSet<QString> clashing;
    QList<Form> forms;
    forms.reserve(expected);
    auto addForm = [&](const QString &form, int team, bool matchTeam, bool alias = false) {
        QString key = foldedForm(form);
        if (form.isEmpty())
            return;
        if (taken.contains(key)) {
            if (!matchTeam)
                clashing.insert(key);
            return;
        }
        taken.insert(key);
        forms.append({form, std::move(key), team, alias});
    };
    // "Paris Saint-Germain" is written "Paris Saint Germain" too.
    auto addWritten = [&](const QString &form, int team, bool matchTeam, bool alias = false) {
        addForm(form, team, matchTeam, alias);
        if (form.contains(u'-'))
            addForm(QString(form).replace(u'-', u' ').simplified(), team, matchTeam, alias);
    };
    // A national team has its name in every language: of another country's, only the forms
    // whose first word the reports write with a capital can ever be named.
    auto written = [&](const QString &form) {
        const QStringList tokens = formTokens(form);
        return !tokens.isEmpty() && ctx.capitalizedForms.contains(tokens.first());
    };
    for (int t = 0; t < ctx.teams.size(); ++t) {
        const Team &team = ctx.teams[t];
        const bool matchTeam = t < 2;
        const bool anyForm = matchTeam || !team.national;
        if (anyForm || written(team.name))
            addWritten(team.name, t, matchTeam);
        // (A country's name in another language is its name, not an alias.)
        for (const QString &a : team.aliases) {
            if (anyForm || written(a))
                addWritten(a, t, matchTeam, !team.national);
        }
        // Reports shorten a club to one word of its name ("Rovers", "Northgate").
        if (matchTeam && !team.name.isEmpty() && m_directory.findExact(team.name) < 0) {
            const QStringList words = team.name.split(u' ', Qt::SkipEmptyParts);
            if (words.size() > 1) {
                for (const QString &w : words) {
                    if (!isGenericClubWord(w.toCaseFolded()))
                        addForm(w, t, true);
                }
            }
        }
    }
    ctx.formsByFirstToken.clear();
    ctx.formsByLatinFirstToken.clear();
    for (const Form &f : std::as_const(forms)) {
        if (clashing.contains(f.key))
            continue;
        TeamForm form;
        form.tokens = formTokens(f.text);
        form.team = f.team;
        form.needsCapital = !f.text.startsWith(u"the ");
        form.alias = f.alias;
        if (form.tokens.isEmpty())
            continue;
        ctx.formsByFirstToken[form.tokens.first()].append(form);
        TeamForm latin = form;
        for (QString &t : latin.tokens)
            t = LatinKey::of(t);
        ctx.formsByLatinFirstToken[latin.tokens.first()].append(latin);
    }
}

} // namespace mt
