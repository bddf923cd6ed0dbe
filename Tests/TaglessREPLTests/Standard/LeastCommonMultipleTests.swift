import Tagless
import TaglessREPL
import Testing

// MARK: - lcm(a, b), a built-in of the standard set

@Suite("lcm: integers in every view, big ones exact; not an integer is an error or NaN")
struct LeastCommonMultipleTests {
  /// Python's `math.lcm`.
  @Test(
    "evaluated, in both encodings and compiled code, as Python's math.lcm",
    arguments: [
      ("lcm(21, 6)", 42.0), ("lcm(4, 6)", 12), ("lcm(-4, 6)", 12), ("lcm(0, 5)", 0),
      ("lcm(0, 0)", 0), ("lcm(2^40, 3^20)", 3_833_759_992_447_475_122_176),
    ])
  func evaluated(text: String, expected: Double) throws {
    #expect(try StandardViews.value(text) == expected)
  }

  @Test(
    "a non-integer argument is NaN in the Double views", arguments: ["lcm(0.5, 2)", "lcm(1/0, 2)"])
  func notInteger(text: String) throws {
    #expect(try StandardViews.value(text).isNaN)
  }

  /// `math.lcm(2**100, 3**50)`.
  @Test(
    "exact and precise: integers of any size; a non-integer fails at the call's column",
    arguments: [
      ("lcm(21, 6)", "42", "42"),
      (
        "lcm(2^100, 3^50)", "910043815000214977332758527534256632492715260325658624",
        "9.1004381500021497733275852753425663249271526032566e53"
      ),
      (
        "2 * lcm(1/3, 2)", "5: 'lcm' takes integers; 1/3 is not one",
        "5: 'lcm' takes integers; 0.33333333333333333333333333333333333333333333333333 is not one"
      ),
    ])
  func precision(text: String, exact: String, precise: String) throws {
    try StandardViews.expectPrecision(text, exact: exact, precise: precise)
  }

  @Test(
    "printed, counted, simplified (known arguments folded), and without a derivative",
    arguments: [
      (
        "lcm(x, 6)", "lcm(x, 6)", "\\operatorname{lcm}(x, 6)", "x 6 lcm/2", "(lcm x 6)",
        "lcm(x, 6)", "lcm'1(x, 6)"
      ),
      (
        "x - lcm(4, 6)", "x - lcm(4, 6)", "x - \\operatorname{lcm}(4, 6)", "x 4 6 lcm/2 -",
        "(subtract x (lcm 4 6))", "x - 12", "1"
      ),
    ])
  func views(
    text: String, pretty: String, latex: String, rpn: String, ast: String, simplified: String,
    derivative: String
  ) throws {
    try StandardViews.expectSymbolic(text, [pretty, latex, rpn, ast, simplified, derivative])
  }
}
