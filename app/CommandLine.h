// The command line without a window: --json, --export, --help, --version (README.md, "Command line").
#pragma once

namespace mt {

// The program's exit statuses (README.md, "Command line").
enum ExitCode { Ok = 0, Usage = 2, NoInput = 3, WriteFailed = 4, NoDisplay = 5 };

// Returns an ExitCode. Uses the running Q(Core)Application if there is one.
int runCommandLine(int argc, char **argv);

} // namespace mt
