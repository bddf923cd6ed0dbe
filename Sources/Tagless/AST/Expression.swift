// MARK: - Expression

/// The initial encoding: the expression as a tree, one case per constructor of ``Language``.
///
/// The cases satisfy the protocols' static requirements directly (SE-0280), so the same generic
/// parser builds a tree, and ``fold(into:)`` interprets a tree into any conforming interpreter.
/// Beside that the enum has its own switch-based ``evaluate()``, ``prettyPrinted()``,
/// ``operationCount()`` and ``sExpression()``, written against the cases, so the two encodings
/// can be compared in tests and benchmarks.
///
/// ```swift
/// let tree = try Parser.expression("1 + 2 * x", as: Expression.self, in: environment)
/// tree.evaluate()       // the same value as parsing into Evaluation
/// tree.prettyPrinted()  // "1 + 2 * x"
/// ```
///
/// Variables carry the value they had where the tree was parsed, and a user function's call
/// carries its expansion, so a tree evaluates without an environment.
///
/// Numbers and constants are stored in the node that holds them; every other case is boxed
/// (`indirect`), one heap allocation per node.
public enum Expression: Hashable, Sendable {
  /// A numeric literal.
  case number(_ value: Double)
  /// `lhs + rhs`.
  indirect case add(_ lhs: Expression, _ rhs: Expression)
  /// `lhs - rhs`.
  indirect case subtract(_ lhs: Expression, _ rhs: Expression)
  /// `lhs * rhs`.
  indirect case multiply(_ lhs: Expression, _ rhs: Expression)
  /// `lhs / rhs`.
  indirect case divide(_ lhs: Expression, _ rhs: Expression)
  /// `lhs % rhs`.
  indirect case remainder(_ lhs: Expression, _ rhs: Expression)
  /// `-operand`.
  indirect case negate(_ operand: Expression)
  /// `base ^ exponent`.
  indirect case power(_ base: Expression, _ exponent: Expression)
  /// `pi` or `e`.
  case constant(_ constant: Constant)
  /// A call of a one-argument built-in function.
  indirect case function1(_ function: UnaryFunction, _ argument: Expression)
  /// A call of a two-argument built-in function.
  indirect case function2(_ function: BinaryFunction, _ first: Expression, _ second: Expression)
  /// A call of `min` or `max`.
  indirect case functionN(_ function: VariadicFunction, _ arguments: [Expression])
  /// A variable with the value it had where it was parsed.
  indirect case variable(_ name: String, _ value: Double)
  /// A user function's call, with its body expanded over the arguments.
  indirect case call(_ name: String, _ arguments: [Expression], _ expansion: Expression)
}

// MARK: - Conformances

// Every requirement is met by the case of the same name and shape.
extension Expression: Builtins, Power, UserFunctions, Variables {}
