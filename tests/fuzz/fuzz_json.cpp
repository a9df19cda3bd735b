// The JSON writer: its output for any analysis reads back as JSON of the schema, with as many
// sources and events as the analysis, and every mention's offsets inside its source's text.
#include "AnalysisChecks.h"
#include "FuzzSupport.h"
#include "json/JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const mt::Analysis analysis = mt::fuzz::analyzeInput(data, size);
    const QByteArray json = mt::JsonWriter::toJson(analysis, (size & 1) != 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        mt::fuzz::fail("the JSON does not read back");
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("schema")).toString() != QStringLiteral("matchtimeline/1"))
        mt::fuzz::fail("no schema key");
    const QJsonArray sources = root.value(QStringLiteral("sources")).toArray();
    const QJsonArray events = root.value(QStringLiteral("events")).toArray();
    if (sources.size() != analysis.sources.size() || events.size() != analysis.events.size())
        mt::fuzz::fail("sources or events lost in the JSON");
    for (const QJsonValue &e : events) {
        for (const QJsonValue &m : e.toObject().value(QStringLiteral("mentions")).toArray()) {
            const QJsonObject o = m.toObject();
            const int s = o.value(QStringLiteral("source")).toString().mid(1).toInt() - 1;
            const int start = o.value(QStringLiteral("start")).toInt(-1);
            const int end = o.value(QStringLiteral("end")).toInt(-1);
            if (s < 0 || s >= analysis.sources.size() || start < 0 || end < start
                || end > analysis.sources.at(s).text.size())
                mt::fuzz::fail("a mention's offsets outside its source");
            if (o.value(QStringLiteral("text")).toString()
                != QStringView(analysis.sources.at(s).text).sliced(start, end - start))
                mt::fuzz::fail("a mention's text is not its source's text at its offsets");
        }
    }
    return 0;
}
