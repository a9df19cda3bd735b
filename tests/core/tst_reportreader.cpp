// ReportReader: reads report files without writing to them and refuses what is not a report.
#include "decode/NativePath.h"
#include "decode/ReportReader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestReportReader : public QObject
{
    Q_OBJECT

private slots:
    void readsAFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"kamp.txt"_s);
        const QByteArray bytes = u"Nordvik vant 3-2.\n"_s.toUtf8();
        QVERIFY(writeFile(path, bytes));
        // Relative paths come back absolute.
        QVERIFY(QDir::setCurrent(dir.path()));
        const Result<RawReport> report = ReportReader::read(u"kamp.txt"_s);
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->bytes, bytes);
        QCOMPARE(report->fileName, u"kamp.txt"_s);
        QCOMPARE(report->path, QFileInfo(path).absoluteFilePath());
        QVERIFY(QFileInfo(report->path).isAbsolute());
    }

    void neverWrites()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"readonly.txt"_s);
        const QByteArray bytes = "Avery scored twice.\r\n";
        QVERIFY(writeFile(path, bytes));
        QVERIFY(QFile::setPermissions(path,
                                      QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QDateTime modified = QFileInfo(path).lastModified();
        const Result<RawReport> report = ReportReader::read(path);
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->bytes, bytes); // raw: line endings are the decoder's business
        QCOMPARE(QFileInfo(path).lastModified(), modified);
        QFile check(path);
        QVERIFY(check.open(QIODevice::ReadOnly));
        QCOMPARE(check.readAll(), bytes);
    }

    void failures_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");

        QTest::newRow("empty file") << u"empty.txt"_s << QByteArray() << u"file is empty"_s;
        QTest::newRow("NUL bytes") << u"data.txt"_s << QByteArray("Score\0\0\0\x01\x02", 10)
                                   << u"file looks binary (contains NUL bytes)"_s;
        static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10";
        QTest::newRow("PNG named .txt") << u"image.txt"_s << QByteArray(png, sizeof png - 1)
                                        << u"file looks binary (not text)"_s;
    }

    void failures()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(name);
        QVERIFY(writeFile(path, content));
        const Result<RawReport> report = ReportReader::read(path);
        QVERIFY(!report.ok());
        QCOMPARE(report.error(), reason);
    }

    void missingFile()
    {
        QTemporaryDir dir;
        const Result<RawReport> report = ReportReader::read(dir.filePath(u"nope.txt"_s));
        QVERIFY(!report.ok());
        QCOMPARE(report.error(), u"no such file"_s);
        QCOMPARE(ReportReader::read(QString()).error(), u"no such file"_s);
    }

    void folder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Result<RawReport> report = ReportReader::read(dir.path());
        QVERIFY(!report.ok());
        QCOMPARE(report.error(), u"is a folder"_s);
    }

    void danglingSymlink()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString link = dir.filePath(u"gone.txt"_s);
        QVERIFY(QFile::link(dir.filePath(u"never-existed.txt"_s), link));
        QCOMPARE(ReportReader::read(link).error(),
            u"broken symbolic link (what it points to does not exist)"_s);
    }

    // Once "no such file": a link that leads back to itself says so.
    void symlinkLoop()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString a = dir.filePath(u"a.txt"_s), b = dir.filePath(u"b.txt"_s);
        QVERIFY(QFile::link(b, a));
        QVERIFY(QFile::link(a, b));
        QCOMPARE(ReportReader::read(a).error(), u"symbolic link loop (the link leads back to itself)"_s);
    }

    // A name that is not UTF-8 (Latin-1 "Målvakt.txt"): read when named and when its folder is
    // opened, shown with U+FFFD; once "no such file" and silently dropped from the folder.
    void nameThatIsNotUtf8()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray folder = QFile::encodeName(dir.path());
        const QByteArray native = folder + "/M\xE5lvakt.txt";
        {
            const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL, 0600);
            QVERIFY(fd >= 0);
            const QByteArray text = "Pal Hegre saved a penalty in the 12th minute.\n";
            QCOMPARE(::write(fd, text.constData(), size_t(text.size())), ssize_t(text.size()));
            ::close(fd);
        }
        const QString path = NativePath::fromNative(native);
        const Result<RawReport> direct = ReportReader::read(path);
        QVERIFY2(direct.ok(), qPrintable(direct.error()));
        QCOMPARE(direct->fileName, u"M\uFFFDlvakt.txt"_s);
        QCOMPARE(NativePath::toNative(direct->path), native);
        const QStringList listed = ReportReader::reportFilesIn(dir.path());
        QCOMPARE(listed.size(), 1);
        QCOMPARE(NativePath::toNative(listed.first()), native);
    }

    void fifoDoesNotBlock()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray fifo = QFile::encodeName(dir.filePath(u"pipe.txt"_s));
        QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        const Result<RawReport> report = ReportReader::read(QFile::decodeName(fifo));
        QVERIFY(!report.ok());
        QCOMPARE(report.error(), u"not a regular file"_s);
        QVERIFY(timer.elapsed() < 1000);
    }

    void permissionDenied()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // Others must be able to enter the folder, or the file would look missing instead.
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner
                                                          | QFile::ExeOwner | QFile::ReadOther
                                                          | QFile::ExeOther | QFile::ReadGroup
                                                          | QFile::ExeGroup));
        const QString path = dir.filePath(u"secret.txt"_s);
        QVERIFY(writeFile(path, "Hidden report."));
        QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
        if (::geteuid() != 0) {
            const Result<RawReport> report = ReportReader::read(path);
            QVERIFY(!report.ok());
            QCOMPARE(report.error(), u"permission denied"_s);
            return;
        }
        // Root reads a chmod 000 file, so ask as "nobody" in a child process.
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            if (::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(2);
            const Result<RawReport> report = ReportReader::read(path);
            ::_exit(!report.ok() && report.error() == u"permission denied" ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        if (WEXITSTATUS(status) == 2)
            QSKIP("running as root and cannot switch to user nobody: chmod 000 does not stop "
                  "root from reading, so 'permission denied' cannot be tested here");
        QCOMPARE(WEXITSTATUS(status), 0);
    }

    void tooLarge()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"huge.txt"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.write("Start of a huge file.\n") > 0);
            QVERIFY(file.resize(200LL * 1024 * 1024)); // sparse: no disk space used
        }
        QElapsedTimer timer;
        timer.start();
        const Result<RawReport> report = ReportReader::read(path);
        const qint64 ms = timer.elapsed();
        QVERIFY(!report.ok());
        QCOMPARE(report.error(), u"file is too large (200.0 MB; the limit is 16 MB)"_s);
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
    }

    void tooLargeIsRefusedWithoutReading()
    {
        // 64 GB (sparse): reading it would take minutes and more memory than there is, so a
        // quick answer proves the size was checked first.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"enormous.txt"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            if (!file.resize(64LL * 1024 * 1024 * 1024))
                QSKIP("this file system cannot hold a 64 GB sparse file");
        }
        QElapsedTimer timer;
        timer.start();
        const Result<RawReport> report = ReportReader::read(path);
        QVERIFY(!report.ok());
        QCOMPARE(report.error(), u"file is too large (65536.0 MB; the limit is 16 MB)"_s);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    }

    void customLimit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"r.txt"_s);
        QVERIFY(writeFile(path, QByteArray(3 * 1024 * 1024 / 2, 'a')));
        QCOMPARE(ReportReader::read(path, 1024 * 1024).error(),
                 u"file is too large (1.5 MB; the limit is 1 MB)"_s);
        QVERIFY(ReportReader::read(path, 2 * 1024 * 1024).ok());
        // Exactly at the limit is allowed.
        QVERIFY(ReportReader::read(path, 3 * 1024 * 1024 / 2).ok());
    }

    void isReportFileName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("txt") << u"kamp.txt"_s << true;
        QTest::newRow("TXT") << u"KAMP.TXT"_s << true;
        QTest::newRow("md") << u"report.md"_s << true;
        QTest::newRow("markdown") << u"report.Markdown"_s << true;
        QTest::newRow("html") << u"page.html"_s << true;
        QTest::newRow("htm") << u"page.HTM"_s << true;
        QTest::newRow("path") << u"/some/where/r.txt"_s << true;
        QTest::newRow("two dots") << u"match.2024.txt"_s << true;
        QTest::newRow("pdf") << u"report.pdf"_s << false;
        QTest::newRow("png") << u"logo.png"_s << false;
        QTest::newRow("backup") << u"report.txt~"_s << false;
        QTest::newRow("txt inside name") << u"txt"_s << false;
        QTest::newRow("hidden") << u".notes.txt"_s << false;
        QTest::newRow("empty") << QString() << false;
    }

    void isReportFileName()
    {
        QFETCH(QString, name);
        QFETCH(bool, accepted);
        QCOMPARE(ReportReader::isReportFileName(name), accepted);
    }

    void reportFilesIn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QDir root(dir.path());
        for (const QString &name : {u"a.txt"_s, u"B.MD"_s, u"c.html"_s, u"d.htm"_s,
                                    u"e.markdown"_s, u"report 10.txt"_s, u"report 2.txt"_s,
                                    u"notes.pdf"_s, u"image.png"_s, u".secret.txt"_s,
                                    u"sub/f.txt"_s, u"sub/deeper/g.Txt"_s, u".hidden/h.txt"_s,
                                    u"sub/.cache/i.txt"_s})
            QVERIFY(writeFile(root.filePath(name), "Text."));
        // A link back up (a loop if followed) and a second name for a.txt.
        QVERIFY(QFile::link(root.path(), root.filePath(u"sub/loop"_s)));
        QVERIFY(QFile::link(root.filePath(u"a.txt"_s), root.filePath(u"z-link.txt"_s)));

        QElapsedTimer timer;
        timer.start();
        const QStringList files = ReportReader::reportFilesIn(dir.path());
        QVERIFY(timer.elapsed() < 5000);
        QStringList expected;
        for (const QString &name : {u"a.txt"_s, u"B.MD"_s, u"c.html"_s, u"d.htm"_s,
                                    u"e.markdown"_s, u"report 2.txt"_s, u"report 10.txt"_s,
                                    u"sub/deeper/g.Txt"_s, u"sub/f.txt"_s})
            expected << QFileInfo(root.filePath(name)).absoluteFilePath();
        QCOMPARE(files, expected);
    }

    void reportFilesInMissingFolder()
    {
        QTemporaryDir dir;
        QCOMPARE(ReportReader::reportFilesIn(dir.filePath(u"nope"_s)), QStringList());
        QCOMPARE(ReportReader::reportFilesIn(QString()), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestReportReader)
#include "tst_reportreader.moc"
