#!/usr/bin/env python3
"""The benchmark workloads, generated exactly as Sources/TaglessWorkloads does it.

A port of SeededGenerator (SplitMix64) and Term.random, so that scripts/pipe-benchmark.sh feeds
the release binary, bc and mawk the very lines the in-process benchmarks time.

    python3 scripts/workloads.py short COUNT [SEED] > lines.txt
    python3 scripts/workloads.py calls COUNT [SEED] > lines.txt
    python3 scripts/workloads.py calls-awk COUNT [SEED] > lines.awk
    python3 scripts/workloads.py formula

`calls` are short lines of which about a third start with a built-in or a power (`sqrt`, `log`,
`cos`, `abs`, `^`): the call path's workload. `calls-awk` is the same lines as one awk program
(`abs` written as a conditional, which awk lacks).
"""

import math
import sys

MASK = (1 << 64) - 1
DEFAULT_SEED = 20_250_101
SYMBOLS = "+-*/"


class SeededGenerator:
    """SplitMix64, as in SeededGenerator.swift."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound):
        return self.next() % bound

    def chance(self, percent):
        return self.below(100) < percent


# Terms are tuples: ("leaf", text), ("binary", symbol, lhs, rhs), ("negate", operand),
# ("call", name, argument) and ("power", base, exponent).


def random_term(leaves, random, leaf):
    """Term.random without the lopsided and decorated options, in the same order of draws."""
    if leaves == 1:
        return leaf(random)
    left = 1 + random.below(leaves - 1)
    symbol = SYMBOLS[random.below(4)]
    lhs = random_term(left, random, leaf)
    rhs = random_term(leaves - left, random, leaf)
    return ("binary", symbol, lhs, rhs)


def precedence(term):
    if term[0] == "call":
        return 5
    if term[0] == "power":
        return 4
    if term[0] == "leaf":
        return 3 if term[1].startswith("-") else 5
    if term[0] == "negate":
        return 3
    return 1 if term[1] in "+-" else 2


def text(term, awk=False):
    if term[0] == "leaf":
        return term[1]
    if term[0] == "call":
        argument = text(term[2], awk)
        if awk and term[1] == "abs":
            return f"(({argument}) < 0 ? -({argument}) : ({argument}))"
        return f"{term[1]}({argument})"
    if term[0] == "power":
        return f"{text(term[1], awk)} ^ {text(term[2], awk)}"
    if term[0] == "negate":
        inner = text(term[1], awk)
        return "-" + ("(" + inner + ")" if precedence(term[1]) < 3 else inner)
    _, symbol, lhs, rhs = term
    mine = precedence(term)
    left = "(" + text(lhs, awk) + ")" if precedence(lhs) < mine else text(lhs, awk)
    right = "(" + text(rhs, awk) + ")" if precedence(rhs) <= mine else text(rhs, awk)
    return f"{left} {symbol} {right}"


def value(term):
    if term[0] == "leaf":
        return float(term[1])
    if term[0] == "call":
        argument = value(term[2])
        return {"sqrt": math.sqrt, "log": math.log, "cos": math.cos, "abs": abs}[term[1]](argument)
    if term[0] == "power":
        return value(term[1]) ** value(term[2])
    if term[0] == "negate":
        return -value(term[1])
    _, symbol, lhs, rhs = term
    a, b = value(lhs), value(rhs)
    if symbol == "+":
        return a + b
    if symbol == "-":
        return a - b
    if symbol == "*":
        return a * b
    return a / b if b != 0 else float("inf")


def divides_by_zero(term):
    if term[0] in ("leaf", "call", "power"):
        return False
    if term[0] == "negate":
        return divides_by_zero(term[1])
    _, symbol, lhs, rhs = term
    return (symbol == "/" and abs(value(rhs)) < 1e-9) or divides_by_zero(lhs) or divides_by_zero(rhs)


def short_leaf(random):
    if random.chance(70):
        return ("leaf", str(1 + random.below(99)))
    return ("leaf", f"{random.below(100)}.{1 + random.below(9)}")


def short_line(random):
    while True:
        leaves = 5 + random.below(2)
        term = random_term(leaves, random, short_leaf)
        line = text(term)
        if 20 <= len(line) <= 40 and not divides_by_zero(term):
            return line


def call_head(random):
    """A built-in or a power of short leaves: the first operand of a `calls` line."""
    kind = random.below(5)
    positive = ("leaf", str(1 + random.below(99)))
    if kind == 3:
        return ("call", "abs", ("binary", "-", short_leaf(random), short_leaf(random)))
    if kind == 4:
        return ("power", short_leaf(random), ("leaf", str(2 + random.below(3))))
    return ("call", ["sqrt", "log", "cos"][kind], positive)


def calls_line(random):
    """A short line; a third of them start with a call or a power."""
    if not random.chance(33):
        return short_line(random)
    while True:
        term = ("binary", SYMBOLS[random.below(4)], call_head(random),
                random_term(2 + random.below(2), random, short_leaf))
        if not divides_by_zero(term):
            return term


def calls_lines(count, seed=DEFAULT_SEED, awk=False):
    random = SeededGenerator(seed)
    for _ in range(count):
        line = calls_line(random)
        if isinstance(line, str):
            yield f"print {line}" if awk else line
        else:
            yield f"print 0 + ({text(line, awk=True)})" if awk else text(line)


def short_lines(count, seed=DEFAULT_SEED):
    random = SeededGenerator(seed)
    for _ in range(count):
        yield short_line(random)


def formula():
    random = SeededGenerator(DEFAULT_SEED + 2)
    constants = ["0.5", "1.5", "2", "3", "0.25", "7", "10", "1.75"]
    drawn = [0]

    def leaf(random):
        drawn[0] += 1
        name = "x" if random.chance(45) else constants[random.below(len(constants))]
        return ("negate", ("leaf", name)) if drawn[0] == 7 else ("leaf", name)

    return text(random_term(25, random, leaf))


def main(arguments):
    if len(arguments) >= 2 and arguments[0] in ("short", "calls", "calls-awk"):
        seed = int(arguments[2]) if len(arguments) > 2 else DEFAULT_SEED
        count = int(arguments[1])
        lines = {
            "short": lambda: short_lines(count, seed),
            "calls": lambda: calls_lines(count, seed),
            "calls-awk": lambda: calls_lines(count, seed, awk=True),
        }[arguments[0]]()
        out = sys.stdout
        if arguments[0] == "calls-awk":
            out.write("BEGIN {\n")
        batch = []
        for line in lines:
            batch.append(line)
            if len(batch) == 10_000:
                out.write("\n".join(batch) + "\n")
                batch = []
        if batch:
            out.write("\n".join(batch) + "\n")
        if arguments[0] == "calls-awk":
            out.write("}\n")
    elif arguments == ["formula"]:
        print(formula())
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
