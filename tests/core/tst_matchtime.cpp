// MatchTime and ClockRange: the match clock of DESIGN.md section 2. Period, base minute and added
// minute stay apart (45+2 is never 47), and sorting still puts added time where it happened.
#include "model/MatchTime.h"

#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

Q_DECLARE_METATYPE(mt::MatchTime)
Q_DECLARE_METATYPE(mt::ClockRange)

namespace {

MatchTime t(int period, int minute, int stoppage = 0)
{
    return MatchTime{period, minute, stoppage};
}

// "1..45+" as a pack's range time kind writes "in the first half": added time of unknown length.
ClockRange firstHalf()
{
    return ClockRange{MatchTime::at(1), t(1, 45, -1)};
}

QString show(const ClockRange &r)
{
    if (!r.isValid())
        return u"invalid"_s;
    return r.from.display() + u".."_s + r.to.display();
}

} // namespace

class TestMatchTime : public QObject
{
    Q_OBJECT

private slots:
    void display_data()
    {
        QTest::addColumn<MatchTime>("time");
        QTest::addColumn<QString>("expected");

        QTest::newRow("regular minute") << t(2, 56) << u"56'"_s;
        QTest::newRow("first minute") << t(1, 1) << u"1'"_s;
        QTest::newRow("kick-off minute zero") << t(1, 0) << u"0'"_s;
        QTest::newRow("first-half added time") << t(1, 45, 2) << u"45+2'"_s;
        QTest::newRow("second-half added time") << t(2, 90, 5) << u"90+5'"_s;
        QTest::newRow("added time, amount unknown") << t(2, 90, -1) << u"90+'"_s;
        QTest::newRow("first-half added, amount unknown") << t(1, 45, -1) << u"45+'"_s;
        QTest::newRow("extra time") << t(3, 104) << u"104'"_s;
        QTest::newRow("extra-time added time") << t(4, 120, 3) << u"120+3'"_s;
        QTest::newRow("unknown") << MatchTime{} << QString();
        QTest::newRow("unknown minute with a period") << t(2, -1) << QString();
    }

    void display()
    {
        QFETCH(MatchTime, time);
        QFETCH(QString, expected);
        QCOMPARE(time.display(), expected);
        QCOMPARE(time.isKnown(), !expected.isEmpty());
    }

    // Each row: a must sort strictly before b.
    void sortOrder_data()
    {
        QTest::addColumn<MatchTime>("a");
        QTest::addColumn<MatchTime>("b");

        QTest::newRow("45+2 before 46") << t(1, 45, 2) << t(2, 46);
        QTest::newRow("45+15 before 46") << t(1, 45, 15) << t(2, 46);
        QTest::newRow("45 before 45+1") << t(1, 45) << t(1, 45, 1);
        QTest::newRow("45+1 before 45+2") << t(1, 45, 1) << t(1, 45, 2);
        QTest::newRow("90 before 90+5") << t(2, 90) << t(2, 90, 5);
        QTest::newRow("89 before 90") << t(2, 89) << t(2, 90);
        QTest::newRow("90+5 before 91") << t(2, 90, 5) << t(3, 91);
        QTest::newRow("90 before 90+'") << t(2, 90) << t(2, 90, -1);
        QTest::newRow("90+' before 91") << t(2, 90, -1) << t(3, 91);
        QTest::newRow("90+' before 90+2") << t(2, 90, -1) << t(2, 90, 2);
        QTest::newRow("unknown before everything") << MatchTime{} << t(1, 0);
        QTest::newRow("9 before 10 (numbers, not text)") << t(1, 9) << t(1, 10);
    }

    void sortOrder()
    {
        QFETCH(MatchTime, a);
        QFETCH(MatchTime, b);
        QVERIFY2(a.sortKey() < b.sortKey(),
                 qPrintable(u"%1 (key %2) should sort before %3 (key %4)"_s.arg(a.display())
                                .arg(a.sortKey())
                                .arg(b.display())
                                .arg(b.sortKey())));
    }

    void sortKeyOfUnknown()
    {
        QCOMPARE(MatchTime{}.sortKey(), -1);
        QCOMPARE(t(2, 56).sortKey(), t(2, 56).sortKey());
        // The period does not take part in the order: the minute says it all.
        QCOMPARE(t(0, 56).sortKey(), t(2, 56).sortKey());
    }

    void equality()
    {
        QVERIFY(t(1, 45, 2) == t(1, 45, 2));
        QVERIFY(!(t(1, 45, 2) == t(2, 47)));  // never folded
        QVERIFY(!(t(1, 45, 2) == t(1, 45, 3)));
        QVERIFY(!(t(1, 45) == t(2, 45)));
    }

    void periodForMinute_data()
    {
        QTest::addColumn<int>("minute");
        QTest::addColumn<int>("period");

        QTest::newRow("unknown") << -1 << 0;
        QTest::newRow("0") << 0 << 1;
        QTest::newRow("1") << 1 << 1;
        QTest::newRow("45") << 45 << 1;
        QTest::newRow("46") << 46 << 2;
        QTest::newRow("90") << 90 << 2;
        QTest::newRow("91") << 91 << 3;
        QTest::newRow("105") << 105 << 3;
        QTest::newRow("106") << 106 << 4;
        QTest::newRow("120") << 120 << 4;
    }

    void periodForMinute()
    {
        QFETCH(int, minute);
        QFETCH(int, period);
        QCOMPARE(MatchTime::periodForMinute(minute), period);
        if (minute >= 0) {
            const MatchTime at = MatchTime::at(minute, 3);
            QCOMPARE(at.period, period);
            QCOMPARE(at.minute, minute);
            QCOMPARE(at.stoppage, 3);
        }
    }

    void rangeValidity()
    {
        QVERIFY(!ClockRange{}.isValid());
        QVERIFY(!(ClockRange{MatchTime::at(10), MatchTime{}}.isValid()));
        QVERIFY(ClockRange::between(1, 45).isValid());
        const ClockRange e = ClockRange::exactly(t(2, 90, 4));
        QVERIFY(e.isValid());
        QVERIFY(e.from == t(2, 90, 4));
        QVERIFY(e.to == t(2, 90, 4));
        QCOMPARE(ClockRange::between(46, 90).from.period, 2);
        QCOMPARE(ClockRange::between(46, 90).to.minute, 90);
    }

    void contains_data()
    {
        QTest::addColumn<ClockRange>("range");
        QTest::addColumn<MatchTime>("time");
        QTest::addColumn<bool>("expected");

        const ClockRange second = ClockRange::between(46, 90);
        QTest::newRow("inside") << second << t(2, 60) << true;
        QTest::newRow("lower bound") << second << t(2, 46) << true;
        QTest::newRow("upper bound") << second << t(2, 90) << true;
        QTest::newRow("below") << second << t(1, 45) << false;
        QTest::newRow("first-half added time is not the second half") << second << t(1, 45, 2) << false;
        QTest::newRow("after 90 ends the range") << second << t(2, 90, 3) << false;
        QTest::newRow("unknown time") << second << MatchTime{} << false;
        QTest::newRow("invalid range") << ClockRange{} << t(2, 60) << false;
        QTest::newRow("exact range, same minute") << ClockRange::exactly(t(2, 90, 3)) << t(2, 90, 3) << true;
        QTest::newRow("exact range, other stoppage") << ClockRange::exactly(t(2, 90, 3)) << t(2, 90, 4) << false;
        QTest::newRow("first half 1..45+, minute 30") << firstHalf() << t(1, 30) << true;
        QTest::newRow("first half 1..45+, 45+'") << firstHalf() << t(1, 45, -1) << true;
        QTest::newRow("first half 1..45+, 46") << firstHalf() << t(2, 46) << false;
        // "45+" is first-half added time of unknown length (docs/language-packs.md): as an upper
        // bound it should take in 45+2 as well.
        QTest::newRow("first half 1..45+, 45+2") << firstHalf() << t(1, 45, 2) << true;
        QTest::newRow("first half 1..45+, 45+9") << firstHalf() << t(1, 45, 9) << true;
    }

    void contains()
    {
        QFETCH(ClockRange, range);
        QFETCH(MatchTime, time);
        QFETCH(bool, expected);
        QCOMPARE(range.contains(time), expected);
    }

    void overlaps_data()
    {
        QTest::addColumn<ClockRange>("a");
        QTest::addColumn<ClockRange>("b");
        QTest::addColumn<bool>("expected");

        QTest::newRow("disjoint halves") << ClockRange::between(1, 45) << ClockRange::between(46, 90) << false;
        QTest::newRow("shared end point") << ClockRange::between(30, 60) << ClockRange::between(60, 75) << true;
        QTest::newRow("nested") << ClockRange::between(1, 90) << ClockRange::between(20, 25) << true;
        QTest::newRow("partial") << ClockRange::between(10, 40) << ClockRange::between(35, 70) << true;
        QTest::newRow("exact inside range") << ClockRange::exactly(t(2, 56)) << ClockRange::between(46, 90) << true;
        QTest::newRow("exact outside range") << ClockRange::exactly(t(2, 56)) << ClockRange::between(1, 45) << false;
        QTest::newRow("90+3 vs 46..90") << ClockRange::exactly(t(2, 90, 3)) << ClockRange::between(46, 90) << false;
        QTest::newRow("invalid left") << ClockRange{} << ClockRange::between(1, 90) << false;
        QTest::newRow("invalid right") << ClockRange::between(1, 90) << ClockRange{} << false;
        QTest::newRow("first half vs 45+'") << firstHalf() << ClockRange::exactly(t(1, 45, -1)) << true;
        QTest::newRow("first half vs 46") << firstHalf() << ClockRange::exactly(t(2, 46)) << false;
        // Another report places the event at 45+2: still "in the first half".
        QTest::newRow("first half vs 45+2") << firstHalf() << ClockRange::exactly(t(1, 45, 2)) << true;
        QTest::newRow("90+' vs 90+4") << ClockRange::exactly(t(2, 90, -1)) << ClockRange::exactly(t(2, 90, 4)) << true;
        QTest::newRow("90+' vs 90") << ClockRange::exactly(t(2, 90, -1)) << ClockRange::exactly(t(2, 90)) << false;
    }

    void overlaps()
    {
        QFETCH(ClockRange, a);
        QFETCH(ClockRange, b);
        QFETCH(bool, expected);
        QCOMPARE(a.overlaps(b), expected);
        QCOMPARE(b.overlaps(a), expected); // symmetric
    }

    void intersected_data()
    {
        QTest::addColumn<ClockRange>("a");
        QTest::addColumn<ClockRange>("b");
        QTest::addColumn<QString>("expected");

        QTest::newRow("partial") << ClockRange::between(10, 40) << ClockRange::between(35, 70) << u"35'..40'"_s;
        QTest::newRow("nested") << ClockRange::between(1, 90) << ClockRange::between(20, 25) << u"20'..25'"_s;
        QTest::newRow("exact in range") << ClockRange::between(46, 90) << ClockRange::exactly(t(2, 56)) << u"56'..56'"_s;
        QTest::newRow("disjoint") << ClockRange::between(1, 45) << ClockRange::between(46, 90) << u"invalid"_s;
        QTest::newRow("invalid left takes right") << ClockRange{} << ClockRange::between(60, 70) << u"60'..70'"_s;
        QTest::newRow("invalid right keeps left") << ClockRange::between(60, 70) << ClockRange{} << u"60'..70'"_s;
        QTest::newRow("both invalid") << ClockRange{} << ClockRange{} << u"invalid"_s;
        QTest::newRow("added time bounds") << ClockRange{t(2, 88), t(2, 90, 4)}
                                           << ClockRange{t(2, 90, 2), t(3, 95)} << u"90+2'..90+4'"_s;
        QTest::newRow("first half and 40..50") << firstHalf() << ClockRange::between(40, 50) << u"40'..45+'"_s;
    }

    void intersected()
    {
        QFETCH(ClockRange, a);
        QFETCH(ClockRange, b);
        QFETCH(QString, expected);
        QCOMPARE(show(a.intersected(b)), expected);
        QCOMPARE(show(b.intersected(a)), expected); // commutative
    }
};

QTEST_GUILESS_MAIN(TestMatchTime)
#include "tst_matchtime.moc"
