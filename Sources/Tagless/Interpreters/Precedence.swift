/// How tightly a printed form binds, from the grammar's rules: the printers put parentheses
/// around an operand exactly when its precedence is lower than its position requires.
///
/// `conditional` is `expression` (`c ? a : b`), `disjunction` (`||`), `conjunction` (`&&`) and
/// `comparison` (`<` …) their rules, `sum` is `sum` (`+ -`), `product` is `term` (`* / %`),
/// `prefix` is `unary` (`-x`, `!b`, and negative literals), `power` is `power` (`^`), `atom` is
/// `primary`.
@frozen
public enum Precedence: Int, Comparable, Hashable, Sendable {
  /// `c ? a : b`.
  case conditional = 1
  /// `a || b`.
  case disjunction = 2
  /// `a && b`.
  case conjunction = 3
  /// `a < b`, `a == b`, …
  case comparison = 4
  /// `a + b`, `a - b`.
  case sum = 5
  /// `a * b`, `a / b`, `a % b`.
  case product = 6
  /// `-a`, `!a`.
  case prefix = 7
  /// `a ^ b`.
  case power = 8
  /// Numbers, names, calls and parenthesised expressions.
  case atom = 9

  /// Orders from loosest to tightest.
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// What an operator's operands must bind at least as tightly as, to print without parentheses.
  ///
  /// Binary `+ - * / % && ||` are left-associative: the right operand must bind one level
  /// tighter. `^` is right-associative: its base must be an atom, its exponent a prefix form or
  /// tighter. Comparisons do not chain: both operands must be sums or tighter. For `c ? a : b`,
  /// `left` is what the condition needs (a disjunction), `right` what either branch needs
  /// (anything: `c ? d ? x : y : z` reads back as it was built).
  @inlinable
  public var operandRequirements: (left: Precedence, right: Precedence) {
    switch self {
    case .conditional: (.disjunction, .conditional)
    case .disjunction: (.disjunction, .conjunction)
    case .conjunction: (.conjunction, .comparison)
    case .comparison: (.sum, .sum)
    case .sum: (.sum, .product)
    case .product: (.product, .prefix)
    case .prefix: (.prefix, .prefix)
    case .power: (.atom, .prefix)
    case .atom: (.atom, .atom)
    }
  }
}
