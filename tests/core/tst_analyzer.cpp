// Analyzer: reports are read and prepared on several threads (MT_THREADS), and the result must
// not depend on how many: same JSON, same warnings in the same order, and cancelling from the
// progress callback keeps exactly the files taken before it.
#include "pipeline/Analyzer.h"
#include "json/JsonWriter.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

#include <algorithm>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

QStringList matchFolders()
{
    const QDir dir(QStringLiteral(MT_TEST_DATA_DIR "/matches"));
    QStringList out;
    for (const QString &d : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        out.append(dir.filePath(d));
    return out;
}

QByteArray analyzeWith(const char *threads, const QStringList &paths)
{
    qputenv("MT_THREADS", threads);
    const QByteArray json = JsonWriter::toJson(Analyzer().analyzeFiles(paths));
    qunsetenv("MT_THREADS");
    return json;
}

// What an analysis says, with reports by file name rather than by id or position: the same
// whatever order the files were given in.
QStringList story(const Analysis &a)
{
    QStringList out;
    auto fileOf = [&](const QString &id) {
        for (const Source &s : a.sources) {
            if (s.id == id)
                return s.file;
        }
        return id;
    };
    auto describe = [&](const Event &e) {
        QStringList told;
        for (const Mention &m : e.mentions)
            told << a.sources.at(m.source).file + u':' + QString::number(m.sentence);
        for (const Disagreement &d : e.disagreements) {
            for (const SourceValue &v : d.values) {
                QStringList files;
                for (const QString &id : v.sources)
                    files << fileOf(id);
                files.sort();
                told << d.field + u'=' + v.value + u'@' + files.join(u',');
            }
        }
        told.sort();
        return QStringList {eventTypeKey(e.type), e.player, e.assist, e.playerOut,
            QString::number(int(e.team)), QString::number(e.time.minute),
            QString::number(e.time.stoppage), told.join(u' ')}
            .join(u'|');
    };
    for (const Event &e : a.events)
        out << describe(e);
    for (const Candidate &c : a.candidates)
        out << u"candidate "_s + describe(c.event) + u' ' + c.reason;
    return out;
}

} // namespace

class TestAnalyzer : public QObject
{
    Q_OBJECT

private slots:
    void sameResultOnOneOrManyThreads_data()
    {
        QTest::addColumn<QStringList>("paths");
        for (const QString &folder : matchFolders())
            QTest::newRow(qPrintable(QFileInfo(folder).fileName())) << QStringList {folder};
        // A file that cannot be used among good ones: its warning keeps its place.
        QTest::newRow("missing file") << QStringList {
            matchFolders().value(0), u"/nonexistent/report.txt"_s, matchFolders().value(1)};
    }

    void sameResultOnOneOrManyThreads()
    {
        QFETCH(QStringList, paths);
        const QByteArray one = analyzeWith("1", paths);
        QCOMPARE(analyzeWith("2", paths), one);
        QCOMPARE(analyzeWith("3", paths), one);
    }

    // The same reports make the same analysis in any order; the sources keep the order given.
    void sameResultInAnyOrder_data()
    {
        QTest::addColumn<QString>("folder");
        for (const QString &folder : matchFolders())
            QTest::newRow(qPrintable(QFileInfo(folder).fileName())) << folder;
    }

    void sameResultInAnyOrder()
    {
        QFETCH(QString, folder);
        QStringList files = Analyzer::expandPaths({folder});
        if (files.size() < 2)
            QSKIP("one report: no other order");
        const Analysis given = Analyzer().analyzeFiles(files);
        std::reverse(files.begin(), files.end());
        const Analysis reversed = Analyzer().analyzeFiles(files);
        QCOMPARE(story(reversed), story(given));
        QCOMPARE(reversed.sources.constFirst().file, QFileInfo(files.constFirst()).fileName());
        QCOMPARE(reversed.sources.constFirst().id, u"S1"_s);
        QCOMPARE(reversed.sources.constLast().file, given.sources.constFirst().file);
    }

    // "Three goals in nine minutes" is checked against the run of goals it is about, and the
    // claim keeps that run's first and last goal, which the viewer draws over the chart.
    void aDurationClaimKeepsItsSpell()
    {
        const QByteArray report = "Ashby Town 3-0 Corran Vale\n"
                                  "Tom Reed scored in the 56th minute.\n"
                                  "Owen Pike added a second in the 60th minute.\n"
                                  "Luke Carter made it 3-0 in the 65th minute.\n"
                                  "Three goals in nine minutes settled it.\n";
        const Analysis a = Analyzer().analyzeTexts({{u"desk_en.txt"_s, report}});
        const auto claim = std::find_if(a.claims.cbegin(), a.claims.cend(),
            [](const Claim &c) { return c.kind == u"duration"; });
        QVERIFY(claim != a.claims.cend());
        QCOMPARE(claim->value, 9);
        QCOMPARE(claim->consistentWithTimeline, std::optional<bool>(true));
        QCOMPARE(claim->spell.from.display(), u"56'"_s);
        QCOMPARE(claim->spell.to.display(), u"65'"_s);
    }

    void cancelKeepsTheFilesTakenBefore()
    {
        const QStringList folders = matchFolders();
        QVERIFY(folders.size() >= 2);
        for (const char *threads : {"1", "2"}) {
            qputenv("MT_THREADS", threads);
            QList<int> calls;
            const Analysis a
                = Analyzer().analyzeFiles(folders, [&](int done, int total, const QString &) {
                      calls.append(done);
                      Q_UNUSED(total);
                      return done < 2;
                  });
            qunsetenv("MT_THREADS");
            QCOMPARE(calls, (QList<int> {1, 2}));
            QCOMPARE(a.sources.size(), 2);
            const auto cancelled = std::count_if(a.warnings.cbegin(), a.warnings.cend(),
                [](const Warning &w) { return w.message.startsWith(u"cancelled after 2 of "_s); });
            QCOMPARE(cancelled, 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestAnalyzer)
#include "tst_analyzer.moc"
