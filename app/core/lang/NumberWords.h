// Number words ("three", "tre", "fifth", "femte", "tjuefem") from ICU's RuleBasedNumberFormat
// spellout rules rather than hand-written lists: every public spellout rule set of the locale is
// formatted for 0..MaxValue once, giving a word -> value table for cardinals and for ordinals.
#pragma once

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace mt {

class NumberWords
{
public:
    static constexpr int MaxValue = 130; // enough for minutes, goals and scores

    explicit NumberWords(const QString &locale);

    // Case-folded word ("three", "twenty-five"); nullopt when it is not a number word.
    std::optional<int> cardinal(const QString &word) const;
    std::optional<int> ordinal(const QString &word) const;
    // Whether some number word is this word, a hyphen and more ("twenty" of "twenty-five").
    bool startsHyphenated(const QString &word) const { return m_hyphenHeads.contains(word); }
    // The three above for one word, in one look-up (-1: not such a number word).
    struct Facts
    {
        short cardinal = -1;
        short ordinal = -1;
        bool hyphenHead = false;
    };
    Facts facts(const QString &word) const { return m_facts.value(word); }
    bool isEmpty() const { return m_cardinals.isEmpty() && m_ordinals.isEmpty(); }
    // Unique to this table (never reused by another instance): a key for caches of lookups.
    quint64 stamp() const { return m_stamp; }

private:
    quint64 m_stamp;
    QHash<QString, int> m_cardinals;
    QHash<QString, int> m_ordinals;
    QSet<QString> m_hyphenHeads;
    QHash<QString, Facts> m_facts;
};

} // namespace mt
