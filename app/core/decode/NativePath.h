// File names as the system spells them: bytes, not always UTF-8. A name that is not valid UTF-8
// keeps each stray byte as a lone surrogate U+DC80..U+DCFF (as Python's "surrogateescape"
// does), so that the file it names can still be opened and the folder it sits in still lists
// it; users see U+FFFD there instead. Qt's own file classes would turn such bytes into '?' and
// find nothing ("no such file").
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace mt {

class NativePath
{
public:
    static QString fromNative(QByteArrayView bytes);
    static QByteArray toNative(const QString &path);
    // The path as a user reads it: stray bytes shown as U+FFFD.
    static QString display(const QString &path);

    static QString fileName(const QString &path); // the last component
    static QString absolute(const QString &path); // against the working folder; not resolved
    static QString canonical(const QString &path); // symlinks resolved; empty when it fails
    static bool exists(const QString &path); // follows symlinks
    static bool isDir(const QString &path);
    // The names in a folder, without "." and ".."; empty when it cannot be read.
    static QStringList entries(const QString &dir);
};

} // namespace mt
