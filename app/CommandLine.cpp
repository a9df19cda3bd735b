#include "CommandLine.h"

#include "TimelineExport.h"
#include "decode/NativePath.h"
#include "json/JsonWriter.h"
#include "pipeline/Analyzer.h"
#include "pipeline/Versions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <cstdio>
#include <memory>

#include <sys/stat.h>

namespace mt {

namespace {

void printErr(const QString &line)
{
    std::fputs(qPrintable(line + u'\n'), stderr);
}

QString helpText()
{
    return QStringLiteral(
        "Usage: matchtimeline [OPTIONS] [FILE|FOLDER...]\n"
        "\n"
        "Reads several reports of one football match (plain text, Markdown, HTML; any encoding),\n"
        "puts every event they mention on one match clock and shows where they disagree.\n"
        "Without --json or --export the viewer opens with the given reports.\n"
        "\n"
        "Options:\n"
        "  --json              Print the analysis as JSON (schema matchtimeline/1) and exit.\n"
        "  -o, --output FILE   With --json: write the JSON to FILE instead of standard output.\n"
        "  --export OUT        Draw the timeline to OUT (.png, .svg or .pdf) without a window.\n"
        "  --sample            Open the viewer on the bundled sample match.\n"
        "  -h, --help          Show this help and exit.\n"
        "  -v, --version       Show the version and exit.\n"
        "\n"
        "Folders are read recursively for .txt, .md, .markdown, .html and .htm files.\n"
        "A file that cannot be used is named on standard error with the reason; the others are\n"
        "still analysed.\n"
        "\n"
        "Exit status: 0 when at least one report was analysed, 2 on a usage error,\n"
        "3 when no report could be read, 4 when the output could not be written,\n"
        "5 when the viewer has no display to open on.\n");
}

// The JSON written as it is made, into a file that appears whole or not at all.
bool writeJsonAtomically(const QString &path, const Analysis &analysis, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = f.errorString();
        return false;
    }
    if (!JsonWriter::write(analysis, f) || !f.commit()) {
        *error = f.errorString();
        return false;
    }
    return true;
}

bool writeJsonToStdout(const Analysis &analysis)
{
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return false;
    const bool ok = JsonWriter::write(analysis, out);
    out.flush();
    return ok;
}

// The same file, also through another name (a symlink, a hard link, "./x" for "x").
bool sameFile(const QString &a, const QString &b)
{
    struct stat sa {}, sb {};
    return ::stat(NativePath::toNative(a).constData(), &sa) == 0
        && ::stat(NativePath::toNative(b).constData(), &sb) == 0 && sa.st_dev == sb.st_dev
        && sa.st_ino == sb.st_ino;
}

// The input report an output would replace, or an empty string: inputs are only ever read.
QString inputAt(const QString &output, const QStringList &inputs)
{
    if (!NativePath::exists(output))
        return {};
    for (const QString &input : Analyzer::expandPaths(inputs)) {
        if (sameFile(output, input))
            return input;
    }
    return {};
}

} // namespace

int runCommandLine(int argc, char **argv)
{
    std::unique_ptr<QCoreApplication> owned;
    if (!QCoreApplication::instance())
        owned = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationVersion(applicationVersion());

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the analysis as JSON."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write the JSON to FILE."), QStringLiteral("FILE"));
    const QCommandLineOption exportOpt(QStringLiteral("export"), QStringLiteral("Draw the timeline to OUT."),
                                       QStringLiteral("OUT"));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")}, QStringLiteral("Version."));
    parser.addOptions({json, output, exportOpt, help, version});
    parser.addPositionalArgument(QStringLiteral("files"), QStringLiteral("Reports or folders."));

    // The arguments as the system gave them: a file name that is not UTF-8 still opens.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << NativePath::fromNative(QByteArrayView(argv[i]));
    if (!parser.parse(arguments)) {
        printErr(QStringLiteral("matchtimeline: ") + parser.errorText());
        printErr(QStringLiteral("Try 'matchtimeline --help'."));
        return Usage;
    }
    if (parser.isSet(help)) {
        QTextStream(stdout) << helpText();
        return Ok;
    }
    if (parser.isSet(version)) {
        QTextStream(stdout) << QStringLiteral("matchtimeline %1 (Qt %2, ICU %3)\n")
                                   .arg(applicationVersion(), QString::fromLatin1(qVersion()), icuVersion());
        return Ok;
    }
    const bool wantJson = parser.isSet(json);
    const bool wantExport = parser.isSet(exportOpt);
    const QStringList inputs = parser.positionalArguments();
    if (!wantJson && !wantExport) {
        printErr(QStringLiteral("matchtimeline: say --json or --export (or start without options for the viewer)"));
        return Usage;
    }
    if (parser.isSet(output) && !wantJson) {
        printErr(QStringLiteral("matchtimeline: --output goes with --json"));
        return Usage;
    }
    if (inputs.isEmpty()) {
        printErr(QStringLiteral("matchtimeline: no report files or folders given"));
        printErr(QStringLiteral("Try 'matchtimeline --help'."));
        return Usage;
    }
    if (wantExport) {
        const QString suffix = QFileInfo(parser.value(exportOpt)).suffix().toLower();
        if (suffix != u"png" && suffix != u"svg" && suffix != u"pdf") {
            printErr(QStringLiteral("matchtimeline: --export needs a .png, .svg or .pdf file name"));
            return Usage;
        }
    }

    for (const QCommandLineOption *target : {&output, &exportOpt}) {
        if (!parser.isSet(*target))
            continue;
        if (const QString input = inputAt(parser.value(*target), inputs); !input.isEmpty()) {
            printErr(QStringLiteral("matchtimeline: %1 is one of the reports to read; "
                                    "choose another output file (inputs are never written)")
                         .arg(NativePath::display(input)));
            return Usage;
        }
    }

    const Analyzer analyzer;
    const Analysis analysis = analyzer.analyzeFiles(inputs);
    for (const Warning &w : analysis.warnings) {
        const QString file = NativePath::display(w.source >= 0 ? analysis.sources[w.source].path : w.file);
        printErr(QStringLiteral("matchtimeline: %1: %2").arg(file.isEmpty() ? QStringLiteral("-") : file, w.message));
    }
    if (analysis.sources.isEmpty()) {
        printErr(QStringLiteral("matchtimeline: no report could be read"));
        return NoInput;
    }

    if (wantJson) {
        if (parser.isSet(output)) {
            QString error;
            if (!writeJsonAtomically(parser.value(output), analysis, &error)) {
                printErr(QStringLiteral("matchtimeline: cannot write %1: %2").arg(parser.value(output), error));
                return WriteFailed;
            }
        } else if (!writeJsonToStdout(analysis)) {
            printErr(QStringLiteral("matchtimeline: cannot write the JSON to standard output"));
            return WriteFailed;
        }
    }
    if (wantExport) {
        QString error;
        if (!ui::exportTimeline(analysis, parser.value(exportOpt), &error)) {
            printErr(QStringLiteral("matchtimeline: ") + error); // it names the file
            return WriteFailed;
        }
    }
    return Ok;
}

} // namespace mt
