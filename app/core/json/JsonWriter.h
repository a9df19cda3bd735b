// The JSON contract of DESIGN.md section 4 ("schema": "matchtimeline/1"): keys stay stable.
#pragma once

#include "model/Analysis.h"

#include <QByteArray>
#include <QJsonObject>

namespace mt {

class JsonWriter
{
public:
    static QJsonObject toJsonObject(const Analysis &analysis);
    static QByteArray toJson(const Analysis &analysis, bool indented = true);
};

} // namespace mt
