"""What the table generators share: a Swift file holding one table, written or checked.

    from swift_tables import agreeing, swift_table, write_or_check
"""
import sys

import mpmath


def swift_table(comments, extension, doc, declaration, rows, preamble=()):
    """The text of a generated Swift file: comment lines, then `preamble` lines (imports) and a
    blank line, then `extension` holding `static let table` or `public static let table`
    (`declaration`, such as "static let table: [RootCase]") documented by `doc`, whose elements
    are `rows` (lists of lines)."""
    lines = [f"// {comment}" if comment else "//" for comment in comments]
    lines += [*preamble, "", f"extension {extension} {{", f"  /// {doc}", f"  {declaration} = ["]
    for row in rows:
        lines += row
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def agreeing(values, digits, what):
    """The first of `values` when all agree to `digits` significant digits; else stops the
    script naming `what`."""
    texts = [mpmath.nstr(value, digits) for value in values]
    if any(text != texts[0] for text in texts[1:]):
        sys.exit(f"{what}: no agreement to {digits} digits: {texts}")
    return values[0]


def write_or_check(path, text):
    """Writes the table, or with --check stops the script when the committed one differs."""
    if "--check" in sys.argv:
        with open(path) as committed:
            if committed.read() != text:
                sys.exit(f"{path} differs")
        return
    with open(path, "w") as out:
        out.write(text)
