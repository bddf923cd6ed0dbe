import Tagless
import TaglessREPL
import Testing

// MARK: - ln(x), a built-in of the standard set

@Suite("ln: log by its other name, in every view, printed as written")
struct NaturalLogarithmTests {
  /// Python's `math.log`.
  @Test(
    "evaluated as log is, in both encodings and compiled code",
    arguments: [
      ("ln(2)", 0.6931471805599453), ("ln(1)", 0), ("ln(e)", 1), ("ln(0)", -.infinity),
      ("ln(10) - log(10)", 0),
    ] as [(String, Double)])
  func evaluated(text: String, expected: Double) throws {
    #expect(try StandardViews.value(text) == expected)
  }

  /// `mpmath.log(2)` at 50 digits.
  @Test(
    "exact where rational, else ≈; precise correctly rounded; failures at the call",
    arguments: [
      ("ln(1)", "0", "0"),
      (
        "ln(2)", "≈ 0.69314718055994530941723212145817656807550013436026",
        "0.69314718055994530941723212145817656807550013436026"
      ),
      ("1 + ln(-1)", "5: log of a negative number", "5: log of a negative number"),
    ])
  func precision(text: String, exact: String, precise: String) throws {
    try StandardViews.expectPrecision(text, exact: exact, precise: precise)
  }

  @Test(
    "printed as ln, typeset \\ln, derivative 1/x by the chain rule",
    arguments: [
      ("ln(x)", "ln(x)", "\\ln(x)", "x ln/1", "(ln x)", "ln(x)", "1 / x"),
      (
        "ln(x^2)", "ln(x ^ 2)", "\\ln(x^{2})", "x 2 ^ ln/1", "(ln (power x 2))", "ln(x ^ 2)",
        "2 * x * (1 / x ^ 2)"
      ),
      ("2 * ln(1)", "2 * ln(1)", "2 \\cdot \\ln(1)", "2 1 ln/1 *", "(multiply 2 (ln 1))", "0", "0"),
    ])
  func views(
    text: String, pretty: String, latex: String, rpn: String, ast: String, simplified: String,
    derivative: String
  ) throws {
    try StandardViews.expectSymbolic(text, [pretty, latex, rpn, ast, simplified, derivative])
  }
}
