// Duration claims on the chart: "four goals in nine minutes" is a bracket over the run of goals
// it is about, under the minute axis (never over an icon, a label or the title), one per run with
// every value claimed, in the warning colour where reports differ or the timeline does not bear it
// out.
#include "ClaimSpans.h"
#include "TimelineChartView.h"
#include "UiFixtures.h"

#include <QtTest>

using namespace mt;
using namespace mt::ui;
using namespace Qt::StringLiterals;

namespace {
Claim spell(int source, int value, int from, int to, bool consistent)
{
    Claim c;
    c.kind = u"duration"_s;
    c.source = source;
    c.text = u"%1 minutes of goals"_s.arg(value);
    c.value = value;
    c.consistentWithTimeline = consistent;
    c.spell = ClockRange {MatchTime::at(from), MatchTime::at(to)};
    return c;
}
} // namespace

class TestClaimSpans : public QObject
{
    Q_OBJECT

private slots:
    void claimsAboutOneRunShareABracket()
    {
        Analysis a = test::fixtureAnalysis();
        a.claims
            = {spell(0, 32, 12, 44, true), spell(2, 33, 12, 44, true), spell(1, 20, 60, 80, false)};
        Claim count;
        count.kind = u"goal_count"_s;
        a.claims.append(count); // not about a spell
        const ClaimSpans spans = ClaimSpans::of(a);
        QCOMPARE(spans.spans().size(), 2);
        QCOMPARE(ClaimSpans::label(spans.spans()[0]), u"32 or 33 min"_s);
        QVERIFY(spans.spans()[0].doubted); // two values
        QCOMPARE(ClaimSpans::label(spans.spans()[1]), u"20 min"_s);
        QVERIFY(spans.spans()[1].doubted); // the timeline does not bear it out
        QCOMPARE(spans.rows(), 1); // far enough apart to share a row
        QVERIFY(ClaimSpans::toolTip(a, spans.spans()[0]).contains(u"S3"_s));

        a.claims = {spell(0, 32, 12, 44, true), spell(1, 9, 40, 49, true)};
        QCOMPARE(ClaimSpans::of(a).rows(), 2); // overlapping runs stack
    }

    void bracketsStandUnderTheAxis()
    {
        Analysis a = test::fixtureAnalysis();
        a.claims = {spell(0, 32, 12, 44, true), spell(1, 9, 40, 49, true)};
        TimelineChartView view;
        view.resize(1200, 420);
        view.setAnalysis(std::make_shared<const Analysis>(a));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.updateLayoutNow();
        const QList<QRectF> rects = view.claimSpanRects();
        QCOMPARE(rects.size(), 2);
        const double x12 = view.eventRect(0).left(); // E1, 12'
        for (const QRectF &r : rects) {
            QVERIFY(QRectF(view.viewport()->rect()).contains(r));
            for (int i = 0; i < a.events.size(); ++i) {
                const QRectF e = view.eventRect(i);
                QVERIFY2(e.isEmpty() || !r.intersects(e), qPrintable(a.events[i].id));
            }
        }
        QVERIFY(std::abs(rects[0].left() - x12) < 20); // the bracket starts at the run's start
        QVERIFY(!rects[0].intersects(rects[1]));
    }
};

QTEST_MAIN(TestClaimSpans)
#include "tst_claimspans.moc"
