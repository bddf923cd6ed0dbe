import Tagless

// MARK: - Arithmetic

extension Exact: Arithmetic {
  /// A double (a variable's value), as the shortest decimal that reads back as it.
  public static func number(_ value: Double) -> Exact {
    guard let decimal = BigDecimal(shortest: value) else {
      return Exact(.failure(.notFinite(value)))
    }
    return Exact(Rational(decimal))
  }

  /// A literal's exact value, read from its bytes (`0.1`, `1_000`, `0xff`).
  public static func number(_ value: Double, bytes: UnsafeBufferPointer<UInt8>) -> Exact {
    guard let text = BigDecimal.decimalText(ofLiteral: bytes) else {
      return Exact(failure: "the literal \(String(decoding: bytes, as: UTF8.self)) is not a number")
    }
    return number(value, text: text)
  }

  /// A literal's exact value (one beyond 1e±100000 is kept as a decimal, marked approximate).
  public static func number(_ value: Double, text: String) -> Exact {
    guard let decimal = BigDecimal(literal: text) else {
      return Exact(failure: "the literal \(text) is out of range")
    }
    guard Elementary.argument(decimal) != nil else {
      return Exact(
        approximately: .success(decimal.rounded(toDigits: Precision.digits)),
        enclosure: .point(decimal))
    }
    return Exact(Rational(decimal))
  }

  /// A failure placed at the operator.
  public static func located(_ value: consuming Exact, at offset: Int) -> Exact {
    guard case .failure(let failure) = value.result else { return value }
    return Exact(.failure(failure.placed(at: offset)))
  }

  /// The failure of an operation begun after a cancellation (`Cancellation`), nil
  /// while none is asked for: what each operation, built-in and power looks at first.
  static var interrupted: Exact? {
    Cancellation.isRequested ? Exact(failure: Cancellation.message) : nil
  }

  /// Applies `exact` to two exact values and `approximate` (on the rounded decimals)
  /// otherwise, enclosed by `ball` of the operands' balls (and with the remainders `residue`
  /// combines, when both operands are integers that know theirs); a failure passes on, and
  /// so does an exact result past the budget.
  ///
  /// The cancellation is looked at before each operation: one operation on large operands is
  /// short, but a long chain of them (`x * x * … * x` of a million bytes) is not.
  static func combine(
    _ lhs: Exact, _ rhs: Exact,
    exact: (Rational, Rational) -> Result<Number, ArithmeticFailure>,
    approximate: (BigDecimal, BigDecimal, Int) -> Result<BigDecimal, ArithmeticFailure>,
    ball: @escaping @Sendable (Ball, Ball, Int) -> Ball?,
    residue: (@Sendable (BigInt, BigInt) -> BigInt)? = nil
  ) -> Exact {
    if let interrupted { return interrupted }
    switch (lhs.result, rhs.result) {
    case (.failure, _): return lhs.operandFailure
    case (_, .failure): return rhs.operandFailure
    case (.success(.exact(let x)), .success(.exact(let y))):
      return Exact(exact(x, y).flatMap(withinBudget))
    case (.success(let x), .success(let y)):
      let digits = Precision.digits
      var combined: Approximation.Residue?
      if let residue, let a = x.residue, let b = y.residue {
        combined = { m in residue(a(m), b(m)).modulo(m) }
      }
      return Exact(
        approximately: approximate(x.decimal(digits), y.decimal(digits), digits),
        enclosure: .combining(x.enclosure, y.enclosure, ball), residue: combined,
        residueDepth: max(x.residueDepth, y.residueDepth) + 1)
    }
  }

  /// The exact sum.
  public static func add(_ lhs: Exact, _ rhs: Exact) -> Exact {
    combine(lhs, rhs) {
      .success(.exact($0 + $1))
    } approximate: {
      // Not the exact sum: `≈ 1e999999999999999 + 1` would align on 10^999999999999999.
      .success(BigDecimal.sum($0, $1, digits: $2))
    } ball: {
      Ball.add($0, $1, $2)
    } residue: {
      $0 + $1
    }
  }

  /// The exact difference.
  public static func subtract(_ lhs: Exact, _ rhs: Exact) -> Exact {
    combine(lhs, rhs) {
      .success(.exact($0 - $1))
    } approximate: {
      .success(BigDecimal.sum($0, -$1, digits: $2))
    } ball: {
      Ball.subtract($0, $1, $2)
    } residue: {
      $0 - $1
    }
  }

  /// The exact product.
  public static func multiply(_ lhs: Exact, _ rhs: Exact) -> Exact {
    combine(lhs, rhs) {
      .success(.exact($0 * $1))
    } approximate: {
      .success(($0 * $1).rounded(toDigits: $2))
    } ball: {
      Ball.multiply($0, $1, $2)
    } residue: {
      $0 * $1
    }
  }

  /// The exact quotient; dividing by zero is a failure, and so is dividing by an approximate
  /// value that cannot be told from zero.
  public static func divide(_ lhs: Exact, _ rhs: Exact) -> Exact {
    if case .success(.approximate(let divisor)) = rhs.result, lhs.failure == nil,
      divisor.enclosure.sign(digits: Precision.digits) == nil
    {
      return Exact(
        .failure(Enclosure.undecided("whether the divisor is 0", digits: Precision.digits)))
    }
    return combine(lhs, rhs) { x, y in
      guard let quotient = Rational.dividing(x, by: y) else { return .failure(divisionByZero) }
      return .success(.exact(quotient))
    } approximate: { x, y, digits in
      guard !y.isZero else { return .failure(divisionByZero) }
      return .success(BigDecimal.quotient(x, y, digits: digits))
    } ball: {
      Ball.divide($0, $1, $2)
    }
  }

  /// The exact truncated remainder (the sign of the left operand); by zero it is a failure.
  ///
  /// With an approximate operand, the quotient's integer part is decided from the
  /// enclosures (`approximateRemainder(_:_:)`).
  public static func remainder(_ lhs: Exact, _ rhs: Exact) -> Exact {
    if let interrupted { return interrupted }
    switch (lhs.result, rhs.result) {
    case (.failure, _): return lhs.operandFailure
    case (_, .failure): return rhs.operandFailure
    case (.success(.exact(let x)), .success(.exact(let y))):
      guard let rest = Rational.remainder(x, y) else { return Exact(.failure(remainderByZero)) }
      return Exact(.success(.exact(rest)))
    case (.success(let x), .success(let y)): return approximateRemainder(x, y)
    }
  }

  /// The negation.
  public static func negate(_ operand: Exact) -> Exact {
    switch operand.result {
    case .failure(let failure): Exact(.failure(failure.negated))
    case .success(.exact(let x)): Exact(-x)
    case .success(.approximate(let x)): Exact(.success(.approximate(-x)))
    }
  }

  /// An exact value of at most ``exactDigitLimit`` digits (numerator and denominator
  /// together), or the failure that says it is longer: with operands within it, every
  /// operation's work stays bounded (GMP would otherwise grow a repeated square until memory
  /// runs out).
  static func withinBudget(_ number: Number) -> Result<Number, ArithmeticFailure> {
    guard case .exact(let value) = number, value.digitEstimate > exactDigitLimit else {
      return .success(number)
    }
    return .failure(ArithmeticFailure("the exact result has more than \(exactDigitLimit) digits"))
  }

  static let divisionByZero = ArithmeticFailure("division by zero")
  static let remainderByZero = ArithmeticFailure("remainder of a division by zero")
}

// MARK: - Powers

extension Exact: Power {
  /// The most digits an exact power may have; a longer one is computed approximately.
  static var exactDigitLimit: Int { max(100_000, 4 * Precision.digits + 1_000) }

  /// `base ^ exponent`: exact for integer powers and for roots of perfect powers.
  public static func power(_ base: Exact, _ exponent: Exact) -> Exact {
    if let interrupted { return interrupted }
    switch (base.result, exponent.result) {
    case (.failure, _): return base.operandFailure
    case (_, .failure): return exponent.operandFailure
    case (.success(.exact(let x)), .success(.exact(let y))):
      if let exact = exactPower(x, y) { return exact }
      let (xf, yf) = (Fraction(x), Fraction(y))
      guard y.isInteger, let n = y.numerator.intValue else {
        return Exact(correctlyRounded: { Elementary.power(xf, yf, $0) })
      }
      // An integer power too long to hold: by powers of balls, and its remainders by modular
      // powers (`2^(2^40) % 3`).
      var residue: Approximation.Residue?
      if x.isInteger, n >= 0 {
        let base = x.numerator
        residue = { m in base.modulo(m).power(BigInt(n), modulus: m) }
      }
      return Exact(
        approximately: Elementary.power(xf, yf, Precision.digits),
        enclosure: .mapping(.exact(xf)) { Ball.power($0, n, $1) }, residue: residue)
    case (.success(let x), .success(let y)):
      guard let xf = x.fraction, let yf = y.fraction else {
        return Exact(failure: Elementary.outOfRange("^"))
      }
      let shown = Elementary.power(xf, yf, Precision.digits)
      guard case .exact(let exponent) = y, exponent.isInteger,
        let n = exponent.numerator.intValue
      else {
        return Exact(approximately: shown, enclosure: .image(.pow, of: x.enclosure, y.enclosure))
      }
      var residue: Approximation.Residue?
      if let base = x.residue, n >= 0 {
        residue = { m in base(m).power(BigInt(n), modulus: m) }
      }
      return Exact(
        approximately: shown, enclosure: .mapping(x.enclosure) { Ball.power($0, n, $1) },
        residue: residue, residueDepth: x.residueDepth + 1)
    }
  }

  /// x^y when it is rational (or fails), nil when it is not or is too long.
  static func exactPower(_ x: Rational, _ y: Rational) -> Exact? {
    if y.isZero || x == .one { return Exact(.one) }
    if x.isZero {
      guard y.signum > 0 else {
        return Exact(failure: "0 to a negative power (division by zero)")
      }
      return Exact(.zero)
    }
    var root = x
    if !y.isInteger {
      guard x.signum > 0 else {
        return Exact(failure: "a negative number to a non-integer power")
      }
      guard let exact = Elementary.exactRoot(x, degree: y.denominator) else { return nil }
      root = exact
    }
    // The power's size measured as the budget measures a value (``Rational/digitEstimate``),
    // from the logarithms: the operand's digits times n overestimate it by up to a digit a
    // factor (10^60000 counted as 120,000 digits became an approximation).
    guard let n = y.numerator.intValue,
      (Double(n.magnitude) * (root.numerator.log2Magnitude + root.denominator.log2Magnitude) + 2)
        * 0.30103 + 1 <= Double(exactDigitLimit),
      let value = root.power(n)
    else { return nil }
    return Exact(value)
  }
}
