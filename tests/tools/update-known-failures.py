#!/usr/bin/env python3
"""Regenerates tests/data/acceptance_known_failures.txt from a run of tst_acceptance.

Usage: tests/tools/update-known-failures.py BUILD_DIR
Runs the test with an empty list, records every failing row with its message, and writes the
list back. Read the git diff afterwards: it is the engine's progress report.
"""
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
listing = os.path.join(root, "tests", "data", "acceptance_known_failures.txt")
binary = os.path.join(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build", "dev"), "tests", "tst_acceptance")

saved = open(listing, encoding="utf-8").read() if os.path.exists(listing) else ""
open(listing, "w").close()
try:
    out = subprocess.run([binary], capture_output=True, text=True).stdout
finally:
    open(listing, "w", encoding="utf-8").write(saved)

rows = []
for line in out.splitlines():
    m = re.match(r"FAIL!\s+:\s+TestAcceptance::\w+\(([^)]+)\)\s+(.*)", line)
    if m:
        message = re.sub(r"^'.*?' returned FALSE\. \(", "", m.group(2)).rstrip(")")
        rows.append(f"{m.group(1)} {message[:170]}")

with open(listing, "w", encoding="utf-8") as f:
    f.write("# Annotated events, disagreements and other-match rows the engine does not get right yet:\n")
    f.write("# <match>/<row> then what goes wrong. tst_acceptance expects exactly these rows to fail; a row\n")
    f.write("# that starts passing is reported as XPASS and must be removed from this list. Regenerate with\n")
    f.write("# tests/tools/update-known-failures.py BUILD_DIR and read the diff: it is the engine's progress.\n")
    for r in rows:
        f.write(r + "\n")
print(f"{len(rows)} known failures written to {listing}")
