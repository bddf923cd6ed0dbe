import Testing

@testable import Tagless

// MARK: - Calls the derivative keeps as written

/// A call that cannot involve `x` is not expanded for its derivative.
///
/// A call of a function that reads nothing but its parameters, over arguments that do not
/// involve `x`, does not involve `x`: its derivative is 0 and the call is not expanded
/// (`fib(24)` expanded ran 75,025 calls, 1.7 s, to reach the expansion budget); its value is
/// the evaluator's, within a budget of calls, so `x * fib(24)` is still `46368`. A function
/// that reads `x` as a variable of the session, itself or through a function it calls, is
/// still expanded and differentiated.
@Suite("The derivative keeps calls that cannot involve the variable as written")
struct UnexpandedCallTests {
  static let environment: Environment = {
    var session = Session()
    try? session.run([
      "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)",
      "h(t) = t * x",
      "k(t) = h(t) + 1",
      "p(n) = n < 1 ? x : p(n - 1) * 2",
      "twice(t) = 2 * t",
    ])
    return session.environment
  }()

  /// The derivative by `x` of `text`, with at most `calls` calls of user functions.
  static func derivative(_ text: String, calls: Int = 1_000) throws -> String {
    var limits = Limits.standard
    limits.maximumCalls = calls
    return try CentralDifference(environment: environment).derivative(text, limits: limits)
  }

  /// With at most 1,000 calls, the expansion of `fib(24)` (75,025 calls) cannot run: the call
  /// is kept, and its value is known only when the evaluator computes it within the limit.
  static let kept: [(input: String, calls: Int, derivative: String)] = [
    ("fib(24)", 1_000, "0"), ("x * fib(24)", 1_000, "fib(24)"), ("x * fib(10)", 1_000, "55"),
    ("x * fib(24)", .max, "46368"), ("fib(24) + twice(x)", 1_000, "2"), ("fib(y)", 1_000, "0"),
    ("twice(fib(20))", 1_000, "0"),
  ]

  @Test("the call is kept as written", arguments: kept)
  func keptCalls(input: String, calls: Int, derivative: String) throws {
    #expect(try Self.derivative(input, calls: calls) == derivative)
  }

  static let expanded: [(input: String, x: Double)] = [
    ("h(2)", 1.5), ("k(3)", -2), ("p(3)", 0.5), ("h(fib(5))", 3), ("x * fib(10) + h(x)", 2),
    ("k(twice(x))", 1.25), ("fib(4) * p(2) * x", 0.75),
  ]

  @Test("a function reading x is differentiated, as central differences say", arguments: expanded)
  func readingX(input: String, x: Double) throws {
    try CentralDifference(environment: Self.environment).expectAgreement(input, at: x)
  }
}
