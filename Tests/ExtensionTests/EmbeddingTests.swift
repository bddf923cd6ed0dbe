import Tagless
import Testing

// An app that embeds the library parses a formula once and evaluates it many times, with the
// values of the moment: what it gets back must be the formula's value in the environment it
// passes, or an error that says what is missing — never a value from parse time, never a NaN
// that stands for a failure.

/// An environment binding each name to its value.
private func environment(_ bindings: [String: Double]) -> Environment {
  var environment = Environment()
  for (name, value) in bindings { environment.assign(name, value) }
  return environment
}

@Suite("An embedding app's formula parsed once, from outside the library")
struct EmbeddingTests {
  @Test(
    "the enum tree evaluates with the environment it is given, not the one it was parsed in",
    arguments: [
      (["x": 5.0, "y": 7.0], 36.0), (["x": -1.0, "y": 0.5], 0.5), (["x": 2.0, "y": 3.0], 7.0),
    ])
  func treeReadsGivenEnvironment(bindings: [String: Double], expected: Double) throws {
    let tree = try Parser.expression(
      "x * y + 1", as: ExpressionTree.self, in: environment(["x": 2, "y": 3]))
    #expect(try tree.evaluate(in: environment(bindings)) == expected)
  }

  @Test("a Boolean tree reads its variables from the environment it is given")
  func booleanTreeReadsGivenEnvironment() throws {
    var parsed = Environment()
    parsed.assign("on", .boolean(true))
    parsed.assign("x", 2)
    let typed = try Parser.typedExpression("on && x > 1", as: ExpressionTree.self, in: parsed)
    guard case .boolean(let tree) = typed else {
      Issue.record("not a Boolean: \(typed)")
      return
    }
    var later = parsed
    later.assign("on", .boolean(false))
    #expect(try tree.evaluate(in: later) == false)
    later.assign("on", .boolean(true))
    later.assign("x", 0)
    #expect(try tree.evaluate(in: later) == false)
    #expect(try tree.evaluate(in: parsed) == true)
  }

  @Test(
    "a formula with free variables evaluates once they are bound",
    arguments: [(["x": 1.0, "y": 2.0], 3.0), (["x": 0.5, "y": -4.0], -3.5)])
  func freeVariablesBound(bindings: [String: Double], expected: Double) throws {
    let tree = try Parser.expression("x + y", as: ExpressionTree.self, freeVariables: true)
    #expect(try tree.evaluate(in: environment(bindings)) == expected)
  }

  @Test(
    "an unbound free variable is an error that names every unbound name, not NaN",
    arguments: [
      ([String: Double](), ["x", "y"]), (["x": 1.0], ["y"]), (["y": 1.0, "z": 3.0], ["x"]),
    ])
  func unboundIsAnError(bindings: [String: Double], unbound: [String]) throws {
    let tree = try Parser.expression("x + y * sin(x)", as: ExpressionTree.self, freeVariables: true)
    do {
      let value = try tree.evaluate(in: environment(bindings))
      Issue.record("no error: \(value)")
    } catch {
      #expect(error.kind == .unboundVariables(unbound))
      let quoted = unbound.map { "'\($0)'" }.joined(separator: ", ")
      #expect(error.message == "no value for \(quoted): bind it in the environment")
    }
  }

  @Test("an unbound Boolean variable is an error too")
  func unboundBoolean() throws {
    var parsed = Environment()
    parsed.assign("on", .boolean(true))
    let typed = try Parser.typedExpression("on || 1 < 2", as: ExpressionTree.self, in: parsed)
    guard case .boolean(let tree) = typed else {
      Issue.record("not a Boolean: \(typed)")
      return
    }
    #expect(throws: CallError.self) { try tree.evaluate(in: Environment()) }
  }
}
