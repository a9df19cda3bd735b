// Structured lines (DESIGN.md 1 and 1c): fact boxes, goal and card lists, line-ups with their
// substitutions, and prose that lists scorers with their minutes. A line is read as a list of
// entries (ListEntries); what kind of event each entry is comes from the line:
// - a label before ":" (or "GOAL!") whose words are the pack's kind words of one event type:
//   "Goals:", "Tore:", "Reti:", "Booked:", "Buts pour X :";
// - a label that is a team of the match: a line-up, whose bracketed names are substitutes
//   ("Lennon (Pienaar, 88)": Pienaar on for Lennon at 88);
// - a live-ticker entry over several lines (TickerReader);
// - a short heading on the line before that names one kind ("Tutti gli ammoniti");
// - a team's tally above it, its name and goal count ("SSC Neapel 2"): its goals, one a line;
// - no label: a sentence listing several bracketed minutes whose only event words are goal words
//   ("... durch A (12.), B (18./Eigentor) und C (20.)", "Foden (8, 44, 72 minutes)"), or three
//   names or more in a row in a sentence whose event words name one card ("geel, namelijk A,
//   B, C en D"), or with a minute each in a sentence whose event words name bookings
//   ("ammonendo A al 30', B al 55' e C al 44'").
// Each entry is one event per minute, so a list of scorers never collapses into one goal. The
// mentions replace what the prose extractor read from the same sentence.
#pragma once

#include "TickerReader.h"

#include "model/Analysis.h"

#include <QList>

#include <optional>

namespace mt {

struct Document;
struct SentenceData;
class ListEntries;

class StructuredLineReader
{
public:
    // Reads doc's structured lines and ticker entries (after the extract stage); returns the
    // mentions read. personFor names the bare names of ticker lines.
    static int read(Document &doc, const TickerReader::PersonFor &personFor);

private:
    friend class BareLineReader; // reads the same lists in reports with no pack
    struct Label
    {
        int end = -1; // first token after the label's ":"; -1 when the line has no label
        quint32 kinds = 0; // event kinds its words name
        std::optional<EventType> kind; // the kind of list it names
        int team = -1; // the team of the match it names (0 home, 1 away)
        bool stamped = false; // a minute before the colon: a live-blog entry, not a list
    };
    static Label labelOf(const Document &doc, const SentenceData &s);
    static std::optional<EventType> labelKind(const Document &doc, const SentenceData &s, int end);
    static quint32 kindsOf(const Document &doc, const SentenceData &s, int from, int to);
    static QList<Mention> readLine(const Document &doc, int si);
    static Label headingOf(const Document &doc, const SentenceData &heading);
    static Label tallyOf(const Document &doc, int si);
    static QList<Mention> proseScorers(const Document &doc, int si, const ListEntries &list);
    static QList<Mention> scoreLineScorers(
        const Document &doc, int si, const ListEntries &list);
    static QList<Mention> proseBookings(const Document &doc, int si, const ListEntries &list);
    static QList<Mention> proseCardList(const Document &doc, int si, const ListEntries &list);
    // labelled: the line has a label (or a heading), so a team its groups name is their side.
    static QList<Mention> eventList(const Document &doc, int si, const ListEntries &list,
        EventType type, int labelTeam, bool labelled = false);
    static QList<Mention> lineUp(const Document &doc, int si, const ListEntries &list, int team);
    static Mention entryMention(
        const Document &doc, int si, const ListEntries &list, int entry, EventType type);
    static void replaceProse(Document &doc, int si, const QList<Mention> &read, bool wholeLine);
};

} // namespace mt
