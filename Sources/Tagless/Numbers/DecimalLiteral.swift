/// Converts a decimal numeric literal to the correctly rounded `Double`.
///
/// Most literals a person types (`42`, `2.5`, `0.1`, `6.02e23`, `1e-9`) take Clinger's fast
/// path: every significant digit fits in an integer `m` of at most 53 bits and the decimal
/// exponent `e` is at most 22 in magnitude, so `m` and `10^|e|` are both exact doubles and one
/// IEEE multiplication or division rounds the exact product once, correctly. A literal too
/// long or too far out for that goes to the standard library's correctly rounded conversion,
/// except that exponents far beyond the double range give `inf` or `0` directly.
///
/// ```swift
/// let bytes = Array("2.5E-3".utf8)
/// let x = bytes.withUnsafeBufferPointer(DecimalLiteral.value)  // 0.0025
/// ```
public enum DecimalLiteral {
  /// Converts the ASCII bytes of a literal matching
  /// `digits [ "." [digits] ] [ ("e"|"E") ["+"|"-"] digits ] | "." digits [exponent]`
  /// to the correctly rounded Double.
  ///
  /// The caller guarantees the syntax. The parser's scanner converts plain literals of up to 15
  /// digits itself and calls this for the rest: exponents and long digit strings. No heap allocation on the fast path (up to 19
  /// significant digits whose value fits in 53 bits, decimal exponent within ±22, or a little
  /// beyond 22 when the digits are few); the rare slow path builds a `String`. Leading zeros
  /// are not significant digits. Exponent arithmetic saturates, so `1e999999999999` is `inf`
  /// and `1e-99999999999` is `0`.
  ///
  /// ```swift
  /// Array("9007199254740993".utf8).withUnsafeBufferPointer(DecimalLiteral.value)
  /// // 9007199254740992.0 (ties to even)
  /// ```
  public static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    guard let base = bytes.baseAddress else { return 0 }
    let end = bytes.count
    var index = 0
    // The first 19 significant digits; the value is mantissa · 10^exponent.
    var mantissa: UInt64 = 0
    var exponent = 0
    var significantDigits = 0
    // Whether every dropped digit (past the 19th) is a zero.
    var isExact = true

    while index < end {
      let digit = base[index] &- UInt8(ascii: "0")
      if digit > 9 { break }
      index &+= 1
      if significantDigits < 19 {
        if significantDigits == 0 && digit == 0 { continue }
        mantissa = mantissa &* 10 &+ UInt64(digit)
      } else {
        exponent &+= 1
        isExact = isExact && digit == 0
      }
      significantDigits &+= 1
    }
    if index < end && base[index] == UInt8(ascii: ".") {
      index &+= 1
      while index < end {
        let digit = base[index] &- UInt8(ascii: "0")
        if digit > 9 { break }
        index &+= 1
        if significantDigits < 19 {
          exponent &-= 1
          if significantDigits == 0 && digit == 0 { continue }
          mantissa = mantissa &* 10 &+ UInt64(digit)
        } else {
          isExact = isExact && digit == 0
        }
        significantDigits &+= 1
      }
    }
    if index < end && base[index] | 0x20 == UInt8(ascii: "e") {
      exponent &+= explicitExponent(base + (index &+ 1), end &- index &- 1)
    }

    if significantDigits == 0 { return 0 }
    if isExact {
      if mantissa <= 1 << 53, let fast = clinger(mantissa, exponent) { return fast }
      if let rounded = roundedProduct(mantissa, exponent) { return rounded }
    }
    // The leading digit's exponent: beyond the double range either way, the result is known.
    let leading = exponent &+ min(significantDigits, 19) &- 1
    if leading > 308 { return .infinity }
    if leading < -324 { return 0 }
    return standardLibraryValue(bytes)
  }

  // MARK: - Pieces

  /// The value of the exponent part that starts at `start`, just after the `e`.
  ///
  /// An optional sign, then digits. The magnitude saturates at 10^9, far beyond any double's
  /// range, so no digit count can overflow it.
  @inlinable
  static func explicitExponent(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int {
    var index = 0
    var isNegative = false
    if count > 0 && (start[0] == UInt8(ascii: "+") || start[0] == UInt8(ascii: "-")) {
      isNegative = start[0] == UInt8(ascii: "-")
      index = 1
    }
    var magnitude = 0
    while index < count {
      let digit = start[index] &- UInt8(ascii: "0")
      if digit > 9 { break }
      if magnitude < 1_000_000_000 {
        magnitude = magnitude &* 10 &+ Int(digit)
      }
      index &+= 1
    }
    return isNegative ? -magnitude : magnitude
  }

  /// `mantissa · 10^exponent` when one exact operation gives it, else `nil`.
  ///
  /// `mantissa` is at most `2^53`, so it is an exact double, and so is `10^n` for `n ≤ 22`.
  /// A few more positive powers work when `mantissa · 10^(exponent - 22)` still fits in 53
  /// bits: that product is exact, then one multiplication by `10^22` rounds once.
  /// (The integers are converted as `Int64`, one instruction on x86-64, where `UInt64` takes a
  /// branch: below `2^63` both give the same double.)
  @inlinable @inline(__always)
  static func clinger(_ mantissa: UInt64, _ exponent: Int) -> Double? {
    if exponent >= 0 {
      if exponent <= 22 {
        return Double(Int64(truncatingIfNeeded: mantissa)) * exactPowerOfTen(exponent)
      }
      if exponent <= 22 + 15 {
        // 10^15 < 2^53, so the conversion is exact.
        let factor = UInt64(exactPowerOfTen(exponent &- 22))
        let scaled = mantissa.multipliedFullWidth(by: factor)
        if scaled.high == 0 && scaled.low <= 1 << 53 {
          return Double(Int64(truncatingIfNeeded: scaled.low)) * exactPowerOfTen(22)
        }
      }
      return nil
    }
    if exponent >= -22 {
      return Double(Int64(truncatingIfNeeded: mantissa)) / exactPowerOfTen(-exponent)
    }
    return nil
  }

  /// `mantissa · 10^exponent` correctly rounded from a 190-bit product, or `nil` in the
  /// extremely rare cases it cannot decide (and for subnormal results or exponents beyond
  /// `-292...324`).
  ///
  /// This handles the literals that are too long for ``clinger(_:_:)``, like the 17 digits of
  /// a printed result, in the spirit of the Eisel–Lemire algorithm but with its own check:
  /// with `v` the mantissa shifted to 64 significant bits and `g` the 126-bit approximation of
  /// `10^exponent` from ``ShortestDecimal/powersOfTen`` (`(g - 1) · 2^r ≤ 10^exponent < g · 2^r`),
  /// the exact value lies in `[H - v, H) · 2^r` for the exact product `H = v · g`. When no
  /// multiple of half a unit in the last place falls in that interval (that is, when
  /// `H mod halfUlp > v`), every value in it rounds to the same double: the one `H` rounds to,
  /// rounding half up, since no tie is possible. Otherwise (a chance near `2^-70`) the result
  /// is `nil`.
  @inlinable
  static func roundedProduct(_ mantissa: UInt64, _ exponent: Int) -> Double? {
    guard mantissa != 0 && exponent >= -292 && exponent <= 324 else { return nil }
    let index = (exponent &+ 292) &* 2
    let g1 = ShortestDecimal.powersOfTen[index]
    let g0 = ShortestDecimal.powersOfTen[index &+ 1]
    let shift = mantissa.leadingZeroBitCount
    let v = mantissa &<< UInt64(truncatingIfNeeded: shift)
    // H = v · (g1 · 2^63 + g0) in three words p2:p1:p0; it lies in [2^188, 2^190).
    let low = v.multipliedFullWidth(by: g0)
    let high = v.multipliedFullWidth(by: g1)
    let (p0, carry0) = (high.low &<< 63).addingReportingOverflow(low.low)
    let (sum, carry1) = (high.low &>> 1 | high.high &<< 63).addingReportingOverflow(low.high)
    let (p1, carry2) = sum.addingReportingOverflow(carry0 ? 1 : 0)
    let p2 = high.high &>> 1 &+ (carry1 ? 1 : 0) &+ (carry2 ? 1 : 0)
    // The 54 bits below H's top bit (60 or 61 in p2): 53 for the double and a rounding bit.
    let top = 63 &- p2.leadingZeroBitCount
    let dropped = UInt64(truncatingIfNeeded: top &- 53)
    let belowHalfUlp = p2 & ((1 &<< dropped) &- 1)
    if belowHalfUlp == 0 && p1 == 0 && p0 <= v { return nil }
    let bits54 = p2 &>> dropped
    var significand = (bits54 &>> 1) &+ (bits54 & 1)
    // H = significand · 2^(128 + top - 52) roughly; the value is H · 2^(r - shift).
    var biasedExponent =
      128 &+ top &+ ShortestDecimal.floorLog2Pow10(exponent) &- 125 &- shift &+ 1023
    if significand == 1 << 53 {
      significand = 1 << 52
      biasedExponent &+= 1
    }
    if biasedExponent >= 0x7FF { return .infinity }
    if biasedExponent <= 0 { return nil }
    let fraction = significand & ((1 << 52) &- 1)
    return Double(bitPattern: UInt64(truncatingIfNeeded: biasedExponent) &<< 52 | fraction)
  }

  /// The standard library's correctly rounded conversion: the rare, allocating path.
  @usableFromInline @inline(never)
  static func standardLibraryValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
  }

  // MARK: - Tables

  /// `10^n` for `n` in `0...22`, every one an exact double (a switch the compiler turns into a
  /// constant table).
  @inlinable @inline(__always)
  static func exactPowerOfTen(_ n: Int) -> Double {
    switch n {
    case 0: 1e0
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    default: 1e22
    }
  }
}
