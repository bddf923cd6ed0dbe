/// The decimal digits of a number below `10^17`, as ASCII held in three 64-bit registers.
///
/// Formatting a double ends in up to 17 significant digits. Instead of dividing by ten digit
/// by digit, the digits are made eight at a time with a few multiplications on packed lanes
/// (SWAR), the leading and trailing zeros are counted with `leadingZeroBitCount` on the ASCII
/// words, and the text is stored with whole-word stores, the decimal point inserted by
/// shifting and masking in registers. Nothing touches memory except the final stores.
///
/// ```swift
/// let digits = DigitString(38_333_333_333_333_335)
/// // digits.count == 17, digits.significantCount == 17
/// let round = DigitString(25_000)
/// // round.count == 5, round.significantCount == 2
/// ```
@usableFromInline
struct DigitString {
  /// Bytes 0 to 7 of the digits, the first digit in the lowest byte.
  @usableFromInline var word0: UInt64
  /// Bytes 8 to 15.
  @usableFromInline var word1: UInt64
  /// Byte 16 (the upper bytes are zero).
  @usableFromInline var word2: UInt64
  /// The number of digits, without leading zeros.
  @usableFromInline let count: Int
  /// The number of digits up to the last non-zero one.
  @usableFromInline let significantCount: Int

  /// Eight ASCII `0`s.
  @inlinable
  static var zeros: UInt64 { 0x3030_3030_3030_3030 }

  /// The digits of `value`, which is in `1 ..< 10^17`.
  @inlinable @inline(__always)
  init(_ value: UInt64) {
    // value = top · 10^16 + middle · 10^8 + low, with top a single digit.
    let top: UInt32
    let middle: UInt64
    let low: UInt64
    if value < 100_000_000 {
      // Small integers, the most common results, skip the splitting.
      top = 0
      middle = Self.zeros
      low = Self.eightDigits(UInt32(truncatingIfNeeded: value))
    } else {
      let upper = value / 100_000_000
      let upper32 = UInt32(truncatingIfNeeded: upper)
      top = upper32 / 100_000_000
      middle = Self.eightDigits(upper32 &- top &* 100_000_000)
      low = Self.eightDigits(UInt32(truncatingIfNeeded: value &- upper &* 100_000_000))
    }
    // Non-zero bytes where a digit is not "0".
    let middleMarks = middle ^ Self.zeros
    let lowMarks = low ^ Self.zeros
    let leading: Int
    if top != 0 {
      leading = 0
    } else if middleMarks != 0 {
      leading = 1 &+ middleMarks.trailingZeroBitCount &>> 3
    } else {
      leading = 9 &+ lowMarks.trailingZeroBitCount &>> 3
    }
    let trailing: Int
    if lowMarks != 0 {
      trailing = lowMarks.leadingZeroBitCount &>> 3
    } else if middleMarks != 0 {
      trailing = 8 &+ middleMarks.leadingZeroBitCount &>> 3
    } else {
      trailing = 16
    }
    count = 17 &- leading
    significantCount = count &- trailing

    // The 17 bytes, then shifted left (in memory order) past the leading zeros.
    var w0 = UInt64(top | 0x30) | middle &<< 8
    var w1 = middle &>> 56 | low &<< 8
    var w2 = low &>> 56
    var shift = leading
    if shift >= 8 {
      w0 = w1
      w1 = w2
      w2 = 0
      shift &-= 8
      if shift >= 8 {
        w0 = w1
        w1 = 0
        shift &-= 8
      }
    }
    if shift > 0 {
      let right = UInt64(truncatingIfNeeded: shift &* 8)
      let left = 64 &- right
      w0 = w0 &>> right | w1 &<< left
      w1 = w1 &>> right | w2 &<< left
      w2 = w2 &>> right
    }
    word0 = w0
    word1 = w1
    word2 = w2
  }

  // MARK: - Storing

  /// The first digit.
  @inlinable @inline(__always)
  var first: UInt8 {
    UInt8(truncatingIfNeeded: word0)
  }

  /// Stores all `count` digits at `destination`, writing 24 bytes.
  ///
  /// Bytes past `count` are unspecified; the caller overwrites or ignores them.
  @inlinable @inline(__always)
  func store(to destination: UnsafeMutablePointer<UInt8>) {
    Self.storeEight(word0, destination)
    Self.storeEight(word1, destination + 8)
    Self.storeEight(word2, destination + 16)
  }

  /// Stores the digits with a `.` inserted before digit `point` (in `1...16`), writing 24 bytes.
  ///
  /// The text is `digits[..<point]`, `.`, `digits[point...]`; bytes past it are unspecified.
  @inlinable @inline(__always)
  func store(to destination: UnsafeMutablePointer<UInt8>, pointAt point: Int) {
    // Everything moved one byte to the right, for the bytes after the point.
    let moved0 = word0 &<< 8
    let moved1 = word1 &<< 8 | word0 &>> 56
    let moved2 = word2 &<< 8 | word1 &>> 56
    // Masks of the bytes before the point in words 0 and 1 (word 2 has none: point <= 16).
    let bits = UInt64(truncatingIfNeeded: point &* 8)
    let before0: UInt64 = bits >= 64 ? ~0 : (1 &<< bits) &- 1
    let before1: UInt64 = bits >= 128 ? ~0 : bits <= 64 ? 0 : (1 &<< (bits &- 64)) &- 1
    Self.storeEight(word0 & before0 | moved0 & ~before0, destination)
    Self.storeEight(word1 & before1 | moved1 & ~before1, destination + 8)
    Self.storeEight(moved2, destination + 16)
    destination[point] = UInt8(ascii: ".")
  }

  // MARK: - Arithmetic

  /// The eight decimal digits of `value` (below `10^8`, with leading zeros) as ASCII bytes,
  /// the first digit in the lowest byte.
  ///
  /// Splits into two 4-digit halves in 32-bit lanes, each into 2-digit pairs in 16-bit lanes,
  /// each into digits in bytes; the reciprocal multiplications are exact in these ranges
  /// (`x · 10486 >> 20 == x / 100` for `x < 10^4`, `x · 103 >> 10 == x / 10` for `x < 100`).
  @inlinable @inline(__always)
  static func eightDigits(_ value: UInt32) -> UInt64 {
    let high = value / 10_000
    let merged = UInt64(high) | UInt64(value &- high &* 10_000) &<< 32
    let hundreds = ((merged &* 10_486) &>> 20) & 0x0000_007F_0000_007F
    let pairs = hundreds | (merged &- hundreds &* 100) &<< 16
    let tens = ((pairs &* 103) &>> 10) & 0x000F_000F_000F_000F
    let digits = tens | (pairs &- tens &* 10) &<< 8
    return digits | zeros
  }

  /// Stores `bytes` at `destination`, the lowest byte first.
  @inlinable @inline(__always)
  static func storeEight(_ bytes: UInt64, _ destination: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(destination).storeBytes(of: bytes.littleEndian, as: UInt64.self)
  }
}
