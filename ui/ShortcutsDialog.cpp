#include "ShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mt::ui {

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *tree = new QTreeWidget(this);
    tree->setColumnCount(2);
    tree->setHeaderLabels({tr("Action"), tr("Shortcut")});
    tree->setRootIsDecorated(false);
    tree->setAlternatingRowColors(true);
    tree->setAccessibleName(tr("Keyboard shortcuts"));
    auto add = [tree](const QString &what, const QString &keys) {
        auto *item = new QTreeWidgetItem(tree, {what, keys});
        item->setToolTip(0, what);
    };
    for (QAction *a : actions) {
        if (a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        add(a->text().remove(u'&').remove(QStringLiteral("…")), keys.join(tr(" or ")));
    }
    // Keys the timeline handles itself while it has focus.
    add(tr("Timeline: previous / next event"),
        QKeySequence(Qt::Key_Left).toString(QKeySequence::NativeText) + tr(" / ")
            + QKeySequence(Qt::Key_Right).toString(QKeySequence::NativeText));
    add(tr("Timeline: zoom in / out"), tr("Mouse wheel, drag across minutes, + / −"));
    add(tr("Timeline: pan"), tr("Shift + mouse wheel"));
    add(tr("Timeline: reset zoom"),
        QKeySequence(Qt::Key_Home).toString(QKeySequence::NativeText) + tr(" or ")
            + QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText));
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    resize(520, 460);
}

} // namespace mt::ui
