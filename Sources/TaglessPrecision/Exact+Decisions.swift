import Tagless

// MARK: - Decisions on approximate values

extension Exact {
  /// floor, ceil, round or trunc of an approximate value.
  ///
  /// The exact integer, decided from its enclosure, or the failure that says the budget did
  /// not decide it. An integer too
  /// large to hold (one that knows its remainders) is its own integer part.
  static func integral(_ function: UnaryFunction, of x: Approximation) -> Exact {
    if x.residue != nil { return Exact(.success(.approximate(x))) }
    let decided = x.enclosure.integral(
      function, digits: Precision.digits, digitLimit: exactDigitLimit)
    return Exact(decided.map { .exact(Rational($0)) })
  }

  /// `x % y` with an approximate operand: x - trunc(x / y) · y, the truncated quotient
  /// decided from the enclosures; exact when x is an integer too large to hold that knows its
  /// remainders and y an exact integer (`2^(2^40) % 3` is 1).
  static func approximateRemainder(_ x: Number, _ y: Number) -> Exact {
    let digits = Precision.digits
    if case .exact(let divisor) = y, divisor.isZero { return Exact(.failure(remainderByZero)) }
    guard let divisorSign = y.enclosure.sign(digits: digits), divisorSign != 0 else {
      return Exact(.failure(Enclosure.undecided("whether the divisor of '%' is 0", digits: digits)))
    }
    if case .exact(let divisor) = y, divisor.isInteger, let residue = x.residue {
      let m = divisor.numerator.magnitude
      let rest = residue(m)
      if rest.isZero { return Exact(.zero) }
      // The truncated remainder has the dividend's sign.
      guard let sign = x.enclosure.sign(digits: digits) else {
        return Exact(
          .failure(Enclosure.undecided("the sign of the dividend of '%'", digits: digits)))
      }
      return Exact(Rational(sign < 0 ? rest - m : rest))
    }
    let quotient = Enclosure.combining(x.enclosure, y.enclosure) { Ball.divide($0, $1, $2) }
    let truncated = quotient.integral(.trunc, digits: digits, digitLimit: exactDigitLimit)
    guard case .success(let q) = truncated else {
      return Exact(truncated.map { _ in .exact(.zero) })
    }
    let difference = subtract(Exact(.success(x)), multiply(Exact(.success(y)), Exact(Rational(q))))
    // The difference of the rounded decimals loses the digits that x and q · y share (all of
    // them in `(pi * 10^60) % 7`): the remainder is shown rounded from its enclosure instead.
    // It needs as many more bits as the quotient has (those of x that q · y cancels).
    guard case .success(.approximate(let rest)) = difference.result,
      let shown = rest.enclosure.decide(
        digits: digits, extraBits: q.magnitude.bitWidth,
        {
          Ziv.decide($0, tens: 0, digits: digits)
        })
    else { return difference }
    return Exact(.success(.approximate(Approximation(shown, enclosure: rest.enclosure))))
  }
}
