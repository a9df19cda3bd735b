// The viewer's models under QAbstractItemModelTester, and what their roles say.
#include "CandidateListModel.h"
#include "ClaimListModel.h"
#include "DisagreementModel.h"
#include "EventTableModel.h"
#include "ReportListModel.h"
#include "SelectionController.h"
#include "UiFixtures.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace mt;
using namespace mt::ui;

class TestUiModels : public QObject
{
    Q_OBJECT

    AnalysisPtr fixture() { return std::make_shared<const Analysis>(test::fixtureAnalysis()); }

private slots:
    // The report list: a row per report with its language, events and what it could not do;
    // the reports that tell the selected event are marked.
    void reportListModel()
    {
        SelectionController selection;
        ReportListModel model(&selection);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        Analysis a = test::fixtureAnalysis();
        a.sources[1].setAside = QStringLiteral("about another meeting of the same teams");
        a.sources[2].hasLanguagePack = false;
        selection.setAnalysis(std::make_shared<const Analysis>(a));
        QCOMPARE(model.rowCount(), a.sources.size());
        QCOMPARE(model.index(0, ReportListModel::FileColumn).data().toString(), a.sources[0].file);
        QCOMPARE(model.index(0, ReportListModel::EventsColumn).data(ReportListModel::SortRole).toInt(),
            a.sources[0].eventCount);
        QVERIFY(model.index(1, 0).data(ReportListModel::SetAsideRole).toBool());
        QVERIFY(model.index(1, ReportListModel::NoteColumn).data().toString().contains(
            QStringLiteral("another meeting")));
        QVERIFY(!model.index(2, 0).data(ReportListModel::HasLanguagePackRole).toBool());
        QVERIFY(model.index(2, ReportListModel::NoteColumn).data().toString().contains(
            QStringLiteral("No language pack")));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        selection.selectEventIndex(0);
        QVERIFY(changed.count() > 0);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row, 0).data(ReportListModel::TellsCurrentEventRole).toBool(),
                a.events.first().mentionedBy(row));
        selection.setAnalysis(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    // The claims list: what each claim says, who says it, whether the timeline bears it out,
    // and whether another report claims otherwise.
    void claimListModel()
    {
        SelectionController selection;
        ClaimListModel model(&selection);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        Analysis a = test::fixtureAnalysis();
        Claim spell;
        spell.kind = QStringLiteral("duration");
        spell.source = 1;
        spell.text = QStringLiteral("a  nine-minute spell");
        spell.value = 9;
        spell.consistentWithTimeline = false;
        spell.detail = QStringLiteral("12'-44' = 32 minutes");
        Claim count = spell;
        count.kind = QStringLiteral("goal_count");
        count.source = 0;
        count.text = QStringLiteral("his second goal");
        count.consistentWithTimeline.reset();
        count.detail.clear();
        a.claims = {spell, count};
        a.claimDisagreements = {Disagreement {QStringLiteral("duration"),
            {SourceValue {QStringLiteral("9"), {a.sources[1].id}},
                SourceValue {QStringLiteral("10"), {a.sources[2].id}}}}};
        selection.setAnalysis(std::make_shared<const Analysis>(a));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, ClaimListModel::ClaimColumn).data().toString(),
            QStringLiteral("a nine-minute spell"));
        QCOMPARE(model.index(0, ClaimListModel::ReportColumn).data().toString(), a.sources[1].file);
        QCOMPARE(model.index(0, 0).data(ClaimListModel::SourceIndexRole).toInt(), 1);
        QCOMPARE(model.index(0, 0).data(ClaimListModel::ConsistentRole), QVariant(false));
        QVERIFY(model.index(0, 0).data(ClaimListModel::DisputedRole).toBool());
        const QString check = model.index(0, ClaimListModel::CheckColumn).data().toString();
        QVERIFY2(check.contains(QStringLiteral("Does not agree"))
                && check.contains(QStringLiteral("disputed")),
            qPrintable(check));
        QVERIFY(model.index(0, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("32 minutes")));
        QVERIFY(!model.index(1, 0).data(ClaimListModel::ConsistentRole).isValid());
        QVERIFY(!model.index(1, 0).data(ClaimListModel::DisputedRole).toBool());
        QCOMPARE(model.index(1, ClaimListModel::CheckColumn).data().toString(),
            QStringLiteral("Not checked"));
        selection.setAnalysis(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    // The events left out: what each was, when, and why the timeline leaves it out.
    void candidateListModel()
    {
        SelectionController selection;
        CandidateListModel model(&selection);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Analysis a = test::fixtureAnalysis();
        Candidate late {a.events.first(), QStringLiteral("a goal beyond the final score")};
        late.event.id = QStringLiteral("C1");
        late.event.time = MatchTime::at(70);
        late.event.range = ClockRange {late.event.time, late.event.time};
        Candidate undated {a.events.first(), QStringLiteral("only one sentence tells it")};
        undated.event.id = QStringLiteral("C2");
        undated.event.player.clear();
        undated.event.time = {};
        undated.event.range = {};
        undated.event.mentions.clear();
        a.candidates = {undated, late};
        selection.setAnalysis(std::make_shared<const Analysis>(a));
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.index(1, CandidateListModel::EventColumn)
                    .data()
                    .toString()
                    .contains(late.event.player));
        QCOMPARE(model.index(1, CandidateListModel::MinuteColumn).data().toString(),
            QStringLiteral("70'"));
        QCOMPARE(model.index(1, CandidateListModel::ReasonColumn).data().toString(), late.reason);
        QCOMPARE(model.index(1, 0).data(CandidateListModel::SourceIndexRole).toInt(),
            late.event.mentions.first().source);
        QVERIFY(model.index(1, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(a.sources[late.event.mentions.first().source].file));
        QCOMPARE(model.index(0, 0).data(CandidateListModel::SourceIndexRole).toInt(), -1);
        // By minute, an unknown one sorts last.
        QVERIFY(model.index(0, CandidateListModel::MinuteColumn)
                    .data(CandidateListModel::SortRole)
                    .toInt()
            > model.index(1, CandidateListModel::MinuteColumn)
                  .data(CandidateListModel::SortRole)
                  .toInt());
    }

    void eventTableModel()
    {
        EventTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const AnalysisPtr a = fixture();
        model.setAnalysis(a);
        QCOMPARE(model.rowCount(), a->events.size());
        QCOMPARE(model.columnCount(), int(EventTableModel::ColumnCount));
        const QModelIndex first = model.index(0, EventTableModel::TimeColumn);
        QCOMPARE(first.data().toString(), QStringLiteral("12'"));
        QCOMPARE(first.data(EventTableModel::EventIdRole).toString(), QStringLiteral("E1"));
        QCOMPARE(first.data(EventTableModel::HasDisagreementRole).toBool(), true);
        QCOMPARE(first.data(EventTableModel::SourceCountRole).toInt(), 3);
        QCOMPARE(model.index(0, EventTableModel::ScoreColumn).data().toString(),
                 QStringLiteral("1–0"));
        QCOMPARE(model.index(0, EventTableModel::TeamColumn).data().toString(),
                 QStringLiteral("Harbour City"));
        // The range-only card shows its range.
        const int range = a->indexOfEvent(QStringLiteral("E3"));
        QCOMPARE(model.index(range, EventTableModel::TimeColumn).data().toString(),
                 QStringLiteral("1'–45+'"));
        QCOMPARE(model.index(range, EventTableModel::TypeColumn).data(
                     EventTableModel::TypeKeyRole).toString(), QStringLiteral("yellow_card"));
        QVERIFY(!model.index(0, EventTableModel::TypeColumn).data(Qt::DecorationRole).isNull());
        model.setAnalysis(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void proxyFiltersAndSorts()
    {
        EventTableModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(EventTableModel::SortRole);
        proxy.setFilterKeyColumn(-1);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAnalysis(fixture());
        proxy.setFilterFixedString(QStringLiteral("berg"));
        QCOMPARE(proxy.rowCount(), 3); // both of Berg's goals and the save from him
        proxy.setFilterFixedString(QString());
        proxy.sort(EventTableModel::SourcesColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0).data(EventTableModel::SourceCountRole).toInt(), 3);
        proxy.sort(EventTableModel::TimeColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, 0).data(EventTableModel::EventIdRole).toString(),
                 QStringLiteral("E1"));
    }

    void disagreementModel()
    {
        DisagreementModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const AnalysisPtr a = fixture();
        model.setAnalysis(a);
        QCOMPARE(model.rowCount(), a->disagreementCount());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, DisagreementModel::FieldColumn).data().toString(),
                 QStringLiteral("Assist"));
        QCOMPARE(model.index(0, DisagreementModel::ValuesColumn).data().toString(),
                 QStringLiteral("Tom Hale (S1, S2)  ·  Sam Dyer (S3)"));
        QCOMPARE(model.index(2, 0).data(DisagreementModel::EventIdRole).toString(),
                 QStringLiteral("E11"));
        QVERIFY(model.index(0, 2).data(Qt::ToolTipRole).toString().contains(
            QStringLiteral("northvale_avis_nb.txt")));
    }

    void selectionWalksDisagreements()
    {
        SelectionController sel;
        const AnalysisPtr a = fixture();
        sel.setAnalysis(a);
        QSignalSpy spy(&sel, &SelectionController::currentDisagreementChanged);
        QSignalSpy wrapped(&sel, &SelectionController::disagreementWrapped);
        QStringList visited;
        for (int i = 0; i < 5; ++i) {
            sel.nextDisagreement();
            visited << sel.currentEventId();
        }
        // Past the last one the walk starts again at the first.
        QCOMPARE(visited,
            (QStringList {QStringLiteral("E1"), QStringLiteral("E5"), QStringLiteral("E11"),
                QStringLiteral("E1"), QStringLiteral("E5")}));
        QCOMPARE(wrapped.count(), 1);
        QCOMPARE(wrapped.first().first().toBool(), true);
        QCOMPARE(sel.currentDisagreement(), 1);
        sel.previousDisagreement();
        QCOMPARE(sel.currentEventId(), QStringLiteral("E1"));
        sel.previousDisagreement(); // before the first: the last
        QCOMPARE(sel.currentDisagreement(), 2);
        QCOMPARE(wrapped.count(), 2);
        QCOMPARE(wrapped.last().first().toBool(), false);
        sel.previousDisagreement();
        QCOMPARE(sel.currentEventId(), QStringLiteral("E5"));
        // From an event without disagreements, Ctrl+Down goes to the next one after it.
        sel.selectEvent(QStringLiteral("E7"));
        QCOMPARE(sel.currentDisagreement(), -1);
        sel.nextDisagreement();
        QCOMPARE(sel.currentEventId(), QStringLiteral("E11"));
        sel.selectEvent(QStringLiteral("E7"));
        sel.previousDisagreement();
        QCOMPARE(sel.currentEventId(), QStringLiteral("E5"));
        // From an event after the last disagreement, Ctrl+Down wraps to the first.
        Analysis longer = *a;
        Event after = longer.events.last();
        after.id = QStringLiteral("E99");
        after.disagreements.clear();
        longer.events.append(after);
        sel.setAnalysis(std::make_shared<const Analysis>(longer));
        sel.selectEvent(QStringLiteral("E99"));
        sel.nextDisagreement();
        QCOMPARE(sel.currentEventId(), QStringLiteral("E1"));
        QCOMPARE(wrapped.count(), 3);
    }

    void selectionWalksEvents()
    {
        SelectionController sel;
        sel.setAnalysis(fixture());
        sel.nextEvent();
        QCOMPARE(sel.currentEventIndex(), 0);
        sel.previousEvent();
        QCOMPARE(sel.currentEventIndex(), 0); // stays at the first
        for (int i = 0; i < 20; ++i)
            sel.nextEvent();
        QCOMPARE(sel.currentEventIndex(), sel.analysis()->events.size() - 1);
        sel.setAnalysis(nullptr);
        QCOMPARE(sel.currentEventIndex(), -1);
        sel.nextEvent(); // no crash without an analysis
    }
};

QTEST_GUILESS_MAIN(TestUiModels)
#include "tst_uimodels.moc"
