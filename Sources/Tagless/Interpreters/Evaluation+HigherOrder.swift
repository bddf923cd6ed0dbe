// MARK: - Evaluation: functions as values

extension Evaluation: HigherOrder {
  /// The value of `sum(f, a, b)` or `product(f, a, b)`: the loop over the integers from a to
  /// b, stopping when the line fails or is cancelled.
  ///
  /// A body of numbers that calls no user function is compiled once (``Compiled``, which
  /// computes what the evaluator does, bit for bit) and run for each term; any other is
  /// applied by parsing it again. A sum is compensated (Neumaier's variant of Kahan's
  /// summation), so that a long sum of terms of different sizes loses no more than a few units
  /// in the last place.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    if functional == .integrate || functional == .root {
      return Self(numerical(functional, function, lower.value, upper.value))
    }
    guard let (first, last) = Functional.integerRange(lower.value, upper.value) else {
      return Self(.nan)
    }
    guard first <= last else { return Self(functional == .sum ? 0 : 1) }
    guard function.admits(last - first + 1) else { return Self(.nan) }
    if let program = function.compile(), program.parameters.count == 1 {
      return Self(
        loop(functional, from: first, to: last, while: function.admit, program.evaluate))
    }
    var arguments = [Self(first)]
    return Self(
      loop(functional, from: first, to: last, while: { !function.isStopped }) { k in
        arguments[0] = Self(k)
        return function(arguments).value
      })
  }

  /// `integrate(f, a, b)` by ``Quadrature`` or `root(f, a, b)` by ``RootFinder``, over the
  /// compiled body when there is one; NaN, with the line failed, when the method gives no
  /// answer (the message says why).
  static func numerical(
    _ functional: Functional, _ function: Lambda<Self>, _ a: Double, _ b: Double
  ) -> Double {
    let program = function.compile().flatMap { $0.parameters.count == 1 ? $0 : nil }
    var arguments = [Self(0)]
    func f(_ x: Double) throws(CallError) -> Double {
      let y: Double
      if let program {
        guard function.admit() else { throw CallError(Cancellation.message) }
        y = program.evaluate(x)
      } else {
        arguments[0] = Self(x)
        y = function(arguments).value
      }
      if function.isStopped { throw CallError(Cancellation.message) }
      return y
    }
    // A failure of the function itself is recorded already; the method's own is not.
    func failed(_ error: some Error) -> Double {
      if !function.isStopped { function.fail("'\(functional.name)': \(error)") }
      return .nan
    }
    if functional == .root {
      do throws(RootError<CallError>) { return try RootFinder.root(f, in: a, b).value } catch {
        return failed(error)
      }
    }
    do throws(QuadratureError<CallError>) {
      return try Quadrature.integrate(f, from: a, to: b).value
    } catch .roundoff(let estimate) {
      // Rounding in the integrand stopped the tolerance being met (an integral that cancels,
      // as cos(20 * x) over 0..1 does): the estimate is as good as doubles allow, as SciPy's
      // quad also answers with a warning.
      return estimate.value
    } catch {
      return failed(error)
    }
  }

  /// The product of `term(k)` over the integers from `first` to `last` for `product`, their
  /// sum otherwise, while `going`.
  @inlinable
  static func loop(
    _ functional: Functional, from first: Double, to last: Double, while going: () -> Bool,
    _ term: (Double) -> Double
  ) -> Double {
    var k = first
    guard functional == .product else {
      var sum = CompensatedSum()
      while k <= last, going() {
        sum.add(term(k))
        k += 1
      }
      return sum.value
    }
    var product = 1.0
    while k <= last, going() {
      product *= term(k)
      k += 1
    }
    return product
  }
}

// MARK: - CompensatedSum

/// A running sum with Neumaier's compensation: the rounding error of each addition is kept
/// and added back at the end, so that the result is as if summed with twice the precision.
@usableFromInline
struct CompensatedSum {
  @usableFromInline var sum = 0.0
  @usableFromInline var compensation = 0.0

  @inlinable
  init() {}

  /// Adds `term`.
  @inlinable
  mutating func add(_ term: Double) {
    let total = sum + term
    compensation += abs(sum) >= abs(term) ? (sum - total) + term : (term - total) + sum
    sum = total
  }

  /// The sum: infinite or NaN as the plain sum is, once a term made it so.
  @inlinable
  var value: Double { sum.isFinite ? sum + compensation : sum }
}
