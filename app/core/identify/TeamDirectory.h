// Club names and their short forms: the curated table in resources/teams/clubs.json, every
// country's national team named in every language (NationalTeams, from ICU), plus the
// teams a match's own reports introduce ("Fjordby Rovers 3-2 Northgate": "Rovers", "Northgate").
#pragma once

#include "extract/Tokenizer.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <bitset>

namespace mt {

struct Team
{
    QString name;
    QStringList aliases; // as written: "Spurs", "Man City", "the Gunners"
    QString city;
    QStringList stadiums;
    bool national = false; // a country's team: never the "other club" of a club match
    QString country; // a national team's ISO 3166 code, lower case ("nl"), as in "nat:nl"
};

class TeamDirectory
{
public:
    static const TeamDirectory &builtIn();
    static TeamDirectory fromJson(const QByteArray &json);

    const QList<Team> &teams() const { return m_teams; }
    // Index of the club whose name or alias is exactly this text (case-insensitive), or -1.
    int findExact(const QString &text) const;
    // All clubs that use this alias.
    QList<int> findAlias(const QString &text) const;
    // True when some name or alias starts with this case-folded word: a cheap filter before
    // building candidate strings.
    bool mayStartName(const QString &foldedWord) const
    {
        return m_firstShapes.test(shapeOf(foldedWord)) && m_firstWords.contains(foldedWord);
    }
    // text.toCaseFolded(), without Unicode tables when the text is ASCII.
    static QString fold(const QString &text);

private:
    void add(Team t);
    static QString firstWord(const QString &folded);

    QList<Team> m_teams;
    QHash<QString, QList<int>> m_byForm; // case-folded name or alias -> clubs
    QHash<QString, int> m_byName; // case-folded full name -> club
    QSet<QString> m_firstWords;
    // The first words' lengths and first and last letters, hashed: a test before the set look-up
    // that turns away nearly every capitalised word of a report.
    std::bitset<4096> m_firstShapes;
    static size_t shapeOf(QStringView word)
    {
        if (word.isEmpty())
            return 0;
        return (size_t(word.size()) * 977 + size_t(word.front().unicode()) * 31
                   + size_t(word.back().unicode()))
            & 4095;
    }
};

} // namespace mt
