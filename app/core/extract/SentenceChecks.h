// Word checks on one sentence that both extraction passes (people and references in
// EventExtractor.cpp, events in EventExtractorEvents.cpp) ask.
#pragma once

#include "lang/LanguagePack.h"
#include "pipeline/Document.h"

#include <algorithm>

namespace mt {

// A pronoun ("he", "han") starts at this token, not a role noun.
inline bool pronounAt(const SentenceData &s, int token)
{
    return std::any_of(s.cues.cbegin(), s.cues.cend(),
        [token](const CueHit &h) { return h.cue == Cue::Pronoun && h.start == token; });
}

// "above Corrigan", "with Parker": the word before the token is a preposition, so a name there
// is an object.
// A team mention covers the token ("Gråberg" in "from Gråberg captain Lars Grimsrud").
inline bool inTeamMention(const SentenceData &s, int token)
{
    return std::any_of(s.teams.cbegin(), s.teams.cend(),
        [token](const TeamMention &t) { return token >= t.start && token < t.end; });
}

// So is one after a label ("round Ambleford captain Nathan Oduya").
inline bool afterPreposition(const LanguagePack &pack, const SentenceData &s, int token)
{
    int k = token - 1;
    while (k > 0 && k >= token - 4
        && (pack.descriptorKeys.contains(s.tokens[k].lower()) || inTeamMention(s, k)))
        --k;
    if (k < token - 1 && !pack.prepositions.contains(s.tokens[k].lower()))
        k = token - 1; // a label alone is no preposition
    return k >= 0 && pack.prepositions.contains(s.tokens[k].lower());
}

// No word before the token: it opens the sentence ("63' Yellow card for ..." still does).
inline bool opensSentence(const SentenceData &s, int token)
{
    return std::none_of(s.tokens.cbegin(), s.tokens.cbegin() + token,
        [](const Token &t) { return t.kind == Token::Word; });
}

// A time expression starts at the token, or one word after it: "already" before "after four
// minutes" says how early, it does not point back at an earlier event.
inline bool timeFollows(const SentenceData &s, int token)
{
    return std::any_of(s.times.cbegin(), s.times.cend(),
        [&](const TimeHit &h) { return h.start == token || h.start == token + 1; });
}

} // namespace mt
