import Testing

@testable import Tagless

// MARK: - Precedence and associativity

@Suite("Precedence and associativity")
struct PrecedenceTests {
  /// Input, its value, and its tree as an S-expression.
  static let table: [(input: String, value: Double, tree: String)] = [
    // `^` is right-associative and binds tighter than unary minus.
    ("2^3^2", 512, "(power 2 (power 3 2))"),
    ("2 ** 3 ** 2", 512, "(power 2 (power 3 2))"),
    ("(2^3)^2", 64, "(power (power 2 3) 2)"),
    ("-2^2", -4, "(negate (power 2 2))"),
    ("(-2)^2", 4, "(power (negate 2) 2)"),
    ("2^-1", 0.5, "(power 2 (negate 1))"),
    ("2^-1^2", 0.5, "(power 2 (negate (power 1 2)))"),
    ("-2^-2", -0.25, "(negate (power 2 (negate 2)))"),
    ("2^--2", 4, "(power 2 (negate (negate 2)))"),
    ("2^+3", 8, "(power 2 3)"),
    ("2**3", 8, "(power 2 3)"),
    ("2 ^ 3 * 2", 16, "(multiply (power 2 3) 2)"),
    ("2 * 3 ^ 2", 18, "(multiply 2 (power 3 2))"),
    ("2 ^ 2 + 1", 5, "(add (power 2 2) 1)"),
    // `+ -` and `* / %` are left-associative.
    ("1-2-3", -4, "(subtract (subtract 1 2) 3)"),
    ("1-(2-3)", 2, "(subtract 1 (subtract 2 3))"),
    ("1+2-3+4", 4, "(add (subtract (add 1 2) 3) 4)"),
    ("8/4/2", 1, "(divide (divide 8 4) 2)"),
    ("8/(4/2)", 4, "(divide 8 (divide 4 2))"),
    ("2*3/4", 1.5, "(divide (multiply 2 3) 4)"),
    ("7 % 4 % 2", 1, "(remainder (remainder 7 4) 2)"),
    ("12 / 3 % 3", 1, "(remainder (divide 12 3) 3)"),
    // `%` is the truncated remainder: its sign is the dividend's.
    ("-7 % 3", -1, "(remainder (negate 7) 3)"),
    // The word `mod` is `%`: the same level, the same remainder.
    ("7 mod 3", 1, "(remainder 7 3)"),
    ("-7 mod 3", -1, "(remainder (negate 7) 3)"),
    ("1 + 7 mod 4", 4, "(add 1 (remainder 7 4))"),
    ("2^3 mod 5", 3, "(remainder (power 2 3) 5)"),
    ("12 / 3 mod 3", 1, "(remainder (divide 12 3) 3)"),
    ("2mod 3", 2, "(remainder 2 3)"),
    ("7 % -3", 1, "(remainder 7 (negate 3))"),
    ("-7 % -3", -1, "(remainder (negate 7) (negate 3))"),
    ("7.5 % 2", 1.5, "(remainder 7.5 2)"),
    // `* / %` bind tighter than `+ -`.
    ("1 + 2 * 3", 7, "(add 1 (multiply 2 3))"),
    ("(1 + 2) * 3", 9, "(multiply (add 1 2) 3)"),
    ("3 + 5 * (8 - 7) / 6", 23.0 / 6, "(add 3 (divide (multiply 5 (subtract 8 7)) 6))"),
    ("10 - 4 / 2", 8, "(subtract 10 (divide 4 2))"),
    ("1 + 7 % 4", 4, "(add 1 (remainder 7 4))"),
    // Unary signs: minus binds tighter than `* / %`, plus does nothing.
    ("--2", 2, "(negate (negate 2))"),
    ("---2", -2, "(negate (negate (negate 2)))"),
    ("+2", 2, "2"),
    ("+-+2", -2, "(negate 2)"),
    ("-+-2", 2, "(negate (negate 2))"),
    ("-2 * 3", -6, "(multiply (negate 2) 3)"),
    ("2 * -3", -6, "(multiply 2 (negate 3))"),
    ("-2 * -3", 6, "(multiply (negate 2) (negate 3))"),
    ("6 / -2", -3, "(divide 6 (negate 2))"),
    ("1 - -2", 3, "(subtract 1 (negate 2))"),
    ("1--2", 3, "(subtract 1 (negate 2))"),
    ("1 + -2", -1, "(add 1 (negate 2))"),
    ("-(1 + 2)", -3, "(negate (add 1 2))"),
    ("-(2 * 3)", -6, "(negate (multiply 2 3))"),
    ("-sqrt(4)", -2, "(negate (sqrt 4))"),
    ("-pi", -Double.pi, "(negate pi)"),
    // Calls and parentheses are atoms.
    ("sqrt(4)^2", 4, "(power (sqrt 4) 2)"),
    ("2^sqrt(4)", 4, "(power 2 (sqrt 4))"),
    ("max(1, 2) * 3", 6, "(multiply (max 1 2) 3)"),
    ("((((1))))", 1, "1"),
  ]

  @Test("the word mod is an operator, not a name")
  func modIsNoName() throws {
    let message =
      "'mod' is the remainder operator, as in 7 mod 3; it cannot name a value or a function"
    for text in ["mod = 1", "mod(7, 3)", "mod(x) = x", "1 + mod"] {
      let error = try #require(parseError(text), "\(text)")
      #expect(error.message == message, "\(text)")
    }
    #expect(try value("modulus", in: Self.modulus) == 5)  // a longer name is a name
    #expect(try value("mod3 mod 2", in: Self.modulus) == 1)
  }

  static let modulus: Environment = {
    var environment = Environment()
    environment.assign("modulus", 5)
    environment.assign("mod3", 3)
    return environment
  }()

  @Test("value through Evaluation", arguments: table)
  func evaluation(input: String, value: Double, tree: String) throws {
    let result = try Parser.expression(input, as: Evaluation.self).value
    #expect(result.bitPattern == value.bitPattern, "\(input)")
  }

  @Test("tree through SExpression", arguments: table)
  func sExpressionText(input: String, value: Double, tree: String) throws {
    #expect(try sExpression(input) == tree, "\(input)")
  }

  @Test("the enum tree gives the same value and S-expression", arguments: table)
  func enumTree(input: String, value: Double, tree: String) throws {
    let expression = try Parser.expression(input, as: ExpressionTree.self)
    #expect(try expression.evaluate().bitPattern == value.bitPattern, "\(input)")
    #expect(expression.sExpression() == tree, "\(input)")
  }

  // MARK: - Signs of zero and powers of negatives

  @Test(
    "signed zeros and special powers",
    arguments: [
      ("-0", -0.0),
      ("0 * -1", -0.0),
      ("-0 + 0", 0.0),
      ("(-0)^2", 0.0),
      ("(-8)^(1/3)", .nan),
      ("0^0", 1.0),
      ("(-1)^0.5", .nan),
      ("1 / 0", .infinity),
      ("-1 / 0", -.infinity),
      ("1 / -0", -.infinity),
      ("0 / 0", .nan),
      ("1 % 0", .nan),
    ] as [(String, Double)])
  func specialValues(input: String, expected: Double) throws {
    let result = try value(input)
    #expect(Value.sameBits(result, expected), "\(input) gave \(result)")
  }
}
