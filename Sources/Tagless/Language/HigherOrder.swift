/// Adds functions as values to ``Language``: applying one, `(x -> x + 1)(2)`, and the built-ins
/// that take one, `sum(k -> 1 / k ^ 2, 1, 100)` (``Functional``).
///
/// A function arrives as a ``Lambda``: the same Swift closure `[Self] -> Self` in every
/// interpreter (higher-order abstract syntax), not a representation of each interpreter's own,
/// because Swift has no higher-kinded types to name one by. The evaluator applies it to
/// values; a printer applies it to variables named after its parameters and prints what comes
/// back, so that printing or counting a sum evaluates nothing.
///
/// The parser finds this capability at run time (`R.self as? any HigherOrder.Type`), as it is
/// an addition to the family: an interpreter written before it keeps compiling and parsing
/// everything else. For one that does not conform, the parser applies a function itself by
/// substituting the arguments (β-reduction: `(x -> x + 1)(2)` is built as `2 + 1`), and a
/// higher-order built-in is an error at its name.
///
/// ```swift
/// let square = Lambda<Evaluation>(parameters: ["k"]) { .number(.multiply($0[0], $0[0])) }
/// Evaluation.functional(.sum, square, Evaluation(1), Evaluation(3)).value   // 14
/// ```
public protocol HigherOrder: Language {
  /// `function(arguments)`, a number-valued function applied where it is written.
  static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self
  /// `function(arguments)`, a Boolean-valued function applied where it is written.
  static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Truth
  /// `sum(function, lower, upper)` or `product(function, lower, upper)`.
  static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self
  /// A call of the number-valued user function `callee`, which takes functions
  /// (`twice(x -> x + 1, 3)`): its arguments in order, numbers and functions, and its
  /// expansion (the body with every parameter bound) when ``UserFunctions/callExpansion``
  /// asks for one.
  static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self
  /// The same for a Boolean-valued user function. (A label tells it from the number-valued
  /// one, which has the same arguments where `Truth` is `Self`.)
  static func call(
    predicate callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Truth?
  ) -> Truth
  /// Whether such a call needs its expansion: by default when ``UserFunctions/callExpansion``
  /// asks for one; ``Compiled`` asks too, as its program cannot run such a call by name.
  static var expandsHigherOrderCalls: Bool { get }
  /// Whether a recursive call under a condition this interpreter cannot decide stays a call,
  /// built by ``call(_:passing:_:)`` with no expansion from its arguments, functions
  /// included; false by default, and the recursion is expanded until it ends or reaches the
  /// nesting limit.
  ///
  /// The simplifier and the derivative say true: `w(h, n) = n <= 0 ? h(1) : w(h, n - 1) + 1`
  /// simplifies, for an unknown `z`, to `z <= 0 ? 2 : w(s -> 2, z - 1) + 1`, as a first-order
  /// recursion keeps its call.
  static var keepsHigherOrderCalls: Bool { get }
}

extension HigherOrder {
  /// When ``UserFunctions/callExpansion`` asks for an expansion.
  @inlinable
  public static var expandsHigherOrderCalls: Bool { callExpansion != .none }

  /// No call is kept: the recursion is expanded.
  @inlinable
  public static var keepsHigherOrderCalls: Bool { false }

  /// By default the body with the arguments in place of the parameters (β-reduction).
  @inlinable
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    function(arguments)
  }

  /// By default the body with the arguments in place of the parameters.
  @inlinable
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Truth {
    function.predicate(arguments)
  }

  /// By default the expansion: what a value interpreter needs (without one, the call of its
  /// number arguments, as a skipped operand's).
  @inlinable
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    expansion ?? call(callee, arguments.compactMap(\.number), nil as Self?)
  }

  /// By default the expansion.
  @inlinable
  public static func call(
    predicate callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Truth?
  ) -> Truth {
    expansion ?? call(callee, arguments.compactMap(\.number), nil as Truth?)
  }
}

extension HigherOrder where Truth == Self {
  /// Where Booleans are represented like numbers (a printer, a counter), a predicate's call is
  /// built as a function's.
  @inlinable
  public static func call(
    predicate callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Truth?
  ) -> Truth {
    call(callee, passing: arguments, expansion)
  }
}
