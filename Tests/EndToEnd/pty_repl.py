"""The REPL on a pseudo-terminal, shared by the end-to-end tests (`repl_pty_test.py`,
`faults_test.py`, `history_test.py`): spawns `tagless`, keeps a transcript of everything it printed, and waits for
patterns, failing with what it saw."""

import os
import re
import shutil
import sys
import tempfile
import termios
import time

import pexpect

# The prompt, possibly coloured: SGR sequences may come before any of its characters.
SGR = r"(?:\x1b\[[0-9;]*m)*"
PROMPT = re.compile(SGR + SGR.join(re.escape(c) for c in "tagless> "))


def decode_history_line(raw):
    """Undo libedit's strvis encoding (octal escapes such as \\040, and \\\\) of one line."""
    data = raw.encode("utf-8", "surrogateescape")
    out = bytearray()
    i = 0
    while i < len(data):
        if data[i] == 0x5C and re.fullmatch(rb"[0-7]{3}", data[i + 1 : i + 4] or b""):
            out.append(int(data[i + 1 : i + 4], 8))
            i += 4
        elif data[i] == 0x5C and i + 1 < len(data) and data[i + 1] == 0x5C:
            out.append(0x5C)
            i += 2
        else:
            out.append(data[i])
            i += 1
    return out.decode("utf-8", "replace")


def history_file_entries(path):
    """The decoded entries of the libedit history file at `path`, oldest first."""
    if not os.path.isfile(path):
        raise Failure(f"{path} was not written")
    with open(path, encoding="utf-8", errors="surrogateescape") as file:
        lines = file.read().split("\n")
    if not lines or lines[0] != "_HiStOrY_V2_":
        raise Failure(f"{path} is not a libedit history file: {lines[:1]!r}")
    if lines[-1] != "":
        raise Failure(f"{path} does not end with a newline: {lines[-1]!r}")
    return [decode_history_line(line) for line in lines[1:-1]]


class Failure(Exception):
    """A check failed; the message says what was expected."""


class Skip(Exception):
    """A check cannot run here; the message says why."""


def run_checks(script, checks):
    """The main function of a test script: runs each `(name, check)` of `checks` as
    `check(binary, a fresh directory)` on the binary named by the one argument (or TAGLESS_BIN),
    prints `ok`, `FAIL` or `skip` a check and a final `N passed, M failed` line, and returns the
    exit status: 0, 1 when a check failed, 2 on bad usage. The directories are open to every
    user, for checks that drop root."""
    args = sys.argv[1:]
    binary = args[0] if args else os.environ.get("TAGLESS_BIN")
    if not binary or len(args) > 1:
        print(f"usage: {script} PATH/TO/tagless  (or set TAGLESS_BIN)")
        return 2
    binary = os.path.abspath(binary)
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print(f"error: {binary} is not an executable file")
        return 2
    passed = failed = skipped = 0
    workdir = tempfile.mkdtemp(prefix="tagless-" + script.split("_")[0] + "-")
    os.chmod(workdir, 0o755)
    try:
        for name, check in checks:
            casedir = tempfile.mkdtemp(dir=workdir)
            os.chmod(casedir, 0o777)
            try:
                check(binary, casedir)
            except Skip as reason:
                skipped += 1
                print(f"skip {name}: {reason}")
            except Failure as failure:
                failed += 1
                print(f"FAIL {name}: {failure}")
            except Exception as error:  # a broken check is a failure too
                failed += 1
                print(f"FAIL {name}: {type(error).__name__}: {error}")
            else:
                passed += 1
                print(f"ok   {name}")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if skipped:
        print(f"{skipped} skipped")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


class PtyRepl:
    """The REPL on a pty, with a transcript of everything it printed."""

    def __init__(self, binary, env, args=(), timeout=10, dimensions=(24, 100), preexec_fn=None):
        env = dict(env)
        if env.get("TERM", "dumb") in ("", "dumb"):
            env["TERM"] = "xterm"
        self.timeout = timeout
        self.transcript = []
        self.child = pexpect.spawn(
            binary, list(args), env=env, encoding="utf-8", codec_errors="replace",
            timeout=timeout, dimensions=dimensions, preexec_fn=preexec_fn,
        )
        self.child.logfile_read = self

    # pexpect logs what it reads through write/flush.
    def write(self, text):
        self.transcript.append(text)

    def flush(self):
        pass

    def text(self):
        return "".join(self.transcript)

    def expect(self, pattern, what):
        """Waits for `pattern`; raises Failure naming `what` on timeout or exit."""
        try:
            self.child.expect(pattern)
        except pexpect.TIMEOUT:
            raise Failure(
                f"timed out after {self.timeout}s waiting for {what}; saw {self.text()[-300:]!r}")
        except pexpect.EOF:
            raise Failure(f"exited while waiting for {what}; saw {self.text()[-300:]!r}")
        return self.child.before

    def prompt(self, what="the prompt"):
        """Waits for the prompt, then until the line editor reads keys; returns what came
        before the prompt."""
        before = self.expect(PROMPT, what)
        self.wait_for_raw_mode(what)
        return before

    def wait_for_raw_mode(self, what):
        """Waits until the terminal leaves line mode (ICANON off), as libedit sets it before it
        reads a key.

        libedit draws the prompt first and changes the mode after, so a key sent as soon as the
        prompt shows can reach the terminal still in line mode, whose line discipline takes it:
        Ctrl-D becomes a NUL in the input, not an end of file, and the REPL never leaves (the
        read-only-history check failed so about once in 20 runs under load). On Linux the
        master's termios calls read the terminal's own settings."""
        deadline = time.monotonic() + self.timeout
        while termios.tcgetattr(self.child.child_fd)[3] & termios.ICANON:
            if time.monotonic() > deadline or not self.child.isalive():
                raise Failure(
                    f"{what} showed, but the terminal stayed in line mode; "
                    f"saw {self.text()[-300:]!r}")
            time.sleep(0.002)

    def send(self, text):
        self.child.send(text)
