#include "RosterNames.h"

#include "RosterSides.h"

#include "identify/LatinKey.h"
#include "identify/SoundKey.h"
#include "pipeline/Document.h"

namespace mt {

namespace {

constexpr int MinKey = 3;
constexpr int MaxEnding = 3; // "Messiego", "Холандом": an inflection's ending
constexpr int MinStem = 5; // what is left once a long ending is cut

bool isNameWord(const Token &t)
{
    return t.kind == Token::Word && t.capitalized && t.lower().size() >= MinKey;
}

// The surname keys a word may be: itself, or itself less an ending.
QList<QString> formsOf(const QString &key)
{
    QList<QString> out {key};
    for (int cut = 1; cut <= MaxEnding; ++cut) {
        const int left = int(key.size()) - cut;
        if (left < (cut <= 2 ? 4 : MinStem))
            break;
        out.append(key.left(left));
    }
    return out;
}

} // namespace

RosterNames::Keys RosterNames::keysOf(const QList<Person> &people)
{
    Keys k;
    for (const Person &p : people) {
        k.surnames.append(p.otherMatch ? QString() : RosterSides::surnameKey(p.name));
        k.sounds.append(SoundKey::of(k.surnames.last()));
    }
    return k;
}

int RosterNames::personOf(
    const QList<QString> &words, const QList<Person> &people, const Keys &roster)
{
    auto matching = [&](auto &&test) {
        QList<int> out;
        for (int p = 0; p < roster.surnames.size(); ++p) {
            if (!roster.surnames.at(p).isEmpty() && test(p))
                out.append(p);
        }
        return out;
    };
    // The word as spelled, then less an ending; then by sound, as spelled or less a short
    // ending: the first form that names anyone says who.
    const QList<QString> forms = formsOf(words.last());
    for (const QString &form : forms) {
        const QList<int> found = matching([&](int p) { return roster.surnames.at(p) == form; });
        if (!found.isEmpty())
            return oneOf(found, words, people, roster.surnames);
    }
    for (qsizetype f = 0; f < forms.size() && f <= 2; ++f) {
        const QString sound = SoundKey::of(forms.at(f));
        if (sound.size() < MinKey)
            continue;
        QList<int> found = matching([&](int p) { return roster.sounds.at(p) == sound; });
        if (found.isEmpty())
            found = matching([&](int p) { return SoundKey::meet(roster.sounds.at(p), sound); });
        if (!found.isEmpty())
            return oneOf(found, words, people, roster.surnames);
    }
    return -1;
}

// Of the people a name may be, the one: a first name tells namesakes apart; the same surname
// read twice ("Erling Haaland", "Braut Haaland") is one person, the first the reports named.
int RosterNames::oneOf(QList<int> found, const QList<QString> &keys, const QList<Person> &people,
    const QList<QString> &surnames)
{
    if (found.size() > 1 && keys.size() > 1) {
        const QString &first = keys.first();
        QList<int> given = found;
        given.removeIf([&](int p) {
            const QString g = LatinKey::lettersOf(people.at(p).name.section(u' ', 0, 0));
            return g != first && !(first.size() >= 4 && g.startsWith(first.left(4)));
        });
        if (!given.isEmpty())
            found = given;
    }
    auto oneSurname = [&] {
        return std::all_of(found.cbegin(), found.cend(),
            [&](int p) { return surnames.at(p) == surnames.at(found.first()); });
    };
    if (!oneSurname()) { // a full name the reports write beats a lone word ("Bryne")
        QList<int> full = found;
        full.removeIf([&](int p) { return !people.at(p).name.contains(u' '); });
        if (!full.isEmpty())
            found = full;
    }
    return oneSurname() ? found.first() : -1;
}

int RosterNames::find(Document &doc, const QList<Person> &people)
{
    const Keys roster = keysOf(people);
    int count = 0;
    for (SentenceData &s : doc.sentences) {
        if (s.otherMatch)
            continue;
        const QList<Token> &tk = s.tokens;
        for (int i = 0; i < tk.size();) {
            if (!isNameWord(tk.at(i))) {
                ++i;
                continue;
            }
            int end = i + 1;
            while (end < tk.size() && isNameWord(tk.at(end)) && tk.at(end).spaceBefore)
                ++end;
            QList<QString> keys;
            for (int k = i; k < end; ++k)
                keys.append(LatinKey::lettersOf(tk.at(k).lower()));
            // "Daley Blind": the run names one person; failing its last word, a shorter run.
            for (int to = end; to > i; --to) {
                const int person = personOf(keys.mid(0, to - i), people, roster);
                if (person < 0)
                    continue;
                PersonMention m;
                m.start = i;
                m.end = to;
                m.person = person;
                s.people.append(m);
                ++count;
                break;
            }
            i = end;
        }
    }
    return count;
}

} // namespace mt
