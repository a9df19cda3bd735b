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
    return Score {a.number, b.number};
}

} // namespace mt
