#include "AnalysisChecks.h"

#include "FuzzSupport.h"
#include "pipeline/Analyzer.h"

#include <cstdio>

namespace mt::fuzz {

namespace {

void checkSpan(const Source &source, const Span &span, const QString *text)
{
    if (span.start < 0 || span.end < span.start || span.end > source.text.size()) {
        std::fprintf(stderr, "span [%d, %d) of %s, whose text has %d characters\n", span.start,
            span.end, qPrintable(source.id), int(source.text.size()));
        fail("a span outside its source's text");
    }
    if (text && *text != QStringView(source.text).sliced(span.start, span.length())) {
        std::fprintf(stderr, "span [%d, %d) of %s: \"%s\" is not \"%s\"\n", span.start, span.end,
            qPrintable(source.id), qPrintable(*text),
            qPrintable(source.text.mid(span.start, span.length())));
        fail("a mention whose text is not the text of its span");
    }
}

const Source &sourceAt(const Analysis &a, int index)
{
    if (index < 0 || index >= a.sources.size())
        fail("a reference to a source that does not exist");
    return a.sources.at(index);
}

void checkSentence(const Source &source, int sentence)
{
    if (sentence < 0 || sentence >= source.sentences.size())
        fail("a reference to a sentence that does not exist");
}

// Where an event sorts: its minute, else the start of its range, else last.
int timeKey(const Event &e)
{
    return e.time.isKnown() ? e.time.sortKey()
        : e.range.isValid() ? e.range.from.sortKey()
                            : 1 << 20;
}

} // namespace

void checkAnalysis(const Analysis &a)
{
    for (const Source &s : a.sources) {
        for (const Sentence &x : s.sentences)
            checkSpan(s, x.span, nullptr);
    }
    const Event *previous = nullptr;
    for (const Event &e : a.events) {
        for (const Mention &m : e.mentions) {
            const Source &s = sourceAt(a, m.source);
            checkSentence(s, m.sentence);
            checkSpan(s, m.span, nullptr);
            for (int f = 0; f < FieldSpans::Count; ++f) {
                if (m.fieldSpans.at(f).isValid())
                    checkSpan(s, m.fieldSpans.at(f), nullptr);
            }
        }
        if (previous && timeKey(*previous) > timeKey(e))
            fail("events out of time order");
        previous = &e;
    }
    for (const Claim &c : a.claims) {
        const Source &s = sourceAt(a, c.source);
        checkSentence(s, c.sentence);
        checkSpan(s, c.span, &c.text);
    }
    for (const OtherMatch &o : a.otherMatches) {
        for (const OtherMatchMention &m : o.mentions) {
            const Source &s = sourceAt(a, m.source);
            checkSentence(s, m.sentence);
            checkSpan(s, m.span, &m.text);
        }
    }
}

Analysis analyzeInput(const uint8_t *data, size_t size)
{
    static const Analyzer analyzer;
    static const char *const names[] = {"a.txt", "a.html", "a.md", "b.txt"};
    if (size < 2)
        return analyzer.analyzeTexts({NamedText {QStringLiteral("a.txt"), bytesOf(data, size)}});
    const QString first = QString::fromLatin1(names[data[0] % 4]);
    const QString second = QString::fromLatin1(names[(data[0] >> 2) % 4]).replace(u'a', u'c');
    const QByteArray rest = bytesOf(data + 2, size - 2);
    if ((data[0] & 0x10) == 0)
        return analyzer.analyzeTexts({NamedText {first, rest}});
    const qsizetype cut = rest.size() * data[1] / 256;
    return analyzer.analyzeTexts(
        {NamedText {first, rest.first(cut)}, NamedText {second, rest.sliced(cut)}});
}

} // namespace mt::fuzz
