// One row per claim the reports make about the match as a whole ("the nine minutes between
// the goals", "his second goal", "a 3-2 win"): what it says, which report says it, and whether
// it agrees with the timeline. Claims of a kind other reports claim otherwise are marked as
// disputed. The Claims dock filters it through a proxy; a row brings its report into view.
#pragma once

#include "AnalysisTableModel.h"

namespace mt::ui {

class ClaimListModel : public AnalysisTableModel
{
    Q_OBJECT

public:
    enum Column { ClaimColumn, ReportColumn, CheckColumn, ColumnCount };
    enum Role {
        SourceIndexRole = Qt::UserRole + 1,
        ConsistentRole, // bool, or invalid when the claim could not be checked
        DisputedRole, // bool: other reports claim another value of this kind
    };

    explicit ClaimListModel(SelectionController *selection, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    static QString kindName(const QString &kind); // "duration" -> "Duration"

protected:
    qsizetype rowsOf(const Analysis &analysis) const override;
    QString header(int section) const override;

private:
    bool disputed(const Claim &claim) const;
    QString check(const Claim &claim) const;
    QVariant display(const Claim &claim, int column) const;
    QString toolTip(const Claim &claim) const;
};

} // namespace mt::ui
