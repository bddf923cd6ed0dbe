#!/usr/bin/env python3
"""Writes Sources/TaglessWorkloads/IntegralTable.swift: 30 integrals with their values
from mpmath (the truth the tests measure Quadrature against) and the evaluation counts of
SciPy's `quad` (QUADPACK QAGS on finite ranges, QAGI on infinite ones) run with the same
accuracy request and budget as Quadrature's defaults (epsabs 0, epsrel 1e-13, 238 intervals).

Each integral is given twice, as a Swift closure and as Python: the two must be the same
formula. The truth is the closed form where one is known (checked against mpmath's `quad` to 12
digits), otherwise mpmath's `quad` (tanh-sinh, the range split in 40) at 60 digits, checked
against a run at 80 digits to 30 digits; the script stops when they disagree.

    python3 scripts/generate-quadrature-table.py          # rewrite the table
    python3 scripts/generate-quadrature-table.py --check  # compare with the committed one
    python3 scripts/generate-quadrature-table.py --markdown  # the Benchmarks/README table
    python3 scripts/generate-quadrature-table.py --precise [--check]  # the 60-digit table
    python3 scripts/generate-quadrature-table.py --infinite [--check]  # infinite ranges, 60 digits
"""
import decimal
import math
import sys
import warnings

import mpmath
import numpy as np
from mpmath import mp, mpf
from scipy.integrate import quad

from swift_tables import agreeing, write_or_check
from swift_tables import swift_table as swift_table_text

PATH = "Sources/TaglessWorkloads/IntegralTable.swift"
RELATIVE_TOLERANCE = 1e-13
LIMIT = 238  # Quadrature.defaultMaximumEvaluations = 10,000 gives 238 intervals of 21 points.
INF = float("inf")

# (name, Swift closure body in x, numpy function, mpmath function, a, b, closed form or None)
CASES = [
    # Smooth.
    ("exp", "exp(x)", np.exp, mpmath.exp, 0, 1, lambda: mpmath.e - 1),
    ("arctan'", "1 / (1 + x * x)", lambda x: 1 / (1 + x * x), lambda x: 1 / (1 + x * x),
     0, 1, lambda: mpmath.pi / 4),
    ("quintic", "x * x * x * x * x - 3 * x * x + 1", lambda x: x**5 - 3 * x**2 + 1,
     lambda x: x**5 - 3 * x**2 + 1, -2, 3, lambda: mpf(485) / 6),
    ("cos", "cos(x)", np.cos, mpmath.cos, 0, math.pi / 2, None),
    ("log1p", "log(1 + x)", lambda x: np.log(1 + x), lambda x: mpmath.log(1 + x), 0, 1,
     lambda: 2 * mpmath.log(2) - 1),
    ("quartic Runge", "1 / (1 + x * x * x * x)", lambda x: 1 / (1 + x**4),
     lambda x: 1 / (1 + x**4), 0, 1, None),
    ("gauss [0,1]", "exp(-x * x)", lambda x: np.exp(-x * x), lambda x: mpmath.exp(-x * x),
     0, 1, lambda: mpmath.sqrt(mpmath.pi) / 2 * mpmath.erf(1)),
    ("x e^-x", "x * exp(-x)", lambda x: x * np.exp(-x), lambda x: x * mpmath.exp(-x), 0, 10,
     lambda: 1 - 11 * mpmath.exp(-10)),
    ("Runge peak", "1 / (1 + 100 * x * x)", lambda x: 1 / (1 + 100 * x * x),
     lambda x: 1 / (1 + 100 * x * x), -1, 1, lambda: mpmath.atan(10) / 5),
    ("sqrt(1+x^3)", "(1 + x * x * x).squareRoot()", lambda x: np.sqrt(1 + x**3),
     lambda x: mpmath.sqrt(1 + x**3), 0, 2, None),
    # Oscillatory.
    ("cos 20x", "cos(20 * x)", lambda x: np.cos(20 * x), lambda x: mpmath.cos(20 * x), 0, 1,
     lambda: mpmath.sin(20) / 20),
    ("x sin 30x", "x * sin(30 * x)", lambda x: x * np.sin(30 * x),
     lambda x: x * mpmath.sin(30 * x), 0, 2 * math.pi, None),
    ("sin^2 50x", "sin(50 * x) * sin(50 * x)", lambda x: np.sin(50 * x) ** 2,
     lambda x: mpmath.sin(50 * x) ** 2, 0, math.pi, None),
    ("cos(10 sin x)", "cos(10 * sin(x))", lambda x: np.cos(10 * np.sin(x)),
     lambda x: mpmath.cos(10 * mpmath.sin(x)), 0, math.pi, None),
    ("exp(cos x)", "exp(cos(x))", lambda x: np.exp(np.cos(x)),
     lambda x: mpmath.exp(mpmath.cos(x)), 0, 2 * math.pi, None),
    ("damped cos", "exp(-x / 4) * cos(3 * x)", lambda x: np.exp(-x / 4) * np.cos(3 * x),
     lambda x: mpmath.exp(-x / 4) * mpmath.cos(3 * x), 0, 20, None),
    # Endpoint singularities.
    ("1/sqrt x", "1 / x.squareRoot()", lambda x: 1 / np.sqrt(x), lambda x: 1 / mpmath.sqrt(x),
     0, 1, lambda: mpf(2)),
    ("log x", "log(x)", np.log, mpmath.log, 0, 1, lambda: mpf(-1)),
    ("sqrt x", "x.squareRoot()", np.sqrt, mpmath.sqrt, 0, 1, lambda: mpf(2) / 3),
    ("x^-0.75", "pow(x, -0.75)", lambda x: x**-0.75, lambda x: x ** mpf(-0.75), 0, 1,
     lambda: mpf(4)),
    ("log x/sqrt x", "log(x) / x.squareRoot()", lambda x: np.log(x) / np.sqrt(x),
     lambda x: mpmath.log(x) / mpmath.sqrt(x), 0, 1, lambda: mpf(-4)),
    # Singularities at 0 only: near a non-zero endpoint the nodes' own rounding (an absolute
    # 1e-16 in 1 - x) limits 1/sqrt(1 - x^2) on [-1, 1] to about 3e-14, in QUADPACK too.
    ("e^x/sqrt x", "exp(x) / x.squareRoot()", lambda x: np.exp(x) / np.sqrt(x),
     lambda x: mpmath.exp(x) / mpmath.sqrt(x), 0, 1,
     lambda: mpmath.sqrt(mpmath.pi) * mpmath.erfi(1)),
    ("log sin", "log(sin(x))", lambda x: np.log(np.sin(x)),
     lambda x: mpmath.log(mpmath.sin(x)), 0, math.pi / 2, None),
    ("sqrt x log x", "x.squareRoot() * log(x)", lambda x: np.sqrt(x) * np.log(x),
     lambda x: mpmath.sqrt(x) * mpmath.log(x), 0, 1, lambda: mpf(-4) / 9),
    # Infinite ranges.
    ("gauss", "exp(-x * x)", lambda x: np.exp(-x * x), lambda x: mpmath.exp(-x * x),
     -INF, INF, lambda: mpmath.sqrt(mpmath.pi)),
    ("Cauchy half", "1 / (1 + x * x)", lambda x: 1 / (1 + x * x),
     lambda x: 1 / (1 + x * x), 0, INF, lambda: mpmath.pi / 2),
    ("x^2 e^-x", "x * x * exp(-x)", lambda x: x * x * np.exp(-x),
     lambda x: x * x * mpmath.exp(-x), 0, INF, lambda: mpf(2)),
    ("1/(1+x^4)", "1 / (1 + x * x * x * x)", lambda x: 1 / (1 + x**4),
     lambda x: 1 / (1 + x**4), -INF, INF, lambda: mpmath.pi / mpmath.sqrt(2)),
    ("e^x left", "exp(x)", np.exp, mpmath.exp, -INF, 0, lambda: mpf(1)),
    ("e^-x/sqrt x", "exp(-x) / x.squareRoot()", lambda x: np.exp(-x) / np.sqrt(x),
     lambda x: mpmath.exp(-x) / mpmath.sqrt(x), 0, INF, lambda: mpmath.sqrt(mpmath.pi)),
]


def mp_bound(v):
    return mpmath.inf if v == INF else (-mpmath.inf if v == -INF else mpf(v))


def truth(f, a, b, closed):
    """The closed form when there is one (checked against mpmath's quad to 12 digits: tanh-sinh
    truncates weak singularities such as x^-0.75 near 1e-15), else quad at 60 and 80 digits
    agreeing in 30."""
    values = []
    for dps in (60, 80):
        mp.dps = dps
        ends = [mp_bound(a), mp_bound(b)]
        # Split finite ranges so tanh-sinh resolves every wiggle of the oscillatory integrands.
        if ends[0] != -mpmath.inf and ends[1] != mpmath.inf:
            ends = mpmath.linspace(ends[0], ends[1], 41)
        elif ends[0] == -mpmath.inf and ends[1] == mpmath.inf:
            ends = [-mpmath.inf, 0, mpmath.inf]
        values.append(mpmath.quad(f, ends, maxdegree=10))
    mp.dps = 60
    if closed is not None:
        return agreeing([closed()] + values, 12, "closed form and quad")
    return agreeing(values, 30, "quad at 60 and 80 digits")


def condition(f, a, b, exact):
    """The integral of |f| over |integral|: how much cancellation the sum suffers."""
    mp.dps = 15
    ends = [mp_bound(a), mp_bound(b)]
    if ends[0] != -mpmath.inf and ends[1] != mpmath.inf:
        ends = mpmath.linspace(ends[0], ends[1], 401)
    magnitude = mpmath.quad(lambda x: abs(f(x)), ends)
    return float(magnitude / abs(exact))


def scipy_count(f, a, b):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = quad(f, a, b, epsabs=0, epsrel=RELATIVE_TOLERANCE, limit=LIMIT, full_output=1)
    # A fourth element is QUADPACK's message when ier > 0.
    value, info = result[0], result[2]
    message = result[3] if len(result) > 3 else ""
    if caught and not message:
        sys.exit(f"unexpected warning: {caught[0].message}")
    if message and "oundoff" not in message:
        sys.exit(f"QUADPACK failed otherwise than by roundoff: {message}")
    return value, info["neval"], bool(message)


def swift_double(v):
    if v == INF:
        return ".infinity"
    if v == -INF:
        return "-.infinity"
    return repr(float(v))


def rows_of_cases():
    for name, swift, f, g, a, b, closed in CASES:
        exact = truth(g, a, b, closed)
        value, count, roundoff = scipy_count(f, a, b)
        mp.dps = 60
        error = abs((mpf(value) - exact) / exact)
        kappa = condition(g, a, b, exact)
        yield name, swift, a, b, exact, count, roundoff, float(error), kappa


def swift_table():
    rows = []
    for name, swift, a, b, exact, count, roundoff, error, kappa in rows_of_cases():
        mp.dps = 25
        status = f", scipyError: {error:.1e}"
        status += ",\n      scipyRoundoff: true" if roundoff else ""
        if kappa > 10:
            status += f", cancellation: {kappa:.0f}"
        rows.append([
            "    IntegralCase(",
            f"      \"{name}\", {{ x in {swift} }}, from: {swift_double(a)}, to: {swift_double(b)},",
            f"      truth: {mpmath.nstr(exact, 25, min_fixed=-30, max_fixed=30)}, scipy: {count}{status}),",
        ])
    return swift_table_text(
        [
            "Generated by scripts/generate-quadrature-table.py: do not edit by hand.",
            "Truth: the closed form at 60 digits where known, else mpmath quad at 60 and 80 digits",
            "agreeing in 30; printed to 25 digits. SciPy: quad(f, a, b, epsabs=0, epsrel=1e-13,",
            "limit=238, full_output=1)['neval'], the same request and budget as Quadrature's;",
            "scipyRoundoff: QUADPACK reported that rounding stopped it short of 1e-13 (ier 2 or 4).",
            "cancellation: the integral of |f| over |integral| (mpmath), given where above 10.",
        ],
        "IntegralCase",
        "The 30 integrals: smooth, oscillatory, endpoint singularities, infinite ranges.",
        "public static let table: [IntegralCase]", rows,
        preamble=[
            "#if canImport(Glibc)", "  import Glibc", "#elseif canImport(Musl)", "  import Musl",
            "#elseif canImport(Darwin)", "  import Darwin", "#endif",
        ])


def markdown():
    print("| integral | range | SciPy evaluations | SciPy relative error | SciPy status |")
    print("|---|---|---:|---:|---|")
    for name, _, a, b, _, count, roundoff, error, _ in rows_of_cases():
        status = "roundoff" if roundoff else "converged"
        print(f"| {name} | [{a:.6g}, {b:.6g}] | {count} | {error:.1e} | {status} |")


PRECISE_PATH = "Tests/TaglessPrecisionTests/Numerics/PreciseQuadratureTable.swift"


def exact_text(v):
    """A bound as Precise reads it: the double's exact decimal value, or an infinity."""
    if v in (INF, -INF):
        return ".plusInfinity" if v > 0 else ".minusInfinity"
    return f'.finite(exact("{decimal.Decimal(float(v))}"))'


def precise_truth(g, a, b, closed):
    """The integral to 60 digits: the closed form, else quad at 80 and 100 digits agreeing."""
    mp.dps = 80
    if closed is not None:
        return closed()
    values = []
    for dps in (80, 100):
        mp.dps = dps
        ends = [mp_bound(a), mp_bound(b)]
        if ends[0] != -mpmath.inf and ends[1] != mpmath.inf:
            ends = mpmath.linspace(ends[0], ends[1], 41)
        values.append(mpmath.quad(g, ends, maxdegree=12))
    mp.dps = 60
    return agreeing(values, 60, "quad at 80 and 100 digits")


def precise_row(initializer, name, swift, a, b, truth):
    """One row of a precise table: the integrand, its bounds and its truth to 60 digits."""
    mp.dps = 60
    return [
        f"    {initializer}(",
        f"      \"{name}\", {{ x in {swift} }},",
        f"      from: {exact_text(a)},",
        f"      to: {exact_text(b)},",
        f"      truth: \"{mpmath.nstr(truth, 60, min_fixed=-5, max_fixed=30)}\"),",
    ]


def precise_table():
    rows = []
    for name, swift, _, g, a, b, closed in CASES:
        truth = precise_truth(g, a, b, closed)
        mp.dps = 60
        rows.append(precise_row("PreciseIntegralCase", name, swift, a, b, truth))
    return swift_table_text(
        [
            "Generated by scripts/generate-quadrature-table.py: do not edit by hand.",
            "Truth to 60 digits: the closed form where known, else mpmath quad at 80 and 100",
            "digits agreeing in 60. Bounds: the doubles of IntegralTable.swift, exactly.",
        ],
        "PreciseQuadratureTests", "The integrals: name, integrand, bounds, truth to 60 digits.",
        "static let table: [PreciseIntegralCase]", rows)


INFINITE_PATH = "Tests/TaglessPrecisionTests/Numerics/PreciseInfiniteTable.swift"

# Infinite ranges for PreciseQuadrature: (name, Swift closure body in x, mpmath function, a, b,
# closed form). Each closed form is checked against mpmath's quad at 60 digits to 25 (quad
# resolves the singularity of e^-x/sqrt x at 0 to only about 31).
INFINITE_CASES = [
    ("gauss half", "exp(-x * x)", lambda x: mpmath.exp(-x * x), 0, INF,
     lambda: mpmath.sqrt(mpmath.pi) / 2),
    ("Cauchy", "1 / (1 + x * x)", lambda x: 1 / (1 + x * x), -INF, INF, lambda: mpmath.pi),
    ("e^-x from 1", "exp(-x)", lambda x: mpmath.exp(-x), 1, INF, lambda: mpmath.exp(-1)),
    ("x^2 e^-x", "x * x * exp(-x)", lambda x: x * x * mpmath.exp(-x), 0, INF, lambda: mpf(2)),
    ("1/x^2", "1 / (x * x)", lambda x: 1 / (x * x), 1, INF, lambda: mpf(1)),
    ("normal", "exp(-x * x / 2)", lambda x: mpmath.exp(-x * x / 2), -INF, INF,
     lambda: mpmath.sqrt(2 * mpmath.pi)),
    ("1/(1+x^4) half", "1 / (1 + x * x * x * x)", lambda x: 1 / (1 + x**4), 0, INF,
     lambda: mpmath.pi / (2 * mpmath.sqrt(2))),
    ("Cauchy left", "1 / (1 + x * x)", lambda x: 1 / (1 + x * x), -INF, 0,
     lambda: mpmath.pi / 2),
    ("Cauchy to 1", "1 / (1 + x * x)", lambda x: 1 / (1 + x * x), -INF, 1,
     lambda: 3 * mpmath.pi / 4),
    ("x e^x left", "x * exp(x)", lambda x: x * mpmath.exp(x), -INF, 0, lambda: mpf(-1)),
    ("e^-x/sqrt x", "exp(-x) / x.squareRoot()", lambda x: mpmath.exp(-x) / mpmath.sqrt(x),
     0, INF, lambda: mpmath.sqrt(mpmath.pi)),
    # Far out the value underflows (below 1e-10^15) where its term cannot matter.
    ("e^(-x^6/1e9)", "exp(-x * x * x * x * x * x / 1_000_000_000)",
     lambda x: mpmath.exp(-x**6 / mpf(10) ** 9), 0, INF,
     lambda: mpf(10) ** mpf(1.5) * mpmath.gamma(mpf(7) / 6)),
]


def infinite_table():
    rows = []
    for name, swift, g, a, b, closed in INFINITE_CASES:
        mp.dps = 60
        truth = closed()
        ends = [mp_bound(a), mp_bound(b)]
        # Split off a unit next to a finite end: e^-x/sqrt x has both a singularity and a tail.
        if ends[0] == -mpmath.inf and ends[1] == mpmath.inf:
            ends = [-mpmath.inf, 0, mpmath.inf]
        elif ends[0] == -mpmath.inf:
            ends = [-mpmath.inf, ends[1] - 1, ends[1]]
        else:
            ends = [ends[0], ends[0] + 1, mpmath.inf]
        agreeing([truth, mpmath.quad(g, ends, maxdegree=12)], 25, f"{name}: closed form and quad")
        rows.append(precise_row(".init", name, swift, a, b, truth))
    return swift_table_text(
        [
            "Generated by scripts/generate-quadrature-table.py --infinite: do not edit by hand.",
            "Truth to 60 digits: the closed form, checked against mpmath quad at 60 digits to 25.",
        ],
        "PreciseInfiniteQuadratureTests",
        "The integrals over infinite ranges: name, integrand, bounds, truth to 60 digits.",
        "static let table: [PreciseQuadratureTests.PreciseIntegralCase]", rows)


if __name__ == "__main__" and "--infinite" in sys.argv:
    write_or_check(INFINITE_PATH, infinite_table())
elif __name__ == "__main__" and "--precise" in sys.argv:
    write_or_check(PRECISE_PATH, precise_table())
elif __name__ == "__main__":
    if "--markdown" in sys.argv:
        markdown()
    else:
        write_or_check(PATH, swift_table())
