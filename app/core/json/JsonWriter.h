// The JSON contract of DESIGN.md section 4 ("schema": "matchtimeline/1"): keys stay stable.
#pragma once

#include "model/Analysis.h"

#include <QByteArray>
#include <QIODevice>
#include <QJsonObject>

namespace mt {

class JsonWriter
{
public:
    static QJsonObject toJsonObject(const Analysis &analysis);
    static QByteArray toJson(const Analysis &analysis, bool indented = true);
    // The same bytes as toJson, written as they are made: events one at a time, never the
    // whole document in memory. False when the device refuses a write.
    static bool write(const Analysis &analysis, QIODevice &out, bool indented = true);

private:
    static QJsonObject withoutEvents(const Analysis &analysis);
    static QJsonObject eventJson(const Analysis &analysis, const Event &event);
    static QJsonObject eventWithoutMentions(const Event &event);
    static QJsonObject mentionJson(const Analysis &analysis, const Mention &mention);
};

} // namespace mt
