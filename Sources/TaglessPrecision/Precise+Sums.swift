import Tagless

// MARK: - Sums and products, correctly rounded

extension Precise {
  /// `sum` or `product` of `function` over the integers from `first` to `last`, rounded
  /// correctly to the digits in force when the terms are.
  ///
  /// The terms and the partial results are computed with guard digits (as many as the count
  /// of terms has, and 4 more), and beside them a bound of the error: half a unit of the
  /// working digits for each addition or multiplication, and two units of them for each term
  /// (what a term of a few correctly rounded operations may be off by). When both ends of
  /// the bound round to the same decimal, that is the result; otherwise the whole is
  /// computed again with twice the guard digits, four times at most, and when the two last
  /// values are equal the computation was exact (a tie such as `0.125` at 2 digits rounds to
  /// even); else it is a failure, as an undecided function is (``Ziv``). A term whose own
  /// error is larger than two units (a cancellation inside it) is not covered by the bound.
  static func correctlyRounded(
    _ functional: Functional, _ function: Lambda<Precise>, from first: Double, to last: Double
  ) -> Precise {
    let digits = Precision.digits
    let count = max(0, last - first + 1)
    var guardDigits = String(Int(Swift.min(count, 1e15))).count + 4
    var previous: BigDecimal?
    for _ in 0..<4 {
      let working = digits + guardDigits
      let (value, bound) = Precision.withWorkingDigits(working) {
        accumulate(functional, function, from: first, to: last, digits: working)
      }
      guard case .success(let exact) = value.result, !function.isStopped else { return value }
      let rounded = exact.rounded(toDigits: digits)
      if let bound {
        let low = (exact - bound).rounded(toDigits: digits)
        let high = (exact + bound).rounded(toDigits: digits)
        if low == rounded && high == rounded { return Precise(rounded: Precise.checked(rounded)) }
      }
      if let previous, previous.significand == exact.significand,
        previous.exponent == exact.exponent
      {
        return Precise(rounded: Precise.checked(rounded))
      }
      previous = exact
      guardDigits *= 2
    }
    return Precise(.failure(ArithmeticFailure(Ziv.undecided)))
  }

  /// The sum or product at `digits` digits, and a bound of its error (nil when the line
  /// failed or stopped).
  static func accumulate(
    _ functional: Functional, _ function: Lambda<Precise>, from first: Double, to last: Double,
    digits: Int
  ) -> (Precise, BigDecimal?) {
    let isSum = functional == .sum
    var result: Precise = .number(isSum ? 0 : 1)
    guard first <= last else { return (result, .zero) }
    guard function.admits(last - first + 1) else { return (.number(.nan), nil) }
    // The largest leading exponent of a term or partial sum (sums), and the count of
    // roundings: the bound is 3 · count units of the working digits at that exponent.
    var largest = Int.min
    var steps = 0
    var k = first
    var arguments: [Precise] = [.number(k)]
    while k <= last, !function.isStopped {
      arguments[0] = .number(k)
      let term = function(arguments)
      result = isSum ? .add(result, term) : .multiply(result, term)
      guard case .success(let partial) = result.result else { return (result, nil) }
      if isSum {
        for value in [term.value, partial] {
          if let leading = value?.leadingExponent { largest = Swift.max(largest, leading) }
        }
      }
      steps += 1
      k += 1
    }
    guard case .success(let value) = result.result, !function.isStopped else {
      return (result, nil)
    }
    if isSum {
      guard largest != Int.min else { return (result, .zero) }
      return (result, BigDecimal(BigInt(3 * steps), exponent: largest - digits + 1))
    }
    // A product's relative error, (1 + ε)^n - 1 with ε = 3 units at each step, is below
    // 2nε while that is below 1; |value| < 10^(leading + 1).
    guard let leading = value.leadingExponent else { return (result, .zero) }
    return (result, BigDecimal(BigInt(6 * steps), exponent: leading + 2 - digits))
  }
}

extension Precision {
  /// Runs `body` at `digits` digits, past ``maximumDigits`` if need be: the guard digits of a
  /// computation whose result is then rounded to the digits in force.
  static func withWorkingDigits<T>(_ digits: Int, _ body: () -> T) -> T {
    if #available(iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      PrecisionScopes.opened.store(true, ordering: .relaxed)
    }
    return scoped.withValue(Swift.max(digits, minimumDigits)) { body() }
  }
}
