import Testing

@testable import Tagless

// MARK: - Compiled functionals

/// `sum`, `product`, `integrate`, `root` and lambdas compiled: the loops run the body compiled
/// once, and give the evaluator's values bit for bit.
@Suite("Compiled functionals")
struct CompiledHigherOrderTests {
  /// The program of `text` over `parameters`, finished after the parse (when the lambdas the
  /// parser made are no longer valid: the program must not need them).
  static func program(
    _ text: String, parameters: [String] = [], limits: Limits = .standard
  ) throws -> CompiledProgram {
    try Parser.expression(text, as: Compiled.self, freeVariables: true, limits: limits)
      .program(parameters: parameters, limits: limits)
  }

  /// Lines of functionals, with no free names.
  static let lines = [
    "sum(k -> 1 / k ^ 2, 1, 1000)",
    "sum(k -> 1 / k, 1, 0)",
    "sum(k -> k, 0.5, 10.5)",
    "product(k -> 1 + 1 / k ^ 2, 1, 200)",
    "product(k -> k, 1, 20)",
    "sum(i -> sum(j -> i * j, 1, i), 1, 10)",
    "sum(i -> product(j -> i + j / 10, 1, 3), 1, 5) + 1",
    "sum(k -> (x -> x ^ 2 + k)(k + 1), 1, 10)",
    "integrate(x -> x ^ 2, 0, 1)",
    "integrate(sin, 0, pi)",
    "integrate(x -> exp(-x ^ 2), -inf, inf)",
    "integrate(x -> exp(-x), 0, ∞)",
    "integrate(x -> 1 / sqrt(x), 0, 1)",
    "integrate(x -> cos(20 * x), 0, 1)",
    "integrate(x -> integrate(y -> x * y, 0, x), 0, 1)",
    "integrate(x -> sum(k -> x ^ k, 0, 5), 0, 1)",
    "root(x -> cos(x) - x, 0, 1)",
    "root(x -> x ^ 2 - 2, 0, 2)",
    "root(x -> exp(x) - 10, 0, 5) * 2",
    "root(a -> integrate(t -> t, 0, a) - 2, 0, 5)",
    "(x -> x + 1)(2) * sum(k -> k, 1, 3)",
    "sum(k -> k < 3 ? k : -k, 1, 6)",
    "sum(k -> max(k, 3), 1, 5) + sum(sqrt, 1, 4)",
  ]

  @Test("compiled values are the evaluator's, bit for bit", arguments: lines)
  func agreesWithEvaluation(line: String) throws {
    let expected = try Parser.expression(line, as: Evaluation.self).value
    let compiled = try Self.program(line)
    let value = compiled.evaluate()
    #expect(Value.sameBits(value, expected), "\(line): \(value) vs \(expected)")
    #expect(try compiled.result([]) == .number(expected) || expected.isNaN)
  }

  /// Lines with a parameter `x`, the body reading it.
  static let parameterized = [
    "sum(k -> x / k, 1, 50)",
    "sum(k -> sum(j -> x * j + k, 1, k), 1, 10)",
    "integrate(t -> exp(-t * x), 0, 1)",
    "root(t -> t ^ 3 - x, 0, 10)",
    "x * product(k -> 1 + x / k, 1, 10)",
  ]

  @Test("a body reads the program's parameters", arguments: parameterized)
  func parameters(line: String) throws {
    let compiled = try Self.program(line, parameters: ["x"])
    var values: [Double] = []
    for x in [0.5, 1, 2, 7.25] {
      var environment = Environment()
      environment.assign("x", x)
      let expected = try Parser.expression(line, as: Evaluation.self, in: environment).value
      values.append(compiled.evaluate(x))
      #expect(Value.sameBits(compiled.evaluate(x), expected), "\(line) at \(x)")
    }
    // A block of points gives the same values as one point at a time.
    #expect(compiled.evaluate(at: [0.5, 1, 2, 7.25]).map(\.bitPattern) == values.map(\.bitPattern))
  }

  @Test("the body is compiled once, into the loop's own code")
  func loopCode() throws {
    let compiled = try Self.program("sum(k -> 1 / k ^ 2, 1, 100)")
    #expect(compiled.instructionCount == 3)
    #expect(
      compiled.description
        == "constant 1\nconstant 100\nsum over argument 0:\n  argument 0\n  constant 2\n  power\n"
        + "  1 over")
    let nested = try Self.program("sum(i -> sum(j -> i * j, 1, i), 1, 10)")
    #expect(
      nested.description.hasSuffix(
        "  sum over argument 1:\n    argument 0\n    multiply argument 1"))
    // A lambda applied in place is its body with the argument's code in place.
    #expect(
      try Self.program("(x -> x + 1)(y)", parameters: ["y"]).description == "argument 0\nadd 1")
  }

  /// Programs whose loops give no answer, with the message (the evaluator's).
  static let failures: [(line: String, message: String)] = [
    ("root(x -> x ^ 2 + 1, -1, 1)", "'root': no sign change: f(-1) = 2 and f(1) = 2"),
    ("1 + root(x -> x, 0, inf)", "'root': a bound of the search is inf"),
    ("sum(k -> k, 1, 1e300)", "the range holds more than 2^53 integers, too many to run"),
  ]

  @Test("a loop that gives no answer fails the run, as in the evaluator", arguments: failures)
  func failure(line: String, message: String) throws {
    let compiled = try Self.program(line)
    #expect(compiled.evaluate().isNaN)
    #expect(throws: CallError.self) { try compiled.result([]) }
    do {
      _ = try compiled.result([])
    } catch {
      #expect(error.message == message)
    }
    #expect(parseError(line, as: Evaluation.self)?.message == message)
  }

  @Test("loops honour the budget of applications, nested ones included")
  func budget() throws {
    var limits = Limits.standard
    limits.maximumCalls = 5_000
    let message = "the line applies functions too many times (the limit is 5000)"
    for line in ["sum(k -> k, 1, 6000)", "sum(i -> sum(j -> i * j, 1, 100), 1, 100)"] {
      let compiled = try Self.program(line, limits: limits)
      #expect(compiled.evaluate().isNaN, "\(line)")
      do {
        _ = try compiled.result([])
        Issue.record("\(line) ran past the budget")
      } catch {
        #expect(error.message == message)
      }
      // The evaluator's compiled loops share the line's budget too.
      #expect(parseError(line, as: Evaluation.self, limits: limits)?.message == message)
    }
    #expect(
      try Self.program("sum(i -> sum(j -> 1, 1, 40), 1, 40)", limits: limits).evaluate() == 1600)
  }

  @Test("a long compiled loop stops at the cancellation")
  func cancelled() throws {
    let compiled = try Self.program("sum(i -> sum(j -> j, 1, 10000), 1, 10000)")
    let outcome = Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
      Result { () throws(CallError) in try compiled.result([]) }
    }
    guard case .failure(let error) = outcome else {
      Issue.record("not cancelled: \(outcome)")
      return
    }
    #expect(error.message == Cancellation.message)
  }

  @Test("a line that also calls user functions runs its loops too")
  func withCalls() throws {
    var session = Session()
    _ = try session.run("sq(x) = x * x")
    let environment = session.environment
    let line = "sq(3) + sum(k -> k * y, 1, 4)"
    let compiled = try Parser.expression(
      line, as: Compiled.self, in: environment, freeVariables: true
    ).program(parameters: ["y"], in: environment)
    #expect(compiled.evaluate(2) == 29)
    let inside = try Parser.expression(
      "sum(k -> sq(k), 1, 4)", as: Compiled.self, in: environment
    ).program(in: environment)
    #expect(inside.evaluate() == 30)
  }
}
