import Tagless
import TaglessREPL
import Testing

// MARK: - gcd(a, b), a built-in of the standard set

@Suite("gcd: integers in every view, big ones exact; not an integer is an error or NaN")
struct GreatestCommonDivisorTests {
  /// Python's `math.gcd`.
  @Test(
    "evaluated, in both encodings and compiled code, as Python's math.gcd",
    arguments: [
      ("gcd(1071, 462)", 21.0), ("gcd(12, 18)", 6), ("gcd(-12, 18)", 6), ("gcd(0, 0)", 0),
      ("gcd(0, 7)", 7), ("gcd(2^60, 6^30)", 1_073_741_824), ("gcd(17, 5) + 1", 2),
    ])
  func evaluated(text: String, expected: Double) throws {
    #expect(try StandardViews.value(text) == expected)
  }

  @Test(
    "a non-integer argument is NaN in the Double views", arguments: ["gcd(2.5, 5)", "gcd(1, 0/0)"])
  func notInteger(text: String) throws {
    #expect(try StandardViews.value(text).isNaN)
  }

  /// `math.gcd(2**100 * 3, 2**90 * 9) == 2**90 * 3`. (Precise rounds each operand to its
  /// digits first, as every operation there does: these fit in 50.)
  @Test(
    "exact and precise: integers of any size; a non-integer fails at the call's column",
    arguments: [
      ("gcd(1071, 462)", "21", "21"),
      (
        "gcd(2^100 * 3, 2^90 * 9)", "3713820117856140824697372672",
        "3.713820117856140824697372672e27"
      ),
      (
        "1 + gcd(2.5, 5)", "5: 'gcd' takes integers; 5/2 is not one",
        "5: 'gcd' takes integers; 2.5 is not one"
      ),
      (
        "gcd(pi, 2)",
        "1: 'gcd' takes integers; ≈ 3.1415926535897932384626433832795028841971693993751 is not one",
        "1: 'gcd' takes integers; 3.1415926535897932384626433832795028841971693993751 is not one"
      ),
    ])
  func precision(text: String, exact: String, precise: String) throws {
    try StandardViews.expectPrecision(text, exact: exact, precise: precise)
  }

  @Test(
    "printed, counted, simplified (known arguments folded), and without a derivative",
    arguments: [
      (
        "gcd(x, 4) + 1", "gcd(x, 4) + 1", "\\gcd(x, 4) + 1", "x 4 gcd/2 1 +", "2",
        "(add (gcd x 4) 1)", "gcd(x, 4) + 1", "gcd'1(x, 4)"
      ),
      (
        "gcd(12, 18) * x", "gcd(12, 18) * x", "\\gcd(12, 18) \\cdot x", "12 18 gcd/2 x *", "2",
        "(multiply (gcd 12 18) x)", "6 * x", "6"
      ),
    ])
  func views(
    text: String, pretty: String, latex: String, rpn: String, count: String, ast: String,
    simplified: String, derivative: String
  ) throws {
    try StandardViews.expectSymbolic(
      text, [pretty, latex, rpn, ast, simplified, derivative], count: count)
  }
}
