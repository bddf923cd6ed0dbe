// MARK: - SExpression

/// The tree as an S-expression: `(add 3 (divide (multiply 5 (subtract 8 7)) 6))`.
///
/// Operators print as the names of their constructors (`add`, `negate`, `power`, …), built-in
/// functions and the app's by their own names (`(sqrt 2)`, `(clamp x 0 1)`), user functions as
/// `(call f 3)`, comparisons by
/// their names (`(lessOrEqual n 1)`), `(not b)`, `(and a b)`, `(or a b)`,
/// `(conditional c a b)`; numbers in their shortest form, `true`, `false`, constants and
/// variables by name.
public struct SExpression: Hashable, Sendable, CustomStringConvertible {
  /// The printed S-expression.
  public var text: String

  /// Wraps printed text.
  @inlinable
  public init(_ text: String) { self.text = text }

  /// The printed S-expression.
  public var description: String { text }

  /// `(head item item …)`.
  @inlinable
  public static func list(_ head: String, _ items: some Sequence<Self>) -> Self {
    var text = "(" + head
    for item in items {
      text += " "
      text += item.text
    }
    return Self(text + ")")
  }
}

// MARK: - Conformances

extension SExpression: Language {
  /// The S-expression of a literal.
  public static func number(_ value: Double) -> Self { Self(NumberFormatting.string(value)) }
  /// The S-expression of `lhs + rhs`.
  public static func add(_ lhs: Self, _ rhs: Self) -> Self { list("add", [lhs, rhs]) }
  /// The S-expression of `lhs - rhs`.
  public static func subtract(_ lhs: Self, _ rhs: Self) -> Self { list("subtract", [lhs, rhs]) }
  /// The S-expression of `lhs * rhs`.
  public static func multiply(_ lhs: Self, _ rhs: Self) -> Self { list("multiply", [lhs, rhs]) }
  /// The S-expression of `lhs / rhs`.
  public static func divide(_ lhs: Self, _ rhs: Self) -> Self { list("divide", [lhs, rhs]) }
  /// The S-expression of `lhs % rhs`.
  public static func remainder(_ lhs: Self, _ rhs: Self) -> Self {
    list("remainder", [lhs, rhs])
  }
  /// The S-expression of `-operand`.
  public static func negate(_ operand: Self) -> Self { list("negate", CollectionOfOne(operand)) }
  /// The S-expression of `base ^ exponent`.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    list("power", [base, exponent])
  }
  /// The S-expression of a constant.
  public static func constant(_ constant: Constant) -> Self { Self(constant.name) }
  /// The S-expression of a one-argument built-in call.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    list(function.name, CollectionOfOne(argument))
  }
  /// The S-expression of a two-argument built-in call.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    list(function.name, [first, second])
  }
  /// The S-expression of a call of `min` or `max`.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    list(function.name, arguments)
  }
  /// The S-expression of a variable.
  public static func variable(_ name: String, _ value: Double) -> Self { Self(name) }
}

// MARK: - Booleans and calls

extension SExpression {
  /// Booleans print the same way.
  public typealias Truth = SExpression

  /// `true` or `false`.
  public static func boolean(_ value: Bool) -> Self { Self(value ? "true" : "false") }
  /// `(less a b)`, named after the comparison.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    list("\(comparison)", [lhs, rhs])
  }
  /// `(not b)`.
  public static func not(_ operand: Self) -> Self { list("not", CollectionOfOne(operand)) }
  /// `(and a b)`.
  public static func and(_ lhs: Self, _ rhs: Self) -> Self { list("and", [lhs, rhs]) }
  /// `(or a b)`.
  public static func or(_ lhs: Self, _ rhs: Self) -> Self { list("or", [lhs, rhs]) }
  /// `(conditional c a b)`.
  public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    list("conditional", [condition, then, otherwise])
  }
  /// The Boolean variable's name.
  public static func variable(_ name: String, _ value: Bool) -> Self { Self(name) }

  /// Calls print as written.
  public static var callExpansion: CallExpansion { .none }
  /// `(call f 3)`.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    list("call " + callee.name, arguments)
  }

  /// The app's constant's name.
  public static func hostConstant(_ name: String, _ value: Double) -> Self { Self(name) }
  /// The app's Boolean constant's name.
  public static func hostConstant(_ name: String, _ value: Bool) -> Self { Self(name) }
  /// `(clamp x 0 1)`: by its name, as a built-in function.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    list(function.name, arguments)
  }
}
