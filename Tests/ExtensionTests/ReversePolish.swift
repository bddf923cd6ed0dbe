import Tagless

// MARK: - ReversePolish

/// A new interpreter, written by a client: the expression in reverse Polish notation.
///
/// Operands come first, then the operator: `3 + 5 * 2` is `3 5 2 * +`. Unary minus is `neg`;
/// `min` and `max` carry their argument count (`max/3`) since it varies. Booleans are tokens
/// too (`Truth` is `Self`): comparisons are their symbols, logic `not and or`, and the
/// conditional `c a b ?:`. A user function's call is its name after its arguments; it is never
/// expanded, so a recursive call prints as a call.
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

extension ReversePolish: Builtins, Power, Variables {
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
}

extension ReversePolish: Conditionals, UserFunctions {
  typealias Truth = ReversePolish

  static func boolean(_ value: Bool) -> Self { Self(tokens: [value ? "true" : "false"]) }
  static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    postfix([lhs, rhs], comparison.symbol)
  }
  static func not(_ operand: Self) -> Self { postfix([operand], "not") }
  static func and(_ lhs: Self, _ rhs: Self) -> Self { postfix([lhs, rhs], "and") }
  static func or(_ lhs: Self, _ rhs: Self) -> Self { postfix([lhs, rhs], "or") }
  static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    postfix([condition, then, otherwise], "?:")
  }
  static func variable(_ name: String, _ value: Bool) -> Self { Self(tokens: [name]) }

  static var callExpansion: CallExpansion { .none }
  /// One implementation serves both types, since `Truth` is `Self`.
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    postfix(arguments, callee.name)
  }
}

// A new interpreter can take up a new operation too: the two directions compose.
extension ReversePolish: Conditional, Factorial {
  static func ifThenElse(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    postfix([condition, then, otherwise], "if")
  }

  static func factorial(_ operand: Self) -> Self { postfix([operand], "!") }
}
