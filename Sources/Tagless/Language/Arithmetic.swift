/// The base of the tagless-final family: numbers and the five arithmetic operators.
///
/// A type that conforms is an *interpreter*: each static constructor builds that type's meaning
/// of one piece of syntax. The parser is generic over the interpreter, so parsing text into a
/// conforming type builds its interpretation directly, with no tree in between.
///
/// Refining protocols add capabilities one at a time (``Power``, ``Builtins``, ``Variables``,
/// ``UserFunctions``); ``Language`` names all of them together. Each constructor mirrors one case
/// of the initial encoding, ``ExpressionTree``, one to one.
///
/// The operands are `consuming`: the parser hands each over and never uses it again, so an
/// interpreter whose value owns storage (``Compiled``'s code, say) can extend it in place
/// instead of copying it at every operator. A conforming type may declare its constructors
/// without `consuming`; they then borrow as usual.
///
/// ```swift
/// func formula<R: Arithmetic>() -> R {
///   .add(.number(3), .divide(.multiply(.number(5), .subtract(.number(8), .number(7))), .number(6)))
/// }
/// let value: Evaluation = formula()      // 3.8333333333333335
/// let text: PrettyPrint = formula()      // 3 + 5 * (8 - 7) / 6
/// ```
public protocol Arithmetic {
  /// A numeric literal.
  static func number(_ value: Double) -> Self
  /// `lhs + rhs`.
  static func add(_ lhs: consuming Self, _ rhs: consuming Self) -> Self
  /// `lhs - rhs`.
  static func subtract(_ lhs: consuming Self, _ rhs: consuming Self) -> Self
  /// `lhs * rhs`.
  static func multiply(_ lhs: consuming Self, _ rhs: consuming Self) -> Self
  /// `lhs / rhs`.
  static func divide(_ lhs: consuming Self, _ rhs: consuming Self) -> Self
  /// `lhs % rhs`, the truncated remainder (C `fmod`).
  static func remainder(_ lhs: consuming Self, _ rhs: consuming Self) -> Self
  /// `-operand`.
  static func negate(_ operand: consuming Self) -> Self

  /// A numeric literal as written (`0.1`, `6.02e23`, digits beyond a double's, `1_000`,
  /// `0xff`): its ASCII bytes, valid only during the call, and `value`, the nearest double;
  /// by default `number(value)`. ``WrittenLiteral`` tells the forms apart.
  ///
  /// The parser calls this for every literal, and ``number(_:)`` for every other double. An
  /// interpreter that reads numbers exactly (TaglessPrecision's `Exact` and `Precise`) needs
  /// `0.1` as written, not as the nearest double; the others keep the default, which a
  /// specialised parser inlines to ``number(_:)``.
  static func number(_ value: Double, bytes: UnsafeBufferPointer<UInt8>) -> Self

  /// `value`, the result of the operator or built-in call written at byte `offset` of the
  /// parsed text; by default `value` itself.
  ///
  /// The parser passes each operator's and built-in call's result through this, so that an
  /// interpreter whose values can fail (a division by zero in `Exact`) can record where,
  /// without throwing and without a location in every constructor.
  static func located(_ value: consuming Self, at offset: Int) -> Self
}

extension Arithmetic {
  /// The literal's double.
  @inlinable
  public static func number(_ value: Double, bytes: UnsafeBufferPointer<UInt8>) -> Self {
    number(value)
  }

  /// Nothing to record.
  @inlinable
  public static func located(_ value: consuming Self, at offset: Int) -> Self { value }
}
