/// Adds the conditional `condition ? then : otherwise` to ``Booleans``, for either type.
///
/// Both branches have the same type, numbers or Booleans, hence two constructors. Where the
/// interpreter knows the condition (``Booleans/decision(_:)``), the branch not taken arrives
/// unexpanded: calls of user functions in it were not run, and its value is a placeholder
/// that the constructor must not use.
///
/// ```swift
/// func magnitude<R: Conditionals>(_ x: R) -> R {
///   .conditional(R.compare(.less, x, .number(0)), .negate(x), x)
/// }
/// magnitude(Evaluation(-2)).value   // 2
/// magnitude(PrettyPrint.variable("x", .nan)).text   // "x < 0 ? -x : x"
/// ```
public protocol Conditionals: Booleans {
  /// `condition ? then : otherwise`, with numbers in the branches.
  static func conditional(
    _ condition: consuming Truth, _ then: consuming Self, _ otherwise: consuming Self
  ) -> Self
  /// `condition ? then : otherwise`, with Booleans in the branches.
  static func conditional(
    _ condition: consuming Truth, _ then: consuming Truth, _ otherwise: consuming Truth
  ) -> Truth
}
