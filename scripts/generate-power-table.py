#!/usr/bin/env python3
"""Regenerates (or, with --check, verifies) the Schubfach power-of-ten table in
Sources/Tagless/Numbers/ShortestDecimal+Tables.swift, with exact integer arithmetic.

For e in -292...324: r = floor(log2(10^e)) - 125, g = floor(10^e / 2^r) + 1 (so 2^125 <= g < 2^126),
stored as the pair g1 = g >> 63, g0 = g & (2^63 - 1)."""
import re
import sys

PATH = "Sources/Tagless/Numbers/ShortestDecimal+Tables.swift"


def floor_log2_pow10(e):
    if e >= 0:
        return (10**e).bit_length() - 1
    return -((10**-e).bit_length())  # 10^-e is never a power of two for -e > 0


def entries():
    values = []
    for e in range(-292, 325):
        r = floor_log2_pow10(e) - 125
        if e >= 0:
            g = (10**e >> r if r >= 0 else 10**e << -r) + 1
        else:
            g = (1 << -r) // 10**-e + 1
        assert (1 << 125) <= g < (1 << 126), e
        values += [g >> 63, g & ((1 << 63) - 1)]
    return values


def literal(v):
    text = "%016X" % v
    return "0x" + "_".join(text[i:i + 4] for i in range(0, 16, 4))


def main():
    source = open(PATH).read()
    found = [int(h.replace("_", ""), 16) for h in re.findall(r"0x[0-9A-F_]{19}", source)]
    expected = entries()
    if "--check" in sys.argv:
        ok = found == expected
        print(f"{len(expected)} entries: {'match' if ok else 'DIFFER'}")
        sys.exit(0 if ok else 1)
    rows = ["    " + ", ".join(literal(v) for v in expected[i:i + 4]) + ","
            for i in range(0, len(expected), 4)]
    start = source.index("[\n", source.index("powersOfTen")) + 2
    end = source.index("  ]", start)
    open(PATH, "w").write(source[:start] + "\n".join(rows) + "\n" + source[end:])
    print(f"wrote {len(expected)} entries")


if __name__ == "__main__":
    main()
