// HTML -> plain text: scripts, styles and comments dropped, block elements become line breaks,
// entities decoded, whitespace collapsed. A small tolerant scanner, not a validating parser.
#pragma once

#include <QString>

namespace mt {

class HtmlToText
{
public:
    static QString convert(QStringView html);
    // True when the text looks like an HTML document or fragment (tags such as <p>, <html>, <div>).
    static bool looksLikeHtml(QStringView text);
};

} // namespace mt
