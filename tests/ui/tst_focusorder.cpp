// Keyboard and screen readers: Tab walks timeline, each report, then the docks' widgets in
// order (and Shift+Tab back); the standard shortcuts are where users expect them; the chart,
// panes, docks and table have accessible names; the selected event reaches the accessible
// interface; Find in Reports marks matches in every pane.
#include "MainWindow.h"
#include "SourcePane.h"
#include "SourcePanesView.h"
#include "TimelineChartView.h"
#include "UiFixtures.h"
#include "TestSettings.h"

#include <QAccessible>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace mt;
using namespace mt::ui;

namespace {
QString describe(QWidget *w)
{
    if (!w)
        return QStringLiteral("(none)");
    return QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName() + u" \""
           + w->accessibleName() + u'"';
}

QString describeAll(const QList<QWidget *> &list)
{
    QStringList out;
    for (QWidget *x : list)
        out << describe(x);
    return out.join(u'\n');
}

QAction *findAction(MainWindow &w, const QString &text)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}
} // namespace

class TestFocusOrder : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *makeWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 900);
        m_window->showAnalysis(test::fixtureAnalysis());
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return nullptr;
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return nullptr;
        m_window->chartView()->updateLayoutNow();
        return m_window.get();
    }

    QList<QWidget *> expectedChain(MainWindow *w) const
    {
        QList<QWidget *> chain = {w->chartView()};
        for (SourcePane *pane : w->panesView()->panes())
            chain << pane->textView();
        chain << w->eventFilter() << w->eventTable() << w->disagreementView() << w->reportFilter()
              << w->reportTable();
        // The claims and left-out docks share a tab with the disagreements: only the one whose
        // tab is up is in the chain; the dock tab bars come last.
        for (QWidget *reading :
            {static_cast<QWidget *>(w->claimFilter()), static_cast<QWidget *>(w->claimTable()),
                static_cast<QWidget *>(w->leftOutFilter()),
                static_cast<QWidget *>(w->leftOutTable())}) {
            if (reading->isVisible())
                chain << reading;
        }
        for (QTabBar *bar : w->findChildren<QTabBar *>()) {
            if (bar->isVisible() && (bar->focusPolicy() & Qt::TabFocus))
                chain << bar;
        }
        return chain;
    }

    // Presses key from the chart until focus returns to it; the widgets in the order visited.
    QList<QWidget *> walk(MainWindow *w, Qt::Key key)
    {
        w->chartView()->setFocus(Qt::OtherFocusReason);
        QList<QWidget *> seen = {QApplication::focusWidget()};
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(QApplication::focusWidget(), key);
            QWidget *now = QApplication::focusWidget();
            if (now == w->chartView() || !now)
                break;
            seen << now;
        }
        return seen;
    }

private slots:
    void initTestCase()
    {
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_focusorder"));
    }

    void cleanup() { m_window.reset(); }

    void tabVisitsChartPanesAndDocksInOrder()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QCOMPARE(w->panesView()->panes().size(), 3);
        QVERIFY(w->chartView()->hasFocus());
        const QList<QWidget *> expected = expectedChain(w);
        const QList<QWidget *> seen = walk(w, Qt::Key_Tab);
        QVERIFY2(seen == expected, qPrintable(u"visited:\n" + describeAll(seen)));

        // Shift+Tab walks the same chain backwards.
        QList<QWidget *> back = walk(w, Qt::Key_Backtab);
        QList<QWidget *> reversed = {expected.first()};
        for (qsizetype i = expected.size() - 1; i > 0; --i)
            reversed << expected[i];
        QCOMPARE(back, reversed);
    }

    void tabOrderSurvivesReloading()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        // Panes are rebuilt for every analysis: the new ones must not drift to the end.
        w->closeAll();
        w->showAnalysis(test::fixtureAnalysis());
        const QList<QWidget *> seen = walk(w, Qt::Key_Tab);
        QVERIFY2(seen == expectedChain(w), qPrintable(u"visited:\n" + describeAll(seen)));
    }

    void findBarJoinsTheChainAfterTheChart()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QTest::keySequence(w, QKeySequence::Find);
        QLineEdit *field = w->panesView()->findField();
        QVERIFY(field->isVisible());
        QCOMPARE(QApplication::focusWidget(), field);
        QList<QWidget *> expected = expectedChain(w);
        expected.insert(1, field);
        const QList<QWidget *> seen = walk(w, Qt::Key_Tab);
        QVERIFY2(seen == expected, qPrintable(u"visited:\n" + describeAll(seen)));
    }

    void findMarksMatchesInEveryPane()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QTest::keySequence(w, QKeySequence::Find);
        QLineEdit *field = w->panesView()->findField();
        QTest::keyClicks(field, QStringLiteral("berg"));
        int total = 0;
        for (SourcePane *pane : w->panesView()->panes()) {
            const QString text = pane->textView()->toPlainText();
            const int expected = int(text.count(QStringLiteral("berg"), Qt::CaseInsensitive));
            QCOMPARE(pane->matches().size(), expected);
            QCOMPARE(pane->highlightedSpans(SourcePane::HighlightKind::Found).size(), expected);
            total += expected;
        }
        QVERIFY(total >= 2);
        QCOMPARE(w->panesView()->matchCount(), total);

        // Enter selects the first match, F3 the next one; focus stays in the field.
        QTest::keyClick(field, Qt::Key_Return);
        SourcePane *first = w->panesView()->panes().first();
        QCOMPARE(first->textView()->textCursor().selectedText().toLower(), QStringLiteral("berg"));
        const int at = first->textView()->textCursor().selectionStart();
        QTest::keySequence(w, QKeySequence::FindNext);
        QPlainTextEdit *text = nullptr;
        for (SourcePane *pane : w->panesView()->panes()) {
            if (pane->textView()->textCursor().hasSelection()
                && (pane != first || pane->textView()->textCursor().selectionStart() != at))
                text = pane->textView();
        }
        QVERIFY(text);
        QCOMPARE(QApplication::focusWidget(), field);

        // Escape closes the bar and clears the marks.
        QTest::keyClick(field, Qt::Key_Escape);
        QVERIFY(!field->isVisible());
        QVERIFY(first->highlightedSpans(SourcePane::HighlightKind::Found).isEmpty());
    }

    void standardShortcuts()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        auto has = [&](const QString &text, QKeySequence::StandardKey key) {
            QAction *a = findAction(*w, text);
            if (!a)
                return false;
            return a->shortcuts().contains(QKeySequence(key))
                   || a->shortcut() == QKeySequence(key);
        };
        QVERIFY(has(QStringLiteral("&Open Reports…"), QKeySequence::Open));
        QVERIFY(has(QStringLiteral("Export Timeline as &PNG…"), QKeySequence::SaveAs));
        QVERIFY(has(QStringLiteral("&Quit"), QKeySequence::Quit));
        QVERIFY(has(QStringLiteral("&Find in Reports…"), QKeySequence::Find));
        QVERIFY(has(QStringLiteral("Find &Next"), QKeySequence::FindNext));
        QVERIFY(has(QStringLiteral("&Close Report"), QKeySequence::Close));
        QVERIFY(has(QStringLiteral("&Keyboard Shortcuts"), QKeySequence::HelpContents));
        // The docks' toggles keep their access keys when the dock titles gain counts.
        QVERIFY(findAction(*w, QStringLiteral("&Events")));
        QVERIFY(findAction(*w, QStringLiteral("&Disagreements")));

        // No key sequence does two things.
        QHash<QKeySequence, QString> seen;
        QStringList clashes;
        for (QAction *a : w->findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts()) {
                if (seen.contains(k) && seen[k] != a->text())
                    clashes << k.toString() + u": " + seen[k] + u" / " + a->text();
                seen.insert(k, a->text());
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));

        // Every menu action is reachable by keyboard: an access key or a shortcut.
        QStringList unreachable;
        for (QAction *top : w->menuBar()->actions()) {
            for (QAction *a : top->menu()->actions()) {
                if (!a->isSeparator() && !a->text().contains(u'&') && a->shortcuts().isEmpty())
                    unreachable << a->text();
            }
        }
        QVERIFY2(unreachable.isEmpty(), qPrintable(unreachable.join(u'\n')));
    }

    void accessibleNames()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        QList<QWidget *> named = {w->chartView(), w->panesView(), w->eventTable(),
                                  w->disagreementView(), w->eventFilter()};
        for (SourcePane *pane : w->panesView()->panes())
            named << pane << pane->textView();
        for (QDockWidget *dock : w->findChildren<QDockWidget *>())
            named << dock;
        for (QWidget *x : named) {
            QVERIFY2(!x->accessibleName().isEmpty(), qPrintable(describe(x)));
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(x);
            QVERIFY(iface);
            QCOMPARE(iface->text(QAccessible::Name), x->accessibleName());
        }
        for (QWidget *x : {static_cast<QWidget *>(w->chartView()), static_cast<QWidget *>(w->eventTable()),
                           static_cast<QWidget *>(w->disagreementView())})
            QVERIFY2(!x->accessibleDescription().isEmpty(), qPrintable(describe(x)));
    }

    void selectedEventIsAnnounced()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        TimelineChartView *chart = w->chartView();
        chart->setFocus();
        QTest::keyClick(chart, Qt::Key_Right);
        QVERIFY(chart->selectedEvent() >= 0);
        const QString said = chart->selectionText();
        QVERIFY(!said.isEmpty());
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(chart);
        QVERIFY(iface);
        QVERIFY2(iface->text(QAccessible::Description).contains(said),
                 qPrintable(iface->text(QAccessible::Description)));
        // The table mirrors the chart: its current row is the same event.
        const QModelIndex current = w->eventTable()->currentIndex();
        QVERIFY(current.isValid());
        QVERIFY(w->eventTable()->selectionModel()->isRowSelected(current.row(), QModelIndex()));

        QTest::keyClick(chart, Qt::Key_Right);
        QVERIFY(chart->selectionText() != said);
        QVERIFY(iface->text(QAccessible::Description).contains(chart->selectionText()));
    }
    // The chart takes the keyboard (arrows, +/-), so it shows when it has focus: a frame in the
    // highlight colour round its edge, gone when focus moves on.
    void chartShowsAFocusFrame()
    {
        MainWindow *w = makeWindow();
        QVERIFY(w);
        TimelineChartView *chart = w->chartView();
        const QColor highlight = chart->palette().color(QPalette::Highlight);
        const auto edgePixels = [chart] {
            const QImage img = chart->viewport()->grab().toImage();
            const int y = img.height() / 2;
            const int x = img.width() / 2;
            return QList<QColor> {img.pixelColor(0, y), img.pixelColor(img.width() - 1, y),
                img.pixelColor(x, 0), img.pixelColor(x, img.height() - 1)};
        };
        const auto near = [](const QColor &a, const QColor &b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
                + std::abs(a.blue() - b.blue())
                < 40;
        };
        chart->setFocus(Qt::TabFocusReason);
        QVERIFY(chart->hasFocus());
        for (const QColor &c : edgePixels())
            QVERIFY2(near(c, highlight), qPrintable(c.name() + u" vs " + highlight.name()));

        w->eventTable()->setFocus(Qt::TabFocusReason);
        QVERIFY(!chart->hasFocus());
        for (const QColor &c : edgePixels())
            QVERIFY2(!near(c, highlight), qPrintable(c.name()));
    }
};

QTEST_MAIN(TestFocusOrder)
#include "tst_focusorder.moc"
