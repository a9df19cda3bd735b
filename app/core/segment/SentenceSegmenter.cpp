#include "SentenceSegmenter.h"

#include <QChar>
#include <QLoggingCategory>

#include <unicode/brkiter.h>
#include <unicode/localpointer.h>
#include <unicode/locid.h>
#include <unicode/utext.h>

#include <algorithm>

namespace mt {

namespace {

Q_LOGGING_CATEGORY(lcSegment, "mt.segment")

inline bool isSpace(char16_t c)
{
    if (c < 0x80)
        return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v';
    return QChar::isSpace(c);
}

inline bool isDigit(char16_t c) { return c >= u'0' && c <= u'9'; }

// Characters that may open a token before an abbreviation: "(ca. 20 000", "«Dr. Nord".
inline bool isOpener(char16_t c)
{
    return c == u'(' || c == u'[' || c == u'"' || c == u'\'' || c == 0x201C || c == 0x2018
            || c == 0x00AB || c == 0x201E;
}

// A minute mark or closing quote: "12.’", "56.'".
inline bool isMinuteOrClosingMark(char16_t c)
{
    return c == u'\'' || c == 0x2019 || c == 0x2032 || c == u'"' || c == 0x201D;
}

// "J." or "J.R.": capital initials, which end a name's first part, not a sentence.
bool isInitials(QStringView token)
{
    if (token.size() < 2 || token.size() % 2 != 0)
        return false;
    for (qsizetype i = 0; i < token.size(); i += 2) {
        if (!token[i].isUpper() || token[i + 1] != u'.')
            return false;
    }
    return true;
}

// "56." (one to three digits and a dot): an ordinal in Norwegian, German, Danish, ...
bool isOrdinal(QStringView token)
{
    if (token.size() < 2 || token.size() > 4 || token.back() != u'.')
        return false;
    for (qsizetype i = 0; i + 1 < token.size(); ++i) {
        if (!isDigit(token[i].unicode()))
            return false;
    }
    return true;
}

} // namespace

struct SentenceSegmenter::Private
{
    QString language;
    QList<QString> abbreviations; // sorted, for lookups by view without allocating
    qsizetype longestAbbreviation = 0;
    // German capitalises nouns: "in der 56. Minute" would otherwise look like a sentence end.
    bool capitalisedOrdinals = false;
    // Holds state while splitting: one per segmenter, never shared between threads.
    icu::LocalPointer<icu::BreakIterator> iterator;

    bool isAbbreviation(QStringView token) const
    {
        if (token.size() > longestAbbreviation)
            return false;
        const auto it = std::lower_bound(abbreviations.cbegin(), abbreviations.cend(), token,
                                         [](const QString &a, QStringView t) { return a < t; });
        return it != abbreviations.cend() && *it == token;
    }
    bool suppressBreak(QStringView text, qsizetype segmentStart, qsizetype boundary) const;
    bool ordinalGoesOn(
        QStringView text, qsizetype segmentStart, qsizetype t, qsizetype boundary) const;
    static bool insideBrackets(
        QStringView text, qsizetype segmentStart, qsizetype stop, qsizetype boundary);
    void appendSpans(QStringView text, qsizetype start, qsizetype end, QList<Span> &out) const;
    static constexpr qsizetype MaxSentence = 2000;
    static void appendBounded(QStringView text, qsizetype s, qsizetype e, QList<Span> &out);
};

SentenceSegmenter::SentenceSegmenter(const QString &language, const QStringList &abbreviations)
    : d(new Private)
{
    d->language = language;
    for (const QString &a : abbreviations) {
        const QString t = a.trimmed();
        if (t.isEmpty())
            continue;
        d->abbreviations.append(t);
        d->longestAbbreviation = std::max(d->longestAbbreviation, t.size());
    }
    std::sort(d->abbreviations.begin(), d->abbreviations.end());
    d->capitalisedOrdinals = language == u"de" || language.startsWith(u"de-")
            || language == u"gsw" || language == u"lb";

    UErrorCode status = U_ZERO_ERROR;
    icu::Locale locale = icu::Locale::forLanguageTag(language.toLatin1().constData(), status);
    if (U_FAILURE(status) || locale.isBogus()) {
        status = U_ZERO_ERROR;
        locale = icu::Locale::getRoot();
    }
    d->iterator.adoptInstead(icu::BreakIterator::createSentenceInstance(locale, status));
    if (U_FAILURE(status)) {
        d->iterator.adoptInstead(nullptr);
        qCWarning(lcSegment, "no ICU sentence iterator for \"%s\" (%s); splitting lines only",
                  qPrintable(language), u_errorName(status));
    }
}

SentenceSegmenter::~SentenceSegmenter()
{
    delete d;
}

// A full stop inside brackets that close later on the same line ends no sentence.
bool SentenceSegmenter::Private::insideBrackets(
    QStringView text, qsizetype segmentStart, qsizetype stop, qsizetype boundary)
{
    int open = 0;
    for (qsizetype i = segmentStart; i < stop; ++i)
        open += text[i] == u'(' ? 1 : text[i] == u')' ? -1 : 0;
    if (open <= 0)
        return false;
    for (qsizetype i = boundary; i < text.size() && text[i] != u'\n'; ++i) {
        if (text[i] == u')')
            return true;
        if (text[i] == u'(' || text[i] == u'.')
            return false;
    }
    return false;
}

bool SentenceSegmenter::Private::suppressBreak(QStringView text, qsizetype segmentStart,
                                               qsizetype boundary) const
{
    // The last visible character before the boundary; a line break there is always a boundary.
    qsizetype p = boundary - 1;
    while (p >= segmentStart && isSpace(text[p].unicode())) {
        if (text[p] == u'\n' || text[p] == u'\r')
            return false;
        --p;
    }
    // "12.’ Aubameyang": a minute mark or closing quote after the dot is the dot's.
    while (p > segmentStart && isMinuteOrClosingMark(text[p].unicode()))
        --p;
    if (p < segmentStart || text[p] != u'.')
        return false;
    qsizetype t = p;
    while (t > segmentStart && !isSpace(text[t - 1].unicode()) && !isOpener(text[t - 1].unicode()))
        --t;
    const QStringView token = text.sliced(t, p + 1 - t);

    if (isAbbreviation(token))
        return true;
    // "Ca." opening a sentence is the pack's "ca.".
    if (token.front().isUpper() && token.size() <= longestAbbreviation) {
        QString lowered = token.toString();
        lowered[0] = lowered[0].toLower();
        if (isAbbreviation(lowered))
            return true;
    }
    if (isInitials(token))
        return true;
    if (insideBrackets(text, segmentStart, p, boundary))
        return true; // "Spielerwechsel (Dyn. Kiew)"
    return isOrdinal(token) && ordinalGoesOn(text, segmentStart, t, boundary);
}

// After an ordinal "56.", the sentence goes on where a lowercase word follows ("i det 56.
// minutt"), where a lowercase word precedes it in German ("in der 56. Minute"), and where it
// opens its line ("12.’ Aubameyang" in a list of goals, "3. Minute: ..." in a ticker): a
// number alone is never a sentence.
bool SentenceSegmenter::Private::ordinalGoesOn(
    QStringView text, qsizetype segmentStart, qsizetype t, qsizetype boundary) const
{
    qsizetype q = boundary;
    while (q < text.size() && isSpace(text[q].unicode()))
        ++q;
    if (q < text.size() && text[q].isLower())
        return true;
    qsizetype w = t - 1;
    while (w >= segmentStart && isSpace(text[w].unicode()) && text[w] != u'\n')
        --w;
    if (w < segmentStart || text[w] == u'\n') {
        qsizetype r = boundary;
        while (r < text.size() && (text[r] == u' ' || text[r] == u'\t'))
            ++r;
        return r < text.size() && text[r] != u'\n' && text[r] != u'\r';
    }
    if (!capitalisedOrdinals)
        return false;
    qsizetype ws = w;
    while (ws > segmentStart && !isSpace(text[ws - 1].unicode()))
        --ws;
    return text[ws].isLower();
}

// Appends [start, end) trimmed, cut at every line break, skipping what is only whitespace.
void SentenceSegmenter::Private::appendSpans(QStringView text, qsizetype start, qsizetype end,
                                      QList<Span> &out) const
{
    while (start < end) {
        qsizetype lineEnd = text.sliced(start, end - start).indexOf(u'\n');
        lineEnd = lineEnd < 0 ? end : start + lineEnd;
        qsizetype s = start, e = lineEnd;
        while (s < e && isSpace(text[s].unicode()))
            ++s;
        while (e > s && isSpace(text[e - 1].unicode()))
            --e;
        appendBounded(text, s, e, out);
        start = lineEnd + 1;
    }
}

// No sentence of prose runs past MaxSentence characters; a longer run (a page with no full stop
// and no line break, a pasted table) is cut at spaces, so that the work a later stage does per
// sentence stays bounded however the text runs on.
void SentenceSegmenter::Private::appendBounded(QStringView text, qsizetype s, qsizetype e,
    QList<Span> &out)
{
    while (e - s > MaxSentence) {
        qsizetype cut = s + MaxSentence;
        qsizetype space = cut;
        while (space > s + MaxSentence / 2 && !isSpace(text[space].unicode()))
            --space;
        if (isSpace(text[space].unicode()))
            cut = space;
        else if (text[cut].isLowSurrogate())
            --cut; // never between the halves of a pair
        qsizetype end = cut;
        while (end > s && isSpace(text[end - 1].unicode()))
            --end;
        if (end > s)
            out.append(Span {int(s), int(end)});
        s = cut;
        while (s < e && isSpace(text[s].unicode()))
            ++s;
    }
    if (e > s)
        out.append(Span {int(s), int(e)});
}

QList<Span> SentenceSegmenter::split(const QString &text) const
{
    QList<Span> spans;
    if (text.isEmpty())
        return spans;
    const QStringView view(text);
    if (d->iterator.isNull()) {
        d->appendSpans(view, 0, view.size(), spans);
        return spans;
    }
    // Iterate over the QString's own UTF-16 buffer: no copy of the text.
    UErrorCode status = U_ZERO_ERROR;
    icu::LocalUTextPointer utext(utext_openUChars(
            nullptr, reinterpret_cast<const UChar *>(text.utf16()), text.size(), &status));
    if (U_SUCCESS(status))
        d->iterator->setText(utext.getAlias(), status);
    if (U_FAILURE(status)) {
        qCWarning(lcSegment, "ICU sentence iterator failed (%s); splitting lines only",
                  u_errorName(status));
        d->appendSpans(view, 0, view.size(), spans);
        return spans;
    }
    spans.reserve(text.size() / 80);
    qsizetype start = 0;
    for (int32_t b = d->iterator->next(); b != icu::BreakIterator::DONE; b = d->iterator->next()) {
        if (b < view.size() && d->suppressBreak(view, start, b))
            continue;
        d->appendSpans(view, start, b, spans);
        start = b;
    }
    if (start < view.size())
        d->appendSpans(view, start, view.size(), spans);
    return spans;
}

} // namespace mt
