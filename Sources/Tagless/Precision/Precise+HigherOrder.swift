// MARK: - Precise: functions as values

extension Precise: HigherOrder {
  /// `sum(f, a, b)` and `product(f, a, b)` at the precision in force: each term and each
  /// partial sum is rounded to the digits asked, so the error of a long sum grows with its
  /// number of terms (a few units in the last digit per term at most).
  public static func functional(
    _ functional: Functional, _ function: Lambda<Precise>, _ lower: Precise, _ upper: Precise
  ) -> Precise {
    guard functional == .sum || functional == .product else {
      return Precise(.failure(ArithmeticFailure(Functional.doublesOnly(functional))))
    }
    if lower.failure != nil { return lower }
    if upper.failure != nil { return upper }
    guard let a = lower.value?.doubleValue, let b = upper.value?.doubleValue,
      let (first, last) = Functional.integerRange(a, b)
    else { return Precise(.failure(ArithmeticFailure("the bounds are not numbers"))) }
    return terms(functional, function, from: first, to: last)
  }
}
