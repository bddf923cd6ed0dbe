import Tagless
import Testing

// The code of the documentation's "Getting started" article
// (Sources/Tagless/Tagless.docc/GettingStarted.md), run from outside the library with the
// results the article states. Change both together.

// MARK: - A session's lines

/// The value of an expression parsed into the evaluator, of either type.
func value(of result: Typed<Evaluation>) -> Value {
  switch result {
  case .number(let x): .number(x.value)
  case .boolean(let b): .boolean(b)
  }
}

/// Runs one line: an expression's value is returned and becomes `ans`, an assignment binds a
/// variable, a definition adds a function.
func run(_ line: String, in environment: inout Environment) throws(ParseError) -> Value? {
  switch try Parser.statement(line, as: Evaluation.self, in: environment) {
  case .empty:
    return nil
  case .expression(let result):
    environment.lastResult = value(of: result)
    return environment.lastResult
  case .assignment(let name, let result):
    environment.assign(name, value(of: result))
    return nil
  case .definition(let function):
    environment.define(function)
    return nil
  }
}

// MARK: - Tests

@Suite("The Getting started article's code, from outside the library")
struct GettingStartedTests {
  @Test("evaluate a line, of either type")
  func evaluate() throws {
    let value = try Parser.expression("3 + 5 * (8 - 7) / 6", as: Evaluation.self).value
    #expect(value == 3.8333333333333335)
    #expect(NumberFormatting.string(value) == "3.8333333333333335")
    #expect(Value.number(0.1 + 0.2).description == "0.30000000000000004")

    let typed = try Parser.typedExpression("2 < 3 && 1 + 1 == 2", as: Evaluation.self)
    #expect(typed == .boolean(true))

    var environment = Environment()
    environment.assign("rate", 0.05)
    let balance = try Parser.expression(
      "1000 * (1 + rate) ^ 10", as: Evaluation.self, in: environment
    ).value
    #expect(NumberFormatting.string(balance) == "1628.894626777442")
  }

  @Test("a mistake is a ParseError, shown as a Diagnostic")
  func diagnostic() {
    let line = "1 + (2 < 3)"
    do {
      _ = try Parser.expression(line, as: Evaluation.self)
      Issue.record("no error")
    } catch {
      #expect(error.column == 3)
      #expect(
        Diagnostic(error, source: "input", text: line).description == """
          input:1:3: error: '+' needs a number on its right, found a Boolean
          1 + (2 < 3)
            ^
          """)
    }
  }

  @Test("a session: definitions, assignments, ans")
  func session() throws {
    var environment = Environment()
    var printed: [String] = []
    let lines = [
      "f(t) = t^2 + 1", "x = 3", "f(x) * 2", "ans > 15 ? ans / 4 : 0",
      "fact(n) = n <= 1 ? 1 : n * fact(n - 1)", "fact(20) > 1e18",
    ]
    for line in lines {
      if let value = try run(line, in: &environment) { printed.append(value.description) }
    }
    #expect(printed == ["20", "5", "true"])
    #expect(environment.functions["f"]?.description == "f(t) = t ^ 2 + 1")
    #expect(environment.value(of: "x") == .number(3))
  }

  @Test("print a line, with or without values")
  func print() throws {
    #expect(try Parser.expression("-(1+2)*(3)", as: PrettyPrint.self).text == "-(1 + 2) * 3")
    let identity = try Parser.expression(
      "sin(x)^2 + cos(x)^2", as: PrettyPrint.self, freeVariables: true)
    #expect(identity.text == "sin(x) ^ 2 + cos(x) ^ 2")
    let latex = try Parser.expression(
      "(1 + x) / sqrt(2) * x^2", as: LaTeX.self, freeVariables: true)
    #expect(latex.text == #"\frac{1 + x}{\sqrt{2}} \cdot x^{2}"#)
    let count = try Parser.expression("3 + 5 * (8 - 7) / 6", as: OperationCount.self)
    #expect(count.total == 4)

    var environment = Environment()
    environment.assign("x", 4)
    let both = try Parser.expression(
      "2 * x + 1", as: Both<Evaluation, PrettyPrint>.self, in: environment)
    #expect(both.first.value == 9)
    #expect(both.second.text == "2 * x + 1")
  }

  @Test("compile once, evaluate at many points")
  func compile() throws {
    var environment = Environment()
    environment.assign("g", 9.80665)
    environment.assign("v0", 20)
    let text = "v0 * t - g * t^2 / 2"
    let names = try Parser.expression(text, as: VariableNames.self, freeVariables: true).names
    #expect(names == ["v0", "t", "g"])

    let compiled = try Parser.expression(
      text, as: Compiled.self, in: environment, freeVariables: true)
    let height = try compiled.program(parameters: ["t"])
    #expect(height.evaluate(2) == 20.3867)
    let times = (0...40).map { Double($0) / 10 }
    let heights = height.evaluate(at: times)
    #expect(heights.count == 41)
    #expect(heights[20] == height.evaluate(2))
    // The same value as the evaluator, bit for bit, at every point.
    for (t, h) in zip(times, heights) {
      environment.assign("t", t)
      #expect(try Parser.expression(text, as: Evaluation.self, in: environment).value == h)
    }

    let distance = try Parser.expression("hypot(x, y)", as: Compiled.self, freeVariables: true)
      .program(parameters: ["x", "y"])
    #expect(distance.evaluate(3, 4) == 5)
    #expect(distance.evaluate([6, 8]) == 10)
  }

  @Test("a compiled program that calls user functions")
  func compileCalls() throws {
    var environment = Environment()
    _ = try run("fact(n) = n <= 1 ? 1 : n * fact(n - 1)", in: &environment)
    let compiled = try Parser.expression(
      "fact(k) / 2", as: Compiled.self, in: environment, freeVariables: true)
    let half = try compiled.program(parameters: ["k"], in: environment)
    #expect(half.evaluate(5) == 60)
    #expect(try half.result([5]) == .number(60))
    #expect(half.evaluate(1e9).isNaN)
    do {
      _ = try half.result([1e9])
      Issue.record("no error")
    } catch {
      #expect(error.message.contains("calls of user functions nest too deeply"))
    }
  }

  @Test("an app's own values and functions written in the language")
  func ownFunctions() throws {
    var environment = Environment()
    environment.assign("g", 9.80665)
    _ = try run("clamp(x, lo, hi) = min(max(x, lo), hi)", in: &environment)
    let value = try Parser.expression("clamp(g * 2, 0, 10)", as: Evaluation.self, in: environment)
    #expect(value.value == 10)
  }

  @Test("an app's own Swift functions and constants")
  func hostFunctions() throws {
    var environment = Environment()
    try environment.register(function: "clamp", arity: 3) { a in min(max(a[0], a[1]), a[2]) }
    try environment.register(predicate: "within", arity: 3) { a in a[1] <= a[0] && a[0] <= a[2] }
    try environment.define(constant: "g", 9.80665)
    environment.assign("t", 3)
    let fallen = try Parser.expression(
      "clamp(g * t ^ 2 / 2, 0, 100)", as: Evaluation.self, in: environment)
    #expect(fallen.value == 44.129925)
    let inside = try Parser.typedExpression("within(t, 0, 5)", as: Evaluation.self, in: environment)
    #expect(inside.boolean == true)
    let fall = try Parser.expression(
      "clamp(g * t ^ 2 / 2, 0, 100)", as: Compiled.self, in: environment
    ).program(parameters: ["t"])
    #expect(fall.evaluate(at: [0, 1, 5]) == [0, 4.903325, 100])
  }
}
