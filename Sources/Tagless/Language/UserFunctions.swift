// MARK: - UserFunctions

/// Adds calls of user-defined functions, such as `f(3)` after `f(t) = t^2 + 1`.
///
/// The parser expands the call: it interprets the function's body in the same interpreter,
/// with each parameter standing for its argument's interpretation, and hands over both the call
/// and that expansion. An interpreter chooses which it needs: the evaluator returns the
/// expansion, the pretty printer prints the call as written, the counter counts one call.
public protocol UserFunctions: Arithmetic {
  /// A call of the user function `name` with `arguments`; `expansion` is its body interpreted
  /// with the parameters bound to the arguments.
  static func call(_ name: String, _ arguments: [Self], _ expansion: Self) -> Self
}
