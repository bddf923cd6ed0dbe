#!/usr/bin/env python3
"""Writes the fuzz target's seed corpus into DIRECTORY (created if missing).

Usage: python3 scripts/fuzz-seeds.py DIRECTORY

Seeds: every script in Examples/ whole; the typed lines of every Examples/*.session; every
one-line string literal in the Swift test tables (Tests/), location markers removed; every
input in Fuzz/Regressions/ (the fuzzer's past findings); and generated higher-order programs
(lambdas, applied lambdas, sum/product/integrate/root with small bounds, nested lambdas that
read the parameters around them, lambdas nested up to six deep (sums in sums, applications
in applications, integrals and roots inside sums), functions defined and held in variables
first, function bodies holding them, and user functions that take functions: definitions with
one or two function parameters, calls with lambdas and named functions, wrong calls; from
Tests/EndToEnd/functional_programs.py). Each seed is one file named by a hash
of its content, so running this again adds nothing twice.
"""

import hashlib
import pathlib
import random
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "EndToEnd"))
from functional_programs import FunctionalPrograms  # noqa: E402
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


class HigherOrder:
    """Random well-typed higher-order programs, small enough that every loop ends at once."""

    def __init__(self, seed):
        self.random = random.Random(seed)

    def pick(self, items):
        return self.random.choice(items)

    def number(self, names, depth):
        """A number-valued expression over `names` (the parameters in scope), `depth` deep."""
        leaves = names + ["1", "2", "0.5", "pi", "y"]
        r = self.random.random()
        if depth <= 0 or r < 0.35:
            return self.pick(leaves)
        inner = depth - 1
        if r < 0.6:
            op = self.pick([" + ", " - ", " * ", " / ", " ^ ", " % "])
            return self.number(names, inner) + op + self.number(names, inner)
        if r < 0.7:
            function = self.pick(["sin", "sqrt", "abs", "exp", "f"])
            return function + "(" + self.number(names, inner) + ")"
        if r < 0.78:
            return (self.boolean(names, inner) + " ? " + self.number(names, inner) + " : "
                    + self.number(names, inner))
        if r < 0.9:
            return self.use(names, inner)
        return "(" + self.number(names, inner) + ")"

    def boolean(self, names, depth):
        comparison = self.pick([" < ", " >= ", " == "])
        return self.number(names, depth) + comparison + self.number(names, depth)

    def use(self, names, depth):
        """A construct that takes a function, its lambda reading `names` too."""
        parameter = self.pick(["k", "x", "j", "i"])
        lam = parameter + self.pick([" -> ", "->", " → "]) + self.number(names + [parameter], depth)
        bound = self.pick(["1", "2", "3"] + names)
        kind = self.random.randrange(8)
        if kind == 0:
            return "sum(" + lam + ", 1, " + bound + ")"
        if kind == 1:
            return "product(" + lam + ", 0, " + self.pick(["2", "3"]) + ")"
        if kind == 2:
            return "integrate(" + lam + ", 0, " + self.pick(["1", "2", "inf"]) + ")"
        if kind == 3:
            return "root(" + lam + ", -2, " + self.pick(["1", "2", "3"]) + ")"
        if kind == 4:
            return "(" + lam + ")(" + self.number(names, depth) + ")"
        if kind == 5:
            two = "(a, b) -> " + self.boolean(names + ["a", "b"], depth)
            return "((" + two + ")(1, " + self.number(names, depth) + ") ? 1 : 0)"
        if kind == 6:
            functional = self.pick(["sum", "product", "integrate"])
            return functional + "(" + self.pick(["sin", "f", "g", "sqrt"]) + ", 1, 2)"
        return "g(" + self.number(names, depth) + ")"

    def nested(self):
        """Lambdas nested 2 to 6 deep, each body reading the parameters around it: sums in
        sums, applications in applications, an integral or a root inside a sum."""
        depth = 2 + self.random.randrange(5)
        names = ["i" + str(k) for k in range(1, depth + 1)]
        text = " * ".join(self.random.sample(names, min(depth, 2)) + [self.pick(["x", "y", "2"])])
        numerical = 0
        for k in range(depth, 0, -1):
            p = names[k - 1]
            outer = names[: k - 1]
            kind = self.pick(["sum", "apply", "product", "integrate", "root"])
            if kind in ("integrate", "root"):
                numerical += 1
                if numerical > 1:
                    kind = "sum"
            if kind in ("sum", "product"):
                text = kind + "(" + p + " -> " + text + ", 1, " + self.pick(["2", "3"] + outer) + ")"
            elif kind == "apply":
                text = "(" + p + " -> " + text + ")(" + self.pick(["2", "x"] + outer) + ")"
            elif kind == "integrate":
                text = "integrate(" + p + " -> " + text + ", 0, 1)"
            else:
                text = "root(" + p + " -> " + p + " - 0.5 + 0 * (" + text + "), 0, 1)"
        return text

    def program(self):
        lines = ["f(x) = x ^ 2 - 1", "g = x -> 2 * x", "y = 3"]
        for _ in range(1 + self.random.randrange(3)):
            lines.append(self.use([], 3))
        lines.append(self.nested())
        return ("\n".join(lines) + "\n").encode()

    def body_program(self):
        """A user function whose body holds functionals and lambdas reading its parameter,
        then calls of it (in a line's lambda too)."""
        lines = ["f(x) = x ^ 2 - 1", "g = x -> 2 * x", "y = 3"]
        lines.append("h(n) = " + self.use(["n"], 2))
        for _ in range(1 + self.random.randrange(2)):
            argument = self.pick(["1", "2", "0.5", "-1", "k"])
            call = "h(" + argument + ")"
            lines.append(("sum(k -> " + call + ", 1, 2)") if argument == "k" else call)
        return ("\n".join(lines) + "\n").encode()


def seeds():
    generator = HigherOrder(21)
    for _ in range(200):
        yield generator.program()
    bodies = HigherOrder(2121)
    for _ in range(100):
        yield bodies.body_program()
    taking = random.Random(2121_21)
    named = dict(FunctionalPrograms.NAMED)
    named[(1, False)] = named[(1, False)] + ["f"]
    for _ in range(200):
        programs = FunctionalPrograms(taking, named)
        lines, errors = programs.program(
            functions=taking.randint(1, 3), calls=taking.randint(1, 3), wrong=taking.randint(0, 1))
        lines = ["f(x) = x ^ 2 - 1", "y = 3"] + lines + [line for line, _ in errors]
        yield ("\n".join(lines) + "\n").encode()
    # Redefinitions that leave callers stale, each caller called after each one.
    for _ in range(100):
        programs = FunctionalPrograms(taking, named)
        lines, _ = programs.redefinitions(
            functions=taking.randint(1, 2), callers=taking.randint(1, 2), rounds=taking.randint(1, 3))
        yield ("\n".join(["f(x) = x ^ 2 - 1", "y = 3"] + lines) + "\n").encode()
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
