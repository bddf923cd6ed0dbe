import Testing

@testable import Tagless

/// `integrate` and `root` in the language: the parser's side of the numerics branch's kernels.
@Suite("integrate and root")
struct NumericalFunctionalTests {
  /// Lines, their true values, and how many ulps of the true value they may be off.
  static let values: [(line: String, truth: Double, ulps: Double)] = [
    ("integrate(x -> x ^ 2, 0, 1)", 1.0 / 3, 2),
    ("integrate(sin, 0, pi)", 2, 2),
    ("integrate(x -> exp(-x ^ 2), -inf, inf)", 1.7724538509055160273, 4),
    ("integrate(x -> exp(-x), 0, ∞)", 1, 2),
    ("integrate(x -> 1 / sqrt(x), 0, 1)", 2, 4),
    ("integrate(x -> x, 1, 0)", -0.5, 0),
    // Cancelling: rounding stops QUADPACK's tolerance, and the estimate is the answer (mpmath:
    // sin(20) / 20). Its error is measured against the integral of |cos(20 x)|, about 0.64.
    ("integrate(x -> cos(20 * x), 0, 1)", 0.0456472625363813827188, 64),
    ("root(x -> cos(x) - x, 0, 1)", 0.73908513321516064166, 1),
    ("root(x -> x ^ 2 - 2, 0, 2)", 1.4142135623730950488, 1),
    ("root(x -> x - 1, 0, 3)", 1, 0),
  ]

  @Test("values within a few ulps of the truth", arguments: values)
  func approximates(line: String, truth: Double, ulps: Double) throws {
    let result = try value(line)
    #expect(abs(result - truth) <= ulps * truth.ulp, "\(line) = \(result)")
  }

  /// Lines the methods cannot answer, with the error at the built-in's column.
  static let errors: [(line: String, message: String)] = [
    ("root(x -> x ^ 2 + 1, -1, 1)", "'root': no sign change: f(-1) = 2 and f(1) = 2"),
    ("root(x -> x, 0, inf)", "'root': a bound of the search is inf"),
    ("integrate(x -> 1 / x, 0, 1) + 1", "'integrate': the integral seems to diverge"),
  ]

  @Test("a method that gives no answer is an error at the built-in", arguments: errors)
  func error(line: String, message: String) throws {
    let error = try #require(parseError(line, as: Evaluation.self))
    #expect(error.message.hasPrefix(message) || error.message.hasPrefix("'integrate': no "))
    #expect(error.column == 1)
  }

  @Test("inf and ∞ are the constant infinity, typeset as \\infty")
  func infinity() throws {
    #expect(try value("∞") == .infinity)
    #expect(try value("-inf") == -.infinity)
    #expect(
      try Parser.expression("integrate(x -> x, 0, ∞)", as: LaTeX.self).text
        == "\\int_{0}^{\\infty} x \\,dx")
  }
}
