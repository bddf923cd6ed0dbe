import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StandardLibrary {
  /// `log(x, base)`: the logarithm of x to a base, beside the built-in `log(x)`.
  ///
  /// x > 0, base > 0 and base ≠ 1; another argument fails in exact and precise (at the
  /// call) and is NaN (or ±infinity, for x = 0) in the Double views. Exact when the result is
  /// rational: `log(8, 2)` is 3, `log(8, 4)` is 3/2, `log(1/9, 3)` is -2; otherwise `≈` and
  /// correctly rounded, as `log(x)` is. Precise is correctly rounded. The Double kernel uses
  /// `log2` and `log10` for those bases, else `log(x) / log(base)`. LaTeX `\log_{b}(x)`;
  /// partial derivatives `1 / (x · log(b))` and `-log(x) / (b · log(b)^2)`.
  static let logarithmToBase = HostFunction(function: "log", arity: 2) { a in
    switch a[1] {
    case 2: log2(a[0])
    case 10: log10(a[0])
    default: log(a[0]) / log(a[1])
    }
  }
  .with(LaTeXForm { a in "\\log_{\(a[1])}(\(a[0]))" })
  .with(Slopes())
  .with(Prelude())
  .with(ExactKernel(exactLogarithm))
  .with(PreciseKernel(preciseLogarithm))

  /// ∂/∂x = 1 / (x log b); ∂/∂b = -log(x) / (b log(b)²).
  private struct Slopes: DerivativeRule {
    func partial<R: Language>(_ position: Int, of a: [R]) -> R? {
      let logBase = R.function1(.log, a[1])
      if position == 0 { return .divide(.number(1), .multiply(a[0], logBase)) }
      return .negate(
        .divide(.function1(.log, a[0]), .multiply(a[1], .power(logBase, .number(2)))))
    }
  }

  /// The exact kernel: a rational where the logarithm is one, else `log(x) / log(b)`
  /// correctly rounded.
  @Sendable static func exactLogarithm(_ a: [Exact]) -> Exact {
    guard case .success(.exact(let x)) = a[0].result, case .success(.exact(let b)) = a[1].result
    else {
      return .divide(.function1(.log, a[0]), .function1(.log, a[1]))
    }
    if let failure = logarithmDomain(x, b) { return Exact(.failure(failure)) }
    if let exponent = rationalLogarithm(x, b) { return Exact(exponent) }
    let (xf, bf) = (Fraction(x), Fraction(b))
    return Exact(correctlyRounded: { logarithm(xf, bf, $0) })
  }

  /// The precise kernel: correctly rounded to the digits.
  @Sendable static func preciseLogarithm(_ a: [Precise]) -> Precise {
    Precise.combine(a[0], a[1]) { x, b in
      guard let xf = Elementary.argument(x), let bf = Elementary.argument(b) else {
        return .failure(ArithmeticFailure(Elementary.outOfRange("log")))
      }
      let (xr, br) = (Rational(x), Rational(b))
      if let failure = logarithmDomain(xr, br) { return .failure(failure) }
      if let exponent = rationalLogarithm(xr, br) {
        return Elementary.rounded(Fraction(exponent), Precision.digits)
      }
      return logarithm(xf, bf, Precision.digits)
    }
  }

  /// Why `log(x, b)` has no real value, or nil when it has one.
  static func logarithmDomain(_ x: Rational, _ b: Rational) -> ArithmeticFailure? {
    if b.signum <= 0 || b == .one {
      return ArithmeticFailure("the base of 'log' must be positive and not 1")
    }
    if x.isZero { return ArithmeticFailure("log of 0 is -infinity") }
    if x.signum < 0 { return ArithmeticFailure(Elementary.negativeLog) }
    return nil
  }

  /// p/q when x^q = b^p for a small q (up to 12), else nil.
  static func rationalLogarithm(_ x: Rational, _ b: Rational) -> Rational? {
    if x == .one { return .zero }
    func log2(_ r: Rational) -> Double {
      r.numerator.magnitude.log2Magnitude - r.denominator.log2Magnitude
    }
    let estimate = log2(x) / log2(b)
    // Powers that large would take long to compare; such a logarithm is not tried.
    let bits =
      Double(max(x.numerator.bitWidth, x.denominator.bitWidth, 1))
      + Double(max(b.numerator.bitWidth, b.denominator.bitWidth, 1))
    guard estimate.isFinite, bits * 12 * max(1, estimate.magnitude) < 1_000_000 else {
      return nil
    }
    for q in 1...12 {
      let p = (estimate * Double(q)).rounded()
      guard p != 0, let power = Int(exactly: p), x.power(q) == b.power(power) else { continue }
      return Rational(BigInt(power), BigInt(q))
    }
    return nil
  }

  /// log(x) / log(b) correctly rounded to `digits` (x > 0, b > 0, b ≠ 1).
  static func logarithm(_ x: Fraction, _ b: Fraction, _ digits: Int) -> Elementary.Outcome {
    Ziv.rounded(digits: digits) { bits in
      guard let top = Elementary.log(x, bits + 8), let bottom = Elementary.log(b, bits + 8)
      else { return nil }
      return Ball.divide(top, bottom, bits + 8).map { ($0, 0) }
    }
  }
}
