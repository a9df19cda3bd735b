#include "JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace mt {

namespace {

QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonValue scoreValue(const Score &s)
{
    if (!s.isValid())
        return QJsonValue(QJsonValue::Null);
    return QJsonArray{s.home, s.away};
}

QJsonValue clockText(const MatchTime &t)
{
    if (!t.isKnown())
        return QJsonValue(QJsonValue::Null);
    if (t.stoppage < 0)
        return QString(QString::number(t.minute) + u'+');
    if (t.stoppage > 0)
        return QString(QString::number(t.minute) + u'+' + QString::number(t.stoppage));
    return QString::number(t.minute);
}

QJsonArray disagreementsJson(const QList<Disagreement> &list, const QString &key)
{
    QJsonArray out;
    for (const Disagreement &d : list) {
        QJsonArray values;
        for (const SourceValue &v : d.values)
            values.append(QJsonObject{{QStringLiteral("value"), v.value},
                                      {QStringLiteral("sources"), QJsonArray::fromStringList(v.sources)}});
        out.append(QJsonObject{{key, d.field}, {QStringLiteral("values"), values}});
    }
    return out;
}

} // namespace

QJsonObject JsonWriter::toJsonObject(const Analysis &a)
{
    QJsonObject root;
    root.insert(QStringLiteral("schema"), QString::fromUtf16(Analysis::Schema));
    root.insert(QStringLiteral("match"),
                QJsonObject{{QStringLiteral("home"), orNull(a.match.home)},
                            {QStringLiteral("away"), orNull(a.match.away)},
                            {QStringLiteral("finalScore"), scoreValue(a.match.finalScore)}});
    auto sourceId = [&](int i) {
        return i >= 0 && i < a.sources.size() ? a.sources[i].id : QString();
    };

    QJsonArray sources;
    for (const Source &s : a.sources) {
        int other = 0;
        for (const Sentence &x : s.sentences)
            other += x.otherMatch ? 1 : 0;
        QJsonObject o{{QStringLiteral("id"), s.id},
                                   {QStringLiteral("file"), s.file},
                                   {QStringLiteral("language"), orNull(s.language)},
                                   {QStringLiteral("languageName"), orNull(s.languageName)},
                                   {QStringLiteral("hasLanguagePack"), s.hasLanguagePack},
                                   {QStringLiteral("encoding"), s.encoding},
                                   {QStringLiteral("sentenceCount"), int(s.sentences.size())},
                                   {QStringLiteral("otherMatchSentenceCount"), other},
                                   {QStringLiteral("eventCount"), s.eventCount}};
        if (!s.setAside.isEmpty())
            o.insert(QStringLiteral("setAside"), s.setAside);
        sources.append(o);
    }
    root.insert(QStringLiteral("sources"), sources);

    QJsonArray events;
    for (const Event &e : a.events) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), e.id);
        o.insert(QStringLiteral("type"), eventTypeKey(e.type));
        o.insert(QStringLiteral("method"), e.type == EventType::Goal ? QJsonValue(goalMethodKey(e.method))
                                                                      : QJsonValue(QJsonValue::Null));
        const bool known = e.time.isKnown();
        o.insert(QStringLiteral("period"), known ? QJsonValue(e.time.period) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("minute"), known ? QJsonValue(e.time.minute) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("stoppage"), known && e.time.stoppage >= 0 ? QJsonValue(e.time.stoppage)
                                                                            : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("display"), known ? QJsonValue(e.time.display()) : QJsonValue(QJsonValue::Null));
        if (e.range.isValid()) {
            o.insert(QStringLiteral("minuteRange"), QJsonArray{e.range.from.minute, e.range.to.minute});
            o.insert(QStringLiteral("rangeFrom"), clockText(e.range.from));
            o.insert(QStringLiteral("rangeTo"), clockText(e.range.to));
        } else {
            o.insert(QStringLiteral("minuteRange"), QJsonValue(QJsonValue::Null));
        }
        o.insert(QStringLiteral("team"), orNull(teamSideKey(e.team)));
        o.insert(QStringLiteral("player"), orNull(e.player));
        o.insert(QStringLiteral("assist"), orNull(e.assist));
        o.insert(QStringLiteral("playerOut"), orNull(e.playerOut));
        o.insert(QStringLiteral("opponent"), orNull(e.opponent));
        o.insert(QStringLiteral("reason"), orNull(e.reason));
        o.insert(QStringLiteral("scoreAfter"), scoreValue(e.scoreAfter));
        QJsonArray mentions;
        for (const Mention &m : e.mentions) {
            QJsonObject mo{{QStringLiteral("source"), sourceId(m.source)},
                           {QStringLiteral("sentence"), m.sentence},
                           {QStringLiteral("start"), m.span.start},
                           {QStringLiteral("end"), m.span.end},
                           {QStringLiteral("text"), m.text},
                           {QStringLiteral("type"), eventTypeKey(m.type)},
                           {QStringLiteral("minute"), m.time.isKnown() ? QJsonValue(m.time.minute)
                                                                       : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("stoppage"), m.time.isKnown() && m.time.stoppage >= 0
                                                            ? QJsonValue(m.time.stoppage)
                                                            : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("timeStated"), m.timeStated},
                           {QStringLiteral("player"), orNull(m.player)},
                           {QStringLiteral("assist"), orNull(m.assist)}};
            if (!m.playerOut.isEmpty())
                mo.insert(QStringLiteral("playerOut"), m.playerOut);
            if (!m.opponent.isEmpty())
                mo.insert(QStringLiteral("opponent"), m.opponent);
            if (!m.reason.isEmpty())
                mo.insert(QStringLiteral("reason"), m.reason);
            if (m.backReference)
                mo.insert(QStringLiteral("backReference"), true);
            QJsonObject spans;
            for (auto it = m.fieldSpans.cbegin(); it != m.fieldSpans.cend(); ++it) {
                if (it.value().isValid())
                    spans.insert(it.key(), QJsonArray{it.value().start, it.value().end});
            }
            if (!spans.isEmpty())
                mo.insert(QStringLiteral("fieldSpans"), spans);
            mentions.append(mo);
        }
        o.insert(QStringLiteral("mentions"), mentions);
        o.insert(QStringLiteral("disagreements"), disagreementsJson(e.disagreements, QStringLiteral("field")));
        events.append(o);
    }
    root.insert(QStringLiteral("events"), events);

    QJsonArray claims;
    for (const Claim &c : a.claims) {
        QJsonObject o{{QStringLiteral("kind"), c.kind},
                      {QStringLiteral("source"), sourceId(c.source)},
                      {QStringLiteral("sentence"), c.sentence},
                      {QStringLiteral("start"), c.span.start},
                      {QStringLiteral("end"), c.span.end},
                      {QStringLiteral("text"), c.text},
                      {QStringLiteral("value"), c.value}};
        o.insert(QStringLiteral("consistentWithTimeline"),
                 c.consistentWithTimeline ? QJsonValue(*c.consistentWithTimeline) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("detail"), orNull(c.detail));
        claims.append(o);
    }
    root.insert(QStringLiteral("claims"), claims);
    root.insert(QStringLiteral("claimDisagreements"), disagreementsJson(a.claimDisagreements, QStringLiteral("kind")));

    QJsonArray others;
    for (const OtherMatch &om : a.otherMatches) {
        QJsonArray mentions;
        for (const OtherMatchMention &m : om.mentions)
            mentions.append(QJsonObject{{QStringLiteral("source"), sourceId(m.source)},
                                        {QStringLiteral("sentence"), m.sentence},
                                        {QStringLiteral("start"), m.span.start},
                                        {QStringLiteral("end"), m.span.end},
                                        {QStringLiteral("text"), m.text}});
        others.append(QJsonObject{{QStringLiteral("teams"), QJsonArray::fromStringList(om.teams)},
                                  {QStringLiteral("mentions"), mentions}});
    }
    root.insert(QStringLiteral("otherMatches"), others);

    QJsonArray warnings;
    for (const Warning &w : a.warnings)
        warnings.append(QJsonObject{{QStringLiteral("source"), orNull(sourceId(w.source))},
                                    {QStringLiteral("file"), w.file},
                                    {QStringLiteral("message"), w.message}});
    root.insert(QStringLiteral("warnings"), warnings);
    return root;
}

QByteArray JsonWriter::toJson(const Analysis &analysis, bool indented)
{
    return QJsonDocument(toJsonObject(analysis)).toJson(indented ? QJsonDocument::Indented
                                                                 : QJsonDocument::Compact);
}

} // namespace mt
