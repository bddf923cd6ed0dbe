"""Checks of what `tagless` reads and writes at its edges, run by faults_test.py.

Terminal injection through error lines, long lines echoed as a window, a UTF-8 byte order mark,
a non-blocking standard input, `-e` values, repeated options, help written to a full disk,
a sum of 100,000 terms, and the warning of stale callers in pipe mode.
Docs/Robustness.md lists the behaviour each check expects.
"""

import fcntl
import os
import re
import subprocess
import time

from pty_repl import Failure

TIMEOUT = 20

# What a terminal acts on: C0 controls but tab and the line feed between lines, DEL, and C1
# controls and bidirectional formatting as UTF-8.
ACTIVE = re.compile(
    rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\xa8-\xae]|\xe2\x81[\xa6-\xa9]"
    rb"|\xe2\x80[\x8e\x8f]|\xd8\x9c"
)


def run(binary, args=(), data=b"", timeout=TIMEOUT, **streams):
    """Runs the binary on `data`; returns (status, stdout, stderr)."""
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **streams}
    try:
        result = subprocess.run([binary, *args], input=data, timeout=timeout, **streams)
    except subprocess.TimeoutExpired:
        raise Failure(f"still running after {timeout}s")
    return result.returncode, result.stdout, result.stderr


def check_terminal_injection(binary, _):
    """Controls from the input are shown escaped in error lines, the caret under its column."""
    lines = [
        b"1 + \x1b]0;pwned\x07 2",
        b"\x1b[2J\x1b[H1 + $",
        b"1 + \xc2\x9b31m 2",
        b"x = 1 \xe2\x80\xae+ 2",
        b"\xe2\x81\xa6 1 \r+ \x00 2 \x7f",
        b":assume \x1b]0;pwned\x07",
    ]
    status, stdout, stderr = run(binary, data=b"\n".join(lines) + b"\n")
    if status != 1 or stdout != b"":
        raise Failure(f"status {status}, output {stdout!r}")
    found = ACTIVE.search(stderr)
    if found:
        raise Failure(f"a control reached the terminal: {stderr[max(found.start() - 40, 0):found.end() + 40]!r}")
    errors = stderr.decode().split("\n")
    want = [
        "stdin:1:5: error: unexpected character U+001B",
        r"1 + \u{1B}]0;pwned\u{7} 2",
        "    ^",
    ]
    if errors[:3] != want:
        raise Failure(f"first error: {errors[:3]!r}")
    if r":assume \u{1B}]0;pwned\u{7}" not in stderr.decode():
        raise Failure(f"command error: {stderr!r}")
    status, _, stderr = run(binary, args=["/tmp/no\x1b]0;such\x07"])
    if status != 1 or ACTIVE.search(stderr) or rb"\u{1B}" not in stderr:
        raise Failure(f"a file name with controls: {stderr!r}")


def check_long_line_window(binary, _):
    """An error on a 9 KB line echoes a window around the caret, not the line."""
    line = b"1 + " * 1000 + b"$" + b" + 1" * 1200
    status, _, stderr = run(binary, data=line + b"\n")
    header, shown, caret, *rest = stderr.decode().split("\n")
    if status != 1 or header != "stdin:1:4001: error: unexpected character '$'":
        raise Failure(f"status {status}, header {header!r}")
    if len(shown) > 80 or not shown.startswith("…") or not shown.endswith("…"):
        raise Failure(f"shown line ({len(shown)} columns): {shown!r}")
    if len(caret) > 80 or caret.strip() != "^" or shown[len(caret) - 1] != "$":
        raise Failure(f"caret {caret!r} under {shown!r}")
    if rest != [""]:
        raise Failure(f"more after the caret: {rest!r}")


def check_byte_order_mark(binary, workdir):
    """A UTF-8 byte order mark at the start of standard input or of a file is skipped."""
    bom = b"\xef\xbb\xbf"
    status, stdout, stderr = run(binary, data=bom + b"1 + 1\n2 * 3\n")
    if (status, stdout, stderr) != (0, b"2\n6\n", b""):
        raise Failure(f"standard input: {status}, {stdout!r}, {stderr!r}")
    first, second = os.path.join(workdir, "a.tagless"), os.path.join(workdir, "b.tagless")
    with open(first, "wb") as file:
        file.write(bom + b"x = 20\n")
    with open(second, "wb") as file:
        file.write(bom + b"x + 1")  # no newline either
    status, stdout, stderr = run(binary, args=[first, second])
    if (status, stdout, stderr) != (0, b"21\n", b""):
        raise Failure(f"files: {status}, {stdout!r}, {stderr!r}")
    # Only at the start: one further in is an error, as any U+FEFF is.
    status, stdout, stderr = run(binary, data=b"1\n" + bom + b"2\n")
    if status != 1 or stdout != b"1\n" or b"stdin:2:1: error: unexpected character U+FEFF" not in stderr:
        raise Failure(f"a mark on line 2: {status}, {stdout!r}, {stderr!r}")


def check_nonblocking_stdin(binary, _):
    """A non-blocking standard input, written slowly, is read to its end, not to the first
    EAGAIN."""
    reader, writer = os.pipe()
    flags = fcntl.fcntl(reader, fcntl.F_GETFL)
    fcntl.fcntl(reader, fcntl.F_SETFL, flags | os.O_NONBLOCK)
    child = subprocess.Popen(
        [binary], stdin=reader, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    os.close(reader)
    try:
        for line in (b"1 + 1\n", b"2 * 3\n", b"7 - 2\n"):
            os.write(writer, line)
            time.sleep(0.3)
    except BrokenPipeError:
        child.kill()
        raise Failure(f"stopped reading early: {child.communicate()!r}")
    finally:
        os.close(writer)
    try:
        stdout, stderr = child.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        child.kill()
        raise Failure("still running after its input ended")
    if (child.returncode, stdout, stderr) != (0, b"2\n6\n5\n", b""):
        raise Failure(f"{child.returncode}, {stdout!r}, {stderr!r}")


def check_repeated_options(binary, _):
    """Repeated options cost linear time: 16,000 `-i eval` and 8,000 `--bail` in a moment."""
    for args in (["-i", "eval"] * 16000, ["--bail"] * 8000, ["--via", "enum"] * 8000):
        started = time.monotonic()
        status, stdout, stderr = run(binary, args=args + ["-e", "6 * 7"])
        elapsed = time.monotonic() - started
        if (status, stdout, stderr) != (0, b"42\n", b""):
            raise Failure(f"{len(args)} arguments {args[:2]}…: {status}, {stdout!r}, {stderr!r}")
        if elapsed > 5:
            raise Failure(f"{len(args)} arguments {args[:2]}… took {elapsed:.1f} s")


def check_expression_option(binary, _):
    """`-e` takes a value that starts with '-', and repeats: each runs in order."""
    cases = [
        (["-e", "-7"], (0, b"-7\n", b"")),
        (["-e", "--7"], (0, b"7\n", b"")),
        (["-e", "x = 2", "-e", "x * 21", "-e", "-x"], (0, b"42\n-2\n", b"")),
        (["-e", "1", "-e", "2 +", "-e", "3"], (1, b"1\n3\n", b"-e:2:4: error: expected an expression after '+'\n2 +\n   ^\n")),
        (["--bail", "-e", "1", "-e", "2 +", "-e", "3"], (1, b"1\n", b"-e:2:4: error: expected an expression after '+'\n2 +\n   ^\n")),
    ]
    for args, want in cases:
        got = run(binary, args=args)
        if got != want:
            raise Failure(f"{args}: got {got!r}, want {want!r}")
    status, _, stderr = run(binary, args=["-e"])
    if status != 64 or b"Missing value for '-e <expr>'" not in stderr:
        raise Failure(f"-e alone: {status}, {stderr!r}")
    # An expression given where a file is expected (`tagless 2+2`) is answered with the -e
    # that evaluates it; a missing file of an ordinary name is not.
    for name, hinted in [("2+2", True), ("sqrt(2)", True), ("5!", True), ("nofile.tagless", False),
                         ("dir/2+2", False)]:
        status, stdout, stderr = run(binary, args=[name])
        hint = f"; to evaluate it, write: tagless -e '{name}'".encode()
        if status != 1 or stdout != b"" or (hint in stderr) != hinted or b"cannot read" not in stderr:
            raise Failure(f"tagless {name}: {status}, {stdout!r}, {stderr!r}")


def check_help_to_full_disk(binary, _):
    """Help and version written to a full disk: a message and status 1, not silence and 0."""
    want = b"tagless: cannot write to standard output: No space left on device\n"
    for args in (["--help"], ["--version"], ["--generate-completion-script", "bash"]):
        with open("/dev/full", "wb") as full:
            status, _, stderr = run(binary, args=args, stdout=full)
        if (status, stderr) != (1, want):
            raise Failure(f"{args}: {status}, {stderr!r}")
        status, stdout, stderr = run(binary, args=args)
        if status != 0 or stderr != b"" or not stdout.endswith(b"\n") or len(stdout) < 6:
            raise Failure(f"{args} to a pipe: {status}, {stdout[:80]!r}, {stderr!r}")


def check_long_chains(binary, _):
    """`seq -s+ 1 100000 | tagless`: a chain is long, not deep, in both encodings.

    The sum of 100,000 terms is 5000050000 through the tagless interpreters and the enum tree,
    and so are its pretty print's terms; a run of minus signs past the height limit as a
    right operand is still an error at its operator.
    """
    line = "+".join(str(n) for n in range(1, 100001)).encode() + b"\n"
    for via in ("tagless", "enum"):
        status, stdout, stderr = run(binary, args=["--via", via], data=line, timeout=120)
        if (status, stdout, stderr) != (0, b"5000050000\n", b""):
            raise Failure(f"--via {via}: {status}, {stdout[:80]!r}, {stderr[:200]!r}")
        status, stdout, stderr = run(
            binary, args=["--via", via, "-i", "pretty"], data=line, timeout=120)
        if status != 0 or stdout != line.replace(b"+", b" + ") or stderr != b"":
            raise Failure(f"--via {via} -i pretty: {status}, {stdout[:80]!r}, {stderr[:200]!r}")
        status, stdout, stderr = run(binary, args=["--via", via], data=b"1 + " + b"-" * 2000 + b"1\n")
        if status != 1 or b"stdin:1:3: error: expression is too deep" not in stderr:
            raise Failure(f"--via {via}, 2000 signs after '+': {status}, {stderr[:200]!r}")


def check_stale_warning_in_pipe(binary, _):
    """Pipe mode warns of the callers a redefinition left stale, as `-e` does, on its fast path
    (eval through the tagless interpreters) and off it; then the stale call is an error."""
    lines = [
        "f(x) = x^2", "twice(h, x) = h(h(x))", "uses(x) = twice(f, x)",
        "twice(h, x) = h(x) > 1", "uses(2)",
        "g(x) = f(x) + 1", "f(x) = x > 1", "g(2)",
    ]
    expressions = [arg for line in lines for arg in ("-e", line)]
    data = ("\n".join(lines) + "\n").encode()
    for via in ("tagless", "enum"):
        status, stdout, stderr = run(binary, args=["--via", via], data=data)
        want = run(binary, args=["--via", via, *expressions])
        if (status, stdout, stderr.replace(b"stdin:", b"-e:")) != want:
            raise Failure(f"--via {via}: pipe {status}, {stdout!r}, {stderr!r}; -e {want!r}")
        warnings = re.findall(rb"^stdin:(\d+):1: warning: '(\w+)' calls '(\w+)'", stderr, re.M)
        if warnings != [(b"4", b"uses", b"twice"), (b"7", b"g", b"f")]:
            raise Failure(f"--via {via}: warnings {warnings!r} in {stderr!r}")


CHECKS = [
    ("pipe: controls in the input are escaped in errors", check_terminal_injection),
    ("pipe: a long line is echoed as a window", check_long_line_window),
    ("pipe: a UTF-8 byte order mark is skipped", check_byte_order_mark),
    ("pipe: a non-blocking standard input is waited on", check_nonblocking_stdin),
    ("options: repeated options take linear time", check_repeated_options),
    ("options: -e -7, and -e repeated", check_expression_option),
    ("options: --help and --version to a full disk", check_help_to_full_disk),
    ("pipe: a sum of 100,000 terms in both encodings", check_long_chains),
    ("pipe: a redefinition warns of stale callers as -e does", check_stale_warning_in_pipe),
]
