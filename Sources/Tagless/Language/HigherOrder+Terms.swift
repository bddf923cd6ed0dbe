// MARK: - Sums and products by the interpreter's own operations

extension HigherOrder {
  /// `sum(function, …)` or `product(function, …)` over the integers from `first` to `last`,
  /// built with the interpreter's own ``Arithmetic/add(_:_:)`` or
  /// ``Arithmetic/multiply(_:_:)`` and literals for the integers: what an interpreter of
  /// exact or decimal values does, term after term, until the line fails or is cancelled.
  ///
  /// The bounds are doubles, as ``Functional/integerRange(_:_:)`` gives them: an integer
  /// above 2^53 is not counted one by one, and the range is refused before that.
  public static func terms(
    _ functional: Functional, _ function: Lambda<Self>, from first: Double, to last: Double
  ) -> Self {
    var result: Self = .number(functional == .sum ? 0 : 1)
    guard first <= last else { return result }
    guard function.admits(last - first + 1) else { return .number(.nan) }
    var k = first
    var arguments: [Self] = [.number(k)]
    while k <= last, !function.isStopped {
      arguments[0] = .number(k)
      let term = function(arguments)
      result = functional == .sum ? .add(result, term) : .multiply(result, term)
      k += 1
    }
    return result
  }
}
