#!/usr/bin/env bash
# Recursion end to end: user functions through the release binary's pipe mode, beside mawk,
# python3 and bc running the same functions, in one run.
#
#   bash scripts/recursion-benchmark.sh          (what `make recursion-bench` runs, after building)
#   RUNS=9 bash scripts/recursion-benchmark.sh
#
# Workloads: fib(30) (1,664,079 calls) in every tool; fib(35) (29,860,703 calls) in tagless
# and mawk; ackermann(2, 150) 40 times (46,055 calls each, 1,842,200 in all: mawk's stack stops
# it a little deeper); Hofstadter's female and male
# sequences, F(80), which call each other (1,151,675 calls); fib(25) (242,785 calls) in the
# evaluator and in exact and precise arithmetic (-i exact, -i precise), then, when the
# benchmark tools are built, the same arithmetic without calls in process (PrecisionTimes
# calls: see Benchmarks/README.md). Each program runs RUNS times as a
# whole process (start-up included, as a person would run it); the script prints the best
# and the median CPU time (user + system) of each, checks that all tools print the same
# number, and gives each tool's best time over tagless's.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
TAGLESS=${TAGLESS:-.build/release/tagless}
WORK=${WORK:-${TMPDIR:-/tmp}/tagless-recursion-benchmark}
mkdir -p "$WORK"

for tool in bc mawk; do
  if ! command -v "$tool" >/dev/null; then
    if command -v apt-get >/dev/null; then
      apt-get install -y "$tool" >/dev/null 2>&1 \
        || { apt-get update >/dev/null && apt-get install -y "$tool" >/dev/null; }
    else
      echo "recursion-benchmark: please install $tool" >&2
      exit 1
    fi
  fi
done
[ -x "$TAGLESS" ] || { echo "recursion-benchmark: build first: make release" >&2; exit 1; }

# The programs, one file per tool and workload.
write() { printf '%b' "$2" > "$WORK/$1"; }
fib_t='fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)\n'
fib_a='function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }\n'
fib_p='import sys\nsys.setrecursionlimit(100000)\ndef fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)\n'
fib_b='define fib(n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }\n'
ack_t='ack(m, n) = m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1))\n'
ack_a='function ack(m, n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)) }\n'
ack_p='import sys\nsys.setrecursionlimit(100000)\ndef ack(m, n): return n + 1 if m == 0 else ack(m - 1, 1) if n == 0 else ack(m - 1, ack(m, n - 1))\n'
ack_b='define ack(m, n) { if (m == 0) return n + 1; if (n == 0) return ack(m - 1, 1); return ack(m - 1, ack(m, n - 1)); }\n'
fm_t='female(n) = n == 0 ? 1 : n - male(female(n - 1))\nmale(n) = n == 0 ? 0 : n - female(male(n - 1))\n'
fm_a='function female(n) { return n == 0 ? 1 : n - male(female(n - 1)) }\nfunction male(n) { return n == 0 ? 0 : n - female(male(n - 1)) }\n'
fm_p='def female(n): return 1 if n == 0 else n - male(female(n - 1))\ndef male(n): return 0 if n == 0 else n - female(male(n - 1))\n'
fm_b='define f(n) { if (n == 0) return 1; return n - m(f(n - 1)); }\ndefine m(n) { if (n == 0) return 0; return n - f(m(n - 1)); }\n'

write fib30.tagless "${fib_t}fib(30)\n"
write fib30.awk "${fib_a}BEGIN { print fib(30) }\n"
write fib30.py "${fib_p}print(fib(30))\n"
write fib30.bc "${fib_b}fib(30)\n"
write fib35.tagless "${fib_t}fib(35)\n"
write fib35.awk "${fib_a}BEGIN { print fib(35) }\n"
write ack.tagless "${ack_t}$(printf 'ack(2, 150)\\n%.0s' $(seq 40))"
write ack.awk "${ack_a}BEGIN { for (i = 0; i < 40; i++) print ack(2, 150) }\n"
write ack.py "${ack_p}for _ in range(40): print(ack(2, 150))\n"
write ack.bc "${ack_b}$(printf 'ack(2, 150)\\n%.0s' $(seq 40))"
write fib25.tagless "${fib_t}fib(25)\n"
write fib25.awk "${fib_a}BEGIN { print fib(25) }\n"
write fm.tagless "${fm_t}female(80)\n"
write fm.awk "${fm_a}BEGIN { print female(80) }\n"
write fm.py "${fm_p}print(female(80))\n"
write fm.bc "${fm_b}f(80)\n"

python3 - "$RUNS" "$TAGLESS" "$WORK" <<'EOF'
import resource, subprocess, sys

runs, tagless, work = int(sys.argv[1]), sys.argv[2], sys.argv[3]

def cpu(command):
    """Best and median CPU time (user + system) of `runs` whole processes, and the output."""
    times, output = [], None
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if result.returncode != 0:
            sys.exit(f"recursion-benchmark: {command} failed: {result.stderr}")
        times.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
        output = result.stdout.strip()
    times.sort()
    return times[0], times[len(times) // 2], output

tools = {
    "tagless": lambda name: [tagless, f"{work}/{name}.tagless"],
    "-i exact": lambda name: [tagless, "-i", "exact", f"{work}/{name}.tagless"],
    "-i precise": lambda name: [tagless, "-i", "precise", f"{work}/{name}.tagless"],
    "mawk": lambda name: ["mawk", "-f", f"{work}/{name}.awk"],
    "python3": lambda name: ["python3", f"{work}/{name}.py"],
    "bc -q": lambda name: ["bc", "-q", f"{work}/{name}.bc"],
}
workloads = [
    ("fib(30), 1,664,079 calls", "fib30", ["tagless", "mawk", "python3", "bc -q"]),
    ("fib(35), 29,860,703 calls", "fib35", ["tagless", "mawk"]),
    ("ackermann(2, 150), 40 times, 1,842,200 calls", "ack", ["tagless", "mawk", "python3", "bc -q"]),
    ("female(80) (mutual), 1,151,675 calls", "fm", ["tagless", "mawk", "python3", "bc -q"]),
    ("fib(25), 242,785 calls, three arithmetics", "fib25", ["tagless", "-i exact", "-i precise", "mawk"]),
]
print(f"CPU seconds (user + system), best and median of {runs} whole processes")
for title, name, names in workloads:
    rows = [(tool, *cpu(tools[tool](name))) for tool in names]
    outputs = {output for _, _, _, output in rows}
    if len(outputs) != 1:
        sys.exit(f"recursion-benchmark: {title}: results differ: {rows}")
    value = outputs.pop().split("\n")
    print(f"\n{title} = {value[0]}" + (f" ({len(value)} lines)" if len(value) > 1 else ""))
    print(f"{'program':<10} {'best':>8} {'median':>8} {'x tagless':>10}")
    base = rows[0][1]
    for tool, best, median, _ in rows:
        print(f"{tool:<10} {best:8.3f} {median:8.3f} {best / base:10.2f}")
EOF

# Exact and precise fib(25) against the same arithmetic without calls, in process.
TIMES=Benchmarks/.build/release/PrecisionTimes
if [ -x "$TIMES" ]; then
  echo
  echo "fib(25) by calls against the same arithmetic without calls (in process, median of 5):"
  "$TIMES" calls 25
else
  echo
  echo "(for exact and precise fib(25) against the same arithmetic without calls:"
  echo " swift build -c release --package-path Benchmarks --product PrecisionTimes, then run again)"
fi
