import Tagless

/// One run of ``PreciseQuadrature``'s tanh-sinh rule at a fixed working precision, which the
/// caller has set (``Precision/withDigits(_:_:)``).
struct TanhSinh {
  /// Where the nodes fall.
  let map: TanhSinhMap
  /// The digits asked for.
  let digits: Int
  /// The digits the work runs at.
  let workingDigits: Int
  /// The evaluations allowed.
  let maximumEvaluations: Int
  /// The evaluations made.
  private(set) var evaluations = 0
  /// Whether a node that mattered rounded onto a finite end.
  private var lostResolution = false
  /// The sum of `weight · f` over the nodes so far, and of its magnitudes.
  private var total = Precise.number(0)
  private var magnitude = Precise.number(0)
  /// The magnitude of the last value of `f` on the right and on the left side.
  private var lastRight = Precise.number(0)
  private var lastLeft = Precise.number(0)
  /// Each side's limit of `t`: its terms vanish beyond (`largestT` until level 0 finds them).
  private var limitRight = Double(PreciseQuadrature.largestT)
  private var limitLeft = Double(PreciseQuadrature.largestT)

  /// How the run ended.
  struct Outcome {
    /// The last level's estimate (at the working precision).
    var value: Precise
    /// Its difference from the level before.
    var difference: Precise
    /// The last level computed.
    var level: Int
    /// Whether the two levels agreed to the digits.
    var converged: Bool
    /// Whether a node that mattered rounded onto a finite end.
    var lostResolution: Bool
  }

  /// Whether any node's term so far was not 0.
  var sawArea: Bool { magnitude != Precise.number(0) }

  init(map: TanhSinhMap, digits: Int, workingDigits: Int, maximumEvaluations: Int) {
    self.map = map
    self.digits = digits
    self.workingDigits = workingDigits
    self.maximumEvaluations = maximumEvaluations
  }

  /// `10^-exponent`, exactly.
  static func tenToThe(minus exponent: Int) -> Precise {
    Precise.number(0, text: "1e-\(exponent)")
  }

  /// `|x|`.
  static func magnitude(_ x: Precise) -> Precise { Precise.function1(.abs, x) }

  /// Whether `|x| <= bound`.
  static func isWithin(_ x: Precise, _ bound: Precise) -> Bool {
    Precise.compare(.lessOrEqual, magnitude(x), bound) == .success(true)
  }

  /// Sums the levels until two agree, or the level limit or the budget is reached.
  mutating func run<Failure: Error>(
    _ f: (Precise) throws(Failure) -> Precise
  ) throws(PreciseQuadratureError<Failure>) -> Outcome {
    let halfPi = Precise.divide(Precise.constant(.pi), Precise.number(2))
    let negligible = Self.tenToThe(minus: workingDigits)
    let agreement = Self.tenToThe(minus: digits + 2)
    let resolution = Self.tenToThe(minus: digits + 2)
    // The centre: t = 0, u = 1, weight π/2.
    let (x, factor) = map.right(Precise.number(1))
    guard let y = try evaluate(f, x) else {
      throw .integrandFailure(ArithmeticFailure(Elementary.tooSmall), at: x)
    }
    let centre = Precise.multiply(Precise.multiply(halfPi, factor), y)
    if let failure = add(centre) { throw Self.error(failure, at: x) }
    // Level 0 runs outwards until each side's terms vanish at the working precision (a side
    // stops there: far out, an integrand like exp(-x) leaves the exponent range).
    for j in 1...PreciseQuadrature.largestT {
      let t = Double(j)
      guard t < limitRight || t < limitLeft else { break }
      let (right, left) = try pair(
        f, t: t, halfPi: halfPi, negligible: negligible, resolution: resolution)
      if !right && t < limitRight { limitRight = t }
      if !left && t < limitLeft { limitLeft = t }
    }
    let limit = Int(max(limitRight, limitLeft))
    var previous = total
    var difference = Precise.number(0)
    if lostResolution {
      return Outcome(
        value: previous, difference: difference, level: 0, converged: false,
        lostResolution: true)
    }
    var level = 0
    while level < PreciseQuadrature.maximumLevel {
      let count = limit << level  // the odd multiples of 2^-(level + 1) below the limit
      guard evaluations + 2 * count <= maximumEvaluations else { break }
      level += 1
      let step = Precise.divide(Precise.number(1), Precise.number(Double(1 << level)))
      for k in stride(from: 1, to: 2 * count, by: 2) {
        _ = try pair(
          f, t: Double(k) / Double(1 << level), halfPi: halfPi, negligible: negligible,
          resolution: resolution)
      }
      let estimate = Precise.multiply(total, step)
      difference = Precise.subtract(estimate, previous)
      previous = estimate
      let scale = Precise.multiply(agreement, Self.magnitude(estimate))
      let floor = Precise.multiply(Precise.multiply(negligible, step), magnitude)
      if level >= 2 && (Self.isWithin(difference, scale) || Self.isWithin(difference, floor)) {
        return Outcome(
          value: estimate, difference: Self.magnitude(difference), level: level,
          converged: true, lostResolution: lostResolution)
      }
    }
    return Outcome(
      value: previous, difference: Self.magnitude(difference), level: level, converged: false,
      lostResolution: lostResolution)
  }

  /// Adds the nodes at `t` and `-t` (a dyadic number, exact in both arithmetics) on the
  /// sides whose limit is beyond `t`; returns whether each side's term still mattered.
  private mutating func pair<Failure: Error>(
    _ f: (Precise) throws(Failure) -> Precise, t: Double, halfPi: Precise,
    negligible: Precise, resolution: Precise
  ) throws(PreciseQuadratureError<Failure>) -> (right: Bool, left: Bool) {
    let (u, weight) = Self.node(at: t, halfPi: halfPi, digits: workingDigits)
    let threshold = Precise.multiply(
      negligible, Self.magnitude(total) == Precise.number(0) ? magnitude : Self.magnitude(total))
    var matters = (right: false, left: false)
    for right in [true, false] where t < (right ? limitRight : limitLeft) {
      let (x, factor) = right ? map.right(u) : map.left(u)
      let scale = Precise.multiply(weight, factor)
      if let end = map.end(right: right), x == end {
        // The node rounds onto the end: its term, judged by the last value on this side,
        // must not matter to the digits asked for.
        let guess = Precise.multiply(
          Precise.multiply(weight, factor), right ? lastRight : lastLeft)
        if !Self.isWithin(guess, Precise.multiply(resolution, Self.magnitude(total))) {
          lostResolution = true
        }
        continue
      }
      guard let y = try evaluate(f, x) else {
        // The value underflowed: it is below 10^-maximumExponent, so the term is below the
        // scale times that; dropped when even that cannot matter, else an error.
        let bound = Precise.multiply(scale, Self.underflow)
        guard bound.failure?.message == Elementary.tooSmall || Self.isWithin(bound, threshold)
        else {
          throw .integrandFailure(ArithmeticFailure(Elementary.tooSmall), at: x)
        }
        if right { lastRight = Precise.number(0) } else { lastLeft = Precise.number(0) }
        continue
      }
      if right { lastRight = Self.magnitude(y) } else { lastLeft = Self.magnitude(y) }
      let term = Precise.multiply(scale, y)
      if let failure = add(term) { throw Self.error(failure, at: x) }
      let significant = !Self.isWithin(term, threshold)
      // The last node (t = largestT - 1: the limit excludes largestT itself) still matters:
      // the rule cannot reach the rest of the range.
      if significant && t >= Double(PreciseQuadrature.largestT - 1) { throw .noDecay(at: x) }
      if right { matters.right = significant } else { matters.left = significant }
    }
    return matters
  }

  /// `u` and the weight at `t`, kept across runs (``TanhSinhNodes``).
  static func node(at t: Double, halfPi: Precise, digits: Int) -> (Precise, Precise) {
    let node = TanhSinhNodes.node(at: t, digits: digits) {
      let et = Precise.function1(.exp, Precise.number(t))
      let inverse = Precise.divide(Precise.number(1), et)
      let two = Precise.number(2)
      let sinh = Precise.divide(Precise.subtract(et, inverse), two)
      let cosh = Precise.divide(Precise.add(et, inverse), two)
      // E = exp(2s) with s = π/2 sinh t; u = 1 - tanh s = 2 / (1 + E); weight
      // π/2 cosh t / cosh² s.
      let big = Precise.function1(.exp, Precise.multiply(Precise.constant(.pi), sinh))
      let u = Precise.divide(two, Precise.add(Precise.number(1), big))
      let weight = Precise.multiply(
        Precise.multiply(halfPi, cosh), Precise.multiply(big, Precise.multiply(u, u)))
      return TanhSinhNodes.Node(u: u, weight: weight)
    }
    return (node.u, node.weight)
  }

  /// Adds a term to the sums, or returns its failure (an overflow in the weights).
  private mutating func add(_ term: Precise) -> ArithmeticFailure? {
    if let failure = term.failure { return failure }
    total = Precise.add(total, term)
    magnitude = Precise.add(magnitude, Self.magnitude(term))
    return nil
  }

  /// The bound of a value that underflowed, `10^-maximumExponent`.
  static let underflow = Precise.number(0, text: "1e-\(Precision.maximumExponent)")

  /// `f(x)`, counted, checked for failure and cancellation; nil when the value underflowed
  /// (``Elementary/tooSmall``: far out on an infinite range, `exp(-x²)` does).
  private mutating func evaluate<Failure: Error>(
    _ f: (Precise) throws(Failure) -> Precise, _ x: Precise
  ) throws(PreciseQuadratureError<Failure>) -> Precise? {
    evaluations += 1
    switch PreciseSample.of(f, at: x) {
    case .value(let y): return y
    case .cancelled: throw .cancelled
    case .thrown(let error): throw .integrand(error)
    case .failed(let failure) where failure.message == Elementary.tooSmall: return nil
    case .failed(let failure): throw .integrandFailure(failure, at: x)
    }
  }

  /// The error for a failed value at `x`: cancellation when the failure is an interruption
  /// (the elementary functions consult `Cancellation.current` too).
  static func error<Failure: Error>(_ failure: ArithmeticFailure, at x: Precise)
    -> PreciseQuadratureError<Failure>
  {
    failure.isInterruption ? .cancelled : .integrandFailure(failure, at: x)
  }
}
