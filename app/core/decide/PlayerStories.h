// A player's story is consistent (DESIGN.md 1a): nobody acts after being sent off or taken off,
// and a substitute acts only after coming on. Where the decided events break that, one of the
// two is a misreading ("escaped a red card", "two assists for Foden" read as a change), and the
// one fewer reports tell goes.
#pragma once

#include "model/Analysis.h"

#include <QList>

namespace mt {

class PlayerStories
{
public:
    // Moves the events that break a stronger event's story into candidates, with the reason.
    // Goals never go: the final score has decided them.
    static void keepConsistent(QList<Event> &events, QList<Candidate> &candidates);

private:
    // A player on the pitch doing something: scoring, missing, saving, fouling,
    // winning a penalty. (Cards are not, a player on the bench can be booked; but a player is
    // sent off once.)
    struct Act
    {
        int event;
        QString key; // the player's surname key
        MatchTime time;
        bool sendingOff; // a red card: an act only against another sending-off
    };
    // A limit on when a player is on the pitch: off from a minute, or on only from it.
    struct Limit
    {
        int event;
        QString name;
        QString key;
        MatchTime time;
        bool off; // sent off or taken off at time; else came on at time
    };
    static bool breaks(const Limit &l, const Act &a, const QList<Event> &events);
    static QList<Act> actsOf(const QList<Event> &events);
    static QList<Limit> limitsOf(const QList<Event> &events);
    static int strength(const Event &e);
    static QString limitText(const Limit &l, const Event &limit);
    static QString why(const Limit &l, const Event &limit, const Event &act, bool limitGoes);
};

} // namespace mt
