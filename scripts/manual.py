#!/usr/bin/env python3
"""Writes the man page tagless(1) from the binary's own texts.

    python3 scripts/manual.py BINARY DATE > tagless.1

The synopsis, description and options come from `tagless --experimental-dump-help` (the texts
that `--help` prints); the REPL's commands and the interpreter names from `tagless -e :help`
(the list that `:help` prints). Only THE LANGUAGE is written here, by hand; scripts/install-test.sh
checks it against `:help` and Grammar/tagless.ebnf. swift-argument-parser's own generate-manual
dropped every non-ASCII character (the `≈` of the description) and listed a `help` subcommand
the command line did not take; this page keeps both texts whole and lists no subcommand.
"""

import json
import re
import subprocess
import sys

# The language, by hand: what the grammar (Grammar/tagless.ebnf) says, for a reader.
LANGUAGE = r"""
Each line is a statement: an expression, whose value is printed; an assignment
.BR "x = " expr ,
which prints nothing in pipe mode; or a definition
.BR "f(x, y) = " expr
of a user function.
.B #
starts a comment that runs to the end of the line; a blank line does nothing.
.PP
There are two types: numbers (IEEE 754 doubles; -i exact and -i precise read literals as the
decimals written) and Booleans,
.B true
and
.BR false .
Types are checked before anything runs:
.B 1 + (2 < 3)
is an error at the
.BR + .
.PP
Number literals: 12, 12.5, .5, 2.5e-3; integers in bases,
.B 0xff 0o17 0b1010
(hexadecimal, octal, binary); and one
.B _
between two digits as a separator,
.BR 1_000_000 .
.PP
Operators, from the loosest to the tightest:
.TP
.B c ? a : b
the conditional: c a Boolean, a and b of one type; only the branch taken runs; right-associative
.TP
.B ||
or, then
.B &&
and, both short-circuiting
.TP
.B < <= > >= == !=
comparisons of two numbers, giving a Boolean; not associative (write 1 < x && x < 3)
.TP
.B + -
addition and subtraction
.TP
.B * / % mod
multiplication, division, and the truncated remainder (C's fmod;
.B mod
is
.BR % )
.TP
.B "- + !"
unary minus, plus, and the negation of a Boolean
.TP
.B "^"
power (also written **), right-associative: 2^3^2 is 512, and -2^2 is -4
.PP
Numbers are written 12, 12.5, .5, 5. or 1e3. Names:
.B pi
and
.BR e ;
.BR ans ,
the value of the last expression; variables, once assigned; and a function's parameters in
its body. Built-in functions: abs sqrt cbrt exp log log2 log10 sin cos tan asin acos atan
sinh cosh tanh floor ceil round trunc (one argument), atan2 hypot pow (two), min max (one or
more); and gcd lcm binomial nCr nPr (two integers), factorial ln (one), log (two: log(x, base)).
Postfix ! is factorial: 5! is 120, 2^3! is 64, -3! is -6; 5!=3 still compares.
.PP
User functions may call themselves and functions defined later:
.BR "fact(n) = n <= 1 ? 1 : n * fact(n - 1)" .
A function's result type is its body's. Calls nest at most 10,000 levels; a line may run
any number of calls (Ctrl-C stops it; --max-steps N bounds them).
.PP
Functions are values too: lambdas
.B "k -> 1 / k^2"
and
.B "(a, b) -> a * b"
(also written with \[u2192]), a function's name alone where one is passed on
.RB ( "integrate(sin, 0, pi)" ),
and
.B "g = x -> 2 * x"
defines g. The built-ins that take one:
.B "sum(f, a, b)"
and
.B "product(f, a, b)"
over the integers from a to b,
.B "integrate(f, a, b)"
(adaptive Gauss\(enKronrod; a bound may be
.B inf
or
.BR -inf ;
an integral that does not converge is an error, never a guess) and
.B "root(f, a, b)"
(a sign change of f in [a, b], to the last bit; an error when there is none).
.PP
A statement with an unclosed
.B (
continues on the next line, in the REPL, in files, in pipes and across -e values, and runs
when it is complete; input that ends inside one is an error.
.PP
Pasted typography is read as meant: \[u2212] and \[u2013] as -, \[u00D7] and \[u00B7] as *,
\[u00F7] as /, \[u03C0] as pi, \[u2264] \[u2265] \[u2260] as <= >= !=.
Nesting is limited to 250 levels, and a line to 1 MiB.
"""

EXTRA_SECTIONS = r"""
.SH ENVIRONMENT
.TP
.B NO_COLOR
when set and not empty, the REPL uses no colour (as --no-color; so does TERM=dumb)
.TP
.B COLUMNS
the width of :table and :plot in pipe mode (20 to 1000; 80 otherwise)
.TP
.B TAGLESS_HISTORY
the REPL's history file; empty keeps no history
.TP
.B XDG_STATE_HOME
the history is kept in $XDG_STATE_HOME/tagless/history, by default
~/.local/state/tagless/history
.SH "EXIT STATUS"
0 when every line succeeded; 1 when any line failed (pipe mode, files, -e) or a file could not
be read; 64 when the command line is wrong (an unknown option, a value out of range). SIGINT
ends pipe mode after writing every finished result, by the signal.
.SH EXAMPLES
.nf
tagless \-e '2^0.5'
printf 'x = 3\en(x + 1)^2\en' | tagless
tagless \-i exact \-e '0.1 + 0.2'
tagless \-i precise \-\-digits 100 \-e 'pi'
tagless \-i pretty \-i diff:x \-e 'x^3 + sin(x)'
.fi
.SH "SEE ALSO"
.BR bc (1)
"""


def escaped(text):
    """Text for groff: backslashes and hyphens escaped, other characters as \\[uXXXX].

    An ellipsis is written ... (as man pages write NAME...): groff has no ASCII form for it,
    and warns where the locale is not UTF-8; the other characters used here have one.
    """
    out = []
    for char in text.replace("\u2026", "..."):
        if char == "\\":
            out.append("\\e")
        elif char == "-":
            out.append("\\-")
        elif ord(char) > 126:
            out.append("\\[u%04X]" % ord(char))
        else:
            out.append(char)
    line = "".join(out)
    return "\\&" + line if line[:1] in (".", "'") else line


def run(binary, *args):
    result = subprocess.run([binary, *args], capture_output=True, text=True, check=True)
    return result.stdout


def option_title(argument):
    """`-i, --interpreter name`, as bold names and an italic value."""
    if argument["kind"] == "positional":
        return "\\fI%s\\fR ..." % escaped(argument["valueName"])
    names = ", ".join(
        "\\fB%s\\fR" % escaped(("-" if name["kind"] == "short" else "--") + name["name"])
        for name in argument["names"]
    )
    if argument["kind"] == "option":
        names += " \\fI%s\\fR" % escaped(argument["valueName"])
    return names


def repl_commands(help_text):
    """The `:help` list: (usage, summary) per command, and the line of interpreter names."""
    commands, names = [], ""
    # A summary wraps onto lines indented under it, and the names' line onto lines
    # indented by two spaces: each continuation joins the line it continues.
    continuing = None
    for line in help_text.splitlines():
        found = re.match(r"^  (:\S+(?: \S+)*?)\s{2,}(\S.*)$", line)
        if found:
            commands.append(list(found.groups()))
            continuing = "command"
        elif line.startswith("Names for :show and -i:"):
            names = line
            continuing = "names"
        elif continuing == "command" and re.match(r"^ {8,}\S", line):
            commands[-1][1] += " " + line.strip()
        elif continuing == "names" and line.startswith("  "):
            names += " " + line.strip()
        else:
            continuing = None
    return [tuple(command) for command in commands], names


def page(binary, date):
    info = json.loads(run(binary, "--experimental-dump-help"))["command"]
    commands, names = repl_commands(run(binary, "-e", ":help"))
    arguments = [a for a in info["arguments"] if a.get("shouldDisplay", True)]
    lines = [
        '.\\" Written by scripts/manual.py from the texts of tagless --help and :help.',
        '.TH TAGLESS 1 "%s" "tagless" "User Commands"' % date,
        # Ragged right, no hyphenation: options and expressions stay whole, to copy or grep.
        ".ad l",
        ".nh",
        ".SH NAME",
        "tagless \\- %s" % escaped(info["abstract"].rstrip(".")),
        ".SH SYNOPSIS",
        ".B tagless",
        "[\\fIoptions\\fR] [\\fIfile\\fR ...]",
        ".br",
        ".B tagless",
        "[\\fIoptions\\fR] \\fB\\-e\\fR \\fIexpr\\fR ...",
        ".SH DESCRIPTION",
        escaped(info["discussion"]),
        ".PP",
        "\\fBtagless help\\fR is \\fBtagless \\-\\-help\\fR (a file named help runs as ./help).",
        ".SH OPTIONS",
    ]
    for argument in arguments:
        lines += [".TP", option_title(argument), escaped(argument.get("abstract", ""))]
    lines += [".SH THE LANGUAGE", LANGUAGE.strip(), ".SH REPL COMMANDS"]
    lines.append(
        "Lines that start with : are commands, in the REPL, in pipe mode and in files alike "
        "(:help lists them):")
    for usage, summary in commands:
        lines += [".TP", "\\fB%s\\fR" % escaped(usage), escaped(summary)]
    if names:
        lines += [".PP", escaped(names)]
    lines.append(EXTRA_SECTIONS.strip())
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: manual.py BINARY DATE")
    sys.stdout.write(page(sys.argv[1], sys.argv[2]))


if __name__ == "__main__":
    main()
