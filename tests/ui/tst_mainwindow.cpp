// The real main window, driven offscreen: drops, the menu's open path, clicking the chart,
// pane highlights, keyboard walks, bad files, exports.
#include "AnalysisRunner.h"
#include "CoreBridge.h"
#include "DisagreementModel.h"
#include "EventTableModel.h"
#include "EventText.h"
#include "InfoBar.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "ReportListModel.h"
#include "SourcePane.h"
#include "SourcePanesView.h"
#include "TestSettings.h"
#include "TimelineChartView.h"
#include "UiFixtures.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QXmlStreamReader>

#include <thread>

using namespace mt;
using namespace mt::ui;

namespace {

// Stands in for the engine when it is not linked: a file holding NUL bytes is refused, the
// others become the fixture's reports (at most three). With the engine, tests use it.
Analysis fakeAnalyze(const QStringList &paths, const Analyzer::Progress &progress)
{
    Analysis fixture = test::fixtureAnalysis();
    QStringList good;
    QList<Warning> warnings;
    for (int i = 0; i < paths.size(); ++i) {
        if (progress && !progress(i + 1, int(paths.size()), paths[i]))
            break;
        QFile f(paths[i]);
        if (!f.open(QIODevice::ReadOnly)) {
            warnings.append({-1, QFileInfo(paths[i]).fileName(), QStringLiteral("cannot read")});
            continue;
        }
        if (f.readAll().contains('\0'))
            warnings.append({-1, QFileInfo(paths[i]).fileName(),
                             QStringLiteral("binary file, not a text report")});
        else
            good << paths[i];
    }
    Analysis a;
    a.warnings = warnings;
    if (good.isEmpty())
        return a;
    const int keep = std::min(int(good.size()), int(fixture.sources.size()));
    a.match = fixture.match;
    for (int i = 0; i < keep; ++i) {
        Source s = fixture.sources[i];
        s.path = good[i];
        s.file = QFileInfo(good[i]).fileName();
        a.sources.append(s);
    }
    for (Event e : std::as_const(fixture.events)) {
        QList<Mention> kept;
        for (const Mention &m : std::as_const(e.mentions)) {
            if (m.source < keep)
                kept.append(m);
        }
        if (kept.isEmpty())
            continue;
        e.mentions = kept;
        a.events.append(e);
    }
    return a;
}

bool useEngine()
{
    return CoreBridge::hasAnalyzer() && qEnvironmentVariableIsEmpty("MT_UI_FAKE_ENGINE");
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Three short invented reports the real engine can read, too.
QStringList writeReports(const QString &dir)
{
    const QList<QPair<QString, QByteArray>> files = {
        {QStringLiteral("a_wire_en.txt"),
         "Harbour City 3-2 Northvale\nOla Berg opened the scoring in the 12th minute, set up by "
         "Tom Hale.\nIan Moss levelled with a header on 44 minutes.\n"},
        {QStringLiteral("b_avis_nb.txt"),
         "Harbour City - Northvale 3-2\nOla Berg scoret i det 12. minutt etter pasning fra Tom "
         "Hale.\nIan Moss utlignet med hodet i det 43. minutt.\n"},
        {QStringLiteral("c_blog_en.md"),
         "# City edge Northvale\n\nBerg struck first (12), from a Sam Dyer pass.\n"},
    };
    QStringList out;
    for (const auto &[name, bytes] : files) {
        writeFile(dir + u'/' + name, bytes);
        out << dir + u'/' + name;
    }
    return out;
}

void dropFiles(QWidget *target, const QStringList &paths)
{
    auto *mime = new QMimeData;
    QList<QUrl> urls;
    for (const QString &p : paths)
        urls << QUrl::fromLocalFile(p);
    mime->setUrls(urls);
    const QPointF pos = QRectF(target->rect()).center();
    QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(pos, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    QVERIFY(drop.isAccepted());
    delete mime;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *makeWindow()
    {
        m_window = std::make_unique<MainWindow>();
        if (!useEngine())
            m_window->runner()->setFunction(fakeAnalyze);
        m_window->resize(1400, 900);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return nullptr;
        m_window->activateWindow();
        QTest::qWaitForWindowActive(m_window.get());
        return m_window.get();
    }

    static bool waitShown(MainWindow *w, QSignalSpy &spy)
    {
        return spy.count() > 0 || spy.wait(60000);
    }

    void showFixture(MainWindow *w)
    {
        w->showAnalysis(test::fixtureAnalysis());
        w->chartView()->updateLayoutNow();
    }

private slots:
    void initTestCase()
    {
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_mainwindow"));
        if (!useEngine())
            qInfo("The analysis engine is not linked: loading tests use a stand-in.");
    }

    void cleanup()
    {
        if (m_window)
            m_window->runner()->waitForFinished();
        m_window.reset();
    }

    // Claims beside the disagreements, the events left out only when asked for; a row of
    // either brings its report's pane into view.
    void claimsAndLeftOutDocks()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        Analysis a = test::fixtureAnalysis();
        Claim spell;
        spell.kind = QStringLiteral("duration");
        spell.source = 2;
        spell.text = QStringLiteral("a nine-minute spell");
        a.claims = {spell};
        a.candidates
            = {Candidate {a.events.first(), QStringLiteral("a goal beyond the final score")}};
        w->showAnalysis(a);
        QVERIFY(w->claimsDock() && w->leftOutDock());
        QVERIFY(!w->leftOutDock()->isVisible());
        QVERIFY(w->claimsDock()->windowTitle().contains(u'1'));
        QCOMPARE(w->claimTable()->model()->rowCount(), 1);
        QCOMPARE(w->leftOutTable()->model()->rowCount(), 1);
        w->leftOutDock()->toggleViewAction()->trigger();
        QVERIFY(w->leftOutDock()->isVisible());
        emit w->claimTable()->clicked(w->claimTable()->model()->index(0, 0));
        QCOMPARE(w->panesView()->currentSource(), 2);
        const int told = a.events.first().mentions.first().source;
        emit w->leftOutTable()->clicked(w->leftOutTable()->model()->index(0, 0));
        QCOMPARE(w->panesView()->currentSource(), told);
        w->showAnalysis(test::fixtureAnalysis());
        QCOMPARE(w->claimTable()->model()->rowCount(), 0);
    }

    void dropLoadsFilesOnce()
    {
        QTemporaryDir dir;
        const QStringList files = writeReports(dir.path());
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QSignalSpy shown(w, &MainWindow::analysisShown);
        dropFiles(w, files);
        QVERIFY(waitShown(w, shown));
        QCOMPARE(w->loadedFiles().size(), 3);
        QCOMPARE(w->panesView()->panes().size(), w->analysis()->sources.size());
        QVERIFY(w->analysis()->sources.size() >= 1);

        // The same files again: nothing new to analyse.
        shown.clear();
        dropFiles(w, files);
        QVERIFY(!w->isAnalysing());
        QCOMPARE(w->loadedFiles().size(), 3);
    }

    void menuOpenPathAddsToTheSet()
    {
        QTemporaryDir dir;
        const QStringList files = writeReports(dir.path());
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QSignalSpy shown(w, &MainWindow::analysisShown);
        w->openFiles({files[0]}); // what File > Open Reports… calls with the dialog's choice
        QVERIFY(waitShown(w, shown));
        QCOMPARE(w->loadedFiles().size(), 1);
        shown.clear();
        w->openFiles({dir.path()}); // a folder: the rest of its reports join
        QVERIFY(waitShown(w, shown));
        QCOMPARE(w->loadedFiles().size(), 3);
        QCOMPARE(w->panesView()->panes().size(), w->analysis()->sources.size());

        QMenu recentMenu;
        const RecentFiles recent(&recentMenu);
        QVERIFY(recent.entries().contains(QStringList {QFileInfo(dir.path()).absoluteFilePath()}));
        QVERIFY(recent.entries().contains(QStringList {QFileInfo(files[0]).absoluteFilePath()}));

        // Close Report re-analyses the rest.
        shown.clear();
        w->closeReport(0);
        QVERIFY(waitShown(w, shown));
        QCOMPARE(w->loadedFiles().size(), 2);
        w->closeAll();
        QCOMPARE(w->loadedFiles().size(), 0);
        QCOMPARE(w->panesView()->panes().size(), 0);
    }

    // Open Recent and the sample: with nothing loaded they just open (no question); with
    // reports loaded the answer decides whether the set joins them or replaces them.
    void addOrReplaceTheOpenReports()
    {
        QTemporaryDir dir;
        const QStringList files = writeReports(dir.path());
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QCOMPARE(w->askAddOrReplace(), MainWindow::LoadChoice::Add);
        QCOMPARE(QApplication::activeModalWidget(), nullptr);
        QSignalSpy shown(w, &MainWindow::analysisShown);
        w->openFiles({files[0]});
        QVERIFY(waitShown(w, shown));

        w->openFiles({files[1]}, MainWindow::LoadChoice::Cancel);
        QVERIFY(!w->isAnalysing());
        QCOMPARE(w->loadedFiles().size(), 1);

        shown.clear();
        w->openFiles({files[1], files[2]}, MainWindow::LoadChoice::Add);
        QVERIFY(waitShown(w, shown));
        QCOMPARE(w->loadedFiles().size(), 3);

        shown.clear();
        w->openFiles({files[2]}, MainWindow::LoadChoice::Replace);
        QVERIFY(waitShown(w, shown));
        QCOMPARE(w->loadedFiles(), QStringList {QFileInfo(files[2]).canonicalFilePath()});

        // The sample joins the open report, or takes its place.
        shown.clear();
        w->openSampleMatch(MainWindow::LoadChoice::Add);
        QVERIFY(waitShown(w, shown));
        QVERIFY(w->loadedFiles().contains(QFileInfo(files[2]).canonicalFilePath()));
        const qsizetype withSample = w->loadedFiles().size();
        QVERIFY(withSample > 1);
        shown.clear();
        w->openSampleMatch(MainWindow::LoadChoice::Replace);
        QVERIFY(waitShown(w, shown));
        QVERIFY(!w->loadedFiles().contains(QFileInfo(files[2]).canonicalFilePath()));
        QCOMPARE(w->loadedFiles().size(), withSample - 1);
    }

    void binaryFileIsNamedWhileTheGoodOneLoads()
    {
        QTemporaryDir dir;
        const QStringList files = writeReports(dir.path());
        const QString binary = dir.path() + u"/photo.txt";
        QByteArray bytes;
        for (int i = 0; i < 4096; ++i)
            bytes.append(char(i * 7 % 256));
        writeFile(binary, bytes);
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QSignalSpy shown(w, &MainWindow::analysisShown);
        dropFiles(w, {binary, files[0]});
        QVERIFY(waitShown(w, shown));
        // Told in the info bar above the timeline, never in a box in the way.
        InfoBar *bar = w->infoBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(QApplication::activeModalWidget(), nullptr);
        QCOMPARE(w->findChildren<QDialog *>().size(), 0);
        QCOMPARE(bar->kind(), InfoBar::Kind::Warning);
        QVERIFY2(bar->text().contains(QStringLiteral("photo.txt")), qPrintable(bar->text()));
        QVERIFY(!bar->text().contains(QStringLiteral("a_wire_en.txt")));
        QVERIFY(bar->geometry().bottom() <= w->chartView()->mapTo(w, QPoint(0, 0)).y());
        QCOMPARE(w->analysis()->sources.size(), 1);
        QCOMPARE(w->analysis()->sources[0].file, QStringLiteral("a_wire_en.txt"));
        QCOMPARE(w->loadedFiles(), QStringList{QFileInfo(files[0]).canonicalFilePath()});
    }

    // Missing and binary files: the bar names each with its reason; Close hides it; the next
    // load replaces the message; many problems go behind Show Details.
    void infoBarTellsFileProblemsWithoutADialog()
    {
        QTemporaryDir dir;
        const QStringList files = writeReports(dir.path());
        const QString binary = dir.path() + u"/scan.txt";
        writeFile(binary, QByteArray(2048, '\0'));
        const QString missing = dir.path() + u"/gone.txt";
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QSignalSpy shown(w, &MainWindow::analysisShown);
        w->openFiles({files[0], binary, missing});
        QVERIFY(waitShown(w, shown));
        InfoBar *bar = w->infoBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(QApplication::activeModalWidget(), nullptr);
        QVERIFY2(bar->text().contains(QStringLiteral("scan.txt")), qPrintable(bar->text()));
        QVERIFY2(bar->text().contains(QStringLiteral("gone.txt")), qPrintable(bar->text()));
        QVERIFY(bar->details().isEmpty());
        QVERIFY(!bar->detailsButton()->isVisible());

        QSignalSpy dismissed(bar, &InfoBar::dismissed);
        QTest::mouseClick(bar->closeButton(), Qt::LeftButton);
        QVERIFY(!bar->isVisible());
        QCOMPARE(dismissed.count(), 1);

        // A new load without problems leaves no message; one with problems shows only its own.
        shown.clear();
        w->openFiles({files[1]});
        QVERIFY(waitShown(w, shown));
        QVERIFY(!bar->isVisible());
        QStringList bad;
        for (int i = 0; i < 5; ++i) {
            bad << dir.filePath(QStringLiteral("bin%1.txt").arg(i));
            writeFile(bad.last(), QByteArray(512, '\0'));
        }
        shown.clear();
        w->openFiles(bad);
        QVERIFY(waitShown(w, shown));
        QVERIFY(bar->isVisible());
        QVERIFY(!bar->text().contains(QStringLiteral("scan.txt")));
        QCOMPARE(bar->details().size(), 5);
        QVERIFY(bar->details().join(u'\n').contains(QStringLiteral("bin4.txt")));
        QVERIFY(bar->detailsButton()->isVisible());
        QVERIFY(!bar->detailsShown());
        QTest::mouseClick(bar->detailsButton(), Qt::LeftButton);
        QVERIFY(bar->detailsShown());
        QCOMPARE(QApplication::activeModalWidget(), nullptr);
    }

    void clickOnChartSelectsAndHighlights()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        showFixture(w);
        const AnalysisPtr a = w->analysis();
        TimelineChartView *chart = w->chartView();
        const int target = a->indexOfEvent(QStringLiteral("E1")); // the 12' goal
        const QPoint pos = chart->eventViewportPosition(target);
        QVERIFY(!pos.isNull());
        QVERIFY(chart->viewport()->rect().contains(pos));
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(w->selection()->currentEventIndex(), target);

        const Event &e = a->events[target];
        for (SourcePane *pane : w->panesView()->panes()) {
            QList<Span> expected;
            for (const Mention &m : e.mentions) {
                if (m.source == pane->sourceIndex())
                    expected.append(m.span);
            }
            const QList<Span> got = pane->highlightedSpans(SourcePane::HighlightKind::Mention);
            QCOMPARE(got.size(), expected.size());
            for (int i = 0; i < got.size(); ++i) {
                QCOMPARE(got[i].start, expected[i].start);
                QCOMPARE(got[i].end, expected[i].end);
            }
            // The disputed assist in a second colour.
            const QList<Span> disputed = pane->highlightedSpans(SourcePane::HighlightKind::Disputed);
            QCOMPARE(disputed.size(), 1);
            const QString word = pane->textView()->toPlainText().mid(
                disputed[0].start, disputed[0].end - disputed[0].start);
            QVERIFY2(word == u"Tom Hale" || word == u"Sam Dyer", qPrintable(word));
            QVERIFY(!pane->showsNoMentionNote());
        }
        // The table follows.
        const QModelIndex current = w->eventTable()->currentIndex();
        QCOMPARE(current.data(EventTableModel::EventIdRole).toString(), QStringLiteral("E1"));

        // An event only one report mentions: the other panes say so.
        w->selection()->selectEvent(QStringLiteral("E10"));
        int notes = 0;
        for (SourcePane *pane : w->panesView()->panes())
            notes += pane->showsNoMentionNote() ? 1 : 0;
        QCOMPARE(notes, 2);
    }

    void seedsClickTheFiftySixthMinuteGoal()
    {
        const QString seeds = QStringLiteral(MT_SEEDS_DIR);
        if (!QFileInfo(seeds).isDir())
            QSKIP("../shared/seeds is not there: the seed reports live beside the repository");
        if (!useEngine())
            QSKIP("The analysis engine is not linked");
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QSignalSpy shown(w, &MainWindow::analysisShown);
        dropFiles(w, {seeds});
        QVERIFY(waitShown(w, shown));
        const AnalysisPtr a = w->analysis();
        QCOMPARE(a->sources.size(), 3);
        QCOMPARE(w->panesView()->panes().size(), 3);
        int goal = -1;
        for (int i = 0; i < a->events.size(); ++i) {
            const Event &e = a->events[i];
            if (e.type == EventType::Goal && e.time.minute == 56 && e.time.stoppage == 0)
                goal = i;
        }
        QVERIFY2(goal >= 0, "the engine found no 56' goal");
        w->chartView()->updateLayoutNow();
        const QPoint pos = w->chartView()->eventViewportPosition(goal);
        QVERIFY(w->chartView()->viewport()->rect().contains(pos));
        // Another icon may share the pixel only if the layout failed: the click must hit ours.
        QCOMPARE(w->chartView()->eventAtViewportPosition(pos), goal);
        QTest::mouseClick(w->chartView()->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(w->selection()->currentEventIndex(), goal);
        const Event &e = a->events[goal];
        for (SourcePane *pane : w->panesView()->panes()) {
            QList<Span> expected;
            for (const Mention &m : e.mentions) {
                const bool dup = std::any_of(expected.begin(), expected.end(), [&](const Span &s) {
                    return s.start == m.span.start && s.end == m.span.end;
                });
                if (m.source == pane->sourceIndex() && m.span.isValid() && !dup)
                    expected.append(m.span);
            }
            std::sort(expected.begin(), expected.end(),
                      [](const Span &x, const Span &y) { return x.start < y.start; });
            const QList<Span> got = pane->highlightedSpans(SourcePane::HighlightKind::Mention);
            QCOMPARE(got.size(), expected.size());
            for (int i = 0; i < got.size(); ++i) {
                QCOMPARE(got[i].start, expected[i].start);
                QCOMPARE(got[i].end, expected[i].end);
            }
            QCOMPARE(pane->showsNoMentionNote(), expected.isEmpty());
        }
    }

    void stackedEventsNeverOverlap()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        showFixture(w);
        TimelineChartView *chart = w->chartView();
        const AnalysisPtr a = w->analysis();
        // E1 (goal) and E2 (card) share the 12th minute and the home lane.
        QCOMPARE(chart->stackLevel(0), 0);
        QCOMPARE(chart->stackLevel(1), 1);
        for (int i = 0; i < a->events.size(); ++i) {
            for (int j = i + 1; j < a->events.size(); ++j) {
                const QRectF r1 = chart->eventRect(i);
                const QRectF r2 = chart->eventRect(j);
                QVERIFY2(!r1.intersects(r2), qPrintable(a->events[i].id + u" / " + a->events[j].id));
            }
        }
        // Zoomed in, the same holds and the events stay clickable.
        chart->zoomTo(5, 20);
        chart->updateLayoutNow();
        QVERIFY(chart->isZoomed());
        const QPoint pos = chart->eventViewportPosition(1);
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(w->selection()->currentEventIndex(), 1);
        chart->setFocus();
        QTest::keyClick(chart, Qt::Key_Home);
        QVERIFY(!chart->isZoomed());
    }

    // Each icon carries "56' Nasri" (and a goal its score); the rows make room for the labels,
    // so no label overlaps an icon or another label, at full width and zoomed.
    void labelsNeverOverlap()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        w->resize(1366, 768);
        showFixture(w);
        TimelineChartView *chart = w->chartView();
        const AnalysisPtr a = w->analysis();
        QCOMPARE(EventText::chartLabel(a->events.at(0)), u"12' Berg"_qs);
        const double iconOnly = chart->eventRect(0).width();
        QVERIFY2(iconOnly > 40, "the label's room is part of the event's rectangle");
        for (const auto &[lo, hi] : {std::pair {-2.0, 110.0}, std::pair {0.0, 30.0}}) {
            chart->zoomTo(lo, hi);
            chart->updateLayoutNow();
            for (int i = 0; i < a->events.size(); ++i) {
                for (int j = i + 1; j < a->events.size(); ++j) {
                    const QRectF r1 = chart->eventRect(i), r2 = chart->eventRect(j);
                    QVERIFY2(!r1.intersects(r2),
                        qPrintable(a->events[i].id + u" / "_qs + a->events[j].id));
                }
            }
        }
    }

    // At 1366 px the event table shows Time, Event, Player, Team, Score, Sources and
    // Disagreements without scrolling; Details comes last and takes the rest.
    void eventTableFitsALaptop()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        w->fitTo(QRect(0, 0, 1366, 728)); // a 1366x768 screen less a 40 px panel
        QTest::qWait(50);
        showFixture(w);
        QTest::qWait(20); // the header lays its sections out when events are processed
        QTableView *table = w->eventTable();
        QHeaderView *header = table->horizontalHeader();
        QCOMPARE(header->visualIndex(EventTableModel::DetailsColumn),
            EventTableModel::ColumnCount - 1);
        const int room = table->viewport()->width();
        for (int c = 0; c < EventTableModel::ColumnCount; ++c) {
            if (c == EventTableModel::DetailsColumn)
                continue;
            const int right = header->sectionViewportPosition(c) + header->sectionSize(c);
            QVERIFY2(right <= room,
                qPrintable(u"column %1 ends at %2 of %3"_qs.arg(c).arg(right).arg(room)));
            QVERIFY(header->sectionSize(c) > 0);
        }
        QVERIFY2(table->horizontalScrollBar()->maximum() == 0,
            qPrintable(u"%1 of %2: %3 %4 %5 %6 %7 %8 %9"_qs.arg(header->length()).arg(room).arg(header->sectionSize(0)).arg(header->sectionSize(1)).arg(header->sectionSize(2)).arg(header->sectionSize(3)).arg(header->sectionSize(5)).arg(header->sectionSize(6)).arg(header->sectionSize(7))));
    }

    // The Reports dock on a laptop shows each report's file name and language whole (the
    // Notes column takes the rest), not "harbour_wire_e…" beside an empty Notes column; also
    // in bold, where a report tells the selected event.
    void reportListShowsWholeNames()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        w->fitTo(QRect(0, 0, 1366, 728));
        QTest::qWait(50);
        showFixture(w);
        w->selection()->selectEvent(QStringLiteral("E1"));
        QTableView *table = w->reportTable();
        for (int c : {int(ReportListModel::FileColumn), int(ReportListModel::LanguageColumn)}) {
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                const QModelIndex cell = table->model()->index(r, c);
                const QString text = cell.data().toString();
                const QFontMetrics fm(
                    cell.data(Qt::FontRole).value<QFont>().resolve(table->font()));
                QVERIFY2(table->columnWidth(c) > fm.horizontalAdvance(text),
                    qPrintable(u"%1: %2 px for %3 px"_qs.arg(text)
                                   .arg(table->columnWidth(c))
                                   .arg(fm.horizontalAdvance(text))));
            }
        }
    }

    // An event no report dates sits in its own strip after the match, not across it; the title
    // says when the goals drawn do not make the final score.
    void undatedEventsHaveTheirStrip()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        Analysis a = test::fixtureAnalysis();
        Event undated = a.events.at(1);
        undated.id = u"E99"_qs;
        undated.time = {};
        undated.range = {};
        a.events.append(undated);
        a.match.finalScore = Score {4, 2};
        w->showAnalysis(a);
        TimelineChartView *chart = w->chartView();
        chart->updateLayoutNow();
        QVERIFY(chart->hasUnknownTimeStrip());
        const int last = int(a.events.size()) - 1;
        const QRectF r = chart->eventRect(last);
        QVERIFY(!r.isNull());
        QVERIFY2(chart->scale().end() < chart->unknownTimeX(), "the strip is after the match");
        QVERIFY(chart->eventViewportPosition(last).x()
            > chart->eventViewportPosition(last - 1).x());
        QCOMPARE(EventText::chartLabel(undated), u"Hale"_qs);
        QVERIFY2(chart->titleText().contains(u"3–2"_qs), qPrintable(chart->titleText()));
        showFixture(w);
        QVERIFY(!chart->hasUnknownTimeStrip());
        QVERIFY2(!chart->titleText().contains(u"goals"_qs), qPrintable(chart->titleText()));
    }

    void keyboardWalks()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        showFixture(w);
        const AnalysisPtr a = w->analysis();
        const int total = a->disagreementCount();
        QVERIFY(total >= 2);
        QTreeView *list = w->disagreementView();
        QAbstractItemModelTester tester(list->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        w->chartView()->setFocus(); // (focusing the table would make its first row current)
        for (int i = 0; i < total; ++i) {
            QTest::keyClick(w, Qt::Key_Down, Qt::ControlModifier);
            QCOMPARE(w->selection()->currentDisagreement(), i);
            QCOMPARE(list->currentIndex().row(), i);
            const QString id = list->currentIndex().data(DisagreementModel::EventIdRole).toString();
            QCOMPARE(w->selection()->currentEventId(), id);
            QVERIFY(a->events[w->selection()->currentEventIndex()].hasDisagreement());
        }
        // Past the last one: the first again, and the status bar says so; Ctrl+Up back.
        QSignalSpy wrapped(w->selection(), &SelectionController::disagreementWrapped);
        QVERIFY(w->statusBar()->currentMessage().isEmpty()
            || !w->statusBar()->currentMessage().contains(QStringLiteral("first")));
        QTest::keyClick(w, Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(w->selection()->currentDisagreement(), 0);
        QCOMPARE(list->currentIndex().row(), 0);
        QCOMPARE(wrapped.count(), 1);
        QCOMPARE(wrapped.first().first().toBool(), true);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("back to the first")),
            qPrintable(w->statusBar()->currentMessage()));
        QTest::keyClick(w, Qt::Key_Up, Qt::ControlModifier); // and before the first: the last
        QCOMPARE(w->selection()->currentDisagreement(), total - 1);
        QCOMPARE(wrapped.count(), 2);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("on to the last")),
            qPrintable(w->statusBar()->currentMessage()));
        QTest::keyClick(w, Qt::Key_Up, Qt::ControlModifier); // an ordinary step: no message
        QCOMPARE(w->selection()->currentDisagreement(), total - 2);
        QCOMPARE(wrapped.count(), 2);
        QVERIFY(!w->statusBar()->currentMessage().contains(QStringLiteral("disagreement:")));

        // From an event after the last disagreement, Ctrl+Down wraps to the first as well.
        const auto [lastEvent, field] = w->selection()->disagreementAt(total - 1);
        Q_UNUSED(field);
        if (lastEvent + 1 < a->events.size() && !a->events[lastEvent + 1].hasDisagreement()) {
            w->selection()->selectEventIndex(lastEvent + 1);
            QTest::keyClick(w, Qt::Key_Down, Qt::ControlModifier);
            QCOMPARE(w->selection()->currentDisagreement(), 0);
            QCOMPARE(wrapped.count(), 3);
        }

        // Alt+Right / Alt+Left walk events; plain Left / Right do it on the chart.
        w->selection()->selectEventIndex(0);
        QTest::keyClick(w, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(w->selection()->currentEventIndex(), 1);
        QTest::keyClick(w, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(w->selection()->currentEventIndex(), 0);
        w->chartView()->setFocus();
        QTest::keyClick(w->chartView(), Qt::Key_Right);
        QTest::keyClick(w->chartView(), Qt::Key_Right);
        QCOMPARE(w->selection()->currentEventIndex(), 2);
        QTest::keyClick(w->chartView(), Qt::Key_Left);
        QCOMPARE(w->selection()->currentEventIndex(), 1);
    }

    void tableAndFilterDriveTheSelection()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        showFixture(w);
        QAbstractItemModelTester tester(w->eventTable()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        w->eventFilter()->setText(QStringLiteral("Reed"));
        QCOMPARE(w->eventProxy()->rowCount(), 2);
        const QModelIndex second = w->eventProxy()->index(1, 0);
        w->eventTable()->setCurrentIndex(second);
        QCOMPARE(w->selection()->currentEventId(),
                 second.data(EventTableModel::EventIdRole).toString());
        // Clicking a disagreement row selects its event.
        w->eventFilter()->clear();
        const QModelIndex row = w->disagreementView()->model()->index(1, 0);
        QTest::mouseClick(w->disagreementView()->viewport(), Qt::LeftButton, {},
                          w->disagreementView()->visualRect(row).center());
        QCOMPARE(w->selection()->currentEventId(), QStringLiteral("E5"));
    }

    void exportsProduceValidFiles()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        showFixture(w);
        QTemporaryDir dir;
        QString error;

        const QString png = dir.filePath(QStringLiteral("t.png"));
        QVERIFY2(w->exportTimelineTo(png, &error), qPrintable(error));
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 800);

        const QString svg = dir.filePath(QStringLiteral("t.svg"));
        QVERIFY2(w->exportTimelineTo(svg, &error), qPrintable(error));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svgFile);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name(), QStringLiteral("svg"));
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));

        const QString pdf = dir.filePath(QStringLiteral("t.pdf"));
        QVERIFY2(w->exportTimelineTo(pdf, &error), qPrintable(error));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");

        const QString csv = dir.filePath(QStringLiteral("t.csv"));
        QVERIFY2(w->exportCsvTo(csv, &error), qPrintable(error));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csvFile.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), w->analysis()->events.size() + 1);
        QVERIFY(lines[0].startsWith("id,time,"));

        QVERIFY(!w->exportTimelineTo(dir.filePath(QStringLiteral("t.gif")), &error));
        QVERIFY(error.contains(QStringLiteral("gif")));

        if (CoreBridge::toJson(*w->analysis()).isEmpty())
            QSKIP("The JSON writer is not linked yet");
        const QString json = dir.filePath(QStringLiteral("t.json"));
        QVERIFY2(w->exportJsonTo(json, &error), qPrintable(error));
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        QVERIFY(jsonFile.readAll().contains("matchtimeline/1"));
    }

    void slowAnalysisShowsProgressAndCancels()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QTemporaryDir dir;
        const QStringList files = writeReports(dir.path());
        w->runner()->setFunction([](const QStringList &paths, const Analyzer::Progress &progress) {
            for (int i = 0; i < 40; ++i) {
                std::this_thread::sleep_for(std::chrono::milliseconds(25));
                if (progress && !progress(i, 40, paths.value(0)))
                    return Analysis{};
            }
            return fakeAnalyze(paths, {});
        });
        w->openFiles(files);
        QVERIFY(w->isAnalysing());
        auto *bar = w->findChild<QProgressBar *>();
        QVERIFY(bar);
        QVERIFY(!bar->isVisible()); // not before 0.3 s
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 2000);
        // The window keeps handling events meanwhile.
        QTest::keyClick(w, Qt::Key_Right, Qt::AltModifier);
        w->runner()->cancel();
        QVERIFY(!bar->isVisible());
        QCOMPARE(w->loadedFiles().size(), 0); // back to what was shown
    }

    // A desk's folder of 5,000 reports: panes are made for a few of them only, the rest are in
    // the report list, and any one of them comes into view from there. (Once 95 s of a frozen
    // window building 5,000 panes, then a blank pane area: the summed widths overflowed.)
    void fiveThousandReportsMakeFewPanes()
    {
        QTemporaryDir dir;
        const QStringList three = writeReports(dir.path());
        QFile first(three.first());
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray text = first.readAll();
        for (int i = 0; i < 5000; ++i)
            writeFile(dir.filePath(QStringLiteral("bulk_%1.txt").arg(i, 4, 10, QChar(u'0'))), text);
        static QStringList warnings;
        warnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(
            [](QtMsgType, const QMessageLogContext &, const QString &msg) { warnings << msg; });
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QSignalSpy shown(w, &MainWindow::analysisShown);
        w->openFiles({dir.path()});
        QVERIFY(shown.wait(240000));
        qInstallMessageHandler(previous);
        QCOMPARE(w->analysis()->sources.size(), 5003);
        QVERIFY(w->panesView()->panes().size() <= SourcePanesView::MaxPanes);
        QVERIFY(!w->panesView()->panes().isEmpty());
        QVERIFY2(w->panesView()->shownLine()->text().contains(QStringLiteral("5003"))
                || w->panesView()->shownLine()->text().contains(QStringLiteral("5,003")),
            qPrintable(w->panesView()->shownLine()->text()));
        QCOMPARE(w->reportTable()->model()->rowCount(), 5003);
        for (const QString &m : std::as_const(warnings))
            QVERIFY2(!m.contains(QStringLiteral("Negative sizes")), qPrintable(m));

        // Report 4,000 from the list: its pane is made and shown, still no more than the cap.
        w->panesView()->bringIntoView(4000);
        QVERIFY(w->panesView()->shownSources().contains(4000));
        QVERIFY(w->panesView()->panes().size() <= SourcePanesView::MaxPanes);
        QCOMPARE(w->panesView()->currentSource(), 4000);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
