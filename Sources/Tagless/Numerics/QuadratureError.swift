/// Why ``Quadrature/integrate(_:from:to:relativeTolerance:absoluteTolerance:maximumEvaluations:)``
/// gave no answer it can vouch for.
///
/// The numerical failures carry the best estimate the method had when it stopped (as QUADPACK
/// returns one with its `ier` code): a caller may show it with a warning, or refuse it.
/// `IntegrandFailure` is the error type of the integrand (`Never` for a plain closure).
///
/// ```swift
/// do {
///   _ = try Quadrature.integrate({ x in 1 / x }, from: 0, to: 1)
/// } catch .divergenceSuspected(let estimate) {
///   print("diverges? last estimate", estimate.value)
/// } catch {
///   print(error)
/// }
/// ```
public enum QuadratureError<IntegrandFailure: Error>: Error, CustomStringConvertible {
  /// The estimates grew in a way that suggests the integral diverges, or converges too slowly
  /// to be extrapolated (QUADPACK `ier = 5`).
  case divergenceSuspected(QuadratureEstimate)
  /// Rounding error stops the requested accuracy from being reached, in the subdivision or in
  /// the extrapolation table (QUADPACK `ier = 2` and `4`); the estimate is the best the method
  /// can give, and often good to a few ulps of the integral of `|f|`.
  case roundoff(QuadratureEstimate)
  /// The interval around `near` became as small as doubles allow without the error shrinking
  /// (QUADPACK `ier = 3`): a non-integrable singularity or a discontinuity there.
  case badBehaviour(QuadratureEstimate, near: Double)
  /// The evaluation budget ran out before the requested accuracy (QUADPACK `ier = 1`).
  case evaluationBudgetExceeded(QuadratureEstimate)
  /// The integrand was 0 at every point sampled, the ends of the range included where they
  /// were: whatever it holds lies between the points, where no rule can see it (`exp(-x²)`
  /// moved far from every node), so 0 would be a guess, not an answer.
  case zeroEverywhere(evaluations: Int)
  /// The integrand returned NaN or an infinity at `x` (an argument of the original integrand).
  case notFinite(at: Double, value: Double)
  /// A bound is NaN, or both bounds are the same infinity.
  case invalidBound(Double)
  /// ``Cancellation/current`` asked to stop.
  case cancelled
  /// The integrand itself threw.
  case integrand(IntegrandFailure)

  /// The last estimate, for the failures that have one.
  public var estimate: QuadratureEstimate? {
    switch self {
    case .divergenceSuspected(let estimate), .roundoff(let estimate),
      .badBehaviour(let estimate, _), .evaluationBudgetExceeded(let estimate):
      estimate
    case .zeroEverywhere, .notFinite, .invalidBound, .cancelled, .integrand: nil
    }
  }

  /// A sentence for a person.
  public var description: String {
    let text = NumberFormatting.string
    return switch self {
    case .divergenceSuspected(let estimate):
      "the integral seems to diverge (last estimate \(text(estimate.value)))"
    case .roundoff(let estimate):
      "rounding error prevents the requested accuracy (estimate \(text(estimate.value)) "
        + "± \(text(estimate.errorEstimate)))"
    case .badBehaviour(let estimate, let point):
      "the integrand behaves too badly near \(text(point)) (estimate \(text(estimate.value)))"
    case .evaluationBudgetExceeded(let estimate):
      "no convergence within \(estimate.evaluations) evaluations (estimate \(text(estimate.value)) "
        + "± \(text(estimate.errorEstimate)))"
    case .zeroEverywhere(let evaluations): Quadrature.zeroEverywhereMessage(evaluations)
    case .notFinite(let x, let value): "the integrand is \(text(value)) at \(text(x))"
    case .invalidBound(let bound) where bound.isInfinite: "invalid bounds of integration"
    case .invalidBound(let bound): "a bound of integration is \(text(bound))"
    case .cancelled: Cancellation.message
    case .integrand(let failure): "\(failure)"
    }
  }

}
