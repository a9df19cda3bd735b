// Charset detection and conversion: any bytes give text or a reason, never a crash; the text is
// valid UTF-16 and has no NUL or carriage return in it.
#include "FuzzSupport.h"
#include "decode/Decoder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The first byte picks the file name that hints the format.
    static const char *const names[] = {"report.txt", "report.html", "report.md", "report"};
    const QString name = QString::fromLatin1(names[size ? data[0] % 4 : 0]);
    const QByteArray bytes = mt::fuzz::bytesOf(data, size);
    const auto decoded = mt::Decoder::decode(bytes, name);
    if (!decoded) {
        if (decoded.error().isEmpty())
            mt::fuzz::fail("a refusal without a reason");
        return 0;
    }
    const QString &text = decoded.value().text;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QChar(u'\0'))
            mt::fuzz::fail("a NUL in decoded text");
        if (c.isHighSurrogate() && (i + 1 >= text.size() || !text.at(i + 1).isLowSurrogate()))
            mt::fuzz::fail("a lone high surrogate in decoded text");
        if (c.isLowSurrogate() && (i == 0 || !text.at(i - 1).isHighSurrogate()))
            mt::fuzz::fail("a lone low surrogate in decoded text");
    }
    if (decoded.value().encoding.isEmpty())
        mt::fuzz::fail("decoded text without an encoding name");
    return 0;
}
