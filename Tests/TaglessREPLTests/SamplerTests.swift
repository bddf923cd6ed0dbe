import Tagless
import Testing

@testable import TaglessREPL

// MARK: - Sampler

@Suite("Sampler")
struct SamplerTests {
  /// `a = 2`, `f(t) = t ^ 2 + a`, `g(u) = f(u) / x` (a body that reads the global `x`),
  /// `h(x) = x + 1` (a parameter that shadows the sampled variable), `ans = 21`.
  static let environment: Environment = {
    var calculator = Calculator()
    for line in [
      "a = 2", "x = 10", "f(t) = t ^ 2 + a", "g(u) = f(u) / x", "h(x) = x + 1", "7 * 3",
    ] {
      _ = try? calculator.run(line, showing: [.eval])
    }
    return calculator.environment
  }()

  @Test(
    "the compiled sampler gives what parsing again with the variable bound gives, bit for bit",
    arguments: [
      "sin(x) * x", "f(x) - a", "g(x + 1)", "x % 3 + ans", "max(x, -x, 1 / x)", "sqrt(x) ^ x",
      "-x ^ 2", "e ^ -x", "h(2) * x", "h(x) - x",
    ])
  func agreesWithEvaluation(expression: String) throws {
    let sampler = try Sampler.make(
      expression, variable: "x", in: Self.environment, probe: 0
    ).get()
    for x in [-3.5, -1, -0.0, 0, 0.5, 1, 2, 10, 1e300, .infinity, .nan] {
      var bound = Self.environment
      bound.assign("x", x)
      let expected = try Parser.expression(expression, as: Evaluation.self, in: bound).value
      let value = sampler(x)
      #expect(
        Value.sameBits(value, expected),
        "\(expression) at \(x): \(value) vs \(expected)")
    }
  }

  @Test("a 100,000-operation expansion compiles once and agrees with evaluation")
  func largeExpansion() throws {
    var calculator = Calculator()
    let terms = Array(repeating: "x", count: 1_000).joined(separator: " + ")
    let calls = Array(repeating: "f0()", count: 100).joined(separator: " + ")
    _ = try calculator.run("f0() = \(terms)", showing: [.eval])
    _ = try calculator.run("f1() = \(calls)", showing: [.eval])
    let sampler = try Sampler.make(
      "f1() / x", variable: "x", in: calculator.environment, probe: 1
    ).get()
    // The left-deep sums are extended in place, not copied at every `+` (that was quadratic:
    // 38 s for ten times this size in a release build).
    guard case .compiled(let program) = sampler.method else {
      Issue.record("not compiled")
      return
    }
    #expect(program.instructionCount < 200_000)
    #expect(sampler(2) == 100_000)
    #expect(sampler(0.5) == 100_000)
  }

  /// The machine computes both branches of `?:` and every operand of `&&` and `||`, and runs
  /// an argument only where its parameter is read: where a failing loop meets that, the
  /// expression is parsed into the evaluator at each point (``Compiled/departsFromEvaluation``).
  @Test(
    "a loop the evaluator would not run, or would run, gives the evaluator's rows",
    arguments: [
      ("x > 5 ? root(t -> t, 1, 2) : 1", ["1", "1", "1"]),
      ("x < 5 || root(t -> t, 1, 2) > 0", ["true", "true", "true"]),
      ("(b -> 1)(root(t -> t - x, 1, 2))", ["error", "1", "1"]),
    ])
  func departures(expression: String, rows: [String]) throws {
    let sampler = try Sampler.make(
      expression, variable: "x", in: Environment(), probe: 0
    ).get()
    if case .compiled = sampler.method { Issue.record("compiled") }
    let shown = [0.0, 1, 2].map { (x) -> String in
      switch sampler.text(at: x) {
      case .success(let text): text
      case .failure: "error"
      }
    }
    #expect(shown == rows)
  }

  @Test("an expression that does not parse is an error from make")
  func errors() {
    let made = Sampler.make("x +", variable: "x", in: Self.environment, probe: 0)
    guard case .failure(let error) = made else {
      Issue.record("expected an error")
      return
    }
    #expect(error.message.contains("expected an expression"))
  }
}
