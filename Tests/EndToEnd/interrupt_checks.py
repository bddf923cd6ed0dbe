"""Ctrl-C and SIGINT stop long work promptly, with the time to stop measured; run by
faults_test.py.

The REPL (on a pseudo-terminal, in its own session, so the Ctrl-C reaches only it):
`x = fib(45)`, a `:table` of fib and `fib(30)` shown through exact and precise, each interrupted
half a second in; `interrupted` must appear within 100 ms (500 ms for a debug binary: BOUNDS),
`x` keeps its value, the line is in the history, and Ctrl-D right after leaves at once. Pipe
mode: SIGINT half a second into `fib(45)`, into a long `:table` or into a power tower at 100,000
precise digits ends the process by SIGINT within the same bound, after writing the lines that
finished and none after; so does a line of 1 MB of calls of a function that takes functions
(`tw(u -> tw(v -> v * u, u), x) + …`), through eval, pretty and simplify. The tower is also
stopped by Ctrl-C in the REPL.

Each measured time is printed (`  interrupt: WHAT: N ms`), so a run of the checks against a
debug and a release build is also the measurement. Docs/Robustness.md lists the bounds.
"""

import os
import re
import signal
import subprocess
import time

import pexpect

from pty_repl import Failure, PtyRepl

TIMEOUT = 20
# From Ctrl-C (SIGINT) to the answer: `interrupted` on the terminal, or the end of the process
# in pipe mode. The issue asks for 100 ms; a release build takes 1 to 11 ms (measured). A debug
# build took 5 to 224 ms on a loaded two-core machine (83 and 88 ms in one run, 224 ms once for
# the pipe :table), so it cannot be held to 100 ms with any margin: half a second is the
# strictest bound it meets reliably there.
BOUNDS = {"release": 0.100, "debug": 0.500}


def build_of(binary):
    """`release` for a binary under a release build directory, else `debug`."""
    return "release" if "/release/" in binary else "debug"
# The precise kernels consult the cancellation between MPFR's calls and between the steps of
# Ziv's loop; one call at 100,000 digits (about 0.15 s for an exp or a log of a full-precision
# argument) runs on another thread that a cancellation stops waiting for (InterruptibleCall).
# `cos(1e22)` takes only 0.4 s in all, so a power tower of ten `0.5`s, about 2.6 s in a release
# build (nine exp-log pairs), is what is interrupted, half a second in.
PRECISE_DIGITS = 100_000
TOWER = "^".join(["0.5"] * 10)
# Long enough that the work is well under way, in any build.
RUNNING = 0.5
# Sanitizers slow everything 5 to 25 times (scripts/sanitize.sh sets this).
SLOWDOWN = 25 if os.environ.get("TAGLESS_SANITIZER") else 1

FIB = "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)"


def report(what, seconds):
    print(f"  interrupt: {what}: {seconds * 1000:.1f} ms")


def within(what, seconds, bound):
    report(what, seconds)
    if seconds > bound * SLOWDOWN:
        raise Failure(f"{what}: {seconds * 1000:.1f} ms from the signal; the bound is "
                      f"{bound * SLOWDOWN * 1000:.0f} ms")


# MARK: - REPL


class Repl(PtyRepl):
    """The REPL on a pty, uncoloured, its history in `history`."""

    def __init__(self, binary, history):
        self.bound = BOUNDS[build_of(binary)]
        env = {k: v for k, v in os.environ.items() if k not in ("XDG_STATE_HOME",)}
        env["TAGLESS_HISTORY"] = history
        env["NO_COLOR"] = "1"
        super().__init__(binary, env, timeout=TIMEOUT)
        pid = self.child.pid
        if os.getsid(pid) != pid:
            raise Failure("the REPL does not lead its own session: Ctrl-C would reach the test")
        self.prompt("the first prompt")

    def evaluate(self, line, value):
        self.send(line + "\r")
        self.expect(re.compile(r"\n" + re.escape(value) + r"\r?\n"), f"{value} from {line!r}")
        self.prompt(f"the prompt after {line!r}")

    def interrupt(self, line, what):
        """Enters `line`, presses Ctrl-C `RUNNING` seconds later and waits for `interrupted`
        within the bound, then for the prompt."""
        before = len(self.text())
        self.send(line + "\r")
        self.expect(re.compile(re.escape(line) + r"\r?\n"), f"the echo of {line!r}")
        time.sleep(RUNNING)
        self.child.expect([pexpect.TIMEOUT, pexpect.EOF], timeout=0)  # what came meanwhile
        if self.text()[before:].count("\n") > 1 or not self.child.isalive():
            raise Failure(f"{line!r} ended before Ctrl-C: {self.text()[-300:]!r}")
        start = time.monotonic()
        self.child.sendintr()
        # The terminal echoes the Ctrl-C as `^C` before the answer.
        self.expect(re.compile(r"(?:\n|\^C)interrupted\r?\n"), f"`interrupted` after Ctrl-C on {line!r}")
        within(what, time.monotonic() - start, self.bound)
        self.prompt(f"the prompt after the interrupted {line!r}")

    def leave_at_once(self, after):
        """Ctrl-D: the REPL must end within a second, with status 0."""
        start = time.monotonic()
        self.child.sendeof()
        try:
            self.child.expect(pexpect.EOF, timeout=TIMEOUT)
        except pexpect.TIMEOUT:
            raise Failure(f"still running {TIMEOUT} s after Ctrl-D ({after})")
        seconds = time.monotonic() - start
        self.child.close()
        report(f"Ctrl-D {after} to the end of the process", seconds)
        if seconds > 1.0 * SLOWDOWN:
            raise Failure(f"Ctrl-D {after} took {seconds:.2f} s")
        if self.child.signalstatus is not None or self.child.exitstatus != 0:
            raise Failure(f"Ctrl-D {after}: status {self.child.exitstatus}, "
                          f"signal {self.child.signalstatus}")

    def close(self):
        if self.child.isalive():
            self.child.terminate(force=True)


def check_repl_interrupts_recursion(binary, workdir):
    """`x = fib(45)` stopped by Ctrl-C: `interrupted` within the bound, `x` unchanged, the line
    in the history (up-arrow), and Ctrl-D right after leaves at once with status 0."""
    repl = Repl(binary, os.path.join(workdir, "history"))
    try:
        repl.evaluate(FIB, "defined " + FIB)
        repl.evaluate("x = 1", "x = 1")
        repl.interrupt("x = fib(45)", "REPL, x = fib(45)")
        repl.evaluate("x", "1")
        repl.send("\x1b[A\x1b[A")  # the line before `x`
        # libedit redraws only what changed: from `x` it may move the cursor over the space.
        repl.expect(re.compile(r"x(?: |\r|\x1b\[\d*G)*= fib\(45\)"),
                    "up-arrow to recall `x = fib(45)`")
        repl.send("\x15")  # Ctrl-U: drop the recalled line
        repl.interrupt("fib(45)", "REPL, fib(45) again")
        repl.leave_at_once("right after a Ctrl-C")
    finally:
        repl.close()


def check_repl_interrupts_table(binary, workdir):
    """A `:table` of fib stopped by Ctrl-C, then the session goes on."""
    repl = Repl(binary, os.path.join(workdir, "history"))
    try:
        repl.evaluate(FIB, "defined " + FIB)
        # About 1.9 s of CPU in a release build (calls on the CallMachine): well under way at
        # RUNNING.
        repl.interrupt(":table fib(x) for x in 25..35 step 1", "REPL, :table fib(x) 25..35")
        repl.evaluate("fib(10)", "55")
        repl.leave_at_once("after an interrupted :table")
    finally:
        repl.close()


def check_repl_interrupts_exact_precise(binary, workdir):
    """`fib(30)` through eval, exact and precise stopped by Ctrl-C."""
    repl = Repl(binary, os.path.join(workdir, "history"))
    try:
        repl.evaluate(FIB, "defined " + FIB)
        repl.send(":show eval exact precise\r")
        repl.prompt("the prompt after :show")
        repl.interrupt("fib(30)", "REPL, fib(30) in eval, exact and precise")
        repl.evaluate("fib(5)", "precise: 5")
        repl.leave_at_once("after an interrupted exact and precise line")
    finally:
        repl.close()


def check_repl_interrupts_precise_digits(binary, workdir):
    """A power tower at `:digits 100000` stopped by Ctrl-C within the bound (one MPFR call at
    that precision takes longer than the bound), then the session goes on and Ctrl-D leaves at
    once although the abandoned call may still be running."""
    repl = Repl(binary, os.path.join(workdir, "history"))
    try:
        repl.send(f":digits {PRECISE_DIGITS}\r")
        repl.prompt("the prompt after :digits")
        repl.interrupt(f":precise {TOWER}", f"REPL, :precise {TOWER} at {PRECISE_DIGITS} digits")
        repl.evaluate(":precise 1/4", "0.25")
        repl.leave_at_once("after an interrupted 100,000-digit line")
    finally:
        repl.close()


# MARK: - Pipe mode


def interrupt_pipe(binary, args, data, what, bound):
    """Runs `binary args` on `data`, sends SIGINT `RUNNING` seconds in, and checks it ends by
    SIGINT within `bound`; returns (stdout, stderr)."""
    child = subprocess.Popen(
        [binary, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdin.write(data)
    child.stdin.close()
    child.stdin = None  # written and closed: communicate() only reads
    time.sleep(RUNNING)
    if child.poll() is not None:
        raise Failure(f"{what}: ended before SIGINT, status {child.returncode}, "
                      f"output {child.stdout.read()[:200]!r}")
    start = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        stdout, stderr = child.communicate(timeout=max(TIMEOUT, 2 * bound * SLOWDOWN))
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        raise Failure(f"{what}: still running {max(TIMEOUT, 2 * bound * SLOWDOWN)} s after SIGINT")
    within(what, time.monotonic() - start, bound)
    if child.returncode != -signal.SIGINT:
        raise Failure(f"{what}: returncode {child.returncode}; want {-signal.SIGINT} (SIGINT)")
    return stdout, stderr


def check_pipe_interrupts_recursion(binary, workdir):
    """SIGINT in `fib(45)`: `2` (the line before) written, `3` (the line after) not."""
    data = f"{FIB}\n1 + 1\nfib(45)\n3\n".encode()
    stdout, stderr = interrupt_pipe(binary, [], data, "pipe, fib(45)", BOUNDS[build_of(binary)])
    if (stdout, stderr) != (b"2\n", b""):
        raise Failure(f"output {stdout!r}, errors {stderr!r}; want b'2\\n' and nothing")


def check_pipe_interrupts_precise(binary, _):
    """SIGINT in a power tower at 100,000 precise digits: ends by SIGINT within the bound,
    nothing written."""
    args = ["-i", "precise", "--digits", str(PRECISE_DIGITS), "-e", TOWER]
    stdout, stderr = interrupt_pipe(
        binary, args, b"", f"pipe, -i precise --digits {PRECISE_DIGITS} {TOWER}",
        BOUNDS[build_of(binary)])
    if (stdout, stderr) != (b"", b""):
        raise Failure(f"output {stdout[:200]!r}, errors {stderr[:200]!r}; want none")


def check_pipe_interrupts_table(binary, _):
    """SIGINT in a long `:table`: rows are not half written, the next line does not run."""
    data = f"{FIB}\n7\n:table fib(x) for x in 20..45 step 1\n8\n".encode()
    stdout, stderr = interrupt_pipe(
        binary, [], data, "pipe, :table fib(x) 20..45", BOUNDS[build_of(binary)])
    lines = stdout.decode().splitlines()
    if stderr != b"" or lines[:1] != ["7"] or "8" in lines[1:]:
        raise Failure(f"output {stdout[-200:]!r}, errors {stderr[:200]!r}")


# One line of 1 MB (the line limit) of calls of a function that takes functions, each
# expanded by parsing its body (or, in the printer, kept as written).
HIGHER_ORDER = "tw(h, y) = h(h(y))"
HIGHER_ORDER_TERM = "tw(u -> tw(v -> v * u, u), x)"
HIGHER_ORDER_LINE = "+".join([HIGHER_ORDER_TERM] * ((1 << 20) // (len(HIGHER_ORDER_TERM) + 1)))


# The line is long, so what came before it is written before it runs, and SIGINT in it ends the
# process at once rather than after freeing what the stopped line built (measured, release:
# 2 to 12 ms from the signal to the end of the process, sent 0.5 to 8 s in; before, pretty and
# simplify took 16 to 160 ms, most of it freeing). The standard bounds hold it.


def check_pipe_interrupts_higher_order_line(binary, _):
    """SIGINT in a line of 1 MB of calls of `tw`, through eval, pretty and simplify: ends by
    SIGINT within the bound; the line before is written, the line after does not run."""
    data = f"{HIGHER_ORDER}\nx = 2\n7\n{HIGHER_ORDER_LINE}\n8\n".encode()
    for view in ["eval", "pretty", "simplify"]:
        stdout, stderr = interrupt_pipe(
            binary, ["-i", view], data, f"pipe, -i {view}, a 1 MB line of calls of tw",
            BOUNDS[build_of(binary)])
        if (stdout, stderr) != (b"7\n", b""):
            raise Failure(f"-i {view}: output {stdout[-200:]!r}, errors {stderr[:200]!r}; "
                          "want b'7\\n' and nothing")


CHECKS = [
    ("repl: Ctrl-C stops x = fib(45) at once; x, history and Ctrl-D after",
     check_repl_interrupts_recursion),
    ("repl: Ctrl-C stops a :table at once", check_repl_interrupts_table),
    ("repl: Ctrl-C stops fib(30) in exact and precise at once",
     check_repl_interrupts_exact_precise),
    ("repl: Ctrl-C stops a power tower at 100,000 digits at once",
     check_repl_interrupts_precise_digits),
    ("pipe: SIGINT stops fib(45) at once", check_pipe_interrupts_recursion),
    ("pipe: SIGINT stops a power tower at 100,000 digits at once",
     check_pipe_interrupts_precise),
    ("pipe: SIGINT stops a :table at once", check_pipe_interrupts_table),
    ("pipe: SIGINT stops a 1 MB line of calls of a function that takes functions at once",
     check_pipe_interrupts_higher_order_line),
]
