#include "ReportReader.h"

#include "Decoder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace mt {

namespace {

constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 SniffBytes = 8 * 1024;

// "200.0 MB" for the file; the limit without a needless ".0" ("16 MB").
QString megabytes(qint64 bytes, bool trimWhole)
{
    const double mb = double(bytes) / double(MiB);
    if (trimWhole && bytes % MiB == 0)
        return QString::number(bytes / MiB) + u" MB";
    return QString::number(mb, 'f', 1) + u" MB";
}

// "report 2" before "report 10", case-insensitive; the same in every locale (QCollator's numeric
// mode does nothing in the C locale).
int naturalCompare(QStringView a, QStringView b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ie = i, je = j;
            while (ie < a.size() && a[ie].isDigit())
                ++ie;
            while (je < b.size() && b[je].isDigit())
                ++je;
            QStringView da = a.sliced(i, ie - i), db = b.sliced(j, je - j);
            while (da.size() > 1 && da.front() == u'0')
                da = da.sliced(1);
            while (db.size() > 1 && db.front() == u'0')
                db = db.sliced(1);
            if (da.size() != db.size())
                return da.size() < db.size() ? -1 : 1;
            if (const int c = da.compare(db); c != 0)
                return c;
            i = ie;
            j = je;
            continue;
        }
        const char32_t ca = a[i].toCaseFolded().unicode(), cb = b[j].toCaseFolded().unicode();
        if (ca != cb)
            return ca < cb ? -1 : 1;
        ++i;
        ++j;
    }
    if (i < a.size() || j < b.size())
        return i < a.size() ? 1 : -1;
    return 0;
}

bool hasHiddenComponent(const QString &relativePath)
{
    const auto parts = QStringView(relativePath).split(u'/', Qt::SkipEmptyParts);
    return std::any_of(parts.begin(), parts.end(),
                       [](QStringView part) { return part.startsWith(u'.'); });
}

} // namespace

Result<RawReport> ReportReader::read(const QString &path, qint64 maxBytes)
{
    using R = Result<RawReport>;
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return R::failure(QStringLiteral("no such file"));
    if (info.isDir())
        return R::failure(QStringLiteral("is a folder"));
    // FIFOs, sockets and devices: reading them could block forever or never end.
    if (!info.isFile())
        return R::failure(QStringLiteral("not a regular file"));
    if (!info.isReadable())
        return R::failure(QStringLiteral("permission denied"));
    // Decide on the size before reading a single byte.
    const qint64 size = info.size();
    if (size > maxBytes)
        return R::failure(QStringLiteral("file is too large (%1; the limit is %2)")
                                  .arg(megabytes(size, false), megabytes(maxBytes, true)));
    if (size == 0)
        return R::failure(QStringLiteral("file is empty"));

    QFile file(info.absoluteFilePath());
    if (!file.open(QIODevice::ReadOnly)) {
        if (file.error() == QFileDevice::PermissionsError)
            return R::failure(QStringLiteral("permission denied"));
        return R::failure(QStringLiteral("cannot open the file (%1)").arg(file.errorString()));
    }
    // A quick look at the head first: no point reading a megabyte of an image.
    const QByteArray head = file.read(std::min(SniffBytes, maxBytes + 1));
    if (file.error() != QFileDevice::NoError)
        return R::failure(QStringLiteral("cannot read the file (%1)").arg(file.errorString()));
    if (const QString reason = Decoder::binaryReason(head); !reason.isEmpty())
        return R::failure(reason);

    RawReport report;
    report.path = info.absoluteFilePath();
    report.fileName = info.fileName();
    report.bytes = head;
    // The file may have grown since stat(): never read past the limit.
    if (head.size() == std::min(SniffBytes, maxBytes + 1)) {
        report.bytes += file.read(maxBytes + 1 - head.size());
        if (file.error() != QFileDevice::NoError)
            return R::failure(QStringLiteral("cannot read the file (%1)").arg(file.errorString()));
    }
    if (report.bytes.size() > maxBytes)
        return R::failure(QStringLiteral("file is too large (more than %1)")
                                  .arg(megabytes(maxBytes, true)));
    if (report.bytes.isEmpty())
        return R::failure(QStringLiteral("file is empty"));
    return report;
}

bool ReportReader::isReportFileName(const QString &fileName)
{
    const QString name = QFileInfo(fileName).fileName();
    if (name.startsWith(u'.'))
        return false; // hidden files, editor swap files
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot <= 0)
        return false;
    const QStringView suffix = QStringView(name).sliced(dot + 1);
    for (QStringView known : {u"txt", u"md", u"markdown", u"html", u"htm"}) {
        if (suffix.compare(known, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QStringList ReportReader::reportFilesIn(const QString &folder)
{
    const QDir root(folder);
    if (folder.isEmpty() || !root.exists())
        return {};
    // No FollowSymlinks: symlinked folders are not entered, so link loops cannot recur.
    QDirIterator it(root.absolutePath(), QDir::Files | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    QList<QFileInfo> found;
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        if (isReportFileName(info.fileName()) && !hasHiddenComponent(root.relativeFilePath(path)))
            found << info;
    }
    std::sort(found.begin(), found.end(), [](const QFileInfo &a, const QFileInfo &b) {
        const QString pa = a.absoluteFilePath(), pb = b.absoluteFilePath();
        const int c = naturalCompare(pa, pb);
        return c != 0 ? c < 0 : pa < pb;
    });
    QStringList files;
    QSet<QString> seen; // a file reached twice (symlinks to one report) counts once
    for (const QFileInfo &info : std::as_const(found)) {
        const QString canonical = info.canonicalFilePath();
        if (canonical.isEmpty() || seen.contains(canonical))
            continue; // dangling link, or a duplicate
        seen.insert(canonical);
        files << info.absoluteFilePath();
    }
    return files;
}

} // namespace mt
