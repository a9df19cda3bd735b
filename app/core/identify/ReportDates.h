// The calendar dates a report writes: a byline's "25 November 2017", a ticker's "Sa.,
// 25.11.2017", "2017-11-25", "ноября 25, 2017" (DESIGN.md 1c: page furniture). Month names come
// from ICU's calendar data for the report's language and English (pages in any language carry
// English furniture), in every form ICU keeps: "listopada" beside "listopad", "nov." beside
// "novembre". Only dates with a year: a bare "25 November" is as often the next fixture's. A
// month and a year ("October 2019", a page's "2019-10") stand for any day of that month.
// The reports of one match are dated within days of each other; the decide stage reads a
// report dated months away as another meeting of the same teams (decide/OtherMeetings).
#pragma once

#include <QDate>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QString>

namespace mt {

struct Document;

struct StatedDate
{
    QDate date; // the day; the month's first day when only a month is written
    QDate alternative; // "04/05/2022" read the other way round (month first), when valid
    int sentence = -1;
    bool wholeMonth = false; // "October 2019", "2019-10": any day of that month
    // Whether any day it may be falls within [from - before, to + after].
    bool near(const QDate &from, const QDate &to, int before, int after) const;
    bool near(const QDate &d, int before, int after) const { return near(d, d, before, after); }
    // The last day a reading of it (date or alternative) may be: the month's end for a month.
    QDate endOf(const QDate &reading) const;
    QDate last() const { return endOf(date); }
};

// The days the reports of a match agree on: the day (or month, when they write only months)
// most reports are dated near, when more than half of the dated reports are.
struct DateRange
{
    QDate from, to;
    bool isValid() const { return from.isValid(); }
};

class ReportDates
{
public:
    explicit ReportDates(const QString &language);

    // The dates written in the text, in order.
    QList<StatedDate> in(const QString &text) const;

    // The dates of the document's sentences, outside history and other matches' paragraphs.
    static QList<StatedDate> of(const Document &d);

    // The range the reports' dates agree on (dates per report); invalid when they do not.
    static DateRange agreed(const QHash<int, QList<StatedDate>> &dates);
    // Whether a report's dates (one or more) are all weeks from the range: another meeting's.
    static bool farFrom(const QList<StatedDate> &own, const DateRange &range);
    // The reports (indexes into docs) dated weeks from the day the others agree on.
    static QSet<int> datedAway(const QList<Document *> &docs);

private:
    QHash<QString, int> m_months; // case-folded name, without a final dot -> 1..12
    QRegularExpression m_dayFirst, m_monthFirst, m_numeric, m_iso, m_monthYear, m_isoMonth;

    void addMonths(const char *locale);
    QString monthPattern() const;
    int monthOf(const QString &written) const;
};

} // namespace mt
