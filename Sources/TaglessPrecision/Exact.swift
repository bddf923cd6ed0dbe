import Tagless

/// Exact rational arithmetic on integers of unlimited size.
///
/// Literals are read exactly (`0.1 + 0.2` is `3/10`), `+ - * / %`, integer powers, `min`,
/// `max`, `abs`, `floor`, `ceil`, `round`, `trunc` and comparisons are exact, and so is every
/// function whose result is rational: `sqrt(9/4)` is `3/2`, `log10(1000)` is `3`, `exp(0)` is
/// `1`. What leaves the rationals (`sqrt(2)`, `sin(1)`, `pi`, `2^0.5`) is computed by
/// ``Precise``'s functions at ``Precision/digits`` digits, correctly rounded, and printed
/// marked as approximate: `≈ 1.4142…`. An operation with an approximate operand is approximate.
/// An approximate value carries a proven enclosure (``Approximation``): the comparisons,
/// `floor`, `ceil`, `round`, `trunc`, `%`, `min` and `max` of it are decided from that, with
/// more bits as needed, or are a failure ("cannot be decided to 120 digits" at 50 digits,
/// the budget being 2N + 20), never a guess from the rounded decimal.
/// A sum, difference, product or quotient whose exact value would be longer than the budget
/// (100,000 digits, numerator and denominator together; `4 × digits + 1,000` above that) is a
/// failure: repeated squaring cannot grow a value until memory runs out.
///
/// A number that reaches it as a double (a variable's value, a literal inside a user
/// function's body) is read as the shortest decimal that prints that double, which is exact
/// for any decimal of up to 15 significant digits.
///
/// ```swift
/// try Parser.expression("1/3 + 1/6", as: Exact.self).description   // "1/2"
/// try Parser.expression("(2/3)^-2", as: Exact.self).description    // "9/4"
/// try Parser.expression("sqrt(2)", as: Exact.self).description     // "≈ 1.41421356…"
/// ```
public struct Exact: Hashable, Sendable, CustomStringConvertible {
  /// An exact or an approximate number.
  public enum Number: Hashable, Sendable {
    /// An exact fraction.
    case exact(Rational)
    /// A value outside the rationals: its decimal rounded to the digits, and a proven
    /// enclosure that decisions on it refine.
    case approximate(Approximation)
  }

  /// The mark printed before an approximate value.
  public static let approximateMark = "≈ "

  /// The number, or why there is none.
  public var result: Result<Number, ArithmeticFailure>

  /// Wraps a result.
  public init(_ result: Result<Number, ArithmeticFailure>) { self.result = result }

  /// An exact value.
  public init(_ rational: Rational) { self.init(.success(.exact(rational))) }

  /// A failure.
  init(failure message: String) { self.init(.failure(ArithmeticFailure(message))) }

  /// An approximate value that shows `outcome` (or its failure) and is enclosed by
  /// `enclosure`.
  init(
    approximately outcome: Result<BigDecimal, ArithmeticFailure>,
    enclosure: @autoclosure () -> Enclosure, residue: Approximation.Residue? = nil,
    residueDepth: Int = 0
  ) {
    self.init(
      outcome.flatMap(Precise.checked).map {
        .approximate(
          Approximation($0, enclosure: enclosure(), residue: residue, residueDepth: residueDepth))
      })
  }

  /// An approximate value of a function of exact operands that `outcome` rounds correctly to
  /// any number of digits: shown at the digits in force, enclosed by its roundings to more.
  init(correctlyRounded outcome: @escaping @Sendable (_ digits: Int) -> Elementary.Outcome) {
    self.init(
      approximately: outcome(Precision.digits), enclosure: .rounding(outcome))
  }

  /// The exact value, if the result is one.
  public var rational: Rational? {
    if case .success(.exact(let value)) = result { return value }
    return nil
  }

  /// The failure, if there is one.
  public var failure: ArithmeticFailure? {
    if case .failure(let failure) = result { return failure }
    return nil
  }

  /// This value as an operation's failed operand passes it on: an infinity stops being one
  /// (`ArithmeticFailure.operandFailure`).
  var operandFailure: Exact {
    guard let failure, failure.infinity != nil else { return self }
    return Exact(.failure(failure.operandFailure))
  }

  /// `1/2`, `7`, `≈ 1.4142135623730950488016887242096980785696718753769`, or the failure's
  /// message.
  public var description: String {
    switch result {
    case .success(.exact(let value)): value.description
    case .success(.approximate(let value)): Self.approximateMark + value.value.description
    case .failure(let failure): failure.message
    }
  }

  /// The nearest double: exact for an exact value (correctly rounded), the decimal's otherwise.
  public var doubleValue: Double? {
    switch result {
    case .success(.exact(let value)): Self.double(value)
    case .success(.approximate(let value)): value.value.doubleValue
    case .failure: nil
    }
  }

  /// A rational correctly rounded to a double (through 800 digits and a sticky digit).
  static func double(_ value: Rational) -> Double {
    // The quotient truncated to at least 800 digits, then a 1 when it is inexact: a halfway
    // point between doubles has at most 767 significant digits, so the text lies on the same
    // side of each as the exact value (rounding to 800 digits could land on one).
    let numerator = value.numerator.magnitude
    let denominator = value.denominator.magnitude
    let shift = 800 - IntegerRoots.digitCount(numerator) + IntegerRoots.digitCount(denominator)
    let (quotient, remainder) =
      shift >= 0
      ? (numerator * IntegerRoots.powerOfTen(shift)).quotientAndRemainder(dividingBy: denominator)
      : numerator.quotientAndRemainder(dividingBy: denominator * IntegerRoots.powerOfTen(-shift))
    var significand = quotient
    var exponent = -shift
    if !remainder.isZero {
      significand = significand * 10 + 1
      exponent -= 1
    }
    return BigDecimal(value.signum < 0 ? -significand : significand, exponent: exponent)
      .doubleValue
  }
}

// MARK: - Mixing exact and approximate values

extension Exact.Number {
  /// The value rounded to `digits` digits (an approximation's own value).
  func decimal(_ digits: Int) -> BigDecimal {
    switch self {
    case .approximate(let value): value.value
    case .exact(let value):
      BigDecimal.quotient(
        BigDecimal(value.numerator), BigDecimal(value.denominator), digits: digits)
    }
  }

  /// The exact value as an argument of Precise's functions (nil when a decimal is too large).
  var fraction: Fraction? {
    switch self {
    case .exact(let value): Fraction(value)
    case .approximate(let value): Elementary.argument(value.value)
    }
  }

  /// The proven enclosure of the value (an exact value's is itself).
  var enclosure: Enclosure {
    switch self {
    case .exact(let value): .exact(Fraction(value))
    case .approximate(let value): value.enclosure
    }
  }

  /// The value's remainders modulo integers, when it is an integer (exact, or too large to
  /// hold); nil otherwise.
  var residue: Approximation.Residue? {
    switch self {
    case .exact(let value):
      guard value.isInteger else { return nil }
      let integer = value.numerator
      return { m in integer.modulo(m) }
    case .approximate(let value): return value.residue
    }
  }

  /// How deep the residue's computation goes (``Approximation/residueDepth``).
  var residueDepth: Int {
    if case .approximate(let value) = self { return value.residueDepth }
    return 0
  }

  /// Compares exactly: -1, 0 or 1, decided from the enclosures when a value is approximate
  /// (``Enclosure/sign(digits:)`` of the difference), or the failure that says the budget
  /// did not decide it.
  static func order(_ a: Self, _ b: Self, _ what: @autoclosure () -> String)
    -> Result<Int, ArithmeticFailure>
  {
    if case .exact(let x) = a, case .exact(let y) = b { return .success(Rational.compare(x, y)) }
    let digits = Precision.digits
    let difference = Enclosure.combining(a.enclosure, b.enclosure) { Ball.subtract($0, $1, $2) }
    guard let sign = difference.sign(digits: digits) else {
      return .failure(Enclosure.undecided(what(), digits: digits))
    }
    return .success(sign)
  }
}
