// MARK: - Variables

/// Adds named variables, such as `x`, `big` or `ans`, of either type.
///
/// The parser resolves a name against the ``Environment`` while it parses, so a variable arrives
/// with both its name and its current value: the evaluator uses the value, the pretty printer
/// the name. Interpreters never need an environment of their own.
public protocol Variables: Booleans {
  /// The number variable `name`, whose value is `value` where it is used.
  ///
  /// Inside a function body being defined, and for free variables in symbolic work such as
  /// differentiation, `value` is `.nan`.
  static func variable(_ name: String, _ value: Double) -> Self

  /// The Boolean variable `name`, whose value is `value` where it is used.
  ///
  /// Inside a function body being defined, and for free variables, `value` is `false` and
  /// means nothing.
  static func variable(_ name: String, _ value: Bool) -> Truth
}
