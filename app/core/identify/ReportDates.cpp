#include "ReportDates.h"

#include "pipeline/Document.h"

#include <QLoggingCategory>
#include <QMutex>

#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>

#include <algorithm>
#include <map>
#include <memory>

namespace mt {

namespace {

Q_LOGGING_CATEGORY(lcDates, "mt.identify.dates", QtWarningMsg)

constexpr int Months = 12;

QString fold(const QString &s)
{
    QString out = s.toCaseFolded();
    while (out.endsWith(u'.'))
        out.chop(1);
    return out;
}

QRegularExpression compiled(const QString &pattern)
{
    return QRegularExpression(pattern,
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

QDate dated(int year, int month, int day)
{
    const QDate d(year, month, day);
    return d.isValid() ? d : QDate();
}

} // namespace

bool StatedDate::near(const QDate &from, const QDate &to, int before, int after) const
{
    auto close = [&](const QDate &x) {
        return x.isValid() && from.daysTo(endOf(x)) >= -before && to.daysTo(x) <= after;
    };
    return close(date) || close(alternative);
}

QDate StatedDate::endOf(const QDate &reading) const
{
    return wholeMonth && reading.isValid() ? reading.addDays(reading.daysInMonth() - 1) : reading;
}

ReportDates::ReportDates(const QString &language)
{
    addMonths("en");
    if (!language.isEmpty())
        addMonths(language.toLatin1().constData());
    const QString month = monthPattern();
    // "25 November 2017", "25. november 2017", "25 de noviembre de 2017", "1er mai 2022"
    m_dayFirst = compiled(QStringLiteral(
        R"((?<![\p{L}\p{N}])(\d{1,2})(?:st|nd|rd|th|er|º|\.)?\s+(?:de\s+|of\s+)?(%1)\.?,?\s+)"
        R"((?:de\s+|del\s+)?((?:19|20)\d\d)(?!\d))")
                              .arg(month));
    // "November 25, 2017", "Nov. 25th 2017"
    m_monthFirst = compiled(QStringLiteral(
        R"((?<![\p{L}\p{N}])(%1)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)(?!\d))")
                                .arg(month));
    m_numeric = compiled(
        QStringLiteral(R"((?<![\d.,:/])(\d{1,2})([./])(\d{1,2})\2((?:19|20)\d\d)(?![\d]))"));
    m_iso = compiled(QStringLiteral(R"((?<![\d.-])((?:19|20)\d\d)-(\d\d)-(\d\d)(?![\d]))"));
    // "October 2019", "im Oktober 2019"; a page's "2019-10"
    m_monthYear = compiled(
        QStringLiteral(R"((?<![\p{L}\p{N}])(%1)\.?,?\s+((?:19|20)\d\d)(?!\d))").arg(month));
    m_isoMonth = compiled(QStringLiteral(R"((?<![\d.-])((?:19|20)\d\d)-(\d\d)(?![\d-]))"));
}

// The month names of one locale's Gregorian calendar, formatted and stand-alone, wide and
// abbreviated.
void ReportDates::addMonths(const char *locale)
{
    UErrorCode status = U_ZERO_ERROR;
    const icu::DateFormatSymbols symbols(icu::Locale(locale), status);
    if (U_FAILURE(status)) {
        qCWarning(lcDates) << "no calendar data for" << locale << u_errorName(status);
        return;
    }
    using S = icu::DateFormatSymbols;
    for (const auto context : {S::FORMAT, S::STANDALONE}) {
        for (const auto width : {S::WIDE, S::ABBREVIATED}) {
            int32_t count = 0;
            const icu::UnicodeString *names = symbols.getMonths(count, context, width);
            for (int32_t m = 0; names && m < count && m < Months; ++m) {
                const QString name = fold(QString(
                    reinterpret_cast<const QChar *>(names[m].getBuffer()), names[m].length()));
                if (name.size() >= 3)
                    m_months.insert(name, m + 1);
            }
        }
    }
}

// Longest names first, so "juni" is not taken for "jun".
QString ReportDates::monthPattern() const
{
    QStringList names = m_months.keys();
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return a.size() != b.size() ? a.size() > b.size() : a < b;
    });
    for (QString &n : names)
        n = QRegularExpression::escape(n);
    return names.join(u'|');
}

int ReportDates::monthOf(const QString &written) const
{
    return m_months.value(fold(written), 0);
}

namespace {

// Whether the text holds four digits that may be a year (19xx, 20xx): every date read has one,
// and most sentences have none, so the patterns need not run there.
bool mayHoldAYear(const QString &text)
{
    int run = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        run = text.at(i).isDigit() ? run + 1 : 0;
        if (run == 4) {
            const QStringView year = QStringView(text).mid(i - 3, 2);
            if (year == u"19" || year == u"20")
                return true;
        }
    }
    return false;
}

} // namespace

QList<StatedDate> ReportDates::in(const QString &text) const
{
    if (!mayHoldAYear(text))
        return {};
    std::map<qsizetype, StatedDate> found; // by position
    std::map<qsizetype, qsizetype> covered; // start -> end of the full dates found
    auto inside = [&](qsizetype at) {
        return std::any_of(covered.cbegin(), covered.cend(),
            [&](const auto &r) { return at >= r.first && at < r.second; });
    };
    auto scan = [&](const QRegularExpression &re, auto read) {
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            StatedDate d = read(m);
            if (inside(m.capturedStart()))
                continue;
            if (!d.wholeMonth) // "31 February 2019" is no day, nor February
                covered.emplace(m.capturedStart(), m.capturedEnd());
            if (d.date.isValid() || d.alternative.isValid())
                found.emplace(m.capturedStart(), d);
        }
    };
    auto number = [](const QRegularExpressionMatch &m, int i) { return m.captured(i).toInt(); };
    scan(m_dayFirst, [&](const QRegularExpressionMatch &m) {
        return StatedDate {dated(number(m, 3), monthOf(m.captured(2)), number(m, 1)), {}};
    });
    scan(m_monthFirst, [&](const QRegularExpressionMatch &m) {
        return StatedDate {dated(number(m, 3), monthOf(m.captured(1)), number(m, 2)), {}};
    });
    scan(m_numeric, [&](const QRegularExpressionMatch &m) {
        const int a = number(m, 1), b = number(m, 3), y = number(m, 4);
        return StatedDate {dated(y, b, a), a == b ? QDate() : dated(y, a, b)};
    });
    scan(m_iso, [&](const QRegularExpressionMatch &m) {
        return StatedDate {dated(number(m, 1), number(m, 2), number(m, 3)), {}};
    });
    auto month = [](QDate first) {
        StatedDate d {first, {}};
        d.wholeMonth = true;
        return d;
    };
    scan(m_monthYear, [&](const QRegularExpressionMatch &m) {
        return month(dated(number(m, 2), monthOf(m.captured(1)), 1));
    });
    scan(m_isoMonth, [&](const QRegularExpressionMatch &m) {
        const int year = number(m, 1), second = number(m, 2);
        // "2010-11": a season, not November 2010.
        return month(second == (year + 1) % 100 ? QDate() : dated(year, second, 1));
    });
    QList<StatedDate> out;
    for (const auto &[at, d] : found)
        out.append(d);
    return out;
}

QList<StatedDate> ReportDates::of(const Document &d)
{
    // One reader a language: compiling the month patterns costs more than reading a report.
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<const ReportDates>> readers;
    std::shared_ptr<const ReportDates> reader;
    {
        const QMutexLocker lock(&mutex);
        auto &slot = readers[d.source.language];
        if (!slot)
            slot = std::make_shared<const ReportDates>(d.source.language);
        reader = slot;
    }
    QList<StatedDate> out;
    for (int si = 0; si < d.sentences.size(); ++si) {
        const SentenceData &s = d.sentences.at(si);
        if (s.history || s.otherMatch || !s.span.isValid())
            continue;
        for (StatedDate date : reader->in(d.source.text.mid(s.span.start, s.span.length()))) {
            date.sentence = si;
            out.append(date);
        }
    }
    return out;
}

namespace {

// The reports of one match are written from a couple of days before it (a preview's byline)
// to a week after (a weekly round-up); another meeting of the same teams is weeks away.
constexpr int DaysBefore = 2;
constexpr int DaysAfter = 7;
constexpr int FarDays = 21;
constexpr int MinDatedReports = 2;

} // namespace

DateRange ReportDates::agreed(const QHash<int, QList<StatedDate>> &dates)
{
    DateRange best;
    int bestCount = 0;
    bool bestMonth = true;
    for (const QList<StatedDate> &own : dates) {
        for (const StatedDate &c : own) {
            for (const QDate &day : {c.date, c.alternative}) {
                if (!day.isValid())
                    continue;
                const QDate last = c.endOf(day);
                const auto count
                    = std::count_if(dates.cbegin(), dates.cend(), [&](const QList<StatedDate> &ds) {
                          return std::any_of(ds.cbegin(), ds.cend(), [&](const StatedDate &d) {
                              return d.near(day, last, DaysBefore, DaysAfter);
                          });
                      });
                const bool better = count > bestCount
                    || (count == bestCount && bestMonth && !c.wholeMonth)
                    || (count == bestCount && bestMonth == c.wholeMonth && day < best.from);
                if (better) {
                    best = DateRange {day, last};
                    bestCount = int(count);
                    bestMonth = c.wholeMonth;
                }
            }
        }
    }
    const bool agreed = bestCount >= MinDatedReports && bestCount * 2 > dates.size();
    return agreed ? best : DateRange {};
}

bool ReportDates::farFrom(const QList<StatedDate> &own, const DateRange &range)
{
    return range.isValid() && !own.isEmpty()
        && std::none_of(own.cbegin(), own.cend(),
            [&](const StatedDate &d) { return d.near(range.from, range.to, FarDays, FarDays); });
}

QSet<int> ReportDates::datedAway(const QList<Document *> &docs)
{
    QHash<int, QList<StatedDate>> dates;
    for (int di = 0; di < docs.size(); ++di) {
        QList<StatedDate> own = of(*docs.at(di));
        if (!own.isEmpty())
            dates.insert(di, std::move(own));
    }
    const DateRange day = agreed(dates);
    QSet<int> away;
    for (auto it = dates.cbegin(); it != dates.cend(); ++it) {
        if (farFrom(it.value(), day))
            away.insert(it.key());
    }
    return away;
}

} // namespace mt
