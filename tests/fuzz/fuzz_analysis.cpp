// The whole analysis of one report or of two (one input split in two): never a crash, a hang
// or a broken span.
#include "AnalysisChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    mt::fuzz::checkAnalysis(mt::fuzz::analyzeInput(data, size));
    return 0;
}
