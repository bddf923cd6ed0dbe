import Tagless

/// A decimal of up to 55 significant digits held inline: the fast path of ``Precise`` at up
/// to ``maximumDigits`` digits (50 by default), with no heap allocation.
///
/// The value is `±limbs × 10^(18·scale)`: up to four base-10^18 limbs whose exponent is a
/// multiple of 18, so sums need no scaling, rounding cuts one limb, and the digits print
/// straight from the limbs. Sums, products and quotients are computed in ``DecimalLimbs`` and
/// rounded to nearest, ties to even, exactly as ``BigDecimal`` rounds: the results are the
/// same values. An operation whose exact operands would not fit returns nil, and ``Precise``
/// takes the unlimited path.
///
/// Why a hand-written kernel beside GMP: the pipe's short lines (`scripts/workloads.py short`,
/// `-i precise`) cost 9,833 instructions each at 55 digits, held here, and 43,525 at 56,
/// through ``BigDecimal`` on GMP (callgrind, release build, 20,000 lines minus 2,000, at
/// `525327e`): 4.4x. ``DecimalLimbs`` and ``LimbDivisor`` are its working parts.
///
/// ```swift
/// let one = SmallDecimal(significand: 1, exponent: 0, negative: false, digits: 5)
/// let three = SmallDecimal(significand: 3, exponent: 0, negative: false, digits: 5)
/// SmallDecimal.quotient(one!, three!, digits: 5)?.decimal.description   // "0.33333"
/// ```
@usableFromInline
struct SmallDecimal: Sendable {
  /// The most significant digits the fast path rounds to: any value of this many digits
  /// spans at most four limbs.
  static let maximumDigits = 3 * DecimalLimbs.digitsPerLimb + 1

  /// The limbs, least significant first; the top one and the bottom one are non-zero.
  var limbs: InlineArray<4, UInt64> = [0, 0, 0, 0]
  /// The number of limbs in use; 0 for zero.
  var count = 0
  /// The power of 10^18 the limbs are scaled by.
  var scale = 0
  /// True below zero (never for zero).
  var isNegative = false

  /// Zero.
  static let zero = SmallDecimal()

  private init() {}

  /// `±significand × 10^exponent` rounded to `digits`; nil when it does not fit.
  @inline(__always)
  init?(significand: UInt, exponent: Int, negative: Bool, digits: Int) {
    // exponent = 18·scale + shift, 0 ≤ shift < 18: the significand times 10^shift is
    // high · 10^18 + low, with high below 10^18 because the significand is below 10^19.
    guard significand < 10_000_000_000_000_000_000 else { return nil }
    if exponent == 0, significand < DecimalLimbs.base, digits >= DecimalLimbs.digitsPerLimb {
      // An integer of one limb, exact: most literals, placed without a division.
      self.init()
      if significand != 0 {
        limbs[0] = UInt64(significand)
        count = 1
        isNegative = negative
      }
      return
    }
    let scale = exponent >= 0 ? exponent / 18 : -((-exponent + 17) / 18)
    let shift = exponent - 18 * scale
    let split = DecimalLimbs.powerOfTen(18 - shift)
    let (high, rest) = UInt64(significand).quotientAndRemainder(dividingBy: split)
    let low = rest &* DecimalLimbs.powerOfTen(shift)
    var wide = DecimalLimbs()
    wide[0] = low
    wide[1] = high
    wide.count = 2
    if significand != 0, DecimalLimbs.digitCount(UInt64(significand)) <= digits {
      // Exact: the limbs as they are, without a zero at either end.
      wide.trim()
      let bottom = low == 0 ? 1 : 0
      self.init()
      count = wide.count - bottom
      limbs[0] = wide[bottom]
      if count == 2 { limbs[1] = high }
      self.scale = scale + bottom
      isNegative = negative
      return
    }
    guard let value = Self.rounded(wide, scale: scale, negative: negative, digits: digits) else {
      return nil
    }
    self = value
  }

  /// A literal's exact value rounded to `digits`, from its bytes; nil beyond
  /// ``maximumDigits`` digits, for one of more than 19 digits or with an exponent beyond
  /// 10^14, which take the unlimited path.
  @inline(__always)
  init?(literal bytes: UnsafeBufferPointer<UInt8>, digits: Int) {
    guard digits <= Self.maximumDigits, let (word, count, exponent) = BigDecimal.scan(bytes),
      count <= 19, abs(exponent) <= 100_000_000_000_000
    else { return nil }
    self.init(significand: UInt(word), exponent: exponent, negative: false, digits: digits)
  }

  /// The limbs, widened for an operation.
  @inline(__always)
  var wide: DecimalLimbs {
    var wide = DecimalLimbs()
    var index = 0
    while index < count {
      wide[index] = limbs[index]
      index += 1
    }
    wide.count = count
    return wide
  }

  /// True for zero.
  var isZero: Bool { count == 0 }

  /// The limb at `index`, zero outside the limbs in use (below or above).
  @inline(__always)
  func limb(_ index: Int) -> UInt64 {
    index >= 0 && index < count ? limbs[index] : 0
  }

  /// The negation.
  static prefix func - (x: SmallDecimal) -> SmallDecimal {
    var result = x
    result.isNegative = !x.isNegative && !x.isZero
    return result
  }

  /// The decimal exponent of the leading digit (nil for zero).
  var leadingExponent: Int? {
    guard count > 0 else { return nil }
    return 18 * (scale + count - 1) + DecimalLimbs.digitCount(limbs[count - 1]) - 1
  }

  // MARK: Rounding

  /// `±x × 10^(18·scale)`, plus a positive amount below one unit of its last digit when
  /// `sticky` (and x has more than `digits` digits), rounded to `digits` significant digits,
  /// to nearest, ties to even; nil when the result would not fit.
  @inline(__always)
  static func rounded(
    _ x: consuming DecimalLimbs, scale: Int, negative: Bool, sticky: Bool = false, digits: Int
  ) -> SmallDecimal? {
    x.trim()
    guard !x.isZero else { return .zero }
    var low = 0
    let total = x.digitCount
    if total > digits {
      let drop = total - digits
      let cut = drop / 18
      let within = drop % 18
      // The dropped part against half a unit of the last kept digit.
      let rest: UInt64
      let half: UInt64
      let below: Bool
      let odd: Bool
      let unit: UInt64
      if within > 0 {
        unit = DecimalLimbs.powerOfTen(within)
        let kept: UInt64
        (kept, rest) = x[cut].quotientAndRemainder(dividingBy: unit)
        half = unit / 2
        below = sticky || x.anyNonZero(below: cut)
        odd = kept & 1 == 1
        x[cut] = kept &* unit
      } else {
        unit = 1
        rest = x[cut - 1]
        half = DecimalLimbs.base / 2
        below = sticky || x.anyNonZero(below: cut - 1)
        odd = x[cut] & 1 == 1
      }
      if rest > half || (rest == half && (below || odd)) {
        // One unit up, carrying into the limbs above.
        var index = cut
        x[index] &+= unit
        while x[index] >= DecimalLimbs.base {
          x[index] &-= DecimalLimbs.base
          index += 1
          if index == x.count {
            guard x.count < DecimalLimbs.capacity else { return nil }
            x.count += 1
          }
          x[index] &+= 1
        }
      }
      low = cut
    }
    while low < x.count && x[low] == 0 { low += 1 }
    guard x.count - low <= 4 else { return nil }
    var result = SmallDecimal()
    var index = low
    while index < x.count {
      result.limbs[index - low] = x[index]
      index += 1
    }
    result.count = x.count - low
    result.scale = scale + low
    result.isNegative = negative
    return result
  }
}
