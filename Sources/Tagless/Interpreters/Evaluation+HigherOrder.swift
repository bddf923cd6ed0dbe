// MARK: - Evaluation: functions as values

extension Evaluation: HigherOrder {
  /// The value of `sum(f, a, b)` or `product(f, a, b)`: the loop over the integers from a to
  /// b, stopping when the line fails or is cancelled.
  ///
  /// A sum is compensated (Neumaier's variant of Kahan's summation), so that a long sum of
  /// terms of different sizes loses no more than a few units in the last place: the sum of
  /// 1/k² to ten million is within one ulp of the true value, where a plain loop is off by
  /// thousands.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    guard let (first, last) = Functional.integerRange(lower.value, upper.value) else {
      return Self(.nan)
    }
    let empty = functional == .sum ? 0.0 : 1.0
    guard first <= last else { return Self(empty) }
    guard function.admits(last - first + 1) else { return Self(.nan) }
    var arguments = [Self(first)]
    var k = first
    switch functional {
    case .sum:
      var sum = 0.0
      var compensation = 0.0
      while k <= last, !function.isStopped {
        arguments[0] = Self(k)
        let term = function(arguments).value
        let total = sum + term
        compensation += abs(sum) >= abs(term) ? (sum - total) + term : (term - total) + sum
        sum = total
        k += 1
      }
      return Self(sum + compensation)
    case .product:
      var product = 1.0
      while k <= last, !function.isStopped {
        arguments[0] = Self(k)
        product *= function(arguments).value
        k += 1
      }
      return Self(product)
    }
  }
}
