// MARK: - Evaluation: functions as values

extension Evaluation: HigherOrder {
  /// The value of `sum(f, a, b)` or `product(f, a, b)`: the loop over the integers from a to
  /// b, stopping when the line fails or is cancelled.
  ///
  /// A body of numbers that calls no user function is compiled once (``Compiled``, which
  /// computes what the evaluator does, bit for bit) and run for each term or sample; any
  /// other is applied by parsing it again. `integrate` is ``Quadrature``, `root`
  /// ``RootFinder``. A sum is compensated (Neumaier's variant of Kahan's
  /// summation), so that a long sum of terms of different sizes loses no more than a few units
  /// in the last place.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    let fail = { (message: String) in function.fail(message) }
    if let program = function.compile(), program.parameters.count == 1 {
      return Self(
        self.functional(
          functional, from: lower.value, to: upper.value, admit: function.admit,
          reserve: function.admits, fail: fail
        ) { program.evaluate($0, run: function.run) })
    }
    var arguments = [Self(0)]
    return Self(
      self.functional(
        functional, from: lower.value, to: upper.value, admit: { !function.isStopped },
        reserve: function.admits, fail: fail
      ) { x in
        arguments[0] = Self(x)
        return function(arguments).value
      })
  }

  /// `functional` of `f` from `lower` to `upper` over doubles: the one statement of what the
  /// evaluator and ``Compiled``'s loops compute, so that both give the same value bit for bit.
  ///
  /// `admit` is asked before each application (false stops: the line failed, was cancelled
  /// or used up its applications), `reserve` before a sum or product of that many terms;
  /// a numerical method that gives no answer calls `fail` with the message (which must keep
  /// a failure recorded before it).
  @inlinable
  static func functional(
    _ functional: Functional, from lower: Double, to upper: Double, admit: () -> Bool,
    reserve: (Double) -> Bool, fail: (String) -> Void, _ f: (Double) -> Double
  ) -> Double {
    if functional == .integrate || functional == .root {
      return numerical(functional, lower, upper, admit: admit, fail: fail, f)
    }
    if let refusal = Functional.unboundedRange(lower, upper) {
      fail(refusal)
      return .nan
    }
    guard let (first, last) = Functional.integerRange(lower, upper) else { return .nan }
    guard first <= last else { return functional == .sum ? 0 : 1 }
    guard reserve(last - first + 1) else { return .nan }
    return loop(functional, from: first, to: last, while: admit, f)
  }

  /// `integrate(f, a, b)` by ``Quadrature`` or `root(f, a, b)` by ``RootFinder``; NaN, with
  /// `fail` told why, when the method gives no answer.
  @usableFromInline
  static func numerical(
    _ functional: Functional, _ a: Double, _ b: Double, admit: () -> Bool,
    fail: (String) -> Void, _ function: (Double) -> Double
  ) -> Double {
    func f(_ x: Double) throws(CallError) -> Double {
      guard admit() else { throw CallError(Cancellation.message) }
      return function(x)
    }
    // A failure of the function itself is recorded already, and `fail` keeps it.
    func failed(_ error: some Error) -> Double {
      fail("'\(functional.name)': \(error)")
      return .nan
    }
    if functional == .root {
      do throws(RootError<CallError>) { return try RootFinder.root(f, in: a, b).value } catch {
        return failed(error)
      }
    }
    do throws(QuadratureError<CallError>) {
      return try Quadrature.integrate(f, from: a, to: b).value
    } catch .roundoff(let estimate) where estimate.answersDespiteRoundoff {
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
