// TimelineScale: minute <-> x, with added time as its own stretch.
#include "TimelineScale.h"
#include "UiFixtures.h"

#include <QTest>

using mt::MatchTime;
using mt::ui::TimelineScale;

class TestTimelineScale : public QObject
{
    Q_OBJECT

private slots:
    void x_data()
    {
        QTest::addColumn<int>("period");
        QTest::addColumn<int>("minute");
        QTest::addColumn<int>("stoppage");
        QTest::addColumn<double>("expected");
        // Stretches: first half added 5 -> 6 units wide, second half 2 -> MinStretch (4).
        QTest::newRow("kick-off") << 1 << 0 << 0 << 0.0;
        QTest::newRow("12'") << 1 << 12 << 0 << 12.0;
        QTest::newRow("45'") << 1 << 45 << 0 << 45.0;
        QTest::newRow("45+2'") << 1 << 45 << 2 << 47.0;
        QTest::newRow("45+5'") << 1 << 45 << 5 << 50.0;
        QTest::newRow("45+' unknown amount") << 1 << 45 << -1 << 48.0;
        QTest::newRow("46'") << 2 << 46 << 0 << 52.0;
        QTest::newRow("56' without period") << 0 << 56 << 0 << 62.0;
        QTest::newRow("90'") << 2 << 90 << 0 << 96.0;
        QTest::newRow("90+2'") << 2 << 90 << 2 << 98.0;
        QTest::newRow("90+9' clamps into the stretch") << 2 << 90 << 9 << 99.5;
    }
    void x()
    {
        QFETCH(int, period);
        QFETCH(int, minute);
        QFETCH(int, stoppage);
        QFETCH(double, expected);
        const TimelineScale scale(5, 2);
        QCOMPARE(scale.x(MatchTime{period, minute, stoppage}), expected);
    }

    void segments()
    {
        const TimelineScale scale(5, 2);
        QCOMPARE(scale.halfTime(), 51.0);
        QCOMPARE(scale.stretchStart(2), 96.0);
        QCOMPARE(scale.fullTime(), 100.0);
        QCOMPARE(scale.end(), 100.0);
        QVERIFY(!scale.hasExtraTime());
    }

    void extraTime()
    {
        const TimelineScale scale(1, 3, true, 1, 0);
        QVERIFY(scale.hasExtraTime());
        const double ft = scale.fullTime();
        QCOMPARE(scale.x(MatchTime{3, 91, 0}), ft + 1);
        QCOMPARE(scale.x(MatchTime{3, 105, 1}), ft + 15 + 1);
        QCOMPARE(scale.x(MatchTime{4, 106, 0}), scale.periodEnd(3) + 1);
        QCOMPARE(scale.end(), scale.periodEnd(4));
        QVERIFY(scale.x(MatchTime{4, 120, 2}) < scale.end());
    }

    void monotonicAndInverse()
    {
        const TimelineScale scale(3, 5, true, 1, 2);
        double last = -1;
        QList<MatchTime> times;
        for (int m = 0; m <= 45; ++m)
            times << MatchTime{1, m, 0};
        for (int s = 1; s <= 3; ++s)
            times << MatchTime{1, 45, s};
        for (int m = 46; m <= 90; ++m)
            times << MatchTime{2, m, 0};
        for (int s = 1; s <= 5; ++s)
            times << MatchTime{2, 90, s};
        for (int m = 91; m <= 105; ++m)
            times << MatchTime{3, m, 0};
        for (int m = 106; m <= 120; ++m)
            times << MatchTime{4, m, 0};
        for (const MatchTime &t : std::as_const(times)) {
            const double x = scale.x(t);
            QVERIFY2(x > last, qPrintable(t.display()));
            last = x;
            const MatchTime back = scale.timeAt(x);
            QCOMPARE(back.minute, t.minute);
            QCOMPARE(back.stoppage, t.stoppage);
        }
    }

    void forAnalysisSizesStretches()
    {
        const mt::Analysis a = mt::test::fixtureAnalysis(); // 45+2 and 90+4
        const TimelineScale scale = TimelineScale::forAnalysis(a);
        QCOMPARE(scale.stretchWidth(1), TimelineScale::MinStretch);
        QCOMPARE(scale.stretchWidth(2), 5.0);
        QVERIFY(!scale.hasExtraTime());
        QVERIFY(scale.x(MatchTime::at(90, 4)) < scale.fullTime());
        QVERIFY(scale.x(MatchTime::at(90, 4)) > scale.x(MatchTime::at(90)));
    }

    void ticks()
    {
        const TimelineScale scale(2, 4);
        QStringList labels;
        double last = -1;
        for (const auto &t : scale.ticks()) {
            labels << t.label;
            QVERIFY(t.x > last);
            last = t.x;
        }
        QCOMPARE(labels, (QStringList{QStringLiteral("0'"), QStringLiteral("15'"),
                                      QStringLiteral("30'"), QStringLiteral("45'"),
                                      QStringLiteral("HT"), QStringLiteral("60'"),
                                      QStringLiteral("75'"), QStringLiteral("90'"),
                                      QStringLiteral("FT")}));
        QCOMPARE(scale.ticks(5).size(), 9 + 12);
    }
};

QTEST_GUILESS_MAIN(TestTimelineScale)
#include "tst_timelinescale.moc"
