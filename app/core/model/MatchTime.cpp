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
    r.from = fromKey() >= o.fromKey() ? from : o.from;
    r.to = toKey() <= o.toKey() ? to : o.to;
    if (r.fromKey() > r.toKey())
        return {};
    return r;
}

} // namespace mt
