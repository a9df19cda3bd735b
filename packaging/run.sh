#!/usr/bin/env bash
# Set up, build and open the viewer on the bundled sample match (README.md, first command).
set -euo pipefail
cd "$(dirname "$0")/.."
packaging/setup-debian.sh
cmake --preset release >/dev/null
cmake --build --preset release
exec build/release/app/matchtimeline --sample "$@"
