/// Adds the named constants and the built-in functions to ``Arithmetic``.
///
/// Functions are split by arity so that calls with one or two arguments need no array:
/// the Double evaluator stays free of heap allocation.
///
/// ```swift
/// func hypotenuse<R: Builtins>() -> R { .function2(.hypot, .number(3), .number(4)) }
/// ```
public protocol Builtins: Arithmetic {
  /// A named constant: `pi` (also written `π`) or `e`.
  static func constant(_ constant: Constant) -> Self
  /// A call of a built-in function that takes one argument, such as `sqrt(2)`.
  static func function1(_ function: UnaryFunction, _ argument: consuming Self) -> Self
  /// A call of a built-in function that takes two arguments, such as `atan2(y, x)`.
  static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self
  /// A call of a built-in function that takes one or more arguments, such as `max(1, 2, 3)`.
  static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self
}
