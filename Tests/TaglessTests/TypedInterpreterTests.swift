import Testing

@testable import Tagless

// MARK: - Helpers

/// An environment with recursive functions of both types.
private let recursive: Environment = {
  var environment = Environment()
  for line in [
    "fact(n) = n <= 1 ? 1 : n * fact(n - 1)",
    "loop(x) = loop(x)",
    "positive(x) = x > 0",
  ] {
    if case .definition(let definition) = try? Parser.statement(line, as: ExpressionTree.self) {
      environment.define(definition)
    }
  }
  return environment
}()

/// `text` in `R` with free variables, as its text (both types).
private func text<R: Language>(_ text: String, as interpreter: R.Type, _ show: (R) -> String)
  throws -> String where R.Truth == R
{
  try Parser.typedExpression(text, as: R.self, in: recursive, freeVariables: true).map(
    number: show, boolean: show)
}

// MARK: - Printers

@Suite("The typed language through every interpreter")
struct TypedInterpreterTests {
  /// Input, and its pretty-printed form: the fewest parentheses that keep the tree.
  static let printed: [(input: String, output: String)] = [
    ("x<0?-x:x^2", "x < 0 ? -x : x ^ 2"),
    ("(c ? a : b) + 1", "(c ? a : b) + 1"),
    ("c ? (d ? x : y) : z", "c ? d ? x : y : z"),
    ("c ? x : (d ? y : z)", "c ? x : d ? y : z"),
    ("(c ? d : f) ? x : y", "(c ? d : f) ? x : y"),
    ("!(a && b) || (c || d) && f", "!(a && b) || (c || d) && f"),
    ("(a || b) || c", "a || b || c"),
    ("a || (b || c)", "a || (b || c)"),
    ("(a && b) && c", "a && b && c"),
    ("(x < 1) && (y >= 2)", "x < 1 && y >= 2"),
    ("-(c ? 1 : 2)", "-(c ? 1 : 2)"),
    ("!!b", "!!b"),
    ("e++ x+ x", "e + x + x"),  // a unary plus on a free variable (a fuzz finding)
    ("x ≤ 1 || x ≠ 2", "x <= 1 || x != 2"),
    ("fact(n - 1) * 2", "fact(n - 1) * 2"),
    ("positive(x) ? 1 : 0", "positive(x) ? 1 : 0"),
  ]

  @Test(
    "Pretty printing: minimal parentheses, and the text reads back as the same tree",
    arguments: printed)
  func prettyPrint(_ input: String, _ output: String) throws {
    let result = try text(input, as: PrettyPrint.self, \.text)
    #expect(result == output)
    #expect(try text(result, as: PrettyPrint.self, \.text) == result)
    let tree = try Parser.typedExpression(
      input, as: ExpressionTree.self, in: recursive, freeVariables: true)
    let again = try Parser.typedExpression(
      result, as: ExpressionTree.self, in: recursive, freeVariables: true)
    switch (tree, again) {
    case (.number(let a), .number(let b)): #expect(a.isIdentical(to: b))
    case (.boolean(let a), .boolean(let b)): #expect(a.isIdentical(to: b))
    default: Issue.record("\(input) changed type when printed")
    }
    // The enum's own printer agrees with the tagless one.
    #expect(tree.map(number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() }) == output)
  }

  @Test("Printers, the counter, RPN, LaTeX and the S-expression show a recursive call as a call")
  func recursiveCallsAsWritten() throws {
    #expect(try text("loop(1) + fact(3)", as: PrettyPrint.self, \.text) == "loop(1) + fact(3)")
    #expect(try text("loop(1)", as: SExpression.self, \.text) == "(call loop 1)")
    #expect(try text("loop(1)", as: RPN.self, \.text) == "1 loop/1")
    #expect(try text("loop(1)", as: LaTeX.self, \.text) == "\\operatorname{loop}(1)")
    let count = try Parser.typedExpression(
      "loop(1) < fact(2)", as: OperationCount.self, in: recursive)
    let total = count.map(number: \.total, boolean: \.total)
    let calls = count.map(number: \.calls, boolean: \.calls)
    #expect(total == 3)
    #expect(calls == 2)
  }

  @Test("The counter counts the new kinds")
  func counts() throws {
    let count = try Parser.typedExpression(
      "a < b && !c || d ? 1 : 2", as: OperationCount.self, freeVariables: true)
    guard case .number(let result) = count else {
      Issue.record("a number")
      return
    }
    #expect(result.compares == 1)
    #expect(result.nots == 1)
    #expect(result.ands == 1)
    #expect(result.ors == 1)
    #expect(result.conditionals == 1)
    #expect(result.total == 5)
  }

  @Test("S-expressions, RPN and LaTeX of the Boolean forms")
  func otherPrinters() throws {
    #expect(
      try text("x < 0 ? -x : x^2", as: SExpression.self, \.text)
        == "(conditional (less x 0) (negate x) (power x 2))")
    #expect(try text("x < 0 ? -x : x^2", as: RPN.self, \.text) == "x 0 < x neg x 2 ^ ?:")
    #expect(try text("!a || b && true", as: RPN.self, \.text) == "a not b true and or")
    #expect(
      try text("x < 0 ? -x : x < 1 ? x^2 : 1", as: LaTeX.self, \.text)
        == "\\begin{cases} -x & \\text{if } x < 0 \\\\ x^{2} & \\text{if } x < 1 \\\\ 1 & "
        + "\\text{otherwise} \\end{cases}")
    #expect(try text("x <= 1 && !b", as: LaTeX.self, \.text) == "x \\le 1 \\land \\lnot b")
  }

  // MARK: Symbolic

  static let simplified: [(input: String, output: String)] = [
    ("true ? x : y", "x"),
    ("1 > 2 ? x : y", "y"),
    ("1 < 2", "true"),
    ("x < 1 && true", "x < 1"),
    ("false && b", "false"),
    ("b || false", "b"),
    ("!(1 == 1)", "false"),
    ("c ? 1 : 2 ^ 2", "c ? 1 : 4"),
    ("(1 < 2 ? 3 : 4) + x", "3 + x"),
    ("fact(5)", "120"),
    ("fact(x)", "fact(x)"),
  ]

  @Test(
    "The simplifier keeps values: known conditions choose a branch, constant tests fold",
    arguments: simplified)
  func simplify(_ input: String, _ output: String) throws {
    let result = try Parser.typedExpression(
      input, as: Simplified<PrettyPrint>.self, in: recursive, freeVariables: true)
    #expect(result.map(number: \.residual.text, boolean: \.residual.text) == output)
  }

  @Test("A conditional differentiates piecewise; conditions are not differentiated")
  func derivative() throws {
    let d = try Parser.expression(
      "x < 0 ? -x : x^2", as: Derivative<Simplified<PrettyPrint>>.self, freeVariables: true)
    #expect(d.derivative(by: "x").residual.text == "x < 0 ? -1 : 2 * x")
    var environment = Environment()
    for (x, slope) in [(-2.0, -1.0), (3.0, 6.0)] {
      environment.assign("x", x)
      let dual = try Parser.expression("x < 0 ? -x : x^2", as: DualNumber.self, in: environment)
      #expect(dual.derivative(by: "x") == slope)
    }
  }

  @Test("A recursion that depends on the variable differentiates by the chain rule over f'")
  func recursiveDerivative() throws {
    func derivative(_ text: String) throws -> String {
      try Parser.expression(
        text, as: Derivative<Simplified<PrettyPrint>>.self, in: recursive, freeVariables: true
      ).derivative(by: "x").residual.text
    }
    #expect(try derivative("fact(x)") == "x <= 1 ? 0 : fact(x - 1) + x * fact'(x - 1)")
    // A call the condition decides expands as before: fact(3) is the number 6.
    let decided = try derivative("fact(3) * x")
    #expect(decided == "6")
  }

  // MARK: Compiled

  @Test("Compiled programs run one branch a point, and calls of recursive functions")
  func compiled() throws {
    let piecewise = try Parser.expression(
      "x < 0 ? -x : x^2", as: Compiled.self, freeVariables: true
    ).program(parameters: ["x"])
    #expect(piecewise.evaluate(at: [-2, -0.5, 0, 3]) == [2, 0.5, 0, 9])
    let factorial = try Parser.expression(
      "fact(x)", as: Compiled.self, in: recursive, freeVariables: true
    ).program(parameters: ["x"], in: recursive)
    #expect(factorial.evaluate(at: [0, 1, 5, 10]) == [1, 1, 120, 3_628_800])
    #expect(try factorial.result([5]) == .number(120))
    let runaway = try Parser.expression(
      "x > 0 ? loop(x) : 1", as: Compiled.self, in: recursive, freeVariables: true
    ).program(parameters: ["x"], in: recursive)
    #expect(runaway.evaluate(at: [-1]) == [1])
    #expect(throws: CallError.self) { try runaway.result([1]) }
  }

  @Test("A Boolean program gives its Boolean, or 1 and 0 as numbers")
  func compiledBoolean() throws {
    guard
      case .boolean(let condition) = try Parser.typedExpression(
        "x > 1 && positive(x)", as: Compiled.self, in: recursive, freeVariables: true)
    else {
      Issue.record("a Boolean")
      return
    }
    let program = try condition.fragment.program(parameters: ["x"], in: recursive)
    #expect(program.type == .boolean)
    #expect(try program.result([2]) == .boolean(true))
    #expect(program.evaluate(at: [0, 2]) == [0, 1])
  }
}
