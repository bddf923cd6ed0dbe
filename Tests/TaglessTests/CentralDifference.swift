import Testing

@testable import Tagless

// MARK: - CentralDifference

/// Checks a symbolic derivative by `x` against the central difference of the values around a
/// point, in a given environment.
struct CentralDifference {
  typealias Symbolic = Derivative<Simplified<PrettyPrint>>

  let environment: Environment

  /// The derivative by `x` of `text`, with `limits`.
  func derivative(_ text: String, limits: Limits = .standard) throws -> String {
    let environment = self.environment
    return try Symbolic.focused(on: "x") { () throws(ParseError) in
      try Parser.expression(
        text, as: Symbolic.self, in: environment, freeVariables: true, limits: limits)
    }.derivative(by: "x").residual.text
  }

  /// `text`'s value at `x`.
  func value(_ text: String, at x: Double) throws -> Double {
    var environment = self.environment
    environment.assign("x", x)
    return try Parser.expression(text, as: Evaluation.self, in: environment).value
  }

  /// Expects the derivative of `input` at `x` to be its central difference there.
  func expectAgreement(
    _ input: String, at x: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let derivative = try self.derivative(input)
    let exact = try value(derivative, at: x)
    let h = 1e-6
    let numeric = (try value(input, at: x + h) - value(input, at: x - h)) / (2 * h)
    #expect(
      abs(exact - numeric) <= 1e-5 * max(1, abs(exact)), "\(derivative): \(exact) vs \(numeric)",
      sourceLocation: sourceLocation)
  }
}
