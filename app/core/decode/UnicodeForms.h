// The Unicode encoding forms a report may come in, told from its bytes: byte order marks,
// UTF-16 and UTF-32 without one (by their pattern of zero bytes), UTF-8 validation, and the
// repairs that keep decoded text well-formed. The decoder's policy is in Decoder.cpp.
#pragma once

#include <QByteArrayView>
#include <QString>

namespace mt {

enum class WideForm { None, Utf16LE, Utf16BE, Utf32LE, Utf32BE };

struct Bom
{
    WideForm form = WideForm::None;
    bool utf8 = false;
    int length = 0;
};

struct Utf8Scan
{
    qsizetype invalid = 0; // maximal ill-formed subparts (each becomes one U+FFFD)
    qsizetype multibyte = 0; // well-formed sequences of 2-4 bytes
    qsizetype replacements = 0; // well-formed U+FFFD already in the input
    bool valid() const { return invalid == 0; }
};

class UnicodeForms
{
public:
    static Bom detectBom(QByteArrayView bytes);
    // UTF-32 or UTF-16 without a BOM, from the zero bytes of the first 4 KB; None otherwise.
    static WideForm sniff(QByteArrayView bytes);
    static const char *name(WideForm form);
    // The bytes (after any BOM) in a wide form; lone surrogates become U+FFFD.
    static QString decodeWide(QByteArrayView bytes, WideForm form);
    // Unpaired surrogates (from UTF-16 bytes, or a converter such as UTF-7's) become U+FFFD;
    // how many.
    static qsizetype repairSurrogates(QString &text);

    // Well-formed UTF-8 per the Unicode standard (table 3-7): no overlongs, surrogates or
    // code points past U+10FFFF.
    static Utf8Scan scanUtf8(QByteArrayView bytes);
    // The length of the well-formed UTF-8 sequence at p[i] (a byte of 0x80 or more), or 0 when
    // it is not one; then *illFormed (if given) is the length of its maximal ill-formed part.
    static int sequenceAt(const unsigned char *p, qsizetype size, qsizetype i,
        qsizetype *illFormed = nullptr);
};

} // namespace mt
