// A report pane's own account of the selected event ("States: 56' · Cara Boyd · assist ..."),
// disputed values marked; Alt+Down / Alt+Up walking the reports that tell the event; and the
// paragraphs about another match shaded, with a tooltip naming it. An invented match
// (Larkspur Town 2-1 Fenwick Albion) in four invented reports.
#include "MainWindow.h"
#include "SourcePane.h"
#include "SourcePanesView.h"
#include "TestSettings.h"
#include "UiFixtures.h"

#include <QApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace mt;
using namespace mt::ui;
using mt::test::FixtureText;

namespace {

const QList<FixtureText> &texts()
{
    static const QList<FixtureText> t = {
        FixtureText({
            QStringLiteral("Larkspur Town 2-1 Fenwick Albion"),
            QStringLiteral("Cara Boyd put Larkspur ahead on 56 minutes."),
            QStringLiteral("The opener came from a low ball by Nell Grant."),
            QStringLiteral("Elsewhere, Rookby Athletic drew 1-1 with Tansey Vale in the late "
                           "kick-off."),
            QStringLiteral("Fenwick never found a reply."),
        }),
        FixtureText({
            QStringLiteral("Larkspur edge Fenwick"),
            QStringLiteral("Boyd scored after 58 minutes from a Mae Quinn cross."),
            QStringLiteral("Pia Holt came on for Mae Quinn on 64 minutes."),
        }),
        FixtureText({
            QStringLiteral("Larkspur Town – Fenwick Albion 2-1"),
            QStringLiteral("Pia Holt kom inn for Mae Quinn etter 64 minutter."),
        }),
        FixtureText({
            QStringLiteral("Larkspur Town – Fenwick Albion 2–1"),
            QStringLiteral("Cara Boyd teki avausmaalin."),
        }),
    };
    return t;
}

Analysis invented()
{
    const QList<FixtureText> &t = texts();
    Analysis a;
    a.match.home = QStringLiteral("Larkspur Town");
    a.match.away = QStringLiteral("Fenwick Albion");
    a.match.finalScore = Score {2, 1};
    const QStringList files
        = {QStringLiteral("larkspur_post_en.txt"), QStringLiteral("fenwick_echo_en.txt"),
            QStringLiteral("larkspur_avis_nb.txt"), QStringLiteral("fenwick_lehti_fi.txt")};
    const QStringList langs
        = {QStringLiteral("en"), QStringLiteral("en"), QStringLiteral("nb"), QStringLiteral("fi")};
    for (int i = 0; i < t.size(); ++i) {
        Source s;
        s.id = u'S' + QString::number(i + 1);
        s.file = files[i];
        s.path = u"/invented/" + files[i];
        s.language = langs[i];
        s.text = t[i].text;
        for (const Span &l : t[i].lines)
            s.sentences.append(Sentence {l, false});
        s.hasLanguagePack = langs[i] != u"fi";
        a.sources.append(s);
    }
    a.sources[0].sentences[3].otherMatch = true;

    // E1 56' goal, Cara Boyd: S2 says 58' and credits another assist; S3 does not tell it;
    // S4, in a language with no pack, is linked by the name alone.
    Event goal;
    goal.id = QStringLiteral("E1");
    goal.type = EventType::Goal;
    goal.method = GoalMethod::OpenPlay;
    goal.team = TeamSide::Home;
    goal.time = MatchTime::at(56);
    goal.range = ClockRange::exactly(goal.time);
    goal.player = QStringLiteral("Cara Boyd");
    goal.assist = QStringLiteral("Nell Grant");
    {
        Mention first = test::mention(
            t, 0, QStringLiteral("put Larkspur ahead"), MatchTime::at(56), goal.player);
        first.fieldSpans.insert(fieldName(Field::Minute), t[0].spanOf(QStringLiteral("56")));
        // The second sentence names the assist; its minute is only resolved, not stated.
        Mention second = test::mention(t, 0, QStringLiteral("low ball"), {}, goal.player);
        second.time = MatchTime::at(57);
        second.assist = QStringLiteral("Nell Grant");
        second.fieldSpans.insert(fieldName(Field::Assist), t[0].spanOf(QStringLiteral("Nell")));
        Mention other
            = test::mention(t, 1, QStringLiteral("Boyd scored"), MatchTime::at(58), goal.player);
        other.assist = QStringLiteral("Mae Quinn");
        Mention linked = test::mention(t, 3, QStringLiteral("avausmaalin"), {}, goal.player);
        linked.linked = true;
        goal.mentions = {first, second, other, linked};
        goal.disagreements = {
            Disagreement {fieldName(Field::Minute),
                {test::value(QStringLiteral("56'"), {QStringLiteral("S1")}),
                    test::value(QStringLiteral("58'"), {QStringLiteral("S2")}),
                    test::value(QString(), {QStringLiteral("S4")})}},
            Disagreement {fieldName(Field::Assist),
                {test::value(QStringLiteral("Nell Grant"), {QStringLiteral("S1")}),
                    test::value(QStringLiteral("Mae Quinn"), {QStringLiteral("S2")})}},
        };
    }

    // E2 64' substitution told by S2 and S3 alike.
    Event sub;
    sub.id = QStringLiteral("E2");
    sub.type = EventType::Substitution;
    sub.team = TeamSide::Away;
    sub.time = MatchTime::at(64);
    sub.range = ClockRange::exactly(sub.time);
    sub.player = QStringLiteral("Pia Holt");
    sub.playerOut = QStringLiteral("Mae Quinn");
    for (int s : {1, 2}) {
        Mention m = test::mention(t, s, QStringLiteral("Pia Holt"), MatchTime::at(64), sub.player);
        m.playerOut = sub.playerOut;
        sub.mentions.append(m);
    }

    // E3: an event no report tells any more (as after its reports were closed).
    Event untold;
    untold.id = QStringLiteral("E3");
    untold.type = EventType::YellowCard;
    untold.time = MatchTime::at(80);
    untold.range = ClockRange::exactly(untold.time);

    a.events = {goal, sub, untold};
    a.otherMatches.append(
        OtherMatch {{QStringLiteral("Rookby Athletic"), QStringLiteral("Tansey Vale")},
            {OtherMatchMention {
                0, 3, t[0].lines[3], t[0].text.mid(t[0].lines[3].start, t[0].lines[3].length())}}});
    return a;
}

QString statesOf(const SourcePane &pane)
{
    return pane.statesLine()->isHidden() ? QString() : pane.statesLine()->accessibleName();
}

} // namespace

class TestSourcePane : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase() { isolateSettings(m_settingsDir.path(), QStringLiteral("tst_sourcepane")); }

    // Each pane says what its own report states; the two that disagree read differently, the
    // disputed values marked in the disputed colour.
    void headerSaysWhatTheReportStates()
    {
        const Analysis a = invented();
        SourcePane s1(a, 0), s2(a, 1), s3(a, 2), s4(a, 3);
        for (SourcePane *p : {&s1, &s2, &s3, &s4}) {
            QVERIFY(statesOf(*p).isEmpty()); // nothing selected: no line
            p->showEvent(&a.events[0]);
        }
        QCOMPARE(statesOf(s1), QStringLiteral("States: 56' · Cara Boyd · assist Nell Grant"));
        QCOMPARE(statesOf(s2), QStringLiteral("States: 58' · Cara Boyd · assist Mae Quinn"));
        QVERIFY(statesOf(s1) != statesOf(s2));
        // The minute and the assist are disputed: on the disputed colour; the scorer is not.
        const QString html = s2.statesLine()->text();
        const QString mark = SourcePane::disputedColor(s2.statesLine()->palette()).name();
        QVERIFY2(html.count(mark) == 2, qPrintable(html));
        QVERIFY2(html.indexOf(mark) < html.indexOf(QStringLiteral("58'")), qPrintable(html));
        QVERIFY2(!html.contains(QStringLiteral("font-weight:bold\">&nbsp;Cara")), qPrintable(html));
        // A narrow pane breaks the line between values, never inside one.
        QVERIFY2(html.contains(QStringLiteral("assist&nbsp;Mae&nbsp;Quinn")), qPrintable(html));
        // A report that does not tell it keeps its note and has no such line.
        QVERIFY(statesOf(s3).isEmpty());
        QVERIFY(s3.showsNoMentionNote());
        // A report in a language with no pack, linked by the name: the same line. The minute
        // it does not give is a side of that disagreement; the assist it leaves out is not.
        QCOMPARE(statesOf(s4), QStringLiteral("States: minute not stated · Cara Boyd"));
        QVERIFY2(s4.statesLine()->text().count(mark) == 1, qPrintable(s4.statesLine()->text()));
        QVERIFY(!s4.showsNoMentionNote());

        // A substitution: the player coming on and the one going off.
        s2.showEvent(&a.events[1]);
        QCOMPARE(statesOf(s2), QStringLiteral("States: 64' · on Pia Holt · off Mae Quinn"));
        QVERIFY(!s2.statesLine()->text().contains(mark));
        s2.showEvent(nullptr);
        QVERIFY(statesOf(s2).isEmpty());
        QVERIFY(s2.statesLine()->text().isEmpty());
    }

    // A palette change (View > Dark Palette) reaches the pane before its text view: the
    // highlights and the marked values take the new palette's colours, not the old one's.
    void coloursFollowThePalette()
    {
        const Analysis a = invented();
        QWidget window;
        auto *pane = new SourcePane(a, 1, &window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        pane->showEvent(&a.events[0]);
        const QPalette before = QApplication::palette();
        QPalette dark = before;
        dark.setColor(QPalette::Base, QColor(0x22, 0x22, 0x22));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2a));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        QApplication::setPalette(dark);
        QCoreApplication::processEvents(); // the change reaches the widgets as a posted event
        const QColor mention = SourcePane::mentionColor(dark);
        QVERIFY(mention != SourcePane::mentionColor(before));
        bool found = false;
        for (const QTextEdit::ExtraSelection &sel : pane->textView()->extraSelections()) {
            if (sel.format.property(QTextFormat::UserProperty + 1).toInt()
                == int(SourcePane::HighlightKind::Mention))
                found = sel.format.background().color() == mention;
        }
        const QString html = pane->statesLine()->text();
        QApplication::setPalette(before);
        QVERIFY(found);
        QVERIFY2(html.contains(SourcePane::disputedColor(dark).name()), qPrintable(html));
    }

    // Alt+Down / Alt+Up bring the reports that tell the event into view in report order,
    // skipping the one that does not, wrapping round with a word in the status bar.
    void walkTheReportsTellingIt()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.showAnalysis(invented());
        SourcePanesView *panes = w.panesView();
        auto press = [&](Qt::Key key) {
            QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : &w;
            QTest::keyClick(target, key, Qt::AltModifier);
        };
        auto focusedSource = [&]() {
            for (SourcePane *p : panes->panes()) {
                if (p->textView()->hasFocus())
                    return p->sourceIndex();
            }
            return -1;
        };

        w.selection()->clear();
        press(Qt::Key_Down);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("No event")),
            qPrintable(w.statusBar()->currentMessage()));

        w.selection()->selectEvent(QStringLiteral("E1")); // told by S1, S2 and S4
        panes->bringIntoView(0);
        QCOMPARE(focusedSource(), 0);
        w.statusBar()->clearMessage();
        press(Qt::Key_Down);
        QCOMPARE(focusedSource(), 1);
        QCOMPARE(panes->currentSource(), 1);
        press(Qt::Key_Down);
        QCOMPARE(focusedSource(), 3); // S3 does not tell it
        QVERIFY(w.statusBar()->currentMessage().isEmpty());
        press(Qt::Key_Down);
        QCOMPARE(focusedSource(), 0);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("back to the first")),
            qPrintable(w.statusBar()->currentMessage()));
        press(Qt::Key_Up);
        QCOMPARE(focusedSource(), 3);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("on to the last")),
            qPrintable(w.statusBar()->currentMessage()));
        press(Qt::Key_Up);
        QCOMPARE(focusedSource(), 1);

        // Another event: from the focused report on to its next teller.
        w.selection()->selectEvent(QStringLiteral("E2")); // S2 and S3
        press(Qt::Key_Down);
        QCOMPARE(focusedSource(), 2);
        w.selection()->selectEvent(QStringLiteral("E3"));
        press(Qt::Key_Down);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("No report tells")),
            qPrintable(w.statusBar()->currentMessage()));
    }

    // The paragraph about another match is shaded (under every highlight) and its tooltip
    // names that match; the report's own sentences are neither.
    void otherMatchParagraphShadedWithItsName()
    {
        const Analysis a = invented();
        SourcePane pane(a, 0);
        pane.resize(500, 400);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        const Span paragraph = texts()[0].lines[3];
        const QList<Span> shaded = pane.highlightedSpans(SourcePane::HighlightKind::OtherMatch);
        QCOMPARE(shaded.size(), 1);
        QCOMPARE(shaded.first().start, paragraph.start);
        QCOMPARE(shaded.first().end, paragraph.end);
        const QColor shade = SourcePane::otherMatchColor(pane.textView()->palette());
        QVERIFY(shade != pane.textView()->palette().color(QPalette::Base));
        bool painted = false;
        for (const QTextEdit::ExtraSelection &sel : pane.textView()->extraSelections()) {
            if (sel.format.property(QTextFormat::UserProperty + 1).toInt()
                == int(SourcePane::HighlightKind::OtherMatch))
                painted = sel.format.background().color() == shade;
        }
        QVERIFY(painted);
        // Selecting an event keeps the shading.
        pane.showEvent(&a.events[0]);
        QCOMPARE(pane.highlightedSpans(SourcePane::HighlightKind::OtherMatch).size(), 1);

        const QString expected
            = QStringLiteral("About another match: Rookby Athletic v Tansey Vale");
        QCOMPARE(pane.toolTipAt(paragraph.start + 12), expected);
        QVERIFY(pane.toolTipAt(texts()[0].lines[1].start + 3).isEmpty());

        // Hovering the shaded words shows it.
        QPlainTextEdit *view = pane.textView();
        QTextCursor c(view->document());
        c.setPosition(paragraph.start + 12);
        const QPoint at = view->cursorRect(c).center() + QPoint(2, 0);
        QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(view->viewport(), &help);
        QTRY_COMPARE(QToolTip::text(), expected);
    }
};

QTEST_MAIN(TestSourcePane)
#include "tst_sourcepane.moc"
