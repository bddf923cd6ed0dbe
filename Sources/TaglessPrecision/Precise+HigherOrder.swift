import Tagless

// MARK: - Precise: functions as values

extension Precise: HigherOrder {
  /// `sum(f, a, b)` and `product(f, a, b)` correctly rounded to the digits in force, for
  /// terms that are themselves right to two units of the working digits: computed with guard
  /// digits and a bound of the error, and again with more when the bound does not decide the
  /// rounding (`correctlyRounded(_:_:from:to:)`).
  ///
  /// `integrate(f, a, b)` and `root(f, a, b)` to the digits asked, by ``PreciseQuadrature``
  /// and ``PreciseRootFinder``; `integrate`'s bounds may be `inf` or `-inf`. A root is
  /// correctly rounded; an integral of an integrand analytic inside the range (endpoint
  /// singularities allowed) has every digit right, by tanh-sinh's stopping rule (two levels
  /// agreeing to two digits beyond those asked), a heuristic rather than a proof.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Precise>, _ lower: Precise, _ upper: Precise
  ) -> Precise {
    guard functional == .sum || functional == .product else {
      var arguments = [Precise.number(0)]
      return Precise(
        numerical(functional, function, lower, upper) { x in
          arguments[0] = x
          return function(arguments)
        })
    }
    if lower.failure != nil { return lower.operandFailure }
    if upper.failure != nil { return upper.operandFailure }
    guard let a = lower.value?.doubleValue, let b = upper.value?.doubleValue,
      let (first, last) = Functional.integerRange(a, b)
    else { return Precise(.failure(ArithmeticFailure("the bounds are not numbers"))) }
    return correctlyRounded(functional, function, from: first, to: last)
  }
}
