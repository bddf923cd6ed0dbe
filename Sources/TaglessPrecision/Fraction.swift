import Tagless

/// An exact argument of the elementary functions: `numerator / denominator`, not necessarily
/// in lowest terms (the denominator positive).
struct Fraction {
  /// The numerator, with the sign.
  var numerator: BigInt
  /// The denominator, positive.
  var denominator: BigInt

  /// `numerator / denominator`.
  init(_ numerator: BigInt, _ denominator: BigInt = 1) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// A decimal's value (its exponent must be of a sensible size: callers check magnitudes).
  init(_ decimal: BigDecimal) {
    if decimal.exponent >= 0 {
      self.init(decimal.significand * IntegerRoots.powerOfTen(decimal.exponent))
    } else {
      self.init(decimal.significand, IntegerRoots.powerOfTen(-decimal.exponent))
    }
  }

  /// A rational's value.
  init(_ rational: Rational) {
    self.init(rational.numerator, rational.denominator.magnitude)
  }

  /// -1, 0 or 1.
  var signum: Int { numerator.isZero ? 0 : (numerator.sign == .minus ? -1 : 1) }
  /// True for zero.
  var isZero: Bool { numerator.isZero }
  /// The absolute value.
  var magnitude: Fraction { Fraction(numerator.magnitude, denominator) }
  /// log2 of the magnitude, roughly (nil for zero).
  var log2Magnitude: Double? { isZero ? nil : Fraction.log2Ratio(numerator, denominator) }

  /// The value as a ball of `precision` bits.
  func ball(_ precision: Int) -> Ball { Ball(numerator, over: denominator, precision: precision) }

  /// The value as a double (rough, for estimates).
  var roughDouble: Double {
    guard let log2 = log2Magnitude else { return 0 }
    let magnitude = log2 > 1020 ? Double.infinity : (log2 < -1020 ? 0 : exp2(log2))
    return signum < 0 ? -magnitude : magnitude
  }

  /// The negation.
  static prefix func - (a: Fraction) -> Fraction { Fraction(-a.numerator, a.denominator) }

  /// The exact product.
  static func * (a: Fraction, b: Fraction) -> Fraction {
    Fraction(a.numerator * b.numerator, a.denominator * b.denominator)
  }

  /// The exact sum.
  static func + (a: Fraction, b: Fraction) -> Fraction {
    Fraction(
      a.numerator * b.denominator + b.numerator * a.denominator,
      a.denominator * b.denominator)
  }

  /// The exact reciprocal (of a non-zero value).
  var reciprocal: Fraction {
    let sign = signum < 0
    let bottom = numerator.magnitude
    let top = denominator
    return Fraction(sign ? -top : top, bottom)
  }

  /// Compares with another exactly: -1, 0 or 1.
  static func compare(_ a: Fraction, _ b: Fraction) -> Int {
    let left = a.numerator * b.denominator
    let right = b.numerator * a.denominator
    return left == right ? 0 : (left < right ? -1 : 1)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Fraction {
  /// log2 |p / q|, roughly (from the top bits of each).
  static func log2Ratio(_ p: BigInt, _ q: BigInt) -> Double {
    func logarithm(_ n: BigInt) -> Double {
      let width = n.bitWidth
      if width <= 60 { return log2(Double(n.lowWord)) }
      return log2(Double((n >> (width - 60)).lowWord)) + Double(width - 60)
    }
    return logarithm(p.magnitude) - logarithm(q)
  }
}
