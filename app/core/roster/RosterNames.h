// The people a report with no language pack names, found by the match's roster (DESIGN.md 1,
// roster): with no pack to say which capitalised words are names, a word is a name when it is
// the surname of someone the other reports name, in any spelling or script (its Latin key, less
// an inflection's ending, or its consonant skeleton: Холанда is Haaland). A first name written
// before it tells two namesakes apart ("Lisandro Martinez", "Lautaro Martinez").
#pragma once

#include <QList>
#include <QString>

namespace mt {

struct Document;
struct Person;

class RosterNames
{
public:
    // Fills the sentences' people of a report with no pack; returns how many names it found.
    static int find(Document &doc, const QList<Person> &people);

private:
    // Each person's surname key and its skeleton, computed once a report.
    struct Keys
    {
        QList<QString> surnames; // "" for people of another match
        QList<QString> sounds;
    };
    static Keys keysOf(const QList<Person> &people);
    // The person a run of capitalised words (their Latin keys) names, or -1.
    static int personOf(
        const QList<QString> &words, const QList<Person> &people, const Keys &roster);
    static int oneOf(QList<int> found, const QList<QString> &keys, const QList<Person> &people,
        const QList<QString> &surnames);
};

} // namespace mt
