// MARK: - Booleans

extension Simplifier {
  /// A simplified Boolean-valued expression: the residual, built in `R`, and its value when it
  /// is known.
  public struct Condition {
    /// The simplified condition, built in `R`.
    public var residual: R.Truth
    /// The value when the condition involves no variable.
    public var constantValue: Bool?

    /// A simplified condition.
    init(_ residual: R.Truth, value: Bool? = nil) {
      self.residual = residual
      self.constantValue = value
    }

    /// A known value, as a literal.
    static func literal(_ value: Bool) -> Self { Self(R.boolean(value), value: value) }
  }
}

extension Simplifier.Condition: Sendable where R.Truth: Sendable {}

extension Simplifier: Conditionals, UserFunctions {
  /// Conditions simplify to a ``Condition``.
  public typealias Truth = Condition

  /// A literal.
  public static func boolean(_ value: Bool) -> Condition { .literal(value) }

  /// A comparison of two known values folds: IEEE comparisons are exact.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Condition {
    if let x = lhs.constantValue, let y = rhs.constantValue { return .literal(comparison(x, y)) }
    return Condition(R.compare(comparison, lhs.residual, rhs.residual))
  }

  /// `!true` is `false`, `!false` is `true`.
  public static func not(_ operand: Condition) -> Condition {
    if let value = operand.constantValue { return .literal(!value) }
    return Condition(R.not(operand.residual))
  }

  /// `false && b` and `a && false` are `false`, `true && b` is `b`, `a && true` is `a`.
  public static func and(_ lhs: Condition, _ rhs: Condition) -> Condition {
    if lhs.constantValue == false || rhs.constantValue == false { return .literal(false) }
    if lhs.constantValue == true { return rhs }
    if rhs.constantValue == true { return lhs }
    return Condition(R.and(lhs.residual, rhs.residual))
  }

  /// `true || b` and `a || true` are `true`, `false || b` is `b`, `a || false` is `a`.
  public static func or(_ lhs: Condition, _ rhs: Condition) -> Condition {
    if lhs.constantValue == true || rhs.constantValue == true { return .literal(true) }
    if lhs.constantValue == false { return rhs }
    if rhs.constantValue == false { return lhs }
    return Condition(R.or(lhs.residual, rhs.residual))
  }

  /// A known condition.
  public static func decision(_ condition: borrowing Condition) -> Bool? {
    condition.constantValue
  }

  /// `true ? a : b` is `a`, `false ? a : b` is `b`; otherwise both branches stay.
  public static func conditional(_ condition: Condition, _ then: Self, _ otherwise: Self) -> Self {
    if let value = condition.constantValue { return value ? then : otherwise }
    let residual = R.conditional(condition.residual, then.residual, otherwise.residual)
    return Self(residual, facts: common([then, otherwise], then.facts))
  }

  /// `true ? a : b` is `a`, `false ? a : b` is `b`.
  public static func conditional(_ condition: Condition, _ then: Condition, _ otherwise: Condition)
    -> Condition
  {
    if let value = condition.constantValue { return value ? then : otherwise }
    return Condition(R.conditional(condition.residual, then.residual, otherwise.residual))
  }

  /// A Boolean variable: never replaced by its value.
  public static func variable(_ name: String, _ value: Bool) -> Condition {
    Condition(R.variable(name, value))
  }

  /// A call folds when its expansion is known, so the expansion is needed.
  public static var callExpansion: CallExpansion { .term }

  /// A user function's call: stays a call (with simplified arguments) unless its expansion is
  /// known, in which case it is that value.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    if let value = expansion?.constantValue, value.isFinite { return literal(value) }
    return Self(
      R.call(callee, arguments.map(\.residual), expansion?.residual),
      value: expansion?.constantValue, facts: expansion?.facts ?? [])
  }

  /// A Boolean user function's call: its value when its expansion is known.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Condition?)
    -> Condition
  {
    if let value = expansion?.constantValue { return .literal(value) }
    return Condition(R.call(callee, arguments.map(\.residual), expansion?.residual))
  }

  // MARK: The app's functions and constants

  /// The app's constant: known, but kept by name until an operation folds it, as `pi` is.
  public static func hostConstant(_ name: String, _ value: Double) -> Self {
    Self(R.hostConstant(name, value), value: value, facts: .of(value))
  }

  /// The app's Boolean constant: known (so `c ? a : b` takes its branch), kept by name.
  public static func hostConstant(_ name: String, _ value: Bool) -> Condition {
    Condition(R.hostConstant(name, value), value: value)
  }

  /// A call of the app's function is opaque: nothing is known of it, except that of known
  /// arguments it folds (the closure is pure, so its result now is its result later).
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    let residual = { R.hostCall(function, arguments.map(\.residual)) }
    guard let values = knownValues(arguments) else { return Self(residual()) }
    return folded(function.number(values), residual)
  }

  /// A call of the app's predicate: folds when its arguments are known.
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Condition {
    if let values = knownValues(arguments) { return .literal(predicate.truth(values)) }
    return Condition(R.hostCall(predicate: predicate, arguments.map(\.residual)))
  }

  /// The values of `arguments` when every one is known.
  static func knownValues(_ arguments: [Self]) -> [Double]? {
    let values = arguments.compactMap(\.constantValue)
    return values.count == arguments.count ? values : nil
  }
}

// MARK: - Calls without expansion

extension Simplifier: CallsAsWritten {
  /// A call stays as written when its expansion is not known (only folding needs it): true
  /// when `R` builds the residual rightly so.
  static func buildsWithoutExpansion(_ arguments: [Self]) -> Bool {
    Tagless.buildsWithoutExpansion(arguments.map(\.residual))
  }
}
