import Tagless
import Testing

// MARK: - An app's functions and constants

/// What an app registers: a `clamp` with its derivative by `x` (between the bounds, 1), and
/// the standard acceleration of gravity.
private func appEnvironment() throws(RegistrationError) -> Environment {
  var environment = Environment()
  let slope = HostFunction(function: "clampslope", arity: 3) { a in
    a[0] > a[1] && a[0] < a[2] ? 1 : 0
  }
  try environment.register(function: "clamp", arity: 3, derivatives: [slope, nil, nil]) { a in
    min(max(a[0], a[1]), a[2])
  }
  try environment.register(predicate: "within", arity: 3) { a in a[1] <= a[0] && a[0] <= a[2] }
  try environment.define(constant: "g", 9.80665)
  return environment
}

/// `h = g t^2 / 2`, the height fallen, clamped to a tower of 100 m.
private let formula = "clamp(g * t ^ 2 / 2, 0, 100)"

// MARK: - Tests

@Suite("An app's functions and constants, registered from outside the library")
struct HostFunctionTests {
  @Test(
    "evaluated by the tagless evaluator and the enum tree alike", arguments: [0.0, 1, 3, 5, 10])
  func evaluate(t: Double) throws {
    var environment = try appEnvironment()
    environment.assign("t", t)
    let expected = min(max(9.80665 * t * t / 2, 0), 100)
    let value = try Parser.expression(formula, as: Evaluation.self, in: environment).value
    let tree = try Parser.expression(formula, as: ExpressionTree.self, in: environment)
    #expect(value == expected)
    #expect(try tree.evaluate(in: environment) == expected)
    #expect(try tree.fold(into: Evaluation.self, in: environment).value == expected)
    let within = try Parser.typedExpression("within(t, 1, 4)", as: Evaluation.self, in: environment)
    #expect(within == .boolean(1 <= t && t <= 4))
  }

  @Test("printed by name, by the library's printers, the enum and a client's interpreter")
  func print() throws {
    let environment = try appEnvironment()
    let printed = try Parser.expression(
      formula, as: PrettyPrint.self, in: environment, freeVariables: true)
    #expect(printed.text == "clamp(g * t ^ 2 / 2, 0, 100)")
    let tree = try Parser.expression(
      formula, as: ExpressionTree.self, in: environment, freeVariables: true)
    #expect(tree.prettyPrinted() == printed.text)
    #expect(tree.sExpression() == "(clamp (divide (multiply g (power t 2)) 2) 0 100)")
    // ReversePolish was written before host functions existed: the protocols' defaults build
    // a call of the app's function as a call, and the app's constant as a variable.
    let rpn = try Parser.expression(
      formula, as: ReversePolish.self, in: environment, freeVariables: true)
    #expect(rpn.description == "g t 2 ^ * 2 / 0 100 clamp")
    #expect(tree.fold(into: ReversePolish.self) == rpn)
  }

  @Test("compiled: the closure runs in the program, one point or many")
  func compile() throws {
    let environment = try appEnvironment()
    let compiled = try Parser.expression(
      formula, as: Compiled.self, in: environment, freeVariables: true)
    let fall = try compiled.program(parameters: ["t"])
    let times: [Double] = [0, 1, 3, 5, 10]
    let heights = times.map { min(max(9.80665 * $0 * $0 / 2, 0), 100) }
    #expect(times.map { fall.evaluate($0) } == heights)
    #expect(fall.evaluate(at: times) == heights)
    let tree = try Parser.expression(
      formula, as: ExpressionTree.self, in: environment, freeVariables: true)
    #expect(
      try tree.fold(into: Compiled.self).program(parameters: ["t"]).evaluate(at: times) == heights)
  }

  @Test("differentiated through the registered derivative, the same from the enum tree")
  func differentiate() throws {
    let environment = try appEnvironment()
    let derivative = try Parser.expression(
      formula, as: Derivative<Simplified<PrettyPrint>>.self, in: environment, freeVariables: true)
    let text = derivative.derivative(by: "t").residual.text
    #expect(text == "g * (2 * t) / 2 * clampslope(g * t ^ 2 / 2, 0, 100)")
    #expect(derivative.derivative(by: "g").residual.text == "0")
    let tree = try Parser.expression(
      formula, as: ExpressionTree.self, in: environment, freeVariables: true)
    let folded = try tree.fold(
      into: Derivative<Simplified<PrettyPrint>>.self, in: environment, freeVariables: true)
    #expect(folded.derivative(by: "t").residual.text == text)
    // The printed derivative is an expression of the app's language: it evaluates.
    var at = environment
    at.assign("t", 3)
    #expect(try Parser.expression(text, as: Evaluation.self, in: at).value == 9.80665 * 3)
  }
}
