import Tagless

/// The no-op interpreter: every constructor returns the same empty value.
///
/// Parsing into it measures the parser's own work (lexing, recursion, number conversion, name
/// lookup) and no interpreter's; the benchmarks and the profiling driver both use it.
///
/// ```swift
/// _ = try Parser.expression("1 + 2 * 3", as: Nothing.self)  // parsed, nothing built
/// ```
@frozen
public struct Nothing: Language {
  /// The empty value.
  @inlinable public init() {}

  /// Nothing, for a literal.
  @inlinable public static func number(_ value: Double) -> Self { Self() }
  /// Nothing, for `lhs + rhs`.
  @inlinable public static func add(_ lhs: Self, _ rhs: Self) -> Self { Self() }
  /// Nothing, for `lhs - rhs`.
  @inlinable public static func subtract(_ lhs: Self, _ rhs: Self) -> Self { Self() }
  /// Nothing, for `lhs * rhs`.
  @inlinable public static func multiply(_ lhs: Self, _ rhs: Self) -> Self { Self() }
  /// Nothing, for `lhs / rhs`.
  @inlinable public static func divide(_ lhs: Self, _ rhs: Self) -> Self { Self() }
  /// Nothing, for `lhs % rhs`.
  @inlinable public static func remainder(_ lhs: Self, _ rhs: Self) -> Self { Self() }
  /// Nothing, for `-operand`.
  @inlinable public static func negate(_ operand: Self) -> Self { Self() }
  /// Nothing, for `base ^ exponent`.
  @inlinable public static func power(_ base: Self, _ exponent: Self) -> Self { Self() }
  /// Nothing, for `pi` or `e`.
  @inlinable public static func constant(_ constant: Constant) -> Self { Self() }
  /// Nothing, for a one-argument built-in call.
  @inlinable public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    Self()
  }
  /// Nothing, for a two-argument built-in call.
  @inlinable public static func function2(
    _ function: BinaryFunction, _ first: Self, _ second: Self
  ) -> Self {
    Self()
  }
  /// Nothing, for `min` or `max`.
  @inlinable public static func functionN(_ function: VariadicFunction, _ arguments: [Self])
    -> Self
  {
    Self()
  }
  /// Nothing, for a variable.
  @inlinable public static func variable(_ name: String, _ value: Double) -> Self { Self() }
  /// Nothing, for `true` or `false`: Booleans are nothing too.
  @inlinable public static func boolean(_ value: Bool) -> Self { Self() }
  /// Nothing, for a comparison.
  @inlinable public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self)
    -> Self
  { Self() }
  /// Nothing, for `!operand`.
  @inlinable public static func not(_ operand: Self) -> Self { Self() }
  /// Nothing, for `lhs && rhs`.
  @inlinable public static func and(_ lhs: Self, _ rhs: Self) -> Self { Self() }
  /// Nothing, for `lhs || rhs`.
  @inlinable public static func or(_ lhs: Self, _ rhs: Self) -> Self { Self() }
  /// Nothing, for a conditional.
  @inlinable public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self)
    -> Self
  { Self() }
  /// Nothing, for a Boolean variable.
  @inlinable public static func variable(_ name: String, _ value: Bool) -> Self { Self() }
  /// Calls are not run: only the parser's work is measured.
  @inlinable public static var callExpansion: CallExpansion { .none }
  /// Nothing, for a user function's call.
  @inlinable public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?)
    -> Self
  { Self() }
}
