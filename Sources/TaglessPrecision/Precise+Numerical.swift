import Tagless

// MARK: - Precise: integrate and root to the digits asked

extension Precise {
  /// `integrate(f, a, b)` by ``PreciseQuadrature`` or `root(f, a, b)` by
  /// ``PreciseRootFinder``, to the current ``Precision/digits``, with `f` given as a function
  /// of a ``Precise``: what the precise and the exact interpreters share.
  ///
  /// Accuracy: a root is correctly rounded (the bracket's two ends round alike at the digits
  /// asked, ten guard digits carried); an integral of an integrand analytic inside the range
  /// (endpoint singularities allowed) has every digit right, the last correctly rounded
  /// unless the integral lies within about `10^-(digits + 2)` of a rounding boundary:
  /// tanh-sinh's stopping rule, a heuristic rather than a proof (see ``PreciseQuadrature``).
  /// A bound of `integrate` may be `inf` or `-inf` (`ArithmeticFailure.infinity`): the
  /// range is mapped onto a finite one first (see ``PreciseQuadrature``), with the same
  /// stopping rule and the same heuristic guarantee; an integrand whose terms still matter
  /// where the rule ends (`1/x` on `[1, inf)`, which diverges) is an error, not a value. The
  /// bounds of `root` must be finite.
  ///
  /// A failure of the method (no sign change, no convergence, a failing integrand value) is
  /// recorded on `lambdaRun` as an error at the built-in and returned as the failure; one of
  /// `f` itself (cancellation, the application limit) is recorded already and returned as it is.
  static func numerical<R: Booleans>(
    _ functional: Functional, _ function: Lambda<R>, _ a: Precise, _ b: Precise,
    _ f: (Precise) -> Precise
  ) -> Result<BigDecimal, ArithmeticFailure> {
    func bound(_ x: Precise) -> PreciseBound? {
      guard let failure = x.failure else { return .finite(x) }
      return functional == .integrate ? failure.infinity : nil
    }
    guard let lower = bound(a), let upper = bound(b) else {
      let failure = a.failure ?? b.failure ?? ArithmeticFailure("invalid bounds")
      guard failure.infinity != nil else { return .failure(failure) }
      return .failure(
        ArithmeticFailure("'\(functional.name)' needs finite bounds (\(failure.message))"))
    }
    func g(_ x: Precise) throws(CallError) -> Precise {
      let y = f(x)
      if function.isStopped { throw CallError(Cancellation.message) }
      return y
    }
    let outcome: Result<Precise, any Error>
    do {
      outcome =
        if functional == .root {
          .success(try PreciseRootFinder.root(g, in: a, b).value)
        } else {
          .success(try PreciseQuadrature.integrate(g, from: lower, to: upper).value)
        }
    } catch {
      outcome = .failure(error)
    }
    switch outcome {
    case .success(let value): return value.result
    case .failure(let error):
      let message = "'\(functional.name)': \(error)"
      if !function.isStopped { function.fail(message) }
      return .failure(ArithmeticFailure(message))
    }
  }
}
