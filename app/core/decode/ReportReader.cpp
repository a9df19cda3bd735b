#include "ReportReader.h"

#include "Decoder.h"
#include "NativePath.h"

#include <QFile>
#include <QSet>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

// Why stat() found nothing at path: a missing file, or a link that leads nowhere.
QString missingReason(const QByteArray &native, int error)
{
    struct stat link {};
    const bool isLink = ::lstat(native.constData(), &link) == 0 && S_ISLNK(link.st_mode);
    if (error == ELOOP)
        return QStringLiteral("symbolic link loop (the link leads back to itself)");
    if (isLink && error == ENOENT)
        return QStringLiteral("broken symbolic link (what it points to does not exist)");
    if (error == EACCES)
        return QStringLiteral("permission denied");
    if (error == ENOENT || error == ENOTDIR)
        return QStringLiteral("no such file");
    return QStringLiteral("cannot open the file (%1)").arg(QString::fromLocal8Bit(std::strerror(error)));
}

} // namespace

Result<RawReport> ReportReader::read(const QString &path, qint64 maxBytes)
{
    using R = Result<RawReport>;
    const QByteArray native = NativePath::toNative(path);
    struct stat info {};
    if (path.isEmpty())
        return R::failure(QStringLiteral("no such file"));
    if (::stat(native.constData(), &info) != 0)
        return R::failure(missingReason(native, errno));
    if (S_ISDIR(info.st_mode))
        return R::failure(QStringLiteral("is a folder"));
    // FIFOs, sockets and devices: reading them could block forever or never end.
    if (!S_ISREG(info.st_mode))
        return R::failure(QStringLiteral("not a regular file"));
    if (::access(native.constData(), R_OK) != 0)
        return R::failure(QStringLiteral("permission denied"));
    // Decide on the size before reading a single byte.
    const qint64 size = info.st_size;
    if (size > maxBytes)
        return R::failure(QStringLiteral("file is too large (%1; the limit is %2)")
                                  .arg(megabytes(size, false), megabytes(maxBytes, true)));
    if (size == 0)
        return R::failure(QStringLiteral("file is empty"));

    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return R::failure(missingReason(native, errno));
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return R::failure(QStringLiteral("cannot open the file (%1)").arg(file.errorString()));
    }
    // A quick look at the head first: no point reading a megabyte of an image.
    const QByteArray head = file.read(std::min(SniffBytes, maxBytes + 1));
    if (file.error() != QFileDevice::NoError)
        return R::failure(QStringLiteral("cannot read the file (%1)").arg(file.errorString()));
    if (const QString reason = Decoder::binaryReason(head); !reason.isEmpty())
        return R::failure(reason);

    RawReport report;
    report.path = NativePath::absolute(path);
    report.fileName = NativePath::display(NativePath::fileName(path));
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
    const QString name = NativePath::fileName(fileName);
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
    if (folder.isEmpty() || !NativePath::isDir(folder))
        return {};
    QString root = NativePath::absolute(folder);
    while (root.size() > 1 && root.endsWith(u'/'))
        root.chop(1);
    QStringList found;
    collectReports(root, found, 0);
    std::sort(found.begin(), found.end(), [](const QString &a, const QString &b) {
        const int c = naturalCompare(a, b);
        return c != 0 ? c < 0 : a < b;
    });
    QStringList files;
    QSet<QString> seen; // a file reached twice (symlinks to one report) counts once
    for (const QString &path : std::as_const(found)) {
        const QString canonical = NativePath::canonical(path);
        if (canonical.isEmpty() || seen.contains(canonical))
            continue; // dangling link, or a duplicate
        seen.insert(canonical);
        files << path;
    }
    return files;
}

// Report files below dir (hidden names skipped). Symlinked folders are not entered, so link
// loops cannot recur; a link to a file counts as the file.
void ReportReader::collectReports(const QString &dir, QStringList &out, int depth)
{
    if (depth > 64)
        return;
    for (const QString &name : NativePath::entries(dir)) {
        if (name.startsWith(u'.'))
            continue;
        const QString path = dir + u'/' + name;
        const QByteArray native = NativePath::toNative(path);
        struct stat own {};
        if (::lstat(native.constData(), &own) != 0)
            continue;
        if (S_ISDIR(own.st_mode)) {
            collectReports(path, out, depth + 1);
            continue;
        }
        struct stat target {};
        const bool file = S_ISREG(own.st_mode)
            || (S_ISLNK(own.st_mode) && ::stat(native.constData(), &target) == 0
                && S_ISREG(target.st_mode));
        if (file && isReportFileName(name))
            out << path;
    }
}

} // namespace mt
