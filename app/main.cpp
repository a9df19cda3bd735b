// Entry point: the command line (--json, --export, --help, --version) runs without a window;
// anything else opens the viewer (--sample: on the bundled sample match).
#include "CommandLine.h"
#include "EventIcons.h"
#include "MainWindow.h"
#include "Theme.h"
#include "Translations.h"

#include <QApplication>
#include <QFileInfo>
#include <QSettings>

#include <cstdio>
#include <cstring>

namespace {
bool wantsCommandLine(int argc, char **argv, bool *exporting)
{
    bool cli = false;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (std::strcmp(a, "--export") == 0 || std::strncmp(a, "--export=", 9) == 0)
            *exporting = cli = true;
        else if (std::strcmp(a, "--json") == 0 || std::strcmp(a, "--help") == 0
                 || std::strcmp(a, "-h") == 0 || std::strcmp(a, "--version") == 0
                 || std::strcmp(a, "-v") == 0)
            cli = true;
    }
    return cli;
}

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

// Without a display Qt would abort with a dump about its platform plugins; say what to do.
int refuseWithoutDisplay()
{
    std::fputs("matchtimeline: no display to open the viewer on (neither DISPLAY nor WAYLAND_DISPLAY "
               "is set).\n"
               "Start it from a desktop session or under xvfb-run, or analyse without a window:\n"
               "  matchtimeline --json FILE|FOLDER...          the analysis as JSON\n"
               "  matchtimeline --export OUT.png FILE|FOLDER... the timeline as an image\n",
               stderr);
    return mt::NoDisplay;
}

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("matchtimeline.org"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("matchtimeline.org"));
    QCoreApplication::setApplicationName(QStringLiteral("MatchTimeline"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MT_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Match Timeline"));
    QGuiApplication::setDesktopFileName(QStringLiteral(MT_APP_ID));
}
} // namespace

int main(int argc, char **argv)
{
    bool exporting = false;
    if (wantsCommandLine(argc, argv, &exporting)) {
        if (!exporting)
            return mt::runCommandLine(argc, argv);
        // Drawing the timeline needs widgets, but never a display.
        if (!hasDisplay())
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        setApplicationNames();
        // The picture's words ("27 events") in the interface's language, as the viewer's.
        mt::ui::Translations::install(mt::ui::Translations::effectiveLocale());
        return mt::runCommandLine(argc, argv);
    }
    if (!hasDisplay())
        return refuseWithoutDisplay();

    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setWindowIcon(mt::ui::EventIcons::appIcon());
    // The system locale's language, or the one chosen in View > Language.
    mt::ui::Translations::install(mt::ui::Translations::effectiveLocale());
    // The platform's palette unless View > Dark Palette is on.
    if (mt::ui::Theme::savedDark())
        mt::ui::Theme::apply(true);

    mt::ui::MainWindow window;
    window.show();

    QStringList paths;
    bool sample = false;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == u"--sample")
            sample = true;
        else if (!args[i].startsWith(u'-') || QFileInfo::exists(args[i]))
            paths << args[i];
    }
    QSettings settings;
    if (sample) {
        // packaging/run.sh: always open on the sample, whatever was shown before.
        settings.setValue(QStringLiteral("sampleShown"), true);
        window.openSampleMatch();
        if (!paths.isEmpty())
            window.openFiles(paths);
    } else if (!paths.isEmpty()) {
        window.openFiles(paths);
    } else if (!settings.value(QStringLiteral("sampleShown"), false).toBool()) {
        // First launch: show what the program does with the bundled sample match.
        settings.setValue(QStringLiteral("sampleShown"), true);
        window.openSampleMatch();
    }
    return app.exec();
}
