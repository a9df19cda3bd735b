// Match identification across reports: national teams named in any language (ICU's country
// names), a shootout's score kept apart from the match's, and a short name the reports use for
// a team of their own never taken for a directory club. All texts are invented.
#include "pipeline/Analyzer.h"
#include "json/JsonWriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

class TestIdentify : public QObject
{
    Q_OBJECT

private slots:
    void match_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("home");
        QTest::addColumn<QString>("away");
        QTest::addColumn<QString>("score");
        QTest::newRow("countries, English")
            << QByteArray("Netherlands 2-2 Argentina\n"
                          "Dahl scored twice for the Netherlands.\n")
            << u"Netherlands"_s << u"Argentina"_s << u"2-2"_s;
        QTest::newRow("countries, Bokmål, with the shootout")
            << QByteArray("Nederland-Argentina 3-4 på straffer, 2-2 i kampen\n"
                          "Argentina vant etter straffer mot Nederland i kveld.\n")
            << u"Netherlands"_s << u"Argentina"_s << u"2-2"_s;
        QTest::newRow("shootout score is no final score")
            << QByteArray("Fjordby 1-1 Northgate\n"
                          "Fjordby 4-3 on penalties against Northgate, after a tense evening.\n")
            << u"Fjordby"_s << u"Northgate"_s << u"1-1"_s;
        // Brighton & Hove Albion is "Albion" to its reports too, but these never call it
        // Brighton: the alias is not theirs.
        QTest::newRow("own short name, not the directory's Albion") << QByteArray(
            "Albion 3-2 Vale: the night the harbour shook\n"
            "Porthaven Albion came from behind twice against Calder Vale and won "
            "the quarter-final in extra time on Tuesday night.\n"
            "The home side were two goals down at the break but never stopped "
            "running.\n") << u"Albion"_s << u"Vale"_s << u"3-2"_s;
        QTest::newRow("an alias the reports also call otherwise")
            << QByteArray("Spurs 1-2 Arsenal\n"
                          "Tottenham were beaten at home by Arsenal on Sunday afternoon, and the "
                          "visitors deserved it.\n"
                          "The Gunners led at the break and held on after the restart.\n")
            << u"Tottenham Hotspur"_s << u"Arsenal"_s << u"1-2"_s;
    }
    void match()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, home);
        QFETCH(QString, away);
        QFETCH(QString, score);
        const Analysis a = Analyzer().analyzeTexts({{u"report.txt"_s, text}});
        QCOMPARE(a.match.home, home);
        QCOMPARE(a.match.away, away);
        QCOMPARE(u"%1-%2"_s.arg(a.match.finalScore.home).arg(a.match.finalScore.away), score);
    }
};

QTEST_GUILESS_MAIN(TestIdentify)
#include "tst_identify.moc"
