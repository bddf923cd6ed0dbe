/// Adds calls of user-defined functions, such as `fact(5)` after
/// `fact(n) = n <= 1 ? 1 : n * fact(n - 1)`.
///
/// A function is compiled once, when it is defined. A call hands over the function's name, its
/// arguments, and — only to an interpreter that asks for it with ``callExpansion`` — the call's
/// *expansion*: the function's body interpreted in the same interpreter with each parameter
/// standing for its argument. The pretty printer, the counter and the other printers show a
/// call as written and never pay for an expansion, so a recursive call prints as a call. The
/// evaluator asks, and gets the expansion computed lazily (only the branches taken) and bounded
/// (``Limits/maximumCallDepth``, ``Limits/maximumCalls``).
///
/// A function's result is a number or a Boolean, fixed when it is defined; parameters are
/// numbers. Hence two constructors; when `Truth` is `Self` one implementation serves both.
///
/// The expansion is nil when the interpreter does not expand calls, and in an operand that a
/// known condition skipped (see ``Booleans/decision(_:)``); the constructor must then not need it.
///
/// A call of a function the app registered (a ``HostFunction``) is ``hostCall(_:_:)`` (or
/// ``hostCall(predicate:_:)`` for a Boolean-valued one):
/// there is no body to expand, the function itself comes with the call. By default it is built
/// as a user function's call without an expansion, so an interpreter written before host
/// functions existed keeps compiling and prints or counts one as a call; one that needs values
/// implements it (the evaluator calls the closure).
public protocol UserFunctions: Booleans {
  /// Whether this interpreter needs a call's expansion, and of what kind.
  static var callExpansion: CallExpansion { get }

  /// Whether `call` reads its arguments when it has the expansion (the default); the evaluator
  /// does not, and the expansion machine then spares the array a call's arguments take.
  static var callReadsArguments: Bool { get }

  /// A call of the number-valued user function `callee`.
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: consuming Self?) -> Self
  /// A call of the Boolean-valued user function `callee`.
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: consuming Truth?)
    -> Truth

  /// A call of the number-valued function `function` the app registered, with as many
  /// arguments as it takes.
  static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self
  /// A call of the Boolean-valued function `predicate` the app registered.
  ///
  /// (A label tells it from the number-valued one, which has the same arguments: where
  /// `Truth` is `Self`, two requirements of one signature could not both have defaults.)
  static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Truth
}

extension UserFunctions {
  /// `call` reads its arguments.
  @inlinable
  public static var callReadsArguments: Bool { true }

  /// By default, a user function's call of the same name without an expansion.
  @inlinable
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    call(Callee(function.name), arguments, nil as Self?)
  }

  /// By default, a Boolean user function's call of the same name without an expansion.
  @inlinable
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Truth {
    call(Callee(predicate.name), arguments, nil as Truth?)
  }
}

extension UserFunctions where Truth == Self {
  /// Where Booleans are represented like numbers (a printer, a counter), a predicate's call is
  /// built as a function's.
  @inlinable
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Truth {
    hostCall(predicate, arguments)
  }
}

// MARK: - CallExpansion

/// What an interpreter needs from a call of a user function.
public enum CallExpansion: Int, Comparable, Hashable, Sendable {
  /// Nothing but the call as written: printers, counters, the enum tree.
  case none
  /// The call's value, which has a fixed size: evaluators. Limited by the depth and the number
  /// of calls only, so deep and long recursions run.
  case value
  /// The body as a term, which grows with what it expands: symbolic interpreters. Also limited
  /// in size (``Limits/expansionBudget`` operations), and a recursive call under a condition the
  /// interpreter cannot decide stays a call.
  case term

  /// Orders by what is needed: none, value, term.
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
