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

  /// The function's body applied to `R`'s arguments, each a parameter standing for its
  /// argument with the partial 1 by the seed at its position in `seeds` (none past their end),
  /// built once for the value and every partial that need it (``AppliedBody``).
  typealias Body = AppliedBody<R, Typed<Self>>

  /// The body of `function`, with the partials by `seeds`.
  static func body(of function: Lambda<Self>, seeds: [String?] = []) -> Body {
    Body { arguments in
      function.body(
        arguments.indices.map {
          standing(for: arguments[$0], seed: $0 < seeds.count ? seeds[$0] : nil)
        })
    }
  }

  /// The function's values, in `R`.
  static func valueFunction(_ function: Lambda<Self>, _ body: Body) -> Lambda<R> {
    Lambda<R>(
      parameters: function.parameters, name: function.name, result: function.result,
      run: function.run
    ) { arguments in
      switch body(arguments) {
      case .number(let value): .number(value.value)
      case .boolean(let value): .boolean(value)
      }
    }
  }

  /// The partial derivative of the function's body by `key` (a variable, or the seed of a
  /// parameter), as a function of the same parameters, in `R`.
  static func partialFunction(_ function: Lambda<Self>, _ body: Body, by key: String)
    -> Lambda<R>
  {
    Lambda<R>(parameters: function.parameters, name: nil, result: .number, run: function.run) {
      arguments in
      guard case .number(let body) = body(arguments) else { return .number(.number(0)) }
      return .number(body.partials[key] ?? .number(0))
    }
  }

  /// The names the function's body has partial derivatives by: read from its last
  /// application when there was one (they depend on what the body reads, not on the
  /// arguments), else from one application to `arguments` (the parameters as variables when
  /// nil).
  static func partialNames(of function: Lambda<Self>, _ body: Body, _ arguments: [R]? = nil)
    -> Set<String>
  {
    guard function.result == .number else { return [] }
    if case .number(let last)? = body.last { return Set(last.partials.keys) }
    // Counted as an application, as `R`'s are.
    guard function.admit() else { return [] }
    let values = arguments ?? function.parameterVariables(in: R.self)
    guard case .number(let applied) = body(values) else { return [] }
    return Set(applied.partials.keys)
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
    let seeds: [String?] = function.parameters.map { _ in ParameterSeed.next() }
    let body = body(of: function, seeds: seeds)
    let value = R.apply(valueFunction(function, body), values)
    guard !arguments.contains(where: \.isTooLarge) else {
      var result = Self(value: value)
      result.inherit(arguments)
      return result
    }
    let names = partialNames(of: function, body, values)
    var partials: [String: R] = [:]
    for name in names where !seeds.contains(name) {
      partials[name] = R.apply(partialFunction(function, body, by: name), values)
    }
    return chain(arguments, value: value, partials: partials) { position in
      guard let seed = seeds[position], names.contains(seed) else { return nil }
      return R.apply(partialFunction(function, body, by: seed), values)
    }
  }

  /// A Boolean-valued function applied: a condition, which has no derivative.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> R.Truth {
    R.apply(predicate: valueFunction(function, body(of: function)), arguments.map(\.value))
  }

  /// The derivative of `sum`, `product`, `integrate` and `root`: linearity, the product rule
  /// written as a sum, Leibniz's rule and the implicit function theorem (see
  /// `functionalPartial`).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    let seed = ParameterSeed.next()
    let body = body(of: function, seeds: functional == .root ? [seed] : [])
    let value = R.functional(functional, valueFunction(function, body), lower.value, upper.value)
    var partials: [String: R] = [:]
    if !lower.isTooLarge, !upper.isTooLarge {
      var names = partialNames(of: function, body)
      names.remove(seed)
      let inBody = names
      if functional == .integrate {
        names.formUnion(lower.partials.keys)
        names.formUnion(upper.partials.keys)
      }
      for name in names {
        partials[name] = functionalPartial(
          functional, function, body, by: name, inBody: inBody.contains(name), lower, upper,
          value: value, seed: seed)
      }
    }
    var result = Self(value: value, partials: partials)
    result.inherit(lower)
    result.inherit(upper)
    return result
  }
}
