import Tagless

/// An exact fraction of unlimited integers, always in lowest terms with a positive
/// denominator: the values of ``Exact``.
///
/// ```swift
/// let sum = Rational(1, 3) + Rational(1, 6)
/// sum.description   // "1/2"
/// ```
public struct Rational: Hashable, Sendable, CustomStringConvertible {
  /// The numerator, with the sign.
  public private(set) var numerator: BigInt
  /// The denominator, positive.
  public private(set) var denominator: BigInt

  /// `numerator / denominator` in lowest terms; the denominator must not be zero.
  public init(_ numerator: BigInt, _ denominator: BigInt = 1) {
    let divisor = numerator.greatestCommonDivisor(with: denominator)
    var (top, bottom) = (numerator, denominator)
    if divisor != 1 && !divisor.isZero {
      top /= divisor
      bottom /= divisor
    }
    if bottom.sign == .minus {
      top = -top
      bottom = -bottom
    }
    self.numerator = top
    self.denominator = bottom.isZero ? 1 : bottom
  }

  /// An integer.
  public init(_ value: Int) { self.init(BigInt(value)) }

  /// The exact value of a decimal.
  public init(_ decimal: BigDecimal) {
    if decimal.exponent >= 0 {
      self.init(decimal.significand * IntegerRoots.powerOfTen(decimal.exponent))
    } else {
      self.init(decimal.significand, IntegerRoots.powerOfTen(-decimal.exponent))
    }
  }

  /// Zero.
  public static let zero = Rational(0)
  /// One.
  public static let one = Rational(1)

  /// True for zero.
  public var isZero: Bool { numerator.isZero }
  /// True for an integer.
  public var isInteger: Bool { denominator == 1 }
  /// -1, 0 or 1.
  public var signum: Int { numerator.isZero ? 0 : (numerator.sign == .minus ? -1 : 1) }

  /// `7`, `-1/2`.
  public var description: String {
    isInteger ? String(numerator) : String(numerator) + "/" + String(denominator)
  }

  /// The decimal equal to this value, when its denominator has no prime factor but 2 and 5.
  public var terminatingDecimal: BigDecimal? {
    let twos = denominator.magnitude.trailingZeroBitCount
    let odd = denominator.magnitude >> twos
    // The odd part must be 5^b, which has ⌊b·log2(5)⌋ + 1 bits: one or two comparisons with a
    // power, not a division by 5 per factor (quadratic: seconds for 1/5^99999).
    let estimate = Int((Double(odd.bitWidth - 1) / 2.321928094887362).rounded(.down))
    guard
      let fives = [estimate, estimate + 1].first(where: {
        $0 >= 0 && BigInt.power(word: 5, $0) == odd
      })
    else { return nil }
    // n / (2^a 5^b) = n · 2^(k-a) 5^(k-b) / 10^k with k = max(a, b).
    let k = max(twos, fives)
    let scale = BigInt(2).power(k - twos) * BigInt(5).power(k - fives)
    return BigDecimal(numerator * scale, exponent: -k)
  }

  // MARK: Arithmetic

  /// The sum.
  public static func + (a: Rational, b: Rational) -> Rational {
    if a.denominator == b.denominator {
      return Rational(a.numerator + b.numerator, a.denominator)
    }
    return Rational(
      a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
  }

  /// The negation.
  public static prefix func - (a: Rational) -> Rational {
    var result = a
    result.numerator = -a.numerator
    return result
  }

  /// The difference.
  public static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

  /// The product.
  public static func * (a: Rational, b: Rational) -> Rational {
    Rational(a.numerator * b.numerator, a.denominator * b.denominator)
  }

  /// The quotient; nil when `b` is zero.
  public static func dividing(_ a: Rational, by b: Rational) -> Rational? {
    guard !b.isZero else { return nil }
    return Rational(a.numerator * b.denominator, a.denominator * b.numerator)
  }

  /// The truncated remainder `a - trunc(a / b) · b` (the sign of `a`, as C's `fmod`); nil
  /// when `b` is zero.
  public static func remainder(_ a: Rational, _ b: Rational) -> Rational? {
    guard let quotient = dividing(a, by: b) else { return nil }
    return a - Rational(quotient.truncated) * b
  }

  /// The integer toward zero.
  public var truncated: BigInt { numerator / denominator }

  /// The largest integer not above the value.
  public var floor: BigInt {
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    return remainder.sign == .minus && !remainder.isZero ? quotient - 1 : quotient
  }

  /// The smallest integer not below the value.
  public var ceiling: BigInt {
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    return remainder.sign == .plus && !remainder.isZero ? quotient + 1 : quotient
  }

  /// The nearest integer, halfway cases away from zero.
  public var roundedAwayFromZero: BigInt {
    let half = Rational(1, 2)
    return signum < 0 ? -(((-self) + half).floor) : (self + half).floor
  }

  /// Compares exactly: -1, 0 or 1.
  public static func compare(_ a: Rational, _ b: Rational) -> Int {
    if a.signum != b.signum { return a.signum < b.signum ? -1 : 1 }
    let left = a.numerator * b.denominator
    let right = b.numerator * a.denominator
    return left == right ? 0 : (left < right ? -1 : 1)
  }

  /// The absolute value.
  public var magnitude: Rational { signum < 0 ? -self : self }

  /// The value raised to an integer power, or nil for `0^-n`.
  public func power(_ exponent: Int) -> Rational? {
    if exponent == 0 { return .one }
    if exponent < 0 {
      guard !isZero else { return nil }
      // -Int.min does not exist: x^(2k) is (x²)^k.
      if exponent == .min { return (self * self).power(exponent / 2) }
      let inverse = Rational(denominator, numerator)
      return inverse.power(-exponent)
    }
    // Lowest terms stay lowest: no reduction needed.
    var result = Rational.one
    result.numerator = numerator.power(exponent)
    result.denominator = denominator.power(exponent)
    return result
  }

  /// A rough size of the value in decimal digits (numerator and denominator together).
  var digitEstimate: Int {
    Int(Double(numerator.bitWidth + denominator.bitWidth) * 0.30103) + 1
  }
}
