// Markdown -> prose: heading markers, emphasis, link syntax, bullets and quote markers removed,
// soft-wrapped paragraph lines joined (the segmenter treats every line break as a boundary).
#pragma once

#include <QString>

namespace mt {

class MarkdownToText
{
public:
    // text must already use '\n' line breaks.
    static QString convert(QStringView text);
};

} // namespace mt
