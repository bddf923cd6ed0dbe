import CMPFR
import Tagless

/// The elementary functions and constants on balls (``Ball``), to a requested number of bits,
/// from GNU MPFR.
///
/// MPFR rounds each function of a binary number correctly in the direction asked for, so a
/// ball in gives a ball out that is proven to hold the exact value: the centre's value widened
/// by a bound of the slope times the radius (exp, log, log1p, sin, cos, atan), or for an
/// increasing function without such a bound (tan), its lower end rounded down and its upper end
/// rounded up. The
/// decimal rounding on top (``Ziv``) asks again with more bits while the ball straddles a
/// rounding boundary. Each call costs what MPFR's function costs at that precision (about a
/// multiplication times the log of the precision, squared, for the transcendental ones).
enum Elementary {
  /// π to `precision` bits.
  static func pi(_ precision: Int) -> Ball { constant(TAGLESS_MPFR_PI, precision) }

  /// ln 2 to `precision` bits.
  static func ln2(_ precision: Int) -> Ball { constant(TAGLESS_MPFR_LN2, precision) }

  /// ln 10 to `precision` bits.
  static func ln10(_ precision: Int) -> Ball { constant(TAGLESS_MPFR_LN10, precision) }

  /// e to `precision` bits.
  static func e(_ precision: Int) -> Ball { constant(TAGLESS_MPFR_E, precision) }

  /// An MPFR constant to `precision` bits (and a few guard bits).
  static func constant(_ constant: Int32, _ precision: Int) -> Ball {
    let bits = precision + 8
    // Nil only when cancelled: then [0, 4], which holds each of the four constants, is still
    // a true ball, too wide to decide anything, and the callers' loops stop on the cancellation.
    return InterruptibleCall.run(bits: bits) {
      let result = BinaryFloat(precision: bits)
      return result.ball(ternary: tagless_mpfr_constant(constant, result.pointer, 0))
    } ?? Ball(2, radius: 2)
  }

  /// exp(r) to `precision` bits (relative), for an r whose exponential is within MPFR's range
  /// (|r| below about 10^8; callers reduce larger ones).
  static func exp(_ r: Ball, _ precision: Int) -> Ball? {
    // exp(m ± ρ) is exp(m)·e^±ρ, and |e^±ρ - 1| ≤ 2ρ while ρ ≤ 1/2.
    evaluate(TAGLESS_MPFR_EXP, r, precision) { x, value in
      x.radius.bitWidth + x.exponent <= -1 ? Ball.multiply(value.upperMagnitude, Ball(2), 64) : nil
    }
  }

  /// A bound on |f'| over a ball, from the ball and f's value at its centre; nil when no cheap
  /// bound holds.
  typealias Slope = (_ x: Ball, _ value: Ball) -> Ball?

  /// The image of the ball `x` under the MPFR function `function`, to `precision` bits
  /// (relative); nil when MPFR has no finite value, or the ends come out in the wrong order (a
  /// pole of tan inside the ball).
  ///
  /// With a slope bound: one evaluation at the centre, widened by the bound times the radius
  /// (an argument that is a long decimal, such as a 100,000-digit result, costs one MPFR call,
  /// not two). Without one, or when it does not hold, `function` must be increasing on the
  /// ball: its lower end rounded down and its upper end rounded up.
  static func evaluate(_ function: Int32, _ x: Ball, _ precision: Int, slope: Slope? = nil)
    -> Ball?
  {
    let (mid, radius, exponent) = (x.mid, x.radius, x.exponent)
    if radius.isZero || slope != nil {
      let centre = InterruptibleCall.run(bits: precision) {
        let point = BinaryFloat(mid, exponent: exponent)
        let result = BinaryFloat(precision: precision)
        let ternary = result.apply(function, to: point, rounding: 0)
        return result.isFinite ? result.ball(ternary: ternary) : nil
      }
      guard let value = centre else { return nil }
      if radius.isZero { return value }
      if let slope, let bound = slope(x, value) {
        let spread = Ball.multiply(bound.upperMagnitude, Ball(x.radius, exponent: x.exponent), 64)
        return Ball.add(
          value, Ball(0, radius: spread.upperMagnitude.mid, exponent: spread.exponent), precision)
      }
    }
    return InterruptibleCall.run(bits: precision) {
      let low = BinaryFloat(mid - radius, exponent: exponent)
      let high = BinaryFloat(mid + radius, exponent: exponent)
      let lower = BinaryFloat(precision: precision)
      let upper = BinaryFloat(precision: precision)
      _ = lower.apply(function, to: low, rounding: -1)
      _ = upper.apply(function, to: high, rounding: 1)
      return spanning(lower, upper)
    }
  }

  /// The slope bound 1 (sine, cosine, atan).
  static func unitSlope(_: Ball, _: Ball) -> Ball? { Ball(1) }

  /// The ball from `lower` to `upper`; nil when either is not finite or they are out of order.
  static func spanning(_ lower: borrowing BinaryFloat, _ upper: borrowing BinaryFloat) -> Ball? {
    guard lower.isFinite, upper.isFinite, lower.compare(upper) <= 0 else { return nil }
    let (low, lowExponent) = lower.parts
    let (high, highExponent) = upper.parts
    // Zero has no exponent of its own: align on the other end's.
    let exponent =
      low.isZero ? highExponent : (high.isZero ? lowExponent : min(lowExponent, highExponent))
    let a = low.isZero ? low : low << (lowExponent - exponent)
    let b = high.isZero ? high : high << (highExponent - exponent)
    return Ball(a + b, radius: b - a, exponent: exponent - 1)
  }
}
