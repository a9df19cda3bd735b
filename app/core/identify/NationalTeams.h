// National teams, named in every language ICU knows (DESIGN.md 1c): one team per ISO 3166
// country, called by its English name, with its name in every available language as aliases
// ("Netherlands": "Nederland", "Niederlande", "Países Bajos", "Pays-Bas", "Нидерланды", ...).
// No list to write or keep: ICU's locale data is the list.
#pragma once

#include <QList>

namespace mt {

struct Team;

class NationalTeams
{
public:
    // Built once, on first use (some tens of thousands of ICU look-ups).
    static const QList<Team> &all();
};

} // namespace mt
