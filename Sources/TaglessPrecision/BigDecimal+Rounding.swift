import Tagless

// MARK: - Rounding

extension BigDecimal {
  /// The value rounded to `digits` significant digits, to nearest, ties to even.
  public func rounded(toDigits digits: Int) -> BigDecimal {
    Self.round(significand, exponent: exponent, sticky: false, digits: digits)
  }

  /// `significand × 10^exponent` plus a positive amount below one unit of its last digit when
  /// `sticky` (and the significand has at least `digits + 1` digits), rounded to `digits`
  /// significant digits, to nearest, ties to even.
  static func round(_ significand: BigInt, exponent: Int, sticky: Bool, digits: Int)
    -> BigDecimal
  {
    let magnitude = significand.magnitude
    let count = IntegerRoots.digitCount(magnitude)
    guard count > digits else { return BigDecimal(significand, exponent: exponent) }
    let drop = count - digits
    var kept: BigInt
    // The dropped part against half of 10^drop: -1, 0 or 1.
    let comparison: Int
    if drop < 20 {
      let scale = UInt(DecimalLimbs.powerOfTen(drop))
      let rest: UInt
      (kept, rest) = magnitude.quotientAndRemainder(byWord: scale)
      comparison = rest < scale / 2 ? -1 : (rest == scale / 2 ? 0 : 1)
    } else {
      let scale = IntegerRoots.powerOfTen(drop)
      let rest: BigInt
      (kept, rest) = magnitude.quotientAndRemainder(dividingBy: scale)
      let twice = rest << 1
      comparison = twice < scale ? -1 : (twice == scale ? 0 : 1)
    }
    let isOdd = kept.isOdd
    if comparison > 0 || (comparison == 0 && (sticky || isOdd)) { kept += 1 }
    var newExponent = exponent + drop
    // 999… rounded up to 1000…: one digit too many, and the last is a zero.
    if IntegerRoots.digitCount(kept) > digits {
      kept = kept.quotientAndRemainder(byWord: 10).quotient
      newExponent += 1
    }
    return BigDecimal(significand.sign == .minus ? -kept : kept, exponent: newExponent)
  }

  /// The sum `a + b` correctly rounded to `digits` digits.
  ///
  /// When one operand lies entirely below the other's last digit (plus guard digits), it is
  /// replaced by a tiny value of its sign there: the rounding is the same, and `1e-300000 + 1`
  /// costs nothing like 300,000 digits.
  static func sum(_ a: BigDecimal, _ b: BigDecimal, digits: Int) -> BigDecimal {
    stickySum(a, b, digits: digits).rounded(toDigits: digits)
  }

  /// `a + b` exactly, or, when one operand lies entirely below the other's last digit and
  /// below its `digits`-th digit (plus guard digits), the other plus a tiny value of the small
  /// one's sign there: on the same side as the exact sum of every number of at most `digits`
  /// significant digits, and never one of them.
  static func stickySum(_ a: BigDecimal, _ b: BigDecimal, digits: Int) -> BigDecimal {
    guard let x = a.leadingExponent else { return b }
    guard let y = b.leadingExponent else { return a }
    let (large, small, top) = x >= y ? (a, b, x) : (b, a, y)
    let floor = top - max(digits, large.digitCount) - 3
    guard small.leadingExponent ?? 0 < floor - 1 else { return a + b }
    return large + BigDecimal(BigInt(small.signum), exponent: floor - 1)
  }

  /// The quotient `a / b` (b non-zero) correctly rounded to `digits` significant digits.
  static func quotient(_ a: BigDecimal, _ b: BigDecimal, digits: Int) -> BigDecimal {
    if a.isZero { return .zero }
    // A quotient of at least digits + 2 digits, and the remainder as a sticky bit.
    let shift = digits + 2 - a.digitCount + b.digitCount
    var numerator = a.significand.magnitude
    var denominator = b.significand.magnitude
    if shift > 0 {
      numerator = numerator * IntegerRoots.powerOfTen(shift)
    } else if shift < 0 {
      denominator = denominator * IntegerRoots.powerOfTen(-shift)
    }
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    let negative = (a.signum < 0) != (b.signum < 0)
    return round(
      negative ? -quotient : quotient, exponent: a.exponent - b.exponent - shift,
      sticky: !remainder.isZero, digits: digits)
  }

  /// The square root of a non-negative value, correctly rounded to `digits` digits.
  static func squareRoot(_ x: BigDecimal, digits: Int) -> BigDecimal {
    root(x, degree: 2, digits: digits)
  }

  /// The cube root, correctly rounded to `digits` digits.
  static func cubeRoot(_ x: BigDecimal, digits: Int) -> BigDecimal {
    root(x, degree: 3, digits: digits)
  }

  /// The square or cube root (`degree` 2 or 3), from the integer root with its remainder.
  private static func root(_ x: BigDecimal, degree: Int, digits: Int) -> BigDecimal {
    if x.isZero { return .zero }
    var magnitude = x.significand.magnitude
    var exponent = x.exponent
    // The exponent a multiple of the degree, and enough digits for digits + 2 in the root.
    var scale = ((exponent % degree) + degree) % degree
    let have = IntegerRoots.digitCount(magnitude) + scale
    let want = (digits + 2) * degree
    if have < want { scale += ((want - have + degree - 1) / degree) * degree }
    magnitude = magnitude * IntegerRoots.powerOfTen(scale)
    exponent -= scale
    let root =
      degree == 2 ? IntegerRoots.squareRoot(magnitude) : IntegerRoots.cubeRoot(magnitude)
    let sticky = root.power(degree) != magnitude
    return round(
      x.signum < 0 ? -root : root, exponent: exponent / degree, sticky: sticky, digits: digits)
  }

  /// The truncated remainder `a - trunc(a / b) · b` (b non-zero), exact.
  ///
  /// When `a`'s exponent is far above `b`'s, the power of ten is reduced modulo `b` first, so
  /// `1e1000000000 % 7` costs nothing like a billion digits.
  static func remainder(_ a: BigDecimal, _ b: BigDecimal) -> BigDecimal {
    if compare(a.magnitude, b.magnitude) < 0 { return a }
    let base = min(a.exponent, b.exponent)
    let divisor = b.significand.magnitude * IntegerRoots.powerOfTen(b.exponent - base)
    let dividend: BigInt
    if a.exponent - base > 64 {
      let power = BigInt(10).power(BigInt(a.exponent - base), modulus: divisor)
      dividend = (a.significand.magnitude % divisor) * power
    } else {
      dividend = a.significand.magnitude * IntegerRoots.powerOfTen(a.exponent - base)
    }
    let rest = dividend % divisor
    return BigDecimal(a.signum < 0 ? -rest : rest, exponent: base)
  }
}
