#!/usr/bin/env bash
# Builds the package and its tests (`swift build --build-tests`) and fails if the compiler printed
# a warning. Swift reports a warning only when it compiles the file, so a fresh clone (CI) checks
# every file and an incremental build the files it recompiled; `make warnings` rebuilds the
# package's own targets in a scratch directory of their own to check them all locally.
# Usage: scripts/build-tests.sh [extra swift build arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"${SWIFT:-swift}" build --build-tests "$@" 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ]; then
  exit "$status"
fi
warnings=$(grep -c -i 'warning:' "$log" || true)
if [ "$warnings" -ne 0 ]; then
  echo "build-tests: the build printed $warnings warning line(s); the test build must be warning-free:" >&2
  grep -i 'warning:' "$log" | sort | uniq -c >&2
  exit 1
fi
echo "build-tests: no warnings"
