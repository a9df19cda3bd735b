// The few core entry points the viewer calls, in one place. While the engine's pipeline and
// JSON writer are still being written they may be absent from the build (MT_UI_HAVE_ANALYZER /
// MT_UI_HAVE_JSON come from ui/CMakeLists.txt); the viewer then says so instead of failing to link.
#pragma once

#include "pipeline/Analyzer.h"

#include <QByteArray>
#include <QStringList>

namespace mt::ui {

class CoreBridge
{
public:
    static bool hasAnalyzer();
    static Analysis analyzeFiles(const QStringList &paths, const Analyzer::Progress &progress);
    static QStringList expandPaths(const QStringList &paths);
    static QByteArray toJson(const Analysis &analysis);
    static QString icuVersion();
};

} // namespace mt::ui
