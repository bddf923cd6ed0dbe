import Tagless

// MARK: - Infinities as bounds of integration

extension ArithmeticFailure {
  /// The infinite bound this failure stands for, or nil for any other failure.
  ///
  /// ``Precise`` and ``Exact`` hold no infinity: `inf` is a failure, which `integrate` alone
  /// reads as a bound. It is one only as `inf` or `-inf` made it or a value passed on
  /// unchanged (a variable, a branch, a function's result): every operation that computes
  /// with it turns it into `operandFailure`, so `0 - inf`, `1 / inf` or `abs(-inf)` never
  /// pass for the infinity they were given.
  var infinity: PreciseBound? {
    switch infiniteSign {
    case .plus?: .plusInfinity
    case .minus?: .minusInfinity
    case nil: nil
    }
  }

  /// The failure of an operation with this failed operand: an infinity stops being one.
  var operandFailure: ArithmeticFailure {
    guard infinity != nil else { return self }
    return ArithmeticFailure(
      message + "; only the bounds of 'integrate' may be infinite", at: offset)
  }

  /// The failure of the negation: `-inf` for `inf` and back, any other failure as it is.
  var negated: ArithmeticFailure {
    switch infiniteSign {
    case .plus?: .notFinite(-.infinity, at: offset)
    case .minus?: .notFinite(.infinity, at: offset)
    case nil: self
    }
  }
}
