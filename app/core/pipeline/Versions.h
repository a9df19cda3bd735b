// Version strings for About boxes and --version, kept in the core so the UI need not include ICU.
#pragma once

#include <QString>

namespace mt {
QString applicationVersion();
QString icuVersion();
} // namespace mt
