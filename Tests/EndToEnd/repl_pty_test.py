#!/usr/bin/env python3
"""End-to-end test of the interactive REPL on a pseudo-terminal, typing like a person.

Usage:
    python3 Tests/EndToEnd/repl_pty_test.py PATH/TO/tagless [extra args...]
    TAGLESS_BIN=PATH/TO/tagless python3 Tests/EndToEnd/repl_pty_test.py

Checks, in one session: an expression prints its value; Tab completes `sq` to `sqrt(`; up-arrow
recalls the previous line; Ctrl-R finds an older line; non-ASCII input (`π × 2`) works; Ctrl-C
discards the line and keeps the session; Ctrl-D exits with status 0; the history file named by
TAGLESS_HISTORY (in a directory that does not exist yet) then holds the entered lines, in a
directory created with mode 0700.

The program runs in its own session (pexpect's pty fork calls setsid; checked below), because
libedit re-raises SIGINT with kill(0, SIGINT), which reaches the whole process group.

Exit status: 0 when every check passed, 1 when one failed, 2 on bad usage.
"""

import os
import re
import shutil
import stat
import sys
import tempfile
import time

import pexpect

from pty_repl import Failure, PtyRepl, decode_history_line

TIMEOUT = 10


def value_pattern(value):
    """A regex for a printed result `value` on its own output line (e.g. "42", "= 42", "4.0")."""
    return re.compile(r"\n(?:\x1b\[[0-9;]*m|[^\n\d])*" + re.escape(value) + r"(?:\.0+)?(?![\d.])")


def start_session(binary, args, history_file):
    """The REPL under test, with its history in `history_file`."""
    env = dict(os.environ)
    env["TAGLESS_HISTORY"] = history_file
    return PtyRepl(binary, env, args=args, timeout=TIMEOUT)


def main():
    args = sys.argv[1:]
    binary = args.pop(0) if args else os.environ.get("TAGLESS_BIN")
    if not binary:
        print("usage: repl_pty_test.py PATH/TO/tagless [args...]  (or set TAGLESS_BIN)")
        return 2
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print(f"error: {binary} is not an executable file")
        return 2

    workdir = tempfile.mkdtemp(prefix="tagless-pty-")
    history_dir = os.path.join(workdir, "state", "tagless")
    history_file = os.path.join(history_dir, "history")
    session = start_session(binary, args, history_file)
    passed, failed = [], []

    def check(name, body):
        try:
            body()
        except Failure as error:
            failed.append(name)
            print(f"FAIL {name}: {error}")
            return False
        passed.append(name)
        print(f"ok   {name}")
        return True

    def own_session():
        pid = session.child.pid
        if os.getsid(pid) != pid:
            raise Failure(f"pid {pid} is not a session leader (sid {os.getsid(pid)})")
        if os.getpgid(pid) == os.getpgid(0):
            raise Failure("the program shares the test's process group")

    def first_prompt():
        session.prompt("the first prompt")

    def evaluates():
        session.send("6 * 7\r")
        session.expect(value_pattern("42"), "the value 42 of `6 * 7`")
        session.prompt()

    def tab_completes():
        session.send("sq")
        session.expect("sq", "the echo of `sq`")
        session.send("\t")
        session.expect(re.compile(r"rt\("), "Tab to insert `rt(` after `sq`")
        session.send("16)\r")
        session.expect(value_pattern("4"), "the value 4 of the completed `sqrt(16)`")
        session.prompt()

    def up_arrow_recalls():
        session.send("\x1b[A")
        session.expect(re.compile(r"sqrt\(16\)"), "up-arrow to recall `sqrt(16)`")
        session.send("\r")
        session.expect(value_pattern("4"), "the value 4 of the recalled line")
        session.prompt()

    def ctrl_r_searches():
        session.send("\x12")
        time.sleep(0.2)
        # libedit matches the search text as a regular expression: avoid `*`, `.`, `[`.
        session.send("6 ")
        session.expect(re.compile(r"6 \* 7"), "Ctrl-R `6 ` to find `6 * 7`")
        session.send("\r")
        session.expect(value_pattern("42"), "the value 42 of the found line")
        session.prompt()

    def non_ascii_input():
        session.send("π × 2\r")
        session.expect(re.compile(r"6\.28318"), "the value 6.28318… of `π × 2`")
        session.prompt()

    def bare_words_answer():
        # bc's and python's ways out and to help, typed without the colon.
        session.send("quit\r")
        session.expect(
            re.compile(re.escape("use :quit (or Ctrl-D) to leave")), "the hint for a bare `quit`")
        session.prompt()
        session.send("help\r")
        session.expect(
            re.compile(re.escape("use :help to list the commands")), "the hint for a bare `help`")
        session.prompt()
        if not session.child.isalive():
            raise Failure("the program left on a bare word")

    def unclosed_paren_continues():
        session.send("2 * (3 +\r")
        session.expect(re.compile("…"), "the continuation prompt `   …> `")
        session.send("4)\r")
        session.expect(value_pattern("14"), "the value 14 of the continued `2 * (3 + 4)`")
        session.prompt()

    def ctrl_c_keeps_session():
        session.send("1 + 2")
        session.expect(re.compile(r"1 \+ 2"), "the echo of `1 + 2`")
        session.child.sendintr()
        before = session.prompt("a fresh prompt after Ctrl-C")
        if re.search(r"\n[^\n\d]*\b3\b", before):
            raise Failure(f"the interrupted line was evaluated: {before!r}")
        if not session.child.isalive():
            raise Failure("the program died on Ctrl-C")
        session.send("6 * 7\r")
        session.expect(value_pattern("42"), "the value 42 after Ctrl-C")
        session.prompt()

    def ctrl_d_exits():
        session.child.sendeof()
        try:
            session.child.expect(pexpect.EOF)
        except pexpect.TIMEOUT:
            raise Failure(f"still running {TIMEOUT}s after Ctrl-D")
        session.child.close()
        status, signal = session.child.exitstatus, session.child.signalstatus
        if signal is not None or status != 0:
            raise Failure(f"exit status {status}, signal {signal}; want status 0")

    def history_saved():
        if not os.path.isfile(history_file):
            raise Failure(f"{history_file} was not written")
        mode = stat.S_IMODE(os.stat(history_dir).st_mode)
        if mode != 0o700:
            raise Failure(f"{history_dir} has mode {oct(mode)}; want 0o700")
        with open(history_file, encoding="utf-8", errors="surrogateescape") as file:
            lines = file.read().splitlines()
        if not lines or lines[0] != "_HiStOrY_V2_":
            raise Failure(f"not a libedit history file: {lines[:1]!r}")
        entries = [decode_history_line(line) for line in lines[1:]]
        missing = [line for line in ("6 * 7", "sqrt(16)", "π × 2") if line not in entries]
        if missing:
            raise Failure(f"missing {missing!r}; file holds {entries!r}")
        if "1 + 2" in entries:
            raise Failure("the Ctrl-C'd line `1 + 2` was saved")

    checks = [
        ("runs in its own session", own_session),
        ("prints a prompt", first_prompt),
        ("evaluates an expression", evaluates),
        ("Tab completes sq to sqrt(", tab_completes),
        ("up-arrow recalls the previous line", up_arrow_recalls),
        ("Ctrl-R finds an older line", ctrl_r_searches),
        ("non-ASCII input", non_ascii_input),
        ("quit and help as bare words answer with the command", bare_words_answer),
        ("an unclosed ( continues on the next line", unclosed_paren_continues),
        ("Ctrl-C keeps the session", ctrl_c_keeps_session),
        ("Ctrl-D exits with status 0", ctrl_d_exits),
    ]
    try:
        for name, body in checks:
            if not check(name, body):
                break  # the session is in an unknown state: later checks would mislead
        if not failed:
            check("history file holds the lines", history_saved)
    finally:
        if session.child.isalive():
            session.child.terminate(force=True)
        if failed:
            print("--- transcript ---")
            print(repr("".join(session.transcript)))
        shutil.rmtree(workdir, ignore_errors=True)

    not_run = len(checks) + 1 - len(passed) - len(failed)
    summary = f"{len(passed)} passed, {len(failed)} failed"
    print(summary + (f", {not_run} not run" if not_run else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
