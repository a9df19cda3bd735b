#!/usr/bin/env python3
"""Drop the "knownFailure" note of every tst_events row that now passes (XPASS).

Usage: tests/tools/update-events-known-failures.py BUILD_DIR

Runs BUILD_DIR/tests/tst_events, finds the rows QtTest reports as XPASS and removes their
"knownFailure" from tests/data/events/*.json, editing the text in place so the hand-written
layout stays. Read the diff: it is the engine's progress.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "events"
KINDS = ("events", "absent", "disagreements", "noDisagreements", "otherMatches")
FILTER_KEYS = ("type", "player", "team", "minute", "method", "assist", "playerOut", "opponent")


def label(kind, e):
    """The row label tst_events gives an expectation (see table_data())."""
    if isinstance(e, list):
        e = {"teams": e}
    if kind == "otherMatches":
        text = "-".join(e.get("teams", []))
    else:
        want = e.get("event", e)
        text = " ".join(str(want[k]) for k in FILTER_KEYS if k in want)
    if e.get("listed"):
        text += " listed"
    if "field" in e:
        text += " " + e["field"]
    return f"{kind} {text}"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = pathlib.Path(sys.argv[1]) / "tests" / "tst_events"
    run = subprocess.run([str(binary)], capture_output=True, text=True)
    xpass = set(re.findall(r"^XPASS\s*: TestEvents::table\((.*?)\) 'ok'", run.stdout, re.M))
    if not xpass:
        print("no XPASS rows")
        return
    for path in sorted(DATA.glob("*.json")):
        text = path.read_text(encoding="utf-8")
        doc = json.loads(text)
        table = path.stem.split("_", 1)[1]
        for case in doc["cases"]:
            for kind in KINDS:
                for e in case.get(kind, []):
                    if not isinstance(e, dict) or "knownFailure" not in e:
                        continue
                    if f"{table}/{case['name']}: {label(kind, e)}" not in xpass:
                        continue
                    note = re.escape(json.dumps(e["knownFailure"], ensure_ascii=False))
                    text, n = re.subn(r',\s*"knownFailure":\s*' + note, "", text, count=1)
                    if n == 0:
                        text, n = re.subn(r'"knownFailure":\s*' + note + r',\s*', "", text, count=1)
                    print(("removed" if n else "NOT FOUND") + f": {table}/{case['name']}: {label(kind, e)}")
        json.loads(text)  # still valid
        path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
