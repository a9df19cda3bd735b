#!/usr/bin/env bash
# Set up, build and run every test (README.md, second command; .ci/run runs this).
set -euo pipefail
cd "$(dirname "$0")/.."
packaging/setup-debian.sh
cmake --preset dev
cmake --build --preset dev
ctest --preset dev
