// What one sentence states in any language, read from its tokens alone (DESIGN.md 3, languages
// without a pack): the names it carries as Latin keys, the match minutes it writes (56', 56.,
// 90+4, "minute 56", "(Naldo 56)"), the score lines (2-1, 2:1) and, when the report has a pack,
// the kinds of event its words are words of. The link stage tests decided events against it.
#pragma once

#include "model/Analysis.h"

#include <QHash>
#include <QList>
#include <QString>

namespace mt {

class LanguagePack;
struct SentenceData;

class SentenceEvidence
{
public:
    struct Minute
    {
        int minute = -1; // as written: 90 of "90+4"
        int stoppage = 0; // 4 of "90+4"
        int token = -1; // where it is written
        bool worded = false; // with a minute word or mark ("84. mínútu", 84'), not a bare "84."
        int effective() const { return minute + stoppage; }
        // A minute of the added time after base: "45+2", or elapsed "47'", for 45.
        bool inAddedTimeOf(int base) const
        {
            return (minute == base && stoppage > 0)
                || (stoppage == 0 && minute > base && minute <= base + 15);
        }
    };

    // Per-run caches: a word's Latin key and its kinds are computed once per distinct word.
    class Cache
    {
    public:
        const QString &keyOf(const QString &lower);
        quint32 kindsOf(const LanguagePack &pack, const QString &lower);

    private:
        QHash<QString, QString> m_keys;
        QHash<const LanguagePack *, QHash<QString, quint32>> m_kinds;
    };

    // text is the report's text, which the sentence's tokens point into.
    SentenceEvidence(
        const QString &text, const SentenceData &s, const LanguagePack *pack, Cache &cache);

    // Keys of the words that may be names: capitalised, or in a script without case (Arabic).
    const QList<QString> &nameKeys() const { return m_names; }
    int nameToken(qsizetype i) const { return m_nameTokens.at(i); }
    const QList<Minute> &minutes() const { return m_minutes; }
    const QList<Score> &scores() const { return m_scores; }
    quint32 kinds() const { return m_kinds; } // bit (1 << int(EventType)) per kind named
    bool hasKind(EventType t) const { return (m_kinds & (quint32(1) << int(t))) != 0; }
    // The pack's multi-goal words are written ("twice", "a hat-trick", "Doppelpack"): the
    // sentence sums up several goals of a player, not one of them.
    bool sumsUpGoals() const { return m_sumsUpGoals; }
    // The pack's words of repetition are written ("several saves", "flere redninger", "twice
    // denied"): the sentence sums up a player's saves or chances, not one of them.
    bool repeats() const { return m_repeats; }
    // The minute written that is within one of this one (ordinal and elapsed counts differ by
    // one), or nullptr.
    const Minute *minuteNear(int effective) const;
    // The minute written closest to a token, at most window tokens after it or half as many
    // before ("Nasri 55'", "Nasri fired in on 55 minutes", "55' Nasri"), or nullptr.
    const Minute *minuteBeside(int token, int window) const;
    // The score line is written, in either order (reports write the scorer's side first).
    bool statesScore(const Score &s) const;

private:
    void readNumbers(const SentenceData &s, bool hasPack);
    void readTimeHits(const LanguagePack &pack, const SentenceData &s);
    void readSummaries(const SentenceData &s);
    void addMinute(int minute, int stoppage, int token, bool worded);

    QList<QString> m_names;
    QList<int> m_nameTokens;
    QList<Minute> m_minutes;
    QList<Score> m_scores;
    quint32 m_kinds = 0;
    bool m_sumsUpGoals = false;
    bool m_repeats = false;
};

} // namespace mt
