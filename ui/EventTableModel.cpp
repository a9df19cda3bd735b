#include "EventTableModel.h"

#include "EventIcons.h"
#include "EventText.h"

#include <QGuiApplication>
#include <QPalette>

namespace mt::ui {

EventTableModel::EventTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void EventTableModel::setAnalysis(AnalysisPtr analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    endResetModel();
}

QModelIndex EventTableModel::indexOfEvent(int eventIndex, int column) const
{
    if (eventIndex < 0 || eventIndex >= rowCount())
        return {};
    return index(eventIndex, column);
}

int EventTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_analysis ? 0 : int(m_analysis->events.size());
}

int EventTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Event &e = m_analysis->events[index.row()];
    const int col = index.column();

    switch (role) {
    case Qt::DisplayRole:
        switch (col) {
        case TimeColumn:
            return EventText::timeText(e);
        case TeamColumn:
            return EventText::teamName(*m_analysis, e.team);
        case TypeColumn:
            return EventText::iconName(EventIcons::kindOf(e));
        case PlayerColumn:
            return e.player;
        case DetailsColumn:
            return EventText::details(e);
        case ScoreColumn:
            return e.type == EventType::Goal ? EventText::scoreText(e.scoreAfter) : QString();
        case SourcesColumn:
            return EventText::sourceCount(e);
        case DisagreementsColumn: {
            QStringList fields;
            for (const Disagreement &d : e.disagreements)
                fields << EventText::fieldName(d.field);
            return fields.join(QStringLiteral(", "));
        }
        }
        break;
    case Qt::DecorationRole:
        if (col == TypeColumn)
            return EventIcons::icon(EventIcons::kindOf(e));
        if (col == DisagreementsColumn && e.hasDisagreement())
            return QIcon(EventIcons::warningPath());
        break;
    case Qt::ToolTipRole:
        return EventText::toolTip(*m_analysis, e);
    case Qt::AccessibleTextRole:
        // Screen readers get the whole event, not just one cell.
        if (col == TimeColumn)
            return EventText::summary(e);
        break;
    case Qt::TextAlignmentRole:
        if (col == TimeColumn || col == ScoreColumn || col == SourcesColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ForegroundRole:
        if (col == TimeColumn && !e.time.isKnown())
            return QGuiApplication::palette().brush(QPalette::PlaceholderText);
        break;
    case EventIdRole:
        return e.id;
    case EventIndexRole:
        return index.row();
    case SortRole:
        switch (col) {
        case TimeColumn:
            // Events are already in time order; keep range-only ones where the engine put them.
            return index.row();
        case SourcesColumn:
            return EventText::sourceCount(e);
        case DisagreementsColumn:
            return int(e.disagreements.size());
        case ScoreColumn:
            return e.scoreAfter.isValid() ? e.scoreAfter.home * 100 + e.scoreAfter.away : -1;
        default:
            return data(index, Qt::DisplayRole).toString().toLower();
        }
    case TypeKeyRole:
        return eventTypeKey(e.type);
    case TeamKeyRole:
        return teamSideKey(e.team);
    case HasDisagreementRole:
        return e.hasDisagreement();
    case SourceCountRole:
        return EventText::sourceCount(e);
    }
    return {};
}

QVariant EventTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section == DisagreementsColumn) {
        // The narrowest header that still says it: the icon its cells show.
        if (role == Qt::DecorationRole)
            return QIcon(EventIcons::warningPath());
        if (role == Qt::AccessibleTextRole)
            return tr("Disagreements");
    }
    if (orientation != Qt::Horizontal
        || !(role == Qt::DisplayRole || role == Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    // The columns are narrow at 1366 px: the tooltip says what a clipped header says.
    if (role == Qt::ToolTipRole && section == SourcesColumn)
        return tr("How many reports tell the event");
    if (role == Qt::ToolTipRole && section == DisagreementsColumn)
        return tr("What the reports disagree on");
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case TeamColumn:
        return tr("Team");
    case TypeColumn:
        return tr("Event");
    case PlayerColumn:
        return tr("Player");
    case DetailsColumn:
        return tr("Details");
    case ScoreColumn:
        return tr("Score");
    case SourcesColumn:
        return tr("Sources");
    case DisagreementsColumn:
        return QString();
    }
    return {};
}

QHash<int, QByteArray> EventTableModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(EventIdRole, "eventId");
    names.insert(EventIndexRole, "eventIndex");
    names.insert(TypeKeyRole, "typeKey");
    names.insert(TeamKeyRole, "teamKey");
    names.insert(HasDisagreementRole, "hasDisagreement");
    names.insert(SourceCountRole, "sourceCount");
    return names;
}

} // namespace mt::ui
