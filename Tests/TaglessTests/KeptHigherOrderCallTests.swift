import Testing

@testable import Tagless

// MARK: - Recursive calls of functions that take functions, kept

/// A recursive call of a function that takes functions, under a condition a symbolic view
/// cannot decide, stays a call with its function arguments, as a first-order one does (F22 in
/// Docs/Robustness.md): before, both views expanded it to the nesting limit and failed.
@Suite("Undecided recursions of functions that take functions stay calls")
struct KeptHigherOrderCallTests {
  static let definitions = [
    "w1(x, h, n) = n <= 0 ? h(sin(1)) : w1(x, h, n - 1) + 1",
    "apply_n(h, n, x) = n <= 0 ? x : apply_n(h, n - 1, h(x))",
    "anyb(p, n) = n <= 0 ? p(0) : anyb(p, n - 1) || p(n)",
    "guarded(h, n) = n > 0 && guarded(h, n - 1) > 0 ? h(n) : 0",
  ]

  static let environment: Environment = {
    var session = Session()
    for line in definitions { _ = try? session.run(line) }
    return session.environment
  }()

  static let simplified: [(line: String, text: String)] = [
    ("w1(2, s -> 2, z)", "z <= 0 ? 2 : w1(2, s -> 2, z - 1) + 1"),
    ("w1(x, s -> s * x, z)", "z <= 0 ? 0.8414709848078965 * x : w1(x, s -> s * x, z - 1) + 1"),
    ("apply_n(t -> t * 2, z, 1)", "z <= 0 ? 1 : apply_n(t -> 2 * t, z - 1, 2)"),
    ("anyb(t -> t > 2, z) ? 1 : 0", "(z <= 0 ? false : anyb(t -> t > 2, z - 1) || z > 2) ? 1 : 0"),
    ("guarded(t -> t * x, z)", "z > 0 && guarded(t -> t * x, z - 1) > 0 ? z * x : 0"),
    // A known count still expands to the end.
    ("apply_n(t -> t * 2, 3, x)", "2 * (2 * (2 * x))"),
  ]

  /// `line` simplified through the parser (tagless) and through the enum tree.
  static func both(_ line: String) throws -> (tagless: String, tree: String) {
    let tagless = try Parser.expression(
      line, as: Simplified<PrettyPrint>.self, in: environment, freeVariables: true
    ).residual.text
    let tree = try Parser.expression(
      line, as: ExpressionTree.self, in: environment, freeVariables: true)
    let folded = try tree.fold(
      into: Simplified<PrettyPrint>.self, in: environment, freeVariables: true)
    return (tagless, folded.residual.text)
  }

  @Test("the simplifier keeps the call, in both encodings", arguments: simplified)
  func simplifierKeeps(line: String, text: String) throws {
    let (tagless, tree) = try Self.both(line)
    #expect(tagless == text)
    #expect(tree == text)
  }

  @Test("the kept form has the line's value", arguments: simplified)
  func keptFormValue(line: String, text: String) throws {
    for (z, x) in [(0.0, 1.5), (3, 0.5), (5, -2)] {
      var session = Session()
      for definition in Self.definitions { _ = try session.run(definition) }
      _ = try session.run("z = \(z)")
      _ = try session.run("x = \(x)")
      #expect(try session.run(line) == session.run(text), "z = \(z), x = \(x)")
    }
  }

  typealias Differentiated = Derivative<Simplified<PrettyPrint>>

  @Test("the derivative keeps it, with a partial by each number argument")
  func derivativeKeeps() throws {
    for tree in [false, true] {
      let line = "w1(x, s -> s * 2, z)"
      let derivative: Differentiated
      if tree {
        derivative = try Parser.expression(
          line, as: ExpressionTree.self, in: Self.environment, freeVariables: true
        ).fold(into: Differentiated.self, in: Self.environment, freeVariables: true)
      } else {
        derivative = try Parser.expression(
          line, as: Differentiated.self, in: Self.environment, freeVariables: true)
      }
      #expect(
        derivative.derivative(by: "x").residual.text == "z <= 0 ? 0 : w1'1(x, s -> 2 * s, z - 1)")
      #expect(
        derivative.value.residual.text
          == "z <= 0 ? 1.682941969615793 : w1(x, s -> 2 * s, z - 1) + 1")
    }
  }

  @Test("a kept call whose function reads the variable has no derivative: an error at the call")
  func derivativeThroughFunction() {
    do throws(ParseError) {
      _ = try Parser.expression(
        "1 + w1(x, s -> s * x, z)", as: Differentiated.self, in: Self.environment,
        freeVariables: true)
      Issue.record("no error")
    } catch {
      #expect(
        error.message
          == "the derivative of 'w1(…)' is unknown: the call stays as written, since its "
          + "recursion's condition cannot be decided, and its function argument 2 reads x")
      #expect(error.functions == ["w1"])
      #expect(error.column == 5)
    }
  }

  @Test("a value interpreter decides every condition and runs the recursion")
  func evaluatorRuns() throws {
    var session = Session()
    for definition in Self.definitions { _ = try session.run(definition) }
    #expect(try session.run("apply_n(t -> t * 2, 10, 1)") == session.run("1024"))
  }
}
