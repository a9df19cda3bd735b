// The kind of event a list's label names, from the pack's kind words (DESIGN.md 3: the labels of
// structured lines are pack data): "Goals", "Tore", "Reti", "Bookings", "Gelbe Karte",
// "Gelb-Rote Karte", "Sent off", "Spielerwechsel".
#pragma once

#include "model/Analysis.h"

#include <optional>

namespace mt {

struct Document;
struct SentenceData;

class ListKind
{
public:
    // The one kind tokens [from, to) of s name, or none. A word that names only a second
    // yellow ("Gelb-Rot") wins over a yellow's; substitutions only when asked for (a list of
    // "Subs:" names no change, a ticker entry "Spielerwechsel" does).
    static std::optional<EventType> of(
        const Document &doc, const SentenceData &s, int from, int to, bool substitutions);
    // The kinds the words of tokens [from, to) name, names left out: a bit per event type.
    static quint32 kindsOf(const Document &doc, const SentenceData &s, int from, int to);

private:
    static std::optional<EventType> wordKind(quint32 kinds, bool substitutions);
};

} // namespace mt
