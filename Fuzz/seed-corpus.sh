#!/usr/bin/env bash
# Copies the fixtures that are valid (or interestingly broken) inputs of one parser into a seed
# corpus folder: seed-corpus.sh PARSER FOLDER. The parsers are those of veloready-fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."

parser=${1:?usage: seed-corpus.sh PARSER FOLDER}
folder=${2:?usage: seed-corpus.sh PARSER FOLDER}

case "$parser" in
  native) patterns=(Fixtures/records/*.json Fixtures/intervals/malformed.json) ;;
  strava) patterns=(Fixtures/strava/*.csv) ;;
  apple-health-xml)
    patterns=(Fixtures/apple-health/*/export.xml Fixtures/apple-health/*/*/*.xml
      Fixtures/apple-health/not-an-export/*.xml) ;;
  apple-health-zip) patterns=(Fixtures/apple-health/zips/*.zip) ;;
  intervals-wellness)
    patterns=(Fixtures/intervals/wellness*.json Fixtures/intervals/malformed.json
      Fixtures/intervals/not-an-array.json) ;;
  intervals-wellness-csv) patterns=(Fixtures/intervals/wellness*.csv) ;;
  intervals-activities)
    patterns=(Fixtures/intervals/activities*.json Fixtures/intervals/malformed.json
      Fixtures/intervals/not-an-array.json) ;;
  json-array)
    patterns=(Fixtures/intervals/*.json Fixtures/records/*.json) ;;
  fit) patterns=(Fixtures/fit/*.fit) ;;
  tcx) patterns=(Fixtures/device/*.tcx) ;;
  gpx) patterns=(Fixtures/device/*.gpx Fixtures/apple-health/*/*/*/*.gpx) ;;
  gzip) patterns=(Fixtures/device/*.gz) ;;
  whoop-cycles) patterns=(Fixtures/wearables/whoop/physiological_cycles.csv) ;;
  whoop-sleeps) patterns=(Fixtures/wearables/whoop/sleeps.csv) ;;
  whoop-workouts) patterns=(Fixtures/wearables/whoop/workouts.csv) ;;
  whoop-journal) patterns=(Fixtures/wearables/whoop/journal_entries.csv) ;;
  oura-trends) patterns=(Fixtures/wearables/oura/*.csv) ;;
  oura-json) patterns=(Fixtures/wearables/oura/*.json) ;;
  garmin-sleep) patterns=(Fixtures/wearables/garmin/DI_CONNECT/DI-Connect-Wellness/*_sleepData.json) ;;
  garmin-health-status)
    patterns=(Fixtures/wearables/garmin/DI_CONNECT/DI-Connect-Wellness/*_healthStatusData.json) ;;
  garmin-daily) patterns=(Fixtures/wearables/garmin/DI_CONNECT/DI-Connect-Aggregator/*.json) ;;
  wearable-zip) patterns=(Fixtures/wearables/*.zip) ;;
  # The sniffers see the start of any file import is given: one of each kind.
  sniff)
    patterns=(Fixtures/records/*.json Fixtures/strava/*.csv Fixtures/intervals/*.json
      Fixtures/intervals/wellness*.csv Fixtures/device/*.tcx Fixtures/device/*.gpx Fixtures/fit/*.fit
      Fixtures/wearables/*/*.csv Fixtures/wearables/oura/*.json
      Fixtures/wearables/garmin/DI_CONNECT/*/*.json) ;;
  *) echo "error: unknown parser '$parser'" >&2; exit 64 ;;
esac

mkdir -p "$folder"
copied=0
for file in "${patterns[@]}"; do
  [ -f "$file" ] || continue
  # Named by path, so that two fixtures called export.xml both arrive.
  cp "$file" "$folder/seed-$(echo "${file#Fixtures/}" | tr '/' '-')"
  copied=$((copied + 1))
done
# Past crashes stay in the corpus, so that a fix that regresses is found at once.
if [ -d "Fixtures/fuzz-regressions/$parser" ]; then
  for file in Fixtures/fuzz-regressions/"$parser"/*; do
    [ -f "$file" ] || continue
    cp "$file" "$folder/regression-$(basename "$file")"
    copied=$((copied + 1))
  done
fi
[ "$copied" -gt 0 ] || { echo "error: no seed found for '$parser'" >&2; exit 66; }
