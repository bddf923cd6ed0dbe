import Tagless

/// Arbitrary-precision decimal floating point: every result correctly rounded to
/// ``Precision/digits`` significant digits (50 unless set; 2 to 100,000).
///
/// Literals are exact operands: `0.1` is one tenth, and `2^16383` at 2 digits is 5.9e4931, the
/// power of the exponent as written (rounded first it would be 2^16000, 3e4816). `+ - * /`,
/// `%`, `^`, the comparisons, every built-in function and the constants `pi` and `e` give the
/// value nearest the exact result of their operands, ties to even, as IEEE 754 does for
/// doubles. Each operation rounds its result, so an operand that is itself a result is the
/// rounded one (`2^(16000 + 383)` at 2 digits is 2^16000). A literal's own value, shown or
/// kept in a variable, is rounded to the digits (`123456` at 2 digits is 120000).
/// The elementary functions and constants are GNU MPFR's, bracketed: a ball (`Ball`) proven to
/// hold the exact value, rounded to decimal at both ends, computed again with more bits when
/// the two roundings differ (Ziv); MPFR reduces arguments of trigonometric functions with as
/// many bits of π as they need (`cos(1e22)` is right).
///
/// Errors are values: a division by zero, `0^-1`, `sqrt(-1)`, `log(0)`, a result beyond
/// `1e±10^15` make a ``failure`` placed at the operator's column, which the front end reports.
///
/// ```swift
/// let x = try Precision.withDigits(30) { try Parser.expression("sqrt(2)", as: Precise.self) }
/// x.description   // "1.41421356237309504880168872421"
/// ```
public struct Precise: Hashable, Sendable, CustomStringConvertible {
  /// How a value is held: inline at up to ``SmallDecimal/maximumDigits`` digits (no heap
  /// allocation: the pipe's fast path), or as a ``BigDecimal``, or its failure.
  @usableFromInline
  enum Storage: Sendable {
    case small(SmallDecimal)
    case large(BigDecimal)
    /// A literal with more digits than the precision: its exact value, the operand of
    /// whatever uses it, and its rounding, its value.
    case literal(exact: BigDecimal, rounded: BigDecimal)
    case failure(ArithmeticFailure)
  }

  /// The value or its failure.
  @usableFromInline
  var storage: Storage

  /// The value, or why there is none.
  public var result: Result<BigDecimal, ArithmeticFailure> {
    get {
      switch storage {
      case .small(let value): .success(value.decimal)
      case .large(let value), .literal(_, let value): .success(value)
      case .failure(let failure): .failure(failure)
      }
    }
    set { self = Precise(newValue) }
  }

  /// The value as an operand: a literal's exact value, else the value.
  var operand: Result<BigDecimal, ArithmeticFailure> {
    if case .literal(let exact, _) = storage { return .success(exact) }
    return result
  }

  /// Wraps a result.
  public init(_ result: Result<BigDecimal, ArithmeticFailure>) {
    switch result {
    case .success(let value): storage = .large(value)
    case .failure(let failure): storage = .failure(failure)
    }
  }

  /// A value rounded to the current digits (or a failure beyond the exponent range).
  init(rounding value: BigDecimal) {
    self.init(rounded: Self.checked(value.rounded(toDigits: Precision.digits)))
  }

  /// A result already rounded to the current digits: held inline when it fits.
  init(rounded result: Result<BigDecimal, ArithmeticFailure>) {
    let digits = Precision.digits
    if case .success(let value) = result, digits <= SmallDecimal.maximumDigits,
      let small = SmallDecimal(value, digits: digits)
    {
      self.init(storage: .small(small))
    } else {
      self.init(result)
    }
  }

  /// An inline value, or a failure beyond the exponent range.
  @inline(__always)
  init(checking value: SmallDecimal) {
    // Below 10^13 limbs the leading exponent is far inside the range: no digits to count.
    if value.scale.magnitude < 10_000_000_000_000 {
      self.init(storage: .small(value))
    } else if let leading = value.leadingExponent, abs(leading) > Precision.maximumExponent {
      self.init(failure: leading > 0 ? Elementary.tooLarge : Elementary.tooSmall)
    } else {
      self.init(storage: .small(value))
    }
  }

  /// The value rounded to the current digits (a failure stays as it is).
  func rounded() -> Precise {
    let digits = Precision.digits
    switch storage {
    case .small(let value):
      if let rounded = SmallDecimal.rounded(
        value.wide, scale: value.scale, negative: value.isNegative, digits: digits)
      {
        return Precise(checking: rounded)
      }
      return Precise(rounding: value.decimal)
    case .large(let value), .literal(let value, _): return Precise(rounding: value)
    case .failure: return self
    }
  }

  /// A failure.
  init(failure message: String) { self.init(storage: .failure(ArithmeticFailure(message))) }

  /// A value held as `storage`.
  init(storage: Storage) { self.storage = storage }

  /// The value, if there is one.
  public var value: BigDecimal? { try? result.get() }

  /// The failure, if there is one.
  public var failure: ArithmeticFailure? {
    if case .failure(let failure) = storage { return failure }
    return nil
  }

  /// This value as an operation's failed operand passes it on: an infinity stops being one
  /// (`ArithmeticFailure.operandFailure`).
  var operandFailure: Precise {
    guard let failure, failure.infinity != nil else { return self }
    return Precise(.failure(failure.operandFailure))
  }

  /// The digits (no trailing zeros) in the calculator's layout, or the failure's message.
  public var description: String {
    switch storage {
    case .small(let value): value.description
    case .large(let value), .literal(_, let value): value.description
    case .failure(let failure): failure.message
    }
  }

  /// Calls `body` with the bytes of ``description``: for a value held inline (up to 55
  /// digits) they are written on the stack, and no string is made.
  ///
  /// ```swift
  /// var shown: [UInt8] = []
  /// Precise.number(0.5).withText { shown.append(contentsOf: $0) }   // "0.5"
  /// ```
  public func withText(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if case .small(let value) = storage { return value.withText(body) }
    var text = description
    text.withUTF8(body)
  }

  /// Equal values, or equal failures.
  public static func == (lhs: Precise, rhs: Precise) -> Bool { lhs.result == rhs.result }

  /// Hashes the value (not how it is held) or the failure.
  public func hash(into hasher: inout Hasher) { hasher.combine(result) }

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

  /// Two inline values at the current digits, for the fast path of an operator.
  static func small(_ lhs: Precise, _ rhs: Precise) -> (SmallDecimal, SmallDecimal, Int)? {
    guard case .small(let x) = lhs.storage, case .small(let y) = rhs.storage else { return nil }
    return (x, y, Precision.digits)
  }

  /// The failure of an operation begun after a cancellation (`Cancellation`), nil
  /// while none is asked for: what each operation on long decimals looks at first.
  static var interrupted: Precise? {
    Cancellation.isRequested ? Precise(.failure(ArithmeticFailure(Cancellation.message))) : nil
  }

  /// Applies `operation` to two values, or passes the first failure on.
  ///
  /// The cancellation is looked at first, as ``Exact`` does: one operation at 100,000 digits
  /// takes milliseconds, and a loop of them (the terms of a `sum`) would otherwise run on for
  /// seconds after Ctrl-C, since a function's applications look only every 4,096.
  static func combine(
    _ lhs: Precise, _ rhs: Precise,
    _ operation: (BigDecimal, BigDecimal) -> Result<BigDecimal, ArithmeticFailure>
  ) -> Precise {
    if let interrupted { return interrupted }
    return switch (lhs.operand, rhs.operand) {
    case (.failure, _): lhs.operandFailure
    case (_, .failure): rhs.operandFailure
    case (.success(let x), .success(let y)): Precise(rounded: operation(x, y).flatMap(checked))
    }
  }
}
