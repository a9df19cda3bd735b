#include "CandidateListModel.h"

#include "EventText.h"

#include <QSet>

namespace mt::ui {

CandidateListModel::CandidateListModel(SelectionController *selection, QObject *parent)
    : AnalysisTableModel(selection, ColumnCount, parent)
{
}

qsizetype CandidateListModel::rowsOf(const Analysis &analysis) const
{
    return analysis.candidates.size();
}

QVariant CandidateListModel::display(const Candidate &c, int column) const
{
    switch (column) {
    case EventColumn: {
        const QString type = EventText::typeName(c.event.type);
        //: An event left out of the timeline: its type and player, e.g. "Goal · Nasri"
        return c.event.player.isEmpty() ? type : tr("%1 · %2").arg(type, c.event.player);
    }
    case MinuteColumn:
        return EventText::timeText(c.event);
    case ReasonColumn:
        return c.reason;
    default:
        return {};
    }
}

// The reason in full and the reports that told the candidate.
QString CandidateListModel::toolTip(const Candidate &c) const
{
    QStringList files;
    QSet<int> seen;
    for (const Mention &m : c.event.mentions) {
        if (m.source >= 0 && m.source < m_analysis->sources.size() && !seen.contains(m.source)) {
            seen.insert(m.source);
            files.append(m_analysis->sources.at(m.source).file);
        }
    }
    QString tip = display(c, EventColumn).toString() + u'\n' + c.reason;
    if (!files.isEmpty())
        tip += u'\n' + tr("Told by: %1").arg(files.join(QStringLiteral(", ")));
    return tip;
}

QVariant CandidateListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Candidate &c = m_analysis->candidates.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(c, index.column());
    case Qt::ToolTipRole:
        return toolTip(c);
    case Qt::TextAlignmentRole:
        return index.column() == MinuteColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                              : QVariant();
    case SourceIndexRole:
        return c.event.mentions.isEmpty() ? -1 : c.event.mentions.first().source;
    case SortRole:
        if (index.column() == MinuteColumn)
            return c.event.range.isValid() ? c.event.range.from.sortKey() : 100000;
        return display(c, index.column());
    default:
        return {};
    }
}

QString CandidateListModel::header(int section) const
{
    switch (section) {
    case EventColumn:
        return tr("Event");
    case MinuteColumn:
        return tr("Minute");
    case ReasonColumn:
        return tr("Why left out");
    default:
        return {};
    }
}

QHash<int, QByteArray> CandidateListModel::roleNames() const
{
    return withRoles({{SourceIndexRole, "sourceIndex"}});
}

} // namespace mt::ui
