#include "NativePath.h"

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <memory>

namespace mt {

namespace {

constexpr char16_t EscapeBase = 0xDC00;

// The length of the well-formed UTF-8 sequence at p[i], or 0.
int utf8Length(const unsigned char *p, qsizetype size, qsizetype i)
{
    const unsigned char b = p[i];
    int need = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
        need = 1;
    } else if (b >= 0xE0 && b <= 0xEF) {
        need = 2;
        lo = b == 0xE0 ? 0xA0 : 0x80;
        hi = b == 0xED ? 0x9F : 0xBF;
    } else if (b >= 0xF0 && b <= 0xF4) {
        need = 3;
        lo = b == 0xF0 ? 0x90 : 0x80;
        hi = b == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (i + need >= size)
        return 0;
    for (int j = 1; j <= need; ++j) {
        const unsigned char c = p[i + j];
        if (c < (j == 1 ? lo : 0x80) || c > (j == 1 ? hi : 0xBF))
            return 0;
    }
    return need + 1;
}

bool isEscape(QChar c)
{
    return c.unicode() >= EscapeBase + 0x80 && c.unicode() <= EscapeBase + 0xFF;
}

} // namespace

QString NativePath::fromNative(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size());
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype run = 0;
    for (qsizetype i = 0; i < n;) {
        if (p[i] < 0x80) {
            ++i;
            continue;
        }
        if (const int len = utf8Length(p, n, i); len > 0) {
            i += len;
            continue;
        }
        out.append(QString::fromUtf8(bytes.sliced(run, i - run)));
        out.append(QChar(char16_t(EscapeBase + p[i])));
        run = ++i;
    }
    out.append(QString::fromUtf8(bytes.sliced(run)));
    return out;
}

QByteArray NativePath::toNative(const QString &path)
{
    QByteArray out;
    out.reserve(path.size());
    qsizetype run = 0;
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (!isEscape(path.at(i)))
            continue;
        out.append(QStringView(path).sliced(run, i - run).toUtf8());
        out.append(char(path.at(i).unicode() - EscapeBase));
        run = i + 1;
    }
    out.append(QStringView(path).sliced(run).toUtf8());
    return out;
}

QString NativePath::display(const QString &path)
{
    QString out = path;
    for (QChar &c : out) {
        if (isEscape(c))
            c = QChar(QChar::ReplacementCharacter);
    }
    return out;
}

QString NativePath::fileName(const QString &path)
{
    QStringView p(path);
    while (p.size() > 1 && p.endsWith(u'/'))
        p.chop(1);
    const qsizetype slash = p.lastIndexOf(u'/');
    return (slash < 0 ? p : p.sliced(slash + 1)).toString();
}

QString NativePath::absolute(const QString &path)
{
    if (path.startsWith(u'/'))
        return path;
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf))
        return path;
    QString dir = fromNative(QByteArrayView(buf));
    if (!dir.endsWith(u'/'))
        dir += u'/';
    QStringView rest(path);
    while (rest.startsWith(u"./"))
        rest = rest.sliced(2);
    return dir + rest;
}

QString NativePath::canonical(const QString &path)
{
    const std::unique_ptr<char, decltype(&std::free)> resolved(
        realpath(toNative(path).constData(), nullptr), &std::free);
    return resolved ? fromNative(QByteArrayView(resolved.get())) : QString();
}

bool NativePath::exists(const QString &path)
{
    struct stat st {};
    return !path.isEmpty() && ::stat(toNative(path).constData(), &st) == 0;
}

bool NativePath::isDir(const QString &path)
{
    struct stat st {};
    return !path.isEmpty() && ::stat(toNative(path).constData(), &st) == 0 && S_ISDIR(st.st_mode);
}

QStringList NativePath::entries(const QString &dir)
{
    QStringList out;
    const std::unique_ptr<DIR, decltype(&closedir)> d(opendir(toNative(dir).constData()), &closedir);
    if (!d)
        return out;
    while (const dirent *e = readdir(d.get())) {
        const QByteArrayView name(e->d_name);
        if (name != "." && name != "..")
            out.append(fromNative(name));
    }
    return out;
}

} // namespace mt
