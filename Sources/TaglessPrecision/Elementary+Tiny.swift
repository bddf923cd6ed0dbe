import Tagless

// MARK: - Tiny arguments, decided by analysis

extension Elementary {
  /// The relative bits that decide a rounding to `digits` digits, with a guard of seven
  /// decimal digits: a value within 2^-bits of a decimal of `digits` digits that is not a
  /// halfway point rounds to it.
  static func decidingBits(_ digits: Int) -> Int {
    Int((Double(digits) * 3.3219280948873626).rounded(.up)) + 24
  }

  /// `function(x)` for an x so small that its value is known to the digits asked without
  /// computing it, or nil when x is not that small (or the bounds straddle a rounding
  /// boundary: then the caller computes).
  ///
  /// For |x| ≤ 1/2: |exp x - 1| ≤ 2|x|, so below 2^-(bits + 4) exp x rounds to 1; and sin,
  /// tan, atan, asin, sinh and tanh are x(1 + δ) with |δ| ≤ x² (their series start
  /// x ∓ x³/6 or x ∓ x³/3), so below 2^-(bits/2 + 4) the value lies between x(1 - 2^-bits)
  /// and x(1 + 2^-bits), and when both round alike that is the answer. Raising the
  /// precision instead costs bits in proportion to |log x| and fails past its cap
  /// (`sin(1e-4000)` at 50 digits did).
  static func tinyArgument(
    _ function: UnaryFunction, _ x: Fraction, log2x: Double? = nil, digits: Int
  ) -> BigDecimal? {
    guard let log2x = log2x ?? x.log2Magnitude, log2x.isFinite else { return nil }
    let bits = decidingBits(digits)
    switch function {
    case .exp:
      guard log2x < -Double(bits + 4) else { return nil }
      return .one
    case .sin, .tan, .atan, .asin, .sinh, .tanh:
      guard 2 * log2x < -Double(bits + 4) else { return nil }
      let smaller = function == .sin || function == .atan || function == .tanh
      return nearIdentity(x, smaller: smaller, bits: bits, digits: digits)
    default:
      return nil
    }
  }

  /// The rounding of every value strictly between x and x(1 ∓ 2^-bits) (∓: minus when
  /// `smaller`), or nil when a rounding boundary lies strictly inside.
  static func nearIdentity(_ x: Fraction, smaller: Bool, bits: Int, digits: Int) -> BigDecimal? {
    let width = Fraction(BigInt(1), BigInt(1) << bits)
    let far = rounding(x * (Fraction(1) + (smaller ? -width : width)), digits)
    let near = rounding(x, digits)
    if far.significand == near.significand, far.exponent == near.exponent { return near }
    // They differ: a boundary lies in [x, far end]; it is x itself when x is halfway, then
    // every point strictly inside rounds to the far end's decimal.
    let longer = rounding(x, digits + 1)
    let halfway =
      longer.significand.magnitude.floorRemainder(dividingByWord: 10) == 5
      && IntegerRoots.digitCount(longer.significand) == digits + 1
      && Fraction.compare(Fraction(longer), x) == 0
    return halfway ? far : nil
  }

  /// An exact fraction correctly rounded to `digits` digits.
  static func rounding(_ x: Fraction, _ digits: Int) -> BigDecimal {
    BigDecimal.quotient(BigDecimal(x.numerator), BigDecimal(x.denominator), digits: digits)
  }
}
