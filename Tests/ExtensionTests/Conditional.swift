import Tagless

// MARK: - New operations

/// A new operation, added by a client: `if(condition, then, otherwise)`, which is `then` when
/// the condition is not zero.
///
/// The library now has a typed conditional of its own (``Conditionals``: `c ? a : b` with a
/// Boolean `c`); this numeric one, in the style of spreadsheets, is the same as `c != 0 ? a : b`
/// and stays as the example of an operation that refines only ``Arithmetic``.
///
/// It refines ``Arithmetic`` without touching the library: existing interpreters gain it by
/// conformance below, and generic programs ask for it in their constraints.
protocol Conditional: Arithmetic {
  /// `then` when `condition` is not zero, `otherwise` when it is.
  static func ifThenElse(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self
}

/// A second new operation: the factorial `n!` of a whole number.
protocol Factorial: Arithmetic {
  /// `n!`; NaN unless `n` is a whole number, 0 or more.
  static func factorial(_ operand: Self) -> Self
}

/// `n!` for whole `n` (infinity past 170!), NaN otherwise.
func factorialValue(_ n: Double) -> Double {
  guard n >= 0, n == n.rounded(.towardZero) else { return .nan }
  guard n <= 170 else { return .infinity }
  var product = 1.0
  var factor = 2.0
  while factor <= n {
    product *= factor
    factor += 1
  }
  return product
}

// MARK: - The library's interpreters, extended from outside

extension Evaluation: Conditional, Factorial {
  static func ifThenElse(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    condition.value != 0 ? then : otherwise
  }

  static func factorial(_ operand: Self) -> Self { Self(factorialValue(operand.value)) }
}

extension PrettyPrint: Conditional, Factorial {
  /// Prints like a call of a built-in function.
  static func ifThenElse(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    Self("if(\(condition.text), \(then.text), \(otherwise.text))", precedence: .atom)
  }

  /// Prints as a postfix `!`, binding tighter than anything, so its operand needs parentheses
  /// unless it is an atom.
  static func factorial(_ operand: Self) -> Self {
    let text = operand.precedence < .atom ? "(\(operand.text))" : operand.text
    return Self(text + "!", precedence: .atom)
  }
}

extension OperationCount: Conditional, Factorial {
  /// Counts as one call of a built-in function: the library's kinds are a closed set.
  static func ifThenElse(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    operation(.builtin, over: [condition, then, otherwise])
  }

  static func factorial(_ operand: Self) -> Self { operation(.builtin, over: [operand]) }
}

extension SExpression: Conditional, Factorial {
  static func ifThenElse(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    list("if", [condition, then, otherwise])
  }

  static func factorial(_ operand: Self) -> Self { list("factorial", [operand]) }
}

// The enum `ExpressionTree` cannot gain these operations from here: that would need new cases,
// which only the library can add. That is the side of the expression problem the initial
// encoding loses and the tagless-final encoding wins.
