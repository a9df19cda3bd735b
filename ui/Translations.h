// The user-interface language: the system locale, or the one chosen in View > Language (kept in
// QSettings and applied at once: open windows retranslate on QEvent::LanguageChange). Installs
// our translation, embedded in the binary, and Qt's own for its standard dialogs and buttons.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

namespace mt::ui {

class Translations
{
    Q_DECLARE_TR_FUNCTIONS(mt::ui::Translations)

public:
    struct Language
    {
        QString code;       // "en", "nb"
        QString nativeName; // "English", "Norsk bokmål"
    };
    // The languages the interface is translated into (English is the source language).
    static QList<Language> available();

    // "" = follow the system locale.
    static QString savedLanguage();
    static void saveLanguage(const QString &code);

    // The locale the interface should use: the saved choice, else `system`.
    static QLocale effectiveLocale(const QLocale &system = QLocale::system());
    // Replaces any translators installed before (tests switch languages) with ours and Qt's for
    // `locale`; returns true when the interface is translated (false for English, which still
    // gets its plural forms).
    static bool install(const QLocale &locale);
    // The language actually shown: "nb" after install(nb), "en" otherwise.
    static QString installedLanguage();
};

} // namespace mt::ui
