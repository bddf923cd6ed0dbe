#!/usr/bin/env bash
# Pipe mode end to end: 1,000,000 short lines through the release binary, `mawk` and `bc -l`.
#
#   bash scripts/pipe-benchmark.sh            (what `make pipe-bench` runs, after building)
#   TAGLESS=.build-bench/release/tagless LINES=200000 RUNS=3 bash scripts/pipe-benchmark.sh
#   WORKLOAD=calls bash scripts/pipe-benchmark.sh   (a third of the lines call sqrt, log, cos,
#                                                   abs or ^: the call path)
#
# The lines are the benchmarks' short lines (scripts/workloads.py, the same generator as
# Sources/TaglessWorkloads, seeded): `+ - * /`, decimal literals and parentheses, which the three
# programs read alike. tagless reads them on standard input; bc reads the same file; awk cannot
# evaluate text, so the lines become one awk program (`print LINE` for each), which mawk compiles
# and runs: the nearest thing to parsing and evaluating them. Output goes to files, then checked
# for agreement (relative difference below 1e-9; bc computes in decimal with 20 digits, mawk
# prints 17 significant digits).
#
# Each program runs RUNS times under /usr/bin/time -v; the script prints the median wall time,
# lines per second, peak resident memory, and the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."

LINES=${LINES:-1000000}
SEED=${SEED:-20250101}
WORKLOAD=${WORKLOAD:-short}
RUNS=${RUNS:-5}
BC_RUNS=${BC_RUNS:-1}
TAGLESS=${TAGLESS:-.build/release/tagless}
WORK=${WORK:-${TMPDIR:-/tmp}/tagless-pipe-benchmark}
mkdir -p "$WORK"

# MARK: - Tools

install() { sh scripts/apt-install.sh pipe-benchmark "$@"; }
command -v bc >/dev/null || install bc
command -v mawk >/dev/null || install mawk
[ -x /usr/bin/time ] || install time
command -v python3 >/dev/null || install python3
if [ ! -x "$TAGLESS" ]; then
  sh scripts/release-build.sh
fi

# MARK: - Inputs

input="$WORK/$WORKLOAD-$SEED-$LINES.txt"
program="$WORK/$WORKLOAD-$SEED-$LINES.awk"
if [ ! -s "$input" ]; then
  echo "generating $LINES $WORKLOAD lines (seed $SEED) ..." >&2
  python3 scripts/workloads.py "$WORKLOAD" "$LINES" "$SEED" > "$input.part"
  mv "$input.part" "$input"
fi
if [ ! -s "$program" ]; then
  if [ "$WORKLOAD" = calls ]; then
    python3 scripts/workloads.py calls-awk "$LINES" "$SEED" > "$program"
  else
    { echo 'BEGIN {'; sed 's/^/print /' "$input"; echo '}'; } > "$program"
  fi
fi
bytes=$(wc -c < "$input")

# MARK: - Timing

# run NAME RUNS COMMAND...: runs COMMAND with standard input from the lines, output to
# $WORK/NAME.out; records the median wall seconds in $seconds and the largest peak RSS (KiB) in
# $peak.
run() {
  local name=$1 runs=$2
  shift 2
  local times=() peak_kib=0 i
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -v -o "$WORK/$name.time" "$@" < "$input" > "$WORK/$name.out" 2> "$WORK/$name.err" || {
      echo "pipe-benchmark: $name failed:" >&2
      tail -5 "$WORK/$name.err" "$WORK/$name.time" >&2
      exit 1
    }
    local elapsed rss
    elapsed=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (j = 1; j <= n; j++) s = s * 60 + p[j]; print s }' "$WORK/$name.time")
    rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/$name.time")
    times+=("$elapsed")
    ((rss > peak_kib)) && peak_kib=$rss
  done
  seconds=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
  peak=$peak_kib
}

report() {
  awk -v name="$1" -v s="$2" -v n="$LINES" -v kib="$3" -v runs="$4" \
    'BEGIN { printf "%-22s %9.3f s  %12.0f lines/s  %8.1f MB peak RSS  (median of %d)\n", name, s, n / s, kib / 1024, runs }'
}

# agree FILE: how many lines of FILE agree with tagless's output to a relative 1e-9. tagless
# prints at most 15 significant digits (and marks an inexact integer from 2^53 on with "≈ "):
# the tolerance covers the rounding, and the mark is dropped before comparing.
agree() {
  awk 'NR == FNR { sub(/^≈ /, ""); want[FNR] = $0; next }
    { a = want[FNR] + 0; b = $0 + 0; d = a - b; if (d < 0) d = -d; m = a < 0 ? -a : a; if (m < 1) m = 1
      if (d <= 1e-9 * m) ok++ }
    END { printf "%d of %d", ok, FNR }' "$WORK/tagless.out" "$1"
}

echo "pipe mode, $LINES $WORKLOAD lines, $bytes bytes ($(awk -v b="$bytes" -v n="$LINES" 'BEGIN { printf "%.1f", b / n }') bytes a line), $(nproc) cores"
echo "tagless: $TAGLESS"

run tagless "$RUNS" "$TAGLESS"
tagless_seconds=$seconds
report "tagless (pipe mode)" "$seconds" "$peak" "$RUNS"

run mawk "$RUNS" mawk -v 'OFMT=%.17g' -f "$program"
mawk_seconds=$seconds
report "mawk -f (compiled)" "$seconds" "$peak" "$RUNS"

# bc names its functions otherwise (s, c, l) and has no abs: it reads the short lines only.
if [ "$WORKLOAD" = calls ]; then
  echo
  awk -v t="$tagless_seconds" -v m="$mawk_seconds" \
    'BEGIN { printf "tagless is %.1fx mawk (lines/s ratio)\n", m / t }'
  echo "results agreeing with tagless: mawk $(agree "$WORK/mawk.out")"
  exit 0
fi

run bc "$BC_RUNS" env BC_LINE_LENGTH=0 bc -l
bc_seconds=$seconds
report "bc -l" "$seconds" "$peak" "$BC_RUNS"

echo
awk -v t="$tagless_seconds" -v m="$mawk_seconds" -v b="$bc_seconds" \
  'BEGIN { printf "tagless is %.1fx mawk and %.1fx bc -l (lines/s ratios)\n", m / t, b / t }'
echo "results agreeing with tagless: mawk $(agree "$WORK/mawk.out"), bc $(agree "$WORK/bc.out")"
