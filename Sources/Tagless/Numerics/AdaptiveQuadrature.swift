/// QUADPACK's globally adaptive integrator with extrapolation (`dqagse`, and `dqagie` on the
/// transformed range): bisect the interval with the largest error estimate; when the
/// intervals left with large errors are all small (an endpoint singularity), extrapolate the
/// sequence of sums with Wynn's epsilon algorithm (``EpsilonTable``).
///
/// The control flow follows Piessens and de Doncker's (QUADPACK, 1983) test for test, and the
/// intervals are chosen as theirs are (``QuadraturePartition``), so the evaluation counts are
/// SciPy `quad`'s.
struct AdaptiveQuadrature {
  /// The rule applied to each interval.
  let rule: GaussKronrod
  /// The accuracy asked for: `|error| <= max(absoluteTolerance, relativeTolerance * |I|)`.
  let absoluteTolerance: Double
  /// See ``absoluteTolerance``.
  let relativeTolerance: Double
  /// The most intervals (`limit`): bounds the evaluations at `rule.points * (2 * limit - 1)`.
  let limit: Int

  /// Why a run ended short of the requested accuracy.
  enum Trouble {
    /// The interval limit was reached (`ier = 1`).
    case budget
    /// Rounding stopped progress in the subdivision or the extrapolation (`ier = 2`, `4`).
    case roundoff
    /// An interval became too small to bisect, near the point given (`ier = 3`).
    case badBehaviour(Double)
    /// The extrapolated and the plain sums disagree as a divergent integral's do (`ier = 5`).
    case divergence
  }

  /// The result and, when the requested accuracy was not reached, why.
  struct Outcome {
    /// The integral's approximation.
    var value: Double
    /// Its error estimate.
    var error: Double
    /// Nil on success.
    var trouble: Trouble?
  }

  /// The extrapolation's state across bisections (`dqagse`'s locals of the same names).
  private struct Extrapolation {
    var table = EpsilonTable()
    /// The best extrapolated result and its error (`result`, `abserr`).
    var result = 0.0
    var error = Double.greatestFiniteMagnitude
    /// `erlarg`: the errors over the intervals wider than `small`.
    var largeError = 0.0
    /// `small`: the width below which an interval counts as small.
    var small = 0.0
    /// `ertest`: the accuracy the extrapolation must reach.
    var bound = 0.0
    /// `correc`: `erlarg` at the last improvement.
    var correction = 0.0
    /// `ktmin`: extrapolations since the last improvement.
    var fruitless = 0
    /// `extrap`: working down the large intervals before the next extrapolation.
    var active = false
    /// `noext`: extrapolation given up.
    var disabled = false
    /// `iroff1`, `iroff2`, `iroff3`: signs of rounding in the subdivision.
    var roundoff1 = 0
    var roundoff2 = 0
    var roundoff3 = 0
  }

  /// Integrates `f` over `[a, b]` (finite, `a < b`), checking ``Cancellation/current`` at
  /// each bisection.
  func integrate<Failure: Error>(
    from a: Double, to b: Double, _ f: (Double) throws(QuadratureError<Failure>) -> Double
  ) throws(QuadratureError<Failure>) -> Outcome {
    var ends = QuadratureEnds(lower: a, upper: b)
    let first = try ends.checked(
      rule.estimate(from: a, to: b, f), rule: rule, from: a, to: b, values: (.nan, .nan),
      seen: 0, f)
    let epsilon = Double.ulpOfOne
    var errorBound = max(absoluteTolerance, relativeTolerance * abs(first.value))
    var trouble: Trouble?
    if first.error <= 100 * epsilon * first.absoluteIntegral && first.error > errorBound {
      trouble = .roundoff
    }
    if limit == 1 { trouble = .budget }
    if trouble != nil || (first.error <= errorBound && first.error != first.deviation)
      || first.error == 0
    {
      return Outcome(value: first.value, error: first.error, trouble: trouble)
    }
    var partition = QuadraturePartition(
      .init(
        lower: a, upper: b, value: first.value, error: first.error,
        centreValue: first.centreValue, halfPeaks: first.halfPeaks),
      limit: limit)
    var state = Extrapolation()
    state.table.set(1, to: first.value)
    // `ksgn`: the integrand keeps one sign (then a small result is no sign of divergence).
    let oneSigned = abs(first.value) >= (1 - 50 * epsilon) * first.absoluteIntegral
    var extrapolationRoundoff = false
    for last in 2...limit {
      if Cancellation.isRequested { throw .cancelled }
      let old = partition.next
      let raised = ends.raised
      let middle = 0.5 * (old.lower + old.upper)
      let left = try ends.checked(
        rule.estimate(from: old.lower, to: middle, f), rule: rule, from: old.lower, to: middle,
        values: (old.lowerValue, old.centreValue), seen: old.halfPeaks.lower, f)
      let right = try ends.checked(
        rule.estimate(from: middle, to: old.upper, f), rule: rule, from: middle, to: old.upper,
        values: (old.centreValue, old.upperValue), seen: old.halfPeaks.upper, f)
      let pairValue = left.value + right.value
      let pairError = left.error + right.error
      if left.deviation != left.error && right.deviation != right.error {
        if abs(old.value - pairValue) <= 1e-5 * abs(pairValue) && pairError >= 0.99 * old.error {
          if state.active { state.roundoff2 += 1 } else { state.roundoff1 += 1 }
        }
        if last > 10 && pairError > old.error { state.roundoff3 += 1 }
      }
      partition.bisect(at: middle, left: left, right: right)
      errorBound = max(absoluteTolerance, relativeTolerance * abs(partition.area))
      if state.roundoff1 + state.roundoff2 >= 10 || state.roundoff3 >= 20 { trouble = .roundoff }
      if state.roundoff2 >= 5 { extrapolationRoundoff = true }
      if last == limit { trouble = .budget }
      if max(abs(old.lower), abs(old.upper))
        <= (1 + 100 * epsilon) * (abs(middle) + 1000 * Double.leastNormalMagnitude)
      {
        trouble = .badBehaviour(middle)
      }
      if partition.errorSum <= errorBound {
        return Outcome(value: partition.sum, error: partition.errorSum, trouble: nil)
      }
      if trouble != nil { break }
      // A feature the rule missed breaks the pattern the extrapolation assumes (errors
      // shrinking geometrically towards one point), for the rest of the run.
      if ends.raised > raised { state.disabled = true }
      if last == 2 {
        state.small = abs(b - a) * 0.375
        state.largeError = partition.errorSum
        state.bound = errorBound
        state.table.set(2, to: partition.area)
        continue
      }
      if state.disabled { continue }
      state.largeError -= old.error
      if abs(middle - old.lower) > state.small { state.largeError += pairError }
      if !state.active {
        if partition.next.width > state.small { continue }
        state.active = true
        partition.skipLargest()
      }
      if !extrapolationRoundoff && state.largeError > state.bound
        && partition.chooseLarge(widerThan: state.small)
      {
        continue
      }
      let (value, error) = state.table.extrapolate(partition.area)
      state.fruitless += 1
      var stalled = false
      if state.fruitless > 5 && state.error < 1e-3 * partition.errorSum {
        trouble = .roundoff
        stalled = true
      }
      if error < state.error {
        state.fruitless = 0
        state.error = error
        state.result = value
        state.correction = state.largeError
        state.bound = max(absoluteTolerance, relativeTolerance * abs(value))
        if state.error <= state.bound { break }
      }
      if state.table.count == 1 { state.disabled = true }
      if stalled { break }
      partition.chooseLargest()
      state.active = false
      state.small *= 0.5
      state.largeError = partition.errorSum
    }
    return Self.finish(
      partition: partition, state: state, trouble: trouble,
      extrapolationRoundoff: extrapolationRoundoff, oneSigned: oneSigned,
      integralOfAbsolute: first.absoluteIntegral)
  }

  /// Chooses between the extrapolated result and the plain sum, and tests for divergence
  /// (`dqagse` from label 100 on).
  private static func finish(
    partition: QuadraturePartition, state: Extrapolation, trouble: Trouble?,
    extrapolationRoundoff: Bool, oneSigned: Bool, integralOfAbsolute: Double
  ) -> Outcome {
    let plain = Outcome(value: partition.sum, error: partition.errorSum, trouble: trouble)
    if state.error == .greatestFiniteMagnitude { return plain }
    var outcome = Outcome(value: state.result, error: state.error, trouble: trouble)
    let area = partition.area
    if trouble != nil || extrapolationRoundoff {
      if extrapolationRoundoff { outcome.error += state.correction }
      if outcome.trouble == nil { outcome.trouble = .roundoff }
      if outcome.value != 0 && area != 0 {
        if outcome.error / abs(outcome.value) > partition.errorSum / abs(area) {
          return Outcome(value: partition.sum, error: partition.errorSum, trouble: outcome.trouble)
        }
      } else if outcome.error > partition.errorSum {
        return Outcome(value: partition.sum, error: partition.errorSum, trouble: outcome.trouble)
      } else if area == 0 {
        return outcome
      }
    }
    if !oneSigned && max(abs(outcome.value), abs(area)) <= integralOfAbsolute * 0.01 {
      return outcome
    }
    let ratio = outcome.value / area
    if 0.01 > ratio || ratio > 100 || partition.errorSum > abs(area) {
      outcome.trouble = .divergence
    }
    return outcome
  }
}
