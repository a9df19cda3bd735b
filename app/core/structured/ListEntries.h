// The entries of a list of names and minutes, read from a sentence's tokens in any language
// (DESIGN.md 1, structured lines): "Nasri 56, Lescott 59, Balotelli 90+5 (pen)", "1:0
// Aubameyang (12.), 2:0 Stambouli (18./Eigentor)", "14' Osimhen, 39' Kvaratskhelia", "Haaland
// (34., 37., 67.) und Foden (8., 44., 73.)", "Lennon (Pienaar, 88), Van der Vaart (Livermore
// 67)". Names are the people the extract stage found; the shapes of minutes and scores are the
// same in every language. What kind of list it is, is the reader's to say.
#pragma once

#include "model/Analysis.h"

#include <QList>

namespace mt {

class LanguagePack;
struct Token;
struct SentenceData;

class ListEntries
{
public:
    struct Minute
    {
        TimeExpression expr; // Absolute 56, or AddedTime 90+5
        bool marked = false; // written as a minute: 56', 56., 56e, 56th, 90+5
        bool bracketed = false; // inside brackets: "(56)"
    };
    struct Entry
    {
        int person = -1; // index into the sentence's people
        int nameStart = -1; // token range of the name
        int nameEnd = -1;
        int parent = -1; // "Lennon (Pienaar, 88)": Pienaar's entry has Lennon's as parent
        int group = 0; // lists split at ";" or a spaced dash ("home scorers - away scorers")
        QList<Minute> minutes;
        Score score; // "2:0 Stambouli": the score the entry made
        GoalMethod method = GoalMethod::None;
        int count = 0; // "Lewandowski (2)": a goal count, not a minute
        int team = -1; // "Per Sæther, Brattli (42)": the club named with the entry
    };

    // Reads tokens [from, end) of s; pack may be null (no method words, no time words then).
    ListEntries(const SentenceData &s, int from, int end, const LanguagePack *pack);

    // ";" or a spaced dash: where one team's scorers end and the other's begin.
    static bool isGroupBreak(const QList<Token> &tokens, int k);

    const QList<Entry> &entries() const { return m_entries; }
    int groups() const { return m_groups; }
    // The team (0 home, 1 away) a group names ("pour les Pays-Bas"), or -1.
    int groupTeam(int group) const;
    // Decimal numbers ("6,5"): the list is of ratings, and its bare numbers are no minutes.
    bool hasRatings() const { return m_ratings; }
    // Words that are no name, team, minute or method: "henger igjen med foten" after "Gult kort:
    // Ruben Fagerli" is prose, not a list.
    int freeWords() const { return m_freeWords; }

private:
    bool writesMinutesFirst(int from) const;
    void readNumber(int &i);
    void startEntry(int person, int start, int end);
    void addMinute(const Minute &m, int next); // next: the token after it
    int currentEntry() const;
    bool atTeam(int &i);
    void noteMethod(int i);

    const SentenceData &m_s;
    const LanguagePack *m_pack;
    int m_end;
    QList<Entry> m_entries;
    QList<Minute> m_pending; // minutes written before their name ("14' Osimhen")
    Score m_pendingScore;
    GoalMethod m_pendingMethod = GoalMethod::None; // "95' rig. Benzema", "ein Eigentor von B"
    int m_groups = 1;
    QList<QPair<int, int>> m_groupTeams; // (group, team)
    int m_depth = 0;
    int m_top = -1; // the entry of the list level
    int m_inner = -1; // the entry inside the open bracket
    bool m_ratings = false;
    int m_freeWords = 0;
    bool m_minuteFirst = false; // the list writes each minute before its name
};

} // namespace mt
