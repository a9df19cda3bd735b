// One row per disagreement: the event, the field, and each stated value with its sources.
#pragma once

#include "SelectionController.h"

#include <QAbstractTableModel>

namespace mt::ui {

class DisagreementModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { EventColumn, FieldColumn, ValuesColumn, ColumnCount };
    enum Role {
        EventIdRole = Qt::UserRole + 1,
        EventIndexRole,
        FieldKeyRole,
        FlatIndexRole, // position in SelectionController's walk order
    };

    explicit DisagreementModel(QObject *parent = nullptr);

    void setAnalysis(AnalysisPtr analysis);
    QModelIndex indexOfDisagreement(int flatIndex, int column = 0) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int event;
        int field;
    };
    AnalysisPtr m_analysis;
    QList<Row> m_rows;
};

} // namespace mt::ui
