#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Power

extension Simplifier: Power {
  /// `base ^ exponent`, folded or simplified by the exact rules of `pow`.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    raise(base, exponent) { .power($0, $1) }
  }

  /// The rules shared by `^` and `pow(…)`; `build` writes the residual the way it was written.
  static func raise(_ base: Self, _ exponent: Self, _ build: (R, R) -> R) -> Self {
    if let x = base.constantValue, let y = exponent.constantValue {
      return folded(pow(x, y)) { build(base.residual, exponent.residual) }
    }
    // C99 Annex F: pow(x, ±0) is 1 for every x and pow(+1, y) is 1 for every y, NaN included.
    if exponent.constantValue == 0 || base.constantValue == 1 { return literal(1) }
    // pow(x, 1) is x exactly representable, and glibc's pow errs by less than an ulp (and
    // pow(±0, 1) = ±0, pow(±inf, 1) = ±inf by Annex F).
    if exponent.isLiteral(1) { return base }
    var facts = base.facts.intersection(.nonNegative)
    // pow(x, y) can be -0 only for an odd integer y (x = -0, or an underflow of a negative x).
    if let y = exponent.constantValue, !Self.isOddInteger(y) { facts.insert(.notNegativeZero) }
    return Self(build(base.residual, exponent.residual), facts: facts)
  }

  /// True for ±1, ±3, ….
  static func isOddInteger(_ value: Double) -> Bool {
    value.isFinite && value == value.rounded(.towardZero)
      && Swift.abs(value.truncatingRemainder(dividingBy: 2)) == 1
  }
}

// MARK: - Builtins

extension Simplifier: Builtins {
  /// A named constant: known, but kept by name (`pi`) until an operation folds it.
  public static func constant(_ constant: Constant) -> Self {
    Self(.constant(constant), value: constant.value, facts: .of(constant.value))
  }

  /// A one-argument call, folded when the argument is known.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    if let x = argument.constantValue {
      return folded(function(x)) { .function1(function, argument.residual) }
    }
    let known = argument.facts
    var facts: Facts = []
    switch function {
    case .abs:
      // abs clears the sign bit: |-x| = |x|, and |x| = x when the bit is clear already.
      if case .negation(let inner) = argument.shape { return function1(.abs, inner) }
      if known.contains(.nonNegative) { return argument }
      facts = known.intersection([.finite, .integral]).union(.nonNegative)
    case .floor, .ceil, .round, .trunc:
      // Integers, zeros, infinities and NaN are fixed points of rounding.
      if known.contains(.integral) { return argument }
      facts = known.intersection([.finite, .nonNegative]).union(.integral)
      // floor(x) is -0 only for x = -0.
      if function == .floor { facts.formUnion(known.intersection(.notNegativeZero)) }
    case .exp, .cosh, .acos:
      facts = .nonNegative
    case .sqrt:
      // sqrt(-0) is -0; of a negative number, NaN; else nonnegative.
      if known.contains(.notNegativeZero) { facts = .nonNegative }
    case .log, .log2, .log10:
      // Zero only at 1, where Annex F gives +0.
      facts = .notNegativeZero
    case .sin, .cos, .tanh, .atan:
      facts = known.intersection(.finite)
    case .cbrt, .tan, .asin, .sinh:
      break
    }
    return Self(.function1(function, argument.residual), facts: facts)
  }

  /// A two-argument call, folded when both arguments are known; `pow` follows ``power(_:_:)``.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self)
    -> Self
  {
    if function == .pow { return raise(first, second) { .function2(.pow, $0, $1) } }
    if let x = first.constantValue, let y = second.constantValue {
      return folded(function(x, y)) { .function2(function, first.residual, second.residual) }
    }
    let facts: Facts =
      function == .hypot
      ? .nonNegative : first.facts.intersection(second.facts).intersection(.finite)
    return Self(.function2(function, first.residual, second.residual), facts: facts)
  }

  /// `min`/`max`: a lone argument is itself, and a leading run of known arguments folds (the
  /// arguments combine left to right, so that is exact).
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    if arguments.count == 1 { return arguments[0] }
    let known = arguments.prefix { $0.constantValue != nil }.compactMap(\.constantValue)
    if known.count == arguments.count {
      return folded(function(known)) { .functionN(function, arguments.map(\.residual)) }
    }
    var arguments = arguments
    if known.count >= 2, case let value = function(known), value.isFinite {
      arguments.replaceSubrange(0..<known.count, with: [literal(value)])
    }
    let facts = common(arguments, [.finite, .nonNegative])
    return Self(.functionN(function, arguments.map(\.residual)), facts: facts)
  }
}

// MARK: - Names

extension Simplifier: Variables {
  /// A variable: never replaced by its value, which may change; finite under ``FiniteValues``.
  public static func variable(_ name: String, _ value: Double) -> Self {
    Self(
      .variable(name, value), shape: .variable(name),
      facts: Values.variablesAreFinite ? .finite : [])
  }
}
