import Synchronization

// MARK: - Derivative: functions as values

/// Names for the partial derivatives by a function's parameters: a name no variable can have
/// (it starts with U+0001), different for every function, so that nested functions keep theirs
/// apart.
enum ParameterSeed {
  static let counter = Atomic<Int>(0)

  /// A new name.
  static func next() -> String {
    "\u{1}\(counter.add(1, ordering: .relaxed).newValue)"
  }
}

extension Derivative: HigherOrder where R: HigherOrder {
  /// A parameter standing for `value`, with the partial 1 by `seed` when there is one.
  static func standing(for value: R, seed: String?) -> Self {
    Self(value: value, partials: seed.map { [$0: R.number(1)] } ?? [:])
  }

  /// The function's values, in `R`.
  static func valueFunction(_ function: Lambda<Self>) -> Lambda<R> {
    Lambda<R>(
      parameters: function.parameters, name: function.name, result: function.result,
      run: function.run
    ) { arguments in
      switch function.body(arguments.map { standing(for: $0, seed: nil) }) {
      case .number(let value): .number(value.value)
      case .boolean(let value): .boolean(value)
      }
    }
  }

  /// The partial derivative of the function's body by `key` (a variable, or the seed of a
  /// parameter in `seeds`), as a function of the same parameters, in `R`.
  static func partialFunction(_ function: Lambda<Self>, by key: String, seeds: [String?] = [])
    -> Lambda<R>
  {
    Lambda<R>(parameters: function.parameters, name: nil, result: .number, run: function.run) {
      arguments in
      let parameters = arguments.indices.map {
        standing(for: arguments[$0], seed: $0 < seeds.count ? seeds[$0] : nil)
      }
      guard case .number(let body) = function.body(parameters) else { return .number(.number(0)) }
      return .number(body.partials[key] ?? .number(0))
    }
  }

  /// The names the function's body has partial derivatives by, applied once to `arguments`
  /// (the parameters as variables when nil), with the partial 1 by each of `seeds`.
  static func partialNames(
    of function: Lambda<Self>, _ arguments: [R]? = nil, seeds: [String?] = []
  ) -> Set<String> {
    let values = arguments ?? function.parameters.map { R.variable($0, .nan) }
    let parameters = values.indices.map {
      standing(for: values[$0], seed: $0 < seeds.count ? seeds[$0] : nil)
    }
    guard function.result == .number else { return [] }
    return Set(function(parameters).partials.keys)
  }

  /// `f(a, b)'`, by the chain rule: the partial of `f`'s body by each variable it reads, plus
  /// its partial by each parameter times that argument's partial.
  ///
  /// Each is written as `f`'s partial applied to the arguments, `(t -> 2 * t)(x)`, rather than
  /// with the arguments put in place: the arguments are then written once (an argument used
  /// twice by the body would otherwise be copied, and nested applications would double), and
  /// a parameter of a function inside the body cannot capture a name of an argument. The
  /// simplifier puts known numbers and names in place where that is safe
  /// (``Simplifier/apply(_:_:)``): `(t -> 2 * t)(x)` is `2 * x`.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    let values = arguments.map(\.value)
    let value = R.apply(valueFunction(function), values)
    guard !arguments.contains(where: \.isTooLarge) else {
      var result = Self(value: value)
      result.inherit(arguments)
      return result
    }
    let seeds: [String?] = function.parameters.map { _ in ParameterSeed.next() }
    let names = partialNames(of: function, values, seeds: seeds)
    var partials: [String: R] = [:]
    for name in names where !seeds.contains(name) {
      partials[name] = R.apply(partialFunction(function, by: name, seeds: seeds), values)
    }
    return chain(arguments, value: value, partials: partials) { position in
      guard let seed = seeds[position], names.contains(seed) else { return nil }
      return R.apply(partialFunction(function, by: seed, seeds: seeds), values)
    }
  }

  /// A Boolean-valued function applied: a condition, which has no derivative.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> R.Truth {
    R.apply(predicate: valueFunction(function), arguments.map(\.value))
  }

  /// The derivative of `sum`, `product`, `integrate` and `root`: linearity, the product rule
  /// written as a sum, Leibniz's rule and the implicit function theorem (see
  /// `functionalPartial`).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    let value = R.functional(functional, valueFunction(function), lower.value, upper.value)
    var partials: [String: R] = [:]
    if !lower.isTooLarge, !upper.isTooLarge {
      let seed = ParameterSeed.next()
      let seeds: [String?] = functional == .root ? [seed] : []
      var names = partialNames(of: function, seeds: seeds)
      names.remove(seed)
      let inBody = names
      if functional == .integrate {
        names.formUnion(lower.partials.keys)
        names.formUnion(upper.partials.keys)
      }
      for name in names {
        partials[name] = functionalPartial(
          functional, function, by: name, inBody: inBody.contains(name), lower, upper,
          value: value, seed: seed)
      }
    }
    var result = Self(value: value, partials: partials)
    result.inherit(lower)
    result.inherit(upper)
    return result
  }
}
