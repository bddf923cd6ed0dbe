import Tagless

/// Why ``PreciseQuadrature/integrate(_:from:to:digits:maximumEvaluations:)`` gave no value it
/// can vouch for.
///
/// `IntegrandFailure` is the error type the integrand throws (`Never` for a plain closure).
public enum PreciseQuadratureError<IntegrandFailure: Error>: Error, CustomStringConvertible {
  /// The levels did not agree to the digits before ``PreciseQuadrature/maximumLevel`` or the
  /// evaluation budget: the integrand is probably not smooth inside the range (a kink, an
  /// interior singularity), or the integral diverges. Carries the last estimate.
  case noConvergence(PreciseIntegral)
  /// The integrand's value at `at` is a failure (outside its domain, too large).
  case integrandFailure(ArithmeticFailure, at: Precise)
  /// The integrand's term at `at`, the last node of the rule (`t` = 7, where an infinite range
  /// reaches about `10^748` and a finite one comes within `10^-748` of its end), still
  /// matters to the digits: the integral diverges (`1/x` on `[1, ∞)`) or the integrand decays
  /// too slowly at that end for the digits asked.
  case noDecay(at: Precise)
  /// The integrand was 0 (or below the exponent range) at every node: the area between them,
  /// if any, is out of the rule's sight, so 0 would be a guess (as `Quadrature` says too).
  case zeroEverywhere(evaluations: Int)
  /// A bound is a failure, or the bounds are both the same infinity.
  case invalidBound
  /// `Cancellation.current` asked to stop.
  case cancelled
  /// The integrand itself threw.
  case integrand(IntegrandFailure)

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .noConvergence(let estimate):
      "no convergence to \(estimate.digits) digits (last estimate \(estimate.value), "
        + "levels differing by \(estimate.lastDifference))"
    case .integrandFailure(let failure, let x): "the integrand fails at \(x): \(failure)"
    case .noDecay(let x):
      "the integrand still matters at the rule's last node, \(x): the integral diverges, or "
        + "the integrand decays too slowly there for the digits asked"
    case .zeroEverywhere(let evaluations): Quadrature.zeroEverywhereMessage(evaluations)
    case .invalidBound: "invalid bounds of integration"
    case .cancelled: Cancellation.message
    case .integrand(let failure): "\(failure)"
    }
  }
}
