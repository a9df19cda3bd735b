#include "MinuteWords.h"

#include <QLoggingCategory>
#include <QStringList>

#include <unicode/locid.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>

#include <memory>

namespace mt {

namespace {

Q_LOGGING_CATEGORY(lcMinuteWords, "mt.evidence.minutewords")

constexpr int MinStem = 4;
constexpr int MinWord = 2;

// The letter runs of "5 хвилин", lower-cased.
QStringList wordsOf(const icu::UnicodeString &s)
{
    const QString text = QString(reinterpret_cast<const QChar *>(s.getBuffer()), s.length());
    QStringList out;
    QString run;
    const QString padded = text + u' ';
    for (const QChar c : padded) {
        if (c.isLetter() || c.isMark()) {
            run.append(c);
        } else if (!run.isEmpty()) {
            if (run.size() >= MinWord)
                out.append(run.toLower());
            run.clear();
        }
    }
    return out;
}

// The forms one language writes for a number of minutes, at one width.
QStringList formsIn(const icu::Locale &locale, UMeasureFormatWidth width)
{
    UErrorCode status = U_ZERO_ERROR;
    icu::MeasureFormat format(locale, width, status);
    if (U_FAILURE(status))
        return {};
    QStringList out;
    for (const int n : {1, 2, 5, 21}) {
        status = U_ZERO_ERROR;
        const icu::Measure measure(n, icu::MeasureUnit::createMinute(status), status);
        if (U_FAILURE(status))
            continue;
        icu::UnicodeString text;
        icu::FieldPosition pos;
        format.formatMeasures(&measure, 1, text, pos, status);
        if (U_SUCCESS(status))
            out.append(wordsOf(text));
    }
    return out;
}

QString commonPrefix(const QStringList &words)
{
    if (words.isEmpty())
        return {};
    QString prefix = words.first();
    for (const QString &w : words) {
        qsizetype k = 0;
        while (k < prefix.size() && k < w.size() && prefix.at(k) == w.at(k))
            ++k;
        prefix.truncate(k);
    }
    return prefix;
}

} // namespace

MinuteWords::Forms MinuteWords::build()
{
    Forms f;
    int32_t count = 0;
    const icu::Locale *locales = icu::Locale::getAvailableLocales(count);
    QSet<QString> languages;
    for (int32_t i = 0; i < count; ++i) {
        const QString language = QString::fromLatin1(locales[i].getLanguage());
        if (language.isEmpty() || languages.contains(language))
            continue;
        languages.insert(language);
        const icu::Locale locale(locales[i].getLanguage());
        const QStringList wide = formsIn(locale, UMEASFMT_WIDTH_WIDE);
        for (const QString &w : wide) {
            f.words.insert(w);
            if (w.size() >= MinStem)
                f.endings.insert(w);
        }
        for (const QString &w : formsIn(locale, UMEASFMT_WIDTH_SHORT))
            f.words.insert(w);
        const QString stem = commonPrefix(wide);
        if (stem.size() >= MinStem)
            f.stems.insert(stem);
    }
    if (f.words.isEmpty())
        qCWarning(lcMinuteWords, "ICU gives no unit names: minute words of other languages unread");
    return f;
}

const MinuteWords::Forms &MinuteWords::forms()
{
    static const Forms f = build();
    return f;
}

bool MinuteWords::isMinuteWord(const QString &lower)
{
    const Forms &f = forms();
    if (f.words.contains(lower))
        return true;
    for (qsizetype k = MinStem; k <= lower.size(); ++k) {
        if (f.stems.contains(lower.left(k)))
            return true;
    }
    for (qsizetype k = lower.size() - MinStem; k > 0; --k) {
        if (f.endings.contains(lower.mid(k)))
            return true;
    }
    return false;
}

} // namespace mt
