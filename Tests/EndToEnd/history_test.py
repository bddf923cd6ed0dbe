#!/usr/bin/env python3
"""History shared by REPLs on pseudo-terminals: no session loses a line.

Usage:
    python3 Tests/EndToEnd/history_test.py PATH/TO/tagless
    TAGLESS_BIN=PATH/TO/tagless python3 Tests/EndToEnd/history_test.py

Checks:
- two sessions on one history file take turns: after each answer the file holds every line
  entered so far, by either, in order; the one that leaves first loses nothing when the other
  leaves; a third session recalls both sessions' lines;
- a session killed with SIGKILL has saved every line it answered, and not the half-typed one;
  the file stays loadable;
- SIGTERM and SIGHUP, at the prompt with a half-typed line and while a line runs, end the
  session by that signal with every entered line saved, the running one too;
- two sessions typing at once into a file at its 1,000-entry limit (so that nearly every line
  trims the file, renaming a new one over it while the other may wait for the lock): the file
  ends with exactly 1,000 entries, every new line of both sessions in its session's order, after
  the newest of the old ones.

No check sleeps: an answer on the terminal comes after its line was appended.
Prints one line per check and a final `N passed, M failed` line; exit status 1 when a check
failed, 2 on bad usage.
"""

import os
import re
import time
import signal
import sys

import pexpect

from pty_repl import Failure, PtyRepl, history_file_entries, run_checks

TIMEOUT = 20
HISTORY_LIMIT = 1000  # LineEditor's historyLimit


# MARK: - Helpers


class Repl(PtyRepl):
    """One REPL with its history in `history`, uncoloured."""

    def __init__(self, binary, history):
        env = {k: v for k, v in os.environ.items() if k not in ("XDG_STATE_HOME",)}
        env["TAGLESS_HISTORY"] = history
        env["NO_COLOR"] = "1"
        super().__init__(binary, env, timeout=TIMEOUT)
        self.prompt("the first prompt")

    def evaluate(self, line, value):
        """Enters `line` and waits for its answer `value` and the next prompt."""
        self.send(line + "\r")
        self.expect(re.compile(r"\n" + re.escape(value) + r"\r?\n"), f"{value} from {line!r}")
        self.prompt(f"the prompt after {line!r}")

    def leave(self):
        """Ctrl-D; fails unless the REPL exits with status 0 and no warning."""
        self.child.sendeof()
        self.wait_for_end("Ctrl-D")
        if self.child.signalstatus is not None or self.child.exitstatus != 0:
            raise Failure(f"exit status {self.child.exitstatus}, signal {self.child.signalstatus}")
        if "warning" in self.text():
            raise Failure(f"a warning: {self.text()[-300:]!r}")

    def wait_for_end(self, after):
        try:
            self.child.expect(pexpect.EOF)
        except pexpect.TIMEOUT:
            raise Failure(f"still running {TIMEOUT}s after {after}")
        self.child.close()

    def close(self):
        if self.child.isalive():
            self.child.terminate(force=True)


def expect_entries(path, wanted, what):
    entries = history_file_entries(path)
    if entries != wanted:
        raise Failure(f"{what}: the file holds {entries[-12:]!r}, want {wanted[-12:]!r}")


# MARK: - Checks


def check_two_sessions_interleave(binary, workdir):
    """Two sessions take turns; each line is in the file once answered; leaving loses nothing."""
    history = os.path.join(workdir, "state", "history")
    first, second = Repl(binary, history), Repl(binary, history)
    try:
        entered = []
        turns = [(first, "1 + 1", "2"), (second, "2 * 5", "10"), (first, "3 ^ 2", "9"),
                 (second, "sqrt(16)", "4"), (second, "20 - 3", "17"), (first, "π × 0", "0")]
        for session, line, value in turns:
            session.evaluate(line, value)
            entered.append(line)
            expect_entries(history, entered, f"after {line!r}")
        first.leave()
        second.evaluate("6 * 7", "42")
        entered.append("6 * 7")
        second.leave()
        expect_entries(history, entered, "after both left")
        third = Repl(binary, history)
        try:
            for recalled in ("6 * 7", "π × 0"):  # the second's newest, then the first's
                third.send("\x1b[A")
                third.expect(re.compile(re.escape(recalled)), f"up-arrow to recall {recalled!r}")
            third.send("\r")
            third.expect(re.compile(r"\n0\r?\n"), "the answer 0 of the recalled `π × 0`")
            third.prompt()
            third.leave()
        finally:
            third.close()
        # The recalled line repeats no newest entry, so it is appended again.
        expect_entries(history, entered + ["π × 0"], "after the third session")
    finally:
        first.close()
        second.close()


def check_killed_session(binary, workdir):
    """SIGKILL after some lines: every answered line is saved, the half-typed one is not."""
    history = os.path.join(workdir, "history")
    with open(history, "w") as file:
        file.write("_HiStOrY_V2_\nold\\040line\n")
    session = Repl(binary, history)
    try:
        for line, value in (("2 + 3", "5"), ("x = 4", "x = 4"), ("x * x", "16")):
            session.evaluate(line, value)
        session.send("123 + 4")
        session.expect(re.compile(r"123 \+ 4"), "the echo of the half-typed line")
        session.child.kill(signal.SIGKILL)
        session.wait_for_end("SIGKILL")
        if session.child.signalstatus != signal.SIGKILL:
            raise Failure(f"ended with status {session.child.exitstatus}, "
                          f"signal {session.child.signalstatus}; want SIGKILL")
    finally:
        session.close()
    entered = ["old line", "2 + 3", "x = 4", "x * x"]
    expect_entries(history, entered, "after SIGKILL")
    after = Repl(binary, history)
    try:
        after.send("\x1b[A")
        after.expect(re.compile(r"x \* x"), "up-arrow to recall the killed session's last line")
        after.send("\x15")  # Ctrl-U: drop the recalled line
        after.evaluate("7 - 7", "0")
        after.leave()
    finally:
        after.close()
    expect_entries(history, entered + ["7 - 7"], "after the next session")


def ended_by(session, number, after):
    """Sends signal `number`; fails unless the REPL ends by it (libedit's handler puts the
    terminal back and raises it again with the default action)."""
    session.child.kill(number)
    session.wait_for_end(after)
    if session.child.signalstatus != number:
        raise Failure(f"{after}: ended with status {session.child.exitstatus}, "
                      f"signal {session.child.signalstatus}; want {signal.Signals(number).name}")


def check_terminated_session(binary, workdir):
    """SIGTERM and SIGHUP (a closed terminal window), at the prompt with a half-typed line and
    while a line runs: every entered line is saved, the running one too (it is appended before
    it runs), the half-typed one not; the file stays loadable."""
    fib = "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)"
    for number in (signal.SIGTERM, signal.SIGHUP):
        name = signal.Signals(number).name
        history = os.path.join(workdir, f"history-{name}")
        session = Repl(binary, history)
        try:
            session.evaluate("2 + 3", "5")
            session.send("123 + 4")
            session.expect(re.compile(r"123 \+ 4"), "the echo of the half-typed line")
            ended_by(session, number, f"{name} at the prompt")
        finally:
            session.close()
        expect_entries(history, ["2 + 3"], f"after {name} at the prompt")
        session = Repl(binary, history)
        try:
            session.evaluate(fib, "defined " + fib)
            session.send("fib(45)\r")
            session.expect(re.compile(r"fib\(45\)\r?\n"), "the echo of fib(45)")
            # The terminal echoes the line before the REPL has read it and appended it to the
            # file: give it time to get into the computation.
            time.sleep(0.5)
            ended_by(session, number, f"{name} while fib(45) runs")
        finally:
            session.close()
        expect_entries(history, ["2 + 3", fib, "fib(45)"], f"after {name} while a line runs")
        after = Repl(binary, history)
        try:
            after.send("\x1b[A")
            after.expect(re.compile(r"fib\(45\)"), f"up-arrow to recall the line {name} cut")
            after.send("\x15")  # Ctrl-U: drop the recalled line
            after.leave()
        finally:
            after.close()


def check_concurrent_trimming(binary, workdir):
    """Two sessions typing at once into a full file: the newest 1,000 lines, none lost."""
    history = os.path.join(workdir, "history")
    old = [f"{i}\\040+\\0400" for i in range(HISTORY_LIMIT - 5)]
    with open(history, "w") as file:
        file.write("_HiStOrY_V2_\n" + "".join(line + "\n" for line in old))
    count = 40
    sessions = [Repl(binary, history), Repl(binary, history)]
    lines = [[f"{base} + {k}" for k in range(count)] for base in (10000, 20000)]
    try:
        for session, own in zip(sessions, lines):
            session.send("".join(line + "\r" for line in own))  # typed ahead, all at once
        for session, base in zip(sessions, (10000, 20000)):
            session.expect(re.compile(rf"\n{base + count - 1}\r?\n"), "the last answer")
            session.prompt()
        for session in sessions:
            session.leave()
    finally:
        for session in sessions:
            session.close()
    entries = history_file_entries(history)
    if len(entries) != HISTORY_LIMIT:
        raise Failure(f"{len(entries)} entries; want exactly {HISTORY_LIMIT}")
    for own in lines:
        mine = [entry for entry in entries if entry in own]
        if mine != own:
            missing = [line for line in own if line not in entries]
            raise Failure(f"a session's lines: missing {missing!r}, or out of order: {mine[:5]!r}")
    kept = HISTORY_LIMIT - 2 * count
    wanted_old = [f"{i} + 0" for i in range(HISTORY_LIMIT - 5)][-kept:]
    if entries[:kept] != wanted_old:
        raise Failure(f"the old entries kept: {entries[:3]!r}…; want {wanted_old[:3]!r}…")
    leftovers = [name for name in os.listdir(workdir) if name.endswith(".tmp")]
    if leftovers:
        raise Failure(f"temporary files left behind: {leftovers!r}")


# MARK: - Main

CHECKS = [
    ("two sessions take turns on one history file", check_two_sessions_interleave),
    ("a session killed with SIGKILL loses only the half-typed line", check_killed_session),
    ("SIGTERM and SIGHUP, at the prompt and mid-line, lose only the half-typed line",
     check_terminated_session),
    ("two sessions typing at once at the size limit", check_concurrent_trimming),
]


def main():
    return run_checks("history_test.py", CHECKS)


if __name__ == "__main__":
    sys.exit(main())
