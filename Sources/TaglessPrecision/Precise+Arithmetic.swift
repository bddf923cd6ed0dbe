import Tagless

// MARK: - Arithmetic

extension Precise: Arithmetic {
  /// A double (a variable's value), as the shortest decimal that reads back as it.
  public static func number(_ value: Double) -> Precise {
    if value.isFinite, case let digits = Precision.digits, digits <= SmallDecimal.maximumDigits {
      let decimal = ShortestDecimal.decompose(value.magnitude.bitPattern)
      if value == 0 { return Precise(checking: .zero) }
      if let small = SmallDecimal(
        significand: UInt(decimal.significand), exponent: decimal.exponent,
        negative: value < 0, digits: digits)
      {
        return Precise(checking: small)
      }
    }
    guard let decimal = BigDecimal(shortest: value) else {
      return Precise(.failure(.notFinite(value)))
    }
    return Precise(rounding: decimal)
  }

  /// A literal, read from its bytes (no string made at up to 19 digits and 55 significant
  /// digits): its value rounded to the digits, and its exact value as an operand.
  @inline(__always)
  public static func number(_ value: Double, bytes: UnsafeBufferPointer<UInt8>) -> Precise {
    let digits = Precision.digits
    guard WrittenLiteral(bytes) == .decimal else {
      guard let text = BigDecimal.decimalText(ofLiteral: bytes) else {
        return Precise(
          failure: "the literal \(String(decoding: bytes, as: UTF8.self)) is not a number")
      }
      return number(value, text: text)
    }
    // 19 digits or more, an inline literal is exact (it has at most 19).
    if digits <= SmallDecimal.maximumDigits,
      let small = SmallDecimal(literal: bytes, digits: max(digits, 19))
    {
      if digits >= 19 { return Precise(checking: small) }
      return literal(small.decimal)
    }
    return number(value, text: String(decoding: bytes, as: UTF8.self))
  }

  /// A literal: its value rounded to the digits, and its exact value as an operand.
  public static func number(_ value: Double, text: String) -> Precise {
    guard let decimal = BigDecimal(literal: text) else {
      return Precise(failure: "the literal \(text) is out of range")
    }
    return literal(decimal)
  }

  /// The literal of exact value `exact`: held as its rounding when that is exact, else as both.
  static func literal(_ exact: BigDecimal) -> Precise {
    let rounded = Precise(rounding: exact)
    guard case .success(let value) = rounded.result, value != exact else { return rounded }
    return Precise(storage: .literal(exact: exact, rounded: value))
  }

  /// A failure placed at the operator.
  ///
  /// Inlinable: the parser calls it after every operator, and a value is rarely a failure.
  @inlinable
  public static func located(_ value: consuming Precise, at offset: Int) -> Precise {
    guard case .failure = value.storage else { return value }
    return placed(value, at: offset)
  }

  /// A failure placed at `offset`.
  @usableFromInline
  static func placed(_ value: Precise, at offset: Int) -> Precise {
    guard case .failure(let failure) = value.storage else { return value }
    return Precise(.failure(failure.placed(at: offset)))
  }

  /// The sum, correctly rounded.
  public static func add(_ lhs: Precise, _ rhs: Precise) -> Precise {
    if let (x, y, digits) = small(lhs, rhs), let sum = SmallDecimal.sum(x, y, digits: digits) {
      return Precise(checking: sum)
    }
    return combine(lhs, rhs) { .success(BigDecimal.sum($0, $1, digits: Precision.digits)) }
  }

  /// The difference, correctly rounded.
  public static func subtract(_ lhs: Precise, _ rhs: Precise) -> Precise {
    if let (x, y, digits) = small(lhs, rhs), let sum = SmallDecimal.sum(x, -y, digits: digits) {
      return Precise(checking: sum)
    }
    return combine(lhs, rhs) { .success(BigDecimal.sum($0, -$1, digits: Precision.digits)) }
  }

  /// The product, correctly rounded.
  public static func multiply(_ lhs: Precise, _ rhs: Precise) -> Precise {
    if let (x, y, digits) = small(lhs, rhs),
      let product = SmallDecimal.product(x, y, digits: digits)
    {
      return Precise(checking: product)
    }
    return combine(lhs, rhs) { .success(($0 * $1).rounded(toDigits: Precision.digits)) }
  }

  /// The quotient, correctly rounded; dividing by zero is a failure.
  public static func divide(_ lhs: Precise, _ rhs: Precise) -> Precise {
    if let (x, y, digits) = small(lhs, rhs), !y.isZero,
      let quotient = SmallDecimal.quotient(x, y, digits: digits)
    {
      return Precise(checking: quotient)
    }
    return combine(lhs, rhs) { x, y in
      guard !y.isZero else { return .failure(ArithmeticFailure("division by zero")) }
      return .success(BigDecimal.quotient(x, y, digits: Precision.digits))
    }
  }

  /// The truncated remainder (exact, then rounded); by zero it is a failure.
  public static func remainder(_ lhs: Precise, _ rhs: Precise) -> Precise {
    return combine(lhs, rhs) { x, y in
      guard !y.isZero else { return .failure(ArithmeticFailure("remainder of a division by zero")) }
      return .success(BigDecimal.remainder(x, y).rounded(toDigits: Precision.digits))
    }
  }

  /// The negation.
  public static func negate(_ operand: Precise) -> Precise {
    switch operand.storage {
    case .small(let value): Precise(checking: -value)
    case .large(let value): Precise(.success(-value))
    case .literal(let exact, let rounded):
      Precise(storage: .literal(exact: -exact, rounded: -rounded))
    case .failure(let failure): Precise(.failure(failure.negated))
    }
  }
}
