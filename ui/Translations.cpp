#include "Translations.h"

#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace mt::ui {

namespace {
const QString LanguageKey = QStringLiteral("ui/language");

struct Installed
{
    QTranslator *app = nullptr;
    QTranslator *qt = nullptr;
    QString language = QStringLiteral("en");
};

Installed &installed()
{
    static Installed i;
    return i;
}

void remove(QTranslator *&t)
{
    if (!t)
        return;
    QCoreApplication::removeTranslator(t);
    delete t;
    t = nullptr;
}
} // namespace

QList<Translations::Language> Translations::available()
{
    // Native names on purpose: a user who cannot read the current language finds their own.
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("nb"), QStringLiteral("Norsk bokmål")}};
}

QString Translations::savedLanguage()
{
    return QSettings().value(LanguageKey).toString();
}

void Translations::saveLanguage(const QString &code)
{
    QSettings s;
    if (code.isEmpty())
        s.remove(LanguageKey);
    else
        s.setValue(LanguageKey, code);
}

QLocale Translations::effectiveLocale(const QLocale &system)
{
    const QString saved = savedLanguage();
    return saved.isEmpty() ? system : QLocale(saved);
}

bool Translations::install(const QLocale &requested)
{
    Installed &state = installed();
    remove(state.app);
    remove(state.qt);
    state.language = QStringLiteral("en");

    QLocale locale = requested;
    // Nynorsk and the legacy "no" read Bokmål far better than English.
    if (locale.language() == QLocale::NorwegianNynorsk)
        locale = QLocale(QLocale::NorwegianBokmal, locale.territory());

    // Our translation for the locale; else the English one, which only holds plural forms
    // ("1 report", "2 reports") for the source strings' "%n report(s)".
    auto *app = new QTranslator;
    if (app->load(locale, QStringLiteral("matchtimeline"), QStringLiteral("_"),
                  QStringLiteral(":/i18n"))
        || app->load(QStringLiteral("matchtimeline_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(app);
        state.app = app;
        state.language = app->language().section(u'_', 0, 0).section(u'-', 0, 0);
        if (state.language.isEmpty())
            state.language = QStringLiteral("en");
    } else {
        delete app;
    }
    const bool translated = state.language != u"en";

    // Qt's standard buttons and dialogs (qt6-translations-l10n). Debian ships no qtbase_nb;
    // those few strings then stay in English.
    auto *qt = new QTranslator;
    if (translated
        && qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        state.qt = qt;
    } else {
        delete qt;
    }
    return translated;
}

QString Translations::installedLanguage()
{
    return installed().language;
}

} // namespace mt::ui
