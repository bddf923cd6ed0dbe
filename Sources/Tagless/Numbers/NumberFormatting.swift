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
/// ``write(_:into:)`` allocates nothing; the digits come from `ShortestDecimal` (Schubfach).
public enum NumberFormatting {
  /// The number of bytes ``write(_:into:)`` needs at its buffer: 32.
  ///
  /// The longest texts are 25 bytes, like `-0.0000022250738585072014`; the rest is room for
  /// whole-word stores.
  public static let bufferCapacity = 32

  /// Writes the text for `value` into `buffer` (which has at least 32 bytes) and returns the
  /// byte count.
  ///
  /// The bytes are ASCII and not terminated; at most 25 of them. The digits are stored eight
  /// at a time, so any of the 32 bytes past the count may be overwritten too. Nothing is
  /// allocated.
  ///
  /// ```swift
  /// var bytes = [UInt8](repeating: 0, count: NumberFormatting.bufferCapacity)
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

  /// The same text as a String.
  ///
  /// Formats into a stack buffer first; texts of up to 15 bytes (most results) are stored
  /// inline in the string, without allocating.
  ///
  /// ```swift
  /// NumberFormatting.string(-0.0)  // "-0"
  /// NumberFormatting.string(.greatestFiniteMagnitude)  // "1.7976931348623157e308"
  /// ```
  public static func string(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bufferCapacity) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      let count = write(value, into: base)
      return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
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
  ///
  /// Writes up to 32 bytes at `out` (past the returned count, the bytes are unspecified).
  @inlinable @inline(__always)
  static func layOut(
    _ significand: UInt64, _ exponent: Int, _ out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let digits = DigitString(significand)
    let significant = digits.significantCount
    // The exponent of the leading digit: the value is d.ddd × 10^scientific.
    let scientific = exponent &+ digits.count &- 1
    if scientific >= 0 && scientific < 21 {
      let integerCount = scientific &+ 1
      if significant > integerCount {
        digits.store(to: out, pointAt: integerCount)
        return significant &+ 1
      }
      // An integer: the digits, then zeros up to the units, eight at a time.
      digits.store(to: out)
      var zeros = out + digits.count
      let end = out + integerCount
      while zeros < end {
        DigitString.storeEight(DigitString.zeros, zeros)
        zeros += 8
      }
      return integerCount
    }
    if scientific < 0 && scientific >= -6 {
      // "0.000000" covers every count of zeros after the point; the digits go over its end.
      DigitString.storeEight(0x3030_3030_3030_2E30, out)
      let start = 1 &- scientific
      digits.store(to: out + start)
      return start &+ significant
    }
    var length = 1
    if significant > 1 {
      digits.store(to: out, pointAt: 1)
      length = significant &+ 1
    } else {
      out.pointee = digits.first
    }
    out[length] = UInt8(ascii: "e")
    length &+= 1
    var magnitude = scientific
    if magnitude < 0 {
      out[length] = UInt8(ascii: "-")
      length &+= 1
      magnitude = -magnitude
    }
    let exponentDigits = UInt32(truncatingIfNeeded: magnitude)
    if exponentDigits >= 100 {
      let hundreds = exponentDigits / 100
      out[length] = UInt8(truncatingIfNeeded: hundreds) &+ UInt8(ascii: "0")
      writePair(exponentDigits &- hundreds &* 100, out + (length &+ 1))
      return length &+ 3
    }
    if exponentDigits >= 10 {
      writePair(exponentDigits, out + length)
      return length &+ 2
    }
    out[length] = UInt8(truncatingIfNeeded: exponentDigits) &+ UInt8(ascii: "0")
    return length &+ 1
  }

  /// Writes the two digits of `value` (below 100) at `destination`.
  @inlinable @inline(__always)
  static func writePair(_ value: UInt32, _ destination: UnsafeMutablePointer<UInt8>) {
    let tens = (value &* 103) &>> 10
    destination[0] = UInt8(truncatingIfNeeded: tens) &+ UInt8(ascii: "0")
    destination[1] = UInt8(truncatingIfNeeded: value &- tens &* 10) &+ UInt8(ascii: "0")
  }
}
