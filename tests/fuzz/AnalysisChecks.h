// Promises of a whole analysis that hold for any input, checked by the analysis fuzz targets.
#pragma once

#include "model/Analysis.h"

namespace mt::fuzz {

// Every span lies in its source's text and every mention's text is the text of its span;
// sources, events and mentions refer to what exists; events are sorted by time.
void checkAnalysis(const Analysis &analysis);

// The analysis of these texts: one report, or two when the first byte says so (the rest split
// where the second byte says), each named with an extension the first byte picks.
Analysis analyzeInput(const uint8_t *data, size_t size);

} // namespace mt::fuzz
