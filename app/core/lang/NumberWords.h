// Number words ("three", "tre", "fifth", "femte", "tjuefem") from ICU's RuleBasedNumberFormat
// spellout rules rather than hand-written lists: every public spellout rule set of the locale is
// formatted for 0..MaxValue once, giving a word -> value table for cardinals and for ordinals.
#pragma once

#include <QHash>
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
    bool isEmpty() const { return m_cardinals.isEmpty() && m_ordinals.isEmpty(); }

private:
    QHash<QString, int> m_cardinals;
    QHash<QString, int> m_ordinals;
};

} // namespace mt
