#include "CoreBridge.h"

#include "pipeline/Versions.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>

#ifdef MT_UI_HAVE_JSON
#include "json/JsonWriter.h"
#endif

namespace mt::ui {

bool CoreBridge::hasAnalyzer()
{
#ifdef MT_UI_HAVE_ANALYZER
    return true;
#else
    return false;
#endif
}

Analysis CoreBridge::analyzeFiles(const QStringList &paths, const Analyzer::Progress &progress)
{
#ifdef MT_UI_HAVE_ANALYZER
    // Packs load once; analyzeFiles is thread-safe.
    static const Analyzer analyzer;
    return analyzer.analyzeFiles(paths, progress);
#else
    Q_UNUSED(progress);
    Analysis a;
    for (const QString &p : paths) {
        a.warnings.append({-1, QFileInfo(p).fileName(),
                           QCoreApplication::translate("mt::ui::CoreBridge",
                                                       "the analysis engine is not built")});
    }
    return a;
#endif
}

QStringList CoreBridge::expandPaths(const QStringList &paths)
{
#ifdef MT_UI_HAVE_ANALYZER
    return Analyzer::expandPaths(paths);
#else
    QStringList out;
    for (const QString &p : paths) {
        const QFileInfo fi(p);
        if (!fi.isDir()) {
            if (!out.contains(fi.absoluteFilePath()))
                out << fi.absoluteFilePath();
            continue;
        }
        QStringList found;
        QDirIterator it(p, {QStringLiteral("*.txt"), QStringLiteral("*.md"),
                            QStringLiteral("*.markdown"), QStringLiteral("*.html"),
                            QStringLiteral("*.htm")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            found << QFileInfo(it.next()).absoluteFilePath();
        found.sort();
        for (const QString &f : std::as_const(found)) {
            if (!out.contains(f))
                out << f;
        }
    }
    return out;
#endif
}

QByteArray CoreBridge::toJson(const Analysis &analysis)
{
#ifdef MT_UI_HAVE_JSON
    return JsonWriter::toJson(analysis);
#else
    Q_UNUSED(analysis);
    return {};
#endif
}

QString CoreBridge::icuVersion()
{
    return mt::icuVersion();
}

} // namespace mt::ui
