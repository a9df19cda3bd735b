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
    // The key of a name: case-folded, in Latin letters, and letters and digits only
    // ("Гальгрен" is "gal'gren" in ICU's Latin, galgren as a key; "O'Neill" is oneill).
    static QString lettersOf(const QString &word);
    // Folds the spellings of umlauts without the letter (ae, oe, ue) in a lower-case key, so
    // that Faehrmann and Fährmann (fahrmann) meet.
    static void foldUmlautSpellings(QString &key);
};

} // namespace mt
