// Structured lines (DESIGN.md 1, 1c): goal and card lists, score progressions, line-ups with
// their substitutes, live-ticker entries over several lines, and prose that lists scorers with
// bracketed minutes. Every list entry is one
// event per minute; sentences that only open like a list stay prose. All texts are invented.
#include "pipeline/Analyzer.h"
#include "json/JsonWriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

// Two sentences of English prose, so the report reads as English, and the score line.
const QByteArray kHead = "Alvik 3-2 Brenna\n\n"
                         "Alvik won a lively game at home on Saturday afternoon in front of a "
                         "full stand, and the visitors will feel they deserved a point.\n\n"
                         "The home side now sit third in the table after a run of four wins.\n\n";

QJsonObject analyze(const QByteArray &tail)
{
    return JsonWriter::toJsonObject(Analyzer().analyzeTexts({{u"a.txt"_s, kHead + tail}}));
}

// "Player minute side" of each event of a type, in the timeline's order.
QString eventsOf(const QJsonObject &a, const QString &type)
{
    QStringList out;
    for (const QJsonValue &v : a.value(u"events").toArray()) {
        const QJsonObject e = v.toObject();
        if (e.value(u"type").toString() != type)
            continue;
        QString minute
            = e.value(u"minute").isNull() ? u"?"_s : QString::number(e.value(u"minute").toInt());
        if (e.value(u"stoppage").toInt() > 0)
            minute += u"+"_s + QString::number(e.value(u"stoppage").toInt());
        QString who = e.value(u"player").toString();
        if (!e.value(u"playerOut").toString().isEmpty())
            who += u"/"_s + e.value(u"playerOut").toString();
        out.append(u"%1 %2 %3"_s.arg(who, minute, e.value(u"team").toString()));
    }
    return out.join(u", ");
}

// A German ticker of Alvik v Brenna with the final score, one paragraph of prose and entries.
QJsonObject analyzeTicker(const QByteArray &score, const QByteArray &entries)
{
    const QByteArray text = "Alvik - Brenna " + score
        + "\n\nDas Spiel war lange offen, und am Ende waren beide Mannschaften mit dem Punkt "
          "zufrieden, auch wenn die G\xc3\xa4ste mehr vom Spiel hatten.\n\n"
        + entries;
    return JsonWriter::toJsonObject(Analyzer().analyzeTexts({{u"t.txt"_s, text}}));
}

QString methodOf(const QJsonObject &a, const QString &player)
{
    for (const QJsonValue &v : a.value(u"events").toArray()) {
        if (v.toObject().value(u"player").toString() == player)
            return v.toObject().value(u"method").toString();
    }
    return u"(none)"_s;
}

} // namespace

class TestStructured : public QObject
{
    Q_OBJECT

private slots:
    void goalLists_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("goals");
        // One entry with two minutes is two goals; the groups are the two sides.
        QTest::newRow("name minutes, groups")
            << QByteArray("Goals: Dahl 12, 67, Eng 80; Kvam 30, Lie 55\n")
            << u"Dahl 12 home, Kvam 30 away, Lie 55 away, Dahl 67 home, Eng 80 home"_s;
        // The score each goal made tells its side, whatever the order of the list.
        QTest::newRow("score progression")
            << QByteArray("Scorers: 1-0 Dahl (12), 1-1 Kvam (30), 1-2 Lie (55), 2-2 Dahl (67), "
                          "3-2 Eng (80)\n")
            << u"Dahl 12 home, Kvam 30 away, Lie 55 away, Dahl 67 home, Eng 80 home"_s;
        // The minute between the score and the name is the name's.
        QTest::newRow("score, minute, name")
            << QByteArray("Goals: 1-0 (12) Dahl, 1-1 (30) Kvam, 1-2 (55) Lie, 2-2 (67) Dahl, "
                          "3-2 (80) Eng\n")
            << u"Dahl 12 home, Kvam 30 away, Lie 55 away, Dahl 67 home, Eng 80 home"_s;
        // Minutes before names: each minute is the next name's.
        QTest::newRow("minute first")
            << QByteArray("Goals: 12' Dahl, 30' Kvam, 55' Lie, 67' Dahl, 80' Eng\n")
            << u"Dahl 12, Kvam 30, Lie 55, Dahl 67, Eng 80"_s;
        // A club after the list names its side.
        QTest::newRow("club named after the list") << QByteArray(
            "Goals: Dahl (12, 67), Eng (80) for Alvik; Kvam (30), Lie (55) for "
            "Brenna\n") << u"Dahl 12 home, Kvam 30 away, Lie 55 away, Dahl 67 home, Eng 80 home"_s;
        // A score line with its scorers, no label: the minutes are as many as its goals, the
        // first team's first, whichever team is written first.
        QTest::newRow("score line and scorers")
            << QByteArray("Alvik 3-2 Brenna (Dahl 12, 67, Eng 80 - Kvam 30, Lie 55)\n")
            << u"Dahl 12 home, Kvam 30 away, Lie 55 away, Dahl 67 home, Eng 80 home"_s;
        QTest::newRow("score line, away side first")
            << QByteArray("Brenna 2-3 Alvik (Kvam 30', Lie 55'; Dahl 12', 67', Eng 80')\n")
            << u"Dahl 12 home, Kvam 30 away, Lie 55 away, Dahl 67 home, Eng 80 home"_s;
        // Two names for a line of five goals: not its scorers.
        QTest::newRow("score line, minutes short")
            << QByteArray("Alvik 3-2 Brenna (Dahl 12, Kvam 30)\n") << u""_s;
    }
    void goalLists()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, goals);
        const QJsonObject a = analyze(line);
        QString got = eventsOf(a, u"goal"_s);
        if (goals.count(u' ') == 2 * goals.count(u',') + 1) {
            // Sides the line does not give are the decide stage's: compare names and minutes.
            QStringList bare;
            for (const QString &g : got.split(u", "_s))
                bare.append(g.section(u' ', 0, 1));
            got = bare.join(u", "_s);
        }
        QCOMPARE(got, goals);
    }

    void addedTimeAndMethod()
    {
        const QJsonObject a
            = analyze("Goals: Dahl 12, Eng 80, Fosse 90+4 (pen); Kvam 30, Lie 55\n");
        QVERIFY2(eventsOf(a, u"goal"_s).endsWith(u"Fosse 90+4 home"_s),
            qPrintable(eventsOf(a, u"goal"_s)));
        QCOMPARE(methodOf(a, u"Fosse"_s), u"penalty"_s);
        QVERIFY(methodOf(a, u"Dahl"_s) != u"penalty"_s);
    }

    void aMethodAfterTheNameInAMinuteFirstList()
    {
        const QJsonObject a
            = analyze("Goals: 12' Dahl pen, 30' Kvam, 55' Lie, 67' Eng, 80' Fosse\n");
        QCOMPARE(methodOf(a, u"Dahl"_s), u"penalty"_s);
        QVERIFY(methodOf(a, u"Kvam"_s) != u"penalty"_s);
        // Between the minute and its name, the method is the name's.
        const QJsonObject b
            = analyze("Goals: 12' Dahl, 30' Kvam, 55' pen Lie, 67' Eng, 80' Fosse\n");
        QCOMPARE(methodOf(b, u"Lie"_s), u"penalty"_s);
        QVERIFY(methodOf(b, u"Kvam"_s) != u"penalty"_s);
    }

    void aGoalCountIsNoMinute()
    {
        const QJsonObject a = analyze("Goals: Dahl (2), Eng; Kvam, Lie\n");
        for (const QJsonValue &v : a.value(u"events").toArray())
            QVERIFY(v.toObject().value(u"minute").toInt() != 2);
    }

    void cardLists()
    {
        const QJsonObject a = analyze("Bookings: Dahl 37, Eng 79; Kvam 45\n");
        QCOMPARE(eventsOf(a, u"yellow_card"_s), u"Dahl 37 home, Kvam 45 away, Eng 79 home"_s);
        // Names with no minutes are cards of unknown minute.
        const QJsonObject b = analyze("Booked: Dahl, Kvam\n");
        QCOMPARE(eventsOf(b, u"yellow_card"_s).count(u"?"_s), 2);
    }

    void lineUpSubstitutes()
    {
        const QJsonObject a = analyze("Alvik: Dahl, Eng (Moe 70), Fosse, Gran (Iversen, 84)\n"
                                      "Brenna: Kvam, Lie, Nes (Oftedal 61), Paus\n");
        QCOMPARE(eventsOf(a, u"substitution"_s),
            u"Oftedal/Nes 61 away, Moe/Eng 70 home, Iversen/Gran 84 home"_s);
    }

    void lineUpSubstitutesOnTheSecondHalfClock()
    {
        // An Italian line-up dates its changes on the second half's clock, the clock's words
        // around the number: "(dal 25' s.t. Moe)" is 70, "(34\u2032 st Iversen)" 79.
        const QByteArray text
            = "Alvik-Brenna 2-1\n\n"
              "L'Alvik ha dominato la partita contro il Brenna, con una "
              "prestazione di grande qualit\xc3\xa0 davanti al suo pubblico.\n\n"
              "Alvik (4-3-3): Dahl; Eng (dal 25' s.t. Moe), Fosse, Grotnes (34\xe2\x80\xb2 "
              "st Iversen), Hauge, Lunde.\n";
        const QJsonObject a
            = JsonWriter::toJsonObject(Analyzer().analyzeTexts({{u"it.txt"_s, text}}));
        QCOMPARE(eventsOf(a, u"substitution"_s), u"Moe/Eng 70 home, Iversen/Grotnes 79 home"_s);
    }

    void ratingsAreNoMinutes()
    {
        const QJsonObject a = analyze("Alvik: Dahl 6,5; Eng 7 (70' Moe 6), Fosse 5,5\n");
        QCOMPARE(eventsOf(a, u"substitution"_s), u"Moe/Eng 70 home"_s);
    }

    void proseListingScorers()
    {
        const QJsonObject a
            = analyze("The goals came from Dahl (12., 67.), Kvam (30.) and Lie (55.), before Eng "
                      "(80.) struck the winner.\n");
        QCOMPARE(eventsOf(a, u"goal"_s).count(u", "_s), 4);
    }

    // A dash in prose parts no two teams' scorers: one group holds no minute ("for Dahl"), so
    // the dated names are not the away side's. (On the away side, its goals were goals no other
    // report told, and the report was set aside as another meeting's.)
    void aDashInProseIsNoSecondTeam()
    {
        const QByteArray listed = kHead
            + "A day to remember for Dahl - and another treble for his team-mate Kvam "
              "(12, 58, 77 minutes).\n";
        const QByteArray first = kHead + "Goals: Kvam 12, 58, 77; Hallworth 40, Sletten 88.\n";
        const QByteArray second = kHead
            + "Kvam scored a hat-trick for Alvik, and Hallworth and Sletten replied for "
              "Brenna.\n";
        const QJsonObject a = JsonWriter::toJsonObject(Analyzer().analyzeTexts(
            {{u"a.txt"_s, listed}, {u"b.txt"_s, first}, {u"c.txt"_s, second}}));
        for (const QJsonValue &v : a.value(u"sources").toArray())
            QVERIFY2(!v.toObject().contains(u"setAside"),
                qPrintable(v.toObject().value(u"setAside").toString()));
        QCOMPARE(eventsOf(a, u"goal"_s),
            u"Kvam 12 home, Hallworth 40 away, Kvam 58 home, Kvam 77 home, Sletten 88 away"_s);
    }

    void aSentenceAfterALabelIsProse()
    {
        // The label opens a sentence, not a list: Kvam, who was fouled, gets no card.
        const QJsonObject a = analyze("Booking: Dahl, who chopped down Kvam on the halfway line "
                                      "and then argued with the referee about it for a while.\n");
        QVERIFY2(!eventsOf(a, u"yellow_card"_s).contains(u"Kvam"_s),
            qPrintable(eventsOf(a, u"yellow_card"_s)));
    }

    void tickerEntriesOverSeveralLines()
    {
        // A live ticker writes each entry over lines: the minute stamp, what happened, the
        // player alone on his line, for a change the player off, and the club.
        const QJsonObject a = analyzeTicker("1:1",
            "15:31 - 12. Spielminute\n\nTor 1:0\nDahlmo\nAlvik\n\n"
            "15:52 - 33. Spielminute\n\nGelbe Karte (Brenna)\nK. Vassbotn\n"
            "Brenna\n\n"
            "16:30 - 56. Spielminute\n\nSpielerwechsel (Brenna)\nOftedal\n"
            "für Nesheim\nBrenna\n\n"
            "16:44 - 70. Spielminute\n\nTor 1:1\nOftedal\nBrenna\n");
        QCOMPARE(eventsOf(a, u"goal"_s), u"Dahlmo 12 home, Oftedal 70 away"_s);
        QVERIFY2(eventsOf(a, u"yellow_card"_s).endsWith(u"Vassbotn 33 away"_s),
            qPrintable(eventsOf(a, u"yellow_card"_s)));
        QCOMPARE(eventsOf(a, u"substitution"_s), u"Oftedal/Nesheim 56 away"_s);
    }

    void tickerStampWithAddedTimeAndClock()
    {
        // The stamp writes the clock, the minute and its added time: "16:18 - 45. + 2".
        const QJsonObject a = analyzeTicker("1:1",
            "16:18 - 45. + 2 Spielminute\n\nGelbe Karte (Brenna)\nVassbotn\nBrenna\n\n"
            "16:35 - 46. Spielminute\n\nGelbe Karte (Alvik)\nDahlmo\nAlvik\n");
        QCOMPARE(eventsOf(a, u"yellow_card"_s), u"Vassbotn 45+2 away, Dahlmo 46 home"_s);
    }

    void aTeamsTallyHeadsItsScorers()
    {
        // A fact box writes each team with its goal count, and its scorers under it, one a line,
        // in whatever language (the word "minute" is the page's, not the report's).
        const QJsonObject a = analyze("Alvik 3\n\n"
                                      "  \u2022 O Dahl (12. minute)\n"
                                      "  \u2022 P Eng (50. minute)\n"
                                      "  \u2022 T Fosse (88. minute)\n\n"
                                      "Brenna 2\n\n"
                                      "  \u2022 K Kvam (30. minute)\n"
                                      "  \u2022 L Lie (70. minute)\n");
        QCOMPARE(eventsOf(a, u"goal"_s),
            u"O Dahl 12 home, K Kvam 30 away, P Eng 50 home, L Lie 70 away, T Fosse 88 home"_s);
        // A count that is fewer than the lines under it heads no list.
        const QJsonObject b = analyze("Alvik 1\n\n"
                                      "  \u2022 O Dahl (12. minute)\n"
                                      "  \u2022 P Eng (50. minute)\n");
        QCOMPARE(eventsOf(b, u"goal"_s).count(u"home"_s), 1);
    }

    void aNumberInAClubsNameIsNoTally()
    {
        // "Brenna 04" under a scoreboard is the club's name, not a count of four goals: the
        // scorers listed after it are not all Brenna's.
        const QJsonObject a = analyze("Alvik\n3:2 (2:0)\nBrenna 04\n"
                                      "12.\u2019 O Dahl\n20.\u2019 P Eng\n"
                                      "60.\u2019 K Kvam\n70.\u2019 L Lie\n");
        QVERIFY2(!eventsOf(a, u"goal"_s).contains(u"Dahl 12 away"_s),
            qPrintable(eventsOf(a, u"goal"_s)));
        QVERIFY2(
            !eventsOf(a, u"goal"_s).contains(u"Eng 20 away"_s), qPrintable(eventsOf(a, u"goal"_s)));
    }

    void tickerEntriesUnderATitle()
    {
        // Another ticker gives each entry a title line over its label, writes the running score
        // on a line of its own and the stamp's added time on the line after it. A sentence
        // under a title is the entry's text, never its label ("kommt" is no substitution).
        const QJsonObject a = analyzeTicker("2:0",
            "90'\n+ 3\n\nOftedal\n\nTOR!\n\n2:0\nOftedal\n\n"
            "75'\n\nVassbotn\n\nAlvik kommt jetzt noch einmal vor.\n\n"
            "12'\n\nDahlmo\n\nTOR!\n\n1:0\nDahlmo\n");
        QCOMPARE(eventsOf(a, u"goal"_s), u"Dahlmo 12 home, Oftedal 90+3 home"_s);
        QCOMPARE(eventsOf(a, u"substitution"_s), QString());
    }

    void aHeadingLabelsTheLineAfterIt()
    {
        // A table flattened into one line under its heading: a header word, then minute, name
        // and club for each booking.
        const QJsonObject a = analyze("All the bookings\n"
                                      "Player Club 21' Dahl Alvik 34' Kvam Brenna 45+2 Lie "
                                      "Brenna 71' Eng Alvik\n");
        QCOMPARE(eventsOf(a, u"yellow_card"_s).remove(u"Player ? home, "_s),
            u"Dahl 21 home, Kvam 34 away, Lie 45+2 away, Eng 71 home"_s);
    }

    void proseListingTheBooked()
    {
        const QJsonObject a = analyze("The referee showed yellow cards to three home players, "
                                      "namely Dahl, Eng and Fosse.\n");
        QCOMPARE(eventsOf(a, u"yellow_card"_s).count(u","_s), 2);
        // Two names are no list.
        const QJsonObject b = analyze("The referee showed a yellow card to Dahl and Eng.\n");
        QVERIFY(eventsOf(b, u"yellow_card"_s).count(u","_s) < 2);
    }

    // A report in a language with no pack (Russian here) still reads as a fact box: its names
    // are the roster the English reports built, spelled in another script; a list whose minutes
    // are as many as the final score's goals, per side, is the goals; a line-up's bracketed
    // names are its changes. A bracket after a name no report gives is no change.
    void aFactBoxInALanguageWithNoPack()
    {
        const QByteArray english = kHead
            + "Alvik: Olsen, Lindqvist, Bakke, Munk, Trane, Sunde, Brekkestad, Hovde, Fosse\n\n"
              "Erik Lindqvist scored twice for Alvik and Ola Brekkestad added a third.\n\n"
              "Tom Hallworth and Ivar Sletten replied for Brenna.\n\n"
              "Jonas Kvitberg came on late for the hosts.\n";
        const QByteArray russian
            = "Алвик — Бренна 3:2\n\n"
              "Голы: Линдквист, 12, 58, Бреккестад, 77 - Холлуорт, 40, Слеттен, 88\n\n"
              "\"Алвик\": Ольсен, Линдквист, Бакке, Мунк, Тране, Сунде, Бреккестад (Квитберг, 80), "
              "Ховде, Незнаков (Фоссе, 70)\n\n"
              "Хозяева поля победили благодаря дублю Линдквиста и голу Бреккестада, а гости "
              "дважды отыгрывались, но этого оказалось мало.\n";
        const QJsonObject a = JsonWriter::toJsonObject(
            Analyzer().analyzeTexts({{u"en.txt"_s, english}, {u"ru.txt"_s, russian}}));
        QCOMPARE(eventsOf(a, u"substitution"_s), u"Jonas Kvitberg/Ola Brekkestad 80 home"_s);
        QCOMPARE(eventsOf(a, u"goal"_s),
            u"Erik Lindqvist 12 home, Tom Hallworth 40 away, Erik Lindqvist 58 home, "
            "Ola Brekkestad 77 home, Ivar Sletten 88 away"_s);
    }

    // A player two reports name in this match stays this match's when another report names
    // him only in an aside about his past at another club: the report with no pack still finds
    // him in its line-up. (One report is not enough: two reports of another meeting would
    // vouch for each other's players.)
    void aPastClubAsideKeepsAPlayerOfThisMatch()
    {
        const QByteArray english = kHead
            + "Alvik: Olsen, Lindqvist, Bakke, Munk, Trane, Sunde, Brekkestad, Hovde, Fosse\n\n"
              "Erik Lindqvist scored twice for Alvik and Ola Brekkestad added a third.\n\n"
              "Tom Hallworth and Ivar Sletten replied for Brenna.\n\n"
              "Jonas Kvitberg came on late for the hosts.\n";
        const QByteArray brief
            = kHead + "Kvitberg was brought on for the final ten minutes and kept the ball well.\n";
        const QByteArray aside = kHead
            + "Erik Lindqvist scored twice for Alvik and Ola Brekkestad added a third.\n\n"
              "Last season Kvitberg scored twice for Norrbacka in their 3-1 win over Tallo IK.\n";
        const QByteArray russian
            = "Алвик — Бренна 3:2\n\n"
              "Голы: Линдквист, 12, 58, Бреккестад, 77 - Холлуорт, 40, Слеттен, 88\n\n"
              "\"Алвик\": Ольсен, Линдквист, Бакке, Мунк, Тране, Сунде, Бреккестад (Квитберг, 80), "
              "Ховде, Фоссе\n\n"
              "Хозяева поля победили благодаря дублю Линдквиста и голу Бреккестада, а гости "
              "дважды отыгрывались, но этого оказалось мало.\n";
        const QJsonObject a
            = JsonWriter::toJsonObject(Analyzer().analyzeTexts({{u"en.txt"_s, english},
                {u"brief.txt"_s, brief}, {u"aside.txt"_s, aside}, {u"ru.txt"_s, russian}}));
        QCOMPARE(eventsOf(a, u"substitution"_s), u"Jonas Kvitberg/Ola Brekkestad 80 home"_s);
    }

    // A fact box in capitals and a report in ordinary case: the name is shown as written in
    // ordinary case, whichever report comes first.
    void aShoutedNameIsShownInOrdinaryCase()
    {
        const QByteArray box = kHead + "Goals: OLA DAHLMO (12)\n";
        const QByteArray prose = "Alvik 3-2 Brenna\n\nOla Dahlmo scored in the 12th minute.\n";
        const QJsonObject a = JsonWriter::toJsonObject(
            Analyzer().analyzeTexts({{u"a.txt"_s, box}, {u"b.txt"_s, prose}}));
        QVERIFY2(eventsOf(a, u"goal"_s).startsWith(u"Ola Dahlmo 12"_s),
            qPrintable(eventsOf(a, u"goal"_s)));
    }

    // A clause looking back ("since last weekend") does not make a list of dated scorers
    // another match's; a look back without minutes stays another match's.
    void aListOfDatedScorersOutlivesALookBack()
    {
        const QJsonObject a = analyze(
            "Champions since last weekend, they won through a double by Ola Dahlmo (14, 65) and "
            "a goal from Per Engmo (39).\n");
        QCOMPARE(eventsOf(a, u"goal"_s).count(u','), 2);
        const QJsonObject b
            = analyze("Last weekend Ola Dahlmo and Per Engmo both scored in a 2-0 win.\n");
        QCOMPARE(eventsOf(b, u"goal"_s), u""_s);
    }

    void aLabelNamingBothTeamsGivesNoSide()
    {
        const QJsonObject a = analyze("Alvik - Brenna 3-2 | Scorers: 12' Dahl, 30' Kvam\n");
        // Dahl's side is not Brenna's just because Brenna is named last in the label.
        QVERIFY2(!eventsOf(a, u"goal"_s).contains(u"Dahl 12 away"_s),
            qPrintable(eventsOf(a, u"goal"_s)));
    }
};

QTEST_GUILESS_MAIN(TestStructured)
#include "tst_structured.moc"
