#include "Versions.h"

#include <unicode/uversion.h>

namespace mt {

QString applicationVersion()
{
    return QStringLiteral(MT_VERSION);
}

QString icuVersion()
{
    UVersionInfo info;
    u_getVersion(info);
    char text[U_MAX_VERSION_STRING_LENGTH] = {};
    u_versionToString(info, text);
    return QString::fromLatin1(text);
}

} // namespace mt
