#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Trigonometry

extension Elementary {
  /// (sin x, cos x) for any exact x, to `precision` bits (absolute).
  ///
  /// Arguments beyond ±2 are reduced by the multiple of π/2 nearest them, with π to as many
  /// more bits as the argument has integer bits: `cos(1e22)` uses π to about 75 + precision
  /// bits, and is right.
  static func sinCos(_ x: Fraction, _ precision: Int) -> (sin: Ball, cos: Ball) {
    let log2x = x.log2Magnitude ?? -1
    if log2x < 1 {
      if x.isShort {
        let bits = precision + 8
        let (s, c) = Series.sinCos(x.numerator, x.denominator, bits: bits)
        return (Ball(s, radius: 2, exponent: -bits), Ball(c, radius: 2, exponent: -bits))
      }
      return sinCos(x.ball(precision + 16), precision)
    }
    // q = round(x / (π/2)), from a low-precision quotient (integer bits plus a margin).
    let integerBits = Int(log2x) + 2
    let roughBits = integerBits + 32
    let halfPiRough = pi(roughBits).scaled(byPowerOfTwo: -1)
    guard let ratio = Ball.divide(x.ball(roughBits), halfPiRough, roughBits) else {
      return (Ball(0, radius: 1), Ball(0, radius: 1))
    }
    let q = roundedInteger(ratio)
    let bits = precision + integerBits + 16
    let halfPi = pi(bits).scaled(byPowerOfTwo: -1)
    // The subtraction cancels the integer bits: it keeps all of them, then the remainder
    // is cut to the precision.
    let r = Ball.subtract(x.ball(bits), Ball.multiply(Ball(q), halfPi, bits), bits)
    let (s, c) = sinCos(r.normalized(precision + 16), precision)
    switch q.floorRemainder(dividingByWord: 4) {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  /// The integer nearest the ball's centre.
  static func roundedInteger(_ x: Ball) -> BigInt {
    if x.exponent >= 0 { return x.mid << x.exponent }
    let half = BigInt(1) << (-x.exponent - 1)
    let shifted = (x.mid + half)
    // Floor division by a power of two, for either sign.
    let magnitude = shifted.magnitude >> (-x.exponent)
    if shifted.sign == .minus && !shifted.isZero {
      let exact = (magnitude << (-x.exponent)) == shifted.magnitude
      return -magnitude - (exact ? 0 : 1)
    }
    return magnitude
  }

  /// atan(x) for an exact x, to `precision` bits (absolute).
  ///
  /// A short fraction is reduced to |x| ≤ tan(π/8) by atan x = π/2 - atan(1/x) and
  /// atan x = π/4 + atan((x - 1) / (x + 1)), both exact on fractions, then summed by Euler's
  /// series (``Series/atan(_:_:bits:)``); `atan(1)` is π/4 on the way. Longer ones go through
  /// Newton's iteration on a ball.
  static func atan(_ x: Fraction, _ precision: Int) -> Ball? {
    guard x.isShort else { return atan(x.ball(precision + 16), precision) }
    if x.signum < 0 { return atan(x.magnitude, precision).map { -$0 } }
    let p = precision + 16
    let one = Fraction(1)
    if Fraction.compare(x, one) > 0 {
      guard let inner = atan(x.reciprocal, p) else { return nil }
      return Ball.subtract(pi(p).scaled(byPowerOfTwo: -1), inner, p)
    }
    // tan(π/8) = √2 - 1 ≈ 0.41421; 0.4142 is below it.
    if Fraction.compare(x, Fraction(BigInt(4142), 10_000)) > 0 {
      let reduced = Fraction(
        x.numerator - x.denominator, (x.numerator + x.denominator).magnitude)
      guard let inner = atan(reduced, p) else { return nil }
      return Ball.add(pi(p).scaled(byPowerOfTwo: -2), inner, p)
    }
    return Ball(Series.atan(x.numerator, x.denominator, bits: p), radius: 3, exponent: -p)
  }

  /// atan(y) for a ball y, to `precision` bits (absolute).
  ///
  /// |y| > 1 goes to π/2 - atan(1/y). Otherwise Newton's iteration on tan:
  /// z ← z + y·cos²z - sin z·cos z, the precision doubling at each step.
  static func atan(_ y: Ball, _ precision: Int) -> Ball? {
    if y.mid.isZero && y.radius.isZero { return Ball(0) }
    let rough = roughDouble(y)
    if abs(rough) > 1.5 {
      guard let inverse = Ball.divide(Ball(1), y, precision + 16),
        let inner = atan(inverse, precision + 8)
      else { return nil }
      let halfPi = pi(precision + 16).scaled(byPowerOfTwo: -1)
      return rough > 0
        ? Ball.subtract(halfPi, inner, precision + 8)
        : Ball.subtract(-halfPi, inner, precision + 8)
    }
    var z = Ball(BigInt(Int(roughAtan(rough))), exponent: -60)
    for bits in newtonPrecisions(precision) {
      let point = Ball(z.mid, exponent: z.exponent)
      let (s, c) = sinCos(point, bits)
      let correction = Ball.subtract(
        Ball.multiply(y, Ball.multiply(c, c, bits), bits), Ball.multiply(s, c, bits), bits)
      z = Ball.add(point, correction, bits)
    }
    return z.normalized(precision + 8).adding(error: precision + 14)
  }
}

/// atan(x) · 2^60 rounded (at file scope, where `atan` is the C library's).
private func roughAtan(_ x: Double) -> Int64 { Int64(scalbn(atan(x), 60).rounded()) }
