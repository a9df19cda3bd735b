// Club names as the reports write them (DESIGN.md 1, identify): a name a score line shouts
// ("MJØNDALEN 4-5 BODØ/GLIMT") in the case the reports' sentences give it, and the initials
// the reports use for a club ("MFF" for Malmö FF, "OM" for Olympique Marseille), so that
// neither is taken for a player.
#pragma once

#include "model/Analysis.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace mt {

struct Document;
struct Team;

class WrittenNames
{
public:
    // name as the reports write it most often in ordinary case, when name is all capitals;
    // otherwise name.
    static QString ordinaryCase(const QString &name, const QList<Document *> &docs);
    // The initials of the club's names that the reports write as a word of capitals in two
    // sentences or more: of a name of several words, its words' initials (a word in capitals
    // whole: "Malmö FF" is MFF); of a one-word name, its initial and a club word the reports
    // write after it ("Malmö FF", "Mjøndalen IF").
    static QStringList acronyms(const Team &team, const QList<Document *> &docs);
};

} // namespace mt
