import Tagless

// MARK: - The built-in functions of enclosures

extension Enclosure {
  /// `function` of the number `x` encloses.
  ///
  /// From the function's correctly rounded values at
  /// the ends of x's ball (each widened by a unit of its last digit), where the function is
  /// monotonic, and from its value at the centre widened by the radius where its slope is at
  /// most 1 (sine and cosine). A ball that reaches past the function's domain gives nil at
  /// that precision.
  static func image(_ function: UnaryFunction, of x: Enclosure) -> Enclosure {
    mapping(x) { ball, bits in image(function, ball, bits) }
  }

  /// `function` of the ball `x`, to about `bits` bits.
  static func image(_ function: UnaryFunction, _ x: Ball, _ bits: Int) -> Ball? {
    let digits = digits(bits)
    func value(_ point: Fraction) -> Ball? {
      guard case .success(let value) = Elementary.apply(function, point, digits: digits) else {
        return nil
      }
      return Ball.rounded(value, digits: digits, bits)
    }
    guard let low = x.lowerEnd, let high = x.upperEnd else { return nil }
    switch function {
    case .sin, .cos:
      guard let centre = x.centre, let image = value(centre) else { return nil }
      return Ball.add(image, Ball(0, radius: x.radius, exponent: x.exponent), bits)
    case .acos:
      guard let a = value(high), let b = value(low) else { return nil }
      return ordered(a, b)
    case .abs, .cosh:
      // Even, and increasing in |x|: at the end farther from zero, and at zero when the ball
      // holds it.
      let near = x.containsZero ? Fraction(0) : (x.mid.sign == .plus ? low : high.magnitude)
      let far = x.mid.sign == .plus ? high : low.magnitude
      guard let a = value(near.magnitude), let b = value(far.magnitude) else { return nil }
      return ordered(a, b)
    case .tan:
      // Increasing between its poles: a ball that spans one gives ends out of order, or is
      // wider than the distance between poles.
      guard x.radius.bitWidth + x.exponent < 0, let a = value(low), let b = value(high) else {
        return nil
      }
      return ordered(a, b)
    default:
      // exp, the logarithms, the roots, sinh, tanh, asin and atan increase; floor, ceil,
      // round and trunc never decrease.
      guard let a = value(low), let b = value(high) else { return nil }
      return ordered(a, b)
    }
  }

  /// The hull of `low` and `high` when they are in order (an increasing function's values at
  /// the ends), nil when they are not.
  static func ordered(_ low: Ball, _ high: Ball) -> Ball? {
    let exponent = min(low.exponent, high.exponent)
    let bottom = (low.mid - low.radius) << (low.exponent - exponent)
    let top = (high.mid + high.radius) << (high.exponent - exponent)
    return bottom > top ? nil : Ball.hull(low, high)
  }

  /// `function(x, y)` of the numbers `x` and `y` enclose (`pow` with an exponent that is not
  /// an exact integer, `hypot`, `atan2`).
  static func image(_ function: BinaryFunction, of x: Enclosure, _ y: Enclosure) -> Enclosure {
    combining(x, y) { a, b, bits in image(function, a, b, bits) }
  }

  /// `function(x, y)` of two balls.
  static func image(_ function: BinaryFunction, _ x: Ball, _ y: Ball, _ bits: Int) -> Ball? {
    let digits = digits(bits)
    func value(_ p: Fraction, _ q: Fraction) -> Ball? {
      guard case .success(let value) = Elementary.apply(function, p, q, digits: digits) else {
        return nil
      }
      return Ball.rounded(value, digits: digits, bits)
    }
    guard let xLow = x.lowerEnd, let xHigh = x.upperEnd, let yLow = y.lowerEnd,
      let yHigh = y.upperEnd
    else { return nil }
    switch function {
    case .pow:
      // For x > 0, x^y = exp(y · log x) is monotonic in each of x and y: its extremes over
      // the box are at the corners.
      guard x.isPositive else { return nil }
      var hull: Ball?
      for (p, q) in [(xLow, yLow), (xLow, yHigh), (xHigh, yLow), (xHigh, yHigh)] {
        guard let corner = value(p, q) else { return nil }
        hull = hull.map { Ball.hull($0, corner) } ?? corner
      }
      return hull
    case .hypot:
      // Increasing in |x| and in |y|.
      func least(_ ball: Ball, _ low: Fraction, _ high: Fraction) -> Fraction {
        ball.containsZero ? Fraction(0) : (ball.mid.sign == .plus ? low : high.magnitude)
      }
      func most(_ ball: Ball, _ low: Fraction, _ high: Fraction) -> Fraction {
        ball.mid.sign == .plus ? high : low.magnitude
      }
      guard let a = value(least(x, xLow, xHigh), least(y, yLow, yHigh)),
        let b = value(most(x, xLow, xHigh), most(y, yLow, yHigh))
      else { return nil }
      return Ball.hull(a, b)
    case .atan2:
      return angle(x, y, bits, value)
    }
  }

  /// atan2(y, x) of two balls (the language's order: the ordinate first): the value at the
  /// centres widened by (radius of y + radius of x) / r, r the least distance of the box from
  /// the origin, since atan2's gradient has length 1/r; nil when the box reaches the origin
  /// or the cut along the negative x axis.
  static func angle(
    _ y: Ball, _ x: Ball, _ bits: Int, _ value: (Fraction, Fraction) -> Ball?
  ) -> Ball? {
    if y.containsZero && !x.isPositive { return nil }
    guard let yc = y.centre, let xc = x.centre, let centre = value(yc, xc) else { return nil }
    let nearY = y.containsZero ? Ball(0) : Ball(y.mid.magnitude - y.radius, exponent: y.exponent)
    let nearX = x.containsZero ? Ball(0) : Ball(x.mid.magnitude - x.radius, exponent: x.exponent)
    // Either is a lower bound of the distance; the other when one is zero.
    let distance =
      nearY.mid.isZero || (!nearX.mid.isZero && nearX.magnitudeBits > nearY.magnitudeBits)
      ? nearX : nearY
    let spread = Ball.add(
      Ball(y.radius, exponent: y.exponent), Ball(x.radius, exponent: x.exponent), 64)
    guard let bound = Ball.divide(spread.upperMagnitude, distance, 64) else { return nil }
    let width = bound.upperMagnitude
    return Ball.add(centre, Ball(0, radius: width.mid, exponent: width.exponent), bits)
  }
}
