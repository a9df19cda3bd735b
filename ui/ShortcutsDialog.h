// Help > Keyboard Shortcuts: built from the window's actions, so it never disagrees with them.
#pragma once

#include <QDialog>

class QAction;

namespace mt::ui {

class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
};

} // namespace mt::ui
