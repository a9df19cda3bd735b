// Match identification across reports: national teams named in any language (ICU's country
// names), a shootout's score kept apart from the match's, and a short name the reports use for
// a team of their own never taken for a directory club. All texts are invented.
#include "evidence/ScoreShape.h"
#include "identify/ReportDates.h"
#include "pipeline/Analyzer.h"
#include "json/JsonWriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

// Two invented reports of one match, for the tests of another meeting beside them.
const QByteArray kFjordbyReport1 = "Fjordby 2-1 Northgate\n"
                                   "Fjordby beat Northgate 2-1 at the harbour on Saturday.\n"
                                   "Erik Dahl scored for Fjordby in the 12th minute.\n"
                                   "Tom Hale equalised for Northgate in the 40th minute.\n"
                                   "Ola Brekke scored the winner for Fjordby in the 77th minute.\n";
const QByteArray kFjordbyReport2 = "Fjordby 2-1 Northgate\n"
                                   "Fjordby edged Northgate 2-1 in a tight derby.\n"
                                   "Erik Dahl scored after 12 minutes for the hosts.\n"
                                   "Tom Hale equalised in the 40th minute for Northgate.\n"
                                   "Ola Brekke scored the winner in the 77th minute.\n";

// Why a third report, beside the two Fjordby reports, is set aside ("" when it is not).
QString thirdReportSetAside(const QByteArray &third)
{
    const Analysis a = Analyzer().analyzeTexts(
        {{u"a.txt"_s, kFjordbyReport1}, {u"b.txt"_s, kFjordbyReport2}, {u"c.txt"_s, third}});
    return a.sources.at(2).setAside;
}

// The goals as "minute side" ("12 home"), with the scorer when asked ("12 home Erik Dahl").
QStringList goalsOf(const Analysis &a, bool withScorer = false)
{
    QStringList goals;
    for (const Event &e : a.events) {
        if (e.type != EventType::Goal)
            continue;
        const QString side = e.team == TeamSide::Home ? u"home"_s
            : e.team == TeamSide::Away                ? u"away"_s
                                                      : u"none"_s;
        goals << u"%1 %2"_s.arg(e.time.minute).arg(side)
                + (withScorer ? u' ' + e.player : QString());
    }
    return goals;
}

} // namespace

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
        // Without the cue the headline's 4-4 would win.
        QTest::newRow("aggregate score is no final score")
            << QByteArray("Fjordby 4-4 Northgate on aggregate: the hosts are through\n"
                          "Fjordby 2-1 Northgate, and through on away goals after a tense night.\n"
                          "The home side needed a second goal and found it late.\n")
            << u"Fjordby"_s << u"Northgate"_s << u"2-1"_s;
        QTest::newRow("own short name, not the directory's Albion") << QByteArray(
            "Albion 3-2 Vale: the night the harbour shook\n"
            "Porthaven Albion came from behind twice against Calder Vale and won "
            "the quarter-final in extra time on Tuesday night.\n"
            "The home side were two goals down at the break but never stopped "
            "running.\n") << u"Albion"_s << u"Vale"_s << u"3-2"_s;
        QTest::newRow("a club's full name with page words after it")
            << QByteArray("Arsenal 0-1 Manchester City LIVE\n"
                          "Arsenal lost at home to Manchester City on Sunday afternoon.\n"
                          "The visitors scored early and defended well after that.\n")
            << u"Arsenal"_s << u"Manchester City"_s << u"0-1"_s;
        QTest::newRow("an alias the reports also call otherwise")
            << QByteArray("Spurs 1-2 Arsenal\n"
                          "Tottenham were beaten at home by Arsenal on Sunday afternoon, and the "
                          "visitors deserved it.\n"
                          "The Gunners led at the break and held on after the restart.\n")
            << u"Tottenham Hotspur"_s << u"Arsenal"_s << u"1-2"_s;
        // Norwegian results told as a loss or a win of one side ("0-1-tapet mot", "sin 2-1-siger
        // over"): the winner and the score; the side named first is the home side.
        QTest::newRow("Nynorsk, a loss against")
            << QByteArray("Fjordby er nede på nest siste plass etter kveldens 0-1 tap mot "
                          "Northgate.\n"
                          "Heimelaget skapte lite, og gjestene vann fortent.\n")
            << u"Fjordby"_s << u"Northgate"_s << u"0-1"_s;
        QTest::newRow("Nynorsk, a win over")
            << QByteArray("Det vart jubel i Fjordby etter Fjordby sin 2-1-siger over "
                          "Northgate.\n"
                          "Heimelaget snudde kampen etter kvilen, og dei var betre enn gjestene "
                          "heile vegen.\n")
            << u"Fjordby"_s << u"Northgate"_s << u"2-1"_s;
        QTest::newRow("Bokmål, a win over")
            << QByteArray("Fjordby sin 2–1 seier over Northgate sender laget opp på tabellen.\n"
                          "Hjemmelaget snudde kampen etter pause.\n")
            << u"Fjordby"_s << u"Northgate"_s << u"2-1"_s;
        // A club the directory knows by its name alone, written with its legal form.
        QTest::newRow("a club's legal form before its name")
            << QByteArray("FK Haugesund 2-0 Sogndal\n"
                          "Haugesund beat Sogndal at home on Sunday evening.\n"
                          "The hosts scored once in each half.\n")
            << u"Haugesund"_s << u"Sogndal"_s << u"2-0"_s;
        // Two score lines put different sides first; the report is written from the home
        // side's ground, which the club directory knows.
        QTest::newRow("the ground named decides who is at home")
            << QByteArray("Arsenal 1-0 Chelsea\n"
                          "Chelsea - Arsenal 0-1 was the final score on Sunday.\n"
                          "A full house at Stamford Bridge saw the only goal late on.\n")
            << u"Chelsea"_s << u"Arsenal"_s << u"0-1"_s;
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

    // A report that states no score and tells no goal gives no result: not 0-0 (a count of the
    // goals it tells, which are none).
    void noGoalToldIsNoResult()
    {
        const QByteArray text
            = "Arsenal v Manchester City\n\n"
              "Arsenal hosted Manchester City at the Emirates on Sunday afternoon, and "
              "Arsenal pressed Manchester City high from the first whistle.\n\n"
              "Bukayo Saka was booked in the 30th minute for a late tackle on Rodri, and the "
              "home crowd booed the decision.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"report.txt"_s, text}});
        QCOMPARE(a.match.home, u"Arsenal"_s);
        QVERIFY2(!a.match.finalScore.isValid(),
            qPrintable(u"%1-%2"_s.arg(a.match.finalScore.home).arg(a.match.finalScore.away)));
    }

    // Another meeting of the same clubs: the same names, another score, events no other report
    // tells. Set aside with the reason; a report that only misstates the score stays.
    void anotherMeetingIsSetAside()
    {
        const QByteArray match1 = kFjordbyReport1;
        const QByteArray match2 = kFjordbyReport2;
        const QByteArray wrongScore = "Fjordby 3-1 Northgate\n"
                                      "Fjordby beat Northgate 3-1, says this report.\n"
                                      "Erik Dahl scored for Fjordby in the 12th minute.\n"
                                      "Ola Brekke scored for Fjordby in the 77th minute.\n";
        const QByteArray lastSeason = "Fjordby 0-3 Northgate\n"
                                      "Northgate won 3-0 at Fjordby last April.\n"
                                      "Sam Webb scored for Northgate in the 5th minute.\n"
                                      "Jack Rook scored for Northgate in the 50th minute.\n"
                                      "Sam Webb scored again for Northgate in the 88th minute.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, match1}, {u"b.txt"_s, match2},
            {u"c.txt"_s, wrongScore}, {u"d.txt"_s, lastSeason}});
        QCOMPARE(u"%1-%2"_s.arg(a.match.finalScore.home).arg(a.match.finalScore.away), u"2-1"_s);
        QVERIFY(a.sources.at(0).setAside.isEmpty());
        QVERIFY(a.sources.at(1).setAside.isEmpty());
        QVERIFY2(a.sources.at(2).setAside.isEmpty(), qPrintable(a.sources.at(2).setAside));
        QVERIFY(a.sources.at(3).setAside.startsWith(u"another meeting of Fjordby and Northgate"_s));
        for (const Event &e : a.events) {
            QVERIFY2(!e.player.contains(u"Webb"_s) && !e.player.contains(u"Rook"_s),
                qPrintable(e.player));
            QVERIFY(!e.mentionedBy(3));
        }
    }

    // Two reports of last season's meeting tell the same events: they do not vouch for each
    // other. A score line that gives a side more goals than the match ended with tells another
    // meeting too, though the lede gives no score.
    void reportsOfAnotherMeetingDoNotVouchForEachOther()
    {
        const QByteArray match1 = kFjordbyReport1;
        const QByteArray match2 = kFjordbyReport2;
        const QByteArray lastSeason = "Fjordby 0-3 Northgate\n"
                                      "Northgate won 3-0 at Fjordby last April.\n"
                                      "Sam Webb scored for Northgate in the 5th minute.\n"
                                      "Jack Rook scored for Northgate in the 50th minute.\n";
        // Its lede gives no score; a score line further down gives Northgate three goals.
        const QByteArray lastSeasonToo = "Northgate too good for Fjordby\n"
                                         "Sam Webb scored for Northgate in the 5th minute.\n"
                                         "Jack Rook added a second in the 50th minute.\n"
                                         "The home fans left early.\n"
                                         "The rain did not stop all afternoon.\n"
                                         "Sam Webb scored again for Northgate in the 88th minute.\n"
                                         "Full time: Fjordby 0 Northgate 3.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, match1}, {u"b.txt"_s, match2},
            {u"c.txt"_s, lastSeason}, {u"d.txt"_s, lastSeasonToo}});
        QCOMPARE(u"%1-%2"_s.arg(a.match.finalScore.home).arg(a.match.finalScore.away), u"2-1"_s);
        for (int i : {2, 3})
            QVERIFY2(a.sources.at(i).setAside.startsWith(u"another meeting"_s),
                qPrintable(a.sources.at(i).file + u": "_s + a.sources.at(i).setAside));
        for (const Event &e : a.events)
            QVERIFY2(!e.player.contains(u"Webb"_s) && !e.player.contains(u"Rook"_s),
                qPrintable(e.player));
    }

    // Last season's meeting ended with the same score: the goals it dates, by players who score
    // no goal the other reports tell, say it is another match. A report that dates this match's
    // goals at other minutes (a half's clock) stays.
    void aMeetingWithTheSameScoreIsToldByItsGoals()
    {
        const QByteArray match1 = kFjordbyReport1;
        const QByteArray match2 = kFjordbyReport2;
        const QByteArray otherClock = "Fjordby 2-1 Northgate\n"
                                      "Fjordby beat Northgate 2-1.\n"
                                      "Erik Dahl scored for Fjordby in the 15th minute.\n"
                                      "Ola Brekke scored the winner for Fjordby in the 32nd "
                                      "minute of the second half.\n";
        const QByteArray lastSeason = "Fjordby 2-1 Northgate\n"
                                      "Fjordby beat Northgate 2-1 at the harbour.\n"
                                      "Sam Webb scored for Fjordby in the 5th minute.\n"
                                      "Jack Rook equalised for Northgate in the 50th minute.\n"
                                      "Sam Webb scored again for Fjordby in the 88th minute.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, match1}, {u"b.txt"_s, match2},
            {u"c.txt"_s, otherClock}, {u"d.txt"_s, lastSeason}});
        QVERIFY2(a.sources.at(2).setAside.isEmpty(), qPrintable(a.sources.at(2).setAside));
        QVERIFY2(a.sources.at(3).setAside.contains(u"told by no other report"_s),
            qPrintable(a.sources.at(3).setAside));
        for (const Event &e : a.events)
            QVERIFY2(!e.player.contains(u"Webb"_s) && !e.player.contains(u"Rook"_s),
                qPrintable(e.player));
    }

    // Two reports of last season's meeting: one gives its score, the other (its line-ups) none;
    // what the second tells is told only by the first, so it is of that meeting too.
    void aReportToldOnlyByAnotherMeetingIsOfIt()
    {
        const QByteArray lastSeason = "Fjordby 0-3 Northgate\n"
                                      "Northgate won 3-0 at Fjordby last April.\n"
                                      "Sam Webb scored for Northgate in the 5th minute.\n"
                                      "Jack Rook scored for Northgate in the 50th minute.\n"
                                      "Sam Webb was booked in the 60th minute.\n";
        const QByteArray itsLineUps = "Northgate away at Fjordby\n"
                                      "The visitors were far the better side.\n"
                                      "Sam Webb was booked in the 60th minute.\n"
                                      "Jack Rook scored in the 50th minute from close range.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, kFjordbyReport1},
            {u"b.txt"_s, kFjordbyReport2}, {u"c.txt"_s, lastSeason}, {u"d.txt"_s, itsLineUps}});
        QVERIFY2(a.sources.at(2).setAside.startsWith(u"another meeting"_s),
            qPrintable(a.sources.at(2).setAside));
        QVERIFY2(a.sources.at(3).setAside.contains(u"told only by reports of another meeting"_s),
            qPrintable(a.sources.at(3).setAside));
        QVERIFY(a.sources.at(0).setAside.isEmpty() && a.sources.at(1).setAside.isEmpty());
    }

    // A club the reports write with and without its marks ("Malmo", "Malmö") is one team: a
    // lede that names "Malmö" names the match's home side.
    void aClubWrittenWithoutItsMarksIsTheSameTeam()
    {
        const QByteArray match1 = "Malmo 2-1 Dynamo\n"
                                  "Malmo beat Dynamo 2-1 at home on Thursday.\n"
                                  "Erik Dahl scored for Malmo in the 12th minute.\n"
                                  "Tom Hale equalised for Dynamo in the 40th minute.\n"
                                  "Ola Brekke scored the winner for Malmo in the 77th minute.\n";
        const QByteArray match2 = "Malmo 2-1 Dynamo\n"
                                  "Malmo edged Dynamo 2-1 in a tight game.\n"
                                  "Erik Dahl scored after 12 minutes for the hosts.\n"
                                  "Tom Hale equalised in the 40th minute for Dynamo.\n"
                                  "Ola Brekke scored the winner in the 77th minute.\n";
        const QByteArray firstLeg = "Dynamo too strong for Malmö\n"
                                    "Dynamo beat Malmö 1-0 in the first meeting in September.\n"
                                    "Sam Webb scored for Dynamo in the 84th minute.\n";
        const Analysis a = Analyzer().analyzeTexts(
            {{u"a.txt"_s, match1}, {u"b.txt"_s, match2}, {u"c.txt"_s, firstLeg}});
        QCOMPARE(a.match.home, u"Malmo"_s);
        QVERIFY2(a.sources.at(2).setAside.startsWith(u"another meeting"_s),
            qPrintable(a.sources.at(2).setAside));
    }

    // A club the score lines call by one word ("Dalmor") and the reports, in three sentences
    // of two of them, by a longer name ("Dalmor Kivest") is that team under the longer name
    // too: its second word is never a player, and each goal keeps its side.
    void aClubsLongerNameIsTheTeam()
    {
        const QByteArray report1 = "Fjordby 2-1 Dalmor\n"
                                   "Fjordby beat Dalmor 2-1 at the harbour on Saturday.\n"
                                   "Erik Dahl scored for Fjordby in the 12th minute.\n"
                                   "Tom Hale equalised for Dalmor Kivest in the 40th minute.\n"
                                   "Ola Brekke scored the winner for Fjordby in the 77th minute.\n"
                                   "Dalmor Kivest travel home tonight.\n";
        const QByteArray report2 = "Fjordby 2-1 Dalmor\n"
                                   "Fjordby edged Dalmor 2-1 in a tight game.\n"
                                   "Erik Dahl scored after 12 minutes for the hosts.\n"
                                   "Tom Hale equalised for Dalmor Kivest in the 40th minute.\n"
                                   "In his last game at home, he scored the winning goal against "
                                   "Dalmor Kivest in the 77th minute.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, report1}, {u"b.txt"_s, report2}});
        QCOMPARE(a.match.away, u"Dalmor"_s);
        for (const Event &e : a.events)
            QVERIFY2(!e.player.contains(u"Kiv"_s), qPrintable(e.player));
        QCOMPARE(goalsOf(a), QStringList({u"12 home"_s, u"40 away"_s, u"77 home"_s}));
    }

    // A hyphenated club is written with a space too ("Paris Saint Germain" is the club, not a
    // player), and its hyphen does not split it into two teams of a score line.
    void aHyphenatedClubIsWrittenWithASpace()
    {
        const QByteArray report1 = "Paris Saint-Germain 1-1 Dalmor\n"
                                   "Paris Saint-Germain and Dalmor drew 1-1 on Saturday.\n"
                                   "Tom Hale put Dalmor ahead in the 12th minute.\n"
                                   "Paris Saint Germain equalised in the 40th minute.\n";
        const QByteArray report2 = "Paris Saint-Germain 1-1 Dalmor\n"
                                   "Paris Saint Germain came back in the 40th minute when Erik "
                                   "Dahl headed in.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, report1}, {u"b.txt"_s, report2}});
        QCOMPARE(a.match.home, u"Paris Saint-Germain"_s);
        QCOMPARE(a.match.away, u"Dalmor"_s);
        QCOMPARE(goalsOf(a, true), QStringList({u"12 away Tom Hale"_s, u"40 home Erik Dahl"_s}));
    }

    // A club the score lines shout takes the case the sentences write it in; the initials the
    // reports write for a club ("KFF" of Kestrel FF, "DV" of Dalmor Vale) are the club, so the
    // goals they give take its side.
    void theReportsWritingOfAClubsNameIsTheClub()
    {
        const QByteArray report1
            = "KESTREL 2-1 DALMOR VALE\n"
              "Kestrel were at home to Dalmor Vale on Saturday.\n"
              "Kestrel FF went ahead when Erik Dahl scored in the 12th minute.\n"
              "DV equalised through Tom Hale in the 40th minute.\n"
              "KFF won it when Ola Brekke scored in the 77th minute.\n";
        const QByteArray report2 = "KESTREL 2-1 DALMOR VALE\n"
                                   "KFF had the better of the first half and Erik Dahl scored "
                                   "after 12 minutes.\n"
                                   "DV were level through Tom Hale on 40 minutes, but Ola Brekke "
                                   "won it on 77 minutes.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, report1}, {u"b.txt"_s, report2}});
        QCOMPARE(a.match.home, u"Kestrel"_s);
        QCOMPARE(a.match.away, u"Dalmor Vale"_s);
        QCOMPARE(goalsOf(a), QStringList({u"12 home"_s, u"40 away"_s, u"77 home"_s}));
    }

    // The dates a report writes, in its language's month names (ICU's, in every form) or in
    // figures; no date without a year, no score or minute read as one.
    void aReportsDatesAreRead_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("dates");
        QTest::newRow("en") << u"en"_s << u"Published 25 November 2017, 18:02. Next: 2 Dec"_s
                            << u"2017-11-25"_s;
        QTest::newRow("en month first")
            << u"en"_s << u"Nov. 25th, 2017 by Staff"_s << u"2017-11-25"_s;
        QTest::newRow("nb") << u"nb"_s << u"Publisert 6. april 2019 kl. 20.15"_s << u"2019-04-06"_s;
        QTest::newRow("es") << u"es"_s << u"Madrid, 26 de octubre de 2024"_s << u"2024-10-26"_s;
        QTest::newRow("pl genitive") << u"pl"_s << u"13 stycznia 2023 r."_s << u"2023-01-13"_s;
        QTest::newRow("ru genitive") << u"ru"_s << u"4 мая 2022 года"_s << u"2022-05-04"_s;
        QTest::newRow("figures") << u"de"_s << u"Sa., 25.11.2017 - 15:30 Uhr, 2017-11-26"_s
                                 << u"2017-11-25 2017-11-26"_s;
        QTest::newRow("english furniture") << u"it"_s << u"Jan 13, 2023"_s << u"2023-01-13"_s;
        QTest::newRow("no year") << u"en"_s << u"On 25 November the sides meet again"_s << u""_s;
        QTest::newRow("scores and minutes") << u"en"_s << u"won 4-4, 90+4, 12.5 km, 3/4"_s << u""_s;
        QTest::newRow("no such day") << u"en"_s << u"31 February 2019"_s << u""_s;
        // A month and a year stand for the month (its first day here), a season for nothing.
        QTest::newRow("month") << u"de"_s << u"im Oktober 2019, Stand 2019-11"_s
                               << u"2019-10-01 2019-11-01"_s;
        QTest::newRow("season") << u"en"_s << u"in the 2010-11 season"_s << u""_s;
        QTest::newRow("day, not also its month")
            << u"en"_s << u"2022-10-02, 2 October 2022"_s << u"2022-10-02 2022-10-02"_s;
    }
    void aReportsDatesAreRead()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QString, dates);
        QStringList read;
        for (const StatedDate &d : ReportDates(language).in(text))
            read.append(d.date.toString(Qt::ISODate));
        QCOMPARE(read.join(u' '), dates);
    }

    // "04/05/2022" is 4 May or, month first, 5 April: both are kept.
    void aDateInFiguresIsReadBothWays()
    {
        const QList<StatedDate> d = ReportDates(u"en"_s).in(u"04/05/2022"_s);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d.at(0).date, QDate(2022, 5, 4));
        QCOMPARE(d.at(0).alternative, QDate(2022, 4, 5));
        QVERIFY(d.at(0).near(QDate(2022, 4, 5), 0, 0));
    }

    void scoresInDigits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("scores");
        QTest::newRow("scores") << u"won 2-1 after leading 1:0, 3–3 later"_s << u"2-1 1-0 3-3"_s;
        QTest::newRow("iso date") << u"date 2022-10-02 and 2022-10"_s << u""_s;
        QTest::newRow("clock") << u"kick-off 18:15:00"_s << u""_s;
        QTest::newRow("spaced chain") << u"1-0 - 2-0"_s << u"1-0 2-0"_s;
    }
    void scoresInDigits()
    {
        QFETCH(QString, text);
        QFETCH(QString, scores);
        const QList<Token> tk = Tokenizer::tokenize(text, 0, int(text.size()));
        QStringList read;
        for (int i = 0; i < tk.size(); ++i) {
            if (const std::optional<Score> s = ScoreShape::at(tk, i))
                read.append(u"%1-%2"_s.arg(s->home).arg(s->away));
        }
        QCOMPARE(read.join(u' '), scores);
    }

    // "2019-10" is any day of October: near a day of it, weeks from a day of April.
    void aMonthIsNearItsDays()
    {
        const QList<StatedDate> d = ReportDates(u"en"_s).in(u"Updated 2019-10"_s);
        QCOMPARE(d.size(), 1);
        QVERIFY(d.at(0).wholeMonth);
        QCOMPARE(d.at(0).last(), QDate(2019, 10, 31));
        QVERIFY(d.at(0).near(QDate(2019, 10, 20), 0, 0));
        QVERIFY(d.at(0).near(QDate(2019, 11, 3), 7, 0));
        QVERIFY(!d.at(0).near(QDate(2019, 4, 6), 21, 21));
    }

    // A report dated months from the day the other reports are dated, that gives no score and
    // no dated goal, is of another meeting. A report dated a few days after the match (a
    // round-up) stays, as does one that writes an older date beside the match's.
    void aReportDatedMonthsAwayIsAnotherMeeting()
    {
        const QByteArray dated1 = kFjordbyReport1 + "Published 14 September 2019.\n";
        const QByteArray dated2 = kFjordbyReport2 + "Updated 15 September 2019, 22:10.\n";
        const QByteArray roundUp = "Fjordby 2-1 Northgate\n"
                                   "Erik Dahl scored for Fjordby in the 12th minute.\n"
                                   "Week in review, 19 September 2019.\n"
                                   "They also won on 2 March 2019.\n";
        const QByteArray lastSpring = "Northgate away at Fjordby\n"
                                      "Sam Webb was booked for the visitors.\n"
                                      "Jack Rook came on for Tom Hale.\n"
                                      "Fjordby, 30 March 2019.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"a.txt"_s, dated1}, {u"b.txt"_s, dated2},
            {u"c.txt"_s, roundUp}, {u"d.txt"_s, lastSpring}});
        for (int i : {0, 1, 2})
            QVERIFY2(a.sources.at(i).setAside.isEmpty(), qPrintable(a.sources.at(i).setAside));
        QVERIFY2(a.sources.at(3).setAside.contains(u"it is dated 2019-03-30"_s),
            qPrintable(a.sources.at(3).setAside));
        for (const Event &e : a.events)
            QVERIFY(!e.mentionedBy(3));
    }

    // Reports that write only months agree on the month; one dated months later whose events
    // no other report tells is another meeting; one re-dated later that tells this match's
    // events stays.
    void aReportDatedMonthsAwayByMonthIsAnotherMeeting()
    {
        const QByteArray archive = "date 2020-02\nErik Dahl scored for Fjordby in the 12th "
                                   "minute, and Tom Hale equalised in the 40th minute.\n";
        const QByteArray autumn = "date 2019-11\nNorthgate away at Fjordby\n"
                                  "Sam Webb was booked for the visitors.\n";
        const Analysis a = Analyzer().analyzeTexts(
            {{u"a.txt"_s, "date 2019-09\n" + kFjordbyReport1},
                {u"b.txt"_s, "date 2019-09\n" + kFjordbyReport2}, {u"c.txt"_s, archive},
                {u"d.txt"_s, autumn}, {u"e.txt"_s, "date 2019-09\n" + kFjordbyReport2}});
        for (int i : {0, 1, 2})
            QVERIFY2(a.sources.at(i).setAside.isEmpty(), qPrintable(a.sources.at(i).setAside));
        QVERIFY2(a.sources.at(3).setAside.contains(u"it is dated 2019-11, the other reports 2019-09"_s),
            qPrintable(a.sources.at(3).setAside));
    }

    // The score of a report dated months from the others is last season's, however loudly its
    // lede gives it: the result is the one the reports of the day give, deep in their text.
    void aScoreDatedMonthsAwayIsNotTheResult()
    {
        const QByteArray today1 = "date 2019-09\nFjordby slip down the table.\n"
                                  "The hosts pressed for long spells without reward.\n"
                                  "It ended Fjordby 0-1 Northgate after a late goal.\n";
        const QByteArray today2 = "date 2019-09\nA bad evening at the harbour.\n"
                                  "Northgate defended deep and struck once.\n"
                                  "Final score: Fjordby 0-1 Northgate.\n";
        const QByteArray spring = "date 2019-03\nFjordby 0-0 Northgate\n"
                                  "Nothing to choose between the two sides in March.\n";
        const Analysis a = Analyzer().analyzeTexts(
            {{u"a.txt"_s, today1}, {u"b.txt"_s, spring}, {u"c.txt"_s, today2}});
        QCOMPARE(a.match.home, u"Fjordby"_s);
        QCOMPARE(u"%1-%2"_s.arg(a.match.finalScore.home).arg(a.match.finalScore.away), u"0-1"_s);
        // Alone, the old report's score is the only one there is.
        const Analysis alone = Analyzer().analyzeTexts({{u"b.txt"_s, spring}});
        QCOMPARE(
            u"%1-%2"_s.arg(alone.match.finalScore.home).arg(alone.match.finalScore.away), u"0-0"_s);
    }

    // The scores a third report writes beside the two Fjordby reports (2-1, which went 1-0,
    // 1-1, 2-1), and why it is set aside ("" for not at all).
    void scoresOfAThirdReport_data()
    {
        QTest::addColumn<QByteArray>("report");
        QTest::addColumn<QString>("why");
        // A live blog headed by a score this match never stood at, half of whose events no
        // other report tells, is of another meeting.
        QTest::newRow("a score the match never stood at")
            << QByteArray("Live: Fjordby 2-0 Northgate\n"
                          "40' GOAL! Tom Hale scores for Northgate.\n"
                          "33' Jon Moe hits the post for Fjordby.\n"
                          "25' Sam Webb is booked for Northgate.\n"
                          "12' GOAL! Erik Dahl scores for Fjordby.\n")
            << u"the score 2-0, not 2-1"_s;
        // A live blog stamped "35 mins:" with the running score: its first line is the score
        // then, not the result, whatever else it alone tells.
        QTest::newRow("a live blog's running score in minute words") << QByteArray(
            "Fjordby v Northgate as it happened\n\n"
            "35 mins: Fjordby 1 Northgate 0\n\n"
            "Sam Webb is booked for Northgate after a late tackle.\n\n"
            "20 mins: Fjordby 1 Northgate 0\n\n"
            "Jon Moe hits the post for Fjordby from close range.\n\n"
            "12 mins: Fjordby 1 Northgate 0\n\n"
            "GOAL! Erik Dahl scores for Fjordby.\n") << u""_s;
        // A live blog's closing line that gives a score no side could have had, either way
        // round ("have beaten them 3-1" of a 2-1), is of another meeting.
        QTest::newRow("a score no side could have had")
            << QByteArray("Referat\n"
                          "88' Sam Webb is booked for Northgate.\n"
                          "70' Jon Moe hits the post for Fjordby.\n"
                          "It is all over: Northgate have beaten Fjordby 3-1 at the harbour.\n")
            << u"the score 3-1"_s;
        // "2-0 down at half-time" in a lede is the first half's score, not another result.
        QTest::newRow("a half-time score")
            << QByteArray("Fjordby tore into Northgate, who were 2-0 down at half-time and never "
                          "recovered.\n"
                          "Erik Dahl scored for Fjordby in the 12th minute.\n"
                          "Sam Webb was booked for Northgate in the 50th minute.\n"
                          "Jon Moe was booked for Fjordby in the 60th minute.\n"
                          "Ali Berg hit the post for Northgate in the 70th minute.\n")
            << u""_s;
        // A fact box's team lines with their goal counts give its result, never a score on the
        // way to one: a 1-1 beside a 2-1 that passed 1-1 is another meeting when half of what it
        // tells no other report tells.
        QTest::newRow("a fact box's tallies") << QByteArray(
            "Fjordby - Northgate. Norway, league.\n\n"
            "Fjordby 1\n\n  \u2022 E Dahl (12. minute)\n\n"
            "Northgate 1\n\n  \u2022 J Rook (60. minute)\n\n"
            "Live commentary\n") << u"gives the score 1-1, not 2-1"_s;
        // A ticker entry dating a goal with a running score the match did not stand at then
        // (0:2 at 30' of a match that was 1-0 then), half of whose events no other report tells.
        QTest::newRow("a ticker's running score") << QByteArray(
            "Live: Fjordby v Northgate\n\n"
            "Welcome to our live coverage of the derby at the harbour this "
            "evening.\n\n"
            "30'\n\nGOAL!\n\n0:2\nSam Webb\n\n"
            "55'\n\nChance\n\nSam Webb shoots wide from the edge of the area.\n\n"
            "70'\n\nYellow card\n\nJack Rook\n") << u"making 0-2 at 30'"_s;
    }
    void scoresOfAThirdReport()
    {
        QFETCH(QByteArray, report);
        QFETCH(QString, why);
        const QString got = thirdReportSetAside(report);
        if (why.isEmpty())
            QVERIFY2(got.isEmpty(), qPrintable(got));
        else
            QVERIFY2(got.contains(why), qPrintable(got));
    }
};

QTEST_GUILESS_MAIN(TestIdentify)
#include "tst_identify.moc"
