// The pattern language of the language packs (docs/language-packs.md, lang/TokenPattern.h),
// matched over tokens of invented sentences. People, teams and parenthetical clauses are what
// the extract stage would find; here each row states them.
#include "extract/Tokenizer.h"
#include "lang/NumberWords.h"
#include "lang/TokenPattern.h"

#include <QTest>

#include <memory>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

const NumberWords &numbersFor(const QString &lang)
{
    static const NumberWords en(u"en"_s);
    static const NumberWords nb(u"nb"_s);
    return lang == u"nb" ? nb : en;
}

// A stand-in for Snowball's English stemmer, for the words the rows use ("scored" -> "score").
QString fakeStem(const QString &w)
{
    static const QHash<QString, QString> stems = {
        {u"scored"_s, u"score"_s}, {u"scores"_s, u"score"_s}, {u"scoring"_s, u"score"_s},
        {u"booked"_s, u"book"_s},  {u"bookings"_s, u"book"_s},
    };
    return stems.value(w, w);
}

// One sentence with everything a pattern needs; owns the tokens the context points to.
struct Sentence
{
    QString text;
    QList<Token> tokens;
    SentenceContext ctx;

    Sentence(const QString &t, const QString &lang) : text(t)
    {
        tokens = Tokenizer::tokenize(text, 0, int(text.size()));
        ctx.tokens = &tokens;
        ctx.numbers = &numbersFor(lang);
        ctx.ordinalSuffixes = lang == u"en" ? QStringList{u"st"_s, u"nd"_s, u"rd"_s, u"th"_s} : QStringList{};
        ctx.ordinalDot = lang == u"nb";
        const int n = int(tokens.size());
        ctx.personEnd = QList<int>(n, -1);
        ctx.personId = QList<int>(n, -1);
        ctx.teamEnd = QList<int>(n, -1);
        ctx.teamId = QList<int>(n, -1);
        ctx.skipTo = QList<int>(n, -1);
        ctx.stem = fakeStem;
    }

    // Token range [first, end) covering exactly this substring; fails the test otherwise.
    std::pair<int, int> tokenRange(const QString &surface) const
    {
        const int at = int(text.indexOf(surface));
        const int to = at + int(surface.size());
        int first = -1, end = -1;
        for (int i = 0; i < tokens.size(); ++i) {
            if (tokens[i].start == at)
                first = i;
            if (tokens[i].end == to)
                end = i + 1;
        }
        if (at < 0 || first < 0 || end <= first)
            qFatal("test row names '%s', which is no token run of its sentence", qPrintable(surface));
        return {first, end};
    }

    // "Kofi Brannagh=7;Ivo Tarrant=3"
    void mark(const QString &spec, QList<int> &ends, QList<int> &ids) const
    {
        for (const QString &item : spec.split(u';', Qt::SkipEmptyParts)) {
            const qsizetype eq = item.lastIndexOf(u'=');
            const auto [first, end] = tokenRange(item.left(eq));
            ends[first] = end;
            ids[first] = item.mid(eq + 1).toInt();
        }
    }

    void markClause(const QString &clause)
    {
        if (clause.isEmpty())
            return;
        const auto [first, end] = tokenRange(clause);
        ctx.skipTo[first] = end;
    }

    QString surface(int first, int end) const
    {
        if (end <= first)
            return QString();
        return text.mid(tokens[first].start, tokens[end - 1].end - tokens[first].start);
    }

    // "matched words {role:words=value, ...}", or "-" for no match.
    QString describe(const PatternMatch &m) const
    {
        if (m.payload < 0)
            return u"-"_s;
        QString out = surface(m.start, m.end);
        QStringList caps;
        for (const Capture &c : m.captures)
            caps << c.role + u':' + surface(c.start, c.end) + u'=' + QString::number(c.value);
        if (!caps.isEmpty())
            out += u" {"_s + caps.join(u", "_s) + u'}';
        return out;
    }
};

} // namespace

class TestTokenPattern : public QObject
{
    Q_OBJECT

private slots:
    void match_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("people"); // "surface=id;..."
        QTest::addColumn<QString>("teams");
        QTest::addColumn<QString>("clause"); // a parenthetical clause the matcher may step over
        QTest::addColumn<QString>("expected"); // first match, or "-"

        auto row = [](const char *name, const QString &lang, const QString &pattern, const QString &text,
                      const QString &expected, const QString &people = {}, const QString &teams = {},
                      const QString &clause = {}) {
            QTest::newRow(name) << lang << pattern << text << people << teams << clause << expected;
        };
        const QString en = u"en"_s, nb = u"nb"_s;

        // Literals, alternation, prefixes, optional elements.
        row("literal", en, u"scored"_s, u"Varga scored late"_s, u"scored"_s);
        row("literal, case-insensitive", en, u"SCORED"_s, u"Scored late, Varga"_s, u"Scored"_s);
        row("sequence", en, u"pulled one back"_s, u"Okafor pulled one back"_s, u"pulled one back"_s);
        row("sequence out of order", en, u"pulled one back"_s, u"Okafor pulled back one"_s, u"-"_s);
        row("alternation", en, u"booked|cautioned"_s, u"Varga was cautioned"_s, u"cautioned"_s);
        row("alternation, no alternative", en, u"booked|cautioned"_s, u"Varga was warned"_s, u"-"_s);
        row("prefix", en, u"equalis*"_s, u"Varga equalised"_s, u"equalised"_s);
        row("prefix needs all its letters", en, u"equalis*"_s, u"an equal contest"_s, u"-"_s);
        row("prefix inside alternation", en, u"level|equalis*"_s, u"the equaliser came"_s, u"equaliser"_s);
        row("optional, present", en, u"[the] hosts"_s, u"then the hosts pressed"_s, u"the hosts"_s);
        row("optional, absent", en, u"[the] hosts"_s, u"then hosts pressed"_s, u"hosts"_s);
        row("optional in the middle, present", en, u"fired [low] wide"_s, u"he fired low wide"_s, u"fired low wide"_s);
        row("optional in the middle, absent", en, u"fired [low] wide"_s, u"he fired wide"_s, u"fired wide"_s);
        row("optional in the middle, other word", en, u"fired [low] wide"_s, u"he fired high wide"_s, u"-"_s);
        row("stem", en, u"@score"_s, u"Varga scored twice"_s, u"scored"_s);
        row("stem, other word", en, u"@score"_s, u"Varga scorched it"_s, u"-"_s);
        row("stem of an inflected pattern word", en, u"@scored"_s, u"Varga scores often"_s, u"scores"_s);

        // Gaps.
        row("gap of three", en, u"fired ~ wide"_s, u"fired the ball well wide"_s, u"fired the ball well wide"_s);
        row("gap of zero", en, u"fired ~ wide"_s, u"fired wide"_s, u"fired wide"_s);
        row("gap of five is too long", en, u"fired ~ wide"_s, u"fired it a long way and wide"_s, u"-"_s);
        row("gap of four fits", en, u"fired ~ wide"_s, u"fired it a long way wide"_s, u"fired it a long way wide"_s);
        row("~2 takes two", en, u"fired ~2 wide"_s, u"fired it well wide"_s, u"fired it well wide"_s);
        row("~2 refuses three", en, u"fired ~2 wide"_s, u"fired the ball well wide"_s, u"-"_s);
        row("gap stops at a semicolon", en, u"fired ~ wide"_s, u"fired; the ball went wide"_s, u"-"_s);
        row("gap stops at a quote", en, u"said ~ goal"_s, u"he said \u201Cwhat a goal"_s, u"-"_s);

        // Numbers.
        row("{num} digits", en, u"{num:minutes} minutes later"_s, u"12 minutes later"_s,
            u"12 minutes later {minutes:12=12}"_s);
        row("{num} word", en, u"{num:minutes} minutes later"_s, u"three minutes later"_s,
            u"three minutes later {minutes:three=3}"_s);
        row("{num} hyphenated word", en, u"{num:minutes} minutes later"_s, u"twenty-five minutes later"_s,
            u"twenty-five minutes later {minutes:twenty-five=25}"_s);
        row("{num} before a hyphen", en, u"a {num:minutes} - minute spell"_s, u"a nine-minute spell"_s,
            u"a nine-minute spell {minutes:nine=9}"_s);
        row("{num} is no ordinal", en, u"{num} minute"_s, u"the 56th minute"_s, u"-"_s);
        row("{num} is no ordinal word", en, u"{num} minute"_s, u"the fifth minute"_s, u"-"_s);
        row("{num} needs a number", en, u"{num} minutes later"_s, u"several minutes later"_s, u"-"_s);
        row("{num} without a role", en, u"after {num} minutes"_s, u"after 20 minutes"_s,
            u"after 20 minutes {:20=20}"_s);
        row("{ord} digits and suffix", en, u"{ord:minute} minute"_s, u"in the 56th minute"_s,
            u"56th minute {minute:56th=56}"_s);
        row("{ord} 1st", en, u"his {ord:n} goal"_s, u"his 1st goal"_s, u"his 1st goal {n:1st=1}"_s);
        row("{ord} word", en, u"{ord:minute} minute"_s, u"the fifth minute"_s, u"fifth minute {minute:fifth=5}"_s);
        row("{ord} hyphenated word", en, u"{ord:minute} minute"_s, u"the twenty-first minute"_s,
            u"twenty-first minute {minute:twenty-first=21}"_s);
        row("{ord} is no cardinal", en, u"{ord} minute"_s, u"a 56 minute wait"_s, u"-"_s);
        row("{ord} is no cardinal word", en, u"{ord} minute"_s, u"a five minute wait"_s, u"-"_s);
        row("{ord} unknown suffix", en, u"{ord} minute"_s, u"the 56xy minute"_s, u"-"_s);
        row("{ord} dot only where the language has it", en, u"{ord} minutt"_s, u"det 56. minutt"_s, u"-"_s);
        row("{n} cardinal", en, u"{n:m} minutes"_s, u"five minutes"_s, u"five minutes {m:five=5}"_s);
        row("{n} ordinal", en, u"{n:m} minute"_s, u"the 56th minute"_s, u"56th minute {m:56th=56}"_s);
        row("nb {ord} with a dot", nb, u"i det {ord:minute} minutt"_s, u"Han scoret i det 56. minutt"_s,
            u"i det 56. minutt {minute:56.=56}"_s);
        row("nb {ord} dot before a capital is no ordinal", nb, u"{ord} minutt"_s, u"etter 56. Minutt"_s, u"-"_s);
        row("nb {ord} word", nb, u"{ord:minute} minutt"_s, u"i femte minutt"_s, u"femte minutt {minute:femte=5}"_s);
        row("nb {num} word", nb, u"{num:minutes} minutter senere"_s, u"Bare tre minutter senere"_s,
            u"tre minutter senere {minutes:tre=3}"_s);
        row("nb {num} compound word", nb, u"{num:minutes} minutter"_s, u"etter tjuefem minutter"_s,
            u"tjuefem minutter {minutes:tjuefem=25}"_s);
        row("nb {n} with a dot", nb, u"{n:m} minutt"_s, u"i det 71. minutt"_s, u"71. minutt {m:71.=71}"_s);

        // Scores.
        row("{score} hyphen", en, u"won {score}"_s, u"Rovers won 3-2 at home"_s, u"won 3-2 {score:3-2=3002}"_s);
        row("{score} spaced hyphen", en, u"won {score}"_s, u"Rovers won 3 - 2 at home"_s,
            u"won 3 - 2 {score:3 - 2=3002}"_s);
        row("{score} colon", en, u"won {score}"_s, u"Rovers won 3:2 at home"_s, u"won 3:2 {score:3:2=3002}"_s);
        row("{score} en dash", en, u"won {score}"_s, u"Rovers won 3\u20132 at home"_s,
            u"won 3\u20132 {score:3\u20132=3002}"_s);
        row("{score} goalless", en, u"drew {score:final}"_s, u"they drew 0-0"_s, u"drew 0-0 {final:0-0=0}"_s);
        row("{score} not a date", en, u"on {score}"_s, u"played on 12-05-2011 there"_s, u"-"_s);
        row("{score} not a year range", en, u"in {score}"_s, u"champions in 2011-12"_s, u"-"_s);
        row("{score} not an ordinal", en, u"won {score}"_s, u"won 3rd-2"_s, u"-"_s);

        // Names.
        row("{name} around a score", en, u"{name:home} {score} {name:away}"_s, u"Fjordby Rovers 3-2 Northgate Athletic"_s,
            u"Fjordby Rovers 3-2 Northgate Athletic {home:Fjordby Rovers=-1, score:3-2=3002, away:Northgate Athletic=-1}"_s);
        row("{name} gives back words", en, u"{name:home} {name:away} {score}"_s, u"Fjordby Rovers Northgate 3-2"_s,
            u"Fjordby Rovers Northgate 3-2 {home:Fjordby Rovers=-1, away:Northgate=-1, score:3-2=3002}"_s);
        row("{name} with a hyphen", en, u"{name:home} {score}"_s, u"Lund-Ekberg Rovers 2-0"_s,
            u"Lund-Ekberg Rovers 2-0 {home:Lund-Ekberg Rovers=-1, score:2-0=2000}"_s);
        row("{name} needs capitals", en, u"{name} {score}"_s, u"the rovers 2-0"_s, u"-"_s);

        // People and teams, as the extract stage marks them.
        const QString brannagh = u"Kofi Brannagh=7"_s;
        const QString both = u"Kofi Brannagh=7;Ivo Tarrant=3"_s;
        row("{player}", en, u"{player} scored"_s, u"Kofi Brannagh scored"_s,
            u"Kofi Brannagh scored {player:Kofi Brannagh=7}"_s, brannagh);
        row("{player} needs a person", en, u"{player} scored"_s, u"Kofi Brannagh scored"_s, u"-"_s);
        row("{player:assist} 's", en, u"from {player:assist} 's corner"_s, u"headed in from Ivo Tarrant's corner"_s,
            u"from Ivo Tarrant's corner {assist:Ivo Tarrant=3}"_s, u"Ivo Tarrant=3"_s);
        row("two people, two roles", en, u"{player} brought down {player:victim}"_s,
            u"Kofi Brannagh brought down Ivo Tarrant"_s,
            u"Kofi Brannagh brought down Ivo Tarrant {player:Kofi Brannagh=7, victim:Ivo Tarrant=3}"_s, both);
        row("{team}", en, u"{team} equalis*"_s, u"then the hosts equalised"_s,
            u"the hosts equalised {team:the hosts=0}"_s, QString(), u"the hosts=0"_s);
        row("{team:loser}", en, u"beat {team:loser}"_s, u"they beat Northgate again"_s,
            u"beat Northgate {loser:Northgate=5}"_s, QString(), u"Northgate=5"_s);
        row("{team} is no person", en, u"{player} scored"_s, u"Northgate scored"_s, u"-"_s, QString(),
            u"Northgate=5"_s);

        // A relative clause between two elements is stepped over.
        const QString clause = u", who had been booked earlier,"_s;
        row("relative clause skipped", en, u"{player} brought down {player:victim}"_s,
            u"Kofi Brannagh, who had been booked earlier, brought down Ivo Tarrant"_s,
            u"Kofi Brannagh, who had been booked earlier, brought down Ivo Tarrant "
            u"{player:Kofi Brannagh=7, victim:Ivo Tarrant=3}"_s,
            both, QString(), clause);
        row("relative clause not marked", en, u"{player} brought down {player:victim}"_s,
            u"Kofi Brannagh, who had been booked earlier, brought down Ivo Tarrant"_s, u"-"_s, both);
    }

    void match()
    {
        QFETCH(QString, lang);
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(QString, people);
        QFETCH(QString, teams);
        QFETCH(QString, clause);
        QFETCH(QString, expected);

        PatternSet set;
        QString error;
        QVERIFY2(set.add(pattern, 42, &error), qPrintable(error));
        QCOMPARE(set.size(), 1);
        set.stemLiterals(fakeStem); // as a pack does when it loads

        Sentence s(text, lang);
        s.mark(people, s.ctx.personEnd, s.ctx.personId);
        s.mark(teams, s.ctx.teamEnd, s.ctx.teamId);
        s.markClause(clause);

        const QList<PatternMatch> all = set.findAll(s.ctx);
        const PatternMatch first = all.isEmpty() ? PatternMatch{} : all.first();
        QCOMPARE(s.describe(first), expected);
        if (!all.isEmpty()) {
            QCOMPARE(first.payload, 42);
            // matchAt at the same token finds the same match.
            const PatternMatch at = set.matchAt(s.ctx, first.start);
            QCOMPARE(at.payload, 42);
            QCOMPARE(at.end, first.end);
        }
    }

    // "@word" patterns hold the stem of their word once stemLiterals has run (at pack load).
    void stemLiteralsStemsPatternWords()
    {
        PatternSet set;
        QVERIFY(set.add(u"@scored twice"_s, 7));
        Sentence s(u"Varga scores twice"_s, u"en"_s);
        QCOMPARE(set.findAll(s.ctx).size(), 0); // "scored" is not the stem of "scores"
        set.stemLiterals(fakeStem);
        const QList<PatternMatch> all = set.findAll(s.ctx);
        QCOMPARE(all.size(), 1);
        QCOMPARE(s.describe(all.first()), u"scores twice"_s);
        // Without a stemmer in the context, @word matches nothing.
        s.ctx.stem = nullptr;
        QCOMPARE(set.findAll(s.ctx).size(), 0);
    }

    void findAllOrdersByStart()
    {
        PatternSet set;
        QVERIFY(set.add(u"booked"_s, 0));
        QVERIFY(set.add(u"{player} ~2 booked"_s, 1));
        QVERIFY(set.add(u"scored"_s, 2));
        QVERIFY(set.add(u"[the] hosts"_s, 3));
        QCOMPARE(set.size(), 4);

        Sentence s(u"Kofi Brannagh scored before the hosts had Ivo Tarrant booked"_s, u"en"_s);
        s.mark(u"Kofi Brannagh=7;Ivo Tarrant=3"_s, s.ctx.personEnd, s.ctx.personId);
        const QList<PatternMatch> all = set.findAll(s.ctx);
        QStringList got;
        for (const PatternMatch &m : all)
            got << QString::number(m.payload) + u':' + s.surface(m.start, m.end);
        QCOMPARE(got.join(u" | "_s),
                 u"2:scored | 3:the hosts | 3:hosts | 1:Ivo Tarrant booked | 0:booked"_s);
        for (int i = 1; i < all.size(); ++i)
            QVERIFY(all[i - 1].start <= all[i].start);

        // matchAt only looks at one start token.
        QCOMPARE(set.matchAt(s.ctx, 0).payload, -1);
        QCOMPARE(set.matchAt(s.ctx, 2).payload, 2);
        QCOMPARE(set.matchAt(s.ctx, int(s.tokens.size())).payload, -1);
    }

    void parse_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("error"); // a part of the message; empty = parses

        QTest::newRow("unknown slot") << u"in the {minute} minute"_s << u"unknown slot '{minute}'"_s;
        QTest::newRow("unknown slot with role") << u"{keeper:saver} saved"_s << u"unknown slot '{keeper:saver}'"_s;
        QTest::newRow("gap without a number") << u"fired ~x wide"_s << u"bad gap '~x'"_s;
        QTest::newRow("gap of zero") << u"fired ~0 wide"_s << u"bad gap '~0'"_s;
        QTest::newRow("negative gap") << u"fired ~-2 wide"_s << u"bad gap '~-2'"_s;
        QTest::newRow("empty alternation") << u"scored | late"_s << u"empty element"_s;
        QTest::newRow("empty pattern") << QString() << u"empty pattern"_s;
        QTest::newRow("only spaces") << u"   "_s << u"empty pattern"_s;
        QTest::newRow("valid slots") << u"{num:minutes} - minute spell {score} {name:home} {ord} {n}"_s << QString();
        QTest::newRow("valid gaps and options") << u"[the] hosts ~ ~7 level|equalis* @score"_s << QString();
    }

    void parse()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, error);
        QString message;
        const QList<PatternElement> elements = PatternSet::parse(pattern, &message);
        PatternSet set;
        QString addMessage;
        const bool added = set.add(pattern, 1, &addMessage);
        if (error.isEmpty()) {
            QVERIFY2(!elements.isEmpty(), qPrintable(message));
            QVERIFY(added);
            QCOMPARE(set.size(), 1);
        } else {
            QVERIFY(elements.isEmpty());
            QVERIFY2(message.contains(error), qPrintable(message));
            QVERIFY(!added);
            QVERIFY2(addMessage.contains(error), qPrintable(addMessage));
            QCOMPARE(set.size(), 0);
        }
    }

    void parsedElements()
    {
        QString error;
        const QList<PatternElement> e =
                PatternSet::parse(u"[The] {player:assist} 's ~ ~3 Level|EQUALIS*|@Scoring {score} {num} {team}"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(e.size(), 9);
        QCOMPARE(e[0].kind, PatternElement::Literal);
        QVERIFY(e[0].optional);
        QCOMPARE(e[0].exact, QStringList{u"the"_s}); // case-folded
        QCOMPARE(e[1].kind, PatternElement::Player);
        QCOMPARE(e[1].role, u"assist"_s);
        QVERIFY(!e[1].optional);
        QCOMPARE(e[2].exact, QStringList{u"'s"_s});
        QCOMPARE(e[3].kind, PatternElement::Gap);
        QCOMPARE(e[3].maxGap, 4);
        QCOMPARE(e[4].maxGap, 3);
        QCOMPARE(e[5].exact, QStringList{u"level"_s});
        QCOMPARE(e[5].prefixes, QStringList{u"equalis"_s});
        QCOMPARE(e[5].stems, QStringList{u"scoring"_s});
        QCOMPARE(e[6].kind, PatternElement::Score);
        QCOMPARE(e[6].role, u"score"_s); // scores, players and teams are captured by default
        QCOMPARE(e[7].kind, PatternElement::Num);
        QCOMPARE(e[7].role, QString());
        QCOMPARE(e[8].kind, PatternElement::Team);
        QCOMPARE(e[8].role, u"team"_s);
    }
};

QTEST_GUILESS_MAIN(TestTokenPattern)
#include "tst_tokenpattern.moc"
