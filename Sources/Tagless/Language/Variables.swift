/// Adds named variables, such as `x`, `big` or `ans`, of either type, and the app's named
/// constants.
///
/// The parser resolves a name against the ``Environment`` while it parses, so a variable arrives
/// with both its name and its current value: the evaluator uses the value, the pretty printer
/// the name. Interpreters never need an environment of their own.
///
/// A constant the app defined (``Environment/define(constant:_:)-(String,Value)``) arrives the
/// same way through ``hostConstant(_:_:)-(String,Double)``, which by default is a variable: an
/// interpreter written before app constants existed keeps compiling and treats one as a
/// variable. One for which a constant differs from a variable (a derivative, which is 0 for a
/// constant; a simplifier, which may fold one) implements it.
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

  /// The app's number constant `name` (such as `g`), whose value is `value`.
  static func hostConstant(_ name: String, _ value: Double) -> Self

  /// A number variable the environment does not define, written at byte `offset`, in a parse
  /// that asked for free variables (`freeVariables: true`).
  ///
  /// By default it is ``variable(_:_:)-(String,Double)`` with the value NaN, which a symbolic
  /// interpreter never reads. One that computes later, from values it is given then
  /// (``Compiled``), keeps it apart, so that running it without a value for the name is an
  /// error that names it instead of a NaN.
  static func freeVariable(_ name: String, at offset: Int) -> Self

  /// A Boolean variable the environment does not define, written at byte `offset`, in a parse
  /// that asked for free variables; by default ``variable(_:_:)-(String,Bool)`` with `false`.
  static func freeBooleanVariable(_ name: String, at offset: Int) -> Truth

  /// The app's Boolean constant `name`, whose value is `value`.
  static func hostConstant(_ name: String, _ value: Bool) -> Truth
}

extension Variables {
  /// An app's constant is, by default, a variable of that name and value.
  @inlinable
  public static func hostConstant(_ name: String, _ value: Double) -> Self {
    variable(name, value)
  }

  /// An app's Boolean constant is, by default, a variable of that name and value.
  @inlinable
  public static func hostConstant(_ name: String, _ value: Bool) -> Truth {
    variable(name, value)
  }

  /// A free variable is, by default, a variable whose value is NaN.
  @inlinable
  public static func freeVariable(_ name: String, at offset: Int) -> Self {
    variable(name, .nan)
  }

  /// A free Boolean variable is, by default, a variable whose value is `false`.
  @inlinable
  public static func freeBooleanVariable(_ name: String, at offset: Int) -> Truth {
    variable(name, false)
  }
}
