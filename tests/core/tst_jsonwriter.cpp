// JsonWriter: the JSON contract of DESIGN.md section 4 ("schema": "matchtimeline/1"), checked key
// by key on an Analysis built by hand (an invented match): values where known, null where not.
#include "json/JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace mt;
using namespace Qt::Literals::StringLiterals;

namespace {

// The JSON writes a mention's text from its source: the text given is what must stand there.
Mention mention(int source, int sentence, int start, int end, const QString &text)
{
    Q_UNUSED(text);
    Mention m;
    m.source = source;
    m.sentence = sentence;
    m.span = Span{start, end};
    return m;
}

Span spanOf(const QString &text, const QString &sentence)
{
    const int at = int(text.indexOf(sentence));
    if (at < 0)
        qFatal("sentence not in text: %s", qPrintable(sentence));
    return Span{at, at + int(sentence.size())};
}

const QString wireText = u"Rovers beat Northgate. Brannagh headed in on 56 minutes. Elsewhere, Harbour City lost."_s;
const QString wireGoal = u"Brannagh headed in on 56 minutes."_s;

Analysis sampleAnalysis()
{
    Analysis a;
    a.match.home = u"Fjordby Rovers"_s;
    a.match.away = u"Northgate Athletic"_s;
    a.match.finalScore = Score{2, 1};

    Source s1;
    s1.id = u"S1"_s;
    s1.file = u"wire.txt"_s;
    s1.path = u"/tmp/reports/wire.txt"_s;
    s1.language = u"en"_s;
    s1.languageName = u"English"_s;
    s1.encoding = u"UTF-8"_s;
    s1.hasLanguagePack = true;
    s1.text = wireText;
    s1.sentences = {Sentence{spanOf(wireText, u"Rovers beat Northgate."_s), false},
                    Sentence{spanOf(wireText, wireGoal), false},
                    Sentence{spanOf(wireText, u"Elsewhere, Harbour City lost."_s), true}};
    s1.eventCount = 1;
    Source s2;
    s2.id = u"S2"_s;
    s2.file = u"avis.txt"_s;
    s2.language = u"nb"_s;
    s2.languageName = u"Norwegian Bokmal"_s;
    s2.encoding = u"windows-1252"_s;
    s2.hasLanguagePack = true;
    s2.text = u"Brannagh stanget inn 1-0 etter 58 minutter. Vik fikk gult kort."_s;
    s2.sentences = {Sentence{spanOf(s2.text, u"Brannagh stanget inn 1-0 etter 58 minutter."_s), false},
                    Sentence{spanOf(s2.text, u"Vik fikk gult kort."_s), false}};
    s2.eventCount = 2;
    a.sources = {s1, s2};

    // A goal the two reports time differently.
    Event goal;
    goal.id = u"E1"_s;
    goal.type = EventType::Goal;
    goal.method = GoalMethod::Header;
    goal.time = MatchTime{2, 56, 0};
    goal.range = ClockRange::exactly(goal.time);
    goal.team = TeamSide::Home;
    goal.player = u"Kofi Brannagh"_s;
    goal.assist = u"Ivo Tarrant"_s;
    goal.scoreAfter = Score{1, 0};
    const Span goalSpan = spanOf(wireText, wireGoal);
    Mention m1 = mention(0, 1, goalSpan.start, goalSpan.end, wireGoal);
    m1.time = goal.time;
    m1.timeStated = true;
    m1.player = goal.player;
    m1.fieldSpans.insert(QString::fromUtf16(Field::Minute), spanOf(wireText, u"56"_s));
    Mention m2 = mention(1, 0, s2.sentences[0].span.start, s2.sentences[0].span.end,
                         u"Brannagh stanget inn 1-0 etter 58 minutter."_s);
    m2.time = MatchTime{2, 58, 0};
    m2.timeStated = true;
    m2.player = goal.player;
    goal.mentions = {m1, m2};
    goal.disagreements = {Disagreement{QString::fromUtf16(Field::Minute),
                                       {SourceValue{u"56"_s, {u"S1"_s}}, SourceValue{u"58"_s, {u"S2"_s}}}}};

    // A booking known only to lie in the second half.
    Event card;
    card.id = u"E2"_s;
    card.type = EventType::YellowCard;
    card.range = ClockRange::between(46, 90);
    card.team = TeamSide::Away;
    card.player = u"Lasse Vik"_s;
    card.reason = u"a late tackle"_s;
    Mention m3 = mention(1, 1, s2.sentences[1].span.start, s2.sentences[1].span.end, u"Vik fikk gult kort."_s);
    m3.type = EventType::YellowCard;
    m3.player = card.player;
    m3.reason = card.reason;
    card.mentions = {m3};

    // A late goal in added time of unknown length.
    Event late;
    late.id = u"E3"_s;
    late.type = EventType::Goal;
    late.method = GoalMethod::Penalty;
    late.time = MatchTime{2, 90, -1};
    late.range = ClockRange::exactly(late.time);
    late.team = TeamSide::Unknown;
    late.player = u"Ivo Tarrant"_s;
    late.mentions = {mention(0, 1, goalSpan.start, goalSpan.end, wireGoal)};

    // A substitution with no time at all.
    Event sub;
    sub.id = u"E4"_s;
    sub.type = EventType::Substitution;
    sub.player = u"Odd Sandnes"_s;
    sub.playerOut = u"Lasse Vik"_s;
    Mention m4 = mention(1, 1, s2.sentences[1].span.start, s2.sentences[1].span.end, u"Vik fikk gult kort."_s);
    m4.type = EventType::Substitution;
    m4.playerOut = sub.playerOut;
    sub.mentions = {m4};
    a.events = {goal, card, late, sub};

    Claim spell;
    spell.kind = u"duration"_s;
    spell.source = 0;
    spell.sentence = 1;
    spell.span = goalSpan;
    spell.text = u"a nine-minute spell"_s;
    spell.value = 9;
    spell.consistentWithTimeline = true;
    spell.detail = u"56'-65' = 9 minutes"_s;
    spell.spell = ClockRange {MatchTime::at(56), MatchTime::at(65)};
    Claim count;
    count.kind = u"goal_count"_s;
    count.source = 1;
    count.sentence = 0;
    count.value = 3;
    a.claims = {spell, count};

    OtherMatchMention om{0, 2, s1.sentences[2].span, u"Elsewhere, Harbour City lost."_s};
    a.otherMatches = {OtherMatch{{u"Harbour City"_s, u"Eastvale"_s}, {om}}};

    a.warnings = {Warning{1, u"avis.txt"_s, u"3 invalid UTF-8 sequences replaced"_s},
                  Warning{-1, u"/tmp/reports/photo.txt"_s, u"file looks binary (contains NUL bytes)"_s}};
    return a;
}

// The JSON type of a value, for messages.
const char *typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return "bool";
    case QJsonValue::Double:
        return "number";
    case QJsonValue::String:
        return "string";
    case QJsonValue::Array:
        return "array";
    case QJsonValue::Object:
        return "object";
    case QJsonValue::Undefined:
        break;
    }
    return "missing";
}

} // namespace

#define CHECK_TYPE(object, key, type)                                                              \
    QVERIFY2((object).contains(QStringLiteral(key)), "missing key " key);                         \
    QCOMPARE(typeName((object).value(QStringLiteral(key))), type)

class TestJsonWriter : public QObject
{
    Q_OBJECT

private:
    QJsonObject root;

private slots:
    void initTestCase()
    {
        // Parse the bytes, as a consumer would, rather than trusting toJsonObject.
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(JsonWriter::toJson(sampleAnalysis()), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(doc.isObject());
        root = doc.object();
    }

    void topLevel()
    {
        QCOMPARE(root.value(u"schema").toString(), u"matchtimeline/1"_s);
        CHECK_TYPE(root, "match", "object");
        CHECK_TYPE(root, "sources", "array");
        CHECK_TYPE(root, "events", "array");
        CHECK_TYPE(root, "claims", "array");
        CHECK_TYPE(root, "otherMatches", "array");
        CHECK_TYPE(root, "warnings", "array");
        const QJsonObject match = root.value(u"match").toObject();
        QCOMPARE(match.value(u"home").toString(), u"Fjordby Rovers"_s);
        QCOMPARE(match.value(u"away").toString(), u"Northgate Athletic"_s);
        QCOMPARE(match.value(u"finalScore").toArray(), (QJsonArray{2, 1}));
    }

    void unknownMatch()
    {
        const QJsonObject o = JsonWriter::toJsonObject(Analysis{});
        QCOMPARE(o.value(u"schema").toString(), u"matchtimeline/1"_s);
        const QJsonObject match = o.value(u"match").toObject();
        CHECK_TYPE(match, "home", "null");
        CHECK_TYPE(match, "away", "null");
        CHECK_TYPE(match, "finalScore", "null");
        QVERIFY(o.value(u"events").toArray().isEmpty());
        QVERIFY(o.value(u"sources").toArray().isEmpty());
    }

    void sources()
    {
        const QJsonArray sources = root.value(u"sources").toArray();
        QCOMPARE(sources.size(), 2);
        const QJsonObject s1 = sources[0].toObject();
        CHECK_TYPE(s1, "id", "string");
        CHECK_TYPE(s1, "file", "string");
        CHECK_TYPE(s1, "language", "string");
        CHECK_TYPE(s1, "encoding", "string");
        CHECK_TYPE(s1, "sentenceCount", "number");
        QCOMPARE(s1.value(u"id").toString(), u"S1"_s);
        QCOMPARE(s1.value(u"file").toString(), u"wire.txt"_s);
        QCOMPARE(s1.value(u"language").toString(), u"en"_s);
        QCOMPARE(s1.value(u"encoding").toString(), u"UTF-8"_s);
        QCOMPARE(s1.value(u"sentenceCount").toInt(), 3);
        const QJsonObject s2 = sources[1].toObject();
        QCOMPARE(s2.value(u"id").toString(), u"S2"_s);
        QCOMPARE(s2.value(u"language").toString(), u"nb"_s);
        QCOMPARE(s2.value(u"encoding").toString(), u"windows-1252"_s);
        QCOMPARE(s2.value(u"sentenceCount").toInt(), 2);
    }

    void eventWithDisagreement()
    {
        const QJsonArray events = root.value(u"events").toArray();
        QCOMPARE(events.size(), 4);
        const QJsonObject e = events[0].toObject();
        CHECK_TYPE(e, "id", "string");
        CHECK_TYPE(e, "type", "string");
        CHECK_TYPE(e, "method", "string");
        CHECK_TYPE(e, "period", "number");
        CHECK_TYPE(e, "minute", "number");
        CHECK_TYPE(e, "stoppage", "number");
        CHECK_TYPE(e, "minuteRange", "array");
        CHECK_TYPE(e, "team", "string");
        CHECK_TYPE(e, "player", "string");
        CHECK_TYPE(e, "assist", "string");
        CHECK_TYPE(e, "playerOut", "null");
        CHECK_TYPE(e, "opponent", "null");
        CHECK_TYPE(e, "reason", "null");
        CHECK_TYPE(e, "scoreAfter", "array");
        CHECK_TYPE(e, "mentions", "array");
        CHECK_TYPE(e, "disagreements", "array");
        QCOMPARE(e.value(u"id").toString(), u"E1"_s);
        QCOMPARE(e.value(u"type").toString(), u"goal"_s);
        QCOMPARE(e.value(u"method").toString(), u"header"_s);
        QCOMPARE(e.value(u"period").toInt(), 2);
        QCOMPARE(e.value(u"minute").toInt(), 56);
        QCOMPARE(e.value(u"stoppage").toInt(-1), 0);
        QCOMPARE(e.value(u"minuteRange").toArray(), (QJsonArray{56, 56}));
        QCOMPARE(e.value(u"team").toString(), u"home"_s);
        QCOMPARE(e.value(u"player").toString(), u"Kofi Brannagh"_s);
        QCOMPARE(e.value(u"assist").toString(), u"Ivo Tarrant"_s);
        QCOMPARE(e.value(u"scoreAfter").toArray(), (QJsonArray{1, 0}));

        const QJsonArray mentions = e.value(u"mentions").toArray();
        QCOMPARE(mentions.size(), 2);
        const QJsonObject m = mentions[0].toObject();
        CHECK_TYPE(m, "source", "string");
        CHECK_TYPE(m, "sentence", "number");
        CHECK_TYPE(m, "start", "number");
        CHECK_TYPE(m, "end", "number");
        CHECK_TYPE(m, "text", "string");
        CHECK_TYPE(m, "minute", "number");
        CHECK_TYPE(m, "stoppage", "number");
        CHECK_TYPE(m, "player", "string");
        CHECK_TYPE(m, "assist", "null");
        QCOMPARE(m.value(u"source").toString(), u"S1"_s);
        QCOMPARE(m.value(u"sentence").toInt(), 1);
        const Span span = spanOf(wireText, wireGoal);
        QCOMPARE(m.value(u"start").toInt(), span.start);
        QCOMPARE(m.value(u"end").toInt(), span.end);
        QCOMPARE(m.value(u"text").toString(), wireGoal);
        QCOMPARE(m.value(u"minute").toInt(), 56);
        // The span really is the sentence in the source text.
        QCOMPARE(wireText.mid(m.value(u"start").toInt(), m.value(u"end").toInt() - m.value(u"start").toInt()),
                 m.value(u"text").toString());
        const QJsonObject m2 = mentions[1].toObject();
        QCOMPARE(m2.value(u"source").toString(), u"S2"_s);
        QCOMPARE(m2.value(u"minute").toInt(), 58);

        const QJsonArray dis = e.value(u"disagreements").toArray();
        QCOMPARE(dis.size(), 1);
        const QJsonObject d = dis[0].toObject();
        CHECK_TYPE(d, "field", "string");
        CHECK_TYPE(d, "values", "array");
        QCOMPARE(d.value(u"field").toString(), u"minute"_s);
        const QJsonArray values = d.value(u"values").toArray();
        QCOMPARE(values.size(), 2);
        const QJsonObject v0 = values[0].toObject();
        CHECK_TYPE(v0, "value", "string");
        CHECK_TYPE(v0, "sources", "array");
        QCOMPARE(v0.value(u"value").toString(), u"56"_s);
        QCOMPARE(v0.value(u"sources").toArray(), QJsonArray{u"S1"_s});
        QCOMPARE(values[1].toObject().value(u"value").toString(), u"58"_s);
        QCOMPARE(values[1].toObject().value(u"sources").toArray(), QJsonArray{u"S2"_s});
    }

    void rangeOnlyEvent()
    {
        const QJsonObject e = root.value(u"events").toArray()[1].toObject();
        QCOMPARE(e.value(u"type").toString(), u"yellow_card"_s);
        CHECK_TYPE(e, "method", "null"); // methods are for goals
        CHECK_TYPE(e, "period", "null");
        CHECK_TYPE(e, "minute", "null");
        CHECK_TYPE(e, "stoppage", "null");
        CHECK_TYPE(e, "minuteRange", "array");
        QCOMPARE(e.value(u"minuteRange").toArray(), (QJsonArray{46, 90}));
        QCOMPARE(e.value(u"team").toString(), u"away"_s);
        QCOMPARE(e.value(u"reason").toString(), u"a late tackle"_s);
        CHECK_TYPE(e, "assist", "null");
        CHECK_TYPE(e, "scoreAfter", "null");
        QVERIFY(e.value(u"disagreements").toArray().isEmpty());
        const QJsonObject m = e.value(u"mentions").toArray()[0].toObject();
        CHECK_TYPE(m, "minute", "null");
        CHECK_TYPE(m, "stoppage", "null");
        QCOMPARE(m.value(u"source").toString(), u"S2"_s);
    }

    void addedTimeOfUnknownLength()
    {
        const QJsonObject e = root.value(u"events").toArray()[2].toObject();
        QCOMPARE(e.value(u"method").toString(), u"penalty"_s);
        QCOMPARE(e.value(u"period").toInt(), 2);
        QCOMPARE(e.value(u"minute").toInt(), 90);
        CHECK_TYPE(e, "stoppage", "null"); // in added time, amount unknown
        CHECK_TYPE(e, "team", "null");
        CHECK_TYPE(e, "scoreAfter", "null");
    }

    void eventWithoutTime()
    {
        const QJsonObject e = root.value(u"events").toArray()[3].toObject();
        QCOMPARE(e.value(u"type").toString(), u"substitution"_s);
        CHECK_TYPE(e, "minute", "null");
        CHECK_TYPE(e, "minuteRange", "null");
        QCOMPARE(e.value(u"player").toString(), u"Odd Sandnes"_s);
        QCOMPARE(e.value(u"playerOut").toString(), u"Lasse Vik"_s);
    }

    void claims()
    {
        const QJsonArray claims = root.value(u"claims").toArray();
        QCOMPARE(claims.size(), 2);
        const QJsonObject c = claims[0].toObject();
        CHECK_TYPE(c, "kind", "string");
        CHECK_TYPE(c, "source", "string");
        CHECK_TYPE(c, "sentence", "number");
        CHECK_TYPE(c, "text", "string");
        CHECK_TYPE(c, "value", "number");
        CHECK_TYPE(c, "consistentWithTimeline", "bool");
        QCOMPARE(c.value(u"kind").toString(), u"duration"_s);
        QCOMPARE(c.value(u"source").toString(), u"S1"_s);
        QCOMPARE(c.value(u"value").toInt(), 9);
        QCOMPARE(c.value(u"consistentWithTimeline").toBool(), true);
        QCOMPARE(c.value(u"spellFrom").toString(), u"56'"_s);
        QCOMPARE(c.value(u"spellTo").toString(), u"65'"_s);
        const QJsonObject unchecked = claims[1].toObject();
        CHECK_TYPE(unchecked, "spellFrom", "null");
        QCOMPARE(unchecked.value(u"kind").toString(), u"goal_count"_s);
        QCOMPARE(unchecked.value(u"source").toString(), u"S2"_s);
        CHECK_TYPE(unchecked, "consistentWithTimeline", "null");
    }

    void otherMatches()
    {
        const QJsonArray others = root.value(u"otherMatches").toArray();
        QCOMPARE(others.size(), 1);
        const QJsonObject o = others[0].toObject();
        CHECK_TYPE(o, "teams", "array");
        CHECK_TYPE(o, "mentions", "array");
        QCOMPARE(o.value(u"teams").toArray(), (QJsonArray{u"Harbour City"_s, u"Eastvale"_s}));
        const QJsonObject m = o.value(u"mentions").toArray()[0].toObject();
        CHECK_TYPE(m, "source", "string");
        CHECK_TYPE(m, "sentence", "number");
        CHECK_TYPE(m, "text", "string");
        QCOMPARE(m.value(u"source").toString(), u"S1"_s);
        QCOMPARE(m.value(u"sentence").toInt(), 2);
        QCOMPARE(m.value(u"text").toString(), u"Elsewhere, Harbour City lost."_s);
    }

    void warnings()
    {
        const QJsonArray warnings = root.value(u"warnings").toArray();
        QCOMPARE(warnings.size(), 2);
        const QJsonObject w = warnings[0].toObject();
        CHECK_TYPE(w, "source", "string");
        CHECK_TYPE(w, "message", "string");
        QCOMPARE(w.value(u"source").toString(), u"S2"_s);
        QCOMPARE(w.value(u"message").toString(), u"3 invalid UTF-8 sequences replaced"_s);
        // A file that never became a source: no source id, but the file is named.
        const QJsonObject orphan = warnings[1].toObject();
        CHECK_TYPE(orphan, "source", "null");
        QVERIFY(orphan.value(u"file").toString().endsWith(u"photo.txt"_s));
        QVERIFY(orphan.value(u"message").toString().contains(u"binary"_s));
    }

    void compactAndIndentedAgree()
    {
        const Analysis a = sampleAnalysis();
        const QByteArray compact = JsonWriter::toJson(a, false);
        const QByteArray indented = JsonWriter::toJson(a, true);
        QVERIFY(!compact.contains('\n'));
        QVERIFY(indented.contains('\n'));
        QCOMPARE(QJsonDocument::fromJson(compact).object(), QJsonDocument::fromJson(indented).object());
        QCOMPARE(QJsonDocument::fromJson(compact).object(), JsonWriter::toJsonObject(a));
    }

    void nonAsciiSurvives()
    {
        Analysis a;
        Source s;
        s.id = u"S1"_s;
        s.file = u"kampen_p\u00E5_\u00D8stbanen.txt"_s;
        a.sources = {s};
        a.match.home = u"\u00C5sen IL"_s;
        const QJsonObject o = QJsonDocument::fromJson(JsonWriter::toJson(a)).object();
        QCOMPARE(o.value(u"match").toObject().value(u"home").toString(), u"\u00C5sen IL"_s);
        QCOMPARE(o.value(u"sources").toArray()[0].toObject().value(u"file").toString(),
                 u"kampen_p\u00E5_\u00D8stbanen.txt"_s);
    }
};

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
