#include "FuzzSupport.h"

#include <cstdio>
#include <cstdlib>

namespace mt::fuzz {

void fail(const char *what)
{
    std::fprintf(stderr, "fuzz target: broken promise: %s\n", what);
    std::abort();
}

} // namespace mt::fuzz
