#include "NativePath.h"

#include "UnicodeForms.h"

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <memory>

namespace mt {

namespace {

constexpr char16_t EscapeBase = 0xDC00;

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
        if (const int len = UnicodeForms::sequenceAt(p, n, i); len > 0) {
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
    struct Closer
    {
        void operator()(DIR *d) const { closedir(d); }
    };
    const std::unique_ptr<DIR, Closer> d(opendir(toNative(dir).constData()));
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
