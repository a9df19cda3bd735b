// One row per event the engine read but left out of the timeline (DESIGN.md 1a: a goal beyond
// the final score, a player of the other side, an event only one weak sentence tells), with
// the reason it was left out. Shown on demand in the Left Out dock, so that nothing the
// reports say is silently lost; a row brings the first report that told it into view.
#pragma once

#include "AnalysisTableModel.h"

namespace mt::ui {

class CandidateListModel : public AnalysisTableModel
{
    Q_OBJECT

public:
    enum Column { EventColumn, MinuteColumn, ReasonColumn, ColumnCount };
    enum Role {
        SourceIndexRole = Qt::UserRole + 1, // the first report that told it, -1 if none
        SortRole, // the minute as a number (unknown last), the rest as text
    };

    explicit CandidateListModel(SelectionController *selection, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

protected:
    qsizetype rowsOf(const Analysis &analysis) const override;
    QString header(int section) const override;

private:
    QVariant display(const Candidate &candidate, int column) const;
    QString toolTip(const Candidate &candidate) const;
};

} // namespace mt::ui
