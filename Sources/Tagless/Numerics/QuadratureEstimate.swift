/// An integral computed by ``Quadrature``: its value, an estimate of its absolute error, and
/// how many times the integrand was evaluated.
///
/// The error estimate is QUADPACK's: usually pessimistic by orders of magnitude for smooth
/// integrands, and never below 50 ulps of the integral of `|f|` (rounding in the sum bounds
/// what can be claimed).
///
/// ```swift
/// let integral = try Quadrature.integrate({ x in x * x }, from: 0, to: 3)
/// integral.value          // 9, to an ulp
/// integral.evaluations    // 21: one application of the 21-point rule
/// ```
public struct QuadratureEstimate: Hashable, Sendable {
  /// The approximation to the integral.
  public var value: Double
  /// An estimate of `|integral - value|`.
  public var errorEstimate: Double
  /// How many times the integrand was called (both halves of a `(-inf, inf)` range count).
  public var evaluations: Int

  /// Wraps the three figures.
  public init(value: Double, errorEstimate: Double, evaluations: Int) {
    self.value = value
    self.errorEstimate = errorEstimate
    self.evaluations = evaluations
  }

  /// Whether this estimate, stopped short by rounding, is close enough to answer with
  /// (its error within ``Quadrature/roundoffTolerance`` of its value).
  public var answersDespiteRoundoff: Bool {
    errorEstimate <= Quadrature.roundoffTolerance * abs(value)
  }

  /// The same estimate for the bounds swapped: the value changes sign.
  var negated: QuadratureEstimate {
    QuadratureEstimate(value: -value, errorEstimate: errorEstimate, evaluations: evaluations)
  }
}
