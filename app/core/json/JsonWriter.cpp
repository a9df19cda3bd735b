#include "JsonWriter.h"

#include "JsonStream.h"

#include <QBuffer>
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

QString sourceIdOf(const Analysis &a, int i)
{
    return i >= 0 && i < a.sources.size() ? a.sources[i].id : QString();
}

// The words of a span of a source's text (a mention's sentence).
QString textOf(const Analysis &a, int source, const Span &span)
{
    if (source < 0 || source >= a.sources.size() || !span.isValid())
        return {};
    return a.sources.at(source).text.mid(span.start, span.length());
}

} // namespace

QJsonObject JsonWriter::mentionJson(const Analysis &a, const Mention &m)
{
    auto sourceId = [&](int i) { return sourceIdOf(a, i); };
    QJsonObject mo{{QStringLiteral("source"), sourceId(m.source)},
                   {QStringLiteral("sentence"), m.sentence},
                   {QStringLiteral("start"), m.span.start},
                   {QStringLiteral("end"), m.span.end},
                   {QStringLiteral("text"), textOf(a, m.source, m.span)},
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
    if (m.linked)
        mo.insert(QStringLiteral("linked"), true);
    QJsonObject spans;
    for (int i = 0; i < FieldSpans::Count; ++i) {
        const Span f = m.fieldSpans.at(i);
        if (f.isValid())
            spans.insert(fieldName(FieldSpans::keyAt(i)), QJsonArray{f.start, f.end});
    }
    if (!spans.isEmpty())
        mo.insert(QStringLiteral("fieldSpans"), spans);
    return mo;
}

QJsonObject JsonWriter::eventJson(const Analysis &a, const Event &e)
{
    QJsonObject o = eventWithoutMentions(e);
    QJsonArray mentions;
    for (const Mention &m : e.mentions)
        mentions.append(mentionJson(a, m));
    o.insert(QStringLiteral("mentions"), mentions);
    return o;
}

QJsonObject JsonWriter::eventWithoutMentions(const Event &e)
{
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
    o.insert(QStringLiteral("disagreements"), disagreementsJson(e.disagreements, QStringLiteral("field")));
    return o;
}

QJsonObject JsonWriter::toJsonObject(const Analysis &a)
{
    QJsonObject root = withoutEvents(a);
    QJsonArray events;
    for (const Event &e : a.events)
        events.append(eventJson(a, e));
    root.insert(QStringLiteral("events"), events);
    return root;
}

QJsonObject JsonWriter::withoutEvents(const Analysis &a)
{
    QJsonObject root;
    root.insert(QStringLiteral("schema"), QString::fromUtf16(Analysis::Schema));
    root.insert(QStringLiteral("match"),
                QJsonObject{{QStringLiteral("home"), orNull(a.match.home)},
                            {QStringLiteral("away"), orNull(a.match.away)},
                            {QStringLiteral("finalScore"), scoreValue(a.match.finalScore)}});
    auto sourceId = [&](int i) { return sourceIdOf(a, i); };

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
        o.insert(QStringLiteral("spellFrom"),
            orNull(c.spell.from.isKnown() ? c.spell.from.display() : QString()));
        o.insert(QStringLiteral("spellTo"),
            orNull(c.spell.to.isKnown() ? c.spell.to.display() : QString()));
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

    QJsonArray candidates;
    for (const Candidate &c : a.candidates)
        candidates.append(QJsonObject{{QStringLiteral("event"), eventJson(a, c.event)},
                                      {QStringLiteral("reason"), c.reason}});
    root.insert(QStringLiteral("candidates"), candidates);

    QJsonArray warnings;
    for (const Warning &w : a.warnings)
        warnings.append(QJsonObject{{QStringLiteral("source"), orNull(sourceId(w.source))},
                                    {QStringLiteral("file"), w.file},
                                    {QStringLiteral("message"), w.message}});
    root.insert(QStringLiteral("warnings"), warnings);
    return root;
}

bool JsonWriter::write(const Analysis &a, QIODevice &out, bool indented)
{
    // One mention at a time: a large analysis is never held twice over as a JSON tree.
    JsonStream json(out, indented);
    const auto mentionAt = [&](const Event &e) {
        return [&](qsizetype j, int depth) { return json.value(mentionJson(a, e.mentions.at(j)), depth); };
    };
    const auto eventAt = [&](qsizetype i, int depth) {
        const Event &e = a.events.at(i);
        return json.object(eventWithoutMentions(e), QStringLiteral("mentions"),
            e.mentions.size(), mentionAt(e), depth);
    };
    json.object(withoutEvents(a), QStringLiteral("events"), a.events.size(), eventAt, 0);
    return indented ? json.raw("\n") : json.ok();
}

QByteArray JsonWriter::toJson(const Analysis &analysis, bool indented)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    write(analysis, buffer, indented);
    return bytes;
}

} // namespace mt
