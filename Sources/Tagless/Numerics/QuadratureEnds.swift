/// What an adaptive integration knows of the integrand at the ends of its intervals, and the
/// check that keeps a rule from vouching for an interval whose end shows a feature its nodes
/// did not see.
///
/// A Gauss–Kronrod rule never samples the ends of its interval; a bisection puts the old
/// centre, where the rule did sample, at an end of both halves. A smooth integrand changes
/// less between an end and the node nearest it than between that node and the next (the gap
/// is a fifth of the spacing); when `f` at the end differs from the nearest node's value by
/// more than twice that spacing's change, and not by a rounding of the interval's largest
/// value, the half holds a feature (a narrow peak, a jump, the start of a steep tail) that
/// its nodes did not see, and its error is raised to what that feature could hold: the
/// difference times the gap. So the bisection goes on towards it instead of accepting an
/// integral that misses it. Likewise a half whose nodes all stay below half the largest
/// value the whole interval's nodes saw inside it has lost a feature between its nodes. The ends
/// of the range are sampled once each, when the first interval reaching them is checked: a
/// peak at an end, beside area elsewhere, shows nowhere else. A value there that is not finite
/// (an endpoint singularity) says nothing and is ignored.
struct QuadratureEnds {
  /// The range being integrated over (the rule's variable on an infinite range).
  let lower: Double
  let upper: Double
  /// `f` at `lower` and `upper` once sampled (NaN when not finite there).
  private var lowerValue: Double?
  private var upperValue: Double?
  /// How many intervals had their error raised: while a bisection is still closing in on a
  /// feature, its sums are no sequence for the extrapolation to work on.
  private(set) var raised = 0

  /// The part of an interval's largest value below which a difference at an end is taken
  /// for rounding or a smooth curve's bend, not a feature.
  static let noise = 0x1p-20

  /// The ends of `[lower, upper]`, not yet sampled.
  init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// `estimate` over `[from, to]`, with its error raised to cover what the rule may have
  /// missed beside an end (`values`: `f` there when known, else NaN) or lost of what the
  /// interval it was bisected from saw inside it (`seen`: the largest `|f|` there).
  mutating func checked<Failure: Error>(
    _ estimate: GaussKronrod.Estimate, rule: GaussKronrod, from: Double, to: Double,
    values: (Double, Double), seen: Double,
    _ f: (Double) throws(QuadratureError<Failure>) -> Double
  ) throws(QuadratureError<Failure>) -> GaussKronrod.Estimate {
    var checked = estimate
    if estimate.peak < 0.5 * seen {
      raise(&checked, to: (seen - estimate.peak) * rule.gap(width: to - from))
    }
    let sides = [(from, values.0, estimate.lowerNodes), (to, values.1, estimate.upperNodes)]
    for (end, known, (near, next)) in sides {
      var y = known
      if y.isNaN && (end == lower || end == upper) {
        y = try rangeEnd(end == lower, f)
      }
      let jump = abs(y - near)
      guard y.isFinite, jump > 2 * abs(near - next), jump > Self.noise * estimate.peak else {
        continue
      }
      raise(&checked, to: jump * rule.gap(width: to - from))
    }
    return checked
  }

  /// Raises the error of `estimate` to `missed`, if that is more.
  private mutating func raise(_ estimate: inout GaussKronrod.Estimate, to missed: Double) {
    guard missed > estimate.error else { return }
    estimate.error = missed
    raised += 1
  }

  /// `f` at the lower or the upper end of the range, sampled the first time an interval
  /// reaching that end is checked (NaN when not finite there).
  private mutating func rangeEnd<Failure: Error>(
    _ isLower: Bool, _ f: (Double) throws(QuadratureError<Failure>) -> Double
  ) throws(QuadratureError<Failure>) -> Double {
    if let known = isLower ? lowerValue : upperValue { return known }
    let y: Double
    do throws(QuadratureError<Failure>) {
      y = try f(isLower ? lower : upper)
    } catch .notFinite {
      y = .nan
    }
    if isLower { lowerValue = y } else { upperValue = y }
    return y
  }
}
