#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Double evaluator: an expression's value with IEEE 754 double semantics.
///
/// Parsing into `Evaluation` evaluates while parsing: no tree is built and nothing is allocated
/// for expressions without calls of user functions or of `min`/`max`.
///
/// ```swift
/// let result = try Parser.expression("3 + 5 * (8 - 7) / 6", as: Evaluation.self)
/// result.value  // 3.8333333333333335
/// ```
@frozen
public struct Evaluation: Hashable, Sendable {
  /// The value.
  public var value: Double

  /// Wraps a value.
  @inlinable
  public init(_ value: Double) { self.value = value }
}

// MARK: - Arithmetic

extension Evaluation: Arithmetic {
  /// The value of a literal.
  @inlinable public static func number(_ value: Double) -> Self { Self(value) }

  /// The value of `lhs + rhs`.
  @inlinable public static func add(_ lhs: Self, _ rhs: Self) -> Self {
    Self(lhs.value + rhs.value)
  }

  /// The value of `lhs - rhs`.
  @inlinable public static func subtract(_ lhs: Self, _ rhs: Self) -> Self {
    Self(lhs.value - rhs.value)
  }

  /// The value of `lhs * rhs`.
  @inlinable public static func multiply(_ lhs: Self, _ rhs: Self) -> Self {
    Self(lhs.value * rhs.value)
  }

  /// The value of `lhs / rhs`.
  @inlinable public static func divide(_ lhs: Self, _ rhs: Self) -> Self {
    Self(lhs.value / rhs.value)
  }

  /// The value of `lhs % rhs`, the truncated remainder.
  @inlinable public static func remainder(_ lhs: Self, _ rhs: Self) -> Self {
    Self(fmod(lhs.value, rhs.value))
  }

  /// The value of `-operand`.
  @inlinable public static func negate(_ operand: Self) -> Self { Self(-operand.value) }
}

// MARK: - Power, builtins, names

extension Evaluation: Power, Builtins, Variables {
  /// The value of `base ^ exponent`.
  @inlinable public static func power(_ base: Self, _ exponent: Self) -> Self {
    Self(pow(base.value, exponent.value))
  }

  /// The constant's value.
  @inlinable public static func constant(_ constant: Constant) -> Self { Self(constant.value) }

  /// The value of a one-argument built-in call.
  @inlinable public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    Self(function(argument.value))
  }

  /// The value of a two-argument built-in call.
  @inlinable public static func function2(
    _ function: BinaryFunction, _ first: Self, _ second: Self
  ) -> Self {
    Self(function(first.value, second.value))
  }

  /// The value of a call of `min` or `max`.
  @inlinable public static func functionN(
    _ function: VariadicFunction, _ arguments: [Self]
  ) -> Self {
    Self(function(arguments.lazy.map(\.value)))
  }

  /// The variable's value where it is used.
  @inlinable public static func variable(_ name: String, _ value: Double) -> Self { Self(value) }
}

// MARK: - Booleans and calls

extension Evaluation: Conditionals, UserFunctions {
  /// A Boolean is a `Bool`.
  public typealias Truth = Bool

  /// The literal's value.
  @inlinable public static func boolean(_ value: Bool) -> Bool { value }
  /// The comparison's value, with IEEE 754 semantics.
  @inlinable public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self)
    -> Bool
  { comparison(lhs.value, rhs.value) }
  /// `!operand`.
  @inlinable public static func not(_ operand: Bool) -> Bool { !operand }
  /// `lhs && rhs` (the parser has already skipped `rhs`'s calls when `lhs` is false).
  @inlinable public static func and(_ lhs: Bool, _ rhs: Bool) -> Bool { lhs && rhs }
  /// `lhs || rhs`.
  @inlinable public static func or(_ lhs: Bool, _ rhs: Bool) -> Bool { lhs || rhs }
  /// Every condition is known.
  @inlinable public static func decision(_ condition: borrowing Bool) -> Bool? { copy condition }
  /// The branch the condition takes.
  @inlinable public static func conditional(_ condition: Bool, _ then: Self, _ otherwise: Self)
    -> Self
  { condition ? then : otherwise }
  /// The branch the condition takes.
  @inlinable public static func conditional(_ condition: Bool, _ then: Bool, _ otherwise: Bool)
    -> Bool
  { condition ? then : otherwise }
  /// The variable's value where it is used.
  @inlinable public static func variable(_ name: String, _ value: Bool) -> Bool { value }

  /// The evaluator needs a call's value.
  @inlinable public static var callExpansion: CallExpansion { .value }
  /// A call's value is its expansion's: the arguments are not read.
  @inlinable public static var callReadsArguments: Bool { false }
  /// The value of a user function's call: its expansion's (NaN in an operand that was skipped).
  @inlinable public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?)
    -> Self
  { expansion ?? Self(.nan) }
  /// The value of a Boolean user function's call (false in an operand that was skipped).
  @inlinable public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Bool?)
    -> Bool
  { expansion ?? false }

  /// The app's constant's value.
  @inlinable public static func hostConstant(_ name: String, _ value: Double) -> Self {
    Self(value)
  }
  /// The app's Boolean constant's value.
  @inlinable public static func hostConstant(_ name: String, _ value: Bool) -> Bool { value }
  /// The value of a call of the app's function: its closure's result.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    Self(function.number(arguments.map(\.value)))
  }
  /// The value of a call of the app's predicate.
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Bool {
    predicate.truth(arguments.map(\.value))
  }
}
