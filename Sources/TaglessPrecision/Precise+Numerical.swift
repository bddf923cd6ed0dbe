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
  /// The bounds must be finite: infinite ranges (`inf`) are integrated by the evaluator
  /// (`-i eval`), whose `Quadrature` maps them.
  ///
  /// A failure of the method (no sign change, no convergence, a failing integrand value) is
  /// recorded on `lambdaRun` as an error at the built-in and returned as the failure; one of
  /// `f` itself (cancellation, the application limit) is recorded already and returned as it is.
  static func numerical<R: Booleans>(
    _ functional: Functional, _ function: Lambda<R>, _ a: Precise, _ b: Precise,
    _ f: (Precise) -> Precise
  ) -> Result<BigDecimal, ArithmeticFailure> {
    if let failure = a.failure ?? b.failure {
      let hint = functional == .integrate ? "; -i eval integrates over infinite ranges" : ""
      return .failure(
        ArithmeticFailure(
          "'\(functional.name)' in precise and exact needs finite bounds (\(failure.message))"
            + hint))
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
          .success(try PreciseQuadrature.integrate(g, from: .finite(a), to: .finite(b)).value)
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
