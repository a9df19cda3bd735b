// A name's consonant skeleton (DESIGN.md 1, roster): the Latin key of a name less its vowels and
// the letters transliterations disagree on, so that the ways scripts spell one name meet where
// the letters do not. Haaland and Холанд ("holand") are both "lnd", Casemiro and Каземиро
// ("kazemiro") both "ksmr", Walker and Уолкер ("uolker") both "lkr". Used where a report's own
// spelling names no one (a report in a script or language with no pack), and only together with
// a minute or a score, since skeletons are short.
#pragma once

#include <QString>

namespace mt {

class SoundKey
{
public:
    // The skeleton of a Latin key (LatinKey::lettersOf): lower-case ASCII letters in, consonant
    // classes out; c before e, i and y sounds as s, x as ks, kv as k, ts and tz as s; h, j, w
    // and y count as vowels; doubled letters are one.
    static QString of(const QString &latinKey);
    // Whether two skeletons name one sound: equal, or of one length of four or more that differ
    // in one letter ("mrtl" Martial, "mrsl" Марсьяль).
    static bool meet(const QString &a, const QString &b);
};

} // namespace mt
