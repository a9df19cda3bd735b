#include "RecentFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace mt::ui {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    rebuildMenu();
}

QStringList RecentFiles::entries() const
{
    return QSettings().value(kKey).toStringList();
}

void RecentFiles::add(const QStringList &paths)
{
    QStringList list = entries();
    for (const QString &p : paths) {
        const QString abs = QFileInfo(p).absoluteFilePath();
        list.removeAll(abs);
        list.prepend(abs);
    }
    while (list.size() > MaxEntries)
        list.removeLast();
    QSettings().setValue(kKey, list);
    rebuildMenu();
}

void RecentFiles::clear()
{
    QSettings().remove(kKey);
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = entries();
    for (int i = 0; i < list.size(); ++i) {
        const QString &path = list[i];
        const QFileInfo fi(path);
        // &1..&9, then &0: the first ten get a mnemonic.
        const QString mnemonic = i < 9 ? QString::number(i + 1) : QStringLiteral("0");
        QString name = fi.fileName().isEmpty() ? path : fi.fileName();
        name.replace(u'&', QStringLiteral("&&"));
        QAction *action = m_menu->addAction(u'&' + mnemonic + u"  " + name);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(fi.exists());
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (!list.isEmpty())
        m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear Recent"));
    clearAction->setEnabled(!list.isEmpty());
    connect(clearAction, &QAction::triggered, this, &RecentFiles::clear);
    m_menu->setEnabled(true);
}

} // namespace mt::ui
