import Testing

@testable import Tagless

// MARK: - A user function passed by name, in a line with free variables

/// A user function passed by name (`sum(f, 1, 2)`) reads, in a line parsed with free
/// variables, the names its body leaves undefined as free variables, as the same function
/// called with its arguments does (F25 in Docs/Robustness.md: through the parser its body
/// failed with "unknown variable 'x'", while the enum tree answered).
@Suite("User functions passed by name see free variables")
struct NamedFunctionValueTests {
  static let environment: Environment = {
    var session = Session()
    _ = try? session.run("f(t) = x ^ 2 - 1")
    return session.environment
  }()

  static let lines: [(line: String, derivative: String)] = [
    ("sum(f, 1, 2)", "sum(t -> 2 * x, 1, 2)"),
    ("product(f, 1, 2)", "sum(t -> 2 * x * product(f, 1, t - 1) * product(f, t + 1, 2), 1, 2)"),
    (
      "integrate(j -> integrate(f, 0, 1), 0, 2)",
      "integrate(j -> integrate(t -> 2 * x, 0, 1), 0, 2)"
    ),
  ]

  typealias Differentiated = Derivative<Simplified<PrettyPrint>>

  @Test("the derivative, through the parser and the enum tree alike", arguments: lines)
  func derivative(line: String, derivative: String) throws {
    let parsed = try Parser.expression(
      line, as: Differentiated.self, in: Self.environment, freeVariables: true)
    let folded = try Parser.expression(
      line, as: ExpressionTree.self, in: Self.environment, freeVariables: true
    ).fold(into: Differentiated.self, in: Self.environment, freeVariables: true)
    #expect(parsed.derivative(by: "x").residual.text == derivative)
    #expect(folded.derivative(by: "x").residual.text == derivative)
  }

  @Test("the simplifier keeps the line", arguments: lines)
  func simplified(line: String, derivative: String) throws {
    let text = try Parser.expression(
      line, as: Simplified<PrettyPrint>.self, in: Self.environment, freeVariables: true
    ).residual.text
    #expect(text == line)
  }
}
