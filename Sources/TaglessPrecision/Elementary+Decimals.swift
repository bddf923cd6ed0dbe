import Tagless

// MARK: - Decimal arguments

extension Elementary {
  /// The largest decimal exponent an argument may have to be turned into a fraction: beyond it,
  /// the functions answer from the argument's size alone, or fail.
  static let maximumArgumentExponent = 100_000

  /// The exact fraction of a decimal of sensible size, nil beyond ±1e100000.
  static func argument(_ x: BigDecimal) -> Fraction? {
    guard let leading = x.leadingExponent else { return Fraction(0) }
    guard abs(leading) <= maximumArgumentExponent, abs(x.exponent) <= 2 * maximumArgumentExponent
    else { return nil }
    return Fraction(x)
  }

  /// The message for a function whose argument is beyond what it supports.
  static func outOfRange(_ name: String) -> String {
    "\(name) supports arguments from 1e-\(maximumArgumentExponent) to 1e\(maximumArgumentExponent)"
  }

  /// `function(x)` correctly rounded to `digits` digits, for a decimal `x` of any size.
  static func apply(_ function: UnaryFunction, _ x: BigDecimal, digits: Int) -> Outcome {
    switch function {
    case .sqrt:
      guard !x.isNegative else { return .failure(negativeRoot) }
      return .success(BigDecimal.squareRoot(x, digits: digits))
    case .cbrt: return .success(BigDecimal.cubeRoot(x, digits: digits))
    case .abs: return .success(x.magnitude.rounded(toDigits: digits))
    case .floor: return .success(x.integral(.down).rounded(toDigits: digits))
    case .ceil: return .success(x.integral(.up).rounded(toDigits: digits))
    case .round: return .success(x.integral(.toNearestOrAwayFromZero).rounded(toDigits: digits))
    case .trunc: return .success(x.integral(.towardZero).rounded(toDigits: digits))
    default: break
    }
    if let fraction = argument(x) { return apply(function, fraction, digits: digits) }
    // Beyond ±1e100000 (or below): from the size alone.
    let huge = (x.leadingExponent ?? 0) > 0
    let negative = x.isNegative
    switch function {
    case .log, .log2, .log10:
      return logarithm(function, Fraction(BigDecimal(x.significand)), tens: x.exponent, digits)
    case .exp:
      if huge { return .failure(ArithmeticFailure(negative ? tooSmall : tooLarge)) }
      return .success(.one)
    case .sinh, .cosh:
      if huge { return .failure(ArithmeticFailure(tooLarge)) }
      return .success(function == .cosh ? .one : x.rounded(toDigits: digits))
    case .tanh:
      if huge { return .success(negative ? -.one : .one) }
      return .success(x.rounded(toDigits: digits))
    case .cos: return huge ? .failure(ArithmeticFailure(outOfRange("cos"))) : .success(.one)
    case .sin, .tan:
      if huge { return .failure(ArithmeticFailure(outOfRange(function.name))) }
      return .success(x.rounded(toDigits: digits))
    case .asin, .acos:
      if huge {
        return .failure(ArithmeticFailure("\(function.name) needs an argument from -1 to 1"))
      }
      if function == .asin { return .success(x.rounded(toDigits: digits)) }
      return Ziv.rounded(digits: digits) { bits in
        (pi(bits + 8).scaled(byPowerOfTwo: -1).adding(error: maximumArgumentExponent), 0)
      }
    case .atan:
      if !huge { return .success(x.rounded(toDigits: digits)) }
      // ±π/2 - 1/x: the correction is below 1e-100000.
      return Ziv.rounded(digits: digits) { bits in
        let halfPi = pi(bits + 8).scaled(byPowerOfTwo: -1).adding(
          error: 3 * maximumArgumentExponent)
        return (negative ? -halfPi : halfPi, 0)
      }
    default: return .failure(ArithmeticFailure(outOfRange(function.name)))
    }
  }
}
