import CMPFR
import Tagless

// MARK: - Trigonometry

extension Elementary {
  /// sin, cos or tan of an exact x, to `precision` bits.
  ///
  /// MPFR reduces the argument by π itself, with as many more bits of π as the argument has
  /// integer bits (`cos(1e22)` is right); the ball of x is made that much wider in bits, so
  /// that its radius (which sine and cosine carry over unchanged) stays below 2^-precision.
  static func trigonometric(_ function: UnaryFunction, _ x: Fraction, _ precision: Int) -> Ball? {
    let integerBits = Int(max(0, x.log2Magnitude ?? 0))
    let argument = x.ball(precision + integerBits + 16)
    switch function {
    case .sin: return evaluate(TAGLESS_MPFR_SIN, argument, precision + 8, slope: unitSlope)
    case .cos: return evaluate(TAGLESS_MPFR_COS, argument, precision + 8, slope: unitSlope)
    default: return evaluate(TAGLESS_MPFR_TAN, argument, precision + 8)
    }
  }

  /// atan(x) for an exact x, to `precision` bits (relative: atan's relative condition number
  /// is at most 1).
  static func atan(_ x: Fraction, _ precision: Int) -> Ball? {
    atan(x.ball(precision + 8), precision)
  }

  /// atan(y) for a ball y, to `precision` bits.
  static func atan(_ y: Ball, _ precision: Int) -> Ball? {
    evaluate(TAGLESS_MPFR_ATAN, y, precision + 8, slope: atanSlope)
  }

  /// A bound of atan's slope 1 / (1 + y²) on the ball: 1 / (its least magnitude)² beyond 1
  /// (`atan(1e5000)`: the ball's radius is far above 1 there, its effect far below), else 1.
  static func atanSlope(_ y: Ball, _: Ball) -> Ball? {
    let least = y.mid.magnitude - y.radius
    guard least.sign == .plus, least.bitWidth + y.exponent > 1 else { return Ball(1) }
    let low = Ball(least, exponent: y.exponent)
    return Ball.divide(Ball(1), Ball.multiply(low, low, 64), 64)
  }
}
