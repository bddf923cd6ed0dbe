#!/usr/bin/env python3
"""A resource oracle: generated hostile-but-valid lines, each run by `tagless` in every view and
both encodings, must finish within a time bound and a memory bound (or fail with an ordinary
error, such as a limit's), never crash, and never write a raw control character.

Usage:
    python3 Tests/EndToEnd/resource_oracle.py BINARY [--seconds N] [--seed N] [--time S]
        [--memory-mb M] [--findings DIR] [--jobs N] [--replay FILE...]

The libFuzzer harness (Fuzz/, `scripts/fuzz.sh`) runs the library in one process under
AddressSanitizer, with the default digits and a 20-second timeout per input: it finds crashes
and disagreements, not a line that takes ten seconds in one view, nor a view that needs
gigabytes. This oracle runs the release binary, process by process, as a user would:

- the views are every name `tagless --help` lists for `-i` (read from the binary), each alone,
  through `--via tagless` and `--via enum`, the exact and precise views at `--digits` from 2 to
  100,000 (10,000 for functions as values, whose operations run many times each);
- a case is a few definitions (fib, ackermann, self and mutual recursion, nested squares) and one
  generated line: deep nesting, long chains, huge and tiny literals, powers, recursion,
  symbolic blow-ups, functions nested in functions up to 12 deep (sums in sums, lambdas
  applied in lambdas, integrals and roots inside sums, each body reading the parameters around
  it), user functions that take functions (random definitions with one or two function
  parameters called with lambdas and named functions, wrong calls among them, and known shapes
  at hostile sizes: a function passed down a recursion to the nesting limit, a new lambda at
  each level, `twice` nested in its lambdas, chains of functions each calling the one before
  twice, redefinitions that leave callers stale, a line of up to 8,000 such calls;
  `functional_programs.py`), exact and precise with extreme exponents, `:table` and `:plot` with odd ranges, other
  commands, and any of these with control characters spliced in (C0, DEL, C1, bidirectional
  overrides and isolates);
- a run fails when it takes more than `--time` seconds of CPU time (default 2; the clock is
  allowed ten times that, for a machine shared with other work) plus, for exact and precise
  work at 1,000 digits or more, (digits / 100,000)^1.5 times 0.6 s for each elementary
  function, power or constant and 0.02 s for each other operation in the generated lines (the
  documented bound of one operation at those digits), its peak resident memory
  (`wait4`'s `ru_maxrss`) is over `--memory-mb` (default 512; the address space is capped at
  four times that so that a runaway cannot take the machine), it is killed by a signal, exits
  with a status other than 0 or 1, prints a crash report, or writes a control character other
  than a newline or a tab to standard output or standard error.

A failing case is reduced (lines dropped while the failure stays), printed as the exact lines,
the view, the encoding, the digits and what happened, and written to DIR (`--findings`) as a
script whose first line is a comment with the arguments: `# tagless -i precise --via enum`.
`--replay FILE...` runs such files (every view, both encodings) before generating; the
fixed findings are kept in Fuzz/Oracle/ and replayed by `scripts/fuzz.sh`.

Exit status: 0 when nothing was found, 1 when something was, 2 on bad usage.
"""

import argparse
import os
import random
import re
import resource
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from functional_programs import FunctionalPrograms

# What a terminal acts on: C0 controls but tab and newline, DEL, and, as UTF-8, C1 controls,
# bidirectional formatting (U+202A to U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C) and the
# line and paragraph separators (as io_checks.ACTIVE).
ACTIVE = re.compile(
    rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\xa8-\xae]|\xe2\x81[\xa6-\xa9]"
    rb"|\xe2\x80[\x8e\x8f]|\xd8\x9c"
)
CRASH = re.compile(rb"Signal \d+|Backtrac|Fatal error|Program crashed|Segmentation|Assertion")
# Kept of each stream, for the report; the rest is read and dropped.
KEEP = 1 << 16

PRELUDE = [
    "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)",
    "ack(m, n) = m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1))",
    "odd(n) = n == 0 ? false : !odd(n - 1)",
    "ev(n) = n == 0 ? true : od(n - 1)",
    "od(n) = n == 0 ? false : ev(n - 1)",
    "sq(x) = x * x",
    "quad(x) = sq(sq(x))",
    "y = 3",
]

CONTROLS = (
    [chr(c) for c in range(0x00, 0x20) if c not in (0x0A,)]
    + ["\x7f"]
    + [chr(c) for c in range(0x80, 0xA0)]
    + [chr(c) for c in range(0x202A, 0x202F)]
    + [chr(c) for c in range(0x2066, 0x206A)]
    + ["\u200e", "\u200f", "\u061c", "\u2028", "\u2029"]
)


# MARK: - Generating


class Generator:
    """Hostile but valid lines (most of them; some cross a limit on purpose)."""

    def __init__(self, rng):
        self.r = rng

    def literal(self):
        r = self.r
        return r.choice([
            lambda: str(r.randint(0, 10)),
            lambda: "1e" + str(r.choice([308, 309, 400, 99999, 10**9, 10**18, 10**30])),
            lambda: "1e-" + str(r.choice([307, 320, 324, 400, 99999, 10**9, 10**30])),
            lambda: "9" * r.choice([17, 20, 400, 5000]),
            lambda: "0." + "0" * r.choice([10, 330, 5000]) + "1",
            lambda: "." + "9" * r.choice([16, 17, 50, 3000]),
            lambda: r.choice(["pi", "e", "x", "y", "0.1", "2.5E-3", "5.", "1e22", "4.9e-324",
                              "1.7976931348623157e308", "9007199254740993"]),
        ])()

    def atom(self):
        return self.literal() if self.r.random() < 0.7 else self.r.choice(["x", "y", "pi", "e"])

    def expression(self, size):
        """A random expression of about `size` operations."""
        r = self.r
        if size <= 0:
            return self.atom()
        kind = r.random()
        if kind < 0.45:
            op = r.choice(["+", "-", "*", "/", "%", "^", "**"])
            left = r.randint(0, size - 1)
            return f"({self.expression(left)} {op} {self.expression(size - 1 - left)})"
        if kind < 0.65:
            fn = r.choice(["sqrt", "exp", "log", "sin", "cos", "tan", "atan", "sinh", "cosh",
                           "abs", "floor", "round", "cbrt", "log2", "asin", "tanh", "sq", "quad"])
            return f"{fn}({self.expression(size - 1)})"
        if kind < 0.75:
            fn = r.choice(["atan2", "hypot", "pow", "max", "min"])
            left = r.randint(0, size - 1)
            return f"{fn}({self.expression(left)}, {self.expression(size - 1 - left)})"
        if kind < 0.85:
            cmp = r.choice(["<", "<=", ">", ">=", "==", "!="])
            a, b = r.randint(0, size - 1), r.randint(0, size - 1)
            return (f"({self.expression(a)} {cmp} {self.expression(b)} ? "
                    f"{self.expression(size - 1 - a)} : {self.expression(size - 1 - b)})")
        return "-" + self.expression(size - 1)

    def line(self):
        r = self.r
        makers = [
            (3, self.deep), (3, self.chain), (2, self.literals), (3, self.powers),
            (4, self.recursion), (4, self.symbolic), (4, self.precision), (4, self.ranges),
            (2, self.commands), (3, self.random_expression), (3, self.controls),
            (4, self.nested_lambdas), (12, self.user_functionals),
        ]
        total = sum(weight for weight, _ in makers)
        pick = r.uniform(0, total)
        self.made_by = makers[-1][1]
        for weight, make in makers:
            pick -= weight
            if pick <= 0:
                self.made_by = make
                break
        return self.made_by()

    def deep(self):
        r = self.r
        d = r.choice([10, 100, 249, 250, 251, r.randint(1, 260)])
        opener, closer = r.choice([
            ("(", ")"), ("-(", ")"), ("sqrt(", ")"), ("max(1, ", ")"), ("sq(", ")"),
            ("quad(", ")"), ("exp(", ")"), ("sin(", ")"), ("fib(", ")"), ("(x ^ ", ")"),
            ("(true ? ", " : 0)"), ("min(x, y, ", ")"),
        ])
        inner = r.choice(["1", "x", "0.5", "1e308", "y"])
        if r.random() < 0.3:
            return "^".join([r.choice(["2", "x", "1.0001", "10", "0.5", "-1"])] * d)
        return opener * d + inner + closer * d

    def chain(self):
        r = self.r
        n = r.choice([100, 1000, 1999, 2000, 2001, r.randint(1, 2100)])
        choice = r.random()
        if choice < 0.25:
            return r.choice(["-", "+", "!"]) * n + r.choice(["1", "x", "true"])
        atom = r.choice(["1", "x", "y", "2", "sq(x)", "fib(3)", "1e308", "0.1"])
        op = r.choice(["+", "*", "-", "/", "^", "&&", "||", "%"])
        if op in ("&&", "||"):
            atom = r.choice(["true", "x < 1", "odd(3)"])
        return f" {op} ".join([atom] * n)

    def literals(self):
        r = self.r
        return f" {r.choice(['+', '*', '-', '/', '^'])} ".join(
            self.literal() for _ in range(r.randint(1, 6)))

    def powers(self):
        r = self.r
        bases = ["2", "10", "-1", "-8", "0", "1.0000001", "0.5", "e", "x", "1e22", "(1 + 1e-15)",
                 "-2", "1e308", "4.9e-324", "(-0)"]
        exponents = ["1e6", "1e15", "1e300", "-1074", "1/3", "0.5", "9223372036854775807",
                     "-9223372036854775808", "1e22", "1e-300", "2^62", "x", "-1e6", "1024",
                     "100000", "0", "(1/0)", "(0/0)", "10^10^10"]
        line = f"{r.choice(bases)} ^ {r.choice(exponents)}"
        for _ in range(r.randint(0, 3)):
            line = f"({line}) ^ {r.choice(exponents)}"
        return line

    def recursion(self):
        r = self.r
        return r.choice([
            lambda: f"fib({r.randint(0, 24)})",
            lambda: f"fib({r.choice(['-1', '0.5', '1e300', '0/0', '-1e308', '1/0'])})",
            lambda: f"ack({r.randint(0, 2)}, {r.randint(0, 50)})",
            lambda: f"ack(3, {r.randint(0, 6)})",
            lambda: f"ack({r.choice(['4', '-1', '0.5', '1e9'])}, {r.randint(0, 1)})",
            lambda: f"odd({r.choice([10, 999, 5000, 9999, 10000, 10001, 100000, 1e300])})",
            lambda: f"{r.choice(['ev', 'od'])}({r.choice([10, 4999, 5000, 10001, 0.5, -1])})",
            lambda: "quad(" * r.randint(1, 40) + "x" + ")" * 0 + ")" * 0,
            lambda: "+".join(f"fib({r.randint(5, 18)})" for _ in range(r.randint(1, 30))),
            # 2^(n+1) calls: past 20, seconds by design (no call-count limit any more).
            lambda: f"g(n) = n <= 0 ? 0 : g(n - 1) + g(n - 1)\ng({r.randint(1, 20)})",
            lambda: f"h(n) = n <= 0 ? 1 : h(n - 1) * 2\nh({r.choice([100, 1023, 1024, 1100, 9999])})",
            lambda: "f(x) = x + x\n" + "f(" * r.randint(1, 60) + "1" + ")" * 60,
        ])()

    def symbolic(self):
        r = self.r
        n = r.choice([2, 10, 30, 100, 300, 1000])
        return r.choice([
            lambda: " * ".join(f"(x + {i})" for i in range(n)),
            lambda: " * ".join(r.choice(["sin(x)", "cos(x)", "exp(x)", "x^x", "log(x)", "sq(x)"])
                               for _ in range(n)),
            lambda: "max(" + ", ".join(self.expression(r.randint(0, 3)) for _ in range(n)) + ")",
            lambda: "min(" + ", ".join(f"x + {i}" for i in range(n)) + ")",
            lambda: "x" + "^x" * r.randint(2, 40),
            lambda: "quad(" * r.randint(1, 30) + "x + 1" + ")" * 30,
            lambda: f":diff {' * '.join(['sin(x)'] * min(n, 300))}",
            lambda: f":diff {'quad(' * r.randint(1, 20)}x{')' * 20} by x",
            lambda: f":simplify {' + '.join(f'{i} * x' for i in range(n))}",
            lambda: "(" * 50 + "x * x" + ") * (x + 1)" * 50,
            lambda: "sin(" * r.randint(1, 120) + "x" + ")" * 120,
        ])()

    def nested_lambdas(self):
        """Functions inside functions: sums in sums, lambdas applied in lambdas, integrals and
        roots inside sums, each body reading the parameters around it (and often `x`), nested
        up to 12 deep, where a cost that multiplies by level shows."""
        r = self.r
        depth = r.choice([2, 3, 5, 8, 12, r.randint(1, 12)])
        names = [f"i{k}" for k in range(1, depth + 1)]

        def body(k):
            """The innermost body, reading some of the first k parameters and maybe x."""
            read = r.sample(names[:k], min(k, r.randint(1, 3)))
            leaf = r.choice(["x", "x * x", "sin(x)", "1", "y"])
            return " * ".join(read + [leaf]) if r.random() < 0.8 else " + ".join(read)

        def bound(k):
            return r.choice(["1", "2", "3", "x"] + names[:k])

        def wrap(k, inner):
            """Parameter k's construct around `inner` (which may read parameters 1..k)."""
            p = names[k - 1]
            kind = r.choice(["sum", "sum", "product", "apply", "apply", "integrate", "root"])
            # Numerical integrals and roots inside each other multiply their evaluations by
            # design (hundreds each): at most two of them in a line.
            if kind in ("integrate", "root"):
                numerical[0] += 1
                if numerical[0] > 2:
                    kind = "sum"
            if kind in ("sum", "product"):
                return f"{kind}({p} -> {inner}, 1, {r.choice(['1', '2', '3'])})"
            if kind == "apply":
                return f"({p} -> {inner})({r.choice(['2', 'x', 'x + 1', 'y'] + names[:k - 1])})"
            if kind == "integrate":
                return f"integrate({p} -> {inner}, 0, {r.choice(['1', '2', 'x'])})"
            return f"root({p} -> {p} - 0.5 + 0 * ({inner}), 0, 1)"

        numerical = [0]

        def nest():
            text = body(depth)
            for k in range(depth, 0, -1):
                text = wrap(k, text)
            return text

        def uniform():
            kind = r.choice(["sum", "apply"])
            text = body(depth)
            for k in range(depth, 0, -1):
                p = names[k - 1]
                if kind == "sum":
                    text = f"sum({p} -> {text}, 1, {bound(k - 1) if k > 1 else '2'})"
                else:
                    text = f"({p} -> {text})({r.choice(['2', 'x'] + names[:k - 1])})"
            return text

        line = r.choice([nest, nest, uniform])()
        prefix = r.choice(["", "", ":diff ", ":simplify ", ":latex ", ":rpn ", ":pretty ",
                           ":count ", ":exact ", ":precise "])
        if prefix == "" and r.random() < 0.3:
            return f"w(x) = {line}\nw(2) + w(x)"
        return prefix + line

    def user_functionals(self):
        """User functions that take functions (`functional_programs.py`): random definitions
        with one or two function parameters, called with lambdas and named functions, wrong
        calls among them; or a known shape at hostile sizes: a function passed down a
        recursion towards the nesting limit, a new lambda built at each level, calls of
        `twice` nested in its lambdas (2^depth calls), a chain of functions each calling the
        one before twice, callers left stale by redefinitions (`redefinitions`), one line of
        up to 8,000 calls."""
        r = self.r
        named = dict(FunctionalPrograms.NAMED)
        named[(1, False)] = named[(1, False)] + ["sq", "quad", "fib"]
        named[(1, True)] = ["odd", "ev"]
        prefix = r.choice(["", "", "", ":diff ", ":simplify ", ":latex ", ":rpn ", ":exact ",
                           ":precise "])
        shape = r.randrange(8)
        if shape == 6:
            # Redefinitions that leave callers stale, each caller called after each one.
            programs = FunctionalPrograms(r, named, bounds=("1", "3", "10", "y"))
            lines, _ = programs.redefinitions(
                functions=r.randint(1, 3), callers=r.randint(1, 3), rounds=r.randint(1, 3))
            return "\n".join(lines[:-1] + [prefix + lines[-1]])
        if shape == 7:
            # One long line of calls of a function that takes functions, each expanded by
            # parsing its body: linear in every view (a release build's diff:x took 2.3 s of CPU
            # at 16,000 calls, over the bound, so the line stays at 8,000; the 1 MiB line of
            # 65,000 is interrupt_checks.py's).
            count = r.choice([100, 2000, 8000])
            term = r.choice(["tw(u -> u * x, x)", "tw(sq, x)", "tw(u -> tw(v -> v + u, u), x)"])
            return f"tw(h, y) = h(h(y))\nx = 2\n{prefix}" + "+".join([term] * count)
        if shape < 2:
            programs = FunctionalPrograms(r, named, bounds=("1", "3", "10", "y"))
            lines, errors = programs.program(
                functions=r.randint(1, 5), calls=r.randint(1, 4), wrong=r.randint(0, 2))
            return "\n".join(lines + [prefix + line for line, _ in errors])
        if shape == 2:
            n = r.choice([10, 248, 249, 250, 251, 1000, 10**6, "1e300", "0/0"])
            return ("apply_n(h, n, x) = n <= 0 ? x : apply_n(h, n - 1, h(x))\n"
                    f"{prefix}apply_n({r.choice(['t -> t / 2 + 1', 'sq', 'sin', 't -> x * t'])}, "
                    f"{n}, {r.choice(['1', 'x', '0.5'])})")
        if shape == 3:
            # A new lambda at each level, applying the one before once (to the nesting limit)
            # or twice (2^n applications, and a term of that size in the symbolic views: kept
            # to 10 levels, F18).
            if r.random() < 0.5:
                body, n = "h(t) / 2 + t", r.choice([2, 10, 200, 245, 251, 5000])
            else:
                body, n = "h(h(t)) / 2", r.choice([2, 6, 10])
            return (f"deeper(h, n) = n <= 0 ? h(1) : deeper(t -> {body}, n - 1)\n"
                    f"{prefix}deeper(t -> t + x, {n})")
        if shape == 4:
            depth = r.choice([2, 5, 8, 10, r.randint(1, 12)])
            text = r.choice(["x", "t1 * x", "sq(x)"])
            for k in range(depth, 0, -1):
                outer = f"t{k - 1}" if k > 1 else "x"
                text = f"twice(t{k} -> {text.replace('x', f't{k}', 1)}, {outer})"
            return f"twice(h, x) = h(h(x))\n{prefix}{text}"
        # 2^depth expansions, each a parse of a body in the symbolic views: kept to 12 levels.
        depth = r.choice([3, 8, 12])
        lines = ["c0(h, x) = h(x) + 1"]
        for k in range(1, depth + 1):
            lines.append(f"c{k}(h, x) = c{k - 1}(h, x) + c{k - 1}(t -> h(t) * 2, x)")
        return "\n".join(lines + [f"{prefix}c{depth}({r.choice(['sin', 't -> t + x', 'sq'])}, 1)"])

    def precision(self):
        r = self.r
        return r.choice([
            lambda: f"exp({r.choice(['1e6', '1e9', '-1e9', '1e300', '1e22', '700', '1e5'])})",
            lambda: f"{r.choice(['sin', 'cos', 'tan', 'atan', 'log', 'sqrt', 'asin', 'sinh'])}"
                    f"({r.choice(['1e22', '1e300', '1e-300', '2^1000', '10^100000', '1e99999', '0.5', '1e308'])})",
            lambda: f"10^{r.choice([1000, 100000, 10**6, -100000, 10**9])} + 1",
            lambda: f"2^(2^{r.choice([10, 20, 30, 62, 64])})",
            lambda: f"1e{r.choice([100000, 1000000])} + 1e-{r.choice([100000, 1000000])}",
            lambda: f"sqrt(2)^{r.choice([1000, 100000, 1e9])}",
            lambda: f":precise {self.expression(r.randint(0, 6))}",
            lambda: f":exact {self.expression(r.randint(0, 6))}",
            lambda: f":digits {r.choice([2, 1000, 100000])}\n{self.expression(r.randint(0, 5))}",
            lambda: f"e^e^e^{r.choice(['e', '2', '3', '4'])}",
            lambda: f"{r.choice(['1/3', '0.1', '2/7'])} * 3^{r.choice([1000, 20000, 100000])}",
            lambda: f"fib({r.randint(10, 22)}) / 3",
            lambda: self.expression(r.randint(1, 12)),
        ])()

    def ranges(self):
        r = self.r
        bounds = ["0", "1", "-1", "1e308", "-1e308", "1e-308", "0/0", "1/0", "-1/0", "1e15",
                  "1e16", "2^53", "-2^60", "2^63", "1e300", "fib(10)", "x", "y", "0.1"]
        expr = r.choice(["x", "sin(x)", "1/x", "fib(x)", "fib(x % 20)", "x^x", "sq(x)",
                         "ack(2, x)", "x < 0 ? 0/0 : x", "tan(x)", "log(x)", "exp(x)",
                         "quad(quad(x))", "odd(x)", "1e308 * x", "floor(x)"])
        a, b = r.choice(bounds), r.choice(bounds)
        if r.random() < 0.5:
            step = r.choice(["1", "0", "-1", "1e-300", "0.001", "1e308", "0/0", "1/0", "0.5",
                             "1e-15", "2^-1074", "(b - a)"]).replace("a", a).replace("b", b)
            return f":table {expr} for x in {a}..{b} step {step}"
        return f":plot {expr} for x in {a}..{b}"

    def commands(self):
        r = self.r
        # Not :bench: it times each interpreter over five batches of about 20 ms, so it takes
        # over a second of CPU time by design, whatever it is given.
        command = r.choice([":pretty", ":count", ":ast", ":latex", ":rpn", ":compile",
                            ":simplify", ":diff", ":exact", ":precise"])
        return f"{command} {self.expression(r.randint(0, 40))}"

    def random_expression(self):
        return self.expression(self.r.choice([1, 5, 20, 100, 400]))

    def controls(self):
        r = self.r
        base = r.choice([
            lambda: self.expression(r.randint(0, 4)),
            lambda: ":table x for x in 0..1",
            lambda: ":plot sin(x) for x in 0..1",
            lambda: "z = 1",
            lambda: "k(t) = t + 1",
            lambda: ":show eval",
            lambda: ":digits 10",
            lambda: ":diff x * x by x",
            lambda: "fib(10)",
        ])()
        chars = list(base)
        for _ in range(r.randint(1, 4)):
            chars.insert(r.randint(0, len(chars)), r.choice(CONTROLS))
        return "".join(chars)


def generate(rng):
    """One case: (lines, digits)."""
    generator = Generator(rng)
    lines = PRELUDE + generator.line().split("\n")
    choices = [None, None, 2, 50, 1000, 10000, 100000]
    if generator.made_by in (generator.user_functionals, generator.nested_lambdas):
        # Functions as values apply their bodies many times, and the allowance counts the
        # operations written, not those run: `sum(k -> w1(2, 3, cos), 1, 10)`, where w1 sums
        # its function over 13 terms, is 130 cosines, 20 s at 100,000 digits at MPFR's own
        # speed, 0.7 s at 10,000. Their high-precision cost is the precision makers' to test.
        choices.remove(100000)
    digits = rng.choice(choices)
    return lines, digits


# MARK: - Running


def limit_address_space(megabytes):
    def apply():
        limit = megabytes << 20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        os.setsid()  # a process group of its own, killed whole on a timeout

    return apply


class Outcome:
    def __init__(self, seconds, rss_mb, status, stdout, stderr, timed_out):
        self.seconds, self.rss_mb, self.status = seconds, rss_mb, status
        self.stdout, self.stderr, self.timed_out = stdout, stderr, timed_out


def drain(stream, keep):
    """Reads `stream` to its end, keeping the first KEEP bytes in `keep`."""
    while True:
        chunk = stream.read(65536)
        if not chunk:
            break
        if len(keep[0]) < KEEP:
            keep[0] += chunk[: KEEP - len(keep[0])]
        # A raw control past the kept part is still a finding: remember the first.
        elif not keep[1]:
            found = ACTIVE.search(chunk)
            if found:
                keep[1] = chunk[max(found.start() - 40, 0):found.end() + 40]
    stream.close()


def cpu_seconds(pid):
    """The CPU time (user and system) process `pid` has used so far, from /proc; 0 when gone."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
# The runs under way: each leads a session of its own, so the oracle ends them itself when it is
# stopped (`stop_runs`).
LIVE = set()


def stop_runs(*_):
    """Kills every run under way, then ends the oracle (a SIGTERM or SIGINT handler)."""
    for pid in list(LIVE):
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    os._exit(1)
# A run is also killed after this many times its bound in wall-clock time: a machine shared with
# other work may starve it, so the bound itself is on CPU time.
WALL_FACTOR = 10


def run(binary, args, script, bound, memory_mb):
    """Runs `binary args` on `script` (bytes); kills it once it has used `bound` seconds of CPU
    time (or `WALL_FACTOR` times that on the clock)."""
    start = time.monotonic()
    child = subprocess.Popen(
        [binary, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=limit_address_space(memory_mb * 4))
    out, err = [b"", b""], [b"", b""]
    readers = [threading.Thread(target=drain, args=(child.stdout, out)),
               threading.Thread(target=drain, args=(child.stderr, err))]
    for reader in readers:
        reader.start()

    def feed():
        try:
            child.stdin.write(script)
            child.stdin.close()
        except (BrokenPipeError, OSError):
            pass

    writer = threading.Thread(target=feed)
    writer.start()
    LIVE.add(child.pid)
    timed_out = False
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            break
        if (cpu_seconds(child.pid) > bound
                or time.monotonic() - start > bound * WALL_FACTOR):
            timed_out = True
            try:
                os.killpg(child.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            pid, status, usage = os.wait4(child.pid, 0)
            break
        time.sleep(0.005)
    LIVE.discard(child.pid)
    seconds = time.monotonic() - start
    child.returncode = -1  # reaped here: keep Popen from waiting for it
    for thread in [writer, *readers]:
        thread.join()
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    outcome = Outcome(seconds, usage.ru_maxrss / 1024, code, out[0], err[0], timed_out)
    outcome.cpu = usage.ru_utime + usage.ru_stime
    outcome.late_control = out[1] or err[1]
    return outcome


def problem(outcome, bound, memory_mb):
    """What is wrong with a run, or None."""
    if outcome.timed_out:
        return (f"time: still running after {outcome.cpu:.1f} s of CPU time, "
                f"{outcome.seconds:.1f} s on the clock (killed), peak RSS {outcome.rss_mb:.0f} MB")
    if outcome.rss_mb > memory_mb:
        return f"memory: peak RSS {outcome.rss_mb:.0f} MB in {outcome.seconds:.2f} s"
    if outcome.status < 0:
        name = signal.Signals(-outcome.status).name
        return (f"crash: killed by {name} after {outcome.seconds:.2f} s, peak RSS "
                f"{outcome.rss_mb:.0f} MB; stderr {outcome.stderr[-300:]!r}")
    if outcome.status not in (0, 1):
        return f"status {outcome.status}; stderr {outcome.stderr[-300:]!r}"
    crash = CRASH.search(outcome.stderr)
    if crash:
        return f"crash report: {outcome.stderr[max(crash.start() - 100, 0):][:400]!r}"
    for name, data in (("stdout", outcome.stdout), ("stderr", outcome.stderr)):
        found = ACTIVE.search(data)
        if found:
            return (f"raw control {found.group()!r} on {name}: "
                    f"{data[max(found.start() - 60, 0):found.end() + 60]!r}")
    if outcome.late_control:
        return f"raw control past the first 64 KiB of output: {outcome.late_control!r}"
    return None


def views_of(binary):
    """The `-i` names `tagless --help` lists."""
    text = subprocess.run([binary, "--help"], capture_output=True, text=True).stdout
    after = text[text.index("--interpreter"):]
    found = re.search(r"\(values: ([^)]*)\)", after)
    if not found:
        raise SystemExit(f"cannot read the interpreters from --help: {after[:300]!r}")
    # diff:NAME differentiates by NAME: by x, which the generated lines use.
    return [re.sub(r"\s+", "", name).replace("diff:NAME", "diff:x")
            for name in found.group(1).split(",")]


def brief(where):
    """A run's place for the summary, its line cut to 100 characters."""
    if where is None:
        return "none"
    line, view, encoding, digits = where
    line = line if len(line) <= 100 else line[:100] + "…"
    return f"{line!r} (-i {view} --via {encoding}, digits {digits})"


# The time of one exact or precise operation is bounded by a function of the digits (issue 20;
# Docs/Robustness.md, "Resource oracle"). At 100,000 digits an elementary function, a
# non-integer power or a constant is one or two MPFR calls of about 0.15 s each (0.3 to 0.46 s
# measured, a release build on a loaded machine; about 0.02 s at 10,000 digits); a sum,
# product or quotient is one GMP operation, milliseconds. A line of many operations at high
# precision is allowed that much more than the plain bound, per operation.
ELEMENTARY = re.compile(r"\*\*|\^|\b[a-z][a-z0-9]*\s*\(|\b(?:pi|e)\b")
ARITHMETIC = re.compile(r"[-+*/%]")
DIGITS_COMMAND = re.compile(r"^\s*:digits\s+(\d+)", re.MULTILINE)


def operation_allowance(lines, view, digits):
    """Extra CPU seconds for the exact and precise work of `lines` at the digits in force."""
    text = "\n".join(line for line in lines if line not in PRELUDE)
    precise = view in ("exact", "precise") or ":precise" in text or ":exact" in text
    in_force = [int(d) for d in DIGITS_COMMAND.findall(text)] + [digits or 0]
    top = min(max(in_force), 100_000)
    if not precise or top < 1_000:
        return 0.0
    scale = (top / 100_000) ** 1.5
    elementary = len(ELEMENTARY.findall(text))
    arithmetic = len(ARITHMETIC.findall(text.replace("**", "")))
    return (0.6 * elementary + 0.02 * arithmetic) * scale


def arguments(view, encoding, digits):
    args = ["-i", view, "--via", encoding]
    if digits is not None:
        args += ["--digits", str(digits)]
    return args


class Oracle:
    def __init__(self, binary, views, bound, memory_mb, findings_dir, jobs):
        self.binary, self.views, self.bound = binary, views, bound
        self.memory_mb, self.findings_dir, self.jobs = memory_mb, findings_dir, jobs
        self.findings = []
        self.runs = 0
        self.seen = set()
        self.reductions = {}
        self.deadline = float("inf")
        self.slowest = (0.0, None)
        self.largest = (0.0, None)

    def configurations(self, digits):
        return [(view, encoding, digits) for view in self.views for encoding in ("tagless", "enum")]

    def check(self, lines, configuration):
        view, encoding, digits = configuration
        script = ("\n".join(lines) + "\n").encode("utf-8", "surrogatepass")
        bound = self.bound + operation_allowance(lines, view, digits)
        outcome = run(self.binary, arguments(view, encoding, digits), script, bound,
                      self.memory_mb)
        self.runs += 1
        if outcome.cpu > self.slowest[0] and not outcome.timed_out:
            self.slowest = (outcome.cpu, (lines[-1], view, encoding, digits))
        if outcome.rss_mb > self.largest[0]:
            self.largest = (outcome.rss_mb, (lines[-1], view, encoding, digits))
        return problem(outcome, bound, self.memory_mb)

    def case(self, lines, digits):
        """Runs one case in every configuration; records and reduces what fails."""
        with ThreadPoolExecutor(self.jobs) as pool:
            configurations = self.configurations(digits)
            results = list(pool.map(lambda c: self.check(lines, c), configurations))
        for configuration, found in zip(configurations, results):
            if found is None:
                continue
            # A timeout on a loaded machine is confirmed alone before it counts.
            if found.startswith("time") and self.check(lines, configuration) is None:
                continue
            self.record(lines, configuration, found)

    def reduce(self, lines, configuration, kind):
        """Drops lines while the same kind of failure stays."""
        index = 0
        while index < len(lines) and len(lines) > 1 and time.monotonic() < self.deadline:
            shorter = lines[:index] + lines[index + 1:]
            found = self.check(shorter, configuration)
            if found is not None and found.split(":")[0] == kind:
                lines = shorter
            else:
                index += 1
        return lines

    def record(self, lines, configuration, found):
        kind = found.split(":")[0]
        # A case failing the same way in several views is reduced once: each try of a slow
        # case costs the whole bound. Past the deadline (a CI step's budget) a finding is kept
        # as found.
        reduced = self.reductions.get((tuple(lines), kind))
        if time.monotonic() > self.deadline:
            pass
        elif reduced is not None and self.check(reduced, configuration) is not None:
            lines = reduced
        else:
            original = tuple(lines)
            lines = self.reduce(lines, configuration, kind)
            self.reductions[(original, kind)] = lines
            found = self.check(lines, configuration) or found
        view, encoding, digits = configuration
        key = (tuple(lines), view, encoding, digits, kind)
        if key in self.seen:
            return
        self.seen.add(key)
        args = arguments(view, encoding, digits)
        self.findings.append((lines, args, found))
        print(f"FINDING {' '.join(args)}: {found}")
        for line in lines:
            # The exact line is in the findings file; a long one is cut here.
            shown = line if len(line) <= 300 else f"{line[:300]}… ({len(line)} characters)"
            print(f"    {shown!r}")
        sys.stdout.flush()
        if self.findings_dir:
            os.makedirs(self.findings_dir, exist_ok=True)
            name = f"{kind}-{len(self.findings):03d}-{view.replace(':', '_')}-{encoding}.tagless"
            with open(os.path.join(self.findings_dir, name), "w", encoding="utf-8",
                      errors="surrogatepass") as file:
                file.write("# tagless " + " ".join(args) + "\n")
                file.write("".join(line + "\n" for line in lines))


def read_case(path):
    """A saved case: its lines and digits (from its `# tagless ARGS` comment, if any)."""
    with open(path, encoding="utf-8", errors="surrogatepass") as file:
        lines = file.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    digits = None
    if lines and lines[0].startswith("# tagless "):
        found = re.search(r"--digits (\d+)", lines[0])
        digits = int(found.group(1)) if found else None
    return lines, digits


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--time", type=float, default=2.0)
    parser.add_argument("--memory-mb", type=int, default=512)
    parser.add_argument("--findings", default=None)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--replay", nargs="*", default=[])
    # Lines that run past the time bound are known and open (Docs/Robustness.md, "Resource
    # oracle"): the exact and precise kernels and the derivative of long products. They are
    # reported; with --time-fails they also fail the run. A crash, memory past the bound or a
    # raw control character always fails it.
    parser.add_argument("--time-fails", action="store_true")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        print(f"error: {binary} is not an executable file")
        return 2
    signal.signal(signal.SIGTERM, stop_runs)
    signal.signal(signal.SIGINT, stop_runs)
    seed = options.seed if options.seed is not None else random.randrange(1 << 32)
    views = views_of(binary)
    oracle = Oracle(binary, views, options.time, options.memory_mb, options.findings,
                    options.jobs)
    print(f"oracle: {binary}, views {' '.join(views)}, both encodings; bounds {options.time} s "
          f"and {options.memory_mb} MB; seed {seed}")
    sys.stdout.flush()
    for path in options.replay:
        lines, digits = read_case(path)
        oracle.case(lines, digits)
    replayed = oracle.runs
    rng = random.Random(seed)
    cases = 0
    deadline = time.monotonic() + options.seconds
    oracle.deadline = deadline
    while time.monotonic() < deadline:
        lines, digits = generate(rng)
        oracle.case(lines, digits)
        cases += 1
    seconds, where = oracle.slowest
    rss, biggest = oracle.largest
    print(f"oracle: {len(options.replay)} replayed ({replayed} runs), {cases} generated cases, "
          f"{oracle.runs} runs in all, {len(oracle.findings)} findings; slowest run that "
          f"finished {seconds:.2f} s of CPU time, {brief(where)}; largest peak RSS {rss:.0f} MB, {brief(biggest)}")
    failing = [f for f in oracle.findings if options.time_fails or not f[2].startswith("time")]
    if len(failing) < len(oracle.findings):
        print(f"oracle: {len(oracle.findings) - len(failing)} time findings reported, not failing "
              f"(--time-fails makes them fail)")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
