// One row per reconciled event: the keyboard and screen-reader way to everything the chart shows.
#pragma once

#include "SelectionController.h"

#include <QAbstractTableModel>

namespace mt::ui {

class EventTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, TeamColumn, TypeColumn, PlayerColumn, DetailsColumn, ScoreColumn,
                  SourcesColumn, DisagreementsColumn, ColumnCount };
    enum Role {
        EventIdRole = Qt::UserRole + 1,
        EventIndexRole,
        SortRole,             // numbers where the column is numeric, time as its sort key
        TypeKeyRole,          // "goal", "yellow_card", ...
        TeamKeyRole,          // "home" | "away" | ""
        HasDisagreementRole,  // bool
        SourceCountRole,      // int
    };

    explicit EventTableModel(QObject *parent = nullptr);

    void setAnalysis(AnalysisPtr analysis);
    const AnalysisPtr &analysis() const { return m_analysis; }
    QModelIndex indexOfEvent(int eventIndex, int column = 0) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    AnalysisPtr m_analysis;
};

} // namespace mt::ui
