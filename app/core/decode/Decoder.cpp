#include "Decoder.h"

#include "HtmlToText.h"
#include "MarkdownToText.h"

#include <QFileInfo>
#include <QStringDecoder>

#include <unicode/localpointer.h>
#include <unicode/normalizer2.h>
#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>
#include <unicode/unistr.h>

#include <cctype>
#include <cstring>
#include <type_traits>

namespace mt {

namespace {

constexpr char16_t Replacement = 0xFFFD;

// ---- UTF-8 validation ---------------------------------------------------------------------

struct Utf8Scan
{
    qsizetype invalid = 0;      // maximal ill-formed subparts (each becomes one U+FFFD)
    qsizetype multibyte = 0;    // well-formed sequences of 2-4 bytes
    qsizetype replacements = 0; // well-formed U+FFFD already in the input
    bool valid() const { return invalid == 0; }
};

// Well-formed UTF-8 per the Unicode standard (table 3-7): no overlongs, surrogates or > U+10FFFF.
Utf8Scan scanUtf8(const char *data, qsizetype size)
{
    Utf8Scan scan;
    const auto *p = reinterpret_cast<const unsigned char *>(data);
    qsizetype i = 0;
    while (i < size) {
        // ASCII fast path, eight bytes at a time.
        if (i + 8 <= size) {
            quint64 word;
            std::memcpy(&word, p + i, 8);
            if ((word & 0x8080808080808080ULL) == 0) {
                i += 8;
                continue;
            }
        }
        const unsigned char b = p[i];
        if (b < 0x80) {
            ++i;
            continue;
        }
        int need = 0;
        unsigned char lo = 0x80, hi = 0xBF;
        if (b >= 0xC2 && b <= 0xDF) {
            need = 1;
        } else if (b >= 0xE0 && b <= 0xEF) {
            need = 2;
            if (b == 0xE0)
                lo = 0xA0;
            else if (b == 0xED)
                hi = 0x9F;
        } else if (b >= 0xF0 && b <= 0xF4) {
            need = 3;
            if (b == 0xF0)
                lo = 0x90;
            else if (b == 0xF4)
                hi = 0x8F;
        } else {
            ++scan.invalid;
            ++i;
            continue;
        }
        qsizetype k = 1;
        for (; k <= need; ++k) {
            if (i + k >= size)
                break;
            const unsigned char c = p[i + k];
            if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xBF))
                break;
        }
        if (k <= need) {
            ++scan.invalid;
            i += k; // the maximal subpart
            continue;
        }
        ++scan.multibyte;
        if (b == 0xEF && p[i + 1] == 0xBF && p[i + 2] == 0xBD)
            ++scan.replacements;
        i += need + 1;
    }
    return scan;
}

// ---- binary sniffing and UTF-16/32 recognition ------------------------------------------------

enum class Unicode16 { None, Utf16LE, Utf16BE, Utf32LE, Utf32BE };

struct Bom
{
    Unicode16 kind = Unicode16::None;
    bool utf8 = false;
    int length = 0;
};

Bom detectBom(QByteArrayView b)
{
    auto at = [&](qsizetype i) { return i < b.size() ? quint8(b[i]) : -1; };
    if (at(0) == 0xFF && at(1) == 0xFE && at(2) == 0 && at(3) == 0)
        return {Unicode16::Utf32LE, false, 4};
    if (at(0) == 0 && at(1) == 0 && at(2) == 0xFE && at(3) == 0xFF)
        return {Unicode16::Utf32BE, false, 4};
    if (at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF)
        return {Unicode16::None, true, 3};
    if (at(0) == 0xFF && at(1) == 0xFE)
        return {Unicode16::Utf16LE, false, 2};
    if (at(0) == 0xFE && at(1) == 0xFF)
        return {Unicode16::Utf16BE, false, 2};
    return {};
}

// UTF-16 without a BOM: Latin-script text has a NUL in every other byte, on one side only.
Unicode16 sniffUtf16(QByteArrayView b)
{
    const qsizetype n = std::min<qsizetype>(b.size(), 4096) & ~qsizetype(1);
    if (n < 8) // too little to tell from binary garbage
        return Unicode16::None;
    qsizetype zeroEven = 0, zeroOdd = 0;
    for (qsizetype i = 0; i < n; i += 2) {
        zeroEven += b[i] == 0;
        zeroOdd += b[i + 1] == 0;
    }
    const qsizetype pairs = n / 2;
    if (zeroOdd * 10 >= pairs * 4 && zeroEven * 50 <= pairs)
        return Unicode16::Utf16LE;
    if (zeroEven * 10 >= pairs * 4 && zeroOdd * 50 <= pairs)
        return Unicode16::Utf16BE;
    return Unicode16::None;
}

const char *unicodeName(Unicode16 kind)
{
    switch (kind) {
    case Unicode16::Utf16LE: return "UTF-16LE";
    case Unicode16::Utf16BE: return "UTF-16BE";
    case Unicode16::Utf32LE: return "UTF-32LE";
    case Unicode16::Utf32BE: return "UTF-32BE";
    case Unicode16::None: break;
    }
    return "";
}

QStringConverter::Encoding qtEncoding(Unicode16 kind)
{
    switch (kind) {
    case Unicode16::Utf16LE: return QStringConverter::Utf16LE;
    case Unicode16::Utf16BE: return QStringConverter::Utf16BE;
    case Unicode16::Utf32LE: return QStringConverter::Utf32LE;
    case Unicode16::Utf32BE: return QStringConverter::Utf32BE;
    case Unicode16::None: break;
    }
    return QStringConverter::Utf8;
}

const QString BinaryNul = QStringLiteral("file looks binary (contains NUL bytes)");
const QString BinaryControls = QStringLiteral("file looks binary (not text)");

bool isTextControl(uint c) { return c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// More than one control character in ten is not prose in any encoding (a handful of stray ones
// in a short text are only noise, removed later).
template<typename Container>
bool tooManyControls(const Container &units, qsizetype size)
{
    qsizetype controls = 0;
    for (qsizetype i = 0; i < size; ++i) {
        uint c;
        if constexpr (std::is_same_v<Container, QString>)
            c = units[i].unicode();
        else
            c = uint(units[i]);
        if (c < 0x20 && !isTextControl(c) && c != 0x1A && c != 0x1B) // DOS EOF, ANSI escapes
            ++controls;
    }
    return controls >= 4 && controls * 10 > size;
}

// ---- ICU conversion -----------------------------------------------------------------------

QString toQString(const icu::UnicodeString &s)
{
    return QString(reinterpret_cast<const QChar *>(s.getBuffer()), s.length());
}

// Converts with ICU's converter for charset; a null QString when ICU does not know it.
QString convertWithIcu(const QByteArray &bytes, const char *charset, QString *displayName)
{
    UErrorCode status = U_ZERO_ERROR;
    icu::LocalUConverterPointer conv(ucnv_open(charset, &status));
    if (U_FAILURE(status))
        return {};
    if (displayName) {
        // ICU's internal names ("ibm-5348_P100-1997") mean nothing to users: prefer MIME/IANA.
        UErrorCode nameStatus = U_ZERO_ERROR;
        const char *internal = ucnv_getName(conv.getAlias(), &nameStatus);
        const char *standard = nullptr;
        if (U_SUCCESS(nameStatus)) {
            standard = ucnv_getStandardName(internal, "MIME", &nameStatus);
            if (U_FAILURE(nameStatus) || !standard) {
                nameStatus = U_ZERO_ERROR;
                standard = ucnv_getStandardName(internal, "IANA", &nameStatus);
            }
        }
        *displayName = QString::fromLatin1(U_SUCCESS(nameStatus) && standard ? standard : charset);
    }
    // No charset yields more than two UTF-16 units per byte.
    QString out(bytes.size() * 2 + 1, Qt::Uninitialized);
    const int32_t length = ucnv_toUChars(conv.getAlias(), reinterpret_cast<UChar *>(out.data()),
                                         int32_t(out.size()), bytes.constData(),
                                         int32_t(bytes.size()), &status);
    if (U_FAILURE(status))
        return {};
    out.truncate(length);
    return out;
}

struct Detected
{
    QByteArray charset;
    int confidence = 0;
};

// ICU charset detection: slow (a few MB/s), so only for bytes that are not UTF-8.
Detected detectCharset(const QByteArray &bytes, bool html)
{
    UErrorCode status = U_ZERO_ERROR;
    icu::LocalUCharsetDetectorPointer detector(ucsdet_open(&status));
    if (U_FAILURE(status))
        return {};
    ucsdet_enableInputFilter(detector.getAlias(), html); // skip <tags> so markup does not vote
    // The first 64 KB decide; a report is a few KB.
    const int32_t sample = int32_t(std::min<qsizetype>(bytes.size(), 64 * 1024));
    ucsdet_setText(detector.getAlias(), bytes.constData(), sample, &status);
    if (U_FAILURE(status))
        return {};
    int32_t count = 0;
    const UCharsetMatch **matches = ucsdet_detectAll(detector.getAlias(), &count, &status);
    if (U_FAILURE(status) || !matches)
        return {};
    for (int32_t i = 0; i < count; ++i) {
        const char *name = ucsdet_getName(matches[i], &status);
        if (U_FAILURE(status))
            return {};
        const int32_t confidence = ucsdet_getConfidence(matches[i], &status);
        if (U_FAILURE(status))
            return {};
        // Unicode forms were ruled out before (validation, BOM, NUL pattern).
        if (qstrnicmp(name, "UTF-", 4) == 0)
            continue;
        return {QByteArray(name), int(confidence)};
    }
    return {};
}

bool hasC1Bytes(const QByteArray &bytes)
{
    for (char c : bytes) {
        if (quint8(c) >= 0x80 && quint8(c) <= 0x9F)
            return true;
    }
    return false;
}

// <meta charset="..."> or http-equiv content="...; charset=..." in the first 4 KB.
QByteArray declaredHtmlCharset(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(4096).toLower();
    qsizetype pos = 0;
    while ((pos = head.indexOf("charset", pos)) >= 0) {
        pos += 7;
        qsizetype i = pos;
        while (i < head.size() && (head[i] == ' ' || head[i] == '\t'))
            ++i;
        if (i >= head.size() || head[i] != '=')
            continue;
        ++i;
        while (i < head.size() && (head[i] == ' ' || head[i] == '"' || head[i] == '\''))
            ++i;
        const qsizetype start = i;
        while (i < head.size()
               && (std::isalnum(quint8(head[i])) || head[i] == '-' || head[i] == '_'
                   || head[i] == '.' || head[i] == ':'))
            ++i;
        if (i > start)
            return head.mid(start, i - start);
    }
    return {};
}

// ---- clean-up of decoded text --------------------------------------------------------------

// Line breaks -> '\n'; no-break and narrow spaces -> ' '; invisible characters (BOM, zero
// width space, soft hyphen) and stray control characters removed. Done before any offset exists.
QString cleanUp(const QString &in)
{
    auto needsWork = [](char16_t c) {
        if (c >= 0x20 && c < 0x7F) // printable ASCII first: nearly every character
            return false;
        if (c < 0x20)
            return c != u'\t' && c != u'\n';
        if (c <= 0xA0)
            return true;
        if (c < 0x2007)
            return c == 0xAD;
        return c == 0x2007 || c == 0x200B || c == 0x2028 || c == 0x2029 || c == 0x202F
                || c == 0x2060 || c == 0xFEFF;
    };
    qsizetype first = 0;
    const char16_t *src = reinterpret_cast<const char16_t *>(in.constData());
    const qsizetype n = in.size();
    while (first < n && !needsWork(src[first]))
        ++first;
    if (first == n)
        return in;
    QString out;
    out.reserve(n);
    out.append(QStringView(src, first));
    for (qsizetype i = first; i < n; ++i) {
        const char16_t c = src[i];
        if (!needsWork(c)) {
            out.append(QChar(c));
            continue;
        }
        switch (c) {
        case u'\r':
            if (i + 1 < n && src[i + 1] == u'\n')
                ++i;
            out.append(u'\n');
            break;
        case u'\f':
        case u'\v':
        case 0x85:
        case 0x2028:
        case 0x2029:
            out.append(u'\n');
            break;
        case 0xA0:
        case 0x2007:
        case 0x202F:
            out.append(u' ');
            break;
        default: // other controls, DEL, C1, soft hyphen, zero-width space, word joiner, BOM
            break;
        }
    }
    return out;
}

QString toNfc(const QString &text)
{
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(status);
    if (U_FAILURE(status))
        return text.normalized(QString::NormalizationForm_C);
    // Read-only alias: no copy unless something actually needs composing.
    const icu::UnicodeString alias(false, reinterpret_cast<const UChar *>(text.constData()),
                                   int32_t(text.size()));
    const int32_t done = nfc->spanQuickCheckYes(alias, status);
    if (U_FAILURE(status))
        return text.normalized(QString::NormalizationForm_C);
    if (done == alias.length())
        return text;
    icu::UnicodeString result = alias.tempSubString(0, done);
    nfc->normalizeSecondAndAppend(result, alias.tempSubString(done), status);
    if (U_FAILURE(status))
        return text.normalized(QString::NormalizationForm_C);
    return toQString(result);
}

bool isBlank(const QString &s)
{
    for (QChar c : s) {
        if (!c.isSpace())
            return false;
    }
    return true;
}

QString formatFor(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == u"html" || suffix == u"htm" || suffix == u"xhtml")
        return QStringLiteral("html");
    if (suffix == u"md" || suffix == u"markdown")
        return QStringLiteral("markdown");
    return QStringLiteral("text");
}

qsizetype countReplacements(const QString &s)
{
    return s.count(QChar(Replacement));
}

QString replacedNote(qsizetype n)
{
    return n == 1 ? QStringLiteral("1 invalid UTF-8 sequence replaced")
                  : QStringLiteral("%1 invalid UTF-8 sequences replaced").arg(n);
}

} // namespace

QString Decoder::binaryReason(QByteArrayView bytes)
{
    const Bom bom = detectBom(bytes);
    if (bom.kind != Unicode16::None || sniffUtf16(bytes) != Unicode16::None)
        return {}; // judged after decoding
    static constexpr QByteArrayView magics[] = {"%PDF-", "PK\x03\x04", "GIF87a", "GIF89a",
                                                "\x89PNG", "\xFF\xD8\xFF", "\x7F" "ELF"};
    for (QByteArrayView magic : magics) {
        if (bytes.startsWith(magic))
            return BinaryControls;
    }
    if (std::memchr(bytes.data(), 0, size_t(bytes.size())))
        return BinaryNul;
    if (tooManyControls(reinterpret_cast<const quint8 *>(bytes.data()), bytes.size()))
        return BinaryControls;
    return {};
}

Result<DecodedDocument> Decoder::decode(const QByteArray &bytes, const QString &fileName)
{
    DecodedDocument doc;
    doc.format = formatFor(fileName);
    if (bytes.isEmpty())
        return Result<DecodedDocument>::failure(QStringLiteral("file is empty"));
    if (const QString reason = binaryReason(bytes); !reason.isEmpty())
        return Result<DecodedDocument>::failure(reason);

    const Bom bom = detectBom(bytes);
    const Unicode16 wide = bom.kind != Unicode16::None ? bom.kind : sniffUtf16(bytes);
    QString text;
    if (wide != Unicode16::None) {
        QStringDecoder decoder(qtEncoding(wide));
        text = decoder.decode(QByteArrayView(bytes).sliced(bom.length));
        doc.encoding = QString::fromLatin1(unicodeName(wide));
        if (text.contains(QChar(0)) || tooManyControls(text, text.size()))
            return Result<DecodedDocument>::failure(BinaryControls);
        if (const qsizetype bad = countReplacements(text))
            doc.notes << QStringLiteral("%1 invalid %2 sequences replaced")
                                 .arg(bad)
                                 .arg(doc.encoding);
    } else {
        const QByteArray body = bytes.sliced(bom.length);
        const Utf8Scan scan = scanUtf8(body.constData(), body.size());
        bool asUtf8 = scan.valid();
        if (!asUtf8) {
            const bool looksHtml = doc.format == u"html"
                    || HtmlToText::looksLikeHtml(QString::fromLatin1(body.left(8192)));
            QByteArray charset;
            // A page's own declaration wins over guessing, unless it claims the UTF-8 it is not.
            if (looksHtml) {
                charset = declaredHtmlCharset(body);
                if (charset == "utf-8" || charset == "utf8")
                    charset.clear();
            }
            const bool declared = !charset.isEmpty();
            // More well-formed multi-byte sequences than broken ones: UTF-8 with a few bad bytes.
            const bool mostlyUtf8 = scan.multibyte > 0 && scan.multibyte >= scan.invalid;
            if (charset.isEmpty() && !mostlyUtf8) {
                const Detected detected = detectCharset(body, looksHtml);
                if (detected.confidence >= 10)
                    charset = detected.charset;
                else if (scan.multibyte > 0)
                    asUtf8 = true;
            } else if (charset.isEmpty()) {
                asUtf8 = true;
            }
            if (!asUtf8) {
                const QByteArray lower = charset.toLower();
                const bool latin1 = charset.isEmpty() || lower == "iso-8859-1"
                        || lower == "latin1" || lower == "iso_8859-1" || lower == "us-ascii"
                        || lower == "ascii";
                if (latin1) {
                    // Detectors say ISO-8859-1 for windows-1252 text: C1 bytes (curly quotes,
                    // euro sign, dashes) only mean something in windows-1252. And ucsdet cannot
                    // tell ISO-8859-15: its euro sign is Latin-1's U+00A4, which prose never uses.
                    if (hasC1Bytes(body))
                        charset = "windows-1252";
                    else if (!declared && body.contains('\xA4'))
                        charset = "ISO-8859-15";
                    else
                        charset = "ISO-8859-1";
                }
                QString name;
                text = convertWithIcu(body, charset.constData(), &name);
                if (text.isNull()) {
                    name = QStringLiteral("windows-1252");
                    text = convertWithIcu(body, "windows-1252", nullptr);
                    doc.notes << QStringLiteral("unknown character set \"%1\"; read as "
                                                "windows-1252")
                                         .arg(QString::fromLatin1(charset));
                } else {
                    doc.notes << QStringLiteral("not UTF-8; read as %1").arg(name);
                }
                doc.encoding = name;
                if (text.isNull())
                    return Result<DecodedDocument>::failure(
                            QStringLiteral("cannot decode the file's character set"));
            }
        }
        if (asUtf8) {
            text = QString::fromUtf8(body);
            doc.encoding = QStringLiteral("UTF-8");
            if (!scan.valid()) {
                const qsizetype replaced = countReplacements(text) - scan.replacements;
                if (replaced > 0)
                    doc.notes << replacedNote(replaced);
            }
        }
        // The byte-level sniff above already counted control characters: in UTF-8 and the
        // single-byte charsets, a control byte is a control character.
    }

    text = cleanUp(text);
    if (isBlank(text))
        return Result<DecodedDocument>::failure(QStringLiteral("file is empty"));

    if (doc.format == u"text" && HtmlToText::looksLikeHtml(text))
        doc.format = QStringLiteral("html");
    if (doc.format == u"html")
        text = cleanUp(HtmlToText::convert(text));
    else if (doc.format == u"markdown")
        text = MarkdownToText::convert(text);
    if (isBlank(text))
        return Result<DecodedDocument>::failure(QStringLiteral("file has no text (only markup)"));

    doc.text = toNfc(text);
    return doc;
}

} // namespace mt
