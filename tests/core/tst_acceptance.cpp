// Whole analyses against hand annotations: our invented matches
// (tests/data/matches/*/expected.json), the bundled sample (resources/samples/expected.json) and,
// when ../shared is there, the seed reports (gold.json). One row per major event, disagreement and
// other-match event. Rows listed in tests/data/acceptance_known_failures.txt are expected to fail
// (QEXPECT_FAIL): when one starts passing, QtTest reports XPASS and the list must be updated.
#include "model/Analysis.h"
#include "pipeline/Analyzer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <functional>

using namespace mt;

namespace {

QString fold(const QString &name)
{
    QString out;
    for (QChar c : name.toCaseFolded().normalized(QString::NormalizationForm_D)) {
        if (c.category() != QChar::Mark_NonSpacing)
            out.append(c);
    }
    out.replace(u'ø', u'o');
    out.replace(u'æ', QStringLiteral("ae"));
    return out;
}

// People match on the surname: reports say "Nasri" for "Samir Nasri".
bool samePerson(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    // Annotations may add a note: "Oskar Hellman (own goal)".
    auto surname = [](const QString &name) {
        return fold(name.section(QStringLiteral(" ("), 0, 0)).section(u' ', -1);
    };
    return surname(a) == surname(b);
}

struct Annotated
{
    QString name; // match folder name
    QStringList files;
    QJsonObject gold;
};

QList<Annotated> annotations()
{
    QList<Annotated> out;
    auto add = [&](const QString &folder, const QString &goldFile, const QString &name) {
        QFile f(goldFile);
        if (!f.open(QIODevice::ReadOnly))
            return;
        Annotated a;
        a.name = name;
        a.gold = QJsonDocument::fromJson(f.readAll()).object();
        const QStringList files = QDir(folder).entryList(
            {QStringLiteral("*.txt"), QStringLiteral("*.md"), QStringLiteral("*.html")},
            QDir::Files, QDir::Name);
        for (const QString &file : files) {
            if (file != u"README.md")
                a.files.append(QDir(folder).filePath(file));
        }
        out.append(a);
    };
    const QDir matches(QStringLiteral(MT_TEST_DATA_DIR "/matches"));
    for (const QString &m : matches.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        add(matches.filePath(m), matches.filePath(m + QStringLiteral("/expected.json")), m);
    add(QStringLiteral(MT_SOURCE_DIR "/resources/samples"),
        QStringLiteral(MT_SOURCE_DIR "/resources/samples/expected.json"), QStringLiteral("sample"));
    if (QFileInfo::exists(QStringLiteral(MT_SEEDS_DIR "/gold.json")))
        add(QStringLiteral(MT_SEEDS_DIR), QStringLiteral(MT_SEEDS_DIR "/gold.json"),
            QStringLiteral("seeds"));
    return out;
}

QSet<QString> readKnownFailures();

const QSet<QString> &knownFailures()
{
    static const QSet<QString> list = readKnownFailures();
    return list;
}

const Analysis &analysisOf(const Annotated &a)
{
    static QHash<QString, Analysis> cache;
    auto it = cache.find(a.name);
    if (it == cache.end())
        it = cache.insert(a.name, Analyzer().analyzeFiles(a.files));
    return *it;
}

const Annotated *annotatedMatch(const QString &name)
{
    static const QList<Annotated> all = annotations();
    for (const Annotated &a : all) {
        if (a.name == name)
            return &a;
    }
    return nullptr;
}

QSet<QString> readKnownFailures()
{
    QSet<QString> out;
    QFile f(QStringLiteral(MT_TEST_DATA_DIR "/acceptance_known_failures.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(u'#'))
            out.insert(line.section(u' ', 0, 0));
    }
    return out;
}

QString fileOfSource(const Analysis &a, const QString &id)
{
    for (const Source &s : a.sources) {
        if (s.id == id)
            return s.file;
    }
    return {};
}

QString mentionSourcesText(const Analysis &a, const Event &e)
{
    QStringList files;
    for (const Mention &m : e.mentions) {
        const QString f = a.sources.value(m.source).file;
        if (!files.contains(f))
            files.append(f);
    }
    return files.join(u',');
}

// The engine event that is the annotated one: same type (a goal may be annotated by method),
// same player where the annotation names one, same minute where it gives one.
const Event *findEvent(const Analysis &a, const QJsonObject &g, QString *why)
{
    const QString type = g.value(u"type").toString();
    const QString player = g.value(u"player").toString();
    const QJsonValue minute = g.value(u"minute");
    const QJsonValue stoppage = g.value(u"stoppage");
    QStringList near;
    for (const Event &e : a.events) {
        if (eventTypeKey(e.type) != type)
            continue;
        if (!player.isEmpty() && !samePerson(player, e.player)) {
            near.append(e.player + u'@' + e.time.display());
            continue;
        }
        // "minute 90, stoppage null" is "in added time, minute unknown": a range covering it
        // counts.
        if (minute.isDouble() && stoppage.isNull() && !e.time.isKnown() && e.range.isValid()) {
            if (e.range.from.minute > minute.toInt() || e.range.to.minute < minute.toInt()) {
                near.append(e.player + u'@' + e.time.display());
                continue;
            }
        } else if (minute.isDouble()) {
            if (e.time.minute != minute.toInt()) {
                near.append(e.player + u'@' + e.time.display());
                continue;
            }
            const int st = stoppage.isDouble() ? stoppage.toInt() : 0;
            if (!stoppage.isNull() && e.time.stoppage != st && !(st == 0 && e.time.stoppage <= 0)) {
                near.append(e.player + u'@' + e.time.display());
                continue;
            }
        }
        return &e;
    }
    *why = QStringLiteral("no %1 by %2 at %3; the engine has: %4")
               .arg(type, player.isEmpty() ? QStringLiteral("anyone") : player,
                   minute.isDouble() ? QString::number(minute.toInt())
                                     : QStringLiteral("any minute"),
                   near.isEmpty() ? QStringLiteral("nothing of that type") : near.join(u", "));
    return nullptr;
}

QString fieldKey(const QString &annotated)
{
    const QString f = annotated.toLower();
    if (f.startsWith(u"assist"))
        return QStringLiteral("assist");
    if (f.startsWith(u"minute"))
        return QStringLiteral("minute");
    if (f.startsWith(u"reason"))
        return QStringLiteral("reason");
    if (f.startsWith(u"player_out") || f.startsWith(u"playerout") || f.startsWith(u"replaced"))
        return QStringLiteral("playerOut");
    if (f.startsWith(u"player"))
        return QStringLiteral("player");
    return {};
}

// One row per major annotated event that `wanted`: "<match>/<event id><suffix>".
void addMajorEventRows(const char *suffix, const std::function<bool(const QJsonObject &)> &wanted)
{
    QTest::addColumn<QString>("match");
    QTest::addColumn<QJsonObject>("gold");
    for (const Annotated &a : annotations()) {
        for (const QJsonValue &v : a.gold.value(u"events").toArray()) {
            const QJsonObject e = v.toObject();
            if (e.value(u"importance").toString() != u"major" || !wanted(e))
                continue;
            QTest::addRow(
                "%s/%s%s", qPrintable(a.name), qPrintable(e.value(u"id").toString()), suffix)
                << a.name << e;
        }
    }
}

// One row per match: "<match>/<what>".
void addMatchRows(const char *what)
{
    QTest::addColumn<QString>("match");
    for (const Annotated &a : annotations())
        QTest::addRow("%s/%s", qPrintable(a.name), what) << a.name;
}

bool isKnownFailure()
{
    return knownFailures().contains(QString::fromLatin1(QTest::currentDataTag()));
}

} // namespace

class TestAcceptance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(QStringLiteral(MT_SEEDS_DIR "/gold.json")))
            qInfo("../shared/seeds is absent: the seed rows are skipped (a user's clone has no "
                  "seeds)");
    }

    void events_data()
    {
        addMajorEventRows("", [](const QJsonObject &) { return true; });
    }

    void events()
    {
        QFETCH(QString, match);
        QFETCH(QJsonObject, gold);
        const QString row = match + u'/' + gold.value(u"id").toString();
        const Annotated *ann = annotatedMatch(match);
        QVERIFY(ann);
        const Analysis &a = analysisOf(*ann);
        // One verdict per row, so that a known failure is exactly one expected failure.
        QString problem;
        const Event *e = findEvent(a, gold, &problem);
        if (e) {
            const QString team = gold.value(u"team").toString();
            if (!team.isEmpty() && teamSideKey(e->team) != team)
                problem = QStringLiteral("team is \"%1\", annotated \"%2\"")
                              .arg(teamSideKey(e->team), team);
            // Every report the annotation lists mentions the event.
            const QStringList found = mentionSourcesText(a, *e).split(u',');
            for (const QJsonValue &s : gold.value(u"sources").toArray()) {
                if (problem.isEmpty() && !found.contains(s.toString()))
                    problem = QStringLiteral("%1 is not among the mentions (%2)")
                                  .arg(s.toString(), found.join(u','));
            }
        }
        if (knownFailures().contains(row))
            QEXPECT_FAIL("", "listed in acceptance_known_failures.txt", Abort);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // What the annotation says of a found event beyond type, player and minute: the goal's
    // method, the assist and who went off. The engine's value must be the annotated one, or the
    // annotated one must be among the values of a disagreement on that field.
    void details_data()
    {
        addMajorEventRows("/details", [](const QJsonObject &e) {
            return e.value(u"method").isString() || e.value(u"assist").isString()
                || e.value(u"player_out").isString() || e.value(u"replaced").isString();
        });
    }

    void details()
    {
        QFETCH(QString, match);
        QFETCH(QJsonObject, gold);
        const Annotated *ann = annotatedMatch(match);
        QVERIFY(ann);
        const Analysis &a = analysisOf(*ann);
        QString problem;
        const Event *e = findEvent(a, gold, &problem);
        auto check = [&](const QString &field, const QString &annotated, const QString &engine) {
            if (!problem.isEmpty() || annotated.isEmpty() || samePerson(annotated, engine))
                return;
            for (const Disagreement &d : e->disagreements) {
                for (const SourceValue &v : d.values) {
                    if (d.field == field && samePerson(v.value, annotated))
                        return;
                }
            }
            problem
                = QStringLiteral("%1 is \"%2\", annotated \"%3\"").arg(field, engine, annotated);
        };
        if (e) {
            const QString method = gold.value(u"method").toString();
            const QString engineMethod = goalMethodKey(e->method);
            // A goal no report calls a header, penalty or free kick is open play.
            if (!method.isEmpty() && method != engineMethod
                && !(method == u"open_play" && e->method == GoalMethod::None))
                problem = QStringLiteral("method is \"%1\", annotated \"%2\"")
                              .arg(engineMethod, method);
            check(QStringLiteral("assist"), gold.value(u"assist").toString(), e->assist);
            const QString out
                = gold.value(u"player_out").toString() + gold.value(u"replaced").toString();
            check(QStringLiteral("playerOut"), out, e->playerOut);
        }
        if (isKnownFailure())
            QEXPECT_FAIL("", "listed in acceptance_known_failures.txt", Abort);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // No event the annotation does not have: per type and player, the engine has no more goals,
    // penalties, cards and substitutions than the annotation (saves, chances and fouls are
    // annotated where they matter, not exhaustively, so they are not counted).
    void extras_data() { addMatchRows("extra"); }

    void extras()
    {
        QFETCH(QString, match);
        const Annotated *ann = annotatedMatch(match);
        QVERIFY(ann);
        const Analysis &a = analysisOf(*ann);
        static const QStringList counted = {QStringLiteral("goal"),
            QStringLiteral("penalty_awarded"), QStringLiteral("penalty_missed"),
            QStringLiteral("yellow_card"), QStringLiteral("second_yellow"),
            QStringLiteral("red_card"), QStringLiteral("substitution")};
        auto key = [](const QString &type, const QString &player) -> QString {
            return type + u'/' + fold(player.section(QStringLiteral(" ("), 0, 0)).section(u' ', -1);
        };
        QHash<QString, int> annotated;
        for (const QJsonValue &v : ann->gold.value(u"events").toArray()) {
            const QJsonObject g = v.toObject();
            ++annotated[key(g.value(u"type").toString(), g.value(u"player").toString())];
        }
        QStringList extra;
        for (const Event &e : a.events) {
            const QString type = eventTypeKey(e.type);
            if (!counted.contains(type))
                continue;
            if (--annotated[key(type, e.player)] < 0)
                extra.append(
                    QStringLiteral("%1 %2 by %3 (%4)")
                        .arg(e.id, type, e.player.isEmpty() ? QStringLiteral("nobody") : e.player,
                            mentionSourcesText(a, e)));
        }
        if (isKnownFailure())
            QEXPECT_FAIL("", "listed in acceptance_known_failures.txt", Abort);
        QVERIFY2(extra.isEmpty(), qPrintable(u"not annotated: " + extra.join(u"; ")));
    }

    // No disagreement the annotation does not have, on the events it annotates.
    void disputes_data() { addMatchRows("disputes"); }

    void disputes()
    {
        QFETCH(QString, match);
        const Annotated *ann = annotatedMatch(match);
        QVERIFY(ann);
        const Analysis &a = analysisOf(*ann);
        QSet<QString> flagged; // "g3/assist"
        for (const QJsonValue &v : ann->gold.value(u"disagreements").toArray()) {
            const QJsonObject d = v.toObject();
            flagged.insert(
                d.value(u"event").toString() + u'/' + fieldKey(d.value(u"field").toString()));
        }
        QStringList wrong;
        for (const QJsonValue &v : ann->gold.value(u"events").toArray()) {
            const QJsonObject g = v.toObject();
            QString why;
            const Event *e = findEvent(a, g, &why);
            for (const Disagreement &d : e ? e->disagreements : QList<Disagreement>()) {
                if (flagged.contains(g.value(u"id").toString() + u'/' + fieldKey(d.field)))
                    continue;
                QStringList values;
                for (const SourceValue &sv : d.values)
                    values.append(sv.value);
                wrong.append(
                    QStringLiteral("%1 (%2) %3: %4")
                        .arg(g.value(u"id").toString(), e->id, d.field, values.join(u" / ")));
            }
        }
        if (isKnownFailure())
            QEXPECT_FAIL("", "listed in acceptance_known_failures.txt", Abort);
        QVERIFY2(wrong.isEmpty(), qPrintable(u"not annotated: " + wrong.join(u"; ")));
    }

    void disagreements_data()
    {
        QTest::addColumn<QString>("match");
        QTest::addColumn<QJsonObject>("gold");
        for (const Annotated &a : annotations()) {
            for (const QJsonValue &v : a.gold.value(u"disagreements").toArray()) {
                const QJsonObject d = v.toObject();
                if (d.value(u"event").isNull() || fieldKey(d.value(u"field").toString()).isEmpty())
                    continue;
                QTest::addRow("%s/%s/%s", qPrintable(a.name),
                    qPrintable(d.value(u"event").toString()),
                    qPrintable(fieldKey(d.value(u"field").toString())))
                    << a.name << d;
            }
        }
    }

    void disagreements()
    {
        QFETCH(QString, match);
        QFETCH(QJsonObject, gold);
        const QString field = fieldKey(gold.value(u"field").toString());
        const QString row = match + u'/' + gold.value(u"event").toString() + u'/' + field;
        const Annotated *ann = annotatedMatch(match);
        QVERIFY(ann);
        const Analysis &a = analysisOf(*ann);
        QJsonObject goldEvent;
        for (const QJsonValue &v : ann->gold.value(u"events").toArray()) {
            if (v.toObject().value(u"id") == gold.value(u"event"))
                goldEvent = v.toObject();
        }
        QString problem;
        // The event may be found by any of the values in dispute: look for the flagged field.
        // Prefer the event of the annotated player; any event of the type with the field else.
        const Event *hit = nullptr;
        for (int pass = 0; pass < 2 && !hit; ++pass) {
            for (const Event &e : a.events) {
                if (eventTypeKey(e.type) != goldEvent.value(u"type").toString())
                    continue;
                if (pass == 0 && !samePerson(e.player, goldEvent.value(u"player").toString()))
                    continue;
                for (const Disagreement &d : e.disagreements) {
                    if (d.field == field)
                        hit = hit ? hit : &e;
                }
            }
        }
        if (!hit)
            problem = QStringLiteral("no %1 event has a %2 disagreement")
                          .arg(goldEvent.value(u"type").toString(), field);
        const QJsonObject values = gold.value(u"values").toObject();
        for (const Disagreement &d : hit ? hit->disagreements : QList<Disagreement>()) {
            if (d.field != field)
                continue;
            for (auto it = values.begin(); it != values.end() && problem.isEmpty(); ++it) {
                bool seen = false;
                for (const SourceValue &v : d.values) {
                    const bool same = field == u"minute"
                        ? v.value.startsWith(it.key().section(u'+', 0, 0))
                        : field == u"reason" ? true
                                             : samePerson(v.value, it.key());
                    if (!same)
                        continue;
                    for (const QJsonValue &f : it.value().toArray()) {
                        for (const QString &sid : v.sources)
                            seen = seen || fileOfSource(a, sid) == f.toString();
                    }
                }
                if (!seen)
                    problem = QStringLiteral("value %1 from %2 is not in the disagreement")
                                  .arg(it.key(),
                                      QString::fromUtf8(QJsonDocument(it.value().toArray())
                                                            .toJson(QJsonDocument::Compact)));
            }
        }
        if (knownFailures().contains(row))
            QEXPECT_FAIL("", "listed in acceptance_known_failures.txt", Abort);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void otherMatches_data()
    {
        QTest::addColumn<QString>("match");
        QTest::addColumn<QJsonObject>("gold");
        for (const Annotated &a : annotations()) {
            QJsonArray blocks;
            const QJsonValue om = a.gold.value(u"other_match");
            if (om.isArray())
                blocks = om.toArray();
            else if (om.isObject())
                blocks.append(om);
            int k = 0;
            for (const QJsonValue &b : blocks) {
                for (const QJsonValue &e :
                    b.toObject().value(u"events_that_must_not_enter_this_timeline").toArray()) {
                    if (e.toObject().value(u"player").toString().isEmpty())
                        continue;
                    QTest::addRow("%s/other%d", qPrintable(a.name), ++k) << a.name << e.toObject();
                }
            }
        }
    }

    void otherMatches()
    {
        QFETCH(QString, match);
        QFETCH(QJsonObject, gold);
        const Annotated *ann = annotatedMatch(match);
        QVERIFY(ann);
        const Analysis &a = analysisOf(*ann);
        if (isKnownFailure())
            QEXPECT_FAIL("", "listed in acceptance_known_failures.txt", Abort);
        const QString player = gold.value(u"player").toString();
        QString problem;
        for (const Event &e : a.events) {
            if (samePerson(e.player, player)
                && eventTypeKey(e.type) == gold.value(u"type").toString())
                problem = QStringLiteral("%1's %2 from another match entered the timeline")
                              .arg(player, gold.value(u"type").toString());
        }
        if (a.otherMatches.isEmpty())
            problem = QStringLiteral("no other-match paragraph was set aside");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void matchInfo_data()
    {
        QTest::addColumn<QString>("match");
        QTest::addColumn<QJsonObject>("gold");
        for (const Annotated &a : annotations())
            QTest::addRow("%s", qPrintable(a.name)) << a.name << a.gold.value(u"match").toObject();
    }

    void matchInfo()
    {
        QFETCH(QString, match);
        QFETCH(QJsonObject, gold);
        const Annotated *ann = annotatedMatch(match);
        const Analysis &a = analysisOf(*ann);
        if (isKnownFailure())
            QEXPECT_FAIL("", "listed in acceptance_known_failures.txt", Abort);
        QVERIFY2(fold(gold.value(u"home").toString()).contains(fold(a.match.home))
                && !a.match.home.isEmpty(),
            qPrintable(u"home: " + a.match.home));
        QVERIFY2(fold(gold.value(u"away").toString()).contains(fold(a.match.away))
                && !a.match.away.isEmpty(),
            qPrintable(u"away: " + a.match.away));
        const QJsonArray score = gold.value(u"final_score").toArray();
        QCOMPARE(a.match.finalScore.home, score.at(0).toInt());
        QCOMPARE(a.match.finalScore.away, score.at(1).toInt());
    }
};

QTEST_GUILESS_MAIN(TestAcceptance)
#include "tst_acceptance.moc"
