/// How results are shown: as a calculator shows them, or in the digits that read back.
///
/// ``calculator`` (the default) shows at most 15 significant digits, the precision a double
/// keeps through a few operations, so `0.1 * 3` is `0.3` and `1/3` is `0.333333333333333`:
///
/// - A value below `2^53` in magnitude takes the shortest decimal that reads back as it
///   (``NumberFormatting``); a non-integer whose shortest decimal has more than 15 significant
///   digits is that decimal rounded to 15, half up, with trailing zeros dropped. Integers
///   below `2^53` print every digit. The layout is ``NumberFormatting``'s: plain notation when
///   `1e-6 ≤ |x| < 1e21`, scientific otherwise; `nan`, `inf`, `-inf` and `-0` are as there.
/// - A value of `2^53` or more in magnitude is an integer, and neighbouring doubles are two or
///   more apart there, so the double may not be the integer typed or computed. Whoever shows
///   it says whether it is (``largeInteger(_:exactly:)``): every digit when it is (`2^64` is
///   `18446744073709551616`); otherwise, below `1e21`, the mark `≈ ` and the digits that read
///   back (`≈ 123456789012345680` for `123456789012345678`), and from `1e21` on, scientific
///   notation rounded to 15 digits as above (`1e300`).
///
/// ``roundTrip`` shows every value in the shortest digits that read back as the same double,
/// ``NumberFormatting``'s text, for scripts that read the results back.
///
/// ```swift
/// NumberDisplay.calculator.string(0.1 * 3)   // "0.3"
/// NumberDisplay.roundTrip.string(0.1 * 3)    // "0.30000000000000004"
/// ```
public enum NumberDisplay: String, CaseIterable, Hashable, Sendable {
  /// At most 15 significant digits; integers from `2^53` on in full or marked.
  case calculator
  /// The shortest digits that read back as the same double.
  case roundTrip = "round-trip"

  /// The most significant digits ``calculator`` shows of a non-integer.
  public static let significantDigits = 15

  /// The smallest magnitude from which every double is an integer: `2^53`.
  public static let largeIntegers: Double = 9_007_199_254_740_992

  /// True when `value` is finite and at least `2^53` in magnitude: an integer that the
  /// calculator display shows only once told whether it is exact
  /// (``largeInteger(_:exactly:)``).
  @inlinable
  public static func isLargeInteger(_ value: Double) -> Bool {
    value.magnitude >= largeIntegers && value.isFinite
  }

  /// Writes the text for `value` into `buffer` (at least 32 bytes) and returns the byte count.
  ///
  /// A value that ``isLargeInteger(_:)`` is written as a non-integer would be, unmarked: whoever
  /// knows whether it is exact shows it with ``largeInteger(_:exactly:)`` instead. Allocates
  /// nothing.
  @inlinable
  public func write(_ value: Double, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
    if self == .roundTrip { return NumberFormatting.write(value, into: buffer) }
    return Self.writeRounded(value, into: buffer)
  }

  /// The text for `value`; an integer from `2^53` on is shown as not known to be exact.
  public func string(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberFormatting.bufferCapacity) {
      buffer in
      guard let base = buffer.baseAddress else { return "" }
      if self == .calculator, Self.isLargeInteger(value) {
        return Self.largeInteger(value, exactly: false)
      }
      let count = write(value, into: base)
      return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
  }

  /// The text for `value`, told whether the double is exactly the number the line computes
  /// (which matters only for an integer from `2^53` on).
  public func string(_ value: Double, exactly: Bool) -> String {
    guard self == .calculator, Self.isLargeInteger(value) else { return string(value) }
    return Self.largeInteger(value, exactly: exactly)
  }

  /// The calculator's text for an integer from `2^53` on: every digit when it is `exactly`
  /// the number computed, otherwise marked below `1e21` and rounded from there.
  public static func largeInteger(_ value: Double, exactly: Bool) -> String {
    if exactly { return integerDigits(value) }
    if value.magnitude < 1e21 { return approximateMark + NumberFormatting.string(value) }
    return withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: NumberFormatting.bufferCapacity
    ) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      let count = writeRounded(value, into: base)
      return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
  }

  /// The mark before an integer that the double only approximates: `≈ `.
  public static let approximateMark = "≈ "

  // MARK: - Rounding

  /// Writes `value` with at most 15 significant digits unless it is an integer.
  @inlinable
  static func writeRounded(_ value: Double, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
    let bits = value.bitPattern
    let magnitude = bits & ~(1 << 63)
    // Zeros, the non-finite values and integers below 2^53 come out of Schubfach's integer
    // shortcut or need no digits: only a significand of 16 or more digits is rounded.
    guard magnitude != 0, magnitude < 0x7FF0_0000_0000_0000 else {
      return NumberFormatting.write(value, into: buffer)
    }
    var (significand, exponent) = ShortestDecimal.decompose(magnitude)
    if significand >= 1_000_000_000_000_000 && (exponent < 0 || magnitude >= 0x4340_0000_0000_0000)
    {
      (significand, exponent) = rounded(significand, exponent)
    }
    var start = buffer
    if bits != magnitude {
      start.pointee = UInt8(ascii: "-")
      start += 1
    }
    return start - buffer + NumberFormatting.layOut(significand, exponent, start)
  }

  /// `significand · 10^exponent` rounded half up to 15 significant digits.
  @inlinable
  ///
  /// `significand` has 16 or 17 digits, possibly ending in zeros (``NumberFormatting/layOut``
  /// drops those): a decimal of at most 15 significant digits leaves no remainder, so it comes
  /// back as it was, with no need to strip its zeros first.
  static func rounded(_ significand: UInt64, _ exponent: Int) -> (UInt64, Int) {
    if significand >= 10_000_000_000_000_000 {
      let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: 100)
      return (remainder >= 50 ? quotient + 1 : quotient, exponent + 2)
    }
    let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: 10)
    return (remainder >= 5 ? quotient + 1 : quotient, exponent + 1)
  }

  // MARK: - Every digit

  /// Every digit of an integral double (with `-` when negative): `18446744073709551616`.
  public static func integerDigits(_ value: Double) -> String {
    let magnitude = value.magnitude
    guard magnitude >= largeIntegers, magnitude.isFinite else {
      return NumberFormatting.string(value.rounded(.towardZero))
    }
    // magnitude = significand · 2^shift, multiplied out in limbs of nine decimal digits.
    let shift = Int(magnitude.exponent) - 52
    var limbs: [UInt64] = []
    var rest = magnitude.significandBitPattern | (1 << 52)
    while rest > 0 {
      limbs.append(rest % 1_000_000_000)
      rest /= 1_000_000_000
    }
    var remaining = shift
    while remaining > 0 {
      let step = min(remaining, 32)
      remaining -= step
      var carry: UInt64 = 0
      for index in limbs.indices {
        let product = limbs[index] << UInt64(step) + carry
        limbs[index] = product % 1_000_000_000
        carry = product / 1_000_000_000
      }
      while carry > 0 {
        limbs.append(carry % 1_000_000_000)
        carry /= 1_000_000_000
      }
    }
    var text = value < 0 ? "-" : ""
    text += String(limbs.last ?? 0)
    for limb in limbs.dropLast().reversed() {
      let digits = String(limb)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }
}
