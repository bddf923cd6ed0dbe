// MARK: - SExpression

/// The tree as an S-expression: `(add 3 (divide (multiply 5 (subtract 8 7)) 6))`.
///
/// Operators print as the names of their constructors (`add`, `negate`, `power`, …), built-in
/// functions by their own names (`(sqrt 2)`), user functions as `(call f 3)`; numbers in their
/// shortest form, constants and variables by name.
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
  /// The S-expression of a user function call.
  public static func call(_ name: String, _ arguments: [Self], _ expansion: Self) -> Self {
    list("call " + name, arguments)
  }
}
