// MARK: - Power

extension Derivative: Power {
  /// `(u ^ v)'`: `v u ^ (v - 1) u'` for constant `v`, `u ^ v log(u) v'` for constant `u`,
  /// `u ^ v (v' log(u) + v u' / u)` in general.
  ///
  /// Three constant powers have derivative 0 rather than those rules, which would write
  /// `0 * x ^ -1` (NaN at `x = 0`) or `0 ^ x * log(0)` (NaN everywhere): `u ^ 0` and `1 ^ v` are
  /// 1 for every `u` and `v` (C99 Annex F, NaN included), and `0 ^ v` is 0 for `v > 0` and
  /// infinite for `v < 0`, constant on both sides. At `v = 0` it jumps (to 1), where no
  /// derivative exists; 0 is written there too, as for `floor` at its jumps.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    raise(base, exponent, value: .power(base.value, exponent.value))
  }

  /// The power rule for `^` and `pow(…)`, whose value is written as given.
  static func raise(_ base: Self, _ exponent: Self, value: R) -> Self {
    if exponent.literal == 0 || base.literal == 0 || base.literal == 1 {
      return Self(value: value)
    }
    let (u, v) = (base.value, exponent.value)
    return combine(base, exponent, value: value) { du, dv in
      switch (du, dv) {
      case (let du?, nil):
        .multiply(.multiply(v, .power(u, .subtract(v, .number(1)))), du)
      case (nil, let dv?):
        .multiply(.multiply(.power(u, v), .function1(.log, u)), dv)
      case (let du?, let dv?):
        .multiply(
          .power(u, v),
          .add(.multiply(dv, .function1(.log, u)), .divide(.multiply(v, du), u)))
      case (nil, nil): nil
      }
    }
  }
}

// MARK: - Builtins

extension Derivative: Builtins {
  /// A named constant: derivative 0.
  public static func constant(_ constant: Constant) -> Self { Self(value: .constant(constant)) }

  /// The chain rule: `f(u)' = f'(u) u'`.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    let u = argument.value
    let value = R.function1(function, u)
    func times(_ outer: R) -> Self { chain(argument, value: value) { .multiply(outer, $0) } }
    func over(_ denominator: R) -> Self {
      chain(argument, value: value) { .divide($0, denominator) }
    }
    switch function {
    case .abs:
      // The slope itself, not u / abs(u): that is NaN at 0, and so would be the derivative of
      // abs(x) ^ 2 or x * abs(x), which exists there.
      return times(.conditional(R.compare(.less, u, .number(0)), .number(-1), .number(1)))
    case .sqrt: return over(.multiply(.number(2), value))
    case .cbrt: return over(.multiply(.number(3), squared(value)))
    case .exp: return times(value)
    case .log: return over(u)
    case .log2: return over(.multiply(u, .function1(.log, .number(2))))
    case .log10: return over(.multiply(u, .function1(.log, .number(10))))
    case .sin: return times(.function1(.cos, u))
    case .cos: return times(.negate(.function1(.sin, u)))
    case .tan: return over(squared(.function1(.cos, u)))
    case .asin: return over(.function1(.sqrt, .subtract(.number(1), squared(u))))
    case .acos:
      let root = R.function1(.sqrt, .subtract(.number(1), squared(u)))
      return chain(argument, value: value) { .divide(.negate($0), root) }
    case .atan: return over(.add(.number(1), squared(u)))
    case .sinh: return times(.function1(.cosh, u))
    case .cosh: return times(.function1(.sinh, u))
    case .tanh: return over(squared(.function1(.cosh, u)))
    case .floor, .ceil, .round, .trunc:
      // Constant between jumps.
      return Self(value: value)
    }
  }

  /// `atan2(y, x)' = (x y' - y x') / (x ^ 2 + y ^ 2)`, `hypot(x, y)' = (x x' + y y') /
  /// hypot(x, y)`, and `pow` as ``power(_:_:)``.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self)
    -> Self
  {
    let (a, b) = (first.value, second.value)
    let value = R.function2(function, a, b)
    switch function {
    case .pow:
      return raise(first, second, value: value)
    case .atan2:
      let denominator = R.add(squared(b), squared(a))
      return combine(first, second, value: value) { da, db in
        switch (da, db) {
        case (let da?, let db?): .divide(.subtract(.multiply(b, da), .multiply(a, db)), denominator)
        case (let da?, nil): .divide(.multiply(b, da), denominator)
        case (nil, let db?): .divide(.negate(.multiply(a, db)), denominator)
        case (nil, nil): nil
        }
      }
    case .hypot:
      return combine(first, second, value: value) { da, db in
        switch (da, db) {
        case (let da?, let db?): .divide(.add(.multiply(a, da), .multiply(b, db)), value)
        case (let da?, nil): .divide(.multiply(a, da), value)
        case (nil, let db?): .divide(.multiply(b, db), value)
        case (nil, nil): nil
        }
      }
    }
  }

  /// `min` and `max`: the derivative of the argument selected, chosen by comparisons.
  ///
  /// By each variable, the arguments that involve it are split in halves, recursively, and
  /// `max(left) >= max(right) ? left' : right'` picks between the halves (`<=` and `min` for
  /// `min`); the arguments that do not involve it count once, as `max(rest)` against them all
  /// (their derivative is 0). Each argument so appears a bounded number of times per level, so
  /// the derivative of `n` arguments has size O(n log n) (O(n) when one involves the variable,
  /// as in `max(x, 1, 2, …)`), where combining the pairwise rule left to right would double it
  /// with every argument. When three or more involve the variable and `R` can bind a name, the
  /// extreme is bound once instead and the size is O(n) (see `sharedSelection`).
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    var partials: [String: R] = [:]
    for name in Set(arguments.flatMap(\.partials.keys)) {
      if let shared = sharedSelection(function, arguments, by: name) {
        partials[name] = shared
        continue
      }
      let involved = arguments.filter { $0.partials[name] != nil }
      let rest = arguments.filter { $0.partials[name] == nil }.map(\.value)
      var slope = selected(function, involved[...], by: name)
      if !rest.isEmpty {
        let wins = winner(function, involved.map(\.value), rest)
        slope = .conditional(wins, slope, .number(0))
      }
      partials[name] = slope
    }
    var result = Self(value: .functionN(function, arguments.map(\.value)), partials: partials)
    result.inherit(arguments)
    return result
  }

  /// The derivative by `name` of whichever of `arguments` (each involving `name`) `function`
  /// selects.
  static func selected(_ function: VariadicFunction, _ arguments: ArraySlice<Self>, by name: String)
    -> R
  {
    guard arguments.count > 1 else { return arguments.first?.partials[name] ?? .number(0) }
    let middle = arguments.startIndex + arguments.count / 2
    let (left, right) = (arguments[..<middle], arguments[middle...])
    return .conditional(
      winner(function, left.map(\.value), right.map(\.value)),
      selected(function, left, by: name), selected(function, right, by: name))
  }

  /// True when `function` of `first` is at least as far its way as `function` of `second`
  /// (greater or equal for `max`, less or equal for `min`).
  static func winner(_ function: VariadicFunction, _ first: [R], _ second: [R]) -> R.Truth {
    func extreme(_ values: [R]) -> R {
      values.count == 1 ? values[0] : .functionN(function, values)
    }
    let order: Comparison = function == .max ? .greaterOrEqual : .lessOrEqual
    return R.compare(order, extreme(first), extreme(second))
  }
}

// MARK: - Names

extension Derivative: Variables {
  /// A variable: derivative 1 by its own name (a constant outside a derivative
  /// ``focused(on:_:)`` on another name).
  public static func variable(_ name: String, _ value: Double) -> Self {
    guard differentiates(by: name) else { return Self(value: .variable(name, value)) }
    return Self(value: .variable(name, value), partials: [name: .number(1)])
  }
}
