// Live-ticker entries told over several lines (DESIGN.md 1c): a line that is only a minute stamp
// ("21:19 - 20. Spielminute", "67'"), then a label line whose words name the event ("Gelbe Karte
// (Marseille)", "Tor 1:2", "Spielerwechsel (Malmö FF)"), the player's name alone on a line
// ("Shepelev", "H. Sakai"), for a change the player taken off ("für Innocent"), and the club.
// Each line alone says little; the entry says who, what, when and for whom. Some tickers give
// the entry a title line before its label ("Naldo" over "TOR!", "2:0", "Naldo"), the score on a
// line of its own, and the stamp's added time on the line after it ("90'" over "+ 2").
#pragma once

#include "model/Analysis.h"

#include <QList>

#include <functional>
#include <optional>

namespace mt {

struct Document;
struct SentenceData;

class TickerReader
{
public:
    // The match-wide person of a name, added when new (EventExtractor::personFor).
    using PersonFor = std::function<int(const QString &)>;
    struct Entry
    {
        Mention mention; // its sentence is the label line
        int lastLine = -1; // the entry's last sentence
    };
    static QList<Entry> read(const Document &doc, const PersonFor &personFor);

private:
    static std::optional<TimeExpression> stampOf(const Document &doc, const SentenceData &s);
    // label: the entry's label line, naming kind.
    static std::optional<Entry> entryAt(const Document &doc, int label, EventType kind,
        const TimeExpression &at, const PersonFor &personFor, int end);
    static int personOfLine(const Document &doc, int si, const PersonFor &personFor);
    static int teamOfLine(const SentenceData &s, bool whole);
    static std::optional<int> addedOf(const SentenceData &s);
    static std::optional<EventType> labelKind(const Document &doc, const SentenceData &s);
};

} // namespace mt
