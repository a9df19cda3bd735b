// The interface language: English by default, Norwegian Bokmål from the nb locale or from the
// View > Language choice; the .ts file is complete, plural forms and placeholders included;
// every menu's access keys are unique in both languages.
#include "EventText.h"
#include "MainWindow.h"
#include "SourcePanesView.h"
#include "TestSettings.h"
#include "Translations.h"
#include "UiFixtures.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace mt::ui;

namespace {
QMenu *topMenu(MainWindow &w, int index)
{
    const QList<QAction *> menus = w.menuBar()->actions();
    return index < menus.size() ? menus[index]->menu() : nullptr;
}

QAction *languageAction(MainWindow &w, const QString &code)
{
    auto *menu = w.findChild<QMenu *>(QStringLiteral("languageMenu"));
    for (QAction *a : menu ? menu->actions() : QList<QAction *>()) {
        if (!a->isSeparator() && a->data().toString() == code)
            return a;
    }
    return nullptr;
}

// The texts of the labels in the report panes ("English · 4 events found").
QStringList paneLabels(MainWindow &w)
{
    QStringList out;
    for (QLabel *l : w.panesView()->findChildren<QLabel *>()) {
        if (l->text().contains(u'·'))
            out << l->text();
    }
    return out;
}

QStringList actionTexts(QMenu *menu)
{
    QStringList out;
    for (QAction *a : menu->actions()) {
        if (!a->isSeparator())
            out << a->text();
    }
    return out;
}

QString tsPath()
{
    return QStringLiteral(MT_SOURCE_DIR "/resources/translations/matchtimeline_nb.ts");
}

// "%1", "%2", "%n" in a string, sorted: a translation must keep every one of them.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(?:\\d+|n)"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    out.removeDuplicates();
    return out;
}

QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == u'&') {
            if (text[i + 1] == u'&') {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
    }
    return {};
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_translations"));
    }

    void cleanup()
    {
        Translations::saveLanguage(QString());
        Translations::install(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void englishLocale()
    {
        QVERIFY(!Translations::install(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        QCOMPARE(Translations::installedLanguage(), QStringLiteral("en"));
        MainWindow w;
        QMenu *file = topMenu(w, 0);
        QVERIFY(file);
        QCOMPARE(file->title(), QStringLiteral("&File"));
        const QStringList texts = actionTexts(file);
        QVERIFY2(texts.contains(QStringLiteral("&Open Reports…")), qPrintable(texts.join(u'|')));
        QVERIFY(texts.contains(QStringLiteral("Export Timeline as &PNG…")));
        QVERIFY(texts.contains(QStringLiteral("&Quit")));
        // English plural forms, not "1 report(s)".
        auto tr = [](const char *text, int n) {
            return QCoreApplication::translate("mt::ui::MainWindow", text, nullptr, n);
        };
        QCOMPARE(tr("%n report(s)", 1), QStringLiteral("1 report"));
        QCOMPARE(tr("%n report(s)", 3), QStringLiteral("3 reports"));
        QCOMPARE(QCoreApplication::translate("mt::ui::SourcePanesView", "%n match(es)", nullptr, 2),
            QStringLiteral("2 matches"));
    }

    void norwegianLocale()
    {
        QVERIFY(Translations::install(QLocale(QLocale::NorwegianBokmal, QLocale::Norway)));
        QCOMPARE(Translations::installedLanguage(), QStringLiteral("nb"));
        MainWindow w;
        QMenu *file = topMenu(w, 0);
        QVERIFY(file);
        QCOMPARE(file->title(), QStringLiteral("&Fil"));
        const QStringList texts = actionTexts(file);
        QVERIFY2(texts.contains(QStringLiteral("&Åpne rapporter …")), qPrintable(texts.join(u'|')));
        QVERIFY(texts.contains(QStringLiteral("Eksporter tidslinje som &PNG …")));
        QVERIFY(texts.contains(QStringLiteral("&Avslutt")));
        QVERIFY(texts.contains(QStringLiteral("Åpne &mappe …")));
        // No English left in the File menu.
        QVERIFY(!texts.contains(QStringLiteral("&Quit")));
        QCOMPARE(topMenu(w, 1)->title(), QStringLiteral("R&ediger"));
    }

    void settingOverridesSystemLocale()
    {
        Translations::saveLanguage(QStringLiteral("nb"));
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(Translations::effectiveLocale(english).language(), QLocale::NorwegianBokmal);
        QVERIFY(Translations::install(Translations::effectiveLocale(english)));
        MainWindow w;
        QCOMPARE(topMenu(w, 0)->title(), QStringLiteral("&Fil"));

        // And the other way: English chosen on a Norwegian system.
        Translations::saveLanguage(QStringLiteral("en"));
        const QLocale norwegian(QLocale::NorwegianBokmal, QLocale::Norway);
        QVERIFY(!Translations::install(Translations::effectiveLocale(norwegian)));
        MainWindow w2;
        QCOMPARE(topMenu(w2, 0)->title(), QStringLiteral("&File"));
    }

    void languageMenuSavesChoice()
    {
        MainWindow w;
        auto *menu = w.findChild<QMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QAction *nb = nullptr;
        for (QAction *a : menu->actions()) {
            if (a->data().toString() == u"nb")
                nb = a;
        }
        QVERIFY(nb);
        QCOMPARE(nb->text(), QStringLiteral("Norsk bokmål"));
        nb->trigger();
        QCOMPARE(Translations::savedLanguage(), QStringLiteral("nb"));
    }

    // Choosing a language changes the open window at once: menus, docks, placeholders and the
    // panes of the loaded reports, and back again.
    void languageChangesWithoutRestart()
    {
        MainWindow w;
        w.showAnalysis(mt::test::fixtureAnalysis());
        auto *filter
            = w.findChild<QDockWidget *>(QStringLiteral("eventsDock"))->findChild<QLineEdit *>();
        QVERIFY(filter);
        QCOMPARE(topMenu(w, 0)->title(), QStringLiteral("&File"));
        QVERIFY(!paneLabels(w).isEmpty());

        QAction *nb = languageAction(w, QStringLiteral("nb"));
        QVERIFY(nb);
        nb->trigger();
        QTRY_COMPARE(topMenu(w, 0)->title(), QStringLiteral("&Fil"));
        QCOMPARE(Translations::installedLanguage(), QStringLiteral("nb"));
        QCOMPARE(filter->placeholderText(),
            QStringLiteral("Filtrer hendelser (spiller, type, minutt …)"));
        QVERIFY2(w.findChild<QDockWidget *>(QStringLiteral("eventsDock"))
                     ->windowTitle()
                     .startsWith(QStringLiteral("Hendelser")),
            qPrintable(w.findChild<QDockWidget *>(QStringLiteral("eventsDock"))->windowTitle()));
        for (const QString &label : paneLabels(w))
            QVERIFY2(label.contains(QStringLiteral("funnet")), qPrintable(label));
        QAction *nbAgain = languageAction(w, QStringLiteral("nb"));
        QVERIFY(nbAgain && nbAgain->isChecked()); // the rebuilt menu shows the choice

        QAction *en = languageAction(w, QStringLiteral("en"));
        QVERIFY(en);
        en->trigger();
        QTRY_COMPARE(topMenu(w, 0)->title(), QStringLiteral("&File"));
        QCOMPARE(
            filter->placeholderText(), QStringLiteral("Filter events (player, type, minute…)"));
        for (const QString &label : paneLabels(w))
            QVERIFY2(label.contains(QStringLiteral("found")), qPrintable(label));
    }

    // A report's language is named in the interface's language, for any language ICU names.
    void reportLanguageNames()
    {
        mt::Source german;
        german.language = QStringLiteral("de");
        mt::Source unknown;
        QCOMPARE(EventText::languageName(german), QStringLiteral("German"));
        QCOMPARE(EventText::languageName(unknown), QStringLiteral("unknown language"));
        QVERIFY(Translations::install(QLocale(QLocale::NorwegianBokmal, QLocale::Norway)));
        QCOMPARE(EventText::languageName(german), QStringLiteral("Tysk"));
        german.language = QStringLiteral("nb");
        QCOMPARE(EventText::languageName(german), QStringLiteral("Norsk bokmål"));
        QCOMPARE(EventText::languageName(unknown), QStringLiteral("ukjent språk"));
    }

    void pluralForms()
    {
        QVERIFY(Translations::install(QLocale(QLocale::NorwegianBokmal, QLocale::Norway)));
        auto tr = [](const char *text, int n) {
            return QCoreApplication::translate("mt::ui::MainWindow", text, nullptr, n);
        };
        QCOMPARE(tr("%n report(s)", 1), QStringLiteral("1 rapport"));
        QCOMPARE(tr("%n report(s)", 4), QStringLiteral("4 rapporter"));
        QCOMPARE(tr("%n event(s)", 1), QStringLiteral("1 hendelse"));
        QCOMPARE(tr("%n event(s)", 12), QStringLiteral("12 hendelser"));
        QCOMPARE(tr("%n disagreement(s)", 0), QStringLiteral("0 uenigheter"));
        QCOMPARE(tr("%n disagreement(s)", 1), QStringLiteral("1 uenighet"));
        QCOMPARE(QCoreApplication::translate("mt::ui::RecentFiles", "%1 + %n more", nullptr, 3)
                     .arg(QStringLiteral("a.txt")),
            QStringLiteral("a.txt + 3 til"));
        QCOMPARE(QCoreApplication::translate("mt::ui::InfoBar", "Show Details"),
            QStringLiteral("Vis detaljer"));
    }

    void tsFileIsComplete()
    {
        QFile file(tsPath());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(tsPath()));
        QXmlStreamReader xml(&file);
        int messages = 0;
        QStringList problems;
        QString context;
        QString source;
        bool numerus = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == u"TS") {
                QCOMPARE(xml.attributes().value(QStringLiteral("language")).toString().left(2),
                    QStringLiteral("nb"));
            } else if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"message") {
                ++messages;
                numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                const QString type = xml.attributes().value(QStringLiteral("type")).toString();
                if (type == u"unfinished" || type == u"vanished" || type == u"obsolete")
                    problems << context + u": " + type + u": " + source;
                if (!numerus) {
                    const QString t = xml.readElementText();
                    if (t.trimmed().isEmpty())
                        problems << context + u": empty: " + source;
                    else if (placeholders(t) != placeholders(source))
                        problems << context + u": placeholders differ: " + source + u" -> " + t;
                    continue;
                }
                // Bokmål has two plural forms: one, other.
                QStringList forms;
                while (xml.readNextStartElement()) {
                    if (xml.name() == u"numerusform")
                        forms << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
                if (forms.size() != 2 || forms.contains(QString()))
                    problems << context + u": plural forms: " + source;
                for (const QString &f : std::as_const(forms)) {
                    if (placeholders(f) != placeholders(source)
                        && placeholders(f + u"%n") != placeholders(source))
                        problems << context + u": placeholders differ: " + source + u" -> " + f;
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 150);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void accessKeysUniquePerMenu_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("nb") << QStringLiteral("nb");
    }

    void accessKeysUniquePerMenu()
    {
        QFETCH(QString, language);
        Translations::install(QLocale(language));
        MainWindow w;
        QStringList clashes;
        QList<QMenu *> menus;
        QHash<QChar, QString> top;
        for (QAction *a : w.menuBar()->actions()) {
            const QChar key = mnemonic(a->text());
            if (key.isNull())
                clashes << u"no access key: " + a->text();
            else if (top.contains(key))
                clashes << top[key] + u" / " + a->text();
            top.insert(key, a->text());
            if (a->menu())
                menus << a->menu();
        }
        while (!menus.isEmpty()) {
            QMenu *menu = menus.takeFirst();
            QHash<QChar, QString> seen;
            for (QAction *a : menu->actions()) {
                if (a->isSeparator())
                    continue;
                if (a->menu())
                    menus << a->menu();
                const QChar key = mnemonic(a->text());
                if (key.isNull())
                    continue; // Open Recent's file names, language names
                if (seen.contains(key))
                    clashes << menu->title() + u": " + seen[key] + u" / " + a->text();
                seen.insert(key, a->text());
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
