#include "AnalysisTableModel.h"

namespace mt::ui {

AnalysisTableModel::AnalysisTableModel(SelectionController *selection, int columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_selection(selection)
    , m_analysis(selection->analysis())
    , m_columns(columns)
{
    connect(selection, &SelectionController::analysisChanged, this, [this] {
        beginResetModel();
        m_analysis = m_selection->analysis();
        endResetModel();
    });
}

int AnalysisTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_analysis ? 0 : int(rowsOf(*m_analysis));
}

int AnalysisTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant AnalysisTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= m_columns)
        return {};
    return header(section);
}

QHash<int, QByteArray> AnalysisTableModel::withRoles(const QHash<int, QByteArray> &added) const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(added);
    return names;
}

} // namespace mt::ui
