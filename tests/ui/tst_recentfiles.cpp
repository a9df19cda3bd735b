// File > Open Recent: sets of files and folders survive a restart (QSettings), are labelled
// "first.txt + 3 more" or by the folder's name, and open as the whole set again.
#include "RecentFiles.h"
#include "TestSettings.h"

#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mt::ui;

namespace {
QString touch(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write("Harbour City 3-2 Northvale\n");
    return path;
}

QList<QAction *> entryActions(QMenu &menu)
{
    QList<QAction *> out;
    for (QAction *a : menu.actions()) {
        if (a->isSeparator())
            break;
        out << a;
    }
    return out;
}
} // namespace

class TestRecentFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_recentfiles"));
    }

    void init() { QSettings().clear(); }

    void setsRoundTrip()
    {
        QTemporaryDir dir;
        const QStringList four
            = {touch(dir, QStringLiteral("first.txt")), touch(dir, QStringLiteral("b.md")),
                touch(dir, QStringLiteral("c.html")), touch(dir, QStringLiteral("d.txt"))};
        QDir(dir.path()).mkdir(QStringLiteral("Cup final"));
        const QString folder = dir.filePath(QStringLiteral("Cup final"));
        {
            QMenu menu;
            RecentFiles recent(&menu);
            recent.add(four);
            recent.add({folder});
        }
        // A new instance (a restart) reads the same sets back, newest first.
        QMenu menu;
        RecentFiles recent(&menu);
        const QList<QStringList> sets = recent.entries();
        QCOMPARE(sets.size(), 2);
        QCOMPARE(sets[0], QStringList {folder});
        QCOMPARE(sets[1], four);
        const QList<QAction *> actions = entryActions(menu);
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions[0]->text(), QStringLiteral("&1  Cup final"));
        QCOMPARE(actions[1]->text(), QStringLiteral("&2  first.txt + 3 more"));
        QVERIFY(actions[1]->toolTip().contains(QStringLiteral("d.txt")));

        // Choosing an entry asks for the whole set.
        QSignalSpy open(&recent, &RecentFiles::openRequested);
        actions[1]->trigger();
        QCOMPARE(open.count(), 1);
        QCOMPARE(open.first().first().toStringList(), four);
    }

    void sameSetMovesUpAndListIsCapped()
    {
        QTemporaryDir dir;
        const QString a = touch(dir, QStringLiteral("a.txt"));
        const QString b = touch(dir, QStringLiteral("b.txt"));
        QMenu menu;
        RecentFiles recent(&menu);
        recent.add({a, b});
        recent.add({a});
        recent.add({b, a}); // the first set again, in another order
        QCOMPARE(recent.entries().size(), 2);
        QCOMPARE(recent.entries().first(), (QStringList {b, a}));
        for (int i = 0; i < RecentFiles::MaxEntries + 3; ++i)
            recent.add({touch(dir, QStringLiteral("n%1.txt").arg(i))});
        QCOMPARE(recent.entries().size(), RecentFiles::MaxEntries);
        recent.clear();
        QVERIFY(recent.entries().isEmpty());
        QCOMPARE(entryActions(menu).size(), 1); // only Clear Recent, disabled
        QVERIFY(!menu.actions().first()->isEnabled());
    }

    void missingSetIsDisabled()
    {
        QMenu menu;
        RecentFiles recent(&menu);
        recent.add({QStringLiteral("/nonexistent/x.txt"), QStringLiteral("/nonexistent/y.txt")});
        QVERIFY(!entryActions(menu).first()->isEnabled());
    }

    // Entries saved before sets (one path each) still open.
    void readsTheOldList()
    {
        QSettings().setValue(QStringLiteral("recentFiles"),
            QStringList {QStringLiteral("/r/one.txt"), QStringLiteral("/r/Folder")});
        QMenu menu;
        RecentFiles recent(&menu);
        QCOMPARE(recent.entries(),
            (QList<QStringList> {{QStringLiteral("/r/one.txt")}, {QStringLiteral("/r/Folder")}}));
        recent.add({QStringLiteral("/r/two.txt")});
        QCOMPARE(recent.entries().size(), 3);
        QVERIFY(!QSettings().contains(QStringLiteral("recentFiles")));
    }

    void labels()
    {
        QCOMPARE(RecentFiles::label({QStringLiteral("/m/a.txt")}), QStringLiteral("a.txt"));
        QCOMPARE(RecentFiles::label({QStringLiteral("/m/a.txt"), QStringLiteral("/m/b.txt")}),
            QStringLiteral("a.txt + 1 more"));
        QCOMPARE(RecentFiles::label({QStringLiteral("/m/Derby")}), QStringLiteral("Derby"));
    }
};

QTEST_MAIN(TestRecentFiles)
#include "tst_recentfiles.moc"
