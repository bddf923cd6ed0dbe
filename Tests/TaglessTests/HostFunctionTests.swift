import Testing

@testable import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Values

@Suite("Host functions and constants: values, printing, errors")
struct HostFunctionTests {
  /// Lines and their values, computed here in Swift.
  static let values: [(String, Value)] = [
    ("clamp(1.5, 0, 1)", .number(1)),
    ("clamp(x, 0, 1)", .number(0.25)),
    ("clamp(-x, 0, 1)", .number(0)),
    ("clamp(clamp(x, 0, 0.1), 0.05, 1)", .number(0.1)),
    ("g", .number(9.80665)),
    ("2 * g", .number(2 * 9.80665)),
    ("metric ? 1 : 2", .number(1)),
    ("metric", .boolean(true)),
    ("isinteger(y)", .boolean(true)),
    ("isinteger(x) || !metric", .boolean(false)),
    ("softplus(0)", .number(log1p(exp(0)))),
    ("softplus(x) - sq(x)", .number(log1p(exp(0.25)) - 0.0625)),
    ("x < 0 ? sq(x) : softplus(x)", .number(log1p(exp(0.25)))),
    ("fall(2)", .number(9.80665 * 4 / 2)),
    ("inrange(x) && !inrange(y)", .boolean(true)),
    ("ramp(y) + ramp(x)", .number(1.25)),
    ("max(clamp(y, 0, 2), sq(y))", .number(9)),
  ]

  @Test("every evaluator computes the value, bit for bit", arguments: values)
  func value(line: String, expected: Value) throws {
    let value = try #require(try HostFixture.agreedValue(line), "the evaluators disagree")
    #expect(value.isIdentical(to: expected))
  }

  // MARK: Printing

  /// A line and its pretty text, S-expression, RPN, LaTeX and number of built-in calls.
  static let printed: [(String, String, String, String, String, Int)] = [
    (
      "clamp(x,0,1)*g", "clamp(x, 0, 1) * g", "(multiply (clamp x 0 1) g)",
      "x 0 1 clamp/3 g *", "\\operatorname{clamp}(x, 0, 1) \\cdot g", 1
    ),
    (
      "isinteger(sq(y)) && metric", "isinteger(sq(y)) && metric", "(and (isinteger (sq y)) metric)",
      "y sq/1 isinteger/1 metric and",
      "\\operatorname{isinteger}(\\operatorname{sq}(y)) \\land \\mathrm{metric}",
      2
    ),
    ("fall(g)", "fall(g)", "(call fall g)", "g fall/1", "\\operatorname{fall}(g)", 0),
  ]

  @Test("printers print calls and constants by name; both encodings agree", arguments: printed)
  func printing(
    line: String, text: String, list: String, rpn: String, latex: String, builtins: Int
  ) throws {
    let environment = HostFixture.environment
    func parse<R: Language>(_: R.Type) throws -> Typed<R> {
      try Parser.typedExpression(line, as: R.self, in: environment)
    }
    #expect(try parse(PrettyPrint.self).either.text == text)
    #expect(try parse(SExpression.self).either.text == list)
    #expect(try parse(RPN.self).either.text == rpn)
    #expect(try parse(LaTeX.self).either.text == latex)
    #expect(try parse(OperationCount.self).either.builtins == builtins)
    // The enum tree: its own switches, and its fold into the same interpreters.
    switch try parse(ExpressionTree.self) {
    case .number(let tree):
      #expect(tree.prettyPrinted() == text)
      #expect(tree.sExpression() == list)
      #expect(tree.operationCount().builtins == builtins)
      #expect(tree.fold(into: RPN.self).text == rpn)
      #expect(
        try Parser.expression(text, as: ExpressionTree.self, in: environment).isIdentical(to: tree))
    case .boolean(let tree):
      #expect(tree.prettyPrinted() == text)
      #expect(tree.sExpression() == list)
      #expect(tree.operationCount().builtins == builtins)
      #expect(tree.fold(into: RPN.self).text == rpn)
    }
  }

  // MARK: Errors

  /// Marked lines and the error at the marker.
  static let errors: [(String, String)] = [
    ("1 + 1️⃣clamp(1, 2)", "'clamp' takes 3 arguments, got 2"),
    ("1️⃣sq()", "'sq' takes 1 argument, got 0"),
    ("1️⃣g = 3", "cannot assign to the app's constant 'g'"),
    ("1️⃣clamp = 3", "cannot assign to the app's function 'clamp'"),
    ("1️⃣clamp(a, b, c) = a", "cannot redefine the app's function 'clamp'"),
    ("1️⃣metric(t) = t", "cannot redefine the app's constant 'metric'"),
    ("f(t, 1️⃣g) = t * g", "a parameter cannot be named after the app's constant 'g'"),
    ("2 * 1️⃣g(2)", "'g' is a constant, not a function"),
    ("1 + 1️⃣clamp", "'clamp' is a function; call it as clamp(…)"),
    ("1️⃣clamq(1, 2, 3)", "unknown function 'clamq'; did you mean 'clamp'?"),
    ("isinteger(1️⃣metric)", "'isinteger' needs a number as argument 1, found a Boolean"),
    ("1 1️⃣+ isinteger(2)", "'+' needs a number on its right, found a Boolean"),
  ]

  @Test("errors name the app's functions and constants at their column", arguments: errors)
  func error(marked: String, message: String) throws {
    let input = try #require(MarkedText(marked))
    for error in [
      parseError(input.text, as: Evaluation.self, in: HostFixture.environment),
      parseError(input.text, as: ExpressionTree.self, in: HostFixture.environment),
      parseError(input.text, as: Compiled.self, in: HostFixture.environment),
    ] {
      let error = try #require(error)
      #expect(error.message == message)
      #expect(error.column == input.column)
    }
  }
}

extension Typed where R.Truth == R {
  /// The interpretation, whatever its type, where both types are represented alike.
  var either: R {
    switch self {
    case .number(let value): value
    case .boolean(let value): value
    }
  }
}
