import Testing

@testable import Tagless

// MARK: - Derivatives through functions that take functions

/// `twice(f, x)` is differentiated through its expansion, `f(f(x))`, as central differences
/// say it should be.
@Suite("Derivatives of calls of functions that take functions")
struct HigherOrderDerivativeTests {
  static let environment: Environment = {
    var session = Session()
    try? session.run([
      "twice(h, x) = h(h(x))", "f(x) = x^2 + sin(x)", "compose(f, g, x) = f(g(x))",
      "apply_n(h, n, x) = n == 0 ? x : apply_n(h, n - 1, h(x))",
    ])
    return session.environment
  }()

  static let cases: [(input: String, x: Double)] = [
    ("twice(f, x)", 0.7), ("twice(y -> y * x, 2)", -1.5), ("compose(sin, f, x)", 0.3),
    ("apply_n(y -> y * y + x, 3, x)", 0.4), ("twice(y -> exp(y), x)", -0.2),
    ("sum(k -> twice(y -> y * k, x), 1, 3)", 1.1),
  ]

  @Test("equal to central differences", arguments: cases)
  func centralDifferences(input: String, x: Double) throws {
    try CentralDifference(environment: Self.environment).expectAgreement(input, at: x)
  }
}
