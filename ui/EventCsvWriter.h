// The event table as CSV (RFC 4180, UTF-8). Column names are the JSON contract's keys, not
// translated, so spreadsheets and scripts read every export the same way.
#pragma once

#include "model/Analysis.h"

#include <QByteArray>

namespace mt::ui {

class EventCsvWriter
{
public:
    static QByteArray toCsv(const Analysis &analysis);
};

} // namespace mt::ui
