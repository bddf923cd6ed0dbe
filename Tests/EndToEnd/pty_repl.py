"""The REPL on a pseudo-terminal, shared by the end-to-end tests (`repl_pty_test.py`,
`faults_test.py`): spawns `tagless`, keeps a transcript of everything it printed, and waits for
patterns, failing with what it saw."""

import re
import termios
import time

import pexpect

# The prompt, possibly coloured: SGR sequences may come before any of its characters.
SGR = r"(?:\x1b\[[0-9;]*m)*"
PROMPT = re.compile(SGR + SGR.join(re.escape(c) for c in "tagless> "))


class Failure(Exception):
    """A check failed; the message says what was expected."""


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
