// A score written in digits, as every language writes one: "2-1", "2–1", "2:1" (two numbers
// of at most 20 around a dash or a colon, neither an ordinal, not chained to a third number by
// the same mark as in a date, "2022-10-02"). One definition for the stages
// that look for scores: sentence evidence, score lines and their cues, the leads of reports.
#pragma once

#include "extract/Tokenizer.h"
#include "model/Analysis.h"

#include <QList>

#include <optional>

namespace mt {

class ScoreShape
{
public:
    static constexpr int MaxGoals = 20;
    // The score whose first number is token i (it spans tokens i..i+2), or none.
    static std::optional<Score> at(const QList<Token> &tokens, qsizetype i);
};

} // namespace mt
