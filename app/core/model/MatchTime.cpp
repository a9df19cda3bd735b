#include "MatchTime.h"

#include <algorithm>

namespace mt {

QString MatchTime::display() const
{
    if (minute < 0)
        return {};
    if (stoppage > 0)
        return QString::number(minute) + u'+' + QString::number(stoppage) + u'\'';
    if (stoppage < 0)
        return QString::number(minute) + u"+'";
    return QString::number(minute) + u'\'';
}

int MatchTime::periodForMinute(int minute)
{
    if (minute < 0)
        return 0;
    if (minute <= 45)
        return 1;
    if (minute <= 90)
        return 2;
    if (minute <= 105)
        return 3;
    return 4;
}

ClockRange ClockRange::intersected(const ClockRange &o) const
{
    if (!isValid())
        return o;
    if (!o.isValid())
        return *this;
    ClockRange r;
    r.from = from.sortKey() >= o.from.sortKey() ? from : o.from;
    r.to = to.sortKey() <= o.to.sortKey() ? to : o.to;
    if (r.from.sortKey() > r.to.sortKey())
        return {};
    return r;
}

} // namespace mt
