// Language of a whole report (DESIGN.md section 1, identify), with CLD2 from Debian's libcld2.
#pragma once

#include <QString>

namespace mt {

struct LanguageGuess
{
    QString code; // BCP 47: "en", "nb", "de", "es", ...; "" when unknown
    QString name; // English name: "English", "Norwegian Bokmal"
    int percent = 0; // share of the text in that language
    bool reliable = false;
};

class LanguageIdentifier
{
public:
    // Norwegian comes out as "nb" (CLD2 says "no"); Nynorsk as "nn".
    static LanguageGuess identify(const QString &text);
};

} // namespace mt
