#!/usr/bin/env python3
"""Writes Tests/Precision/precision-table.txt: reference values of every built-in
function, the constants and the operators at 50 and 1,000 significant digits, made with mpmath
(PyPI `mpmath`), for the Precise interpreter's tests to compare digit for digit.

Each line is `digits<TAB>expression<TAB>value`. The value is the exact result of the expression
(its literals read as exact decimals) correctly rounded to `digits` significant digits, ties to
even, without trailing zeros, laid out as the calculator prints numbers: plain notation when
1e-6 <= |x| < 1e21, scientific otherwise (`1.5e300`). Every value is computed at two working
precisions well beyond the digits; both must round alike, or the script stops.

    pip install mpmath && python3 scripts/generate-precision-table.py [--check]
"""
import decimal
import sys

import mpmath
from mpmath import mp, mpf

PATH = "Tests/Precision/precision-table.txt"

# (expression, function of exact mpf arguments, arguments as decimal literals)
UNARY = {
    "abs": mpmath.fabs, "sqrt": mpmath.sqrt,
    "cbrt": lambda x: mpmath.sign(x) * mpmath.cbrt(abs(x)), "exp": mpmath.exp,
    "log": mpmath.log, "log2": lambda x: mpmath.log(x, 2), "log10": mpmath.log10,
    "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan, "asin": mpmath.asin,
    "acos": mpmath.acos, "atan": mpmath.atan, "sinh": mpmath.sinh, "cosh": mpmath.cosh,
    "tanh": mpmath.tanh, "floor": mpmath.floor, "ceil": mpmath.ceil,
    "round": lambda x: mpmath.sign(x) * mpmath.floor(abs(x) + mpf(1) / 2),
    "trunc": lambda x: mpmath.sign(x) * mpmath.floor(abs(x)),
}

# Arguments: small, moderate, large, near singularities, exact cases.
ARGUMENTS = {
    "abs": ["-2.5", "1e-300"],
    "sqrt": ["2", "4", "0.0001", "1e-20", "2.25", "12345678901234567890", "1e300"],
    "cbrt": ["2", "27", "-0.001", "1e-30", "3.375", "-7"],
    "exp": ["1", "1.5", "-1", "1e-10", "0.5", "100", "-1000", "1e5", "0", "2.302585092994046"],
    "log": ["2", "10", "0.5", "1.0000000001", "1e-300", "1e300", "123.456", "0.9999999999"],
    "log2": ["3", "0.125", "1024", "10", "1e-5"],
    "log10": ["2", "1000", "0.001", "7", "1e22", "1.5"],
    "sin": ["1", "0.5", "1e-10", "3.14159", "355", "1e22", "-2", "100", "1e-300"],
    "cos": ["1", "0.5", "1e-10", "1.5707963267948966", "1e22", "-3", "100", "0"],
    "tan": ["1", "1.5707963", "0.785398", "-1e-8", "1e10", "3"],
    "asin": ["0.5", "1", "-0.99999", "1e-10", "0.7071067811865476", "0"],
    "acos": ["0.5", "-1", "0.9999999", "1e-10", "-0.5", "1"],
    "atan": ["1", "0.5", "1e30", "-2", "1e-10", "10"],
    "sinh": ["1", "1e-5", "-20", "0.5", "100"],
    "cosh": ["1", "1e-5", "-20", "0.5", "100"],
    "tanh": ["1", "1e-5", "-20", "0.5", "100"],
    "floor": ["-2.5", "1e21", "7.999"],
    "ceil": ["-2.5", "0.001"],
    "round": ["2.5", "-2.5", "0.49999"],
    "trunc": ["-2.7", "12345.678"],
}

BINARY = [
    ("atan2", mpmath.atan2, ["1", "-2"]), ("atan2", mpmath.atan2, ["-1", "-1"]),
    ("atan2", mpmath.atan2, ["1e-10", "1"]), ("atan2", mpmath.atan2, ["3", "0"]),
    ("hypot", mpmath.hypot, ["3", "4"]), ("hypot", mpmath.hypot, ["1", "1"]),
    ("hypot", mpmath.hypot, ["1e-200", "1e-201"]),
    ("pow", mpmath.power, ["2", "0.5"]), ("pow", mpmath.power, ["10", "-2.5"]),
    ("pow", mpmath.power, ["1.0001", "10000"]), ("pow", mpmath.power, ["7", "123"]),
    ("pow", mpmath.power, ["0.5", "-3"]), ("pow", mpmath.power, ["2.25", "0.5"]),
    ("pow", mpmath.power, ["1.5", "2"]), ("pow", mpmath.power, ["3", "1e-10"]),
]

OPERATORS = [
    ("1 / 3", lambda: mpf(1) / 3), ("2 / 3", lambda: mpf(2) / 3),
    ("0.1 + 0.2", lambda: mpf("0.1") + mpf("0.2")), ("1e100 + 1", lambda: mpf(10) ** 100 + 1),
    ("1 - 1e-60", lambda: 1 - mpf(10) ** -60), ("123456789 * 987654321", lambda: mpf(123456789) * 987654321),
    ("10 % 3", lambda: truncated_remainder(mpf(10), mpf(3))),
    ("-7.5 % 2", lambda: truncated_remainder(mpf("-7.5"), mpf(2))),
    ("2 ^ 100", lambda: mpf(2) ** 100), ("2 ^ -10", lambda: mpf(2) ** -10),
    ("pi", lambda: +mp.pi), ("e", lambda: +mp.e),
]

def truncated_remainder(x, y):
    """C's fmod: x - trunc(x / y) * y, the sign of x (mpmath.fmod floors)."""
    quotient = x / y
    return x - mpmath.sign(quotient) * mpmath.floor(abs(quotient)) * y


# At 1,000 digits, a few arguments per function keep the table small.
LONG = {"sqrt": 2, "cbrt": 1, "exp": 4, "log": 4, "log2": 2, "log10": 2, "sin": 5, "cos": 3,
        "tan": 2, "asin": 2, "acos": 2, "atan": 3, "sinh": 2, "cosh": 2, "tanh": 2}


def exact(text):
    """An exact decimal literal as an mpf at the current precision (exact for these)."""
    return mpf(text)


def rounded(compute, digits, extra):
    """The value at `digits + extra` working digits, correctly rounded to `digits`."""
    mp.dps = digits + extra
    value = mpf(compute())
    if value == 0:
        return decimal.Decimal(0)
    man, exp = abs(value).man_exp
    with decimal.localcontext() as context:
        context.prec = 10 * (digits + extra) + 2000
        context.Emax = decimal.MAX_EMAX
        context.Emin = decimal.MIN_EMIN
        exact_value = decimal.Decimal(int(man)) * decimal.Decimal(2) ** exp
        context.prec = digits
        context.rounding = decimal.ROUND_HALF_EVEN
        result = +exact_value
        return -result if value < 0 else result


def layout(value):
    """The calculator's text for a decimal: no trailing zeros, plain or scientific."""
    if value == 0:
        return "0"
    context = decimal.Context(prec=100_000, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)
    sign, digits, exponent = value.normalize(context).as_tuple()
    text = "".join(map(str, digits))
    scientific = exponent + len(text) - 1
    prefix = "-" if sign else ""
    if 0 <= scientific < 21:
        if exponent >= 0:
            return prefix + text + "0" * exponent
        split = scientific + 1
        return prefix + text[:split] + "." + text[split:]
    if -6 <= scientific < 0:
        return prefix + "0." + "0" * (-scientific - 1) + text
    rest = text[1:]
    return prefix + text[0] + ("." + rest if rest else "") + "e" + str(scientific)


def entries():
    cases = []
    for name, function in UNARY.items():
        for index, argument in enumerate(ARGUMENTS[name]):
            compute = (lambda f=function, a=argument: f(exact(a)))
            cases.append((50, f"{name}({argument})", compute))
            if index < LONG.get(name, 0):
                cases.append((1000, f"{name}({argument})", compute))
    for name, function, arguments in BINARY:
        compute = (lambda f=function, a=arguments: f(*map(exact, a)))
        cases.append((50, f"{name}({', '.join(arguments)})", compute))
    for text, compute in OPERATORS:
        cases.append((50, text, compute))
        cases.append((1000, text, compute))
    lines = []
    for digits, text, compute in cases:
        first = rounded(compute, digits, 60)
        second = rounded(compute, digits, 160)
        if first != second:
            sys.exit(f"undecided rounding for {text} at {digits} digits")
        lines.append(f"{digits}\t{text}\t{layout(first)}")
    return lines


def main():
    text = "\n".join(entries()) + "\n"
    if "--check" in sys.argv:
        if open(PATH).read() != text:
            sys.exit(f"{PATH} is out of date: run scripts/generate-precision-table.py")
        print(f"{PATH} is up to date")
        return
    with open(PATH, "w") as output:
        output.write(text)
    print(f"wrote {text.count(chr(10))} values to {PATH}")


if __name__ == "__main__":
    main()
