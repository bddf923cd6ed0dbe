// MARK: - NumberFormatting

/// The calculator's text for a `Double`: the shortest digits that read back as the same value.
///
/// The digits are the ones `Double.description` picks (the shortest decimal that rounds to the
/// value, and the closest of those), laid out the way JavaScript's `Number.prototype.toString`
/// does: plain notation when `1e-6 ≤ |x| < 1e21`, scientific notation otherwise, with no `+`
/// and no leading zeros in the exponent. Integral values have no fractional part. NaN is `nan`,
/// the infinities are `inf` and `-inf`, negative zero is `-0`.
///
/// ```swift
/// NumberFormatting.string(0.1 + 0.2)   // "0.30000000000000004"
/// NumberFormatting.string(23.0 / 6)    // "3.8333333333333335"
/// NumberFormatting.string(1e12)        // "1000000000000"
/// NumberFormatting.string(0.000001)    // "0.000001"
/// NumberFormatting.string(1e21)        // "1e21"
/// NumberFormatting.string(2.5e-10)     // "2.5e-10"
/// ```
///
/// ``write(_:into:)`` allocates nothing; the digits come from ``ShortestDecimal`` (Schubfach).
public enum NumberFormatting {
  /// The most bytes ``write(_:into:)`` writes for any value.
  ///
  /// The longest texts are 25 bytes, like `-0.0000012345678901234567`; callers provide 32.
  public static let maximumLength = 32

  /// Writes the text for `value` into `buffer` (which has at least 32 bytes) and returns the
  /// byte count.
  ///
  /// The bytes are ASCII and not terminated. Nothing is allocated.
  ///
  /// ```swift
  /// var bytes = [UInt8](repeating: 0, count: 32)
  /// let count = bytes.withUnsafeMutableBufferPointer { buffer in
  ///   NumberFormatting.write(1.5e300, into: buffer.baseAddress!)
  /// }
  /// // bytes[..<count] is "1.5e300"
  /// ```
  @inlinable
  public static func write(_ value: Double, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
    let bits = value.bitPattern
    let magnitude = bits & ~(1 << 63)
    let isNegative = bits != magnitude
    if magnitude >= 0x7FF0_0000_0000_0000 {
      return writeNonFinite(isNaN: magnitude != 0x7FF0_0000_0000_0000, isNegative, buffer)
    }
    var start = buffer
    if isNegative {
      start.pointee = UInt8(ascii: "-")
      start += 1
    }
    if magnitude == 0 {
      start.pointee = UInt8(ascii: "0")
      return start - buffer + 1
    }
    let decimal = ShortestDecimal.decompose(magnitude)
    return start - buffer + layOut(decimal.significand, decimal.exponent, start)
  }

  /// The same text as a `String`.
  ///
  /// Texts of up to 15 bytes (most results) are stored inline in the string, without allocating.
  ///
  /// ```swift
  /// NumberFormatting.string(-0.0)                   // "-0"
  /// NumberFormatting.string(.greatestFiniteMagnitude) // "1.7976931348623157e308"
  /// ```
  public static func string(_ value: Double) -> String {
    String(unsafeUninitializedCapacity: maximumLength) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      return write(value, into: base)
    }
  }

  // MARK: - Layout

  /// Writes `nan`, `inf` or `-inf`.
  @inlinable
  static func writeNonFinite(
    isNaN: Bool, _ isNegative: Bool, _ buffer: UnsafeMutablePointer<UInt8>
  ) -> Int {
    if isNaN {
      buffer[0] = UInt8(ascii: "n")
      buffer[1] = UInt8(ascii: "a")
      buffer[2] = UInt8(ascii: "n")
      return 3
    }
    var p = buffer
    if isNegative {
      p.pointee = UInt8(ascii: "-")
      p += 1
    }
    p[0] = UInt8(ascii: "i")
    p[1] = UInt8(ascii: "n")
    p[2] = UInt8(ascii: "f")
    return p - buffer + 3
  }

  /// Writes `significand · 10^exponent` (a positive decimal of at most 17 digits) in plain or
  /// scientific notation and returns the byte count.
  @inlinable @inline(__always)
  static func layOut(
    _ significand: UInt64, _ exponent: Int, _ out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var digits = significand
    var exponent = exponent
    removeTrailingZeros(&digits, &exponent)
    let count = decimalLength(digits)
    // The exponent of the leading digit: the value is d.ddd × 10^scientific.
    let scientific = exponent &+ count &- 1
    if scientific >= 0 && scientific < 21 {
      writeDigits(digits, end: out + count)
      if exponent >= 0 {
        // An integer: the digits, then zeros, eight at a time (the buffer has room to spare).
        var zeros = out + count
        let end = zeros + exponent
        while zeros < end {
          storeEight(0x3030_3030_3030_3030, zeros)
          zeros += 8
        }
        return count &+ exponent
      }
      // Digits on both sides of the point: move the 1 to 16 fraction digits one to the right,
      // in one or two eight-byte steps (loaded before stored), then put the point in the gap.
      let fraction = out + (scientific &+ 1)
      let fractionCount = count &- scientific &- 1
      let head = loadEight(fraction)
      if fractionCount > 8 {
        storeEight(loadEight(fraction + 8), fraction + 9)
      }
      storeEight(head, fraction + 1)
      fraction.pointee = UInt8(ascii: ".")
      return count &+ 1
    }
    if scientific < 0 && scientific >= -6 {
      // 0.000ddd: eight bytes "0.000000" cover every leading-zero count, then the digits.
      storeEight(0x3030_3030_3030_2E30, out)  // "0.000000"
      let start = 1 &- scientific
      writeDigits(digits, end: out + (start &+ count))
      return start &+ count
    }
    // d.ddde-x
    writeDigits(digits, end: out + (count &+ 1))
    out[0] = out[1]
    var length = 1
    if count > 1 {
      out[1] = UInt8(ascii: ".")
      length = count &+ 1
    }
    out[length] = UInt8(ascii: "e")
    length &+= 1
    var magnitude = scientific
    if magnitude < 0 {
      out[length] = UInt8(ascii: "-")
      length &+= 1
      magnitude = -magnitude
    }
    let exponentDigits = magnitude >= 100 ? 3 : magnitude >= 10 ? 2 : 1
    writeDigits(UInt64(truncatingIfNeeded: magnitude), end: out + (length &+ exponentDigits))
    return length &+ exponentDigits
  }

  // MARK: - Digits

  /// Divides trailing zeros out of `digits` (below `10^17`) into `exponent`.
  @inlinable @inline(__always)
  static func removeTrailingZeros(_ digits: inout UInt64, _ exponent: inout Int) {
    if digits % 100_000_000 == 0 {
      digits /= 100_000_000
      exponent &+= 8
      if digits % 100_000_000 == 0 {
        digits /= 100_000_000
        exponent &+= 8
      }
    }
    if digits % 10_000 == 0 {
      digits /= 10_000
      exponent &+= 4
    }
    if digits % 100 == 0 {
      digits /= 100
      exponent &+= 2
    }
    if digits % 10 == 0 {
      digits /= 10
      exponent &+= 1
    }
  }

  /// The number of decimal digits of `value`, which is at least 1.
  @inlinable @inline(__always)
  static func decimalLength(_ value: UInt64) -> Int {
    // ⌊log10⌋ estimated from the bit length (1233/4096 ≈ log10 2), then corrected.
    let estimate = ((64 &- (value | 1).leadingZeroBitCount) &* 1233) &>> 12
    let below = value < integerPowerOfTen(estimate) ? 1 : 0
    return estimate &- below &+ 1
  }

  /// Writes the decimal digits of `value` so that the last one ends just before `end`.
  ///
  /// Writes exactly as many digits as `value` has (one for zero).
  @inlinable @inline(__always)
  static func writeDigits(_ value: UInt64, end: UnsafeMutablePointer<UInt8>) {
    var p = end
    var rest = value
    if rest >= 100_000_000 {
      // The low eight digits in 32-bit arithmetic, independent of the high ones.
      let high = rest / 100_000_000
      writeEight(UInt32(truncatingIfNeeded: rest &- high &* 100_000_000), p)
      rest = high
      p -= 8
    }
    var small = UInt32(truncatingIfNeeded: rest)
    if rest >= 100_000_000 {
      // At most 17 digits in all, so at most 9 here.
      let high = small / 100_000_000
      writeEight(small &- high &* 100_000_000, p)
      p -= 8
      small = high
    }
    while small >= 100 {
      let high = small / 100
      writePair(small &- high &* 100, p - 2)
      p -= 2
      small = high
    }
    if small >= 10 {
      writePair(small, p - 2)
    } else {
      (p - 1).pointee = UInt8(truncatingIfNeeded: small) &+ UInt8(ascii: "0")
    }
  }

  /// Writes the eight digits of `value` (below `10^8`, with leading zeros) just before `end`.
  @inlinable @inline(__always)
  static func writeEight(_ value: UInt32, _ end: UnsafeMutablePointer<UInt8>) {
    let upper = value / 10_000
    let lower = value &- upper &* 10_000
    writePair(lower % 100, end - 2)
    writePair(lower / 100, end - 4)
    writePair(upper % 100, end - 6)
    writePair(upper / 100, end - 8)
  }

  /// `10^n` for `n` in `0...19` (a switch the compiler turns into a constant table).
  @inlinable @inline(__always)
  static func integerPowerOfTen(_ n: Int) -> UInt64 {
    switch n {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    case 10: 10_000_000_000
    case 11: 100_000_000_000
    case 12: 1_000_000_000_000
    case 13: 10_000_000_000_000
    case 14: 100_000_000_000_000
    case 15: 1_000_000_000_000_000
    case 16: 10_000_000_000_000_000
    case 17: 100_000_000_000_000_000
    case 18: 1_000_000_000_000_000_000
    default: 10_000_000_000_000_000_000
    }
  }

  /// The eight bytes at `source`, in memory order.
  @inlinable @inline(__always)
  static func loadEight(_ source: UnsafeMutablePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(source).loadUnaligned(as: UInt64.self))
  }

  /// Stores `bytes` at `destination`, the lowest byte first.
  @inlinable @inline(__always)
  static func storeEight(_ bytes: UInt64, _ destination: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(destination).storeBytes(of: bytes.littleEndian, as: UInt64.self)
  }

  /// Writes the two digits of `value` (below 100) at `destination`.
  @inlinable @inline(__always)
  static func writePair(_ value: UInt32, _ destination: UnsafeMutablePointer<UInt8>) {
    let tens = (value &* 103) &>> 10
    let ones = value &- tens &* 10
    let pair = UInt16(truncatingIfNeeded: (tens | ones &<< 8) | 0x3030)
    UnsafeMutableRawPointer(destination).storeBytes(of: pair.littleEndian, as: UInt16.self)
  }
}
