// ICU sentence boundaries per language (DESIGN.md section 1, segment). A line with no final
// punctuation (headline, "Kampfakta: Home- Away 3-2") is a sentence of its own; the language
// pack's abbreviations never end a sentence.
#pragma once

#include "model/Analysis.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace mt {

class SentenceSegmenter
{
public:
    // language: BCP 47 code ("en", "nb"); abbreviations as written, with their dot ("Mr.", "nr.").
    SentenceSegmenter(const QString &language, const QStringList &abbreviations);
    ~SentenceSegmenter();
    SentenceSegmenter(const SentenceSegmenter &) = delete;
    SentenceSegmenter &operator=(const SentenceSegmenter &) = delete;

    // Spans of the sentences, trimmed of surrounding whitespace, never empty, in order.
    // Not thread-safe although const: it drives this instance's ICU iterator (one per thread).
    QList<Span> split(const QString &text) const;

private:
    struct Private;
    Private *d;
};

} // namespace mt
