// The whole pipeline of DESIGN.md section 1: report files in, one reconciled Analysis out.
#pragma once

#include "model/Analysis.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace mt {

class LanguagePackRegistry;

struct NamedText
{
    QString name;     // shown as the source's file name
    QByteArray bytes; // raw bytes, decoded as a file would be
};

class Analyzer
{
public:
    // Called after each file is read and extracted; return false to cancel.
    using Progress = std::function<bool(int done, int total, const QString &file)>;

    Analyzer(); // uses the packs compiled into the library
    explicit Analyzer(const LanguagePackRegistry &packs);
    ~Analyzer();
    Analyzer(const Analyzer &) = delete;
    Analyzer &operator=(const Analyzer &) = delete;

    // paths may name files or folders (read recursively for .txt .md .markdown .html .htm).
    // Files that cannot be used become warnings naming the file and the reason.
    // Thread-safe: may be called from a worker thread; cancelling returns what was done so far
    // with a warning.
    Analysis analyzeFiles(const QStringList &paths, const Progress &progress = {}) const;
    Analysis analyzeTexts(const QList<NamedText> &texts) const;

    // Expands folders into report files (sorted, no duplicates); plain files pass through.
    static QStringList expandPaths(const QStringList &paths);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mt
