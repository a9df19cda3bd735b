#include "EventTableLayout.h"

#include "EventTableModel.h"

#include <QHeaderView>
#include <QTableView>

namespace mt::ui {

namespace {

// The widest a column grows, in average characters (its icon aside).
int capInCharacters(int column)
{
    switch (column) {
    case EventTableModel::TeamColumn:
        return 10;
    case EventTableModel::TypeColumn:
        return 11;
    case EventTableModel::PlayerColumn:
        return 13;
    case EventTableModel::DisagreementsColumn:
        return 6;
    default:
        return 8; // time, score, number of sources
    }
}

} // namespace

void EventTableLayout::arrange(QTableView *table)
{
    QHeaderView *header = table->horizontalHeader();
    header->setTextElideMode(Qt::ElideRight);
    header->moveSection(header->visualIndex(EventTableModel::DetailsColumn),
        EventTableModel::ColumnCount - 1);
    header->moveSection(
        header->visualIndex(EventTableModel::TeamColumn), header->visualIndex(EventTableModel::PlayerColumn));
    // Details takes what is left, however little (the tooltip has it all).
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(2 * table->fontMetrics().averageCharWidth());
    header->setSectionResizeMode(EventTableModel::DetailsColumn, QHeaderView::Stretch);
    table->setTextElideMode(Qt::ElideRight);
}

void EventTableLayout::fit(QTableView *table)
{
    const int character = table->fontMetrics().averageCharWidth();
    const int icon = table->iconSize().width() + character;
    for (int c = 0; c < EventTableModel::ColumnCount; ++c) {
        if (c == EventTableModel::DetailsColumn)
            continue; // it stretches over the rest
        table->resizeColumnToContents(c);
        const bool withIcon
            = c == EventTableModel::TypeColumn || c == EventTableModel::DisagreementsColumn;
        const int cap = capInCharacters(c) * character + (withIcon ? icon : 0);
        if (table->columnWidth(c) > cap)
            table->setColumnWidth(c, cap);
    }
}

} // namespace mt::ui
