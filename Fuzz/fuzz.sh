#!/usr/bin/env bash
# Builds veloready-fuzz with libFuzzer and AddressSanitizer and fuzzes each parser in turn.
#
#   Fuzz/fuzz.sh [--seconds N | --runs N] [PARSER…]      (default: 60 s, every parser)
#
# One parser at a time; to use two cores, run two of these on different parsers.
# Each parser keeps a working corpus in .build/fuzz/corpus/PARSER, seeded from Fixtures/ (and
# Fixtures/fuzz-regressions/PARSER), so a later run goes on where the last stopped. A crash,
# a leak, an input that runs over 10 s or allocates over 2 GB is saved to
# .build/fuzz/crashes/PARSER/ and makes the script exit 1; replay it with a plain build:
#   swift run veloready-fuzz PARSER .build/fuzz/crashes/PARSER/crash-…
# The last line per parser is "PARSER: N executions, cov C, ft F, corpus K, crashes X".
set -euo pipefail
cd "$(dirname "$0")/.."

limit=(-max_total_time=60)
parsers=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) limit=(-max_total_time="$2"); shift 2 ;;
    --runs) limit=(-runs="$2"); shift 2 ;;
    -h | --help) sed -n '2,12p' "$0"; exit 0 ;;
    *) parsers+=("$1"); shift ;;
  esac
done
[ ${#parsers[@]} -gt 0 ] || parsers=(native strava apple-health-xml apple-health-zip
  intervals-wellness intervals-wellness-csv intervals-activities fit tcx gpx gzip whoop-cycles
  whoop-sleeps whoop-workouts whoop-journal oura-trends oura-json garmin-sleep garmin-health-status
  garmin-daily wearable-zip json-array sniff)

scratch=.build/fuzz
# ld.gold cannot link libFuzzer's runtime with SwiftPM's renamed entry point; lld can.
swift build -c release --product veloready-fuzz --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xswiftc -DVELOREADY_LIBFUZZER -Xswiftc -use-ld=lld
harness="$scratch/release/veloready-fuzz"

failed=0
summary=()
for parser in "${parsers[@]}"; do
  corpus="$scratch/corpus/$parser"
  # Not "artifacts": SwiftPM empties <scratch>/artifacts (its binary-target folder) on a build.
  artifacts="$scratch/crashes/$parser"
  log="$scratch/logs/$parser.log"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  Fuzz/seed-corpus.sh "$parser" "$corpus"
  echo "--- fuzzing $parser (${limit[*]})"
  status=0
  # Only this run's artifacts count: one saved by an earlier run stays in the folder to replay
  # (and to move to Fixtures/fuzz-regressions/ once fixed), but it is no new crash.
  started="$artifacts/.started"
  touch "$started"
  # Leak checks stay off: Swift's runtime keeps metadata caches that LeakSanitizer reports. No
  # allocation stacks: recording one per malloc costs a third of the speed, and a crash's own
  # stack is kept (replay an artifact with ASAN_OPTIONS unset for the allocation's).
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0} "$harness" "$parser" "$corpus" "${limit[@]}" \
    -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  coverage=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -1 || true)
  crashes=$(find "$artifacts" -type f -newer "$started" ! -name .started | wc -l)
  line="$parser: ${executions:-0} executions, ${coverage:-no coverage line}, crashes $crashes"
  summary+=("$line")
  echo "$line"
  if [ "$status" -ne 0 ] || [ "$crashes" -gt 0 ]; then
    failed=1
    grep -E 'ERROR|Fatal error|SUMMARY|artifact' "$log" | head -20 || true
  fi
done
echo "--- fuzz summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
