#!/usr/bin/env bash
# Recursion end to end: fib(25) (242,785 calls) through the release binary's pipe mode, beside
# `bc -q` and `python3` running the same function, in one run.
#
#   bash scripts/recursion-benchmark.sh          (what `make recursion-bench` runs, after building)
#   RUNS=9 N=27 bash scripts/recursion-benchmark.sh
#
# Each program runs RUNS times as a whole process (start-up included, as a person would run
# it); the script prints the median wall time of each and the ratios, and checks that all three
# print the same number.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
N=${N:-25}
TAGLESS=${TAGLESS:-.build/release/tagless}
WORK=${WORK:-${TMPDIR:-/tmp}/tagless-recursion-benchmark}
mkdir -p "$WORK"

if ! command -v bc >/dev/null; then
  if command -v apt-get >/dev/null; then
    apt-get install -y bc >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y bc >/dev/null; }
  else
    echo "recursion-benchmark: please install bc" >&2
    exit 1
  fi
fi
[ -x "$TAGLESS" ] || { echo "recursion-benchmark: build first: make release" >&2; exit 1; }

printf 'fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)\nfib(%s)\n' "$N" > "$WORK/fib.tagless"
printf 'define f(n) { if (n < 2) return n; return f(n-1)+f(n-2); }\nf(%s)\n' "$N" > "$WORK/fib.bc"
printf 'import sys\nsys.setrecursionlimit(10000)\ndef f(n): return n if n < 2 else f(n-1)+f(n-2)\nprint(f(%s))\n' "$N" > "$WORK/fib.py"

# The median of RUNS wall times, in seconds, of the command given.
median() {
  local times=()
  for _ in $(seq "$RUNS"); do
    local start end
    start=$(date +%s.%N)
    "$@" > "$WORK/out" 2>&1 </dev/null
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

t=$(median "$TAGLESS" "$WORK/fib.tagless"); tagless_out=$("$TAGLESS" "$WORK/fib.tagless")
b=$(median bc -q "$WORK/fib.bc"); bc_out=$(bc -q "$WORK/fib.bc" </dev/null)
p=$(median python3 "$WORK/fib.py"); python_out=$(python3 "$WORK/fib.py")
if [ "$tagless_out" != "$bc_out" ] || [ "$tagless_out" != "$python_out" ]; then
  echo "recursion-benchmark: results differ: tagless $tagless_out, bc $bc_out, python3 $python_out" >&2
  exit 1
fi
calls=$(python3 -c "
def f(n):
    a, b = 0, 1
    for _ in range(n): a, b = b, a + b
    return a
print(2 * f($N + 1) - 1)")
printf 'fib(%s) = %s (%s calls), median of %s runs, whole process\n' "$N" "$tagless_out" "$calls" "$RUNS"
printf '%-10s %10s %12s\n' program seconds "x tagless"
printf '%-10s %10.3f %12s\n' tagless "$t" "1.0"
printf '%-10s %10.3f %12.1f\n' "bc -q" "$b" "$(echo "$b / $t" | bc -l)"
printf '%-10s %10.3f %12.1f\n' python3 "$p" "$(echo "$p / $t" | bc -l)"
