import Tagless
import TaglessREPL
import Testing

// MARK: - log(x, base), beside log(x), a built-in of the standard set

@Suite("log(x, base): exact where rational, correctly rounded in precise, derivatives")
struct LogarithmToBaseTests {
  /// Python's `math.log(x, base)` (log(x) / log(base)); `math.log2`, `math.log10` for those
  /// bases.
  @Test(
    "evaluated, in both encodings and compiled code, as Python's math.log(x, base)",
    arguments: [
      ("log(8, 2)", 3.0), ("log(1000, 10)", 3), ("log(2, 3)", 0.6309297535714574),
      ("log(10, 7)", 1.1832946624549385), ("log(0.5, 3)", -0.6309297535714574),
      ("log(1, 5)", 0), ("log(0, 2)", -.infinity),
    ] as [(String, Double)])
  func evaluated(text: String, expected: Double) throws {
    #expect(try StandardViews.value(text) == expected)
  }

  /// `mpmath.log(x, b)` at 50 digits.
  @Test(
    "exact: rational where it is one, else ≈; precise correctly rounded",
    arguments: [
      ("log(8, 2)", "3", "3"), ("log(1000, 10)", "3", "3"), ("log(8, 4)", "3/2", "1.5"),
      ("log(1/9, 3)", "-2", "-2"), ("log(1, 7)", "0", "0"),
      (
        "log(2, 3)", "≈ 0.63092975357145743709952711434276085429958564013188",
        "0.63092975357145743709952711434276085429958564013188"
      ),
      (
        "log(10, 7)", "≈ 1.1832946624549383268179285616468591481654445229424",
        "1.1832946624549383268179285616468591481654445229424"
      ),
      (
        "log(pi, 2)", "≈ 1.651496129472318798043279295108007335018476926763",
        "1.651496129472318798043279295108007335018476926763"
      ),
    ])
  func precision(text: String, exact: String, precise: String) throws {
    try StandardViews.expectPrecision(text, exact: exact, precise: precise)
  }

  @Test(
    "outside its domain: a failure at the call's column in exact and precise",
    arguments: [
      ("log(0, 2)", "1: log of 0 is -infinity"), ("1 + log(-2, 3)", "5: log of a negative number"),
      ("log(2, 1)", "1: the base of 'log' must be positive and not 1"),
      ("log(2, -4)", "1: the base of 'log' must be positive and not 1"),
    ])
  func domain(text: String, message: String) throws {
    #expect(try StandardViews.shown(text, .exact) == message)
    #expect(try StandardViews.shown(text, .precise) == message)
  }

  @Test(
    "arity: one or two arguments",
    arguments: [
      ("log(1, 2, 3)", "1: 'log' takes 1 or 2 arguments, got 3"),
      ("ln(1, 2)", "1: 'ln' takes 1 argument, got 2"),
    ])
  func arity(text: String, message: String) throws {
    #expect(try StandardViews.shown(text, .eval) == message)
  }

  @Test(
    "printed as written, typeset log_b, partial derivatives by x and by the base",
    arguments: [
      (
        "log(x, 2)", "log(x, 2)", "\\log_{2}(x)", "x 2 log/2", "(log x 2)", "log(x, 2)",
        "1 / (0.6931471805599453 * x)"
      ),
      (
        "log(2, x)", "log(2, x)", "\\log_{x}(2)", "2 x log/2", "(log 2 x)", "log(2, x)",
        "-(0.6931471805599453 / (x * log(x) ^ 2))"
      ),
      (
        "log(8, 2) * x", "log(8, 2) * x", "\\log_{2}(8) \\cdot x", "8 2 log/2 x *",
        "(multiply (log 8 2) x)", "3 * x", "3"
      ),
    ])
  func views(
    text: String, pretty: String, latex: String, rpn: String, ast: String, simplified: String,
    derivative: String
  ) throws {
    try StandardViews.expectSymbolic(text, [pretty, latex, rpn, ast, simplified, derivative])
  }
}
