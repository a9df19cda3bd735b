// One key for a word across scripts and accents (DESIGN.md 1, roster): ICU's "Any-Latin;
// Latin-ASCII" transliteration, lower-cased, so that Балотелли, Balotelli and BALOTELLI meet and
// Ødegaard meets Odegaard.
#pragma once

#include <QString>

namespace mt {

class LatinKey
{
public:
    // Thread-safe (one transliterator per thread); plain ASCII words never reach ICU.
    static QString of(const QString &word);
};

} // namespace mt
