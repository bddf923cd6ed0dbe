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
- decisions (with mpmath): exact lines that `floor`, `ceil`, `round`, `trunc`, `%` or
  compare approximate values (`floor(sqrt(7) * pi)`, `exp(2) > sqrt(54)`), checked against
  mpmath at 400 digits: a value farther than 10^-(2N + 10) from where the answer changes must
  be decided and right; one closer may also be refused ("cannot be decided"), and one on it
  (`sqrt(2) * sqrt(8)`) must be; no line may print a wrong answer. Integer `%` of powers too
  large to hold (`(3^(2^40) + 5) % 7`) is checked by Python's modular `pow`.
- sums (with mpmath for irrational terms): precise `sum` and `product` of rational terms
  against `fractions` rounded once to N digits, of `sqrt` and `log` terms against mpmath at
  3N + 40 digits rounded once: every digit.
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


DECISION_ATOMS = [  # (tagless, mpmath) approximate values
    ("sqrt(%d)", "mpmath.sqrt(%d)"), ("cbrt(%d)", "mpmath.cbrt(%d)"), ("log(%d)", "mpmath.log(%d)"),
    ("exp(%d/7)", "mpmath.exp(mpmath.mpf(%d)/7)"), ("sin(%d)", "mpmath.sin(%d)"),
    ("atan(%d)", "mpmath.atan(%d)"), ("pi*%d", "mpmath.pi*%d"), ("%d^(1/3)", "mpmath.cbrt(%d)"),
]
# Values exactly where the answer changes, which no enclosure decides.
ON_BOUNDARY = ["sqrt(%d)^2", "exp(log(%d))", "sqrt(2*%d)*sqrt(8*%d)/4"]  # each is n


def decision_value(rng):
    """An approximate expression: (tagless text, mpmath text), sometimes one whose exact value
    is an integer."""
    if rng.random() < 0.15:
        n = rng.randint(2, 30)
        text = rng.choice(ON_BOUNDARY)
        return text % ((n,) * text.count("%d")), "%d" % n
    text, model = rng.choice(DECISION_ATOMS)
    n = rng.randint(2, 99)
    text, model = text % n, model % n
    for _ in range(rng.randint(0, 2)):
        op = rng.choice("+-*/")
        other, other_model = rng.choice(DECISION_ATOMS)
        m = rng.randint(2, 99)
        text, model = "(%s %s %s)" % (text, op, other % m), "(%s %s %s)" % (model, op, other_model % m)
    return text, model


def decision_line(rng):
    """A decision line: (text, kind, mpmath texts); kind is the decision to check."""
    x, xm = decision_value(rng)
    roll = rng.random()
    if roll < 0.4:
        function = rng.choice(["floor", "ceil", "round", "trunc"])
        scale = rng.choice([1, 1, 10, 1000, 10**30])
        if scale != 1:
            x, xm = "%s*%d" % (x, scale), "(%s)*%d" % (xm, scale)
        return "%s(%s)" % (function, x), function, (xm,)
    if roll < 0.6:
        m = rng.randint(2, 13)
        return "floor(%s) %% %d" % (x, m), "floor%", (xm, str(m))
    y, ym = decision_value(rng)
    if rng.random() < 0.3:
        y, ym = x, xm  # the same value on both sides: equal, never decided
    comparison = rng.choice(["<", "<=", ">", ">=", "==", "!="])
    return "%s %s %s" % (x, comparison, y), comparison, (xm, ym)


def huge_power_line(rng):
    """Integer % of a power too large to hold, and its value by modular powers."""
    b, k, c, m = rng.randint(2, 9), rng.randint(34, 45), rng.randint(0, 50), rng.randint(2, 97)
    return "(%d^(2^%d) + %d) %% %d" % (b, k, c, m), str((pow(b, 2**k, m) + c) % m)


ISSUE_LINES = [  # issue 34, with their values computed here
    ("(2^(2^40)) % 3", lambda: str(pow(2, 2**40, 3))),
    ("(10^99999 + 1) % 11", lambda: str((pow(10, 99999, 11) + 1) % 11)),
    ("floor(10^99999/3) % 10", lambda: str(10**99999 // 3 % 10)),
    ("2^0.5 > 1.41", lambda: "true"),
]


def decision_expected(kind, models, digits):
    """The right answer and whether it must be decided (False: near or on where it
    changes, where "cannot be decided" is right too)."""
    mpmath.mp.dps = 400
    values = [mpmath.mpf(eval(text, {"mpmath": mpmath})) for text in models]
    slack = mpmath.mpf(10) ** -(2 * digits + 10)
    exactly = mpmath.mpf(10) ** -300
    x = values[0]
    if kind in ("floor", "ceil", "round", "trunc", "floor%"):
        nearest = mpmath.nint(x) if kind != "round" else mpmath.floor(x) + mpmath.mpf(1) / 2
        distance = abs(x - nearest)
        scale = max(1, abs(x))
        if distance < exactly * scale:
            x = nearest  # on the boundary: exactly there (refused, or right when exact)
        function = {"floor": mpmath.floor, "ceil": mpmath.ceil, "trunc": lambda v: mpmath.floor(v) if v >= 0 else mpmath.ceil(v),
                    "round": lambda v: mpmath.floor(v + mpmath.mpf(1) / 2) if v >= 0 else -mpmath.floor(-v + mpmath.mpf(1) / 2),
                    "floor%": mpmath.floor}[kind]
        value = int(function(x))
        if kind == "floor%":
            m = int(models[1])
            value = value - int(value / m) * m if value >= 0 else -((-value) % m)
        return str(value), distance > slack * scale
    y = values[1]
    difference = x - y
    scale = max(abs(x), abs(y))
    if abs(difference) < exactly * scale:
        difference = 0  # equal (refused, or right when both are exact)
    order = (difference > 0) - (difference < 0)
    holds = {"<": order < 0, "<=": order <= 0, ">": order > 0, ">=": order >= 0, "==": order == 0,
             "!=": order != 0}[kind]
    return ("true" if holds else "false"), abs(difference) > slack * scale


SUM_TERMS = [  # (tagless, Fraction term or None, mpmath term or None, sum or product)
    ("k -> 1 + 1/k", lambda k: 1 + Fraction(1, k), None, "product"),
    ("k -> (-1)^k/k", lambda k: Fraction((-1) ** k, k), None, "sum"),
    ("k -> 1 - 1/(4*k^2)", lambda k: 1 - Fraction(1, 4 * k * k), None, "product"),
    ("k -> 1/k^2", lambda k: Fraction(1, k * k), None, "sum"),
    ("k -> k/(k + 3)", lambda k: Fraction(k, k + 3), None, "product"),
    ("k -> 1/(k*(k + 1))", lambda k: Fraction(1, k * (k + 1)), None, "sum"),
    ("k -> sqrt(k)", None, lambda k: mpmath.sqrt(k), "sum"),
    ("k -> log(k + 1)", None, lambda k: mpmath.log(k + 1), "sum"),
    ("k -> 1 + 1/sqrt(k)", None, lambda k: 1 + 1 / mpmath.sqrt(k), "product"),
]


def sum_line(rng, digits):
    """A precise `sum` or `product` line and its value rounded once to `digits` digits."""
    text, exact_term, mp_term, functional = rng.choice(SUM_TERMS if mpmath else SUM_TERMS[:6])
    last = rng.choice([5, 20, 100, 300, 1000])
    line = "%s(%s, 1, %d)" % (functional, text, last)
    context = Context(prec=digits, rounding=ROUND_HALF_EVEN)
    if exact_term:
        terms = [exact_term(k) for k in range(1, last + 1)]
        value = sum(terms, Fraction(0)) if functional == "sum" else Fraction(1)
        if functional == "product":
            for term in terms:
                value *= term
        return line, context.divide(Decimal(value.numerator), Decimal(value.denominator))
    mpmath.mp.dps = 3 * digits + 40
    value = mpmath.mpf(0) if functional == "sum" else mpmath.mpf(1)
    for k in range(1, last + 1):
        value = value + mp_term(k) if functional == "sum" else value * mp_term(k)
    return line, context.plus(Decimal(mpmath.nstr(value, 3 * digits + 30, strip_zeros=False)))


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


def decisions(binary, rng, count, disagreements):
    """Exact's decisions on approximate values against mpmath (and modular powers): the count
    of lines decided right, and of lines near or on a boundary that were refused."""
    if mpmath is None:
        return 0, 0
    decided = undecided = 0
    for digits in (2, 50):
        lines = [decision_line(rng) for _ in range(count)]
        powers = [huge_power_line(rng) for _ in range(4)]
        issue = ISSUE_LINES if digits == 50 else ISSUE_LINES[-1:]
        texts = [text for text, _, _ in lines] + [t for t, _ in powers] + [t for t, _ in issue]
        outputs = run(binary, "exact", digits, texts)
        checks = [decision_expected(kind, models, digits) for _, kind, models in lines]
        checks += [(value, True) for _, value in powers] + [(value(), True) for _, value in issue]
        for text, (expected, must), (output, message) in zip(texts, checks, outputs):
            if output is None and "cannot be decided" in message and not must:
                undecided += 1
            elif output is not None and output == expected:
                decided += 1
            else:
                disagreements.append(("exact", digits, text, output or message, expected))
    return decided, undecided


def sums(binary, rng, count, disagreements):
    """Precise sums and products against fractions or mpmath: the counts that agree and run."""
    agree = 0
    for digits in (10, 50):
        lines = [sum_line(rng, digits) for _ in range(max(4, count // 8))]
        outputs = run(binary, "precise", digits, [text for text, _ in lines])
        for (text, expected), (output, message) in zip(lines, outputs):
            if output is not None and Decimal(output) == expected:
                agree += 1
            else:
                disagreements.append(("precise", digits, text, output or message, expected))
    return agree, 2 * len(lines)


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
    decided, undecided = decisions(arguments.binary, rng, per_batch, disagreements)
    counts["agree"] += decided
    counts["undecided"] = undecided
    counts["lines"] += decided + undecided
    summed = sums(arguments.binary, rng, per_batch, disagreements)
    counts["agree"] += summed[0]
    counts["lines"] += summed[1]
    print("differential: %d lines, %d agree, %d refused by both, %d skipped, %d at a documented "
          "limit, %d on or near a boundary and not decided, %d disagree%s" % (
              counts["lines"], counts["agree"], counts["refused both"], counts["skipped"],
              counts["documented limit"], counts["undecided"],
                                  len(disagreements),
                                  "" if mpmath else " (no mpmath: decimal and fractions only)"))
    for mode, digits, text, output, expected in disagreements:
        print("  %s --digits %d: %s\n    tagless: %s\n    model:   %s" % (
            mode, digits, text, output, expected if expected is not None else "refused"))
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
