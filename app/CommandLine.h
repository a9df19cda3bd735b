// The command line without a window: --json, --export, --help, --version (README.md, "Command line").
#pragma once

namespace mt {

// Exit codes: 0 at least one report analysed, 2 usage error, 3 no input could be read,
// 4 the output could not be written. Uses the running Q(Core)Application if there is one.
int runCommandLine(int argc, char **argv);

} // namespace mt
