#include "CoreBridge.h"

#include "json/JsonWriter.h"
#include "pipeline/Versions.h"

namespace mt::ui {

Analysis CoreBridge::analyzeFiles(const QStringList &paths, const Analyzer::Progress &progress)
{
    // Packs load once; analyzeFiles is thread-safe.
    static const Analyzer analyzer;
    return analyzer.analyzeFiles(paths, progress);
}

QStringList CoreBridge::expandPaths(const QStringList &paths)
{
    return Analyzer::expandPaths(paths);
}

QByteArray CoreBridge::toJson(const Analysis &analysis)
{
    return JsonWriter::toJson(analysis);
}

QString CoreBridge::icuVersion()
{
    return mt::icuVersion();
}

} // namespace mt::ui
