#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Power

extension DualNumber: Power {
  /// `(u ^ v)'`: `v u ^ (v - 1) u'` for constant `v`, `u ^ v log(u) v'` for constant `u`,
  /// `u ^ v (v' log(u) + v u' / u)` in general.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    let (u, v) = (base.value, exponent.value)
    let value = pow(u, v)
    return combine(base, exponent, value: value) { du, dv in
      switch (du, dv) {
      case (let du?, nil): v * pow(u, v - 1) * du
      case (nil, let dv?): value * log(u) * dv
      case (let du?, let dv?): value * (dv * log(u) + v * du / u)
      case (nil, nil): nil
      }
    }
  }
}

// MARK: - Builtins

extension DualNumber: Builtins {
  /// A named constant: derivative 0.
  public static func constant(_ constant: Constant) -> Self { Self(constant.value) }

  /// The chain rule: `f(u)' = f'(u) u'`.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    let u = argument.value
    let value = function(u)
    func times(_ slope: Double) -> Self { chain(argument, value: value, slope: slope) }
    func over(_ denominator: Double) -> Self { chain(argument, value: value, over: denominator) }
    switch function {
    case .abs: return times(u / value)
    case .sqrt: return over(2 * value)
    case .cbrt: return over(3 * pow(value, 2))
    case .exp: return times(value)
    case .log: return over(u)
    case .log2: return over(u * log(2))
    case .log10: return over(u * log(10))
    case .sin: return times(cos(u))
    case .cos: return times(-sin(u))
    case .tan: return over(pow(cos(u), 2))
    case .asin: return over((1 - pow(u, 2)).squareRoot())
    case .acos:
      let root = (1 - pow(u, 2)).squareRoot()
      return Self(value, partials: argument.partials.mapValues { -$0 / root })
    case .atan: return over(1 + pow(u, 2))
    case .sinh: return times(cosh(u))
    case .cosh: return times(sinh(u))
    case .tanh: return over(pow(cosh(u), 2))
    case .floor, .ceil, .round, .trunc: return Self(value)
    }
  }

  /// `atan2`, `hypot` and `pow`, as in ``Derivative``.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self)
    -> Self
  {
    let (a, b) = (first.value, second.value)
    switch function {
    case .pow:
      return power(first, second)
    case .atan2:
      let denominator = pow(b, 2) + pow(a, 2)
      return combine(first, second, value: atan2(a, b)) { da, db in
        switch (da, db) {
        case (let da?, let db?): (b * da - a * db) / denominator
        case (let da?, nil): b * da / denominator
        case (nil, let db?): -(a * db) / denominator
        case (nil, nil): nil
        }
      }
    case .hypot:
      let value = hypot(a, b)
      return combine(first, second, value: value) { da, db in
        switch (da, db) {
        case (let da?, let db?): (a * da + b * db) / value
        case (let da?, nil): a * da / value
        case (nil, let db?): b * db / value
        case (nil, nil): nil
        }
      }
    }
  }

  /// `min` and `max`, two arguments at a time, following the larger or smaller one (with
  /// `s = (a - b) / abs(a - b)`, as in ``Derivative``; NaN at ties).
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    guard var result = arguments.first else { return Self(.nan) }
    for next in arguments.dropFirst() {
      let difference = result.value - next.value
      let sign = difference / Swift.abs(difference)
      let toward = function == .max ? 1.0 : -1.0
      let value = function.combine(result.value, next.value)
      result = combine(result, next, value: value) { da, db in
        switch (da, db) {
        case (let da?, let db?): (da + db + toward * (sign * (da - db))) / 2
        case (let da?, nil): (da + toward * (sign * da)) / 2
        case (nil, let db?): (db - toward * (sign * db)) / 2
        case (nil, nil): nil
        }
      }
    }
    return result
  }
}

// MARK: - Names

extension DualNumber: Variables, UserFunctions, Conditionals {
  /// A variable at its value, with derivative 1 by its own name.
  public static func variable(_ name: String, _ value: Double) -> Self {
    Self(value, partials: [name: 1])
  }

  /// Conditions are values: a dual number's Booleans are `Bool`s, not differentiated.
  public typealias Truth = Bool

  /// The literal.
  public static func boolean(_ value: Bool) -> Bool { value }
  /// The values compared.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Bool {
    comparison(lhs.value, rhs.value)
  }
  /// `!operand`.
  public static func not(_ operand: Bool) -> Bool { !operand }
  /// `lhs && rhs`.
  public static func and(_ lhs: Bool, _ rhs: Bool) -> Bool { lhs && rhs }
  /// `lhs || rhs`.
  public static func or(_ lhs: Bool, _ rhs: Bool) -> Bool { lhs || rhs }
  /// Every condition is known.
  public static func decision(_ condition: borrowing Bool) -> Bool? { copy condition }
  /// The branch taken, with its derivatives: piecewise differentiation.
  public static func conditional(_ condition: Bool, _ then: Self, _ otherwise: Self) -> Self {
    condition ? then : otherwise
  }
  /// The branch taken.
  public static func conditional(_ condition: Bool, _ then: Bool, _ otherwise: Bool) -> Bool {
    condition ? then : otherwise
  }
  /// The Boolean variable's value.
  public static func variable(_ name: String, _ value: Bool) -> Bool { value }

  /// A call's value and derivatives come from its expansion.
  public static var callExpansion: CallExpansion { .value }
  /// A user function's call: its expansion (NaN in an operand that was skipped).
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    expansion ?? Self(.nan)
  }
  /// A Boolean user function's call: its expansion's value.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Bool?) -> Bool {
    expansion ?? false
  }

  /// The app's constant: derivative 0.
  public static func hostConstant(_ name: String, _ value: Double) -> Self { Self(value) }
  /// The app's Boolean constant's value.
  public static func hostConstant(_ name: String, _ value: Bool) -> Bool { value }

  /// A call of the app's function: its value, and the chain rule over the derivatives
  /// registered with it (NaN by an argument that has none).
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    let values = arguments.map(\.value)
    var partials: [String: Double] = [:]
    for (position, argument) in arguments.enumerated() where !argument.partials.isEmpty {
      let slope = function.derivative(position)?.number(values) ?? .nan
      for (name, inner) in argument.partials {
        let term = inner * slope
        partials[name] = partials[name].map { $0 + term } ?? term
      }
    }
    return Self(function.number(values), partials: partials)
  }
  /// A call of the app's predicate: its value.
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Bool {
    predicate.truth(arguments.map(\.value))
  }
}
