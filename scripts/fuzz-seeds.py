#!/usr/bin/env python3
"""Writes the fuzz target's seed corpus into DIRECTORY (created if missing).

Usage: python3 scripts/fuzz-seeds.py DIRECTORY

Seeds: every script in Examples/ whole; the typed lines of every Examples/*.session; every
one-line string literal in the Swift test tables (Tests/), location markers removed; and every
input in Fuzz/Regressions/ (the fuzzer's past findings). Each seed is one file named by a hash
of its content, so running this again adds nothing twice.
"""

import hashlib
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MARKER = "1\ufe0f\u20e3"
PROMPTS = ("tagless> ", "   …> ")
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


def unescape(text):
    """Undo the simple Swift escapes and \\u{…}; leave interpolations as written."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            n = text[i + 1]
            if n in ESCAPES:
                out.append(ESCAPES[n])
                i += 2
                continue
            m = re.match(r"u\{([0-9A-Fa-f]+)\}", text[i + 1 :])
            if m:
                out.append(chr(int(m.group(1), 16)))
                i += 1 + len(m.group(0))
                continue
        out.append(c)
        i += 1
    return "".join(out)


def seeds():
    examples = ROOT / "Examples"
    for path in sorted(examples.glob("*.tagless")):
        yield path.read_bytes()
    for path in sorted(examples.glob("*.session")):
        lines = []
        for line in path.read_text(encoding="utf-8").splitlines():
            for prompt in PROMPTS:
                if line.startswith(prompt):
                    lines.append(line[len(prompt) :])
        yield ("\n".join(lines) + "\n").encode()
    for path in sorted((ROOT / "Tests").rglob("*.swift")):
        for match in LITERAL.finditer(path.read_text(encoding="utf-8")):
            text = unescape(match.group(1)).replace(MARKER, "")
            if text.strip():
                yield text.encode("utf-8", "surrogatepass")
    regressions = ROOT / "Fuzz" / "Regressions"
    if regressions.is_dir():
        for path in sorted(regressions.iterdir()):
            if path.is_file():
                yield path.read_bytes()


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    directory = pathlib.Path(sys.argv[1])
    directory.mkdir(parents=True, exist_ok=True)
    count = 0
    for seed in seeds():
        name = hashlib.sha1(seed).hexdigest()
        target = directory / name
        if not target.exists():
            target.write_bytes(seed)
            count += 1
    print(f"fuzz-seeds: {count} new seeds in {directory}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
