// Bytes -> Unicode text (DESIGN.md section 1, decode): BOM, UTF-8 validation, ICU charset
// detection only when UTF-8 fails, NFC, HTML -> text. All later offsets refer to the output text.
#pragma once

#include "model/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace mt {

struct DecodedDocument
{
    QString text;     // NFC; HTML already turned into text; line breaks are '\n'
    QString encoding; // "UTF-8", "UTF-16LE", "windows-1252", "ISO-8859-1", ...
    QString format;   // "text" | "markdown" | "html"
    QStringList notes; // non-fatal remarks, e.g. "3 invalid UTF-8 sequences replaced"
};

class Decoder
{
public:
    // fileName only hints the format (.html/.htm/.md); content sniffing decides for .txt too.
    // Fails with a user-facing reason when the bytes are not text (binary, empty after decoding).
    static Result<DecodedDocument> decode(const QByteArray &bytes, const QString &fileName = {});

    // The user-facing reason when these bytes (a whole file or its first KB) are not text,
    // e.g. "file looks binary (contains NUL bytes)"; empty when they may be text.
    // UTF-16/UTF-32 (by BOM or NUL pattern) are text.
    static QString binaryReason(QByteArrayView bytes);
};

} // namespace mt
