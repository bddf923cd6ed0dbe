import Tagless

/// Integration to a given number of significant digits in ``Precise`` arithmetic: tanh-sinh
/// (double exponential) quadrature, halving the step until two levels agree.
///
/// The substitution `x = tanh(π/2 · sinh t)` turns the integral over `(-1, 1)` into one over
/// the whole line whose integrand decays double exponentially, where the trapezoidal rule with
/// step `h` converges like `exp(-c/h)`: each halving of the step about doubles the correct
/// digits, endpoint singularities (`log x`, `x^-0.75` at 0) included, because the nodes
/// crowd towards the ends. Infinite ranges are mapped onto `(-1, 1)` first (`[a, ∞)` by
/// `x = a + z/(1 - z)` with `z = (1 + y)/2`, `(-∞, ∞)` by `x = y/(1 - y²)`).
/// Level `k` adds the nodes `t = odd · 2^-k` to the sum (level 0 has `t = 0, ±1, ±2, …`, as
/// far as the terms matter at the working precision), so no evaluation is wasted.
///
/// Accuracy: the work runs at the digits asked for plus ``guardDigits``, and stops when the
/// last two levels differ by at most `10^-(digits + 2)` of the integral (or of the integral
/// of `|f|` when the integral cancels to nearly zero); the value is the last level rounded to
/// the digits. For an integrand analytic inside the range (endpoint singularities allowed),
/// the last level's error is then about the square of that difference, so every digit is
/// right, the last correctly rounded unless the integral lies that close to a rounding
/// boundary. This is the method's heuristic, not a proof: an integrand with a kink or a
/// singularity inside the range, or one that oscillates without decay over an infinite
/// range, converges slowly or to a wrong value; split the range at such points. When a node
/// rounds onto a finite endpoint (a singularity at a non-zero end such as `1/sqrt(1 - x)`),
/// the work is repeated at twice the digits; if that is not enough it fails rather than
/// guess. The rule ends at `t = 7` (an infinite range reaches about `10^748` there): an
/// integrand whose term there still matters (`1/x` on `[1, ∞)`, which diverges) is an error,
/// ``PreciseQuadratureError/noDecay(at:)``, not a truncated sum. A value that underflows
/// (below `10^-maximumExponent`, as `exp(-x²)` far out) is dropped when the node's weight
/// times that bound is negligible at the working precision, and is an error otherwise; this
/// reads the underflow as the integrand's own (an integrand that multiplies an underflowed
/// part by a huge one, `exp(-x) * exp(x)`, defeats it). Every other failing value is an error.
/// An integrand that is 0 (or underflows) at every node is an error too,
/// ``PreciseQuadratureError/zeroEverywhere(evaluations:)``, as in `Quadrature`: the nodes
/// say nothing about the area between them.
///
/// The integrand is called at most `maximumEvaluations` times; `Cancellation.current` is
/// checked before each call.
///
/// ```swift
/// let one = try Precision.withDigits(50) {
///   try PreciseQuadrature.integrate(
///     { x in Precise.function1(.log, x) }, from: PreciseBound(0), to: PreciseBound(1))
/// }
/// one.value.description   // "-1"
/// ```
public enum PreciseQuadrature {
  /// The finest level tried (step `2^-11`; poles near the range, as `1/(1 + 100x²)` has at
  /// `±0.1i`, need level 10 for 50 digits).
  public static let maximumLevel = 11
  /// The digits carried beyond those asked for.
  public static let guardDigits = 10
  /// The evaluation budget by default.
  public static let defaultMaximumEvaluations = 50_000
  /// The largest `t` of the rule: the nodes beyond lie within `10^-2000` of the ends.
  static let largestT = 8

  /// Integrates `f` from `a` to `b` to `digits` significant digits (by default the current
  /// ``Precision/digits``).
  ///
  /// - Throws: ``PreciseQuadratureError``: no agreement of the levels, a failing integrand
  ///   value with its argument, invalid bounds, cancellation, or the integrand's own error.
  public static func integrate<Failure: Error>(
    _ f: (Precise) throws(Failure) -> Precise,
    from a: PreciseBound, to b: PreciseBound, digits: Int = Precision.digits,
    maximumEvaluations: Int = defaultMaximumEvaluations
  ) throws(PreciseQuadratureError<Failure>) -> PreciseIntegral {
    guard let (range, sign) = orient(a, b, digits: digits + guardDigits) else {
      throw .invalidBound
    }
    guard let range else {
      return PreciseIntegral(
        value: Precision.withDigits(digits) { Precise.number(0) }, digits: digits, level: 0,
        lastDifference: Precise.number(0), evaluations: 0)
    }
    var evaluations = 0
    var working = digits + guardDigits
    while true {
      var rule = TanhSinh(
        map: TanhSinhMap(range: range), digits: digits, workingDigits: working,
        maximumEvaluations: maximumEvaluations - evaluations)
      let outcome = try Precision.withDigits(working) {
        () throws(PreciseQuadratureError<Failure>) -> TanhSinh.Outcome in
        try rule.run(f)
      }
      evaluations += rule.evaluations
      if !rule.sawArea { throw .zeroEverywhere(evaluations: evaluations) }
      // A node rounded onto an end where the integrand still mattered: more digits once.
      if outcome.lostResolution && working < 2 * (digits + guardDigits) {
        working = 2 * (digits + guardDigits)
        continue
      }
      let value = Precision.withDigits(digits) {
        Precise.add(sign ? Precise.negate(outcome.value) : outcome.value, Precise.number(0))
      }
      let integral = PreciseIntegral(
        value: value, digits: digits, level: outcome.level,
        lastDifference: outcome.difference, evaluations: evaluations)
      guard outcome.converged && !outcome.lostResolution else {
        throw .noConvergence(integral)
      }
      return integral
    }
  }

  /// The range to integrate over in increasing direction, and whether the integral changes
  /// sign (a nil range: an empty one); nil for invalid bounds.
  private static func orient(
    _ a: PreciseBound, _ b: PreciseBound, digits: Int
  ) -> (TanhSinhMap.Range?, Bool)? {
    switch (a, b) {
    case (.finite(let a), .finite(let b)):
      guard a.failure == nil, b.failure == nil else { return nil }
      if a == b { return (nil, false) }
      let swap = Precise.compare(.greater, a, b) == .success(true)
      let (low, high) = swap ? (b, a) : (a, b)
      let half = Precision.withDigits(digits) {
        Precise.divide(Precise.subtract(high, low), Precise.number(2))
      }
      return (.finite(low, high, half: half), swap)
    case (.finite(let a), .plusInfinity):
      guard a.failure == nil else { return nil }
      return (.upper(a), false)
    case (.plusInfinity, .finite(let b)):
      guard b.failure == nil else { return nil }
      return (.upper(b), true)
    case (.minusInfinity, .finite(let b)):
      guard b.failure == nil else { return nil }
      return (.lower(b), false)
    case (.finite(let a), .minusInfinity):
      guard a.failure == nil else { return nil }
      return (.lower(a), true)
    case (.minusInfinity, .plusInfinity): return (.whole, false)
    case (.plusInfinity, .minusInfinity): return (.whole, true)
    case (.plusInfinity, .plusInfinity), (.minusInfinity, .minusInfinity):
      return nil
    }
  }
}
