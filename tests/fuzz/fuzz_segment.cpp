// Sentence segmentation: spans are in order, do not overlap and lie inside the text, for the
// segmenter of every language with a pack and one without.
#include "FuzzSupport.h"
#include "lang/LanguagePack.h"
#include "segment/SentenceSegmenter.h"

#include <map>
#include <memory>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static std::map<QString, std::unique_ptr<mt::SentenceSegmenter>> segmenters;
    static const QStringList codes = [] {
        QStringList c = mt::LanguagePackRegistry::builtIn().codes();
        c << QStringLiteral("ru") << QStringLiteral("und");
        return c;
    }();
    if (size == 0)
        return 0;
    const QString code = codes.at(data[0] % codes.size());
    auto &seg = segmenters[code];
    if (!seg) {
        const mt::LanguagePack *pack = mt::LanguagePackRegistry::builtIn().find(code);
        seg = std::make_unique<mt::SentenceSegmenter>(code, pack ? pack->abbreviations : QStringList());
    }
    const QString text = mt::fuzz::textOf(data + 1, size - 1);
    int last = 0;
    for (const mt::Span &s : seg->split(text)) {
        if (s.start < last || s.end < s.start || s.end > text.size())
            mt::fuzz::fail("sentence spans out of order or outside the text");
        last = s.end;
    }
    return 0;
}
