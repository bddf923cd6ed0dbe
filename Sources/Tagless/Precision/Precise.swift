import BigInt

// MARK: - Precise

/// Arbitrary-precision decimal floating point: every result correctly rounded to
/// ``Precision/digits`` significant digits (50 unless set; 2 to 100,000).
///
/// Literals are read exactly (`0.1` is one tenth, then rounded to the digits); `+ - * /`,
/// `%`, `^`, every built-in function and the constants `pi` and `e` give the value nearest
/// the exact result of their (rounded) operands, ties to even, as IEEE 754 does for doubles.
/// The elementary functions work on balls (`Ball`) with guard bits and compute again with
/// more when the rounding is not decided (Ziv); arguments of trigonometric functions are
/// reduced with as many digits of π as they need (`cos(1e22)` is right).
///
/// Errors are values: a division by zero, `0^-1`, `sqrt(-1)`, `log(0)`, a result beyond
/// `1e±10^15` make a ``failure`` placed at the operator's column, which the front end reports.
///
/// ```swift
/// let x = try Precision.withDigits(30) { try Parser.expression("sqrt(2)", as: Precise.self) }
/// x.description   // "1.41421356237309504880168872421"
/// ```
public struct Precise: Hashable, Sendable, CustomStringConvertible {
  /// The value, or why there is none.
  public var result: Result<BigDecimal, ArithmeticFailure>

  /// Wraps a result.
  public init(_ result: Result<BigDecimal, ArithmeticFailure>) { self.result = result }

  /// A value rounded to the current digits (or a failure beyond the exponent range).
  init(rounding value: BigDecimal) {
    self.init(Self.checked(value.rounded(toDigits: Precision.digits)))
  }

  /// A failure.
  init(failure message: String) { self.init(.failure(ArithmeticFailure(message))) }

  /// The value, if there is one.
  public var value: BigDecimal? { try? result.get() }

  /// The failure, if there is one.
  public var failure: ArithmeticFailure? {
    if case .failure(let failure) = result { return failure }
    return nil
  }

  /// The digits (no trailing zeros) in the calculator's layout, or the failure's message.
  public var description: String {
    switch result {
    case .success(let value): value.description
    case .failure(let failure): failure.message
    }
  }

  /// The value, or a failure when it is beyond the exponent range.
  static func checked(_ value: BigDecimal) -> Result<BigDecimal, ArithmeticFailure> {
    guard let leading = value.leadingExponent else { return .success(value) }
    if leading > Precision.maximumExponent {
      return .failure(ArithmeticFailure(Elementary.tooLarge))
    }
    if leading < -Precision.maximumExponent {
      return .failure(ArithmeticFailure(Elementary.tooSmall))
    }
    return .success(value)
  }

  /// Applies `operation` to two values, or passes the first failure on.
  static func combine(
    _ lhs: Precise, _ rhs: Precise,
    _ operation: (BigDecimal, BigDecimal) -> Result<BigDecimal, ArithmeticFailure>
  ) -> Precise {
    switch (lhs.result, rhs.result) {
    case (.failure, _): lhs
    case (_, .failure): rhs
    case (.success(let x), .success(let y)): Precise(operation(x, y).flatMap(checked))
    }
  }
}

// MARK: - Arithmetic

extension Precise: Arithmetic {
  /// Literals are read as written.
  public static var readsLiteralText: Bool { true }

  /// A double (a variable's value), as the shortest decimal that reads back as it.
  public static func number(_ value: Double) -> Precise {
    guard let decimal = BigDecimal(shortest: value) else {
      return Precise(failure: "\(NumberFormatting.string(value)) is not a finite number")
    }
    return Precise(rounding: decimal)
  }

  /// A literal's exact value, rounded to the digits.
  public static func number(_ value: Double, text: String) -> Precise {
    guard let decimal = BigDecimal(literal: text) else {
      return Precise(failure: "the literal \(text) is out of range")
    }
    return Precise(rounding: decimal)
  }

  /// A failure placed at the operator.
  public static func located(_ value: Precise, at offset: Int) -> Precise {
    guard case .failure(let failure) = value.result else { return value }
    return Precise(.failure(failure.placed(at: offset)))
  }

  /// The sum, correctly rounded.
  public static func add(_ lhs: Precise, _ rhs: Precise) -> Precise {
    combine(lhs, rhs) { .success(BigDecimal.sum($0, $1, digits: Precision.digits)) }
  }

  /// The difference, correctly rounded.
  public static func subtract(_ lhs: Precise, _ rhs: Precise) -> Precise {
    combine(lhs, rhs) { .success(BigDecimal.sum($0, -$1, digits: Precision.digits)) }
  }

  /// The product, correctly rounded.
  public static func multiply(_ lhs: Precise, _ rhs: Precise) -> Precise {
    combine(lhs, rhs) { .success(($0 * $1).rounded(toDigits: Precision.digits)) }
  }

  /// The quotient, correctly rounded; dividing by zero is a failure.
  public static func divide(_ lhs: Precise, _ rhs: Precise) -> Precise {
    combine(lhs, rhs) { x, y in
      guard !y.isZero else { return .failure(ArithmeticFailure("division by zero")) }
      return .success(BigDecimal.quotient(x, y, digits: Precision.digits))
    }
  }

  /// The truncated remainder (exact, then rounded); by zero it is a failure.
  public static func remainder(_ lhs: Precise, _ rhs: Precise) -> Precise {
    combine(lhs, rhs) { x, y in
      guard !y.isZero else { return .failure(ArithmeticFailure("remainder of a division by zero")) }
      return .success(BigDecimal.remainder(x, y).rounded(toDigits: Precision.digits))
    }
  }

  /// The negation.
  public static func negate(_ operand: Precise) -> Precise {
    Precise(operand.result.map { -$0 })
  }
}
