// Reads one report file from disk without ever writing to it, and refuses what is not a report.
#pragma once

#include "model/Result.h"

#include <QByteArray>
#include <QString>

namespace mt {

struct RawReport
{
    QString path;     // absolute path (NativePath: bytes that are not UTF-8 kept as escapes)
    QString fileName; // name shown to users
    QByteArray bytes;
};

class ReportReader
{
public:
    // Reports are a few KB; anything bigger than this is not a match report.
    static constexpr qint64 DefaultMaxBytes = 16 * 1024 * 1024;

    // Failure reasons are short, user-facing English phrases ("file is empty",
    // "file looks binary (contains NUL bytes)", "no such file", "permission denied",
    // "file is too large (200.0 MB; the limit is 16 MB)", "is a folder"; also
    // "file looks binary (not text)", "not a regular file" for FIFOs and devices).
    static Result<RawReport> read(const QString &path, qint64 maxBytes = DefaultMaxBytes);

    // The file suffixes treated as reports when a folder is opened (txt, md, markdown, html, htm).
    static bool isReportFileName(const QString &fileName);
    // Files below a folder, recursively, that isReportFileName accepts; sorted, no duplicates.
    static QStringList reportFilesIn(const QString &folder);

private:
    static void collectReports(const QString &dir, QStringList &out, int depth);
};

} // namespace mt
