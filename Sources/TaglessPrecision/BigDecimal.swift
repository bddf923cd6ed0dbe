import Tagless

/// An exact decimal number of unlimited size: `significand × 10^exponent`.
///
/// The values of ``Precise`` (rounded to its digits) and the decimal side of ``Exact``. Sums,
/// differences and products are exact; ``rounded(toDigits:)`` rounds to nearest, ties to even,
/// and the quotient, square root and cube root come correctly rounded from the integer
/// operations with a sticky remainder, as in IEEE 754.
///
/// ```swift
/// let x = BigDecimal(literal: "0.1")!
/// (x + BigDecimal(literal: "0.2")!).description   // "0.3"
/// BigDecimal.quotient(BigDecimal(1), BigDecimal(3), digits: 5).description  // "0.33333"
/// ```
public struct BigDecimal: Hashable, Sendable {
  /// The integer whose digits the value has.
  public var significand: BigInt
  /// The power of ten it is scaled by.
  public var exponent: Int

  /// `significand × 10^exponent`.
  public init(_ significand: BigInt, exponent: Int = 0) {
    self.significand = significand
    self.exponent = exponent
  }

  /// An integer.
  public init(_ value: Int) { self.init(BigInt(value)) }

  /// Zero.
  public static let zero = BigDecimal(BigInt(0))
  /// One.
  public static let one = BigDecimal(BigInt(1))

  /// True for zero.
  public var isZero: Bool { significand.isZero }
  /// True below zero.
  public var isNegative: Bool { significand.sign == .minus && !significand.isZero }
  /// -1, 0 or 1.
  public var signum: Int { significand.isZero ? 0 : (significand.sign == .minus ? -1 : 1) }
  /// The absolute value.
  public var magnitude: BigDecimal { BigDecimal(significand.magnitude, exponent: exponent) }

  /// The same value with no trailing zeros in the significand (zero has exponent 0).
  public var normalized: BigDecimal {
    if significand.isZero { return .zero }
    if !significand.isMultiple(ofWord: 10) { return self }
    // All the zeros at once (GMP divides by 10, 100, 10^4, …): stripped nineteen at a time,
    // the million zeros of 10^1000000 took 52,632 divisions of a long number, 0.1 s.
    let (value, zeros) = significand.removingFactors(10)
    return BigDecimal(value, exponent: exponent + zeros)
  }

  /// The number of digits of the significand.
  var digitCount: Int { IntegerRoots.digitCount(significand.magnitude) }

  /// The exponent of the leading digit: the value is d.ddd × 10^leadingExponent (nil for 0).
  var leadingExponent: Int? { isZero ? nil : exponent + digitCount - 1 }

  /// True when the value is an integer.
  public var isInteger: Bool {
    if exponent >= 0 || significand.isZero { return true }
    return normalized.exponent >= 0
  }

  /// The value as an integer, when it is one.
  var integerValue: BigInt? {
    let value = normalized
    guard value.exponent >= 0 else { return nil }
    return value.significand * IntegerRoots.powerOfTen(value.exponent)
  }

  // MARK: Exact arithmetic

  /// The two significands on a common exponent.
  static func aligned(_ a: BigDecimal, _ b: BigDecimal) -> (BigInt, BigInt, Int) {
    if a.exponent == b.exponent { return (a.significand, b.significand, a.exponent) }
    if a.exponent > b.exponent {
      let scale = IntegerRoots.powerOfTen(a.exponent - b.exponent)
      return (a.significand * scale, b.significand, b.exponent)
    }
    let scale = IntegerRoots.powerOfTen(b.exponent - a.exponent)
    return (a.significand, b.significand * scale, a.exponent)
  }

  /// The exact sum.
  public static func + (a: BigDecimal, b: BigDecimal) -> BigDecimal {
    if a.isZero { return b }
    if b.isZero { return a }
    let (x, y, exponent) = aligned(a, b)
    return BigDecimal(x + y, exponent: exponent)
  }

  /// The exact difference.
  public static func - (a: BigDecimal, b: BigDecimal) -> BigDecimal { a + (-b) }

  /// The negation.
  public static prefix func - (a: BigDecimal) -> BigDecimal {
    BigDecimal(-a.significand, exponent: a.exponent)
  }

  /// The exact product.
  public static func * (a: BigDecimal, b: BigDecimal) -> BigDecimal {
    BigDecimal(
      a.significand * b.significand, exponent: a.exponent + b.exponent)
  }

  /// Compares two values exactly: -1, 0 or 1.
  public static func compare(_ a: BigDecimal, _ b: BigDecimal) -> Int {
    if a.signum != b.signum { return a.signum < b.signum ? -1 : 1 }
    if a.signum == 0 { return 0 }
    // Different leading exponents decide unless the values are zero.
    if let x = a.leadingExponent, let y = b.leadingExponent, x != y {
      return (x < y) == (a.signum > 0) ? -1 : 1
    }
    let (x, y, _) = aligned(a, b)
    return x == y ? 0 : (x < y ? -1 : 1)
  }

  /// Equal values (`1.0` is `1`).
  public static func == (a: BigDecimal, b: BigDecimal) -> Bool { compare(a, b) == 0 }

  /// Hashes the value, not its spelling.
  public func hash(into hasher: inout Hasher) {
    let value = normalized
    hasher.combine(value.significand)
    hasher.combine(value.exponent)
  }

  /// The integer part toward minus infinity, zero, plus infinity or the nearest (halfway cases
  /// away from zero).
  func integral(_ rule: FloatingPointRoundingRule) -> BigDecimal {
    guard exponent < 0 else { return self }
    if let leading = leadingExponent, leading < -1 {
      // Below a tenth in magnitude (and not zero), whatever its exponent: no power of ten.
      switch rule {
      case .down: return isNegative ? BigDecimal(-1) : .zero
      case .up: return isNegative ? .zero : .one
      default: return .zero
      }
    }
    let scale = IntegerRoots.powerOfTen(-exponent)
    let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: scale)
    guard !remainder.isZero else { return BigDecimal(quotient) }
    let negative = significand.sign == .minus
    switch rule {
    case .down: return BigDecimal(negative ? quotient - 1 : quotient)
    case .up: return BigDecimal(negative ? quotient : quotient + 1)
    case .towardZero: return BigDecimal(quotient)
    default:
      // Away from zero when the remainder is at least half.
      let twice = remainder.magnitude * 2
      guard twice >= scale else { return BigDecimal(quotient) }
      return BigDecimal(negative ? quotient - 1 : quotient + 1)
    }
  }
}
