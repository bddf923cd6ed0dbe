import Tagless

/// A natural number of up to twelve base-10^18 digits ("limbs"), held inline: the working
/// storage of ``SmallDecimal``'s sums, products and quotients, with no heap allocation, and
/// the long division of its quotients.
///
/// Limbs are little-endian and each is below ``base``; `count` limbs are in use. Every
/// operation that would need more than ``capacity`` limbs returns nil, and the caller takes
/// the unlimited path (``BigDecimal``).
///
/// ```swift
/// let x = DecimalLimbs(999_999_999_999_999_999)
/// DecimalLimbs.product(x, word: 10)   // limbs [999_999_999_999_999_990, 9]
/// ```
struct DecimalLimbs {
  /// The base: 10^18, so that a product of two limbs plus two more fits in 128 bits.
  static let base: UInt64 = 1_000_000_000_000_000_000
  /// Decimal digits per limb.
  static let digitsPerLimb = 18
  /// The most limbs held.
  static let capacity = 12

  /// The limbs, least significant first; those at `count` and above are zero.
  var limbs: InlineArray<12, UInt64> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  /// The number of limbs in use (the top one non-zero once trimmed).
  var count = 0

  /// Zero.
  init() {}

  /// A number below ``base``.
  init(_ limb: UInt64) {
    if limb != 0 {
      limbs[0] = limb
      count = 1
    }
  }

  subscript(index: Int) -> UInt64 {
    get { limbs[index] }
    set { limbs[index] = newValue }
  }

  /// True for zero.
  var isZero: Bool { count == 0 }

  /// Drops zero limbs at the top.
  mutating func trim() {
    while count > 0 && limbs[count - 1] == 0 { count -= 1 }
  }

  /// True when a limb below `end` is non-zero.
  func anyNonZero(below end: Int) -> Bool {
    var index = 0
    while index < end {
      if limbs[index] != 0 { return true }
      index += 1
    }
    return false
  }

  /// The number of decimal digits, the top limb's and 18 for each limb below it (0 for zero).
  @inline(__always)
  var digitCount: Int {
    count == 0 ? 0 : (count - 1) * Self.digitsPerLimb + Self.digitCount(limbs[count - 1])
  }

  /// The number of decimal digits of a non-zero limb.
  @inline(__always)
  static func digitCount(_ limb: UInt64) -> Int {
    // Bits · log10(2) is the count or one less.
    let bits = 64 - limb.leadingZeroBitCount
    let estimate = (bits * 1233) >> 12
    return limb >= powerOfTen(estimate) ? estimate + 1 : max(estimate, 1)
  }

  /// 10^exponent for 0 ≤ exponent ≤ 19.
  @inline(__always)
  static func powerOfTen(_ exponent: Int) -> UInt64 { powersOfTen[exponent] }

  /// 10^0 to 10^19: the powers of ten that fit in a word, in memory allocated once for the
  /// process.
  ///
  /// Not a constant array: the optimiser turns a look-up in one into a jump through a table
  /// of branches, which the processor mispredicts for data-dependent indices (`perf`: 5.7% of
  /// the cycles of the 50-digit pipe in `digitCount` alone); a load from memory it cannot see
  /// into stays a load. It is written once, by its initialiser, and only read after, so it
  /// is safe to share across threads (`nonisolated(unsafe)`).
  nonisolated(unsafe) static let powersOfTen: UnsafeBufferPointer<UInt64> = {
    let powers = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 20)
    var power: UInt64 = 1
    for index in 0..<20 {
      powers[index] = power
      power = index < 19 ? power &* 10 : power
    }
    return UnsafeBufferPointer(powers)
  }()

  /// `self · base^shift`: `shift` zero limbs below; nil beyond the capacity.
  func shifted(by shift: Int) -> DecimalLimbs? {
    guard shift > 0, count > 0 else { return self }
    guard count + shift <= Self.capacity else { return nil }
    var result = DecimalLimbs()
    var index = 0
    while index < count {
      result[index + shift] = limbs[index]
      index += 1
    }
    result.count = count + shift
    return result
  }

  // MARK: Comparison

  /// -1, 0 or 1 as `x` is below, equal to or above `y` (both trimmed).
  static func compare(_ x: DecimalLimbs, _ y: DecimalLimbs) -> Int {
    if x.count != y.count { return x.count < y.count ? -1 : 1 }
    var index = x.count - 1
    while index >= 0 {
      if x[index] != y[index] { return x[index] < y[index] ? -1 : 1 }
      index -= 1
    }
    return 0
  }

  // MARK: Product

  /// `x · factor` for `factor < base`; nil beyond the capacity.
  static func product(_ x: DecimalLimbs, word factor: UInt64) -> DecimalLimbs? {
    var result = DecimalLimbs()
    var carry: UInt64 = 0
    var index = 0
    while index < x.count {
      let (high, low) = x[index].multipliedFullWidth(by: factor)
      let (sum, overflow) = low.addingReportingOverflow(carry)
      (carry, result[index]) = LimbDivisor.base.divide(high: high &+ (overflow ? 1 : 0), low: sum)
      index += 1
    }
    result.count = x.count
    if carry != 0 {
      guard x.count < capacity else { return nil }
      result[x.count] = carry
      result.count += 1
    }
    return result
  }
}
