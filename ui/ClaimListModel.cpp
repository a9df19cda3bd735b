#include "ClaimListModel.h"

namespace mt::ui {

ClaimListModel::ClaimListModel(SelectionController *selection, QObject *parent)
    : AnalysisTableModel(selection, ColumnCount, parent)
{
}

qsizetype ClaimListModel::rowsOf(const Analysis &analysis) const
{
    return analysis.claims.size();
}

QString ClaimListModel::kindName(const QString &kind)
{
    if (kind == u"duration")
        return tr("Duration");
    if (kind == u"goal_count")
        return tr("Goal count");
    if (kind == u"score")
        return tr("Score");
    return kind;
}

// Whether another report claims a different value of the same kind.
bool ClaimListModel::disputed(const Claim &c) const
{
    if (c.source < 0 || c.source >= m_analysis->sources.size())
        return false;
    const QString &id = m_analysis->sources.at(c.source).id;
    for (const Disagreement &d : m_analysis->claimDisagreements) {
        if (d.field != c.kind)
            continue;
        for (const SourceValue &v : d.values) {
            if (v.sources.contains(id))
                return true;
        }
    }
    return false;
}

QString ClaimListModel::check(const Claim &c) const
{
    QString text = !c.consistentWithTimeline ? tr("Not checked")
        : *c.consistentWithTimeline          ? tr("Agrees with the timeline")
                                             : tr("Does not agree with the timeline");
    if (disputed(c))
        text += u"  ·  " + tr("disputed by other reports");
    return text;
}

QVariant ClaimListModel::display(const Claim &c, int column) const
{
    switch (column) {
    case ClaimColumn:
        return c.text.simplified();
    case ReportColumn:
        return c.source >= 0 && c.source < m_analysis->sources.size()
            ? m_analysis->sources.at(c.source).file
            : QString();
    case CheckColumn:
        return check(c);
    default:
        return {};
    }
}

QString ClaimListModel::toolTip(const Claim &c) const
{
    QString tip = kindName(c.kind) + u": " + c.text.simplified();
    if (!c.detail.isEmpty())
        tip += u'\n' + tr("Checked against: %1").arg(c.detail);
    return tip;
}

QVariant ClaimListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Claim &c = m_analysis->claims.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(c, index.column());
    case Qt::ToolTipRole:
        return toolTip(c);
    case SourceIndexRole:
        return c.source;
    case ConsistentRole:
        return c.consistentWithTimeline ? QVariant(*c.consistentWithTimeline) : QVariant();
    case DisputedRole:
        return disputed(c);
    default:
        return {};
    }
}

QString ClaimListModel::header(int section) const
{
    switch (section) {
    case ClaimColumn:
        return tr("Claim");
    case ReportColumn:
        return tr("Report");
    case CheckColumn:
        return tr("Check");
    default:
        return {};
    }
}

QHash<int, QByteArray> ClaimListModel::roleNames() const
{
    return withRoles({{SourceIndexRole, "sourceIndex"}, {ConsistentRole, "consistent"},
        {DisputedRole, "disputed"}});
}

} // namespace mt::ui
