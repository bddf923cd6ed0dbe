import Tagless

// MARK: - Balls as intervals

extension Ball {
  /// The ball's lower end, `(mid - radius) · 2^exponent`, exactly; nil when its exponent is
  /// too far from zero to write the end as a fraction of sensible size.
  var lowerEnd: Fraction? { Self.fraction(mid - radius, exponent: exponent) }

  /// The ball's upper end, exactly; nil as for ``lowerEnd``.
  var upperEnd: Fraction? { Self.fraction(mid + radius, exponent: exponent) }

  /// The centre, exactly; nil as for ``lowerEnd``.
  var centre: Fraction? { Self.fraction(mid, exponent: exponent) }

  /// `m · 2^exponent` as a fraction, nil when the power of two would be a huge integer.
  static func fraction(_ m: BigInt, exponent: Int) -> Fraction? {
    guard exponent.magnitude <= UInt(Self.largestFractionShift) else { return nil }
    if exponent >= 0 { return Fraction(m << exponent) }
    return Fraction(m, BigInt(1) << (-exponent))
  }

  /// The largest power of two a ball's end is written with as a fraction: far beyond any
  /// precision a decision reaches, far below what would exhaust memory.
  static let largestFractionShift = 1 << 24

  /// True when every point of the ball is above zero.
  var isPositive: Bool { mid.sign == .plus && mid.magnitude > radius }

  /// True when every point of the ball is below zero.
  var isNegative: Bool { mid.sign == .minus && mid.magnitude > radius }

  /// The smallest ball from the lower end of `a` to the upper end of `b` (or the other way
  /// round, whichever is wider): what holds both.
  static func hull(_ a: Ball, _ b: Ball) -> Ball {
    let exponent = min(a.exponent, b.exponent)
    let x = (a.mid - a.radius) << (a.exponent - exponent)
    let y = (b.mid - b.radius) << (b.exponent - exponent)
    let low = x < y ? x : y
    let u = (a.mid + a.radius) << (a.exponent - exponent)
    let v = (b.mid + b.radius) << (b.exponent - exponent)
    let high = u > v ? u : v
    return Ball(low + high, radius: high - low, exponent: exponent - 1)
  }

  /// `base^n` for an integer n, to `precision` bits.
  ///
  /// By repeated squaring (and a reciprocal for n < 0): the squarings work with as many more bits as n has, and the ball keeps
  /// the rounding of every step. Nil when the result's exponent would leave any sensible
  /// range, or zero is in the ball of a negative power.
  static func power(_ base: Ball, _ n: Int, _ precision: Int) -> Ball? {
    let count = n.magnitude
    let bits = Double(max(1, base.magnitudeBits.magnitude))
    guard Double(count) * bits < 1e16 else { return nil }
    let p = precision + (UInt.bitWidth - count.leadingZeroBitCount) + 8
    var result = Ball(1)
    var square = base
    var rest = count
    while rest > 0 {
      if rest & 1 == 1 { result = multiply(result, square, p) }
      rest >>= 1
      if rest > 0 { square = multiply(square, square, p) }
    }
    return n >= 0 ? result.normalized(precision) : divide(Ball(1), result, precision)
  }

  /// A decimal `s · 10^e` to `precision` bits: through its fraction when `e` is small, by
  /// powers of ten as balls when it is not (`10^(10^11)` has no fraction of sensible size).
  static func decimal(_ value: BigDecimal, _ precision: Int) -> Ball? {
    if value.isZero { return Ball(0) }
    let tens = value.exponent.magnitude
    if tens <= UInt(4 * precision + 64) { return Fraction(value).ball(precision) }
    let p = precision + 2 * Int.bitWidth + 16
    guard let scale = power(Ball(10), Int(tens), p) else { return bounds(value) }
    let significand = Ball(value.significand)
    return value.exponent > 0
      ? multiply(significand, scale, p).normalized(precision)
      : divide(significand, scale, p)
  }

  /// A wide ball for a decimal whose power of ten is out of reach (`1e-999999999999999`):
  /// within a factor of 32 of its size, and of its sign, which is what a comparison or a
  /// floor of it needs.
  static func bounds(_ value: BigDecimal) -> Ball? {
    // 2^a ≤ |s| < 2^(a + 1), and 2^b ≤ 10^e < 2^(b + 4) with b taken two below the rounded
    // product (whose error is below one at these sizes).
    let a = value.significand.magnitude.bitWidth - 1
    let product = (Double(value.exponent) * 3.3219280948873626).rounded(.down)
    guard product.magnitude < 1e17 else { return nil }
    let b = Int(product) - 2
    // [2, 64] · 2^(a + b - 1) is [2^(a + b), 2^(a + b + 5)].
    return Ball(BigInt(value.isNegative ? -33 : 33), radius: 31, exponent: a + b - 1)
  }

  /// The ball of a value correctly rounded to `digits` digits: the decimal widened by one
  /// unit of its last digit, which holds the value it was rounded from.
  static func rounded(_ value: BigDecimal, digits: Int, _ precision: Int) -> Ball? {
    guard let centre = decimal(value, precision) else { return nil }
    guard let leading = value.leadingExponent else { return centre }
    guard let unit = decimal(BigDecimal(1, exponent: leading - digits + 1), precision) else {
      return nil
    }
    return add(
      centre, Ball(0, radius: unit.mid.magnitude + unit.radius, exponent: unit.exponent),
      precision)
  }
}
