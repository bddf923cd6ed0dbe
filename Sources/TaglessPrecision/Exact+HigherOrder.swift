import Tagless

// MARK: - Exact: functions as values

extension Exact: HigherOrder {
  /// `sum(f, a, b)` and `product(f, a, b)`, exactly.
  ///
  /// `sum(k -> 1 / k ^ 2, 1, 100)` is a fraction. A bound that failed is the result; one that
  /// is approximate counts by its nearest double.
  ///
  /// `integrate(f, a, b)` and `root(f, a, b)` have no exact method: they are computed as the
  /// precise interpreter computes them, to the digits in force, and marked approximate
  /// (`≈`), as `sqrt(2)` is.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Exact>, _ lower: Exact, _ upper: Exact
  ) -> Exact {
    guard functional == .sum || functional == .product else {
      return numerical(functional, function, lower, upper)
    }
    if lower.failure != nil { return lower.operandFailure }
    if upper.failure != nil { return upper.operandFailure }
    guard let a = lower.doubleValue, let b = upper.doubleValue,
      let (first, last) = Functional.integerRange(a, b)
    else { return Exact(failure: "the bounds of '\(functional.name)' are not numbers") }
    return terms(functional, function, from: first, to: last)
  }
}

extension Exact {
  /// `integrate` or `root` over `function` by ``Precise``'s methods, approximate.
  static func numerical(
    _ functional: Functional, _ function: Lambda<Exact>, _ lower: Exact, _ upper: Exact
  ) -> Exact {
    var arguments = [Exact(.one)]
    let outcome = Precise.numerical(
      functional, function, lower.precise, upper.precise
    ) { x in
      guard let value = x.value else { return x }
      arguments[0] = Exact(.success(.approximate(Approximation(point: value))))
      return function(arguments).precise
    }
    // The digits a numerical method gives are taken as right to one unit of the last.
    let digits = Precision.digits
    return Exact(
      approximately: outcome, enclosure: .rounded((try? outcome.get()) ?? .zero, digits: digits))
  }

  /// The value as a ``Precise`` at the current digits: a fraction rounded, an approximation
  /// as it is.
  var precise: Precise {
    switch result {
    case .success(.exact(let value)):
      Precise(Elementary.rounded(Fraction(value), Precision.digits))
    case .success(.approximate(let value)): Precise(.success(value.value))
    case .failure(let failure): Precise(.failure(failure))
    }
  }
}
