#include "EventCsvWriter.h"

#include "EventText.h"

#include <QStringList>

namespace mt::ui {

namespace {
QString quoted(const QString &field)
{
    if (!field.contains(u',') && !field.contains(u'"') && !field.contains(u'\n')
        && !field.contains(u'\r'))
        return field;
    QString out = field;
    out.replace(u'"', QStringLiteral("\"\""));
    return u'"' + out + u'"';
}

QString number(int n)
{
    return n < 0 ? QString() : QString::number(n);
}
} // namespace

QByteArray EventCsvWriter::toCsv(const Analysis &a)
{
    QStringList lines;
    lines << QStringLiteral("id,time,period,minute,stoppage,rangeFrom,rangeTo,team,type,method,"
                            "player,assist,playerOut,opponent,reason,scoreAfter,sources,"
                            "disagreements");
    for (const Event &e : a.events) {
        QStringList disagreements;
        for (const Disagreement &d : e.disagreements) {
            QStringList values;
            for (const SourceValue &v : d.values)
                values << v.value + u" (" + v.sources.join(u' ') + u')';
            disagreements << d.field + u": " + values.join(QStringLiteral(" / "));
        }
        const QStringList row = {
            e.id,
            EventText::timeText(e),
            e.time.isKnown() ? QString::number(e.time.period) : QString(),
            e.time.isKnown() ? number(e.time.minute) : QString(),
            e.time.isKnown() ? number(e.time.stoppage) : QString(), // "90+'": added, amount unknown
            e.range.from.display(),
            e.range.to.display(),
            teamSideKey(e.team),
            eventTypeKey(e.type),
            goalMethodKey(e.method),
            e.player,
            e.assist,
            e.playerOut,
            e.opponent,
            e.reason,
            e.scoreAfter.isValid()
                ? QString::number(e.scoreAfter.home) + u'-' + QString::number(e.scoreAfter.away)
                : QString(),
            EventText::sourceIds(a, e).remove(u','),
            disagreements.join(QStringLiteral("; ")),
        };
        QStringList cells;
        for (const QString &cell : row)
            cells << quoted(cell);
        lines << cells.join(u',');
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace mt::ui
