#!/usr/bin/env python3
"""Process-level fault tests for `tagless`: what happens when the world misbehaves.

Usage:
    python3 Tests/EndToEnd/faults_test.py PATH/TO/tagless
    TAGLESS_BIN=PATH/TO/tagless python3 Tests/EndToEnd/faults_test.py

Pipe mode: standard output closed early (`| head -1`), a full disk (/dev/full), standard error
closed, standard input closed mid-line or not open at all, the lines after bad lines, over-long
lines, bytes that are not UTF-8, SIGINT, and input nested to the limit (with the default 8 MiB
stack); and the checks of io_checks.py: terminal controls in error lines, long lines echoed as a
window, a byte order mark, a non-blocking standard input, `-e` values, repeated options, and
help written to a full disk; and the checks of interrupt_checks.py: Ctrl-C in the REPL and SIGINT
in pipe mode stop long work (recursion, a :table, exact and precise) within 100 ms. The REPL on a pseudo-terminal: a history file that is a directory, unreadable, on a full
disk, on a read-only file system, corrupted or foreign; HOME unset; the history size limit; the
terminal resized mid-line; input nested to the limit.

Full and read-only disks use a small tmpfs when the test may mount one (root); unreadable files
use the `nobody` user when run as root. Checks that cannot run here are skipped and say why.
Docs/Robustness.md lists the behaviour each check expects.

Prints one line per check and a final `N passed, M failed` line; the exit status is 1 when a check
failed, 2 on bad usage.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import pexpect

import interrupt_checks
import io_checks
from pty_repl import Failure, PtyRepl, Skip, run_checks

TIMEOUT = 20
LINE_LIMIT = 1 << 20  # Limits.standard.maximumLineLength
HISTORY_LIMIT = 1000  # LineEditor's historyLimit
CRASH = re.compile(r"Signal \d+|Backtrac|Fatal error|Program crashed|Segmentation")


# MARK: - Pipe mode helpers


def run(binary, args=(), data=b"", env=None, timeout=TIMEOUT, **kwargs):
    """Runs the binary on `data`; returns (status, stdout, stderr)."""
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **kwargs}
    try:
        result = subprocess.run(
            [binary, *args], input=data, env=env, timeout=timeout, **streams
        )
    except subprocess.TimeoutExpired:
        raise Failure(f"still running after {timeout}s")
    return result.returncode, result.stdout, result.stderr


def expect_clean(stderr, what="standard error"):
    text = stderr.decode("utf-8", "replace")
    if CRASH.search(text):
        raise Failure(f"{what} shows a crash: {text[:400]!r}")


def expect_equal(actual, wanted, what):
    if actual != wanted:
        raise Failure(f"{what}: got {actual!r}, want {wanted!r}")


def nest(open_, inner, close, count):
    return open_ * count + inner + close * count


TOO_DEEP = re.compile(rb"expression nests too deeply \(the limit is (\d+) levels\)")
TOO_TALL = re.compile(rb"expression is too deep: more than (\d+) operations nested on one path")


def limits_of(binary):
    """The binary's nesting and height limits, read from its errors on input far past them."""
    _, _, deep = run(binary, data=b"(" * 100_000 + b"1" + b")" * 100_000 + b"\n")
    _, _, tall = run(binary, data=b"-" * 100_000 + b"1\n")
    depth, height = TOO_DEEP.search(deep), TOO_TALL.search(tall)
    if not depth or not height:
        raise Failure(f"cannot read the limits from {deep[:120]!r} and {tall[:120]!r}")
    return int(depth.group(1)), int(height.group(1))


def deep_inputs(depth, height):
    """Lines `depth` deep in each way the parser recurses (parentheses, calls, exponents), and
    `height` operations deep in each way the tree grows without the parser recursing (runs of minus
    signs, alone and as a sum's right operand), with their values and the error one level
    further."""

    def sign(count):
        return "1" if count % 2 == 0 else "-1"

    return [
        ("parentheses", nest("(", "1", ")", depth), "1", TOO_DEEP),
        ("negated parentheses", nest("-(", "1", ")", depth), sign(depth), TOO_DEEP),
        ("built-in calls", nest("sqrt(", "1", ")", depth), "1", TOO_DEEP),
        ("max calls", nest("max(1, ", "1", ")", depth), "1", TOO_DEEP),
        ("power tower", "2^" * depth + "1", None, TOO_DEEP),
        # A chain's left operands do not count (a sum of 100,000 terms is 1 high): its right
        # operand does.
        ("minuses after a sum", "1+" + "-" * (height - 1) + "1", str(1 + int(sign(height - 1))),
         TOO_TALL),
        ("unary minuses", "-" * height + "1", sign(height), TOO_TALL),
    ]


# MARK: - Pipe mode checks


def check_head_closes_stdout(binary, workdir):
    """`tagless < big | head -1`: quiet exit, status 0, no broken-pipe message."""
    big = os.path.join(workdir, "big.txt")
    with open(big, "wb") as file:
        file.write(b"1 + 1\n" * 3_000_000)
    script = f'set -o pipefail; "{binary}" < "{big}" 2> "{workdir}/err" | head -1; echo "$?"'
    started = time.monotonic()
    result = subprocess.run(["bash", "-c", script], capture_output=True, timeout=TIMEOUT)
    lines = result.stdout.decode().split()
    expect_equal(lines, ["2", "0"], "first line and pipeline status")
    with open(os.path.join(workdir, "err"), "rb") as file:
        errors = file.read()
    expect_equal(errors, b"", "standard error")
    if time.monotonic() - started > 10:
        raise Failure("took more than 10 s to notice the reader had gone")


def check_dev_full(binary, _):
    """Output to a full disk is an error with the reason, status 1."""
    with open("/dev/full", "wb") as full:
        status, _, stderr = run(binary, data=b"1 + 1\n" * 10, stdout=full)
    expect_clean(stderr)
    expect_equal(status, 1, "exit status")
    want = b"tagless: cannot write to standard output: No space left on device\n"
    expect_equal(stderr, want, "standard error")


def check_stderr_closed(binary, _):
    """Errors with standard error closed: later lines still run, status 1, no crash."""
    result = subprocess.run(
        [binary], input=b"1 +\n2 * 3\n", capture_output=False, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, timeout=TIMEOUT, preexec_fn=lambda: os.close(2),
    )
    expect_equal(result.stdout, b"6\n", "standard output")
    expect_equal(result.returncode, 1, "exit status")


def check_stdin_closed_mid_line(binary, _):
    """A last line without its newline still runs; an unfinished one is an error."""
    status, stdout, stderr = run(binary, data=b"1 + 1\n2 * 3")
    expect_equal((status, stdout, stderr), (0, b"2\n6\n", b""), "complete last line")
    status, stdout, stderr = run(binary, data=b"1 + 1\n2 *")
    expect_clean(stderr)
    expect_equal((status, stdout), (1, b"2\n"), "unfinished last line")
    if b"stdin:2:4: error: expected an expression after '*'" not in stderr:
        raise Failure(f"no error for the unfinished line: {stderr!r}")


def check_stdin_slow_writer(binary, _):
    """A line written in pieces, with pauses, is one line."""
    child = subprocess.Popen(
        [binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    for piece in (b"12", b" + ", b"30\n4", b"0 + 2"):
        child.stdin.write(piece)
        child.stdin.flush()
        time.sleep(0.1)
    stdout, stderr = child.communicate(timeout=TIMEOUT)  # closes standard input
    expect_equal((child.returncode, stdout, stderr), (0, b"42\n42\n", b""), "result")


def check_stdin_not_open(binary, _):
    """No standard input at all (`<&-`): nothing to do, status 0."""
    result = subprocess.run(
        [binary], capture_output=True, timeout=TIMEOUT, preexec_fn=lambda: os.close(0)
    )
    expect_clean(result.stderr)
    expect_equal((result.returncode, result.stdout), (0, b""), "status and output")


def check_lines_after_bad_lines(binary, _):
    """Each bad line is reported with its line and column; the lines after it still run."""
    data = b"1 +\n2\n)\nfoo(1)\n3\nx = \n4\n"
    status, stdout, stderr = run(binary, data=data)
    expect_equal((status, stdout), (1, b"2\n3\n4\n"), "status and output")
    places = re.findall(rb"^stdin:(\d+):(\d+): error:", stderr, re.M)
    expect_equal(places, [(b"1", b"4"), (b"3", b"1"), (b"4", b"1"), (b"6", b"5")], "error places")


def check_commands_in_pipe(binary, _):
    """Meta-commands run in pipe mode; :show leaves and re-enters the fast path; :quit ends."""
    data = b"2 + 2\n:show pretty eval\n3 * 4\n:show eval\n5 - 1\n:nope\n:quit\n7\n"
    status, stdout, stderr = run(binary, data=data)
    expect_equal(stdout, b"4\npretty: 3 * 4\neval: 12\n4\n", "output")
    expect_equal(status, 1, "status")
    expect_equal(
        stderr, b"stdin:6:1: error: unknown command ':nope'; :help lists them\n:nope\n^\n", "errors")
    env = dict(os.environ, COLUMNS="40")
    status, stdout, stderr = run(binary, data=b":plot x for x in 0..1\n", env=env)
    expect_clean(stderr)
    widths = {len(line) for line in stdout.decode().splitlines()}
    expect_equal((status, max(widths) <= 40, b"\x1b" in stdout), (0, True, False), "plot")


def check_assume_flag(binary, _):
    """--assume finite gives simplify the finite-variable rules in pipe mode."""
    line = b"(2*3 - 6)*x + 1*(y + 0) + 2^3\n"
    finite = run(binary, args=("-i", "simplify", "--assume", "finite"), data=line)
    plain = run(binary, args=("-i", "simplify"), data=line)
    expect_equal((finite[0], finite[1]), (0, b"y + 8\n"), "--assume finite")
    expect_equal((plain[0], plain[1]), (0, b"0 * x + (y + 0) + 8\n"), "no --assume")
    status, _, stderr = run(binary, args=("--assume", "sure", "-e", "1"))
    if status == 0 or b"unknown assumption 'sure'" not in stderr:
        raise Failure(f"--assume sure: status {status}, {stderr[:200]!r}")


def check_digits_flag(binary, _):
    """--digits sets precise's digits; a bad value is refused before any line runs."""
    status, stdout, stderr = run(binary, args=("-i", "precise", "--digits", "12"), data=b"1/3\n2/3\n")
    expect_clean(stderr)
    expect_equal((status, stdout), (0, b"0.333333333333\n0.666666666667\n"), "--digits 12")
    status, stdout, _ = run(binary, args=("-i", "exact", "-e", "0.1 + 0.2"))
    expect_equal((status, stdout), (0, b"3/10\n"), "-i exact")
    for value, reason in [
        ("0", b"at least 2, got 0"),
        ("-3", b"at least 2, got -3"),
        ("100001", b"at most 100000, got 100001"),
        ("ten", b"a whole number from 2 to 100000, got 'ten'"),
    ]:
        status, stdout, stderr = run(binary, args=(f"--digits={value}", "-i", "precise"), data=b"1/3\n")
        if status == 0 or stdout or reason not in stderr:
            raise Failure(f"--digits={value}: status {status}, {stdout[:80]!r}, {stderr[:200]!r}")


def check_option_errors_escaped(binary, _):
    """An option error quotes what was typed with its control characters escaped: no raw ESC."""
    escape = "\x1b[2J"
    for args in [
        ("-i", escape, "-e", "1"),
        ("-i", "diff:" + escape, "-e", "1"),
        ("--digits", escape, "-e", "1"),
        ("--via", escape, "-e", "1"),
        ("--assume", escape, "-e", "1"),
        ("--" + escape, "-e", "1"),
    ]:
        status, stdout, stderr = run(binary, args=args)
        if status == 0 or stdout or b"\x1b" in stderr or b"\\u{1B}[2J" not in stderr:
            raise Failure(f"{args!r}: status {status}, {stdout[:80]!r}, {stderr[:300]!r}")


def check_plain_command_lines(binary, workdir):
    """A command line read without the argument parser means what the parser's reading means.

    `--opt value` of a plain line is read directly (Invocation.plain); `--opt=value` always goes
    through swift-argument-parser. Each pair must print the same and exit the same.
    """
    script = os.path.join(workdir, "plain.tl")
    with open(script, "w") as file:
        file.write("x = 2\nx^10\n1/3\n")
    lines = [
        [("--interpreter", "exact"), ("-e", "1/3")],
        [("--digits", "30"), ("--interpreter", "precise"), ("--interpreter", "exact"), ("-e", "pi")],
        [("--digits", "0"), ("--interpreter", "precise"), ("-e", "1")],
        [("--interpreter", "bogus"), ("-e", "1")],
        [("--via", "enum"), ("-e", "2^10"), ("-e", "f(n) = n < 1 ? 0 : f(n - 1)"), ("-e", "f(9)")],
        [("--via", "nope"), ("-e", "1")],
        [("--assume", "finite"), ("--interpreter", "simplify"), ("-e", "x - x")],
        [("--max-steps", "5"), ("-e", "f(n) = n < 1 ? 0 : f(n - 1)"), ("-e", "f(10)")],
        [("--max-steps", "0"), ("-e", "1")],
        [("--digits", "20"), ("--digits", "40"), ("--interpreter", "precise"), ("-e", "pi")],
        [("--interpreter", "exact"), (script,)],
        [("--interpreter", "exact"), (script,), ("-e", "1")],
    ]
    for line in lines:
        spaced = [word for option in line for word in option]
        joined = ["=".join(option) if option[0].startswith("--") else option for option in line]
        joined = [word for option in joined for word in ([option] if isinstance(option, str) else option)]
        plain, parsed = run(binary, args=spaced), run(binary, args=joined)
        expect_equal(plain, parsed, " ".join(spaced) + " against " + " ".join(joined))


def check_continuation(binary, workdir):
    """An unclosed ( continues on the next line in pipes, files and -e, as in the REPL."""
    data = b"1 + 1\nx = (2 +\n  3)\nx * (1 +\n\n  1)\n7\nsqrt(\n"
    status, stdout, stderr = run(binary, data=data)
    expect_equal(stdout, b"2\n10\n7\n", "output")
    expect_equal(
        (status, stderr),
        (1, b"stdin:8:6: error: expected an expression after '('\nsqrt(\n     ^\n"),
        "the statement still open at the end")
    # The same through the precise and exact paths, and errors inside a continued statement
    # point at their own line.
    for view in ("precise", "exact"):
        status, stdout, _ = run(binary, args=("-i", view), data=b"(1 +\n2) / 4\n")
        expect_equal((status, stdout), (0, b"0.75\n" if view == "precise" else b"3/4\n"), view)
    status, stdout, stderr = run(binary, data=b"(1 +\n2 +)\n5\n")
    expect_equal(
        (status, stdout, stderr),
        (1, b"5\n", b"stdin:2:4: error: expected an expression, found ')'\n2 +)\n   ^\n"),
        "an error on the second line")
    path = os.path.join(workdir, "continued.tagless")
    with open(path, "wb") as file:
        file.write(b"max(1,\n  2, 3)\n(\n")
    status, stdout, stderr = run(binary, args=(path, path))
    expect_equal(stdout, b"3\n3\n", "files")
    if status != 1 or stderr.count(b"continued.tagless:3:2: error:") != 2:
        raise Failure(f"files: each file's open statement ends with it: {status}, {stderr!r}")
    status, stdout, stderr = run(binary, args=("-e", "2 * (3", "-e", "+ 4)"))
    expect_equal((status, stdout, stderr), (0, b"14\n", b""), "-e values")


def check_unused_options(binary, _):
    """An option that has no effect warns on standard error; the run is otherwise unchanged."""
    status, stdout, stderr = run(binary, args=("--digits", "10"), data=b"1/3\n")
    expect_equal((status, stdout), (0, b"0.333333333333333\n"), "--digits 10 without precise")
    expect_equal(
        stderr,
        b"tagless: warning: --digits 10 has no effect without -i precise or -i exact "
        b"(or :show precise, :precise or :exact in the input)\n",
        "the warning")
    status, _, stderr = run(binary, args=("--assume", "finite", "-e", "x - x"))
    if b"--assume finite has no effect without -i simplify" not in stderr:
        raise Failure(f"--assume finite without simplify: {stderr[:200]!r}")
    for args in [("-i", "precise", "--digits", "10"), ("-i", "exact", "--digits", "10"),
                 ("-i", "simplify", "--assume", "finite"), ("--bail",)]:
        status, _, stderr = run(binary, args=(*args, "-e", "1/3"))
        expect_equal((status, stderr), (0, b""), " ".join(args))


def check_precise_batches(binary, _):
    """Lines that name nothing go through -i precise in batches on several threads: the same
    results, errors, order and ans as the same lines made to name something (one by one)."""
    import random

    rng = random.Random(7)
    numbers = ["70.8", "0.4", "12", "3.25", "97", "6.5", "0.001", "44"]
    lines = []
    for i in range(3000):
        a, b, c = (rng.choice(numbers) for _ in range(3))
        lines.append(f"({a} {rng.choice('+-*/')} {b}) {rng.choice('+-*/')} {c}")
        if i % 97 == 0:
            lines.append("1/0")
        if i % 501 == 0:
            lines.append("")
        if i % 1234 == 0:
            lines.append("ans * 2")
    lines.append("ans")
    batched = "\n".join(lines) + "\n"
    # `+ z` with z = 0 changes no value, but names something: those lines go one by one.
    named = "z = 0\n" + "\n".join(l + " + z" if l and l != "ans" else l for l in lines) + "\n"

    def shown(data):
        status, combined, _ = run(
            binary, args=("-i", "precise"), data=data.encode(), stderr=subprocess.STDOUT
        )
        outputs, errors = [], []
        rows = combined.decode().split("\n")
        index = 0
        while index < len(rows):
            row = rows[index]
            if row.startswith("stdin:"):
                number, column, message = row.split(":", 3)[1], row.split(":")[2], row.split(": error: ")[1]
                errors.append((int(number), column, message, len(outputs)))
                index += 3  # the header, the line, the caret
                continue
            if row:
                outputs.append(row)
            index += 1
        return status, outputs, errors

    status, outputs, errors = shown(batched)
    status_named, outputs_named, errors_named = shown(named)
    expect_equal(status, 1, "status (a line fails)")
    expect_equal(status_named, status, "status one by one")
    expect_equal(outputs, outputs_named, "outputs")
    expect_equal(len(errors), 31, "errors (one line in 97 is 1/0)")
    shifted = [(n - 1, column, message, before) for (n, column, message, before) in errors_named]
    expect_equal(errors, shifted, "errors, their lines and where they fall in the output")


def check_long_lines(binary, _):
    """Lines over the limit are reported and skipped; memory is not spent on them."""
    data = b"9" * (2 * LINE_LIMIT) + b"\n5\n" + b"1+" * (LINE_LIMIT // 2) + b"1\n6\n"
    status, stdout, stderr = run(binary, data=data)
    expect_clean(stderr)
    expect_equal((status, stdout), (1, b"5\n6\n"), "status and output")
    first = f"stdin:1:1: error: line is too long ({2 * LINE_LIMIT} bytes; the limit is {LINE_LIMIT})"
    if not stderr.startswith(first.encode()):
        raise Failure(f"first error: {stderr[:200]!r}")
    if b"stdin:3:" not in stderr:
        raise Failure("no error for line 3")


def check_invalid_bytes(binary, _):
    """Bytes that are not UTF-8, NUL and CR LF: errors or values, never a crash."""
    data = b"\xff\xfe\n1 + \x00\n\xc3\x28\n7\r\n# \xff\n\xe2\x88\x92 3\n"
    status, stdout, stderr = run(binary, data=data)
    expect_clean(stderr)
    expect_equal((status, stdout), (1, b"7\n-3\n"), "status and output")
    expect_equal(len(re.findall(rb"^stdin:\d+:\d+: error:", stderr, re.M)), 4, "error count")


def check_sigint(binary, _):
    """SIGINT in pipe mode while it waits for input ends the run at once, like any filter,
    after the output so far."""
    child = subprocess.Popen(
        [binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    child.stdin.write(b"6 * 7\n")
    child.stdin.flush()
    time.sleep(0.5)
    child.send_signal(signal.SIGINT)
    try:
        stdout, stderr = child.communicate(timeout=5)
    except subprocess.TimeoutExpired:
        child.kill()
        raise Failure("still running 5 s after SIGINT")
    expect_equal(child.returncode, -signal.SIGINT, "termination")
    expect_equal((stdout, stderr), (b"42\n", b""), "output")


def cpu_seconds(pid):
    """The CPU time (user and system) process `pid` has used, from /proc."""
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def check_sigint_mid_run(binary, workdir):
    """SIGINT while lines are being computed: the results so far are written (not dropped with
    the output buffer), the lines after the current one do not run, and the process ends by
    SIGINT."""
    if not os.path.exists("/proc/self/stat"):
        raise Skip("needs /proc to see how far the run got")
    count = 1000
    script = os.path.join(workdir, "slow.txt")
    with open(script, "wb") as file:
        file.write(b"fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)\n6 * 7\n")
        file.write(b"fib(18)\n" * count)
    with open(script, "rb") as data:
        child = subprocess.Popen(
            [binary], stdin=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # Deep in the lines, whatever the machine's speed: a tenth of a second of CPU time.
    deadline = time.monotonic() + TIMEOUT
    while cpu_seconds(child.pid) < 0.1:
        if time.monotonic() > deadline or child.poll() is not None:
            child.kill()
            raise Failure("did not get to the slow lines")
        time.sleep(0.01)
    child.send_signal(signal.SIGINT)
    try:
        stdout, stderr = child.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        child.kill()
        raise Failure(f"still running {TIMEOUT} s after SIGINT")
    expect_equal(child.returncode, -signal.SIGINT, "termination")
    expect_equal(stderr, b"", "standard error")
    lines = stdout.decode().splitlines()
    expect_equal(lines[:1], ["42"], "first result")
    # The line running when SIGINT came is stopped, not finished: on a slow start-up that may
    # be the first fib(18), so what follows 42 is some number of finished results, maybe none.
    if not set(lines[1:]) <= {"2584"}:
        raise Failure(f"results after it: got {set(lines[1:])}, want only 2584")
    if len(lines) - 1 >= count:
        raise Failure(f"all {count} slow lines ran: SIGINT did not stop the run")


def check_directory_input(binary, workdir):
    """A directory as a file or as standard input is a read error, as cat says: status 1."""
    directory = os.path.join(workdir, "a-directory")
    os.makedirs(directory)
    want = f"tagless: cannot read '{directory}': Is a directory\n".encode()
    status, stdout, stderr = run(binary, args=(directory,))
    expect_equal((status, stdout, stderr), (1, b"", want), "tagless DIRECTORY")
    stdin = os.open(directory, os.O_RDONLY)
    try:
        status, stdout, stderr = run(binary, stdin=stdin, data=None)
    finally:
        os.close(stdin)
    expect_equal((status, stdout, stderr), (1, b"", want), "tagless < DIRECTORY")


def check_deep_input(binary, _, soft_stack=None):
    """Input at the nesting and height limits gives values in every interpreter, through both
    encodings; one more level is an error naming the limit."""
    depth, height = limits_of(binary)
    shell = f"ulimit -S -s {soft_stack}; " if soft_stack else ""
    interpreters = ["-i", "eval", "-i", "pretty", "-i", "count", "-i", "ast"]
    for args in ([], interpreters, ["--via", "enum", *interpreters]):
        for name, text, value, _ in deep_inputs(depth, height):
            command = ["bash", "-c", shell + 'exec "$@"', "-", binary, *args]
            status, stdout, stderr = run(command[0], command[1:], data=text.encode() + b"\n")
            expect_clean(stderr, f"{name} {args}")
            if status != 0:
                raise Failure(f"{name} {args}: status {status}, {stderr[:200]!r}")
            first = stdout.split(b"\n")[0].decode().removeprefix("eval: ")
            if value is not None and first != value:
                raise Failure(f"{name} {args}: got {first!r}, want {value}")
    for name, text, _, error in deep_inputs(depth + 1, height + 1):
        status, stdout, stderr = run(binary, data=text.encode() + b"\n")
        expect_clean(stderr, name)
        if status != 1 or not error.search(stderr):
            raise Failure(f"{name} one level past the limit: status {status}, {stderr[:200]!r}")


def check_deep_input_default_stack(binary, workdir):
    """The same with the usual 8 MiB soft stack limit, which a debug build needs more than."""
    check_deep_input(binary, workdir, soft_stack=8192)


# MARK: - REPL helpers


class Repl(PtyRepl):
    """The REPL on a pty, uncoloured, with the checks' ways to type and to leave."""

    def __init__(self, binary, env, preexec_fn=None, dimensions=(24, 100)):
        env = dict(env)
        env.setdefault("NO_COLOR", "1")
        super().__init__(
            binary, env, timeout=TIMEOUT, dimensions=dimensions, preexec_fn=preexec_fn)

    def evaluate(self, line, value):
        self.child.send(line + "\r")
        self.expect(re.compile(r"\n[^\n]*" + re.escape(value)), f"{value} from {line!r}")
        self.prompt()

    def quit(self):
        """Ctrl-D; returns what it printed after the last prompt. Fails unless status is 0."""
        self.child.sendeof()
        try:
            self.child.expect(pexpect.EOF)
        except pexpect.TIMEOUT:
            raise Failure("still running after Ctrl-D")
        after = self.child.before
        self.child.close()
        if self.child.signalstatus is not None or self.child.exitstatus != 0:
            raise Failure(
                f"exit status {self.child.exitstatus}, signal {self.child.signalstatus}; "
                f"saw {self.text()[-400:]!r}"
            )
        if CRASH.search(self.text()):
            raise Failure(f"crash output: {self.text()[-400:]!r}")
        return after

    def close(self):
        if self.child.isalive():
            self.child.terminate(force=True)


def repl_env(history):
    env = {k: v for k, v in os.environ.items() if k not in ("TAGLESS_HISTORY", "XDG_STATE_HOME")}
    env["TAGLESS_HISTORY"] = history
    return env


def run_repl(binary, env, lines=(("6 * 7", "42"),), preexec_fn=None):
    """Starts the REPL, evaluates `lines`, quits; returns (the text before the first prompt,
    everything printed after it: answers, warnings, and what quitting printed)."""
    repl = Repl(binary, env, preexec_fn)
    try:
        startup = repl.prompt()
        start = len(repl.text())
        for line, value in lines:
            repl.evaluate(line, value)
        repl.quit()
        return startup, repl.text()[start:]
    finally:
        repl.close()


def expect_warning(text, pattern, what):
    if not re.search(pattern, text):
        raise Failure(f"no warning {what} ({pattern!r}) in {text!r}")


def read_bytes(path):
    with open(path, "rb") as file:
        return file.read()


def history_entries(path):
    lines = read_bytes(path).decode("utf-8", "replace").splitlines()
    if not lines or lines[0] != "_HiStOrY_V2_":
        raise Failure(f"{path} is not a libedit history file: {lines[:1]!r}")
    return [line.replace("\\040", " ") for line in lines[1:]]


def as_nobody():
    os.setgroups([])
    os.setgid(65534)
    os.setuid(65534)


def unprivileged():
    """A preexec function that drops root (root reads any file), or None when not root."""
    return as_nobody if os.geteuid() == 0 else None


class TmpFS:
    """A small tmpfs mounted for one check (needs root); `remount_read_only()` freezes it."""

    def __init__(self, workdir, size="256k"):
        self.path = os.path.join(workdir, f"tmpfs-{len(os.listdir(workdir))}")
        os.makedirs(self.path)
        if os.geteuid() != 0:
            raise Skip("mounting a tmpfs needs root")
        result = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size},mode=0777", "tmpfs", self.path],
            capture_output=True,
        )
        if result.returncode != 0:
            raise Skip(f"cannot mount a tmpfs: {result.stderr.decode().strip()}")

    def remount_read_only(self):
        subprocess.run(["mount", "-o", "remount,ro", self.path], check=True)

    def fill(self):
        descriptor = os.open(os.path.join(self.path, "filler"), os.O_WRONLY | os.O_CREAT, 0o644)
        try:
            while os.write(descriptor, b"\0" * 4096) > 0:
                pass
        except OSError:
            pass
        finally:
            os.close(descriptor)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        subprocess.run(["umount", "-l", self.path], capture_output=True)


# MARK: - REPL checks


def check_history_is_directory(binary, workdir):
    """History path is a directory: one warning, the REPL works, nothing is written."""
    history = os.path.join(workdir, "history-dir")
    os.makedirs(history)
    startup, after = run_repl(binary, repl_env(history))
    expect_warning(startup, r"warning: cannot read history file .*: it is a directory", "directory")
    expect_equal(os.listdir(history), [], "directory contents")
    if "warning" in after:
        raise Failure(f"a second warning on quitting: {after!r}")


def check_history_unreadable(binary, workdir):
    """An unreadable history file: one warning, the REPL works, the file is left alone."""
    # The unprivileged user must reach the binary and the directory: a fresh clone may sit in a
    # private temporary directory, so both go to one that anybody can enter.
    shared = tempfile.mkdtemp(prefix="tagless-unreadable-")
    os.chmod(shared, 0o755)
    copy = os.path.join(shared, "tagless")
    shutil.copy2(binary, copy)
    os.chmod(copy, 0o755)
    directory = os.path.join(shared, "unreadable")
    os.makedirs(directory)
    history = os.path.join(directory, "history")
    with open(history, "w") as file:
        file.write("_HiStOrY_V2_\n1\\040+\\0401\n")
    os.chmod(history, 0)
    os.chmod(directory, 0o777)
    startup, _ = run_repl(copy, repl_env(history), preexec_fn=unprivileged())
    expect_warning(startup, r"cannot read history file .*: Permission denied", "permission")
    os.chmod(history, 0o600)
    expect_equal(read_bytes(history), b"_HiStOrY_V2_\n1\\040+\\0401\n", "history file")
    shutil.rmtree(shared, ignore_errors=True)


def check_history_full_disk(binary, workdir):
    """Saving history on a full disk: one warning when a line is entered (not one a line), the
    old history intact."""
    with TmpFS(workdir) as disk:
        history = os.path.join(disk.path, "history")
        # Exactly one page, so that appending needs a page the full disk does not have.
        old = b"_HiStOrY_V2_\n2\\040*\\0402\n"
        old += b"1" * (4096 - len(old) - 1) + b"\n"
        with open(history, "wb") as file:
            file.write(old)
        disk.fill()
        _, after = run_repl(binary, repl_env(history), lines=(("6 * 7", "42"), ("5 * 5", "25")))
        expect_warning(after, r"cannot save history to .*: No space left on device", "full disk")
        expect_equal(after.count("warning"), 1, "warnings")
        expect_equal(read_bytes(history), old, "history file")
        leftovers = [name for name in os.listdir(disk.path) if name.endswith(".tmp")]
        expect_equal(leftovers, [], "temporary files left behind")


def check_history_dev_full(binary, workdir):
    """History that is a symbolic link to /dev/full: a warning when a line is entered, no
    crash."""
    history = os.path.join(workdir, "history-dev-full")
    os.symlink("/dev/full", history)
    _, after = run_repl(binary, repl_env(history))
    expect_warning(after, r"cannot save history to .*: No space left on device", "/dev/full")


def check_history_read_only(binary, workdir):
    """History on a read-only file system: loaded, a warning when a line is entered, left
    unchanged."""
    with TmpFS(workdir) as disk:
        history = os.path.join(disk.path, "history")
        old = b"_HiStOrY_V2_\n6\\040*\\0407\n"
        with open(history, "wb") as file:
            file.write(old)
        disk.remount_read_only()
        repl = Repl(binary, repl_env(history))
        try:
            repl.prompt()
            start = len(repl.text())
            repl.child.send("\x1b[A")  # the loaded line comes back
            repl.expect(re.compile(r"6 \* 7"), "up-arrow to recall the loaded line")
            repl.child.send("\r")
            repl.expect(re.compile(r"\n[^\n]*42"), "42")
            repl.prompt()
            repl.evaluate("5 * 5", "25")  # a new entry, which the file cannot take
            repl.quit()
            after = repl.text()[start:]
        finally:
            repl.close()
        expect_warning(after, r"cannot save history to .*: Read-only file system", "read-only")
        expect_equal(read_bytes(history), old, "history file")


def check_history_corrupted(binary, workdir):
    """Corrupted and foreign history files: the REPL starts and works; a file it cannot load
    is left exactly as it was."""
    cases = {
        "binary junk": bytes(range(256)) * 64,
        "GNU readline format": b"1 + 1\nsqrt(2)\n",
        "NUL bytes": b"_HiStOrY_V2_\n1\0+\0001\n\0\0\0\n",
        "bad escapes": b"_HiStOrY_V2_\n\\\\\\9\\x\\\n\\0401\n",
        # libedit reads past its buffer on a line strunvis rejects, such as one ending in \x\.
        "undecodable escape": b"_HiStOrY_V2_\nabc\\x\\\n1\n",
        "huge line": b"_HiStOrY_V2_\n" + b"1+" * (4 << 20) + b"1\n2\n",
        "not UTF-8": b"_HiStOrY_V2_\n\xff\xfe\xc3\n3\n",
    }
    for name, content in cases.items():
        history = os.path.join(workdir, "corrupt-" + name.replace(" ", "-"))
        with open(history, "wb") as file:
            file.write(content)
        try:
            startup, _ = run_repl(binary, repl_env(history))
        except Failure as failure:
            raise Failure(f"{name}: {failure}")
        if "cannot read history file" in startup and read_bytes(history) != content:
            raise Failure(f"{name}: a file that could not be loaded was changed")
        if name == "undecodable escape" and "line 2 is not in libedit's form" not in startup:
            raise Failure(f"{name}: no warning naming line 2 in {startup!r}")


def check_home_unset(binary, _):
    """No HOME (and no XDG_STATE_HOME or TAGLESS_HISTORY): a warning, no history, works."""
    env = {k: v for k, v in os.environ.items() if k not in ("HOME", "XDG_STATE_HOME", "TAGLESS_HISTORY")}
    startup, after = run_repl(binary, env)
    expect_warning(startup, r"warning: HOME is not set, so history is not saved", "HOME unset")
    if "warning" in after:
        raise Failure(f"a warning on quitting: {after!r}")


def check_history_size_limit(binary, workdir):
    """A history of 1,500 lines is cut to the last 1,000, newest last, when a line is added."""
    history = os.path.join(workdir, "history-long")
    with open(history, "w") as file:
        file.write("_HiStOrY_V2_\n" + "".join(f"{i}\\040+\\0401\n" for i in range(1500)))
    run_repl(binary, repl_env(history), lines=(("2 * 21", "42"),))
    entries = history_entries(history)
    if len(entries) > HISTORY_LIMIT:
        raise Failure(f"{len(entries)} entries; the limit is {HISTORY_LIMIT}")
    expect_equal(entries[-1], "2 * 21", "newest entry")
    expect_equal(entries[-2], "1499 + 1", "entry before it")


def check_resize_mid_line(binary, _):
    """Resizing the terminal while a line is half typed keeps the line."""
    repl = Repl(binary, repl_env(""))
    try:
        repl.prompt()
        repl.child.send("12 + ")
        repl.expect(re.compile(r"12 \+"), "the echo of `12 + `")
        for rows, columns in ((5, 12), (50, 200), (2, 3), (24, 80)):
            repl.child.setwinsize(rows, columns)
            time.sleep(0.1)
        repl.child.send("30\r")
        repl.expect(re.compile(r"\n[^\n]*42"), "42 after the resizes")
        repl.prompt()
        repl.evaluate("1 + 1", "2")
        repl.quit()
    finally:
        repl.close()


def check_repl_deep_input(binary, _):
    """A pasted line nested to the limit, through :count and :pretty."""
    depth, _ = limits_of(binary)
    repl = Repl(binary, repl_env(""), dimensions=(24, 200))
    try:
        repl.prompt()
        repl.child.send(":count " + nest("sqrt(", "1", ")", depth) + "\r")
        repl.expect(re.compile(rf"{depth} operations"), "the count of the deep line")
        repl.prompt()
        repl.child.send(":pretty " + nest("-(", "1", ")", depth) + "\r")
        repl.expect(re.compile("-{%d}1" % depth), "the pretty form of the deep line")
        repl.prompt()
        repl.evaluate("6 * 7", "42")
        repl.quit()
    finally:
        repl.close()


# MARK: - Main

CHECKS = [
    ("pipe: `| head -1` exits quietly", check_head_closes_stdout),
    ("pipe: a full disk (/dev/full) is reported", check_dev_full),
    ("pipe: standard error closed", check_stderr_closed),
    ("pipe: standard input closed mid-line", check_stdin_closed_mid_line),
    ("pipe: a line written in pieces", check_stdin_slow_writer),
    ("pipe: standard input not open", check_stdin_not_open),
    ("pipe: lines after bad lines still run", check_lines_after_bad_lines),
    ("pipe: meta-commands, :show switching the fast path, :quit, :plot width", check_commands_in_pipe),
    ("pipe: --assume finite", check_assume_flag),
    ("pipe: -i exact, -i precise --digits N, bad --digits", check_digits_flag),
    ("option errors escape control characters", check_option_errors_escaped),
    ("pipe: --digits, --assume without their interpreters warn", check_unused_options),
    ("command line: read without the parser as the parser reads it", check_plain_command_lines),
    ("pipe, files, -e: an unclosed ( continues on the next line", check_continuation),
    ("pipe: -i precise batches as one by one", check_precise_batches),
    ("pipe: over-long lines are skipped", check_long_lines),
    ("pipe: bytes that are not UTF-8", check_invalid_bytes),
    ("pipe: SIGINT", check_sigint),
    ("pipe: SIGINT mid-run writes the results so far", check_sigint_mid_run),
    ("pipe: a directory is a read error", check_directory_input),
    ("pipe: input nested to the limit", check_deep_input),
    ("pipe: input nested to the limit, 8 MiB soft stack", check_deep_input_default_stack),
    ("repl: history file is a directory", check_history_is_directory),
    ("repl: history file unreadable", check_history_unreadable),
    ("repl: history on a full disk", check_history_full_disk),
    ("repl: history is a link to /dev/full", check_history_dev_full),
    ("repl: history on a read-only file system", check_history_read_only),
    ("repl: corrupted and foreign history files", check_history_corrupted),
    ("repl: HOME unset", check_home_unset),
    ("repl: history size limit", check_history_size_limit),
    ("repl: terminal resized mid-line", check_resize_mid_line),
    ("repl: input nested to the limit", check_repl_deep_input),
] + io_checks.CHECKS + interrupt_checks.CHECKS


def main():
    return run_checks("faults_test.py", CHECKS)


if __name__ == "__main__":
    sys.exit(main())
