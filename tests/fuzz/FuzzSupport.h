// What the fuzz targets share: the bytes as a QByteArray without a copy, and one choice taken
// from the first byte so that a single corpus drives several variants of a target.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace mt::fuzz {

inline QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The input as UTF-8 text (invalid sequences become U+FFFD, as a lenient reader would).
inline QString textOf(const uint8_t *data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Aborts the run with a message libFuzzer shows, so that a broken promise counts as a crash.
[[noreturn]] void fail(const char *what);

} // namespace mt::fuzz
