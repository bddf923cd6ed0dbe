import Tagless

extension StandardLibrary {
  /// `ln(x)`: the natural logarithm, another name for `log(x)`, printed as it was written.
  ///
  /// Every interpreter computes it as it computes `log`: exact when the result is rational
  /// (`ln(1)` is 0), else `≈`; precise correctly rounded; `\ln` in LaTeX; derivative `1 / x`.
  static let ln = HostFunction(function: "ln", arity: 1) { UnaryFunction.log($0[0]) }
    .with(LaTeXForm { a in "\\ln(\(a[0]))" })
    .with(Slope())
    .with(Prelude())
    .with(ExactKernel { Exact.function1(.log, $0[0]) })
    .with(PreciseKernel { Precise.function1(.log, $0[0]) })

  /// d/dx ln(x) = 1 / x.
  private struct Slope: DerivativeRule {
    func partial<R: Language>(_ position: Int, of a: [R]) -> R? { .divide(.number(1), a[0]) }
  }
}
