import Tagless

// MARK: - Hyperbolic functions, two-argument functions, powers, constants

extension Elementary {
  /// sinh, cosh or tanh from exp(|x|).
  static func hyperbolic(_ function: UnaryFunction, _ x: Fraction, _ digits: Int) -> Outcome {
    let sign = x.signum
    if sign == 0 { return .success(function == .cosh ? .one : .zero) }
    let magnitude = x.magnitude
    let rough = magnitude.roughDouble
    if function != .tanh, rough * 0.4343 > Double(Precision.maximumExponent) {
      return .failure(ArithmeticFailure(tooLarge))
    }
    let log2x = magnitude.log2Magnitude ?? 0
    let value = Ziv.rounded(digits: digits) { bits -> (ball: Ball, tens: Int)? in
      let p = bits + 16
      if function == .tanh && rough * 1.4427 > Double(bits + 10) {
        // 1 - tanh|x| < 2·e^(-2|x|) < 2^-(bits + 8).
        let one = Ball(BigInt(1) << p, radius: 1, exponent: -p)
        return (sign > 0 ? one : -one, 0)
      }
      let argument = function == .tanh ? magnitude * Fraction(2) : magnitude
      guard let (e, tens) = exp(argument.ball(p + Int(max(0, log2x)) + 8), tens: p)
      else { return nil }
      if function != .tanh && rough * 2.8854 > Double(p + 8) {
        // e^-|x| is below the last bit: sinh and cosh are e^|x| / 2.
        let half = e.scaled(byPowerOfTwo: -1).widened(by: 2)
        return (function == .sinh && sign < 0 ? -half : half, tens)
      }
      let scale = Ball(IntegerRoots.powerOfTen(tens))
      let v = Ball.multiply(e, scale, p)
      if function == .tanh {
        guard
          let t = Ball.divide(
            Ball.subtract(v, Ball(1), p), Ball.add(v, Ball(1), p), p)
        else { return nil }
        return (sign > 0 ? t : -t, 0)
      }
      guard let inverse = Ball.divide(Ball(1), v, p) else { return nil }
      let combined =
        function == .sinh ? Ball.subtract(v, inverse, p) : Ball.add(v, inverse, p)
      let half = combined.scaled(byPowerOfTwo: -1)
      return (function == .sinh && sign < 0 ? -half : half, 0)
    }
    return value
  }

  /// `function(x, y)` correctly rounded to `digits` digits.
  static func apply(_ function: BinaryFunction, _ x: Fraction, _ y: Fraction, digits: Int)
    -> Outcome
  {
    switch function {
    case .hypot: return .success(root(x * x + y * y, degree: 2, digits))
    case .pow: return power(x, y, digits)
    case .atan2:
      // atan2(y, x) with the language's argument order: the first is y.
      let (ordinate, abscissa) = (x, y)
      if ordinate.isZero {
        return abscissa.signum >= 0 ? .success(.zero) : constant(.pi, digits: digits)
      }
      let up = ordinate.signum > 0
      if abscissa.signum > 0,
        let decided = tinyArgument(.atan, ordinate * abscissa.reciprocal, digits: digits)
      {
        return .success(decided)  // atan2(y, x) is atan(y / x) for x > 0
      }
      return Ziv.rounded(digits: digits) { bits in
        let p = bits + 16
        let halfPi = pi(p).scaled(byPowerOfTwo: -1)
        if abscissa.isZero { return (up ? halfPi : -halfPi, 0) }
        let ratio =
          Fraction(ordinate.numerator.magnitude, ordinate.denominator)
          * Fraction(abscissa.denominator, abscissa.numerator.magnitude)
        guard let angle = atan(ratio, p) else { return nil }
        let folded = abscissa.signum > 0 ? angle : Ball.subtract(pi(p), angle, p)
        return (up ? folded : -folded, 0)
      }
    }
  }

  /// π or e correctly rounded to `digits` digits.
  static func constant(_ constant: Constant, digits: Int) -> Result<BigDecimal, ArithmeticFailure> {
    if constant == .infinity { return .failure(.notFinite(.infinity)) }
    return Ziv.rounded(digits: digits) { bits in
      switch constant {
      case .pi: return (pi(bits), 0)
      case .e, .infinity: return (e(bits), 0)  // inf is refused above
      }
    }
  }

  /// The largest number of digits an exact power may have before it is computed by
  /// exp(y · log x) instead.
  static func exactPowerDigits(_ digits: Int) -> Int { 4 * digits + 1_000 }

  /// x ^ y: exact when the result is a short decimal (integer powers, roots of perfect
  /// powers), exp(y · log x) otherwise.
  static func power(_ x: Fraction, _ y: Fraction, _ digits: Int) -> Outcome {
    let base = Rational(x.numerator, x.denominator)
    let exponent = Rational(y.numerator, y.denominator)
    if exponent.isZero || base == .one { return .success(.one) }
    if base.isZero {
      guard exponent.signum > 0 else {
        return .failure(ArithmeticFailure("0 to a negative power (division by zero)"))
      }
      return .success(.zero)
    }
    if exponent.isInteger, let n = exponent.numerator.intValue,
      let exact = exactIntegerPower(base, n, limit: exactPowerDigits(digits))
    {
      return .success(exact(digits))
    }
    if !exponent.isInteger {
      guard base.signum > 0 else {
        return .failure(ArithmeticFailure("a negative number to a non-integer power"))
      }
      if let rootBase = exactRoot(base, degree: exponent.denominator),
        let n = exponent.numerator.intValue,
        let exact = exactIntegerPower(rootBase, n, limit: exactPowerDigits(digits))
      {
        return .success(exact(digits))
      }
    }
    // exp(y · log|x|), negative for a negative x and an odd y.
    let negative =
      base.signum < 0 && exponent.numerator.isOdd
    let magnitude = x.magnitude
    let (log2T, positive) = roughLog2OfLogarithm(magnitude, times: y)
    // |y · ln x| above ln(10^maximumExponent) = 2.3e15 ≈ 2^51.03.
    if log2T > 51.1 { return .failure(ArithmeticFailure(positive ? tooLarge : tooSmall)) }
    // |y · ln x| below 2^-(bits + 4): x^y = exp(y · ln x) rounds to 1 (see tinyArgument).
    if log2T < -Double(decidingBits(digits) + 8) { return .success(.one) }
    // The bits of y · ln x above the point (exp's relative error is t's absolute one), and the
    // logarithm to the bits of y above it too, so that t keeps them however close x is to 1.
    let scale = Int(Swift.max(0, y.log2Magnitude ?? 0, log2T).rounded(.up)) + 16
    let value = Ziv.rounded(digits: digits) { bits in
      let p = bits + scale
      guard let logarithm = log(magnitude, p) else { return nil }
      let t = Ball.multiply(y.ball(p + 8), logarithm, p)
      // A ball too wide to place the result among the powers of ten: more bits.
      guard t.magnitudeBits <= 53, let (e, tens) = exp(t, tens: bits + 8) else { return nil }
      return (negative ? -e : e, tens)
    }
    return value
  }

  /// log2 |y · ln x| roughly (minus infinity for x = 1) and whether y · ln x is positive, for
  /// x > 0: near 1, from x - 1 (exact), which the difference of two rough logarithms loses.
  static func roughLog2OfLogarithm(_ x: Fraction, times y: Fraction) -> (Double, Bool) {
    let difference = x + Fraction(-1)
    guard let log2Difference = difference.log2Magnitude, let log2Y = y.log2Magnitude else {
      return (-.infinity, true)
    }
    let log2Logarithm: Double
    if log2Difference < -1000 {
      log2Logarithm = log2Difference  // ln(1 + d) = d to far more than 53 bits
    } else if log2Difference < -1 {
      log2Logarithm = log2(Swift.abs(log1p(difference.roughDouble)))
    } else {
      log2Logarithm = log2(Swift.abs((x.log2Magnitude ?? 0) * 0.6931471805599453))
    }
    return (log2Logarithm + log2Y, (difference.signum > 0) == (y.signum > 0))
  }

  /// base^n exactly as a function of the digits to round to, when it has at most `limit`
  /// digits beside its power of ten; nil for 0^-n or a result too long.
  ///
  /// The base's factors of ten are taken out first (base = s · 10^t, so base^n is
  /// s^n · 10^(t·n)): `10^16384`, `100^8192` and `(5e-20)^55` cost the digits of s^n, not
  /// those of the whole power, and stay exact, ties included.
  static func exactIntegerPower(_ base: Rational, _ n: Int, limit: Int)
    -> ((Int) -> BigDecimal)?
  {
    let (top, topTens) = IntegerRoots.removingTens(base.numerator.magnitude)
    let (bottom, bottomTens) = IntegerRoots.removingTens(base.denominator.magnitude)
    let (shift, overflow) = (topTens - bottomTens).multipliedReportingOverflow(by: n)
    // Beyond twice the exponent range the result is out of range whatever s^n is.
    guard !overflow, shift.magnitude <= 2 * UInt(Precision.maximumExponent) else { return nil }
    let negative = base.signum < 0 && n % 2 != 0
    let significandBits = top.bitWidth + bottom.bitWidth - 2
    guard Double(significandBits) * 0.30103 * Double(n.magnitude) <= Double(limit) else {
      return nil
    }
    let result: Rational
    if significandBits == 0 {
      result = .one  // s is 1: 1^n needs no work, even for n near Int.max
    } else {
      guard let power = Rational(top, bottom).power(n) else { return nil }
      result = power
    }
    return { digits in
      let q = BigDecimal.quotient(
        BigDecimal(negative ? -result.numerator : result.numerator),
        BigDecimal(result.denominator), digits: digits)
      return BigDecimal(q.significand, exponent: q.exponent + shift)
    }
  }

  /// The exact `degree`-th root of a positive rational, when both its terms are perfect
  /// powers (any degree: GMP's root costs little, and a degree above a term's bit width has
  /// no integer root but 1).
  static func exactRoot(_ x: Rational, degree: BigInt) -> Rational? {
    guard let b = degree.intValue, b >= 1 else { return nil }
    guard let top = IntegerRoots.exactRoot(x.numerator.magnitude, degree: b),
      let bottom = IntegerRoots.exactRoot(x.denominator.magnitude, degree: b)
    else { return nil }
    return Rational(top, bottom)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
