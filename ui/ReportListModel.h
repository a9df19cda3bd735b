// One row per loaded report: file, language, events found, and what the engine could not do
// with it (no language pack, set aside as another match). The report list dock filters it
// through a proxy; a row brings its report's pane into view.
#pragma once

#include "AnalysisTableModel.h"

namespace mt::ui {

class ReportListModel : public AnalysisTableModel
{
    Q_OBJECT

public:
    enum Column { FileColumn, LanguageColumn, EventsColumn, NoteColumn, ColumnCount };
    enum Role {
        SourceIndexRole = Qt::UserRole + 1,
        SortRole, // the event count as a number, the rest as text
        SetAsideRole, // bool: another match, shown but not read into this one
        HasLanguagePackRole, // bool
        TellsCurrentEventRole, // bool: the report mentions the selected event
    };

    explicit ReportListModel(SelectionController *selection, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

protected:
    qsizetype rowsOf(const Analysis &analysis) const override;
    QString header(int section) const override;

private:
    QString note(const Source &source) const;
    QVariant display(const Source &source, int column) const;
};

} // namespace mt::ui
