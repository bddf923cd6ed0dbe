// MARK: - Truth

/// The Booleans of an arithmetic whose values can fail (``MachineArithmetic``): a value, or the
/// failure of an operand it needed (`1/0 < 2` has no truth value; its failure goes on to the
/// end of the line).
public typealias Truth = Result<Bool, ArithmeticFailure>

/// Why an exact or precise computation has no value, and where: a division by zero, `0^-1`,
/// the square root of a negative number, a result beyond the exponent range.
///
/// An arithmetic whose values can fail (TaglessPrecision's `Exact` and `Precise`) cannot throw
/// from its constructors, so a failed value carries its first failure to the end of the line;
/// the parser tells it the column of each operator and built-in call
/// (``Arithmetic/located(_:at:)``), and a call of a user function places a failure in its body
/// at the call (``MachineArithmetic``).
///
/// ```swift
/// let result = try Parser.expression("1 + 1/0", as: Exact.self)
/// result.failure?.message   // "division by zero"
/// result.failure?.offset    // 5
/// ```
public struct ArithmeticFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var message: String
  /// The byte offset of the operator or call in the parsed text, once known.
  public var offset: Int?
  /// The sign of the infinity this failure is, when it is `inf` or `-inf` itself (a value
  /// passed on unchanged); nil for every other failure.
  package var infiniteSign: FloatingPointSign?

  /// A failure not yet placed.
  public init(_ message: String, at offset: Int? = nil) {
    self.message = message
    self.offset = offset
  }

  /// The failure a double that is not finite is, to an arithmetic without infinities or NaN:
  /// `inf is not a finite number`, which knows its sign.
  package static func notFinite(_ value: Double, at offset: Int? = nil) -> Self {
    var failure = Self("\(NumberFormatting.string(value)) is not a finite number", at: offset)
    if value.isInfinite { failure.infiniteSign = value.sign }
    return failure
  }

  /// The message.
  public var description: String { message }

  /// This failure, placed at `offset` unless it already has a place.
  package func placed(at offset: Int) -> Self {
    var placed = self
    placed.offset = self.offset ?? offset
    return placed
  }
}

extension ParseError {
  /// A failed exact or precise computation, at its operator's column in `text`, the text that
  /// was parsed (column 1 when it has no place).
  public init(_ failure: ArithmeticFailure, in text: String) {
    var text = text
    self = text.withUTF8 { bytes in ParseError(failure, in: bytes) }
  }

  /// A failed exact or precise computation, at its operator's column in `bytes`, the line that
  /// was parsed (column 1 when it has no place).
  public init(_ failure: ArithmeticFailure, in bytes: UnsafeBufferPointer<UInt8>) {
    self.init(failure.message, at: failure.offset ?? 0, in: bytes)
  }
}
