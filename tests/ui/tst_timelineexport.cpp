// The exported timeline: the page holds every text whole and inside it (team names, labels,
// the whole source list however many reports), SVG text has the sizes of the screen and the
// PNG, the PDF page is the page's size, the CSV leaves unknown values empty; and each export
// matches its golden file on the viewer's fixture and on a 40-report folder of invented
// reports. Golden files are in tests/data/exports; MT_UPDATE_GOLDEN=1 rewrites them (look at
// the diff before committing it). Texts, not pixels: glyph metrics vary between machines.
#include "EventCsvWriter.h"
#include "InventedReports.h"
#include "TextRecorder.h"
#include "TimelineExport.h"
#include "TimelinePage.h"
#include "Translations.h"
#include "UiFixtures.h"
#include "pipeline/Analyzer.h"

#include <QApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace mt;
using namespace mt::ui;
using namespace Qt::StringLiterals;

namespace {

QList<test::RecordedText> paintedTexts(const Analysis &a, QSize *size = nullptr)
{
    TimelinePage page(a);
    test::TextRecorder device(page.size());
    QPainter p(&device);
    page.paint(p);
    p.end();
    if (size)
        *size = page.size();
    return device.items();
}

// One line per text, in the order painted: "<pixel size>\t<text>".
QString textList(const QList<test::RecordedText> &items)
{
    QString out;
    for (const test::RecordedText &t : items)
        out += QString::number(qRound(t.pixelSize)) + u'\t' + t.text + u'\n';
    return out;
}

QString svgTextList(const QByteArray &svg)
{
    static const QRegularExpression text(
        u"<text[^>]*font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>"_s);
    QString out;
    for (const auto &m : text.globalMatch(QString::fromUtf8(svg)))
        out += m.captured(1) + u'\t' + m.captured(2) + u'\n';
    return out;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Compares `actual` with the golden file, or writes it when MT_UPDATE_GOLDEN is set.
bool matchesGolden(const QByteArray &actual, const QString &name, QString *why)
{
    const QString path = QStringLiteral(MT_TEST_DATA_DIR "/exports/") + name;
    if (qEnvironmentVariableIsSet("MT_UPDATE_GOLDEN")) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(actual) == actual.size();
    }
    const QByteArray golden = readAll(path);
    if (golden == actual)
        return true;
    const QList<QByteArray> a = actual.split('\n'), g = golden.split('\n');
    for (int i = 0; i < std::max(a.size(), g.size()); ++i) {
        if (a.value(i) != g.value(i)) {
            *why = u"%1 line %2: got \"%3\", golden \"%4\""_s.arg(name).arg(i + 1).arg(
                QString::fromUtf8(a.value(i)), QString::fromUtf8(g.value(i)));
            break;
        }
    }
    return false;
}

Analysis fortyReports(QTemporaryDir &dir)
{
    const QStringList files = test::writeInventedReports(dir.path(), 40);
    return Analyzer().analyzeFiles(files);
}

} // namespace

class TestTimelineExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { Translations::install(QLocale(QLocale::English)); }

    void pageHoldsEverythingWhole_data()
    {
        QTest::addColumn<QString>("set");
        QTest::newRow("fixture") << u"fixture"_s;
        QTest::newRow("forty invented reports") << u"forty"_s;
        QTest::newRow("seeds") << u"seeds"_s;
    }

    // Every text lies inside the page, none is elided, no two overlap; the title and the lane
    // labels carry the teams' whole names, and every source has its line.
    void pageHoldsEverythingWhole()
    {
        QFETCH(QString, set);
        QTemporaryDir dir;
        Analysis a;
        if (set == u"fixture") {
            a = test::fixtureAnalysis();
        } else if (set == u"forty") {
            a = fortyReports(dir);
            QCOMPARE(a.sources.size(), 40);
        } else {
            const QDir seeds(QStringLiteral(MT_SEEDS_DIR));
            const QStringList names = seeds.entryList({u"*.txt"_s}, QDir::Files, QDir::Name);
            if (names.isEmpty())
                QSKIP("../shared/seeds is absent: the seed reports are not on this machine");
            QStringList paths;
            for (const QString &n : names)
                paths << seeds.filePath(n);
            a = Analyzer().analyzeFiles(paths);
        }
        QSize size;
        const QList<test::RecordedText> items = paintedTexts(a, &size);
        const QRectF page(QPointF(0, 0), size);
        QStringList texts;
        for (int i = 0; i < items.size(); ++i) {
            const test::RecordedText &t = items[i];
            texts << t.text;
            QVERIFY2(page.adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.rect),
                qPrintable(u"outside the page: "_s + t.text));
            QVERIFY2(!t.text.contains(u'…'), qPrintable(u"elided: "_s + t.text));
            for (int j = 0; j < i; ++j) {
                QVERIFY2(!items[j].rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(t.rect),
                    qPrintable(items[j].text + u" / "_s + t.text));
            }
        }
        QVERIFY(texts.first().contains(a.match.home));
        QVERIFY(texts.first().contains(a.match.away));
        QVERIFY2(texts.contains(a.match.home), "the home lane's label is the whole name");
        QVERIFY2(texts.contains(a.match.away), "the away lane's label is the whole name");
        for (const Source &s : std::as_const(a.sources)) {
            QVERIFY2(std::any_of(texts.cbegin(), texts.cend(),
                         [&](const QString &t) { return t.startsWith(s.id + u"  " + s.file); }),
                qPrintable(u"no line for "_s + s.id));
        }
    }

    // QSvgGenerator writes point sizes at 72 dpi unless told: axis labels came out at 9 px
    // beside 12 px in the PNG. Every SVG text has a size the page painted with.
    void svgTextHasThePagesSizes()
    {
        const Analysis a = test::fixtureAnalysis();
        QSet<int> painted;
        for (const test::RecordedText &t : paintedTexts(a))
            painted.insert(qRound(t.pixelSize));
        QTemporaryDir dir;
        const QString svg = dir.filePath(u"t.svg"_s);
        QString error;
        QVERIFY2(exportTimeline(a, svg, &error), qPrintable(error));
        const QString list = svgTextList(readAll(svg));
        QVERIFY(!list.isEmpty());
        for (const QString &line : list.split(u'\n', Qt::SkipEmptyParts)) {
            const int size = qRound(line.section(u'\t', 0, 0).toDouble());
            QVERIFY2(painted.contains(size), qPrintable(line));
        }
    }

    // The PDF is one page of the page's size (points at 72 per inch), the PNG twice its pixels.
    void pdfAndPngAreThePagesSize()
    {
        QTemporaryDir dir;
        const Analysis a = fortyReports(dir);
        const QSize size = TimelinePage(a).size();
        QString error;
        const QString pdf = dir.filePath(u"t.pdf"_s);
        QVERIFY2(exportTimeline(a, pdf, &error), qPrintable(error));
        const QByteArray bytes = readAll(pdf);
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r")
                + bytes.count("/Type /Page "),
            1);
        static const QRegularExpression box(u"/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"_s);
        const auto m = box.match(QString::fromLatin1(bytes));
        QVERIFY2(m.hasMatch(), "no MediaBox");
        QCOMPARE(qRound(m.captured(1).toDouble()), qRound(size.width() * 0.75));
        QCOMPARE(qRound(m.captured(2).toDouble()), qRound(size.height() * 0.75));

        const QString png = dir.filePath(u"t.png"_s);
        QVERIFY2(exportTimeline(a, png, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.size(), size * 2);
        // The last source's line is painted: not all white where it stands.
        const QRect last = TimelinePage(a).sourceRect(int(a.sources.size()) - 1);
        bool ink = false;
        for (int y = last.top() * 2; y < last.bottom() * 2 && !ink; ++y) {
            for (int x = last.left() * 2; x < last.left() * 2 + 200 && !ink; ++x)
                ink = image.pixel(x, y) != qRgb(255, 255, 255);
        }
        QVERIFY2(ink, "the last source's line is blank");
    }

    // "90+'" is in added time, amount unknown: its stoppage field is empty, not -1.
    void csvLeavesUnknownValuesEmpty()
    {
        Analysis a = test::fixtureAnalysis();
        Event e = a.events.first();
        e.id = u"E99"_s;
        e.time = MatchTime {2, 90, -1};
        e.range = ClockRange::exactly(e.time);
        e.assist.clear();
        e.scoreAfter = {};
        a.events = {e};
        const QList<QByteArray> lines = EventCsvWriter::toCsv(a).split('\n');
        const QList<QByteArray> header = lines.at(0).trimmed().split(',');
        const QList<QByteArray> row = lines.at(1).trimmed().split(',');
        QCOMPARE(row.at(header.indexOf("stoppage")), QByteArray());
        QCOMPARE(row.at(header.indexOf("minute")), QByteArray("90"));
        QCOMPARE(row.at(header.indexOf("assist")), QByteArray());
        QCOMPARE(row.at(header.indexOf("scoreAfter")), QByteArray());
    }

    void exportsMatchTheirGoldenFiles_data()
    {
        QTest::addColumn<QString>("set");
        QTest::newRow("fixture") << u"fixture"_s;
        QTest::newRow("forty invented reports") << u"forty"_s;
    }

    // The words of the page as painted (PNG and PDF draw the same page), the SVG's texts and
    // the CSV, each against its golden file.
    void exportsMatchTheirGoldenFiles()
    {
        QFETCH(QString, set);
        QTemporaryDir dir;
        const Analysis a = set == u"fixture" ? test::fixtureAnalysis() : fortyReports(dir);
        QString why;
        QVERIFY2(matchesGolden(textList(paintedTexts(a)).toUtf8(), set + u"_page.txt"_s, &why),
            qPrintable(why));
        const QString svg = dir.filePath(u"t.svg"_s);
        QString error;
        QVERIFY2(exportTimeline(a, svg, &error), qPrintable(error));
        QVERIFY2(matchesGolden(svgTextList(readAll(svg)).toUtf8(), set + u"_svg.txt"_s, &why),
            qPrintable(why));
        QVERIFY2(matchesGolden(EventCsvWriter::toCsv(a), set + u".csv"_s, &why), qPrintable(why));
    }
};

QTEST_MAIN(TestTimelineExport)
#include "tst_timelineexport.moc"
