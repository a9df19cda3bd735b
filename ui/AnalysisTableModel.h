// A table over one list of the analysis shown (reports, claims, events left out): it follows
// the selection controller's analysis, and gives the rows, the columns and their headers from
// what a subclass says. Subclasses give data() and their roles.
#pragma once

#include "SelectionController.h"

#include <QAbstractTableModel>

namespace mt::ui {

class AnalysisTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    AnalysisTableModel(SelectionController *selection, int columns, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    virtual qsizetype rowsOf(const Analysis &analysis) const = 0;
    virtual QString header(int section) const = 0;
    // The roles added to Qt's, for QML and accessibility tools.
    QHash<int, QByteArray> withRoles(const QHash<int, QByteArray> &added) const;

    SelectionController *m_selection;
    AnalysisPtr m_analysis;

private:
    int m_columns;
};

} // namespace mt::ui
