import Tagless

// MARK: - Arithmetic

extension SmallDecimal {
  /// `x + y` correctly rounded to `digits` digits; nil when it does not fit.
  @inline(__always)
  static func sum(_ x: SmallDecimal, _ y: SmallDecimal, digits: Int) -> SmallDecimal? {
    if x.isZero { return rounded(y.wide, scale: y.scale, negative: y.isNegative, digits: digits) }
    if y.isZero { return rounded(x.wide, scale: x.scale, negative: x.isNegative, digits: digits) }
    // Both on the lower scale: the limbs of the higher one move up by `shift`.
    let low = min(x.scale, y.scale)
    let (xShift, yShift) = (x.scale - low, y.scale - low)
    let width = max(x.count + xShift, y.count + yShift)
    guard width < DecimalLimbs.capacity else { return nil }
    var result = DecimalLimbs()
    result.count = width
    if x.isNegative == y.isNegative {
      var carry: UInt64 = 0
      var index = 0
      while index < width {
        let limb = x.limb(index - xShift) &+ y.limb(index - yShift) &+ carry
        carry = limb >= DecimalLimbs.base ? 1 : 0
        result[index] = limb &- carry &* DecimalLimbs.base
        index += 1
      }
      if carry != 0 {
        result[width] = 1
        result.count = width + 1
      }
      return rounded(result, scale: low, negative: x.isNegative, digits: digits)
    }
    // Opposite signs: the smaller magnitude from the larger.
    var order = 0
    var index = width - 1
    while index >= 0 && order == 0 {
      let (a, b) = (x.limb(index - xShift), y.limb(index - yShift))
      order = a == b ? 0 : (a < b ? -1 : 1)
      index -= 1
    }
    guard order != 0 else { return .zero }
    let (large, largeShift, small, smallShift) =
      order > 0 ? (x, xShift, y, yShift) : (y, yShift, x, xShift)
    var borrow: UInt64 = 0
    index = 0
    while index < width {
      let subtrahend = small.limb(index - smallShift) &+ borrow
      let limb = large.limb(index - largeShift)
      borrow = limb < subtrahend ? 1 : 0
      result[index] = limb &+ borrow &* DecimalLimbs.base &- subtrahend
      index += 1
    }
    return rounded(result, scale: low, negative: large.isNegative, digits: digits)
  }

  /// `x · y` correctly rounded to `digits` digits; nil when it does not fit.
  @inline(__always)
  static func product(_ x: SmallDecimal, _ y: SmallDecimal, digits: Int) -> SmallDecimal? {
    guard !x.isZero, !y.isZero else { return .zero }
    var result = DecimalLimbs()
    var i = 0
    while i < x.count {
      var carry: UInt64 = 0
      var j = 0
      while j < y.count {
        // x[i]·y[j] + result[i+j] + carry < base²: the quotient by the base is a limb.
        let (high, low) = x.limbs[i].multipliedFullWidth(by: y.limbs[j])
        let (sum, overflow) = low.addingReportingOverflow(result[i + j] &+ carry)
        (carry, result[i + j]) = LimbDivisor.base.divide(
          high: high &+ (overflow ? 1 : 0), low: sum)
        j += 1
      }
      result[i + y.count] = carry
      i += 1
    }
    result.count = x.count + y.count
    return rounded(
      result, scale: x.scale + y.scale, negative: x.isNegative != y.isNegative, digits: digits)
  }

  /// `x / y` (y non-zero) correctly rounded to `digits` digits; nil when it does not fit.
  @inline(__always)
  static func quotient(_ x: SmallDecimal, _ y: SmallDecimal, digits: Int) -> SmallDecimal? {
    if x.isZero { return .zero }
    let (a, b) = (x.wide, y.wide)
    // x · base^shift / y has at least digits + 2 digits: the rounding digit and one more are
    // in the quotient, and the remainder says whether anything is below them.
    let need = digits + 2 - a.digitCount + b.digitCount
    let shift = need > 0 ? (need + 17) / 18 : 0
    guard let numerator = a.shifted(by: shift),
      let (quotient, inexact) = DecimalLimbs.quotient(numerator, b)
    else { return nil }
    return rounded(
      quotient, scale: x.scale - y.scale - shift, negative: x.isNegative != y.isNegative,
      sticky: inexact, digits: digits)
  }

  // MARK: Conversions

  /// The same value as a ``BigDecimal``.
  var decimal: BigDecimal {
    // Horner's rule on binary words: four limbs are at most 240 bits.
    var words: [UInt] = []
    words.reserveCapacity(count)
    var index = count - 1
    while index >= 0 {
      var carry = UInt(limbs[index])
      for word in words.indices {
        let (high, low) = words[word].multipliedFullWidth(by: UInt(DecimalLimbs.base))
        let (sum, overflow) = low.addingReportingOverflow(carry)
        words[word] = sum
        carry = high &+ (overflow ? 1 : 0)
      }
      if carry != 0 { words.append(carry) }
      index -= 1
    }
    let significand = BigInt(sign: isNegative ? .minus : .plus, magnitude: BigInt(words: words))
    return BigDecimal(significand, exponent: 18 * scale)
  }

  /// A ``BigDecimal`` rounded to `digits` digits; nil when it does not fit.
  init?(_ value: BigDecimal, digits: Int) {
    var magnitude = value.significand.magnitude
    var wide = DecimalLimbs()
    while !magnitude.isZero {
      guard wide.count < DecimalLimbs.capacity - 1 else { return nil }
      let (quotient, remainder) = magnitude.quotientAndRemainder(
        byWord: UInt(DecimalLimbs.base))
      wide[wide.count] = UInt64(remainder)
      wide.count += 1
      magnitude = quotient
    }
    // exponent = 18·scale + shift, 0 ≤ shift < 18.
    let scale = value.exponent >= 0 ? value.exponent / 18 : -((-value.exponent + 17) / 18)
    let shift = value.exponent - 18 * scale
    guard
      let scaled = DecimalLimbs.product(wide, word: DecimalLimbs.powerOfTen(shift)),
      let result = Self.rounded(
        scaled, scale: scale, negative: value.isNegative, digits: digits)
    else { return nil }
    self = result
  }
}
