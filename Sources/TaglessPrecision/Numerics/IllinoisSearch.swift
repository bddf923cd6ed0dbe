import Tagless

/// ``PreciseRootFinder``'s search, at the working precision the caller has set.
struct IllinoisSearch {
  /// The digits asked for.
  let digits: Int
  /// The evaluations made.
  private(set) var evaluations = 0

  init(digits: Int) { self.digits = digits }

  /// The sign of a value (0 for zero or a failure).
  static func sign(_ x: Precise) -> Int { x.value?.signum ?? 0 }

  /// `x` rounded to `digits`.
  func rounded(_ x: Precise) -> Precise {
    Precision.withDigits(digits) { Precise.add(x, Precise.number(0)) }
  }

  /// The root found from the bracket `[a, b]`.
  mutating func run<Failure: Error>(
    _ f: (Precise) throws(Failure) -> Precise, _ a: Precise, _ b: Precise
  ) throws(PreciseRootError<Failure>) -> PreciseRoot {
    let swap = Precise.compare(.greater, a, b) == .success(true)
    var (low, high) = swap ? (b, a) : (a, b)
    var fLow = try evaluate(f, low)
    if Self.sign(fLow) == 0 { return found(low, low) }
    var fHigh = try evaluate(f, high)
    if Self.sign(fHigh) == 0 { return found(high, high) }
    guard Self.sign(fLow) != Self.sign(fHigh) else {
      throw .noSignChange(lower: low, valueAtLower: fLow, upper: high, valueAtUpper: fHigh)
    }
    // The larger size of f at the bounds: a search whose last value exceeds it closed on a pole.
    let boundSize =
      Precise.compare(.greater, TanhSinh.magnitude(fLow), TanhSinh.magnitude(fHigh))
        == .success(true) ? TanhSinh.magnitude(fLow) : TanhSinh.magnitude(fHigh)
    let two = Precise.number(2)
    let floor = TanhSinh.tenToThe(minus: Precision.digits - 2)
    var keptSide = 0  // -1: the low end was kept last step, 1: the high end
    var widthTwoStepsAgo = Precise.multiply(Precise.subtract(high, low), Precise.number(4))
    var widthOneStepAgo = widthTwoStepsAgo
    var lastSize = Precise.number(0)
    while evaluations < PreciseRootFinder.maximumSteps {
      let closed = rounded(low) == rounded(high)
      let width = Precise.subtract(high, low)
      let middle = Precise.add(low, Precise.divide(width, two))
      let scale = Precise.multiply(floor, TanhSinh.magnitude(middle))
      if closed || TanhSinh.isWithin(width, scale) || middle == low || middle == high {
        if Precise.compare(.greater, lastSize, boundSize) == .success(true) {
          throw .pole(near: rounded(middle))
        }
        if closed { return found(low, high) }
        return PreciseRoot(
          value: rounded(middle), digits: digits, lower: low, upper: high,
          evaluations: evaluations)
      }
      // The secant point of the ends, unless it leaves the bracket or the bracket stalls.
      var x = Precise.divide(
        Precise.subtract(Precise.multiply(low, fHigh), Precise.multiply(high, fLow)),
        Precise.subtract(fHigh, fLow))
      let stalled =
        Precise.compare(
          .greater, widthTwoStepsAgo, Precise.multiply(width, two)) != .success(true)
      if stalled || Precise.compare(.lessOrEqual, x, low) != .success(false)
        || Precise.compare(.greaterOrEqual, x, high) != .success(false)
      {
        x = middle
      }
      widthTwoStepsAgo = widthOneStepAgo
      widthOneStepAgo = width
      let fx = try evaluate(f, x)
      if Self.sign(fx) == 0 { return found(x, x) }
      lastSize = TanhSinh.magnitude(fx)
      if Self.sign(fx) == Self.sign(fLow) {
        (low, fLow) = (x, fx)
        if keptSide == 1 { fHigh = Precise.divide(fHigh, two) }
        keptSide = 1
      } else {
        (high, fHigh) = (x, fx)
        if keptSide == -1 { fLow = Precise.divide(fLow, two) }
        keptSide = -1
      }
    }
    throw .noConvergence(
      PreciseRoot(
        value: rounded(low), digits: digits, lower: low, upper: high, evaluations: evaluations))
  }

  /// The root proved by a bracket whose ends round alike (or an exact zero).
  private func found(_ low: Precise, _ high: Precise) -> PreciseRoot {
    PreciseRoot(
      value: rounded(low), digits: digits, lower: low, upper: high, evaluations: evaluations)
  }

  /// `f(x)`, counted, checked for failure and cancellation.
  private mutating func evaluate<Failure: Error>(
    _ f: (Precise) throws(Failure) -> Precise, _ x: Precise
  ) throws(PreciseRootError<Failure>) -> Precise {
    evaluations += 1
    switch PreciseSample.of(f, at: x) {
    case .value(let y): return y
    case .cancelled: throw .cancelled
    case .thrown(let error): throw .function(error)
    case .failed(let failure): throw .functionFailure(failure, at: x)
    }
  }
}
