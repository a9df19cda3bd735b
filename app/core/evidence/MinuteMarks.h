// The marks and words that say a number is a match minute, in the languages that write them
// with these letters: 56', 56’, 56′, 56´; "min", "minutes", "Minute", "minuto", "минуте".
// Shared by the language-free evidence and the structured stage.
#pragma once

#include "extract/Tokenizer.h"

namespace mt {

class MinuteMarks
{
public:
    static bool isMark(const Token &t)
    {
        return t.is(u'\'') || t.is(u'\u2019') || t.is(u'\u2032') || t.is(u'\u00b4');
    }
    static bool isWord(const Token &t)
    {
        return t.kind == Token::Word
            && (t.lower().startsWith(u"min") || t.lower().startsWith(u"\u043c\u0438\u043d"));
    }
};

} // namespace mt
