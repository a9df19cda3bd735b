#include "Decoder.h"

#include "HtmlToText.h"
#include "MarkdownToText.h"
#include "UnicodeForms.h"

#include <QFileInfo>

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

// The charset of bytes that are not valid UTF-8: a page's own declaration, else ICU's guess;
// empty when neither says (the caller reads the bytes as mostly UTF-8).
QByteArray narrowCharset(const QByteArray &body, const Utf8Scan &scan, const DecodedDocument &doc)
{
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
    if (!declared) {
        // Well-formed multi-byte sequences beside a few broken ones: UTF-8 with damage, not a
        // legacy charset (read whole as windows-1252, its valid accents would turn to
        // mojibake).
        if (scan.multibyte > 0 && scan.invalid <= 2 * scan.multibyte + 8)
            return {};
        const Detected detected = detectCharset(body, looksHtml);
        if (detected.confidence >= 10)
            charset = detected.charset;
        else if (scan.multibyte > 0)
            return {};
    }
    const QByteArray lower = charset.toLower();
    const bool latin1 = charset.isEmpty() || lower == "iso-8859-1" || lower == "latin1"
            || lower == "iso_8859-1" || lower == "us-ascii" || lower == "ascii";
    if (!latin1)
        return charset;
    // Detectors say ISO-8859-1 for windows-1252 text: C1 bytes (curly quotes, euro sign,
    // dashes) only mean something in windows-1252. And ucsdet cannot tell ISO-8859-15: its
    // euro sign is Latin-1's U+00A4, which prose never uses.
    if (hasC1Bytes(body))
        return "windows-1252";
    if (!declared && body.contains('\xA4'))
        return "ISO-8859-15";
    return "ISO-8859-1";
}

// Bytes with no BOM and no wide form: UTF-8, UTF-8 with a few ill-formed bytes, or a declared or
// detected single- or multi-byte charset. A null string when no converter reads them.
QString decodeNarrow(const QByteArray &body, DecodedDocument &doc)
{
    const Utf8Scan scan = UnicodeForms::scanUtf8(body);
    if (scan.valid()) {
        doc.encoding = QStringLiteral("UTF-8");
        return QString::fromUtf8(body);
    }
    const QByteArray charset = narrowCharset(body, scan, doc);
    if (charset.isEmpty()) {
        // Each ill-formed part becomes U+FFFD, as browsers do; the valid accents stay.
        doc.encoding = QStringLiteral("UTF-8");
        const QString text = QString::fromUtf8(body);
        const qsizetype replaced = countReplacements(text) - scan.replacements;
        doc.notes << (replaced == 1 ? QStringLiteral("1 invalid UTF-8 sequence replaced")
                                    : QStringLiteral("%1 invalid UTF-8 sequences replaced")
                                              .arg(replaced));
        return text;
    }
    QString name;
    QString text = convertWithIcu(body, charset.constData(), &name);
    if (text.isNull()) {
        name = QStringLiteral("windows-1252");
        text = convertWithIcu(body, "windows-1252", nullptr);
        doc.notes << QStringLiteral("unknown character set \"%1\"; read as windows-1252")
                             .arg(QString::fromLatin1(charset));
    } else {
        doc.notes << QStringLiteral("not UTF-8; read as %1").arg(name);
    }
    doc.encoding = name;
    // A declared charset may be UTF-7 or another form that can spell half a pair.
    if (const qsizetype bad = UnicodeForms::repairSurrogates(text))
        doc.notes << QStringLiteral("%1 invalid %2 sequences replaced").arg(bad).arg(name);
    return text;
}

} // namespace

QString Decoder::binaryReason(QByteArrayView bytes)
{
    const Bom bom = UnicodeForms::detectBom(bytes);
    if (bom.form != WideForm::None || UnicodeForms::sniff(bytes) != WideForm::None)
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

    const Bom bom = UnicodeForms::detectBom(bytes);
    const WideForm wide = bom.form != WideForm::None ? bom.form : UnicodeForms::sniff(bytes);
    QString text;
    if (wide != WideForm::None) {
        text = UnicodeForms::decodeWide(QByteArrayView(bytes).sliced(bom.length), wide);
        doc.encoding = QString::fromLatin1(UnicodeForms::name(wide));
        if (text.contains(QChar(0)) || tooManyControls(text, text.size()))
            return Result<DecodedDocument>::failure(BinaryControls);
        if (const qsizetype bad = countReplacements(text))
            doc.notes << QStringLiteral("%1 invalid %2 sequences replaced")
                                 .arg(bad)
                                 .arg(doc.encoding);
    } else {
        text = decodeNarrow(bytes.sliced(bom.length), doc);
        if (text.isNull())
            return Result<DecodedDocument>::failure(
                    QStringLiteral("cannot decode the file's character set"));
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
