// The few core entry points the viewer calls, in one place: the analyzer (one instance, its
// packs loaded once), folder expansion, the JSON writer and the ICU version.
#pragma once

#include "pipeline/Analyzer.h"

#include <QByteArray>
#include <QStringList>

namespace mt::ui {

class CoreBridge
{
public:
    static bool hasAnalyzer() { return true; }
    static Analysis analyzeFiles(const QStringList &paths, const Analyzer::Progress &progress);
    static QStringList expandPaths(const QStringList &paths);
    static QByteArray toJson(const Analysis &analysis);
    static QString icuVersion();
};

} // namespace mt::ui
