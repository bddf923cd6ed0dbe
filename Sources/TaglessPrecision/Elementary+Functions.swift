import Tagless

// MARK: - The built-in functions, correctly rounded

extension Elementary {
  /// What a function gives: a correctly rounded decimal, or why there is none.
  typealias Outcome = Result<BigDecimal, ArithmeticFailure>

  /// The most decimal digits an argument's integer part may have for the trigonometric
  /// functions (the argument reduction needs that many more digits of π).
  static let maximumReductionDigits = 100_000

  /// `function(x)` correctly rounded to `digits` digits, for exact `x`.
  static func apply(_ function: UnaryFunction, _ x: Fraction, digits: Int) -> Outcome {
    let sign = x.signum
    let log2x = x.log2Magnitude ?? -.infinity
    if let decided = tinyArgument(function, x, log2x: log2x, digits: digits) {
      return .success(decided)
    }
    switch function {
    case .abs: return rounded(x.magnitude, digits)
    case .floor, .ceil, .round, .trunc: return .success(integral(function, x, digits))
    case .sqrt:
      guard sign >= 0 else { return .failure(negativeRoot) }
      return .success(root(x, degree: 2, digits))
    case .cbrt: return .success(root(x, degree: 3, digits))
    case .exp:
      if sign == 0 { return .success(.one) }
      // x / ln 10 is the result's exponent: past the range by more than the rough double's
      // error, an error now; closer, the rounded result is checked against the range.
      if log2x * 0.30103 > 17
        || abs(x.roughDouble) / 2.302585092994046 > Double(Precision.maximumExponent) + 2
      {
        return .failure(ArithmeticFailure(sign > 0 ? tooLarge : tooSmall))
      }
      return Ziv.rounded(digits: digits) { bits in
        exp(x.ball(bits + Int(max(0, log2x)) + 8), tens: bits)
      }
    case .log, .log2, .log10: return logarithm(function, x, digits)
    case .sin, .cos, .tan:
      if sign == 0 { return .success(function == .cos ? .one : .zero) }
      guard log2x < Double(maximumReductionDigits) * 3.3219 else {
        return .failure(
          ArithmeticFailure(
            "\(function.name) needs |x| below 1e\(maximumReductionDigits) (its argument "
              + "reduction needs as many digits of pi)"))
      }
      return Ziv.rounded(digits: digits) { bits in
        trigonometric(function, x, bits).map { ($0, 0) }
      }
    case .atan:
      if sign == 0 { return .success(.zero) }
      return Ziv.rounded(digits: digits) { bits in
        atan(x, bits).map { ($0, 0) }
      }
    case .asin, .acos: return inverseSine(function, x, digits)
    case .sinh, .cosh, .tanh: return hyperbolic(function, x, digits)
    }
  }

  static let negativeRoot = ArithmeticFailure("square root of a negative number")
  static let negativeLog = "log of a negative number"
  static let tooLarge = "the result is too large (beyond 1e\(Precision.maximumExponent))"
  static let tooSmall = "the result is too small (below 1e-\(Precision.maximumExponent))"

  /// `x` rounded to `digits` digits.
  static func rounded(_ x: Fraction, _ digits: Int) -> Result<BigDecimal, ArithmeticFailure> {
    if x.denominator == 1 { return .success(BigDecimal(x.numerator).rounded(toDigits: digits)) }
    return Ziv.rounded(digits: digits) { bits in (x.ball(bits), 0) }
  }

  /// floor, ceil, round (halfway away from zero) or trunc, rounded to `digits` digits.
  static func integral(_ function: UnaryFunction, _ x: Fraction, _ digits: Int) -> BigDecimal {
    let rational = Rational(x.numerator, x.denominator)
    let value: BigInt
    switch function {
    case .floor: value = rational.floor
    case .ceil: value = rational.ceiling
    case .round: value = rational.roundedAwayFromZero
    default: value = rational.truncated
    }
    return BigDecimal(value).rounded(toDigits: digits)
  }

  /// The square or cube root, correctly rounded, from integer roots with a sticky remainder.
  static func root(_ x: Fraction, degree: Int, _ digits: Int) -> BigDecimal {
    if x.isZero { return .zero }
    // root(n / d) · 10^k = root(n · 10^(degree·k) / d), with k making it digits + 2 digits.
    let log10 = Int(((x.log2Magnitude ?? 0) * 0.30103).rounded(.down))
    let k = digits + 2 - log10 / degree
    var numerator = x.numerator.magnitude
    var denominator = x.denominator
    if k >= 0 {
      numerator = numerator * IntegerRoots.powerOfTen(degree * k)
    } else {
      denominator = denominator * IntegerRoots.powerOfTen(-degree * k)
    }
    let (whole, rest) = numerator.quotientAndRemainder(dividingBy: denominator)
    let root = degree == 2 ? IntegerRoots.squareRoot(whole) : IntegerRoots.cubeRoot(whole)
    let sticky = !rest.isZero || root.power(degree) != whole
    return BigDecimal.round(
      x.signum < 0 ? -root : root, exponent: -k, sticky: sticky, digits: digits)
  }

  /// log, log2 or log10 of `x · 10^tens`; exact for powers of the base.
  static func logarithm(_ function: UnaryFunction, _ x: Fraction, tens: Int = 0, _ digits: Int)
    -> Outcome
  {
    guard x.signum > 0 else {
      return .failure(ArithmeticFailure(x.isZero ? "log of 0 is -infinity" : negativeLog))
    }
    let rational = Rational(x.numerator, x.denominator)
    if rational == .one && tens == 0 { return .success(.zero) }
    if function == .log10, let power = exactPower(rational, base: 10) {
      return .success(BigDecimal(power + tens).rounded(toDigits: digits))
    }
    if function == .log2, tens == 0, let power = exactPower(rational, base: 2) {
      return .success(BigDecimal(power).rounded(toDigits: digits))
    }
    return Ziv.rounded(digits: digits) { bits in
      guard let value = log(x, tens: tens, bits + 8) else { return nil }
      switch function {
      case .log: return (value, 0)
      case .log2: return Ball.divide(value, ln2(bits + 8), bits + 8).map { ($0, 0) }
      default: return Ball.divide(value, ln10(bits + 8), bits + 8).map { ($0, 0) }
      }
    }
  }

  /// k when `x` is `base^k` exactly (base 2 or 10).
  static func exactPower(_ x: Rational, base: Int) -> Int? {
    // Not by dividing by the base while it divides: that is quadratic in the size, and took
    // seconds for 10^99999. 2^k and 10^k = 2^k·5^k both end in k zero bits, and 10^k has
    // ⌊k·log2(10)⌋ + 1 bits, so one comparison with a power decides.
    func exponent(_ n: BigInt) -> Int? {
      let magnitude = n.magnitude
      guard !magnitude.isZero else { return nil }
      let k = magnitude.trailingZeroBitCount
      if base == 2 { return magnitude.bitWidth == k + 1 ? k : nil }
      let bits = (Double(k) * 3.321928094887362).rounded(.down) + 1
      guard abs(Double(magnitude.bitWidth) - bits) <= 1 else { return nil }
      return magnitude == IntegerRoots.powerOfTen(k) ? k : nil
    }
    if x.denominator == 1 { return exponent(x.numerator) }
    guard x.numerator == 1, let k = exponent(x.denominator) else { return nil }
    return -k
  }

  /// asin or acos: atan of x / √(1 - x²) (or its reciprocal), with 1 - x² exact.
  static func inverseSine(_ function: UnaryFunction, _ x: Fraction, _ digits: Int) -> Outcome {
    let comparison = Fraction.compare(x.magnitude, Fraction(1))
    guard comparison <= 0 else {
      return .failure(ArithmeticFailure("\(function.name) needs an argument from -1 to 1"))
    }
    let sign = x.signum
    if function == .asin && sign == 0 { return .success(.zero) }
    if function == .acos && Fraction.compare(x, Fraction(1)) == 0 { return .success(.zero) }
    let oneMinusSquare = Fraction(1) + (-(x * x))
    return Ziv.rounded(digits: digits) { bits in
      let p = bits + 16
      let halfPi = pi(p).scaled(byPowerOfTwo: -1)
      if comparison == 0 {
        // x = ±1: asin is ±π/2, acos(-1) is π.
        return function == .asin ? (sign > 0 ? halfPi : -halfPi, 0) : (pi(p), 0)
      }
      guard let root = Ball.squareRoot(oneMinusSquare.ball(p), p) else { return nil }
      if function == .asin {
        guard let ratio = Ball.divide(x.ball(p), root, p), let angle = atan(ratio, p)
        else { return nil }
        return (angle, 0)
      }
      if sign == 0 { return (halfPi, 0) }
      guard let ratio = Ball.divide(root, x.magnitude.ball(p), p), let angle = atan(ratio, p)
      else { return nil }
      return (sign > 0 ? angle : Ball.subtract(pi(p), angle, p), 0)
    }
  }
}
