#!/usr/bin/env python3
"""Differential test of `integrate` against closed forms evaluated with mpmath.

Tabled integrands (the cases of issue 34: area far from every node of a rule, peaks at an end
of an interval, wide and infinite ranges) and random ones (a Gaussian, Lorentzian or Laplace
peak of random centre and width, sometimes on a smooth base, over a random finite, half-infinite
or infinite range; with a base, a finite range of at most 50 widths, since beside other area a
peak narrower than the spacing of the nodes is invisible to any rule) go through the binary,
one process per line:
- `-i eval`, through `--via tagless` and `--via enum`, which must print exactly the same;
- `-i precise --digits 20` on every fourth line.
The reference is each line's integral in closed form (erf, atan, exp), evaluated with mpmath at
30 digits: mpmath.quad with breakpoints took over a minute and a half for these references and
was itself off by 1e-7 on a steep exponential (integrate(x -> exp(-abs(x - 0.07861) / 0.01516),
5.53166, 5.66257)). Each answer must either agree with it (eval: within 1e-9 of the integral,
which is positive, so also of the integral of |f|, widened to 10 ulp(c) / w for a peak of width
w at c, the part of the width by which doubles resolve x there; precise: within 1e-15) or be a
refusal (a non-zero exit with an error at 'integrate'). A wrong value with exit 0 is a failure,
and so is an error of any other kind. Prints one line of counts and each failure.

Usage: differential_quadrature_test.py BINARY [--lines N] [--seed S]
Exit status: 0 when every line agrees or is refused, 1 otherwise.
"""

import argparse
import math
import random
import subprocess
import sys

import mpmath

mpmath.mp.dps = 30

EVAL_TOLERANCE = 1e-9
PRECISE_TOLERANCE = 1e-15
PRECISE_DIGITS = 20

# name: Tagless text of the peak with C and W, and the integral of the peak over [c + u, c + v]
# (u, v offsets from the centre, possibly infinite) in closed form, written so that a range far
# out on one side does not cancel to 0.
PEAKS = {
    "gaussian": ("exp(-((x - C) / W)^2)", lambda u, v, w: w * mpmath.sqrt(mpmath.pi) / 2
                 * side(u / w, v / w, lambda t: -mpmath.erfc(t), mpmath.erf)),
    "lorentzian": ("1 / (1 + ((x - C) / W)^2)", lambda u, v, w: w * lorentzian(u / w, v / w)),
    "laplace": ("exp(-abs(x - C) / W)", lambda u, v, w: w
                * side(u / w, v / w, lambda t: -mpmath.exp(-t), laplace)),
}


def side(u, v, tail, whole):
    """F(v) - F(u) for an odd antiderivative F whose tail beyond 0 is 1 + tail(t): by the tails
    when u and v are on one side of 0, by `whole` otherwise."""
    if u >= 0:
        return tail(v) - tail(u) if not mpmath.isinf(v) else -tail(u)
    if v <= 0:
        return side(-v, -u, tail, whole)
    return whole(v) - whole(u)


def laplace(t):
    """The integral of exp(-|s|) from 0 to t."""
    if mpmath.isinf(t):
        return mpmath.sign(t)
    return mpmath.sign(t) * (1 - mpmath.exp(-abs(t)))


def lorentzian(u, v):
    """atan(v) - atan(u), without cancelling when both are large and of one sign."""
    if mpmath.isinf(u) or mpmath.isinf(v) or u * v <= 0:
        return mpmath.atan(v) - mpmath.atan(u)
    return mpmath.atan((v - u) / (1 + u * v))


# Lines from the issue and its neighbours, with their integrals in closed form.
E, PI, SQRT_PI = mpmath.erf, mpmath.pi, mpmath.sqrt(mpmath.pi)
TABLE = [
    ("integrate(x -> exp(-x^2), 0, 1e6)", SQRT_PI / 2 * E(10**6)),
    ("integrate(x -> exp(-(x-5000)^2), 0, 10000)", SQRT_PI * E(5000)),
    ("integrate(x -> exp(-abs(x-1e5)), -inf, inf)", mpmath.mpf(2)),
    ("integrate(x -> exp(-x^2) + exp(-(x-5e5)^2), 0, 1e6)",
     SQRT_PI / 2 * E(10**6) + SQRT_PI * E(5 * 10**5)),
    ("integrate(x -> 1/sqrt(x) + exp(-(x-0.5)^2*1e8), 0, 1)",
     2 + mpmath.mpf("1e-4") * SQRT_PI * E(5000)),
    ("integrate(x -> exp(-(x-1e4)^2), -inf, inf)", SQRT_PI),
    ("integrate(x -> exp(-(x-1e4)), 1e4, 1e7)", 1 - mpmath.exp(-(10**7 - 10**4))),
    ("integrate(x -> x >= 0.5 ? 1 : 0, 0, 1)", mpmath.mpf("0.5")),
    ("integrate(x -> exp(-x^2/1e6), 0, 1e9)", 1000 * SQRT_PI / 2 * E(10**6)),
    ("integrate(x -> exp(-(x-5000)^2), 0, 1e6)", SQRT_PI / 2 * (E(5000) + E(995000))),
]


def number(rng, low, high):
    """A log-uniform magnitude in [low, high], as a short decimal text."""
    return "%.4g" % (10 ** rng.uniform(low, high))


def random_case(rng):
    """A random peak over a random range: the line and its integral."""
    kind = rng.choice(sorted(PEAKS))
    template, integral = PEAKS[kind]
    width_text = number(rng, -3, 2)
    centre_text = ("-" if rng.random() < 0.3 else "") + number(rng, -2, 6)
    w, c = mpmath.mpf(width_text), mpmath.mpf(centre_text)
    body = template.replace("C", "(%s)" % centre_text).replace("W", width_text)
    based = rng.random() < 0.3
    if based:  # a smooth base under the peak
        body += " + 1 / (1 + x^2)"
    shape = rng.random()
    if based:
        # Beside other area, a peak narrower than the spacing of a rule's nodes is invisible
        # to any rule (README, "integrate"): with a base, the range spans at most 50 widths.
        lower_text = mpmath.nstr(c - mpmath.mpf(number(rng, -0.3, 1.4)) * w, 6)
        upper_text = mpmath.nstr(c + mpmath.mpf(number(rng, -0.3, 1.4)) * w, 6)
        bounds_text = (lower_text, upper_text)
        lower, upper = mpmath.mpf(lower_text), mpmath.mpf(upper_text)
    elif shape < 0.6:
        lower = c - mpmath.mpf(number(rng, -1, 7)) * w * rng.choice([1, -1, 1])
        upper = lower + mpmath.mpf(number(rng, -1, 7)) * w * 10
        bounds_text = ("%s" % mpmath.nstr(lower, 6), "%s" % mpmath.nstr(upper, 6))
        lower, upper = mpmath.mpf(bounds_text[0]), mpmath.mpf(bounds_text[1])
    elif shape < 0.8:
        lower_text = "%s" % mpmath.nstr(c - mpmath.mpf(number(rng, -1, 4)) * w, 6)
        bounds_text, lower, upper = (lower_text, "inf"), mpmath.mpf(lower_text), mpmath.inf
    else:
        bounds_text, lower, upper = ("-inf", "inf"), -mpmath.inf, mpmath.inf
    line = "integrate(x -> %s, %s, %s)" % (body, bounds_text[0], bounds_text[1])
    truth = integral(lower - c, upper - c, w)
    if based:
        truth += mpmath.atan(upper) - mpmath.atan(lower)
    # Doubles hold x near the peak only to ulp(c), a part ulp(c) / w of its width.
    return line, truth, 10 * math.ulp(float(abs(c))) / float(w)


def run(binary, line, *options):
    """The binary's stdout, stderr and exit status on one line."""
    done = subprocess.run([binary, *options, "-e", line], capture_output=True, text=True,
                          timeout=120)
    return done.stdout.strip(), done.stderr.strip(), done.returncode


def judge(line, truth, outcome, tolerance, failures, counts, label):
    """Counts an answer as agreeing or refused, or records it as a failure."""
    stdout, stderr, status = outcome
    if status != 0:
        if "'integrate':" in stderr:
            counts["refused " + label] += 1
        else:
            failures.append("%s: %s: unexpected error: %s" % (label, line, stderr))
        return
    try:
        value = mpmath.mpf(stdout.lstrip("≈ "))
    except (ValueError, TypeError):
        failures.append("%s: %s: unreadable answer %r" % (label, line, stdout))
        return
    if abs(value - truth) <= tolerance * abs(truth):
        counts["agreed " + label] += 1
    else:
        failures.append("%s: %s: %s with exit 0, mpmath says %s"
                        % (label, line, stdout, mpmath.nstr(truth, 20)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--lines", type=int, default=40)
    parser.add_argument("--seed", type=int, default=34)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    cases = [(line, truth, 0) for line, truth in TABLE]
    cases += [random_case(rng) for _ in range(arguments.lines)]
    counts = {key: 0 for key in ["agreed eval", "refused eval", "agreed precise",
                                 "refused precise"]}
    failures = []
    for index, (line, truth, resolution) in enumerate(cases):
        tagless = run(arguments.binary, line)
        enumerated = run(arguments.binary, line, "--via", "enum")
        if tagless != enumerated:
            failures.append("%s: --via tagless %r but --via enum %r" % (line, tagless, enumerated))
        judge(line, truth, tagless, max(EVAL_TOLERANCE, resolution), failures, counts, "eval")
        if index % 4 == 0:
            precise = run(arguments.binary, line, "-i", "precise", "--digits",
                          str(PRECISE_DIGITS))
            judge(line, truth, precise, PRECISE_TOLERANCE, failures, counts, "precise")
    print("%d lines: %s; %d failures" % (
        len(cases), ", ".join("%d %s" % (n, key) for key, n in counts.items()), len(failures)))
    for failure in failures:
        print("FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
