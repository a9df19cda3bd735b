#include "LanguageNames.h"

#include <unicode/locid.h>
#include <unicode/unistr.h>

namespace mt {

QString LanguageNames::displayName(const QString &code, const QString &inLanguage)
{
    if (code.isEmpty())
        return {};
    const icu::Locale language(code.toLatin1().constData());
    const icu::Locale in(inLanguage.isEmpty() ? "en" : inLanguage.toLatin1().constData());
    icu::UnicodeString name;
    language.getDisplayLanguage(in, name);
    QString out(reinterpret_cast<const QChar *>(name.getBuffer()), name.length());
    // ICU answers with the code itself when it has no name for it.
    if (out.isEmpty() || out.compare(code, Qt::CaseInsensitive) == 0)
        return {};
    out[0] = out.at(0).toUpper();
    return out;
}

} // namespace mt
