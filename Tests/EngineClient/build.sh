#!/usr/bin/env bash
# Builds and runs Tests/EngineClient, a package that depends on veloready's ScoreEngine by
# version, as a package outside this repository would. The dependency is a clone of this
# repository's committed HEAD, tagged 1.0.0, in a temporary folder that is removed afterwards.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

git clone --quiet "$root" "$work/veloready"
git -C "$work/veloready" tag 1.0.0
cp -R "$root/Tests/EngineClient" "$work/client"
rm -f "$work/client/build.sh"

VELOREADY_GIT="$work/veloready" swift build --package-path "$work/client" \
  --scratch-path "$work/build" --product engine-client
output="$("$work/build/debug/engine-client")"
# The values worked by hand in Sources/engine-client/main.swift.
expected="CTL 63.21 ATL 99.75 strain 9.4"
if [ "$output" != "$expected" ]; then
  echo "engine-client printed '$output', expected '$expected'" >&2
  exit 1
fi
echo "engine-client: $output"
