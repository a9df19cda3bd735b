// TeamDirectory: the curated club table (resources/teams/clubs.json) and the look-ups the
// identify stage makes in it. Ambiguity is tested on a small invented table.
#include "identify/TeamDirectory.h"

#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

// Invented clubs: two share "Rovers", and one club's name is another club's alias.
const QByteArray inventedTable = R"({"clubs": [
    {"name": "Fjordby Rovers", "aliases": ["Rovers", "the Fjords"], "city": "Fjordby", "stadiums": ["Kaiparken"]},
    {"name": "Northgate Rovers", "aliases": ["Rovers", "Northgate", "the Gatemen"], "city": "Northgate", "stadiums": []},
    {"name": "Northgate", "aliases": ["Northgate Town"], "city": "Northgate", "stadiums": ["Mill Lane"]},
    {"name": "\u00C5sen IL", "aliases": ["\u00C5sen"], "city": "\u00C5sen"}
]})";

QStringList names(const TeamDirectory &d, const QList<int> &indices)
{
    QStringList out;
    for (int i : indices)
        out << (i >= 0 && i < d.teams().size() ? d.teams()[i].name : u"?"_s);
    return out;
}

QString nameAt(const TeamDirectory &d, int i)
{
    return i >= 0 && i < d.teams().size() ? d.teams()[i].name : QString();
}

} // namespace

class TestTeamDirectory : public QObject
{
    Q_OBJECT

private slots:
    void builtInLoads()
    {
        const TeamDirectory &d = TeamDirectory::builtIn();
        QVERIFY(d.teams().size() >= 20);
        for (const Team &t : d.teams()) {
            QVERIFY(!t.name.isEmpty());
            // A club has a home town; a country's team has an ISO code (or the home nations').
            QVERIFY2(t.national ? !t.country.isEmpty() : !t.city.isEmpty(), qPrintable(t.name));
        }
    }

    void nationalTeamsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("team");
        QTest::newRow("English") << u"Netherlands"_s << u"Netherlands"_s;
        QTest::newRow("Dutch") << u"Nederland"_s << u"Netherlands"_s;
        QTest::newRow("German") << u"Niederlande"_s << u"Netherlands"_s;
        QTest::newRow("Spanish") << u"Países Bajos"_s << u"Netherlands"_s;
        QTest::newRow("French") << u"Pays-Bas"_s << u"Netherlands"_s;
        QTest::newRow("Russian") << u"Нидерланды"_s << u"Netherlands"_s;
        QTest::newRow("Bokmål") << u"Argentina"_s << u"Argentina"_s;
        QTest::newRow("Greek") << u"Αργεντινή"_s << u"Argentina"_s;
        QTest::newRow("home nation from the table") << u"Inghilterra"_s << u"England"_s;
    }
    void nationalTeamsInEveryLanguage()
    {
        QFETCH(QString, text);
        QFETCH(QString, team);
        const TeamDirectory &d = TeamDirectory::builtIn();
        const int i = d.findExact(text);
        QVERIFY2(i >= 0, qPrintable(text));
        QCOMPARE(d.teams().at(i).name, team);
        QVERIFY(d.teams().at(i).national);
        QVERIFY(!d.teams().at(d.findExact(u"Arsenal"_s)).national);
    }

    void builtInNamesAreUniqueAndFound()
    {
        const TeamDirectory &d = TeamDirectory::builtIn();
        for (int i = 0; i < d.teams().size(); ++i) {
            const Team &t = d.teams()[i];
            QCOMPARE(d.findExact(t.name), i);
            for (const QString &alias : t.aliases)
                QVERIFY2(d.findAlias(alias).contains(i), qPrintable(t.name + u" / "_s + alias));
        }
    }

    void builtInExact_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("club"); // empty = no club

        QTest::newRow("Spurs") << u"Spurs"_s << u"Tottenham Hotspur"_s;
        QTest::newRow("spurs, lower case") << u"spurs"_s << u"Tottenham Hotspur"_s;
        QTest::newRow("SPURS, upper case") << u"SPURS"_s << u"Tottenham Hotspur"_s;
        QTest::newRow("full name") << u"Tottenham Hotspur"_s << u"Tottenham Hotspur"_s;
        QTest::newRow("full name, odd case") << u"tOTTENHAM hOTSPUR"_s << u"Tottenham Hotspur"_s;
        QTest::newRow("nickname with article") << u"the Gunners"_s << u"Arsenal"_s;
        QTest::newRow("short form") << u"Man City"_s << u"Manchester City"_s;
        QTest::newRow("invented club") << u"Fjordby Rovers"_s << QString();
        QTest::newRow("part of a name") << u"Tottenham Hot"_s << QString();
        QTest::newRow("empty") << QString() << QString();
    }

    void builtInExact()
    {
        QFETCH(QString, text);
        QFETCH(QString, club);
        const TeamDirectory &d = TeamDirectory::builtIn();
        const int i = d.findExact(text);
        QCOMPARE(nameAt(d, i), club);
        QCOMPARE(i >= 0, !club.isEmpty());
    }

    void builtInAlias()
    {
        const TeamDirectory &d = TeamDirectory::builtIn();
        QCOMPARE(names(d, d.findAlias(u"Spurs"_s)), QStringList {u"Tottenham Hotspur"_s});
        QVERIFY(names(d, d.findAlias(u"city"_s)).contains(u"Manchester City"_s));
        QVERIFY(d.findAlias(u"Fjordby Rovers"_s).isEmpty());
    }

    void ambiguousAlias()
    {
        const TeamDirectory d = TeamDirectory::fromJson(inventedTable);
        QCOMPARE(d.teams().size(), 4);
        // Both clubs that use it, in table order.
        QCOMPARE(names(d, d.findAlias(u"Rovers"_s)),
            (QStringList {u"Fjordby Rovers"_s, u"Northgate Rovers"_s}));
        QCOMPARE(names(d, d.findAlias(u"ROVERS"_s)),
            (QStringList {u"Fjordby Rovers"_s, u"Northgate Rovers"_s}));
        // An ambiguous short form is no exact answer ...
        QCOMPARE(d.findExact(u"Rovers"_s), -1);
        QCOMPARE(d.findExact(u"rovers"_s), -1);
        // ... but the full names still are.
        QCOMPARE(nameAt(d, d.findExact(u"northgate rovers"_s)), u"Northgate Rovers"_s);
        QCOMPARE(nameAt(d, d.findExact(u"the fjords"_s)), u"Fjordby Rovers"_s);
        // A club's own name beats another club's alias.
        QCOMPARE(names(d, d.findAlias(u"Northgate"_s)),
            (QStringList {u"Northgate Rovers"_s, u"Northgate"_s}));
        QCOMPARE(nameAt(d, d.findExact(u"Northgate"_s)), u"Northgate"_s);
        QCOMPARE(nameAt(d, d.findExact(u"Northgate Town"_s)), u"Northgate"_s);
    }

    void fieldsAndCaseFolding()
    {
        const TeamDirectory d = TeamDirectory::fromJson(inventedTable);
        const Team &t = d.teams().first();
        QCOMPARE(t.name, u"Fjordby Rovers"_s);
        QCOMPARE(t.aliases, (QStringList {u"Rovers"_s, u"the Fjords"_s}));
        QCOMPARE(t.city, u"Fjordby"_s);
        QCOMPARE(t.stadiums, QStringList {u"Kaiparken"_s});
        QVERIFY(d.teams()[1].stadiums.isEmpty());
        // Non-ASCII names fold too.
        QCOMPARE(nameAt(d, d.findExact(u"\u00E5SEN"_s)), u"\u00C5sen IL"_s);
        QCOMPARE(nameAt(d, d.findExact(u"\u00E5sen il"_s)), u"\u00C5sen IL"_s);
    }

    void brokenTableIsEmpty()
    {
        const TeamDirectory d = TeamDirectory::fromJson("{\"clubs\": [");
        QVERIFY(d.teams().isEmpty());
        QCOMPARE(d.findExact(u"Spurs"_s), -1);
        QVERIFY(d.findAlias(u"Spurs"_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTeamDirectory)
#include "tst_teamdirectory.moc"
