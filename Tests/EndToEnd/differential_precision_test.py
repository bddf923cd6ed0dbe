#!/usr/bin/env python3
"""Differential test of `-i precise` and `-i exact` against independent models.

Random expressions (nested, with literals of extreme exponents) go through the binary in pipe
mode, one process per interpreter and number of digits, and each printed value is compared
with a model computed here:
- precise at N digits: Python's `decimal` (correctly rounded, ties to even) for + - * / sqrt
  exp ln at N digits; mpmath at 3N digits, rounded once to N, for sin cos tan atan asin acos
  sinh cosh tanh log10 log2 and powers that are not integer powers. Literals are exact
  operands and every operation rounds its result to N digits, as `Precise` documents.
- exact: `fractions.Fraction` for + - * / and integer powers.
A line the binary refuses (stderr names its line) must be one the model refuses too (a domain
error, a result beyond 1e±10^15), or one at the documented limit of `^` and the functions
(arguments from 1e-100000 to 1e100000), counted apart. Lines outside what the models are asked
(trigonometric arguments beyond 1e50, exact powers past 4N + 1,000 digits, which are
approximated) are skipped and counted. Prints one line of counts, and each disagreement.

Without mpmath installed (it is not on a fresh machine), the lines use only the operations
`decimal` and `fractions` model, and the summary says so.

Usage: differential_precision_test.py BINARY [--lines N] [--seed S]
Exit status: 0 when everything agrees, 1 otherwise.
"""

import argparse
import random
import re
import subprocess
import sys
from decimal import Decimal, Context, ROUND_HALF_EVEN, InvalidOperation, Overflow, Underflow
from fractions import Fraction

try:
    import mpmath
except ImportError:  # without it, only the `decimal` and `fractions` models run
    mpmath = None

sys.set_int_max_str_digits(0)

MAX_EXPONENT = 10**15
DECIMAL_FUNCTIONS = ["sqrt", "exp", "log"]
MPMATH_FUNCTIONS = ["sin", "cos", "tan", "atan", "asin", "acos", "sinh", "cosh", "tanh",
                    "log10", "log2"]


class Refused(Exception):
    """The model has no value: a domain error or a result out of range."""


class Skipped(Exception):
    """A line outside what the model is asked about (counted, not compared)."""


def literal(rng, exact):
    """A decimal literal, sometimes with an extreme exponent (within ±5000 for exact, whose
    fractions would otherwise reach its size budget at once)."""
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 25))).lstrip("0") or "7"
    point = rng.randint(0, len(digits))
    text = digits[:point] + ("." + digits[point:] if point < len(digits) else "")
    if text.startswith("."):
        text = "0" + text
    roll = rng.random()
    if roll < 0.15:
        text += "e%d" % rng.randint(-5000, 5000)
    elif roll < 0.2 and not exact:
        text += "e%d" % rng.choice([-400000, -99999, 16383, 99999, 123456])
    return text


def expression(rng, depth, exact):
    """A random expression text and its tree."""
    if depth == 0 or rng.random() < 0.3:
        text = literal(rng, exact)
        return text, ("lit", text)
    roll = rng.random()
    if exact or roll < 0.55:
        op = rng.choice("+-*/^")
        left_text, left = expression(rng, depth - 1, exact)
        if op == "^":
            n = rng.randint(-12, 12)
            return "(%s)^%d" % (left_text, n), ("^", left, ("lit", str(n)))
        right_text, right = expression(rng, depth - 1, exact)
        return "(%s) %s (%s)" % (left_text, op, right_text), (op, left, right)
    name = rng.choice(DECIMAL_FUNCTIONS + (MPMATH_FUNCTIONS + ["pow"] if mpmath else []))
    inner_text, inner = expression(rng, depth - 1, exact)
    if name == "pow":
        exponent_text, exponent = expression(rng, 0, exact)
        return "(%s)^(%s)" % (inner_text, exponent_text), ("pow", inner, exponent)
    return "%s(%s)" % (name, inner_text), (name, inner)


class PreciseModel:
    """Values of trees at `digits` digits: literals exact, each operation rounded."""

    def __init__(self, digits):
        self.digits = digits
        self.context = Context(prec=digits, rounding=ROUND_HALF_EVEN, Emax=10**17, Emin=-10**17,
                               traps=[InvalidOperation, Overflow, Underflow])

    def checked(self, value):
        if value != 0 and abs(value.adjusted()) > MAX_EXPONENT:
            raise Refused()
        return value

    def shown(self, tree):
        """The value of a line: a bare literal is rounded too."""
        return self.checked(self.context.plus(self.value(tree)))

    def rounded_mp(self, value):
        """An mpmath value at 3N digits rounded once to N."""
        text = mpmath.nstr(value, 3 * self.digits + 10, strip_zeros=False, min_fixed=1, max_fixed=0)
        return self.checked(self.context.plus(Decimal(text)))

    def value(self, tree):
        kind = tree[0]
        c = self.context
        if kind == "lit":
            return Decimal(tree[1])
        if kind in "+-*/":
            a, b = self.value(tree[1]), self.value(tree[2])
            if kind == "/" and b == 0:
                raise Refused()
            operation = {"+": c.add, "-": c.subtract, "*": c.multiply, "/": c.divide}[kind]
            return self.checked(operation(a, b))
        if kind == "^":
            a, n = self.value(tree[1]), int(tree[2][1])
            if a == 0 and n < 0:
                raise Refused()
            if a != 0 and abs(a.adjusted() * n) > 2 * MAX_EXPONENT:
                raise Refused()
            # decimal's integer power is not always correctly rounded ((2243078.873115974705)^6
            # at 20 digits ends in 4 for 3): at 3N + 20 digits, rounded once.
            wide = Context(prec=3 * self.digits + 20, Emax=c.Emax, Emin=c.Emin, traps=c.traps)
            return self.checked(c.plus(wide.power(a, n)))
        a = self.value(tree[1])
        if kind == "sqrt":
            if a < 0:
                raise Refused()
            return self.checked(c.sqrt(a))
        if kind == "exp":
            if a.adjusted() > 17:
                raise Refused()
            return self.checked(c.exp(a))
        if kind == "log":
            if a <= 0:
                raise Refused()
            return self.checked(c.ln(a))
        if kind == "pow":
            b = self.value(tree[2])
            return self.power(a, b)
        return self.function(kind, a)

    def power(self, a, b):
        if b == b.to_integral_value() and b.adjusted() < 18:
            return self.value(("^", ("lit", str(a)), ("lit", str(int(b)))))
        if a < 0:
            raise Refused()
        if a == 0:
            if b < 0:
                raise Refused()
            return Decimal(0)
        # The exponent's integer digits more: x's rounding to binary is amplified by y.
        with mpmath.workdps(3 * self.digits + 20 + min(max(0, b.adjusted()), 100)):
            magnitude = abs(float(mpmath.log10(mpmath.mpf(str(a)))) * float(b))
            if magnitude > MAX_EXPONENT + 2:
                raise Refused()
            return self.rounded_mp(mpmath.power(mpmath.mpf(str(a)), mpmath.mpf(str(b))))

    def function(self, name, a):
        if abs(a.adjusted()) > 50 and name in ("sin", "cos", "tan", "sinh", "cosh", "tanh"):
            raise Skipped()  # argument reduction and overflow: not what the model is asked
        # The argument's integer digits more for sin, cos, tan (below 1e50 here), whose
        # argument's rounding to binary counts absolutely; the others' count relatively.
        periodic = name in ("sin", "cos", "tan")
        with mpmath.workdps(3 * self.digits + 20 + (max(0, a.adjusted()) if periodic else 0)):
            x = mpmath.mpf(str(a))
            if name in ("asin", "acos") and abs(x) > 1:
                raise Refused()
            if name in ("log10", "log2") and x <= 0:
                raise Refused()
            if name == "log2":
                value = mpmath.log(x, 2)
            else:
                value = getattr(mpmath, name)(x)
            return self.rounded_mp(value)


class ExactModel:
    """Values of trees as fractions."""

    def shown(self, tree):
        """The value of a line."""
        return self.value(tree)

    def value(self, tree):
        kind = tree[0]
        if kind == "lit":
            return Fraction(Decimal(tree[1]))
        a = self.value(tree[1])
        if kind == "^":
            n = int(tree[2][1])
            if a == 0 and n < 0:
                raise Refused()
            if a != 0 and (a.numerator.bit_length() + a.denominator.bit_length()) * abs(n) > 3300:
                raise Skipped()  # a power past 4N + 1,000 digits is approximated (≈)
            return a**n
        b = self.value(tree[2])
        if kind == "/" and b == 0:
            raise Refused()
        result = {"+": a + b, "-": a - b, "*": a * b}.get(kind) if kind != "/" else a / b
        if result.numerator.bit_length() + result.denominator.bit_length() > 330000:
            raise Skipped()  # near the size budget of 100,000 digits
        return result


def run(binary, mode, digits, lines):
    """The binary's output for each line, or None and the message of its error."""
    process = subprocess.run([binary, "-i", mode, "--digits", str(digits)],
                             input="\n".join(lines) + "\n", capture_output=True, text=True,
                             timeout=600)
    refused = {int(n): message for n, message in
               re.findall(r"^stdin:(\d+):\d+: error: (.*)$", process.stderr, re.M)}
    printed = iter(process.stdout.splitlines())
    return [(None, refused[n]) if n in refused else (next(printed, "<missing>"), None)
            for n in range(1, len(lines) + 1)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--lines", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=20)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    counts = {"lines": 0, "agree": 0, "refused both": 0, "skipped": 0,
              "documented limit": 0}
    disagreements = []
    batches = [("precise", d) for d in (2, 3, 10, 20, 50, 120, 400)] + [("exact", 50)]
    per_batch = max(1, arguments.lines // len(batches))
    for mode, digits in batches:
        exact = mode == "exact"
        trees = [expression(rng, rng.randint(1, 3), exact) for _ in range(per_batch)]
        outputs = run(arguments.binary, mode, digits, [text for text, _ in trees])
        model = ExactModel() if exact else PreciseModel(digits)
        for (text, tree), (output, message) in zip(trees, outputs):
            counts["lines"] += 1
            try:
                expected = model.shown(tree)
            except Skipped:
                counts["skipped"] += 1
                continue
            except (Refused, InvalidOperation, Overflow, Underflow, ZeroDivisionError,
                    ValueError, OverflowError):
                expected = None
            if output is None and "supports arguments from" in message:
                counts["documented limit"] += 1  # ^ and the functions stop at 1e±100000
                continue
            if output is None or expected is None:
                if output is None and expected is None:
                    counts["refused both"] += 1
                    continue
                disagreements.append((mode, digits, text, output or message, expected))
                continue
            if output.startswith("≈"):
                disagreements.append((mode, digits, text, output, expected))
                continue
            got = Fraction(output) if exact else Decimal(output)
            if got == expected:
                counts["agree"] += 1
            else:
                disagreements.append((mode, digits, text, output, expected))
    print("differential: %d lines, %d agree, %d refused by both, %d skipped, %d at a documented "
          "limit, %d disagree%s" % (counts["lines"], counts["agree"], counts["refused both"],
                                  counts["skipped"], counts["documented limit"],
                                  len(disagreements),
                                  "" if mpmath else " (no mpmath: decimal and fractions only)"))
    for mode, digits, text, output, expected in disagreements:
        print("  %s --digits %d: %s\n    tagless: %s\n    model:   %s" % (
            mode, digits, text, output, expected if expected is not None else "refused"))
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
