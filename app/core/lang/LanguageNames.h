// A language's name in another language, from ICU's locale data ("de" is "German" in English,
// "tysk" in Bokmål, "Deutsch" in German): the viewer names a report's language in the
// interface's language for every language the identifier knows, with no list to keep.
#pragma once

#include <QString>

namespace mt {

class LanguageNames
{
public:
    // code and inLanguage are BCP 47 codes ("de", "nb"); the name starts with a capital, as a
    // label does. An empty string when ICU has no name for the code.
    static QString displayName(const QString &code, const QString &inLanguage);
};

} // namespace mt
