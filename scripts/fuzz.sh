#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/) with AddressSanitizer and fuzzes for SECONDS (default 60);
# then runs the resource oracle (Tests/EndToEnd/resource_oracle.py) on the release binary for
# ORACLE_SECONDS (default 60; 0 skips it): generated hostile lines in every view and both
# encodings, each within 2 s and 512 MB and writing no raw control character; then the interrupt
# scan (Tests/EndToEnd/interrupt_scan.py) for as long: the generated lines still running after
# 0.3 s get SIGINT and must end within a second.
#
#   scripts/fuzz.sh            # 60 seconds: the CI run
#   scripts/fuzz.sh 1800       # half an hour
#   FUZZ_ARGS='-seed=1' scripts/fuzz.sh 60   # extra libFuzzer flags
#
# First replays every past finding in Fuzz/Regressions/ (each must pass), then fuzzes from the
# seeds (Examples/, the test tables, the regressions; see scripts/fuzz-seeds.py) and the corpus
# kept in fuzz-artifacts/corpus between runs. A finding is written to fuzz-artifacts/ as
# crash-*, timeout-*, oom-* or slow-unit-*; reproduce it with
#   .build-fuzz/release/TaglessFuzz fuzz-artifacts/crash-…
# The oracle first replays its past findings, Fuzz/Oracle/*.tagless, and writes new ones to
# fuzz-artifacts/oracle/ (each a script whose first line names the arguments it failed with).
# Exit status: 0 when nothing was found, non-zero otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
binary=.build-fuzz/release/TaglessFuzz
artifacts=fuzz-artifacts

echo "fuzz: building (release, -sanitize=fuzzer,address)"
swift build -c release --package-path Fuzz --scratch-path .build-fuzz --product TaglessFuzz \
  -Xswiftc -sanitize=fuzzer,address

mkdir -p "$artifacts/corpus"
python3 scripts/fuzz-seeds.py "$artifacts/seeds"

# The Swift runtime's backtracer would run inside ASan's reports; libFuzzer reports instead.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"

if compgen -G "Fuzz/Regressions/*" >/dev/null; then
  echo "fuzz: replaying Fuzz/Regressions"
  "$binary" -timeout=60 -rss_limit_mb=2048 Fuzz/Regressions/* 2>&1 | tail -n 3
fi

echo "fuzz: fuzzing for $seconds seconds"
# shellcheck disable=SC2086  # FUZZ_ARGS is a list of flags
"$binary" "$artifacts/corpus" "$artifacts/seeds" \
  -dict=Fuzz/tagless.dict -max_len=4096 -timeout=60 -rss_limit_mb=2048 \
  -max_total_time="$seconds" -artifact_prefix="$artifacts/" -print_final_stats=1 \
  ${FUZZ_ARGS:-}

oracle_seconds="${ORACLE_SECONDS:-60}"
if [ "$oracle_seconds" != 0 ]; then
  # The binary users run: release, without sanitizers (their slowdown would swamp the bounds).
  echo "fuzz: building tagless (release) for the resource oracle"
  sh scripts/release-build.sh
  replay=()
  if compgen -G "Fuzz/Oracle/*.tagless" >/dev/null; then replay=(--replay Fuzz/Oracle/*.tagless); fi
  echo "fuzz: resource oracle for $oracle_seconds seconds"
  python3 Tests/EndToEnd/resource_oracle.py .build/release/tagless --seconds "$oracle_seconds" \
    --findings "$artifacts/oracle" "${replay[@]}"
  # The same generator's lines that run long, stopped by SIGINT: each must end within a second.
  echo "fuzz: interrupt scan for $oracle_seconds seconds"
  python3 Tests/EndToEnd/interrupt_scan.py .build/release/tagless --seconds "$oracle_seconds" \
    --findings "$artifacts/oracle"
fi
