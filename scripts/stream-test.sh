#!/usr/bin/env bash
# Streams generated input through the release `tagless` in pipe mode and checks that its peak
# memory stays bounded, whatever the input's size.
#
#   scripts/stream-test.sh                # 1 GiB of input, peak RSS must stay under 160 MiB
#   scripts/stream-test.sh 256            # 256 MiB of input
#   MAX_RSS_MIB=100 scripts/stream-test.sh
#   TAGLESS=path/to/tagless scripts/stream-test.sh   # skip the build, test that binary
#
# The input starts hostile: 110,000 assignments (past the 100,000-variable limit), 10,500
# function definitions with long bodies (past the 1 MiB of function bodies), names past the
# name-length limit, lines of 2 MiB (past the line limit), deeply nested lines within the
# nesting and height limits and far past them; then ordinary lines (arithmetic, variables,
# calls, errors, comments, non-ASCII) to the size asked for. Nothing is stored on disk: a
# generator writes into the pipe. The output is counted, not kept: every expression line must
# give exactly one output line.
# Prints the input size, time, throughput, output lines, error lines and peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."

mebibytes="${1:-1024}"
max_rss="${MAX_RSS_MIB:-160}"
binary="${TAGLESS:-}"
if [ -z "$binary" ]; then
  sh scripts/release-build.sh --scratch-path .build-stream >/dev/null
  binary=.build-stream/release/tagless
fi

python3 - "$binary" "$mebibytes" "$max_rss" <<'EOF'
import os, resource, subprocess, sys, threading, time

binary, mebibytes, max_rss = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
target = mebibytes << 20

def hostile():
    """(bytes, expected output lines): every limit, crossed."""
    parts = ["g(x) = x * 2 + 1\n"]
    parts.append("".join(f"v{i} = {i}\n" for i in range(110_000)))  # 10,000 too many
    body = " + ".join(f"x * {i}" for i in range(200))  # about 1.6 KB
    parts.append("".join(f"f{i}(x) = {body}\n" for i in range(10_500)))  # limits reached
    parts.append(("n" * 300 + " = 1\n") * 1000)  # names too long
    parts.append(("9" * (2 << 20) + "\n") * 4)  # lines too long
    # Deep but within the limits (250 levels of nesting, 2,000 operations on one path; a
    # chain's left operands count once, so a long sum is long, not deep), and far past them.
    depth, height, past = 200, 1500, 5000
    deep = ["(" * depth + "1" + ")" * depth, "sqrt(" * depth + "1" + ")" * depth,
            "2^" * depth + "1", "-" * height + "1", "1" + "+1" * past]
    too_deep = ["(" * past + "1" + ")" * past, "-" * past + "1"]
    parts.append("\n".join(deep * 25 + too_deep * 25) + "\n")
    return "".join(parts).encode(), len(deep) * 25  # deep lines give one value each

ordinary_lines = [
    ("1 + 2 * 3", 1), ("v17 * 2 - v99999", 1), ("v5 = 3", 0), ("v5 ^ 2 + ans", 1),
    ("g(2) / 7", 1), ("sqrt(2) * max(1, 2, 3)", 1), ("# a comment", 0), ("π × 2 − 1", 1),
    ("", 0), ("3e308 * 10", 1), ("(1 + 2) * (3 - 4) / 5 % 6 ^ 0.5", 1), ("12345.678e-3", 1),
]
errors = ["1 + * 2", "unknown + 1", "(1 + 2", "f3(", "\xff"]
block = "\n".join(text for text, _ in ordinary_lines) + "\n"
block_values = sum(count for _, count in ordinary_lines)
# One error line in every 16 blocks of ordinary lines.
chunk = "".join(block * 16 + errors[i % len(errors)] + "\n" for i in range(256))
block_bytes = chunk.encode()
# An unclosed `(` continues the statement on the next lines (Grammar/tagless.ebnf), which then
# fail with it: "(1 + 2" takes the next line ("1 + 2 * 3") with it, "f3(" the next two (it is
# still unclosed after "1 + 2 * 3"; "v17 * 2 - v99999" ends it).
swallowed = {"(1 + 2": 1, "f3(": 2}
block_lines = block_values * 16 * 256 - sum(
    swallowed.get(errors[i % len(errors)], 0) for i in range(256))

head, head_values = hostile()
repeats = max(0, (target - len(head)) // len(block_bytes))
total_bytes = len(head) + repeats * len(block_bytes)
expected_lines = head_values + repeats * block_lines

child = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, bufsize=0)
counts = {"stdout": 0, "stderr": 0}

def count(stream, name):
    lines = 0
    while chunk := stream.read(1 << 20):
        lines += chunk.count(b"\n")
    counts[name] = lines

readers = [threading.Thread(target=count, args=(child.stdout, "stdout")),
           threading.Thread(target=count, args=(child.stderr, "stderr"))]
for reader in readers:
    reader.start()
started = time.monotonic()
try:
    child.stdin.write(head)
    for _ in range(repeats):
        child.stdin.write(block_bytes)
finally:
    child.stdin.close()
_, status, usage = os.wait4(child.pid, 0)
child.returncode = os.waitstatus_to_exitcode(status)
elapsed = time.monotonic() - started
for reader in readers:
    reader.join()

peak = usage.ru_maxrss / 1024
print(f"stream-test: {total_bytes / (1 << 20):.0f} MiB in {elapsed:.1f} s "
      f"({total_bytes / (1 << 20) / elapsed:.0f} MiB/s)")
print(f"stream-test: {counts['stdout']} output lines (want {expected_lines}), "
      f"{counts['stderr']} error lines, exit status {child.returncode}")
print(f"stream-test: peak RSS {peak:.1f} MiB (limit {max_rss} MiB)")
problems = []
if counts["stdout"] != expected_lines:
    problems.append("wrong number of output lines")
if child.returncode != 1:
    problems.append("exit status should be 1 (the input has errors)")
if peak > max_rss:
    problems.append("peak RSS over the limit")
for problem in problems:
    print("stream-test: FAIL: " + problem)
sys.exit(1 if problems else 0)
EOF
