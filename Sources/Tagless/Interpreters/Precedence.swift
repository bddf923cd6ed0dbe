// MARK: - Precedence

/// How tightly a printed form binds, from the grammar's rules: the printers put parentheses
/// around an operand exactly when its precedence is lower than its position requires.
///
/// `sum` is `expression` (`+ -`), `product` is `term` (`* / %`), `prefix` is `unary`
/// (`-x`, and negative literals), `power` is `power` (`^`), `atom` is `primary`.
@frozen
public enum Precedence: Int, Comparable, Hashable, Sendable {
  /// `a + b`, `a - b`.
  case sum = 1
  /// `a * b`, `a / b`, `a % b`.
  case product = 2
  /// `-a`.
  case prefix = 3
  /// `a ^ b`.
  case power = 4
  /// Numbers, names, calls and parenthesised expressions.
  case atom = 5

  /// Orders from loosest to tightest.
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// What an operator's operands must bind at least as tightly as, to print without parentheses.
  ///
  /// Binary `+ - * / %` are left-associative: the right operand must bind one level tighter.
  /// `^` is right-associative: its base must be an atom, its exponent a prefix form or tighter.
  @inlinable
  public var operandRequirements: (left: Precedence, right: Precedence) {
    switch self {
    case .sum: (.sum, .product)
    case .product: (.product, .prefix)
    case .prefix: (.prefix, .prefix)
    case .power: (.atom, .prefix)
    case .atom: (.atom, .atom)
    }
  }
}
