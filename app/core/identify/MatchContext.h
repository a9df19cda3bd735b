// What the reports share once the match is known: its teams with every form reports use for
// them, and the people the reports name, unified across reports by surname.
#pragma once

#include "TeamDirectory.h"
#include "model/Analysis.h"
#include "pipeline/Document.h"

#include <QHash>
#include <QList>
#include <QSet>

namespace mt {

struct TeamForm
{
    QStringList tokens; // case-folded tokens of the form
    int team = -1;
    bool needsCapital = true; // names need a capital letter in the text; "the hosts" not
    // A club's other name ("the Blues", "Villa"), not its own: of a club not in the match, it
    // stands for the club only in a report that also names the club by a form of its own.
    bool alias = false;
};

struct MatchContext
{
    MatchInfo match;
    QList<Team> teams; // 0 = home, 1 = away, then every other club we know
    QHash<QString, QList<TeamForm>> formsByFirstToken;
    // The same forms in Latin letters without marks (LatinKey::of): "Malmo" meets "Malmö".
    QHash<QString, QList<TeamForm>> formsByLatinFirstToken;
    QList<Person> people;
    QHash<QString, int> personBySurname; // folded, accent-free surname -> person
    QHash<QString, int> personByName; // folded full name -> person
    QSet<QString> lowerForms; // words the reports also write in lower case: not names
    QSet<QString> capitalizedForms; // words the reports capitalise inside a sentence
    QSet<QString> placeNames; // case-folded towns and one-word grounds of the clubs we know

    MatchContext()
    {
        // The reports of a match write some hundreds of distinct words: sized once, the sets do
        // not grow (and rehash) word by word.
        lowerForms.reserve(512);
        capitalizedForms.reserve(128);
    }

    // Add t's word to lowerForms / capitalizedForms. Every token asks: the word's record
    // remembers what this context has noted, so each word is looked up once.
    void noteLowerForm(const Token &t) { noteForm(t, LowerForm, lowerForms); }
    void noteCapitalizedForm(const Token &t) { noteForm(t, CapitalizedForm, capitalizedForms); }

    bool hasMatch() const { return !match.home.isEmpty() && !match.away.isEmpty(); }
    static QString personKey(const QString &name); // folded, accents removed

private:
    enum FormFlag : quint8 { LowerForm = 1, CapitalizedForm = 2 };
    static quint64 newStamp();
    // Names this context in word records; a copy or assignment has a new one (its sets part
    // from the original's).
    struct Stamp
    {
        quint64 value = newStamp();
        Stamp() = default;
        Stamp(const Stamp &) { }
        Stamp &operator=(const Stamp &)
        {
            value = newStamp();
            return *this;
        }
    };
    Stamp m_stamp;
    void noteForm(const Token &t, FormFlag flag, QSet<QString> &forms);
};

} // namespace mt
