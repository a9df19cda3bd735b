#include "DisagreementModel.h"

#include "EventIcons.h"
#include "EventText.h"

namespace mt::ui {

DisagreementModel::DisagreementModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DisagreementModel::setAnalysis(AnalysisPtr analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_rows.clear();
    if (m_analysis) {
        for (int e = 0; e < m_analysis->events.size(); ++e) {
            for (int f = 0; f < m_analysis->events[e].disagreements.size(); ++f)
                m_rows.append({e, f});
        }
    }
    endResetModel();
}

QModelIndex DisagreementModel::indexOfDisagreement(int flatIndex, int column) const
{
    if (flatIndex < 0 || flatIndex >= m_rows.size())
        return {};
    return index(flatIndex, column);
}

int DisagreementModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DisagreementModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DisagreementModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row row = m_rows[index.row()];
    const Event &e = m_analysis->events[row.event];
    const Disagreement &d = e.disagreements[row.field];

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case EventColumn:
            return EventText::summary(e);
        case FieldColumn:
            return EventText::fieldName(d.field);
        case ValuesColumn:
            return EventText::valuesText(d);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == EventColumn)
            return EventIcons::icon(EventIcons::kindOf(e));
        break;
    case Qt::ToolTipRole: {
        // Name the files behind the source ids.
        QStringList lines;
        for (const SourceValue &v : d.values) {
            QStringList files;
            for (const QString &id : v.sources) {
                for (const Source &s : m_analysis->sources) {
                    if (s.id == id)
                        files << s.id + u' ' + s.file;
                }
            }
            lines << tr("“%1” — %2").arg(v.value, files.join(QStringLiteral("; ")));
        }
        return lines.join(u'\n');
    }
    case Qt::AccessibleTextRole:
        return tr("%1, %2: %3")
            .arg(EventText::summary(e), EventText::fieldName(d.field), EventText::valuesText(d));
    case EventIdRole:
        return e.id;
    case EventIndexRole:
        return row.event;
    case FieldKeyRole:
        return d.field;
    case FlatIndexRole:
        return index.row();
    }
    return {};
}

QVariant DisagreementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case EventColumn:
        return tr("Event");
    case FieldColumn:
        return tr("Field");
    case ValuesColumn:
        return tr("Values (sources)");
    }
    return {};
}

} // namespace mt::ui
