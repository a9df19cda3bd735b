// Structured lines of a report with no language pack (DESIGN.md 1, 1a): with no label words to
// say what a list is, its shape and the match's final score do.
// - A line-up: a list of six names or more, with substitutes bracketed beside the players they
//   replaced and their minutes ("Walker (Gomez, 41)", "Blind (64. de Jong)").
// - A goal list: every entry dated, and either each entry made the running score ("0:1 A (35),
//   0:2 B (73)") climbing one goal at a time, or its minutes are as many as the final score's
//   goals, per side where it writes two groups ("A, 8, 73, B, 34 - C, 56").
// The names are the roster's (RosterNames). What such a line tells is read like a packed
// report's fact box; the rest of the report only confirms and dates (the link stage).
#pragma once

#include "model/Analysis.h"

#include <QList>

namespace mt {

struct Document;
class ListEntries;

class BareLineReader
{
public:
    // Reads doc's structured lines (doc has no pack); returns the mentions read.
    static int read(Document &doc, const Score &finalScore);

private:
    static int labelEnd(const Document &doc, int si);
    static bool isLineUp(const ListEntries &list);
    static bool isGoalList(const ListEntries &list, const Score &finalScore);
};

} // namespace mt
