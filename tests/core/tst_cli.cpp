// The command line (`matchtimeline --json ...`), run as a separate process on fixtures written
// into a temporary folder: exit codes, messages, JSON on stdout or in a file, and the promise that
// input files are only ever read. The report is invented.
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "CliRunner.h"

using namespace Qt::Literals::StringLiterals;

namespace {

using Run = mt::test::CliRun;

const QByteArray goodReport =
        "Fjordby Rovers 2-1 Northgate Athletic\n"
        "\n"
        "Fjordby Rovers came from behind to beat Northgate Athletic 2-1 at Kaiparken on Saturday.\n"
        "Northgate took the lead in the 12th minute when Ivo Tarrant headed in from a corner.\n"
        "Kofi Brannagh equalised for the hosts on 38 minutes with a low shot from the edge of the box.\n"
        "Lasse Vik was booked for a late tackle on Brannagh shortly after the break.\n"
        "Brannagh scored the winner in the 77th minute, firing into the bottom corner.\n"
        "Northgate goalkeeper Pal Hegre made a fine save from Odd Sandnes in the 85th minute.\n";

struct FileState
{
    QByteArray sha;
    QDateTime modified;
    qint64 size = -1;
    friend bool operator==(const FileState &a, const FileState &b)
    {
        return a.sha == b.sha && a.modified == b.modified && a.size == b.size;
    }
};

FileState stateOf(const QString &path)
{
    FileState s;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly))
        s.sha = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    const QFileInfo fi(path);
    s.modified = fi.lastModified();
    s.size = fi.size();
    return s;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QString m_binary;
    QTemporaryDir m_dir;
    QString m_reports; // folder with the good, empty, binary and broken files
    QMap<QString, FileState> m_before;

    static QProcessEnvironment testEnvironment() { return mt::test::CliRunner::testEnvironment(); }

    Run run(const QStringList &args, int timeoutMs = 120000,
            const QProcessEnvironment &env = testEnvironment())
    {
        return mt::test::CliRunner::run(m_binary, args, m_dir.path(), timeoutMs, env);
    }

    QString path(const QString &name) const { return m_reports + u'/' + name; }

private slots:
    void initTestCase()
    {
        m_binary = mt::test::CliRunner::findBinary();
        if (m_binary.isEmpty())
            QSKIP(qPrintable(u"matchtimeline not built next to the tests (looked in %1/../app and %1/../../app); "
                             u"build the 'matchtimeline' target first"_s.arg(QCoreApplication::applicationDirPath())));
        QVERIFY(m_dir.isValid());
        m_reports = m_dir.path() + u"/reports"_s;
        QVERIFY(QDir().mkpath(m_reports));
        QVERIFY(writeFile(path(u"good_report.txt"_s), goodReport));
        QVERIFY(writeFile(path(u"empty.txt"_s), QByteArray()));
        static const char pngHeader[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10";
        QByteArray binary(pngHeader, sizeof(pngHeader) - 1); // the NULs are part of it
        for (int i = 0; i < 256; ++i)
            binary += char(i);
        QVERIFY(writeFile(path(u"photo.txt"_s), binary));
        // Valid English with two bytes that are not UTF-8 in the middle.
        QByteArray broken = goodReport;
        broken.insert(broken.indexOf("Saturday"), QByteArray("\xC3\x28\xFF "));
        QVERIFY(writeFile(path(u"broken_utf8.txt"_s), broken));
        for (const QString &name : QDir(m_reports).entryList(QDir::Files))
            m_before.insert(name, stateOf(path(name)));
        QCOMPARE(m_before.size(), 4);
    }

    void help()
    {
        const Run r = run({u"--help"_s});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(u"--json"_s), qPrintable(out));
        QVERIFY2(out.contains(u"--export"_s), qPrintable(out));
        QVERIFY(out.contains(u"Usage"_s));
    }

    void version()
    {
        const Run r = run({u"--version"_s});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
#ifdef MT_VERSION
        QVERIFY2(out.contains(QStringLiteral(MT_VERSION)), qPrintable(out));
#endif
        QVERIFY2(out.contains(QRegularExpression(u"\\b\\d+\\.\\d+\\.\\d+\\b"_s)), qPrintable(out));
        QVERIFY(out.contains(u"matchtimeline"_s));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("stderrHas");
        QTest::newRow("--json without files") << QStringList{u"--json"_s} << u"no report files"_s;
        QTest::newRow("unknown option") << QStringList{u"--json"_s, u"--frobnicate"_s, u"x.txt"_s}
                                        << u"frobnicate"_s;
        QTest::newRow("--output without --json") << QStringList{u"--export"_s, u"out.png"_s, u"-o"_s, u"x.json"_s, u"x.txt"_s}
                                                 << u"--output"_s;
        QTest::newRow("--export with an unknown format") << QStringList{u"--export"_s, u"out.bmp"_s, u"x.txt"_s}
                                                         << u".png"_s;
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, stderrHas);
        const Run r = run(args);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // The viewer on a machine without a display: a clear message and status 5, never Qt's
    // abort with a list of platform plugins.
    void viewerWithoutDisplay()
    {
        QProcessEnvironment env = testEnvironment();
        for (const QString &var : {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s})
            env.remove(var);
        const Run r = run({u"--sample"_s}, 60000, env);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(u"no display"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"--json"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"qt.qpa"_s), qPrintable(r.err));
        // --json still works there.
        const Run j = run({u"--json"_s, path(u"good_report.txt"_s)}, 120000, env);
        QCOMPARE(j.exitCode, 0);
    }

    void missingPath()
    {
        const QString missing = m_dir.path() + u"/no_such_report_7f3a.txt"_s;
        const Run r = run({u"--json"_s, missing});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(missing), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void folderWithBadFiles()
    {
        const Run r = run({u"--json"_s, m_reports});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject root = doc.object();
        QCOMPARE(root.value(u"schema").toString(), u"matchtimeline/1"_s);

        QStringList sources;
        QString goodId;
        for (const QJsonValue &s : root.value(u"sources").toArray()) {
            sources << s.toObject().value(u"file").toString();
            if (sources.last() == u"good_report.txt")
                goodId = s.toObject().value(u"id").toString();
        }
        QVERIFY2(sources.contains(u"good_report.txt"_s), qPrintable(sources.join(u", ")));
        QVERIFY(!sources.contains(u"empty.txt"_s));
        QVERIFY(!sources.contains(u"photo.txt"_s));

        QStringList warned;
        for (const QJsonValue &w : root.value(u"warnings").toArray()) {
            const QJsonObject o = w.toObject();
            warned << QFileInfo(o.value(u"file").toString()).fileName() + u": "_s + o.value(u"message").toString();
        }
        const QString all = warned.join(u'\n');
        QVERIFY2(all.contains(u"empty.txt: "_s), qPrintable(all));
        QVERIFY2(all.contains(u"photo.txt: "_s), qPrintable(all));
        QVERIFY2(all.contains(u"empty"_s), qPrintable(all));
        QVERIFY2(all.contains(u"binary"_s), qPrintable(all));
        // The broken file is used or explained, never dropped in silence.
        QVERIFY2(sources.contains(u"broken_utf8.txt"_s) || all.contains(u"broken_utf8.txt"_s), qPrintable(all));
        // Standard error names the unusable files too.
        QVERIFY2(r.err.contains(path(u"empty.txt"_s)), qPrintable(r.err));
        QVERIFY2(r.err.contains(path(u"photo.txt"_s)), qPrintable(r.err));

        // The good report is read as a football report, not just accepted.
        bool goalFromGood = false;
        for (const QJsonValue &e : root.value(u"events").toArray()) {
            const QJsonObject o = e.toObject();
            if (o.value(u"type").toString() != u"goal")
                continue;
            for (const QJsonValue &m : o.value(u"mentions").toArray())
                goalFromGood = goalFromGood || m.toObject().value(u"source").toString() == goodId;
        }
        QVERIFY(!goodId.isEmpty());
        QVERIFY(goalFromGood);
    }

    void outputFile()
    {
        const QString out = m_dir.path() + u"/out/analysis.json"_s;
        QVERIFY(QDir().mkpath(QFileInfo(out).path()));
        QVERIFY(writeFile(out, "old contents"));
        const Run r = run({u"--json"_s, u"-o"_s, out, path(u"good_report.txt"_s)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.isEmpty(), r.out.constData()); // nothing on stdout
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(doc.object().value(u"schema").toString(), u"matchtimeline/1"_s);
        QCOMPARE(doc.object().value(u"sources").toArray().size(), 1);
        // Written through a temporary file that was renamed: nothing else is left behind.
        QCOMPARE(QDir(QFileInfo(out).path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"analysis.json"_s});
    }

    void outputFileCannotBeWritten()
    {
        const QString out = m_dir.path() + u"/no_such_folder/analysis.json"_s;
        const Run r = run({u"--json"_s, u"--output"_s, out, path(u"good_report.txt"_s)});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(out), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out));
    }

    void inputsAreNeverModified()
    {
        // Every run above read these files; run once more on each, then compare.
        for (const QString &name : m_before.keys())
            run({u"--json"_s, path(name)});
        const QStringList now = QDir(m_reports).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(now, QStringList(m_before.keys()));
        for (auto it = m_before.cbegin(); it != m_before.cend(); ++it)
            QVERIFY2(stateOf(path(it.key())) == it.value(), qPrintable(it.key()));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
