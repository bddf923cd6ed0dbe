import Tagless

// MARK: - ReversePolish

/// A new interpreter, written by a client: the expression in reverse Polish notation.
///
/// Operands come first, then the operator: `3 + 5 * 2` is `3 5 2 * +`. Unary minus is `neg`;
/// `min` and `max` carry their argument count (`max/3`) since it varies.
struct ReversePolish: Hashable, Sendable, CustomStringConvertible {
  /// The tokens, in order.
  var tokens: [String]

  var description: String { tokens.joined(separator: " ") }

  /// Operands' tokens followed by `operator`.
  static func postfix(_ operands: [Self], _ operator: String) -> Self {
    Self(tokens: operands.flatMap(\.tokens) + [`operator`])
  }
}

// MARK: - Conformances

extension ReversePolish: Language {
  static func number(_ value: Double) -> Self {
    Self(tokens: [NumberFormatting.string(value)])
  }
  static func add(_ lhs: Self, _ rhs: Self) -> Self { postfix([lhs, rhs], "+") }
  static func subtract(_ lhs: Self, _ rhs: Self) -> Self { postfix([lhs, rhs], "-") }
  static func multiply(_ lhs: Self, _ rhs: Self) -> Self { postfix([lhs, rhs], "*") }
  static func divide(_ lhs: Self, _ rhs: Self) -> Self { postfix([lhs, rhs], "/") }
  static func remainder(_ lhs: Self, _ rhs: Self) -> Self { postfix([lhs, rhs], "%") }
  static func negate(_ operand: Self) -> Self { postfix([operand], "neg") }
  static func power(_ base: Self, _ exponent: Self) -> Self { postfix([base, exponent], "^") }
  static func constant(_ constant: Constant) -> Self { Self(tokens: [constant.name]) }
  static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    postfix([argument], function.name)
  }
  static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    postfix([first, second], function.name)
  }
  static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    postfix(arguments, "\(function.name)/\(arguments.count)")
  }
  static func variable(_ name: String, _ value: Double) -> Self { Self(tokens: [name]) }
  static func call(_ name: String, _ arguments: [Self], _ expansion: Self) -> Self {
    postfix(arguments, name)
  }
}

// A new interpreter can take up a new operation too: the two directions compose.
extension ReversePolish: Conditional, Factorial {
  static func ifThenElse(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    postfix([condition, then, otherwise], "if")
  }

  static func factorial(_ operand: Self) -> Self { postfix([operand], "!") }
}
