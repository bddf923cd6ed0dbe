import Tagless

/// A real number known to lie in an interval: `(mid ± radius) · 2^exponent`.
///
/// The arithmetic of ``Precise``'s functions (exp, log, sin, …): every operation widens the
/// radius by what it may have lost, so a result carries a proven bound, and the Ziv loop
/// (``Ziv``) can tell when the bound is tight enough to round to the digits asked for.
/// Operations keep about `precision` significant bits of `mid`.
struct Ball {
  /// The centre's significand.
  var mid: BigInt
  /// The radius, in units of `2^exponent`.
  var radius: BigInt
  /// The binary exponent of both.
  var exponent: Int

  /// `(mid ± radius) · 2^exponent`.
  init(_ mid: BigInt, radius: BigInt = 0, exponent: Int = 0) {
    self.mid = mid
    self.radius = radius
    self.exponent = exponent
  }

  /// An exact integer.
  init(_ value: Int) { self.init(BigInt(value)) }

  /// A fraction `numerator / denominator` (denominator positive) to `precision` bits.
  init(_ numerator: BigInt, over denominator: BigInt, precision: Int) {
    if denominator == 1 {
      self.init(numerator)
      return
    }
    let shift = max(0, precision + denominator.bitWidth - numerator.magnitude.bitWidth + 2)
    let (quotient, remainder) = (numerator.magnitude << shift).quotientAndRemainder(
      dividingBy: denominator)
    self.init(
      numerator.sign == .minus ? -quotient : quotient, radius: remainder.isZero ? 0 : 1,
      exponent: -shift)
  }

  /// True when the ball is a single point.
  var isExact: Bool { radius.isZero }

  /// True when zero is in the ball.
  var containsZero: Bool { mid.magnitude <= radius }

  /// About log2 of the largest magnitude in the ball.
  var magnitudeBits: Int { max(mid.magnitude.bitWidth, radius.bitWidth) + exponent }

  /// The same ball with `mid` cut to about `precision` bits (the radius grows by the cut).
  func normalized(_ precision: Int) -> Ball {
    let excess = mid.magnitude.bitWidth - precision - 2
    guard excess > 0 else { return self }
    return Ball(mid >> excess, radius: (radius >> excess) + 2, exponent: exponent + excess)
  }

  /// The ball with its radius grown by `units` of the last place of `mid`.
  func widened(by units: BigInt) -> Ball {
    Ball(mid, radius: radius + units, exponent: exponent)
  }

  /// |value| at its largest, exactly: the ball's upper end of magnitude.
  var upperMagnitude: Ball { Ball(mid.magnitude + radius, exponent: exponent) }

  /// The value times 2^n, exactly.
  func scaled(byPowerOfTwo n: Int) -> Ball { Ball(mid, radius: radius, exponent: exponent + n) }

  /// The negation.
  static prefix func - (a: Ball) -> Ball { Ball(-a.mid, radius: a.radius, exponent: a.exponent) }

  // MARK: Arithmetic

  /// The sum, to `precision` bits.
  static func add(_ a: Ball, _ b: Ball, _ precision: Int) -> Ball {
    if a.mid.isZero && a.radius.isZero { return b.normalized(precision) }
    if b.mid.isZero && b.radius.isZero { return a.normalized(precision) }
    // A term entirely below the other's last place only widens it.
    let limit = precision + 8
    if a.magnitudeBits < b.exponent - 1, b.mid.magnitude.bitWidth >= limit {
      return b.widened(by: 1).normalized(precision)
    }
    if b.magnitudeBits < a.exponent - 1, a.mid.magnitude.bitWidth >= limit {
      return a.widened(by: 1).normalized(precision)
    }
    // Align on the smaller exponent, but never below what the precision can see.
    let top = max(a.magnitudeBits, b.magnitudeBits)
    let floor = top - precision - 16
    let x = a.atLeast(exponent: floor)
    let y = b.atLeast(exponent: floor)
    let exponent = min(x.exponent, y.exponent)
    let mid = (x.mid << (x.exponent - exponent)) + (y.mid << (y.exponent - exponent))
    let radius = (x.radius << (x.exponent - exponent)) + (y.radius << (y.exponent - exponent))
    return Ball(mid, radius: radius, exponent: exponent).normalized(precision)
  }

  /// The ball on exponent `floor` or above: cut (with the radius grown) when below it.
  private func atLeast(exponent floor: Int) -> Ball {
    guard exponent < floor else { return self }
    let cut = floor - exponent
    return Ball(mid >> cut, radius: (radius >> cut) + 2, exponent: floor)
  }

  /// The difference, to `precision` bits.
  static func subtract(_ a: Ball, _ b: Ball, _ precision: Int) -> Ball { add(a, -b, precision) }

  /// The product, to `precision` bits.
  static func multiply(_ a: Ball, _ b: Ball, _ precision: Int) -> Ball {
    let x = a.normalized(precision)
    let y = b.normalized(precision)
    let mid = x.mid * y.mid
    var radius = BigInt(0)
    if !x.radius.isZero || !y.radius.isZero {
      radius =
        x.mid.magnitude * y.radius + y.mid.magnitude * x.radius + x.radius * y.radius
    }
    return Ball(mid, radius: radius, exponent: x.exponent + y.exponent).normalized(precision)
  }

  /// The quotient to `precision` bits; nil when zero is in the divisor.
  static func divide(_ a: Ball, _ b: Ball, _ precision: Int) -> Ball? {
    let x = a.normalized(precision)
    let y = b.normalized(precision)
    guard y.mid.magnitude > y.radius else { return nil }
    let shift = max(0, precision + y.mid.magnitude.bitWidth - x.mid.magnitude.bitWidth + 4)
    let numerator = x.mid.magnitude << shift
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: y.mid.magnitude)
    var radius: BigInt = remainder.isZero ? 0 : 1
    if !x.radius.isZero || !y.radius.isZero {
      // |a/b - am/bm| ≤ (ra·|bm| + rb·|am|) / (|bm| · (|bm| - rb)).
      let spread = (x.radius * y.mid.magnitude + y.radius * x.mid.magnitude) << shift
      let floor = y.mid.magnitude * (y.mid.magnitude - y.radius)
      radius += spread / floor + 1
    }
    let negative = (x.mid.sign == .minus) != (y.mid.sign == .minus)
    return Ball(
      negative ? -quotient : quotient, radius: radius, exponent: x.exponent - y.exponent - shift
    ).normalized(precision)
  }

  /// The square root to `precision` bits; nil when the ball reaches below zero.
  static func squareRoot(_ a: Ball, _ precision: Int) -> Ball? {
    if a.mid.isZero && a.radius.isZero { return a }
    guard a.mid.sign == .plus, a.mid.magnitude > a.radius else { return nil }
    var shift = max(0, 2 * precision + 4 - a.mid.magnitude.bitWidth)
    if (a.exponent - shift) & 1 != 0 { shift += 1 }
    let scaled = a.mid.magnitude << shift
    let root = IntegerRoots.squareRoot(scaled)
    var radius: BigInt = 1
    if !a.radius.isZero {
      // √m - √(m - r) = r / (√m + √(m - r)) ≤ r / √m, and √(m + r) - √m ≤ r / (2√m);
      // √m ≥ root.
      radius += (a.radius << shift) / root + 1
    }
    return Ball(root, radius: radius, exponent: (a.exponent - shift) / 2)
      .normalized(precision)
  }
}
