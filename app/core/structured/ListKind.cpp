#include "ListKind.h"

#include "lang/LanguagePack.h"
#include "pipeline/Document.h"

#include <algorithm>

namespace mt {

namespace {

quint32 bit(EventType t)
{
    return quint32(1) << int(t);
}

} // namespace

quint32 ListKind::kindsOf(const Document &doc, const SentenceData &s, int from, int to)
{
    quint32 kinds = 0;
    for (int i = std::max(0, from); i < std::min(to, int(s.tokens.size())); ++i) {
        const Token &t = s.tokens.at(i);
        const bool name = std::any_of(s.people.cbegin(), s.people.cend(),
            [&](const PersonMention &p) { return i >= p.start && i < p.end; });
        if (t.kind != Token::Word || name)
            continue;
        kinds |= doc.pack->kindWords.kindsOf(t.lower());
        // "Gelb-Rote", "hat-trick": the tokenizer splits what the lexicon may write as one word.
        if (i + 2 < to && s.tokens.at(i + 1).is(u'-') && !s.tokens.at(i + 1).spaceBefore
            && !s.tokens.at(i + 2).spaceBefore && s.tokens.at(i + 2).kind == Token::Word)
            kinds |= doc.pack->kindWords.kindsOf(t.lower() + u'-' + s.tokens.at(i + 2).lower());
    }
    return kinds;
}

// "Bookings" is a yellow card's word and a second yellow's: a yellow; "sent off" a red's and a
// second yellow's: a red; "cards" names none.
std::optional<EventType> ListKind::wordKind(quint32 kinds, bool substitutions)
{
    const quint32 yellow = bit(EventType::YellowCard), second = bit(EventType::SecondYellow),
                  red = bit(EventType::RedCard), goal = bit(EventType::Goal),
                  change = bit(EventType::Substitution);
    kinds &= yellow | second | red | goal | (substitutions ? change : 0);
    if ((kinds & (yellow | red)) == yellow || (kinds & (yellow | red)) == red)
        kinds &= ~second;
    for (EventType t : {EventType::Goal, EventType::YellowCard, EventType::SecondYellow,
             EventType::RedCard, EventType::Substitution}) {
        if (kinds == bit(t))
            return t;
    }
    return std::nullopt;
}

std::optional<EventType> ListKind::of(
    const Document &doc, const SentenceData &s, int from, int to, bool substitutions)
{
    std::optional<EventType> kind;
    bool yellowAndRed = false; // "Gelb-Rote Karte", "doppio giallo ... rosso"
    bool allSecond = true; // and every card word also a second yellow's
    for (int i = from; i < to; ++i) {
        const quint32 raw = kindsOf(doc, s, i, i + 1);
        const auto k = wordKind(raw, substitutions);
        if (!k || k == kind)
            continue;
        allSecond = allSecond && (raw & bit(EventType::SecondYellow)) != 0;
        if (*k == EventType::SecondYellow || !kind) {
            kind = k;
        } else if (kind != EventType::SecondYellow) {
            const bool cards = isCard(*k) && isCard(*kind);
            if (!cards)
                return std::nullopt;
            yellowAndRed = true;
        }
    }
    if (yellowAndRed)
        return allSecond ? std::optional(EventType::SecondYellow) : std::nullopt;
    return kind;
}

} // namespace mt
