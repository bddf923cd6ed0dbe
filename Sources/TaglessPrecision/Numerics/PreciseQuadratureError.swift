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
    case .invalidBound: "invalid bounds of integration"
    case .cancelled: Cancellation.message
    case .integrand(let failure): "\(failure)"
    }
  }
}
