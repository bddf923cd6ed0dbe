// MARK: - Derivatives of sums, products, integrals and roots

extension Derivative where R: HigherOrder {
  /// The partial derivative by `name` of `functional(function, lower, upper)`, whose value is
  /// `value`; `inBody` tells whether the function's body reads `name`, and `seed` names the
  /// partial by the parameter (for `root`).
  ///
  /// - `sum`: linearity, `sum(k -> ∂f/∂x, a, b)`. The bounds count integers, so the sum is
  ///   constant in them between the integers where it jumps: they add nothing.
  /// - `product`: the product rule as a sum, `sum(k -> ∂f/∂x * product(f, a, k - 1) *
  ///   product(f, k + 1, b), a, b)`, with `f`'s parameter as the index. The bounds are then
  ///   written inside the sum's function, where that parameter could capture a name in them:
  ///   unless they are numbers, or text that does not mention it, the line fails with a
  ///   message saying so (a product's bounds add nothing, as a sum's).
  /// - `integrate`: Leibniz's rule, `∫_a^b ∂f/∂x dt + f(b) b' - f(a) a'` (so the derivative
  ///   by the upper bound is the integrand there), each term only when it is not zero.
  /// - `root`: the implicit function theorem: the root r of f(t, x) = 0 moves by
  ///   `-(∂f/∂x) / (∂f/∂t)` at t = r, written `(t -> -(∂f/∂x) / (∂f/∂t))(root(f, a, b))` so that
  ///   the root is written once. Where ∂f/∂t is 0 at the root the theorem does not apply,
  ///   and the quotient is infinite or NaN. The bounds of the bracket add nothing while the
  ///   root stays inside it.
  static func functionalPartial(
    _ functional: Functional, _ function: Lambda<Self>, _ body: Body, by name: String,
    inBody: Bool,
    _ lower: Self, _ upper: Self, value: R, seed: String
  ) -> R? {
    let (a, b) = (lower.value, upper.value)
    switch functional {
    case .sum:
      return R.functional(.sum, partialFunction(function, body, by: name), a, b)
    case .product:
      return productRule(function, body, by: name, lower, upper)
    case .integrate:
      var partial =
        inBody ? R.functional(.integrate, partialFunction(function, body, by: name), a, b) : nil
      if let db = upper.partials[name] {
        let term = R.multiply(R.apply(valueFunction(function, body), [b]), db)
        partial = partial.map { R.add($0, term) } ?? term
      }
      if let da = lower.partials[name] {
        let term = R.multiply(R.apply(valueFunction(function, body), [a]), da)
        partial = partial.map { R.subtract($0, term) } ?? R.negate(term)
      }
      return partial
    case .root:
      let slope = Lambda<R>(
        parameters: function.parameters, name: nil, result: .number, run: function.run
      ) { arguments in
        guard case .number(let applied) = body(arguments), let partial = applied.partials[name]
        else { return .number(.number(0)) }
        return .number(R.divide(R.negate(partial), applied.partials[seed] ?? .number(0)))
      }
      return R.apply(slope, [value])
    }
  }

  /// `d/dx product(f, a, b)` as `sum(k -> ∂f/∂x * product(f, a, k - 1) * product(f, k + 1,
  /// b), a, b)`, or nil with the line failed when a bound could be captured.
  static func productRule(
    _ function: Lambda<Self>, _ body: Body, by name: String, _ lower: Self, _ upper: Self
  ) -> R? {
    let parameter = function.parameters.first ?? "k"
    guard lower.literal != nil || !mayMention(lower.value, parameter),
      upper.literal != nil || !mayMention(upper.value, parameter)
    else {
      function.fail(
        "the derivative of a product is written with its bounds inside a function of "
          + "'\(parameter)', which they mention: rename the product's parameter")
      return nil
    }
    let (a, b) = (lower.value, upper.value)
    let whole = valueFunction(function, body)
    let slope = partialFunction(function, body, by: name)
    let term = Lambda<R>(
      parameters: function.parameters, name: nil, result: .number, run: function.run
    ) { arguments in
      let k = arguments.first ?? .number(.nan)
      let before = R.functional(.product, whole, a, R.subtract(k, .number(1)))
      let after = R.functional(.product, whole, R.add(k, .number(1)), b)
      return .number(R.multiply(R.multiply(slope(arguments), before), after))
    }
    return R.functional(.sum, term, a, b)
  }

  /// Whether `value`'s text may mention `name`: true unless it is text (``TermSize``) without
  /// that word.
  static func mayMention(_ value: R, _ name: String) -> Bool {
    guard let text = value as? any TermSize else { return true }
    return text.termWords.contains(name)
  }
}
