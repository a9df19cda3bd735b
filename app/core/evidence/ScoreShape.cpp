#include "ScoreShape.h"

namespace mt {

std::optional<Score> ScoreShape::at(const QList<Token> &tokens, qsizetype i)
{
    if (i < 0 || i + 2 >= tokens.size())
        return std::nullopt;
    const Token &a = tokens.at(i), &dash = tokens.at(i + 1), &b = tokens.at(i + 2);
    if (a.kind != Token::Number || b.kind != Token::Number || a.ordinalSuffix || b.ordinalSuffix
        || a.number < 0 || b.number < 0 || a.number > MaxGoals || b.number > MaxGoals)
        return std::nullopt;
    if (!(dash.is(u'-') || dash.is(u'\u2013') || dash.is(u':')))
        return std::nullopt;
    // "2022-10-02", "18:30:00": a date or a clock, numbers chained by the same mark.
    auto glued = [&](qsizetype k) { return k < tokens.size() && !tokens.at(k).spaceBefore; };
    auto number = [&](qsizetype k) {
        return k >= 0 && k < tokens.size() && tokens.at(k).kind == Token::Number;
    };
    auto mark = [&](qsizetype k) {
        return k >= 0 && k < tokens.size() && tokens.at(k).lower() == dash.lower();
    };
    const bool before = mark(i - 1) && number(i - 2) && glued(i - 1) && glued(i);
    const bool after = mark(i + 3) && number(i + 4) && glued(i + 3) && glued(i + 4);
    if (before || after)
        return std::nullopt;
    return Score {a.number, b.number};
}

} // namespace mt
