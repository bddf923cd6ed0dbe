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

  /// Functions nested `depth` deep, and how many builds of the innermost body each view may
  /// make for them.
  enum Nesting: CaseIterable, Sendable {
    case sums, applications, integrals

    func text(_ depth: Int) -> String {
      switch self {
      case .sums: NestedFunctionCostTests.sums(depth)
      case .applications: NestedFunctionCostTests.applications(depth)
      case .integrals: NestedFunctionCostTests.integrals(depth)
      }
    }

    /// Once per level; integrals with `x` as a bound also at each bound, by Leibniz's rule.
    func derivativeBound(_ depth: Int) -> Int { self == .integrals ? 4 * depth + 4 : depth + 1 }
  }

  @Test(
    "nested functions: the innermost body is built a bounded number of times per level",
    arguments: Nesting.allCases, [2, 6, 12, 24])
  func nested(_ nesting: Nesting, depth: Int) throws {
    let (derivative, simplified) = try Self.builds(nesting.text(depth))
    // Built anew at every use, 12 sums built it millions of times; 12 integrals, with the
    // inner lambda made anew at each build of the outer body, 8,191 times.
    #expect(derivative <= nesting.derivativeBound(depth), "\(derivative) builds at \(depth)")
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

  /// `depth` lambdas applied inside each other to the parameter outside, with a sum inside:
  /// `(a1 -> (a2 -> … sum(k -> k * aN * tick(1), 1, 3) …)(a1))(x)`.
  static func namedApplications(_ depth: Int) -> String {
    let body = "sum(k -> k * a\(depth) * tick(1), 1, 3)"
    return (1...depth).reversed().reduce(body) { inner, level in
      "(a\(level) -> \(inner))(\(level == 1 ? "x" : "a\(level - 1)"))"
    }
  }

  /// The same, each applied to `k`, which the sum binds: every application is kept.
  static func capturingApplications(_ depth: Int) -> String {
    let body = "sum(k -> k * b\(depth) * tick(1), 1, 3) + b\(depth)"
    return (1...depth).reversed().reduce(body) { inner, level in "(b\(level) -> \(inner))(k)" }
  }

  /// How many times `tick` runs while the simplifier parses `text`, and what it prints.
  static func simplified(_ text: String) throws -> (builds: Int, text: String) {
    let ticks = Ticks()
    let simplified = try Parser.expression(
      text, as: Simplified<PrettyPrint>.self, in: try environment(ticks), freeVariables: true)
    return (ticks.count.load(ordering: .relaxed), simplified.residual.text)
  }

  @Test(
    "applications to names: reduced unless captured, bodies built at most depth² times",
    arguments: [2, 6, 12, 24])
  func applicationsToNames(depth: Int) throws {
    let (reducedBuilds, reduced) = try Self.simplified(Self.namedApplications(depth))
    // Kept whenever the body built a function, each level built the next twice: 2^depth.
    #expect(reducedBuilds <= 3 * depth + 3, "\(reducedBuilds) builds at depth \(depth)")
    #expect(reduced == "sum(k -> k * x, 1, 3)")
    let (keptBuilds, kept) = try Self.simplified(Self.capturingApplications(depth))
    #expect(keptBuilds <= depth * depth + 4 * depth, "\(keptBuilds) builds at depth \(depth)")
    #expect(kept.hasPrefix("(b1 -> (b2 -> ") && kept.hasSuffix("(k))(k)"), "\(kept)")
  }

  /// `depth` integrals inside each other, each from 0 to x:
  /// `integrate(t1 -> integrate(t2 -> … tN * x * tick(1), 0, x) …, 0, x)`.
  static func integrals(_ depth: Int) -> String {
    let body = "t\(depth) * x * tick(1)"
    return (1...depth).reversed().reduce(body) { inner, k in
      "integrate(t\(k) -> \(inner), 0, x)"
    }
  }
}
