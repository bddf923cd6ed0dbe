import CMPFR
import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Exponentials and logarithms

extension Elementary {
  /// exp(x) as `ball · 10^tens`, for any x whose result is within the exponent range: beyond
  /// ±2.3, x is reduced by the multiple d of ln 10 nearest x / ln 10 below, and `tens` is d.
  static func exp(_ x: Ball, tens precision: Int) -> (ball: Ball, tens: Int)? {
    let rough = roughDouble(x)
    if abs(rough) <= 2.3 { return exp(x, precision + 8).map { ($0, 0) } }
    // exp(x) = 10^d · exp(x - d ln 10), with d near x / ln 10.
    let d = Int((rough / 2.302585092994046).rounded(.down))
    let extra = Int(log2(Double(abs(d)) + 1)) + 8
    let reduced = Ball.subtract(
      x, Ball.multiply(Ball(d), ln10(precision + extra), precision + extra), precision + 8)
    return exp(reduced, precision + 8).map { ($0, d) }
  }

  /// A double near the ball's centre (rough: for choosing reductions).
  static func roughDouble(_ x: Ball) -> Double {
    let width = x.mid.magnitude.bitWidth
    guard width > 0 else { return 0 }
    let top = width > 60 ? x.mid.magnitude >> (width - 60) : x.mid.magnitude
    let shift = width > 60 ? width - 60 : 0
    let value = scalbn(Double(top.lowWord), shift + x.exponent)
    return x.mid.sign == .minus ? -value : value
  }

  /// log(x · 10^tens) for x > 0 given as an exact fraction, to `precision` bits (absolute,
  /// and relative too where the logarithm is below 1).
  ///
  /// Within 1/2 of 1 it is log1p of x - 1, which is exact: `log(1 + 1e-1000)` keeps every
  /// digit of 1e-1000 whatever the precision, where log of a rounded x would lose them.
  static func log(_ x: Fraction, tens: Int = 0, _ precision: Int) -> Ball? {
    let p = precision + 8
    let difference = Fraction(x.numerator - x.denominator, x.denominator)
    var result: Ball
    if difference.isZero {
      result = Ball(0)
    } else if let log2Difference = difference.log2Magnitude, log2Difference < -1 {
      // |d| is about 1/2 at most: 1 + d - ρ ≥ 1/4 while ρ ≤ 1/8, and the slope 1/(1 + d) ≤ 4.
      let slope: Slope = { d, _ in d.radius.bitWidth + d.exponent <= -3 ? Ball(4) : nil }
      guard let value = evaluate(TAGLESS_MPFR_LOG1P, difference.ball(p), p, slope: slope)
      else { return nil }
      result = value
    } else {
      // The bits of log x above the point: relative precision beyond them is absolute.
      let integerBits = Int(log2(abs(x.log2Magnitude ?? 0) + 1)) + 1
      // The slope 1/x is at most 1 / (the ball's lower end).
      let slope: Slope = { x, _ in
        let low = x.mid - x.radius
        return low.sign == .plus && !low.isZero
          ? Ball.divide(Ball(1), Ball(low, exponent: x.exponent), 64) : nil
      }
      guard let value = evaluate(TAGLESS_MPFR_LOG, x.ball(p + 2), p + integerBits, slope: slope)
      else { return nil }
      result = value
    }
    if tens != 0 {
      let extra = Int(log2(Double(abs(tens)) + 1)) + 8
      result = Ball.add(
        result, Ball.multiply(Ball(tens), ln10(p + extra), p + extra), p + extra)
    }
    return result.normalized(p)
  }
}

// MARK: - Helpers

extension Ball {
  /// The ball widened by 2^-bits (absolute).
  func adding(error bits: Int) -> Ball {
    let units = -bits - exponent
    if units >= 0 { return widened(by: BigInt(1) << units) }
    return widened(by: 1)
  }
}
