// Runs the built `matchtimeline` as a separate process for the command-line tests: finds it
// beside the tests, runs it with a test environment and a timeout, and keeps what it printed.
#pragma once

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStringList>

namespace mt::test {

struct CliRun
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QString err;
    bool finished = false; // false when it did not start or did not end in time
};

class CliRunner
{
public:
    // The program beside the tests (<build>/tests -> <build>/app), or an empty string.
    static QString findBinary()
    {
        const QString dir = QCoreApplication::applicationDirPath();
        for (const QString &rel : {QStringLiteral("/../app/matchtimeline"),
                 QStringLiteral("/../../app/matchtimeline")}) {
            const QFileInfo fi(dir + rel);
            if (fi.isFile() && fi.isExecutable())
                return fi.canonicalFilePath();
        }
        return {};
    }

    static QProcessEnvironment testEnvironment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        return env;
    }

    static CliRun run(const QString &binary, const QStringList &args, const QString &workDir,
        int timeoutMs = 120000, const QProcessEnvironment &env = testEnvironment(),
        const QStringList &wrapper = {})
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(workDir);
        if (wrapper.isEmpty())
            p.start(binary, args);
        else
            p.start(wrapper.first(), wrapper.mid(1) + QStringList {binary} + args);
        CliRun r;
        if (!p.waitForStarted(10000))
            return r;
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.finished = true;
        r.exitCode = p.exitCode();
        r.status = p.exitStatus();
        r.out = p.readAllStandardOutput();
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }
};

} // namespace mt::test
