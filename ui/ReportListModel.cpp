#include "ReportListModel.h"

#include "EventText.h"

#include <QFont>

namespace mt::ui {

ReportListModel::ReportListModel(SelectionController *selection, QObject *parent)
    : AnalysisTableModel(selection, ColumnCount, parent)
{
    // Who tells the selected event is shown in bold.
    connect(selection, &SelectionController::currentEventChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                {Qt::FontRole, TellsCurrentEventRole});
    });
}

qsizetype ReportListModel::rowsOf(const Analysis &analysis) const
{
    return analysis.sources.size();
}

QString ReportListModel::note(const Source &s) const
{
    if (!s.setAside.isEmpty())
        return tr("Set aside: %1").arg(s.setAside);
    if (!s.hasLanguagePack)
        return tr("No language pack: read for names, minutes and scores only");
    return {};
}

QVariant ReportListModel::display(const Source &s, int column) const
{
    switch (column) {
    case FileColumn: return s.file;
    case LanguageColumn: return EventText::languageName(s);
    case EventsColumn: return s.eventCount;
    case NoteColumn: return note(s);
    default: return {};
    }
}

QVariant ReportListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Source &s = m_analysis->sources.at(index.row());
    const Event *current = m_selection->currentEvent();
    const bool tells = current && current->mentionedBy(index.row());
    switch (role) {
    case Qt::DisplayRole: return display(s, index.column());
    case Qt::ToolTipRole: {
        const QString n = note(s);
        const QString where = tr("%1\n%2, %3").arg(s.path.isEmpty() ? s.file : s.path,
            EventText::languageName(s), s.encoding);
        return n.isEmpty() ? where : QString(where + u'\n' + n);
    }
    case Qt::TextAlignmentRole:
        return index.column() == EventsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::FontRole: {
        if (!tells)
            return {};
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case SourceIndexRole: return index.row();
    case SortRole:
        return index.column() == EventsColumn ? QVariant(s.eventCount) : display(s, index.column());
    case SetAsideRole: return !s.setAside.isEmpty();
    case HasLanguagePackRole: return s.hasLanguagePack;
    case TellsCurrentEventRole: return tells;
    default: return {};
    }
}

QString ReportListModel::header(int section) const
{
    switch (section) {
    case FileColumn: return tr("Report");
    case LanguageColumn: return tr("Language");
    case EventsColumn: return tr("Events");
    case NoteColumn: return tr("Notes");
    default: return {};
    }
}

QHash<int, QByteArray> ReportListModel::roleNames() const
{
    return withRoles({{SourceIndexRole, "sourceIndex"}, {SetAsideRole, "setAside"},
        {HasLanguagePackRole, "hasLanguagePack"}, {TellsCurrentEventRole, "tellsCurrentEvent"}});
}

} // namespace mt::ui
