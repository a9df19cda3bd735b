#!/usr/bin/env bash
# Builds the libFuzzer targets (the `fuzz` preset) and runs each for a bounded time on its
# corpus; exits non-zero when any target crashes, leaks memory past its limit, hangs or breaks
# a promise. .ci/run runs the short pass; tests/fuzz/README.md shows a long campaign.
#
#   tests/fuzz/run.sh [--seconds N] [--jobs N] [TARGET...]     (default: 30 s each, every target)
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=30
jobs=1
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h | --help) sed -n '2,7p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_decode fuzz_html fuzz_markdown fuzz_segment fuzz_pattern
    fuzz_analysis fuzz_json)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

bin=build/fuzz/tests/fuzz
work=build/fuzz/work
mkdir -p "$work/artifacts"

# Seeds: our own reports of every kind; each target keeps what it learns in its own corpus.
seed_corpus() {
    local dir="$work/corpus/$1"
    if [ ! -d "$dir" ]; then
        mkdir -p "$dir"
        find tests/data resources/samples -type f \
            \( -name '*.txt' -o -name '*.md' -o -name '*.html' -o -name '*.htm' \) \
            -size -64k -exec cp -t "$dir" --backup=numbered {} + 2>/dev/null || true
    fi
    echo "$dir"
}

# The whole analysis is slower per input: smaller inputs keep its executions many.
max_len() {
    case "$1" in
    fuzz_analysis | fuzz_json | fuzz_pattern) echo 4096 ;;
    *) echo 65536 ;;
    esac
}

failed=()
printf '%-15s %10s %8s %s\n' target executions exec/s result
for t in "${targets[@]}"; do
    corpus=$(seed_corpus "$t")
    log="$work/$t.log"
    status=0
    parallel=()
    [ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
    ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
        UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$bin/$t" "$corpus" -dict="$bin/packs.dict" -max_total_time="$seconds" \
        -max_len="$(max_len "$t")" -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 \
        "${parallel[@]}" -artifact_prefix="$work/artifacts/$t-" >"$log" 2>&1 \
        || status=$?
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' \
        | awk '{s += $1} END {print s + 0}')
    rate=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' \
        | awk '{s += $1} END {print s + 0}')
    if [ "$status" -eq 0 ]; then
        printf '%-15s %10s %8s ok\n' "$t" "$runs" "$rate"
    else
        printf '%-15s %10s %8s FAILED (exit %s)\n' "$t" "$runs" "$rate" "$status"
        grep -E 'ERROR: |SUMMARY: |broken promise|runtime error' "$log" | head -n 5 | sed 's/^/    /'
        ls "$work/artifacts/$t-"* 2>/dev/null | sed 's/^/    input: /'
        failed+=("$t")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: ${failed[*]} failed; logs in $work" >&2
    exit 1
fi
echo "fuzz: every target ran ${seconds} s without a crash"
