import Synchronization
import Testing

@testable import Tagless

// MARK: - Nested functions, built once per level

/// How many times the symbolic views build a function's body when functions nest.
///
/// The derivative of `sum(k -> f, a, b)` needs `f`'s value and its partials, and the
/// simplifier needs a sum's body to see whether it is constant and again to print it; each
/// built by applying the body anew, a body n functions deep was built about 4^n times (ten
/// nested sums took 8.7 s in a debug build). The innermost body here calls `tick(1)`, an app
/// function that counts its calls: the simplifier folds it, so it runs once each time that
/// body is built or parsed.
@Suite("Symbolic views build a nested function's body a bounded number of times")
struct NestedFunctionCostTests {
  typealias Symbolic = Derivative<Simplified<PrettyPrint>>

  /// Counts the calls of `tick`.
  final class Ticks: Sendable {
    let count = Atomic<Int>(0)
  }

  /// An environment with `tick(v) = v` that counts its calls in `ticks`.
  static func environment(_ ticks: Ticks) throws -> Environment {
    var environment = Environment()
    try environment.register(
      HostFunction(function: "tick", arity: 1) { arguments in
        ticks.count.add(1, ordering: .relaxed)
        return arguments[0]
      })
    return environment
  }

  /// `depth` sums inside each other, `sum(i1 -> sum(i2 -> … x * iN * tick(1) …, 1, 2), 1, 2)`.
  static func sums(_ depth: Int) -> String {
    let body = "x * i\(depth) * tick(1)"
    return (1...depth).reversed().reduce(body) { inner, k in "sum(i\(k) -> \(inner), 1, 2)" }
  }

  /// `depth` lambdas applied inside each other, `(i1 -> (i2 -> … x * iN * tick(1) …)(x))(x)`.
  static func applications(_ depth: Int) -> String {
    let body = "x * i\(depth) * tick(1)"
    return (1...depth).reversed().reduce(body) { inner, k in "(i\(k) -> \(inner))(x)" }
  }

  /// How many times `tick` runs while `text` is parsed for the derivative by `x`, and for the
  /// simplifier.
  static func builds(_ text: String) throws -> (derivative: Int, simplified: Int) {
    let ticks = Ticks()
    let environment = try environment(ticks)
    _ = try Symbolic.focused(on: "x") { () throws(ParseError) in
      try Parser.expression(text, as: Symbolic.self, in: environment, freeVariables: true)
    }
    let derivative = ticks.count.exchange(0, ordering: .relaxed)
    _ = try Parser.expression(
      text, as: Simplified<PrettyPrint>.self, in: environment, freeVariables: true)
    return (derivative, ticks.count.load(ordering: .relaxed))
  }

  // The parser parses a lambda's body once to check it, in the same interpreter, and that
  // parse holds the check of every lambda inside: the innermost body of n is built n times
  // so, and once more by the view.

  @Test("nested sums: the innermost body is built once per level", arguments: [2, 6, 12])
  func nestedSums(depth: Int) throws {
    let (derivative, simplified) = try Self.builds(Self.sums(depth))
    // Built anew at every use, 12 sums built it millions of times.
    #expect(derivative <= depth + 1, "\(derivative) builds at depth \(depth)")
    #expect(simplified <= depth + 1, "\(simplified) builds at depth \(depth)")
  }

  @Test("nested applications: the innermost body is built once per level", arguments: [2, 6, 12])
  func nestedApplications(depth: Int) throws {
    let (derivative, simplified) = try Self.builds(Self.applications(depth))
    #expect(derivative <= depth + 1, "\(derivative) builds at depth \(depth)")
    #expect(simplified <= depth + 1, "\(simplified) builds at depth \(depth)")
  }

  @Test("the derivative of nested sums keeps its shape")
  func nestedSumsShape() throws {
    let text = "sum(i1 -> sum(i2 -> sum(i3 -> x * i3, 1, 2), 1, 2), 1, 2)"
    let derivative = try Symbolic.focused(on: "x") { () throws(ParseError) in
      try Parser.expression(text, as: Symbolic.self, freeVariables: true)
    }.derivative(by: "x").residual.text
    #expect(derivative == "sum(i1 -> sum(i2 -> sum(i3 -> i3, 1, 2), 1, 2), 1, 2)")
  }
}
