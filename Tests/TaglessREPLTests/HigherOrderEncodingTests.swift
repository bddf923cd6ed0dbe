import Tagless
import TaglessREPL
import Testing

// MARK: - Both encodings on functions as values

/// `--via enum` prints what `--via tagless` prints on lines with functions as values: every
/// view, answers and errors alike, in a session that defines functions and variables first.
@Suite("Higher-order lines: the enum tree and the tagless interpreters agree")
struct HigherOrderEncodingTests {
  static let setup = [
    "fact(n) = n <= 1 ? 1 : n * fact(n - 1)", "small(x) = x < 2", "y = 2", "g = x -> 2 * x",
  ]

  static let lines = [
    "sum(k -> 1/k^2, 1, 10)",
    "sum(i -> sum(j -> i * j, 1, i), 1, 10)",
    "product(k -> 1 + 1/k, 1, 10)",
    "(x -> x + 1)(2)",
    "((a, b) -> a < b)(1, 2)",
    "((a) -> a > 1 && a < 3)(2) ? 1 : 0",
    "integrate(sin, 0, 1)",
    "integrate(x -> exp(-x^2), -inf, inf)",
    "integrate(fact, 0, 1)",
    "root(x -> cos(x) - x, 0, 1)",
    "root(x -> x^2 + 1, 0, 1)",
    "integrate(x -> 1/x, 0, 1)",
    "sum(k -> (j -> j * k)(2), 1, 3)",
    "(x -> sum(x -> x * 2, 1, x))(3)",
    "sum(x -> (x -> x + 1)(x * 10), 1, 3)",
    "sum(k -> k * y, 1, 3) + g(3)",
    "sum(k -> small(k) ? 1 : 0, 0, 5)",
    "sum(fact, 1, 5) - sum(k -> fact(k) / fact(k - 1), 1, 6)",
    "true ? 1 : sum(k -> k, 1, 1e9)",
    "false ? 1 : sum(k -> k, 1, 4)",
    "sum(k -> k, 1, 1e300)",
    "sum(k -> undefined(k), 1, 3)",
    "sum(k -> 1/0, 1, 3)",
    "(sin)(0)",
    "-sum(k -> k, 3, 1) ^ 2",
    // The fuzzer's finding: root's failure is reported at root, not at the sum in its body.
    "root(i -> sum(sin, 1, 2), -2, 1)",
    "1 + root(i -> sum(k -> k, 1, 1e300), -2, 1)",
    "root(k -> sum(j -> (i -> j - 1)(g(k)), 1, 3), -2, 1)",
  ]

  static let views: [Interpretation] = [
    .eval, .pretty, .count, .ast, .latex, .rpn, .exact, .precise, .simplify, .diff(by: "y"),
  ]

  /// What a line shows through `view`: its text or its error, with the error's column.
  static func shown(_ line: String, _ view: Interpretation, via encoding: Encoding) throws
    -> String
  {
    try Calculator.shown(line, view, via: encoding, after: setup)
  }

  @Test("every view prints the same through both encodings", arguments: lines)
  func agree(_ line: String) throws {
    try Calculator.expectAgreement(line, in: Self.views, after: Self.setup)
  }

  @Test("the enum tree answers what the tagless path answers, not only the same failure")
  func answers() throws {
    #expect(try Self.shown("sum(k -> 1/k^2, 1, 10)", .eval, via: .enum) == "1.5497677311665408")
    #expect(
      try Self.shown("sum(i -> sum(j -> i * j, 1, i), 1, 10)", .pretty, via: .enum)
        == "sum(i -> sum(j -> i * j, 1, i), 1, 10)")
    #expect(
      try Self.shown("(x -> x + 1)(2)", .ast, via: .enum) == "(apply (lambda (x) (add x 1)) 2)")
  }

  @Test(
    "a named function applied is its call, as its printed text says", arguments: Encoding.allCases)
  func namedApplication(_ encoding: Encoding) throws {
    for view in [Interpretation.ast, .count, .latex, .rpn] {
      let applied = try Self.shown("(sin)(0) + (fact)(3)", view, via: encoding)
      #expect(applied == (try Self.shown("sin(0) + fact(3)", view, via: encoding)))
    }
  }

  @Test("a functional's failure is reported at its own name, after one in its body ran")
  func failurePlace() throws {
    for encoding in Encoding.allCases {
      let shown = try Self.shown("root(i -> sum(sin, 1, 2), -2, 1)", .eval, via: encoding)
      #expect(shown.hasPrefix("1: 'root': no sign change"), "\(encoding): \(shown)")
    }
  }

  @Test("a sum of ten million terms through the enum tree stops when cancelled")
  func cancelledSum() throws {
    var calculator = Calculator()
    let before = calculator
    let error = #expect(throws: ParseError.self) {
      try Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
        try calculator.run("sum(k -> 1/k^2, 1, 1e7)", showing: [.eval], via: .enum)
      }
    }
    #expect(error?.isInterruption == true)
    #expect(calculator == before)
  }

  /// Lambdas applied in place, run once per term or sample under a limit of applications.
  ///
  /// An application in place counts nothing (``Lambda/inPlace``), in both
  /// encodings, whether the evaluator runs the body compiled or parses it again, and the
  /// limit reached is placed at the functional that reaches it. The fuzzer found the compiled
  /// body counting none of them where the enum tree counted each, so that the two reached the
  /// limit at different places.
  static let counted: [(line: String, limit: Int, shown: String)] = [
    ("sum(i -> (j -> j)(i), 1, 5)", 5, "15"),
    (
      "sum(i -> (j -> j)(i), 1, 5)", 4,
      "1: the line applies functions too many times (the limit is 4)"
    ),
    // A body that calls a user function is parsed again for each term, not compiled.
    ("sum(i -> (j -> fact(j))(i), 1, 5)", 15, "153"),
    (
      "sum(i -> (j -> fact(j))(i), 1, 5)", 14,
      "16: the line runs too many calls of user functions (the limit is 14)"
    ),
    (
      "integrate(i -> product(k -> (j -> j)(k), 1, 2), 0, 1)", 9,
      "1: the line applies functions too many times (the limit is 9)"
    ),
    (
      "sum(i1 -> integrate(i2 -> product(i3 -> (i4 -> product(i5 -> i4 * i3 * 2, 1, i2))(i3), "
        + "1, 2), 0, 1), 1, 3)", 20,
      "27: the line applies functions too many times (the limit is 20)"
    ),
    (
      "sum(i1 -> integrate(i2 -> product(i3 -> (i4 -> product(i5 -> i4 * i3 * 2, 1, i2))(i3), "
        + "1, 2), 0, 1), 1, 3)", 10_000,
      "11: the line applies functions too many times (the limit is 10000)"
    ),
  ]

  @Test("an application in place counts against the limit in both encodings", arguments: counted)
  func countedApplication(line: String, limit: Int, shown: String) throws {
    var calculator = Calculator()
    calculator.limits.maximumCalls = limit
    for definition in Self.setup { _ = try calculator.run(definition, showing: [.eval]) }
    for encoding in Encoding.allCases {
      #expect(calculator.shown(line, .eval, via: encoding) == shown, "\(encoding)")
    }
  }

  /// A lambda in parentheses, assigned; the same lambda assigned without them; a call.
  static let enclosedLambdas: [(line: String, bare: String, call: String, value: String)] = [
    ("g = (x -> x^2)", "g = x -> x^2", "g(3)", "9"),
    ("g = ((a, b) -> a - b)", "g = (a, b) -> a - b", "g(10, 4)", "6"),
    ("g = ((x -> (x + 1)))", "g = x -> (x + 1)", "g(1)", "2"),
    ("g = (x -> x > 1)", "g = x -> x > 1", "g(3)", "true"),
    ("g = (t -> sum(k -> k * t, 1, 3))", "g = t -> sum(k -> k * t, 1, 3)", "g(2)", "12"),
  ]

  @Test(
    "a lambda in parentheses assigned defines the function, as without them",
    arguments: enclosedLambdas)
  func enclosedLambda(line: String, bare: String, call: String, value: String) throws {
    for encoding in Encoding.allCases {
      var calculator = Calculator()
      let defined = try calculator.run(line, showing: [.eval], via: encoding)
      var plain = Calculator()
      #expect(try defined == plain.run(bare, showing: [.eval], via: encoding), "\(encoding)")
      #expect(calculator.shown(call, .eval, via: encoding) == value, "\(encoding)")
    }
  }

  /// A lambda in parentheses with more after it, or a body that fails at its `)`.
  static let enclosedExpressions: [(line: String, shown: String)] = [
    ("y = (x -> x^2)(3)", "assigned(name: \"y\", value: 9)"),
    (
      "g = (x -> x) + 1",
      "14: '+' needs a number on its left, found a function of one number "
        + "returning a number"
    ),
    ("g = (x -> x +)", "14: expected an expression, found ')'"),
    ("g = (x -> x 2)", "13: expected an operator before '2'; write '*' to multiply"),
  ]

  @Test(
    "a lambda in parentheses followed by more is an expression", arguments: enclosedExpressions)
  func enclosedExpression(line: String, shown: String) {
    for encoding in Encoding.allCases {
      #expect(Calculator().shown(line, .eval, via: encoding) == shown, "\(encoding)")
    }
  }

  @Test("the enum tree's loops count against the budget of applications")
  func budget() throws {
    var limits = Limits.standard
    limits.maximumCalls = 100
    var calculator = Calculator(limits: limits)
    for encoding in Encoding.allCases {
      let error = #expect(throws: ParseError.self) {
        try calculator.run("sum(k -> k, 1, 1000)", showing: [.eval], via: encoding)
      }
      #expect(error?.message == "the line applies functions too many times (the limit is 100)")
    }
  }
}
