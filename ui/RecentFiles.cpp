#include "RecentFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

#include <algorithm>

namespace mt::ui {

namespace {
const QString kSetsKey = QStringLiteral("recentSets");
const QString kPathsKey = QStringLiteral("paths");
// Before sets: one path an entry. Read once, then replaced by kSetsKey.
const QString kOldKey = QStringLiteral("recentFiles");

QStringList sortedCopy(QStringList list)
{
    list.sort();
    return list;
}

bool anyExists(const QStringList &set)
{
    return std::any_of(
        set.begin(), set.end(), [](const QString &p) { return QFileInfo::exists(p); });
}
} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    rebuildMenu();
}

QList<QStringList> RecentFiles::entries() const
{
    QSettings s;
    QList<QStringList> sets;
    if (!s.childGroups().contains(kSetsKey)) {
        for (const QString &path : s.value(kOldKey).toStringList())
            sets.append({path});
        return sets;
    }
    const int n = s.beginReadArray(kSetsKey);
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        const QStringList paths = s.value(kPathsKey).toStringList();
        if (!paths.isEmpty())
            sets.append(paths);
    }
    s.endArray();
    return sets;
}

void RecentFiles::add(const QStringList &paths)
{
    QStringList set;
    for (const QString &p : paths) {
        const QString abs = QFileInfo(p).absoluteFilePath();
        if (!set.contains(abs))
            set.append(abs);
    }
    if (set.isEmpty())
        return;
    QList<QStringList> sets = entries();
    const QStringList key = sortedCopy(set);
    sets.removeIf([&](const QStringList &s) { return sortedCopy(s) == key; });
    sets.prepend(set);
    while (sets.size() > MaxEntries)
        sets.removeLast();
    save(sets);
    rebuildMenu();
}

void RecentFiles::clear()
{
    save({});
    rebuildMenu();
}

void RecentFiles::save(const QList<QStringList> &sets) const
{
    QSettings s;
    s.remove(kOldKey);
    s.remove(kSetsKey);
    s.beginWriteArray(kSetsKey, int(sets.size()));
    for (int i = 0; i < sets.size(); ++i) {
        s.setArrayIndex(i);
        s.setValue(kPathsKey, sets[i]);
    }
    s.endArray();
}

QString RecentFiles::label(const QStringList &set)
{
    if (set.isEmpty())
        return {};
    const QFileInfo first(set.first());
    const QString name = first.fileName().isEmpty() ? set.first() : first.fileName();
    if (set.size() == 1)
        return name;
    return tr("%1 + %n more", nullptr, int(set.size() - 1)).arg(name);
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QList<QStringList> sets = entries();
    for (int i = 0; i < sets.size(); ++i) {
        const QStringList set = sets[i];
        // &1..&9, then &0: the first ten get a mnemonic.
        const QString mnemonic = i < 9 ? QString::number(i + 1) : QStringLiteral("0");
        QString name = label(set);
        name.replace(u'&', QStringLiteral("&&"));
        QAction *action = m_menu->addAction(u'&' + mnemonic + u"  " + name);
        QStringList native;
        for (const QString &p : set)
            native << QDir::toNativeSeparators(p);
        action->setToolTip(native.join(u'\n'));
        action->setStatusTip(native.join(QStringLiteral(", ")));
        action->setEnabled(anyExists(set));
        connect(action, &QAction::triggered, this, [this, set] { emit openRequested(set); });
    }
    if (!sets.isEmpty())
        m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear Recent"));
    clearAction->setEnabled(!sets.isEmpty());
    connect(clearAction, &QAction::triggered, this, &RecentFiles::clear);
    m_menu->setEnabled(true);
}

} // namespace mt::ui
