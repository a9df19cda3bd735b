// Markdown to text: any input gives text no longer than it, never a crash, and in linear time
// (unclosed brackets once made each line quadratic).
#include "FuzzSupport.h"
#include "decode/MarkdownToText.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString md = mt::fuzz::textOf(data, size);
    const QString text = mt::MarkdownToText::convert(md);
    // Blank lines may become "\n\n" where a line break was; nothing else adds characters.
    if (text.size() > md.size() + 2)
        mt::fuzz::fail("Markdown text longer than its source");
    return 0;
}
