#include "UnicodeForms.h"

#include <QStringDecoder>

#include <algorithm>
#include <cstring>

namespace mt {

namespace {

bool asciiWordAt(const unsigned char *p, qsizetype i, qsizetype size)
{
    if (i + 8 > size)
        return false;
    quint64 word;
    std::memcpy(&word, p + i, 8);
    return (word & 0x8080808080808080ULL) == 0;
}

// Among the first 4 KB, in units of `width` bytes: how many have a zero at each offset.
template<int width> void countZeros(QByteArrayView b, qsizetype (&zeros)[width], qsizetype *units)
{
    const qsizetype n = std::min<qsizetype>(b.size(), 4096) / width * width;
    for (qsizetype i = 0; i < n; ++i)
        zeros[i % width] += b[i] == 0;
    *units = n / width;
}

WideForm sniffUtf32(QByteArrayView b)
{
    qsizetype z[4] = {}, units = 0;
    countZeros<4>(b, z, &units);
    if (units < 4)
        return WideForm::None;
    // The top byte is always zero (no code point past U+10FFFF), the next nearly always; the
    // low byte rarely is.
    const auto all = [&](qsizetype c) { return c * 50 >= units * 49; };
    const auto few = [&](qsizetype c) { return c * 10 <= units; };
    if (all(z[3]) && all(z[2]) && few(z[0]))
        return WideForm::Utf32LE;
    if (all(z[0]) && all(z[1]) && few(z[3]))
        return WideForm::Utf32BE;
    return WideForm::None;
}

// Latin-script UTF-16 has a NUL in every other byte, on one side only.
WideForm sniffUtf16(QByteArrayView b)
{
    qsizetype z[2] = {}, pairs = 0;
    countZeros<2>(b, z, &pairs);
    if (pairs < 4) // too little to tell from binary garbage
        return WideForm::None;
    if (z[1] * 10 >= pairs * 4 && z[0] * 50 <= pairs)
        return WideForm::Utf16LE;
    if (z[0] * 10 >= pairs * 4 && z[1] * 50 <= pairs)
        return WideForm::Utf16BE;
    return WideForm::None;
}

QStringConverter::Encoding qtEncoding(WideForm form)
{
    switch (form) {
    case WideForm::Utf16LE: return QStringConverter::Utf16LE;
    case WideForm::Utf16BE: return QStringConverter::Utf16BE;
    case WideForm::Utf32LE: return QStringConverter::Utf32LE;
    case WideForm::Utf32BE: return QStringConverter::Utf32BE;
    case WideForm::None: break;
    }
    return QStringConverter::Utf8;
}

} // namespace

// The length of the well-formed UTF-8 sequence at p[i], or 0 when it is not one; sets *k to
// the length of the maximal ill-formed subpart when it is not.
int UnicodeForms::sequenceAt(const unsigned char *p, qsizetype size, qsizetype i, qsizetype *k)
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
        if (k)
            *k = 1;
        return 0;
    }
    qsizetype j = 1;
    for (; j <= need && i + j < size; ++j) {
        const unsigned char c = p[i + j];
        if (c < (j == 1 ? lo : 0x80) || c > (j == 1 ? hi : 0xBF))
            break;
    }
    if (j <= need) {
        if (k)
            *k = j;
        return 0;
    }
    return need + 1;
}

Bom UnicodeForms::detectBom(QByteArrayView b)
{
    auto at = [&](qsizetype i) { return i < b.size() ? quint8(b[i]) : -1; };
    if (at(0) == 0xFF && at(1) == 0xFE && at(2) == 0 && at(3) == 0)
        return {WideForm::Utf32LE, false, 4};
    if (at(0) == 0 && at(1) == 0 && at(2) == 0xFE && at(3) == 0xFF)
        return {WideForm::Utf32BE, false, 4};
    if (at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF)
        return {WideForm::None, true, 3};
    if (at(0) == 0xFF && at(1) == 0xFE)
        return {WideForm::Utf16LE, false, 2};
    if (at(0) == 0xFE && at(1) == 0xFF)
        return {WideForm::Utf16BE, false, 2};
    return {};
}

WideForm UnicodeForms::sniff(QByteArrayView bytes)
{
    const WideForm wide = sniffUtf32(bytes);
    return wide != WideForm::None ? wide : sniffUtf16(bytes);
}

const char *UnicodeForms::name(WideForm form)
{
    switch (form) {
    case WideForm::Utf16LE: return "UTF-16LE";
    case WideForm::Utf16BE: return "UTF-16BE";
    case WideForm::Utf32LE: return "UTF-32LE";
    case WideForm::Utf32BE: return "UTF-32BE";
    case WideForm::None: break;
    }
    return "";
}

QString UnicodeForms::decodeWide(QByteArrayView bytes, WideForm form)
{
    QStringDecoder decoder(qtEncoding(form));
    QString text = decoder.decode(bytes);
    // Qt's UTF-16 decoder passes unpaired surrogates through; later stages assume pairs.
    repairSurrogates(text);
    return text;
}

qsizetype UnicodeForms::repairSurrogates(QString &text)
{
    qsizetype repaired = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < n && text.at(i + 1).isLowSurrogate()) {
            ++i;
        } else if (c.isSurrogate()) {
            text[i] = QChar(QChar::ReplacementCharacter);
            ++repaired;
        }
    }
    return repaired;
}

Utf8Scan UnicodeForms::scanUtf8(QByteArrayView bytes)
{
    Utf8Scan scan;
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype size = bytes.size();
    qsizetype i = 0;
    while (i < size) {
        if (asciiWordAt(p, i, size)) {
            i += 8;
            continue;
        }
        if (p[i] < 0x80) {
            ++i;
            continue;
        }
        qsizetype bad = 0;
        const int length = UnicodeForms::sequenceAt(p, size, i, &bad);
        if (length == 0) {
            ++scan.invalid;
            i += bad;
            continue;
        }
        ++scan.multibyte;
        if (p[i] == 0xEF && p[i + 1] == 0xBF && p[i + 2] == 0xBD)
            ++scan.replacements;
        i += length;
    }
    return scan;
}

} // namespace mt
