// MARK: - Arithmetic

/// The base of the tagless-final family: numbers and the five arithmetic operators.
///
/// A type that conforms is an *interpreter*: each static constructor builds that type's meaning
/// of one piece of syntax. The parser is generic over the interpreter, so parsing text into a
/// conforming type builds its interpretation directly, with no tree in between.
///
/// Refining protocols add capabilities one at a time (``Power``, ``Builtins``, ``Variables``,
/// ``UserFunctions``); ``Language`` names all of them together. Each constructor mirrors one case
/// of the initial encoding, ``Expression``, one to one.
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
}
