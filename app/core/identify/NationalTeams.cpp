#include "NationalTeams.h"

#include "TeamDirectory.h"

#include <QHash>
#include <QLoggingCategory>
#include <QSet>

#include <unicode/locid.h>
#include <unicode/udata.h>
#include <unicode/ures.h>

#include <memory>

namespace mt {

namespace {

Q_LOGGING_CATEGORY(lcNational, "mt.identify.national", QtWarningMsg)

// ICU's tree of region names: one "Countries" table per language.
constexpr char RegionTree[] = U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "region";

struct BundleCloser
{
    void operator()(UResourceBundle *b) const { ures_close(b); }
};
using Bundle = std::unique_ptr<UResourceBundle, BundleCloser>;

// "NL", and the alternatives ICU keeps beside it ("US%short" is "US"); numeric areas ("419")
// and codes that are no country are left out.
QString countryOf(const char *key)
{
    const QString k = QString::fromLatin1(key).section(u'%', 0, 0);
    if (k.size() != 2 || !k.at(0).isUpper() || !k.at(1).isUpper())
        return {};
    return k;
}

// Adds the names one language's table gives the countries: code -> names.
void readLanguage(const char *language, QHash<QString, QStringList> &names)
{
    UErrorCode status = U_ZERO_ERROR;
    const Bundle bundle(ures_openDirect(RegionTree, language, &status));
    if (U_FAILURE(status))
        return;
    const Bundle countries(ures_getByKey(bundle.get(), "Countries", nullptr, &status));
    if (U_FAILURE(status))
        return;
    while (ures_hasNext(countries.get())) {
        int32_t length = 0;
        const char *key = nullptr;
        status = U_ZERO_ERROR;
        const UChar *text = ures_getNextString(countries.get(), &length, &key, &status);
        if (U_FAILURE(status) || !key)
            continue;
        const QString code = countryOf(key);
        if (!code.isEmpty())
            names[code].append(QString(reinterpret_cast<const QChar *>(text), length));
    }
}

// The languages ICU has names in: its available locales without a region or script.
QList<QByteArray> languages()
{
    int32_t count = 0;
    const icu::Locale *available = icu::Locale::getAvailableLocales(count);
    QList<QByteArray> out;
    for (int32_t i = 0; i < count; ++i) {
        const icu::Locale &l = available[i];
        if (*l.getCountry() == 0 && *l.getScript() == 0 && *l.getVariant() == 0)
            out.append(QByteArray(l.getName()));
    }
    return out;
}

} // namespace

const QList<Team> &NationalTeams::all()
{
    static const QList<Team> teams = [] {
        QHash<QString, QStringList> english, names;
        readLanguage("en", english);
        const QList<QByteArray> langs = languages();
        for (const QByteArray &l : langs)
            readLanguage(l.constData(), names);
        QList<Team> out;
        for (const char *const *code = icu::Locale::getISOCountries(); *code; ++code) {
            const QString c = QString::fromLatin1(*code);
            if (english.value(c).isEmpty())
                continue;
            Team t;
            t.name = english.value(c).first();
            t.national = true;
            t.country = c.toLower();
            QSet<QString> seen {t.name.toCaseFolded()};
            for (const QString &a : names.value(c) + english.value(c)) {
                if (!seen.contains(a.toCaseFolded())) {
                    seen.insert(a.toCaseFolded());
                    t.aliases.append(a);
                }
            }
            out.append(std::move(t));
        }
        qCDebug(lcNational, "%lld national teams from %lld languages", qlonglong(out.size()),
            qlonglong(langs.size()));
        return out;
    }();
    return teams;
}

} // namespace mt
