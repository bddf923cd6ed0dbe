// MARK: - Booleans

extension Derivative: Conditionals, UserFunctions {
  /// Conditions are not differentiated: they are built in `R` as they are.
  public typealias Truth = R.Truth

  /// The literal, in `R`.
  public static func boolean(_ value: Bool) -> R.Truth { R.boolean(value) }
  /// The comparison of the two values (their derivatives play no part).
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> R.Truth {
    R.compare(comparison, lhs.value, rhs.value)
  }
  /// `!operand`, in `R`.
  public static func not(_ operand: R.Truth) -> R.Truth { R.not(operand) }
  /// `lhs && rhs`, in `R`.
  public static func and(_ lhs: R.Truth, _ rhs: R.Truth) -> R.Truth { R.and(lhs, rhs) }
  /// `lhs || rhs`, in `R`.
  public static func or(_ lhs: R.Truth, _ rhs: R.Truth) -> R.Truth { R.or(lhs, rhs) }
  /// What `R` knows of the condition.
  public static func decision(_ condition: borrowing R.Truth) -> Bool? { R.decision(condition) }

  /// Piecewise: `(c ? a : b)'` is `c ? a' : b'`, by each variable either branch involves.
  public static func conditional(_ condition: R.Truth, _ then: Self, _ otherwise: Self) -> Self {
    var partials: [String: R] = [:]
    for name in Set(then.partials.keys).union(otherwise.partials.keys) {
      partials[name] = R.conditional(
        condition, then.partials[name] ?? .number(0), otherwise.partials[name] ?? .number(0))
    }
    var result = Self(
      value: R.conditional(condition, then.value, otherwise.value), partials: partials)
    result.inherit(then)
    result.inherit(otherwise)
    return result
  }
  /// A conditional of Booleans, in `R`.
  public static func conditional(_ condition: R.Truth, _ then: R.Truth, _ otherwise: R.Truth)
    -> R.Truth
  { R.conditional(condition, then, otherwise) }
  /// A Boolean variable, in `R`.
  public static func variable(_ name: String, _ value: Bool) -> R.Truth {
    R.variable(name, value)
  }

  /// The derivative of a call is its body's: the expansion is needed, as a term.
  public static var callExpansion: CallExpansion { .term }

  /// A user function's call: the call as the value, the expansion's partials as its own.
  ///
  /// Without an expansion (a recursive call under a condition that depends on the variables,
  /// which cannot be unfolded symbolically) the chain rule is written over the function's own
  /// derivatives, which nothing can expand: `f'` for a function of one argument, `f'1`, `f'2`,
  /// … (by each argument) for several, so `fact(x - 1)` differentiates to `fact'(x - 1)`.
  /// They are calls of functions that no one defines: evaluating them fails.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    let values = arguments.map(\.value)
    let value = R.call(callee, values, expansion?.value)
    if let expansion {
      var result = Self(value: value, partials: expansion.partials)
      result.inherit(arguments)
      result.inherit(expansion)
      return result
    }
    return chain(arguments, value: value) { position in
      unknownDerivative(of: callee, position, values)
    }
  }
  /// A Boolean user function's call, in `R`.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: R.Truth?)
    -> R.Truth
  { R.call(callee, arguments.map(\.value), expansion) }

  // MARK: The app's functions and constants

  /// The app's constant: derivative 0.
  public static func hostConstant(_ name: String, _ value: Double) -> Self {
    Self(value: R.hostConstant(name, value))
  }
  /// The app's Boolean constant, in `R`.
  public static func hostConstant(_ name: String, _ value: Bool) -> R.Truth {
    R.hostConstant(name, value)
  }

  /// A call of the app's function: the chain rule over the derivatives registered with it
  /// (``HostFunction/derivatives``, as calls of those functions, or its ``DerivativeRule``, as
  /// terms); by an argument without one, over a function no one defines (`clamp'1`, as for a
  /// user function that cannot be expanded).
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    let values = arguments.map(\.value)
    let rule = function.derivatives.isEmpty ? function.derivativeRule : nil
    return chain(arguments, value: R.hostCall(function, values)) { position in
      if let derivative = function.derivative(position) { return R.hostCall(derivative, values) }
      if let rule, let partial = rule.partial(position, of: values) { return partial }
      return unknownDerivative(of: Callee(function.name), position, values)
    }
  }
  /// A call of the app's predicate, in `R`.
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> R.Truth {
    R.hostCall(predicate: predicate, arguments.map(\.value))
  }

  // MARK: Opaque functions

  /// The chain rule for a function of several arguments: `partials` (the function's own, by
  /// the variables it reads) plus the sum over the arguments of each one's partials times
  /// `outer(position)`, the function's derivative by that argument (nil: zero).
  static func chain(
    _ arguments: [Self], value: R, partials: [String: R] = [:], outer: (Int) -> R?
  ) -> Self {
    var partials = partials
    for (position, argument) in arguments.enumerated() where !argument.partials.isEmpty {
      guard let slope = outer(position) else { continue }
      for (variable, inner) in argument.partials {
        let term = R.multiply(inner, slope)
        partials[variable] = partials[variable].map { R.add($0, term) } ?? term
      }
    }
    var result = Self(value: value, partials: partials)
    result.inherit(arguments)
    return result
  }

  /// The derivative of `callee`'s function by argument `position`, which nothing defines:
  /// `f'` for a function of one argument, `f'1`, `f'2`, … for several.
  static func unknownDerivative(of callee: Callee, _ position: Int, _ values: [R]) -> R {
    let name = callee.name + (values.count == 1 ? "'" : "'\(position + 1)")
    return R.call(Callee(name, at: callee.offset), values, nil as R?)
  }
}

// MARK: - Calls without expansion

extension Derivative: UnexpandedCalls {
  /// True when no argument has a partial derivative (nor lost its partials to the size
  /// bound) and `R` builds the values rightly without the expansion.
  static func buildsWithoutExpansion(_ arguments: [Self]) -> Bool {
    arguments.allSatisfy { $0.partials.isEmpty && !$0.isTooLarge }
      && Tagless.buildsWithoutExpansion(arguments.map(\.value))
  }

  /// The numbers the values are known to be, as `R` knows them.
  static func knownValues(_ arguments: [Self]) -> [Double]? {
    Tagless.knownValues(arguments.map(\.value))
  }
}
