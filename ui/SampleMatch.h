// The bundled sample match (resources/samples, written by us): copied out of the resources into
// the cache folder so the engine reads it like any other set of report files.
#pragma once

#include <QStringList>

namespace mt::ui {

class SampleMatch
{
public:
    static bool isAvailable();
    // Paths of the extracted reports; empty with *error set when they could not be written.
    static QStringList extract(QString *error = nullptr);
};

} // namespace mt::ui
