// File > Open Recent: the last ten files or folders opened, kept in QSettings.
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace mt::ui {

class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxEntries = 10;

    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList entries() const;
    void add(const QStringList &paths);
    void clear();

signals:
    void openRequested(const QString &path);

private:
    void rebuildMenu();

    QMenu *m_menu;
};

} // namespace mt::ui
