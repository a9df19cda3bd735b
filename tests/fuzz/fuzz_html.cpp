// HTML to text: any markup gives text no longer than its input, never a crash or a hang.
#include "FuzzSupport.h"
#include "decode/HtmlToText.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString html = mt::fuzz::textOf(data, size);
    (void)mt::HtmlToText::looksLikeHtml(html);
    const QString text = mt::HtmlToText::convert(html);
    // Entities only ever shorten: "&amp;" is one character. (A numeric entity outside the BMP
    // becomes two UTF-16 units from at least four characters, "&#x1F600;".)
    if (text.size() > html.size() + 1)
        mt::fuzz::fail("HTML text longer than its markup");
    return 0;
}
