// File > Open Recent: the last ten sets opened, kept in QSettings. A set is what one open
// named: some files ("first.txt + 3 more"), a folder (its name), or both.
#pragma once

#include <QList>
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

    // Newest first; each set's paths absolute, in the order they were opened.
    QList<QStringList> entries() const;
    // Puts the set first; the same set opened before (in any order) moves up.
    void add(const QStringList &paths);
    void clear();
    // The menu's words for a set: "first.txt + 3 more", a folder's name.
    static QString label(const QStringList &set);

signals:
    void openRequested(const QStringList &paths);

private:
    void save(const QList<QStringList> &sets) const;
    void rebuildMenu();

    QMenu *m_menu;
};

} // namespace mt::ui
