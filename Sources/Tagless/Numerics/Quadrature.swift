/// Numerical integration of a function of one `Double`: adaptive Gauss–Kronrod with Wynn
/// extrapolation, QUADPACK's QAGS on finite ranges and QAGI on infinite ones.
///
/// On `[a, b]` the 21-point Kronrod rule is applied, the interval with the largest error
/// estimate is bisected, and when only small intervals near a point keep large errors (an
/// integrable endpoint singularity such as `1/sqrt(x)` or `log(x)` at 0) the sequence of sums
/// is extrapolated with the epsilon algorithm. An infinite range is mapped onto `(0, 1]` by
/// `x = a + (1 - t)/t` (or `b - (1 - t)/t`), and `(-inf, inf)` by adding `f(x)` and `f(-x)`
/// at each node, then integrated with the 15-point rule, as QAGI does.
///
/// A rule can miss an integrand's area entirely when it lies between its nodes (a narrow peak,
/// or `exp(-x²)` on `[0, 1e6]`, where every node is thousands of widths away). Two checks stop
/// such a miss from coming back as a value near 0: an interval's error is raised where the
/// value at one of its ends (the centre of the interval it was bisected from, or an end of the
/// range, sampled only for an interval whose nodes all gave 0) is more than twice anything its
/// own nodes saw (`QuadratureEnds`), so the bisection goes on towards the feature; and an
/// integrand that is 0 at every point sampled is an error,
/// ``QuadratureError/zeroEverywhere(evaluations:)``, not an integral of 0.
///
/// The integrand is evaluated at most `maximumEvaluations` times (default
/// ``defaultMaximumEvaluations``: 9,975 on a finite range, i.e. 238 intervals); the work
/// checks ``Cancellation/current`` before each bisection. Failures are typed
/// (``QuadratureError``) and carry the last estimate.
///
/// ```swift
/// let gauss = try Quadrature.integrate({ x in exp(-x * x) }, from: -.infinity, to: .infinity)
/// gauss.value             // sqrt(pi) to an ulp or two
/// let singular = try Quadrature.integrate({ x in log(x) }, from: 0, to: 1)
/// singular.value          // -1 to a few ulps, by extrapolation
/// // A throwing integrand: its error comes back as `.integrand(error)`.
/// let parsed = try Quadrature.integrate({ (x: Double) throws(MyError) -> Double in
///   try evaluateBody(at: x)
/// }, from: 0, to: 1)
/// ```
public enum Quadrature {
  /// The relative accuracy asked for by default: `1e-13`, a little above QUADPACK's floor of
  /// 50 ulps, where its pessimistic estimates usually leave errors near one ulp.
  public static let defaultRelativeTolerance = 1e-13
  /// The evaluation budget by default.
  public static let defaultMaximumEvaluations = 10_000

  /// The largest error estimate, relative to the estimate, with which an answer stopped by
  /// rounding (``QuadratureError/roundoff(_:)``) is still given as the integral: an
  /// integral that cancels (`cos(20 * x)` over `0..1`) ends there with an estimate good to
  /// a few ulps of the integral of `|f|`, while a feature the bisection never resolved ends
  /// there with an error as large as the value.
  public static let roundoffTolerance = 1e-8

  /// What a quadrature that saw only zeros says, in every arithmetic: `evaluations` points
  /// sampled, all 0, say nothing about the area between them.
  public static func zeroEverywhereMessage(_ evaluations: Int) -> String {
    "no convergence: the integrand is 0 (or underflows) at all \(evaluations) points sampled, "
      + "so any area it has lies between them; narrow the range, or split it where the "
      + "integrand is not 0"
  }

  /// Integrates `f` from `a` to `b` (either may be infinite; `a > b` gives the negated
  /// integral, `a == b` zero without evaluating `f`, both the same infinity an error).
  ///
  /// Stops when the error estimate is at most `max(absoluteTolerance, relativeTolerance *
  /// |integral|)`. `relativeTolerance` below 50 ulps (`1.1e-14`) is raised to it when
  /// `absoluteTolerance` is not positive, as QUADPACK requires.
  ///
  /// - Throws: ``QuadratureError``: the numerical failures with the last estimate, a
  ///   non-finite integrand value with its argument, a NaN bound, cancellation, or the
  ///   integrand's own error.
  public static func integrate<Failure: Error>(
    _ f: (Double) throws(Failure) -> Double,
    from a: Double, to b: Double,
    relativeTolerance: Double = defaultRelativeTolerance,
    absoluteTolerance: Double = 0,
    maximumEvaluations: Int = defaultMaximumEvaluations
  ) throws(QuadratureError<Failure>) -> QuadratureEstimate {
    if a.isNaN { throw .invalidBound(a) }
    if b.isNaN { throw .invalidBound(b) }
    // Both bounds the same infinity delimit no range (the precise quadrature refuses them too).
    if a == b && !a.isFinite { throw .invalidBound(a) }
    if a == b { return QuadratureEstimate(value: 0, errorEstimate: 0, evaluations: 0) }
    if a > b {
      return try integrate(
        f, from: b, to: a, relativeTolerance: relativeTolerance,
        absoluteTolerance: absoluteTolerance, maximumEvaluations: maximumEvaluations
      ).negated
    }
    var evaluations = 0
    var sawArea = false
    func evaluate(_ x: Double) throws(QuadratureError<Failure>) -> Double {
      evaluations += 1
      let y: Double
      do { y = try f(x) } catch { throw .integrand(error) }
      guard y.isFinite else { throw .notFinite(at: x, value: y) }
      // A subnormal value is the residue of an underflow, not a sight of the area.
      if abs(y) >= Double.leastNormalMagnitude { sawArea = true }
      return y
    }
    let floor = absoluteTolerance > 0 ? 0 : 50 * Double.ulpOfOne
    let relative = max(relativeTolerance, floor)
    let outcome: AdaptiveQuadrature.Outcome
    if a.isFinite && b.isFinite {
      outcome = try driver(.kronrod21, relative, absoluteTolerance, maximumEvaluations, 1)
        .integrate(from: a, to: b, evaluate)
    } else {
      // (-inf, inf) evaluates two points per node.
      let both = !a.isFinite && !b.isFinite
      func transformed(_ t: Double) throws(QuadratureError<Failure>) -> Double {
        let distance = (1 - t) / t
        let sum: Double
        if both {
          sum = try evaluate(distance) + evaluate(-distance)
        } else if a.isFinite {
          sum = try evaluate(a + distance)
        } else {
          sum = try evaluate(b - distance)
        }
        return sum / t / t
      }
      outcome = try driver(
        .kronrod15, relative, absoluteTolerance, maximumEvaluations, both ? 2 : 1
      ).integrate(from: 0, to: 1, transformed)
    }
    if !sawArea { throw .zeroEverywhere(evaluations: evaluations) }
    let estimate = QuadratureEstimate(
      value: outcome.value, errorEstimate: outcome.error, evaluations: evaluations)
    switch outcome.trouble {
    case nil: return estimate
    case .budget: throw .evaluationBudgetExceeded(estimate)
    case .roundoff: throw .roundoff(estimate)
    case .divergence: throw .divergenceSuspected(estimate)
    case .badBehaviour(let t):
      throw .badBehaviour(estimate, near: original(t, a, b))
    }
  }

  /// The argument of the original integrand at `t`, the variable of the rule's range.
  private static func original(_ t: Double, _ a: Double, _ b: Double) -> Double {
    switch (a.isFinite, b.isFinite) {
    case (true, true): t
    case (true, false): a + (1 - t) / t
    case (false, true): b - (1 - t) / t
    case (false, false): (1 - t) / t
    }
  }

  /// The adaptive integrator whose interval limit keeps the evaluations within `budget`.
  private static func driver(
    _ rule: GaussKronrod, _ relative: Double, _ absolute: Double, _ budget: Int,
    _ pointsPerNode: Int
  ) -> AdaptiveQuadrature {
    // An integration of `limit` intervals costs `points * (2 * limit - 1)` evaluations.
    let points = rule.points * pointsPerNode
    let limit = max(1, (budget / points + 1) / 2)
    return AdaptiveQuadrature(
      rule: rule, absoluteTolerance: absolute, relativeTolerance: relative, limit: limit)
  }
}
