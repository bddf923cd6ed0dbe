import Testing

@testable import Tagless

// MARK: - Implicit multiplication

/// A number literal or a parenthesised group followed by a name or `(` multiplies, tighter
/// than `*`, `/`, `%` and the signs and looser than `^`; both encodings build the same tree.
@Suite("Implicit multiplication (juxtaposition)")
struct JuxtapositionTests {
  /// The constant `e`, as the language holds it.
  static let e = 2.718_281_828_459_045

  /// Input (with `x = 3` from ``Fixture/environment``), its value, and its tree.
  static let table: [(input: String, value: Double, tree: String)] = [
    ("2pi", 2 * Double.pi, "(multiply 2 pi)"),
    ("2 pi", 2 * Double.pi, "(multiply 2 pi)"),
    ("2pi^2", 2 * (Double.pi * Double.pi), "(multiply 2 (power pi 2))"),
    ("2x^2", 18, "(multiply 2 (power x 2))"),
    ("3x", 9, "(multiply 3 x)"),
    ("2.5x", 7.5, "(multiply 2.5 x)"),
    ("6/2(1+2)", 1, "(divide 6 (multiply 2 (add 1 2)))"),
    ("1/2x", 1.0 / 6, "(divide 1 (multiply 2 x))"),
    ("-2x", -6, "(negate (multiply 2 x))"),
    ("2 * -3x", -18, "(multiply 2 (negate (multiply 3 x)))"),
    ("2^3x", 24, "(multiply (power 2 3) x)"),
    ("2^-1x", 1.5, "(multiply (power 2 (negate 1)) x)"),
    ("2^3^2x", 1536, "(multiply (power 2 (power 3 2)) x)"),
    ("2(x + 1)", 8, "(multiply 2 (add x 1))"),
    ("(x + 1)(x - 1)", 8, "(multiply (add x 1) (subtract x 1))"),
    ("2(x)(x)", 18, "(multiply (multiply 2 x) x)"),
    ("(x)^2(2)", 18, "(multiply (power x 2) 2)"),
    ("(2)(3)", 6, "(multiply 2 3)"),
    ("2 (3)", 6, "(multiply 2 3)"),
    ("2 sqrt(4)", 4, "(multiply 2 (sqrt 4))"),
    ("2sin(0)", 0, "(multiply 2 (sin 0))"),
    ("x * 2x", 18, "(multiply x (multiply 2 x))"),
    ("2x * 3", 18, "(multiply (multiply 2 x) 3)"),
    ("2x % 4", 2, "(remainder (multiply 2 x) 4)"),
    ("1 + 2x", 7, "(add 1 (multiply 2 x))"),
    // `e` after digits is an exponent only when digits (or a sign and digits) follow it.
    ("2e", 2 * Self.e, "(multiply 2 e)"),
    ("1e", Self.e, "(multiply 1 e)"),
    ("2e3", 2000, "2000"),
    ("2e-3", 0.002, "0.002"),
    ("2E+3", 2000, "2000"),
    ("1e5e", 1e5 * Self.e, "(multiply 100000 e)"),
    ("2exp(1)", 2 * Self.e, "(multiply 2 (exp 1))"),
    ("2e+x", 2 * Self.e + 3, "(add (multiply 2 e) x)"),
  ]

  @Test("value through Evaluation", arguments: table)
  func evaluation(input: String, value expected: Double, tree: String) throws {
    let result = try value(input, in: Fixture.environment)
    #expect(result.bitPattern == expected.bitPattern, "\(input) gave \(result)")
  }

  @Test("tree through SExpression", arguments: table)
  func sExpressionText(input: String, value: Double, tree: String) throws {
    #expect(try sExpression(input, in: Fixture.environment) == tree, "\(input)")
  }

  @Test("the enum tree gives the same value and S-expression", arguments: table)
  func enumTree(input: String, value expected: Double, tree text: String) throws {
    let expression = try tree(input, in: Fixture.environment)
    let result = try expression.evaluate(in: Fixture.environment)
    #expect(result.bitPattern == expected.bitPattern, "\(input)")
    #expect(expression.sExpression() == text, "\(input)")
  }

  @Test("pretty prints '*' and reads back to the same tree", arguments: table)
  func prettyRoundTrip(input: String, value: Double, tree: String) throws {
    let printed = try pretty(input, in: Fixture.environment)
    #expect(!printed.contains("x(") && !printed.contains(")("), "\(input) printed \(printed)")
    #expect(try sExpression(printed, in: Fixture.environment) == tree, "\(input): \(printed)")
  }

  /// What stays an error, at its column.
  static let errors: [(text: String, message: String, column: Int)] = [
    ("x y", "expected an operator before 'y'; write '*' to multiply", 3),
    ("2 3", "expected an operator before '3'; write '*' to multiply", 3),
    ("2x y", "expected an operator before 'y'; write '*' to multiply", 4),
    ("2x 3", "expected an operator before '3'; write '*' to multiply", 4),
    ("(2)3", "expected an operator before '3'; write '*' to multiply", 4),
    ("sqrt(4)(2)", "expected an operator before '('; write '*' to multiply", 8),
    ("sqrt(4) x", "expected an operator before 'x'; write '*' to multiply", 9),
    ("2x(3)", "'x' is a variable, not a function; write x * (…) to multiply", 2),
    ("1.2.3", "expected an operator before '.3'; write '*' to multiply", 4),
    ("(1 < 2)x", "'*' needs a number on its left, found a Boolean", 8),
    ("2(1 < 2)", "'*' needs a number on its right, found a Boolean", 2),
  ]

  @Test("what juxtaposition does not cover stays an error, in both encodings", arguments: errors)
  func error(text: String, message: String, column: Int) throws {
    for error in [
      parseError(text, as: Evaluation.self, in: Fixture.environment),
      parseError(text, as: ExpressionTree.self, in: Fixture.environment),
    ] {
      let error = try #require(error, "\(text) parsed")
      #expect(error.message == message, "\(text)")
      #expect(error.column == column, "\(text)")
    }
  }
}
