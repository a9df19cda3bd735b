// Language packs: every pack compiled into the library loads, carries what the engine needs, and
// passes a lint for pattern mistakes that load fine but can never match. Broken packs fail with a
// message that names the problem.
#include "lang/LanguagePack.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

QJsonObject packJson(const QString &code)
{
    QFile f(u":/lang/"_s + code + u".json"_s);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out << x.toString();
    if (v.isString())
        out << v.toString();
    return out;
}

// Every pattern string of a pack, each with where it sits ("events.goal", "cues.negation").
QList<std::pair<QString, QString>> allPatterns(const QJsonObject &pack)
{
    QList<std::pair<QString, QString>> out;
    auto add = [&](const QString &where, const QJsonValue &v) {
        for (const QString &p : strings(v))
            out.append({where, p});
    };
    for (const char16_t *key : {u"cues", u"methodCues"}) {
        const QJsonObject o = pack.value(QStringView(key)).toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            add(QString::fromUtf16(key) + u'.' + it.key(), it.value());
    }
    for (const char16_t *key : {u"events", u"roles", u"time", u"claims"}) {
        for (const QJsonValue &v : pack.value(QStringView(key)).toArray()) {
            const QJsonObject o = v.toObject();
            QString what = o.value(u"type").toString(o.value(u"kind").toString());
            if (what.isEmpty())
                what = strings(o.value(u"appliesTo")).join(u',');
            const QString where = QString::fromUtf16(key) + u'.' + what;
            add(where, o.value(u"patterns"));
            add(where, o.value(u"pattern"));
        }
    }
    add(u"scoreLines"_s, pack.value(u"scoreLines"));
    return out;
}

bool isLiteral(const QString &element)
{
    return !element.isEmpty() && !element.startsWith(u'{') && !element.startsWith(u'~')
        && !element.startsWith(u"[{") && !element.startsWith(u"[~");
}

QString stripOptional(const QString &e)
{
    return e.size() > 2 && e.startsWith(u'[') && e.endsWith(u']') ? e.mid(1, e.size() - 2) : e;
}

// Mistakes that load without error but make (part of) a pattern dead, because the tokenizer
// splits hyphens into their own tokens (docs/language-packs.md):
//  - "a|through - ball|b": an alternative with a hyphen written with spaces inside an
//    alternation splits the whole alternation in two. Write such alternatives as their own
//    pattern ("through - ball"); a deliberate cross product ("left|right - foot|footed") is
//    written as separate patterns too, so this lint can tell the two apart.
//  - "half-time": a word with a glued hyphen never matches; write "half - time".
QStringList lint(const QList<std::pair<QString, QString>> &patterns)
{
    QStringList problems;
    for (const auto &[where, pattern] : patterns) {
        const QStringList e = pattern.split(u' ', Qt::SkipEmptyParts);
        for (int i = 0; i < e.size(); ++i) {
            if (e[i] == u"-" && i > 0 && i + 1 < e.size() && isLiteral(e[i - 1])
                && isLiteral(e[i + 1]) && e[i - 1].contains(u'|') && e[i + 1].contains(u'|')) {
                problems
                    << u"%1: \"%2\": hyphenated alternative written with spaces inside an alternation (\"%3 - %4\")"_s
                           .arg(where, pattern, e[i - 1].split(u'|').last(),
                               e[i + 1].split(u'|').first());
            }
            if (!isLiteral(e[i]))
                continue;
            // "won|drew at": an alternative that is also the next word was meant as "drew at".
            if (e[i].contains(u'|') && i + 1 < e.size() && isLiteral(e[i + 1])
                && !e[i + 1].contains(u'|')
                && stripOptional(e[i]).split(u'|').contains(stripOptional(e[i + 1]))) {
                problems
                    << u"%1: \"%2\": \"%3\" is both an alternative and the next word: a phrase inside an alternation?"_s
                           .arg(where, pattern, e[i + 1]);
            }
            for (const QString &alt : stripOptional(e[i]).split(u'|', Qt::SkipEmptyParts)) {
                if (alt.size() > 1 && alt.contains(u'-'))
                    problems << u"%1: \"%2\": \"%3\" has a glued hyphen and can never match"_s.arg(
                        where, pattern, alt);
            }
        }
    }
    return problems;
}

const QStringList requiredEvents = {u"goal"_s, u"yellow_card"_s, u"red_card"_s, u"substitution"_s,
    u"chance_missed"_s, u"save"_s, u"foul"_s, u"penalty_awarded"_s};
const QStringList requiredTimeKinds
    = {u"absolute"_s, u"addedTime"_s, u"afterBreak"_s, u"beforeEnd"_s, u"relative"_s, u"range"_s};
const QStringList requiredCues = {u"nearMiss"_s, u"negation"_s, u"homeTeam"_s, u"awayTeam"_s,
    u"pronoun"_s, u"reference"_s, u"firstHalf"_s, u"secondHalf"_s, u"penalty"_s, u"history"_s};

QByteArray minimalPack(const QByteArray &extra)
{
    return "{\"language\": \"zz\", \"name\": \"Test\", \"events\": [{\"type\": \"goal\", "
           "\"patterns\": [\"scored\"]}]"
        + (extra.isEmpty() ? QByteArray() : ", " + extra) + "}";
}

} // namespace

class TestLanguagePacks : public QObject
{
    Q_OBJECT

private slots:
    void builtInLoadsWithoutErrors()
    {
        const LanguagePackRegistry &r = LanguagePackRegistry::builtIn();
        QVERIFY2(r.errors().isEmpty(), qPrintable(r.errors().join(u'\n')));
        QVERIFY(r.codes().contains(u"en"_s));
        // Every file in the resource became a pack: none was dropped on the way.
        const QStringList files = QDir(u":/lang"_s).entryList({u"*.json"_s}, QDir::Files);
        QVERIFY(!files.isEmpty());
        QCOMPARE(r.codes().size(), files.size());
        for (const QString &f : files)
            QVERIFY2(r.codes().contains(QFileInfo(f).completeBaseName()), qPrintable(f));
    }

    void norwegianMacroLanguage()
    {
        const LanguagePackRegistry &r = LanguagePackRegistry::builtIn();
        if (!r.codes().contains(u"nb"_s))
            QSKIP("no Norwegian pack yet");
        QVERIFY(r.find(u"no"_s) != nullptr);
        QCOMPARE(r.find(u"no"_s), r.find(u"nb"_s));
        QCOMPARE(r.find(u"xx"_s), nullptr);
    }

    void packs_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : LanguagePackRegistry::builtIn().codes())
            QTest::newRow(qPrintable(code)) << code;
    }

    void packs()
    {
        QFETCH(QString, code);
        const LanguagePack *pack = LanguagePackRegistry::builtIn().find(code);
        QVERIFY(pack);
        QCOMPARE(pack->code, code);
        QVERIFY(!pack->name.isEmpty());
        QVERIFY2(!pack->numbers().isEmpty(),
            qPrintable(u"no ICU number words for "_s + pack->numberLocale));
        QVERIFY2(
            !pack->ordinalSuffixes.isEmpty() || pack->ordinalDot, "no way to write an ordinal");

        // Triggers for the event types every report talks about.
        QVERIFY(pack->events.size() > 0);
        const QJsonObject json = packJson(code);
        QVERIFY(!json.isEmpty());
        for (const QString &type : requiredEvents) {
            const auto t = eventTypeFromKey(type);
            QVERIFY(t);
            bool defined = false;
            for (const EventDef &d : pack->eventDefs)
                defined = defined || d.type == *t;
            QVERIFY2(defined, qPrintable(type));
            int patterns = 0;
            for (const QJsonValue &v : json.value(u"events").toArray()) {
                if (v.toObject().value(u"type").toString() == type)
                    patterns += int(v.toObject().value(u"patterns").toArray().size());
            }
            QVERIFY2(patterns > 0, qPrintable(type + u" has no patterns"_s));
        }

        // Time expressions of every kind the anchor stage resolves.
        QVERIFY(pack->times.size() > 0);
        QCOMPARE(pack->timeDefs.size(), json.value(u"time").toArray().size());
        for (const QString &kind : requiredTimeKinds) {
            bool found = false;
            for (const QJsonValue &v : json.value(u"time").toArray()) {
                const QJsonObject o = v.toObject();
                found = found
                    || (o.value(u"kind").toString() == kind
                        && !strings(o.value(u"patterns")).isEmpty());
            }
            QVERIFY2(found, qPrintable(u"no time patterns of kind "_s + kind));
        }

        // Cues.
        QVERIFY(pack->cues.size() > 0);
        const QJsonObject cues = json.value(u"cues").toObject();
        for (const QString &cue : requiredCues)
            QVERIFY2(!strings(cues.value(cue)).isEmpty(), qPrintable(u"no cues." + cue));
        QVERIFY(!strings(json.value(u"scoreLines")).isEmpty());
        QVERIFY(pack->scoreLines.size() > 0);
    }

    void lintPatterns_data() { packs_data(); }

    void lintPatterns()
    {
        QFETCH(QString, code);
        const QList<std::pair<QString, QString>> patterns = allPatterns(packJson(code));
        QVERIFY(patterns.size() > 50);
        const QStringList problems = lint(patterns);
        if (!problems.isEmpty())
            qWarning().noquote() << problems.size() << "pattern problems in" << code << ":\n  "
                                 << problems.join(u"\n  "_s);
        QCOMPARE(problems, QStringList());
    }

    void lintCatchesTheMistakes_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<int>("problems");
        QTest::newRow("spaced alternative inside an alternation") << u"a|through - ball|b"_s << 1;
        QTest::newRow("glued hyphen") << u"before half-time"_s << 1;
        QTest::newRow("glued hyphen inside an alternation") << u"pass|lay-off"_s << 1;
        QTest::newRow("glued hyphen, optional") << u"[half-way] line"_s << 1;
        QTest::newRow("hyphen between words") << u"nine - minute spell"_s << 0;
        QTest::newRow("alternation after a number") << u"{num} - goal|point"_s << 0;
        QTest::newRow("alternation on one side") << u"first|second - half"_s << 0;
        QTest::newRow("lone hyphen") << u"-"_s << 0;
    }

    // The lint itself must be able to fail.
    void lintCatchesTheMistakes()
    {
        QFETCH(QString, pattern);
        QFETCH(int, problems);
        QCOMPARE(lint({{u"test"_s, pattern}}).size(), problems);
    }

    // What the lint protects: a glued hyphen in a pattern never matches hyphenated text.
    void gluedHyphenNeverMatches()
    {
        const QString text = u"just before half-time"_s;
        const QList<Token> tokens = Tokenizer::tokenize(text, 0, int(text.size()));
        SentenceContext ctx;
        ctx.tokens = &tokens;
        PatternSet glued, spaced;
        QVERIFY(glued.add(u"before half-time"_s, 0));
        QVERIFY(spaced.add(u"before half - time"_s, 0));
        QCOMPARE(glued.findAll(ctx).size(), 0);
        QCOMPARE(spaced.findAll(ctx).size(), 1);
    }

    void minimalPackLoads()
    {
        const auto pack = LanguagePack::fromJson(minimalPack(
            "\"ordinalSuffixes\": [\"th\"], \"time\": [{\"kind\": \"range\", \"from\": \"1\", "
            "\"to\": \"45+\", "
            "\"patterns\": [\"in the first half\"]}], \"cues\": {\"homeTeam\": [\"the hosts\"]}"));
        QVERIFY2(pack.ok(), qPrintable(pack.error()));
        const LanguagePack &p = *pack.value();
        QCOMPARE(p.code, u"zz"_s);
        QCOMPARE(p.name, u"Test"_s);
        QCOMPARE(p.numberLocale, u"zz"_s); // defaults to the language
        QCOMPARE(p.events.size(), 1);
        QCOMPARE(p.eventDefs.size(), 1);
        QCOMPARE(p.eventDefs.first().type, EventType::Goal);
        QCOMPARE(p.timeDefs.size(), 1);
        QCOMPARE(p.timeDefs.first().kind, TimeDef::Range);
        QCOMPARE(p.timeDefs.first().from.minute, 1);
        QCOMPARE(p.timeDefs.first().to.minute, 45);
        QCOMPARE(p.timeDefs.first().to.stoppage, -1);
        QCOMPARE(p.cues.size(), 1);
        QVERIFY(p.kindWords.isEmpty());
    }

    void kindWordsAreWordsAndPrefixes()
    {
        const auto pack = LanguagePack::fromJson(minimalPack(
            "\"kindWords\": {\"goal\": [\"net\", \"scor*\"], \"yellow_card\": [\"book*\", "
            "\"Yellow\"]}"));
        QVERIFY2(pack.ok(), qPrintable(pack.error()));
        const auto &k = pack.value()->kindWords;
        const quint32 goal = 1u << int(EventType::Goal), card = 1u << int(EventType::YellowCard);
        QCOMPARE(k.kindsOf(u"net"_s), goal);
        QCOMPARE(k.kindsOf(u"nets"_s), 0u); // a word is a whole word
        QCOMPARE(k.kindsOf(u"scored"_s), goal); // a prefix is the word's beginning
        QCOMPARE(k.kindsOf(u"booking"_s), card);
        QCOMPARE(k.kindsOf(u"yellow"_s), card); // case-folded when loaded
        QCOMPARE(k.kindsOf(u"yell"_s), 0u);
    }

    void kindWordsNameTheHeadsOfCompounds()
    {
        const auto pack = LanguagePack::fromJson(minimalPack(
            "\"kindWords\": {\"foul\": [\"*takl*\"], \"red_card\": [\"*kort\", \"*ro*\"]}"));
        QVERIFY2(pack.ok(), qPrintable(pack.error()));
        const auto &k = pack.value()->kindWords;
        const quint32 foul = 1u << int(EventType::Foul), red = 1u << int(EventType::RedCard);
        QCOMPARE(k.kindsOf(u"grisetakling"_s), foul); // "*x*": anywhere in the word
        QCOMPARE(k.kindsOf(u"taklingen"_s), foul); // the word's beginning too
        QCOMPARE(k.kindsOf(u"rødkort"_s), red); // "*x": the word's end
        QCOMPARE(k.kindsOf(u"kortet"_s), 0u);
        QCOMPARE(k.kindsOf(u"rosenborg"_s), 0u); // a head of two letters names nothing
    }

    void brokenPacks_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message"); // part of the error

        QTest::newRow("not JSON") << QByteArray("{\"language\": \"zz\", ") << u"offset"_s;
        QTest::newRow("no language")
            << QByteArray("{\"name\": \"Nameless\"}") << u"\"language\" is missing"_s;
        QTest::newRow("unknown event type") << QByteArray(
            "{\"language\": \"zz\", \"events\": [{\"type\": \"touchdown\", \"patterns\": "
            "[\"crossed the line\"]}]}") << u"events: unknown type \"touchdown\""_s;
        QTest::newRow("unknown goal method") << QByteArray(
            "{\"language\": \"zz\", \"events\": [{\"type\": \"goal\", \"method\": \"bicycle\", "
            "\"patterns\": [\"scored\"]}]}") << u"unknown method \"bicycle\""_s;
        QTest::newRow("unknown score effect") << QByteArray(
            "{\"language\": \"zz\", \"events\": [{\"type\": \"goal\", \"effect\": \"wobble\", "
            "\"patterns\": [\"scored\"]}]}") << u"unknown effect \"wobble\""_s;
        QTest::newRow("unknown slot in an event")
            << minimalPack("\"roles\": [], \"time\": [], \"cues\": {}, \"claims\": []")
                   .replace("\"scored\"", "\"{wizard} scored\"")
            << u"events.goal: unknown slot '{wizard}'"_s;
        QTest::newRow("unknown time kind") << minimalPack(
            "\"time\": [{\"kind\": \"fortnight\", \"patterns\": [\"a fortnight later\"]}]")
                                           << u"time: unknown kind \"fortnight\""_s;
        QTest::newRow("range without bounds") << minimalPack(
            "\"time\": [{\"kind\": \"range\", \"patterns\": [\"in the first half\"]}]")
                                              << u"range needs \"from\" and \"to\""_s;
        QTest::newRow("bad pattern in time") << minimalPack(
            "\"time\": [{\"kind\": \"absolute\", \"patterns\": [\"in the {minute} minute\"]}]")
                                             << u"time: unknown slot '{minute}'"_s;
        QTest::newRow("bad gap in a cue")
            << minimalPack("\"cues\": {\"negation\": [\"did not ~q\"]}")
            << u"cues.negation: bad gap '~q'"_s;
        QTest::newRow("unknown method cue")
            << minimalPack("\"methodCues\": {\"bicycle\": [\"overhead kick\"]}")
            << u"methodCues: unknown method \"bicycle\""_s;
        QTest::newRow("role for an unknown type") << minimalPack(
            "\"roles\": [{\"appliesTo\": [\"throw_in\"], \"patterns\": [\"{player:assist} 's "
            "throw\"]}]") << u"roles: unknown type \"throw_in\""_s;
        QTest::newRow("empty alternation in a claim") << minimalPack(
            "\"claims\": [{\"kind\": \"duration\", \"patterns\": [\"{num:minutes} - minute | "
            "spell\"]}]") << u"claims: empty element"_s;
        QTest::newRow("kind words of an unknown type")
            << minimalPack("\"kindWords\": {\"touchdown\": [\"end zone\"]}")
            << u"kindWords: unknown event type \"touchdown\""_s;
        QTest::newRow("bad score line")
            << minimalPack("\"scoreLines\": [\"{name:home} {scoreline} {name:away}\"]")
            << u"scoreLines: unknown slot '{scoreline}'"_s;
    }

    void brokenPacks()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const auto pack = LanguagePack::fromJson(json);
        QVERIFY(!pack.ok());
        QVERIFY2(pack.error().contains(message), qPrintable(pack.error()));
    }
};

QTEST_GUILESS_MAIN(TestLanguagePacks)
#include "tst_languagepacks.moc"
