// MARK: - Exact: functions as values

extension Exact: HigherOrder {
  /// `sum(f, a, b)` and `product(f, a, b)`, exactly.
  ///
  /// `sum(k -> 1 / k ^ 2, 1, 100)` is a fraction. A bound that failed is the result; one that
  /// is approximate counts by its nearest double.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Exact>, _ lower: Exact, _ upper: Exact
  ) -> Exact {
    guard functional == .sum || functional == .product else {
      return Exact(.failure(ArithmeticFailure(Functional.doublesOnly(functional))))
    }
    if lower.failure != nil { return lower }
    if upper.failure != nil { return upper }
    guard let a = lower.doubleValue, let b = upper.doubleValue,
      let (first, last) = Functional.integerRange(a, b)
    else { return Exact(failure: "the bounds of '\(functional.name)' are not numbers") }
    return terms(functional, function, from: first, to: last)
  }
}
