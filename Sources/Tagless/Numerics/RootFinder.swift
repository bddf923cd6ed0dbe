/// Finds a zero of a function of one `Double` where it changes sign: Brent's method, then
/// bisection on the doubles themselves until the bracket is two adjacent doubles.
///
/// Brent's method (1973) keeps a bracket and takes inverse quadratic or secant steps when
/// they stay well inside it, bisection steps otherwise; it converges superlinearly on smooth
/// functions and never slower than about the square of bisection. Once its bracket is a few
/// ulps wide, bisecting on the integer order of the doubles (the bit patterns, so a bracket
/// spanning many binades halves its count of doubles at each step) closes it to adjacent
/// doubles. A point where `f` is exactly zero is returned at once.
///
/// The result is within one ulp of the true root for any continuous `f` (if `f` jumps sign at
/// a discontinuity, that point is found instead). Where `f` changes sign at a pole (`tan` at
/// π/2), the bracket closes on a point where `|f|` exceeds its size at both bounds: that is
/// an error, ``RootError/pole(near:)``, not a root. Evaluations are bounded: at most
/// 2 + ``maximumBrentSteps`` + 64 (doubles have 2^64 bit patterns). ``Cancellation/current``
/// is checked at every step.
///
/// ```swift
/// try RootFinder.root({ x in x * x - 2 }, in: 0, 2).value   // sqrt(2), within one ulp
/// try RootFinder.root({ x in x - 1 }, in: 0, 3).value       // 1.0 (exact zero, returned as is)
/// try RootFinder.root({ x in x * x + 1 }, in: -1, 1)        // throws .noSignChange
/// ```
public enum RootFinder {
  /// What a search that closed on a pole says, in every arithmetic (`point`: where, as text).
  public static func poleMessage(_ point: String) -> String {
    "f changes sign at a pole near \(point), not at a root: |f| grows there beyond its size "
      + "at both bounds"
  }

  /// The most steps of Brent's method before bisection takes over.
  public static let maximumBrentSteps = 100

  /// A root of `f` in `[a, b]` (in either order), where `f(a)` and `f(b)` differ in sign.
  ///
  /// - Throws: ``RootError``: no sign change (naming both values), a non-finite value of `f`
  ///   with its argument, a bound that is not finite, cancellation, or `f`'s own error.
  public static func root<Failure: Error>(
    _ f: (Double) throws(Failure) -> Double, in a: Double, _ b: Double
  ) throws(RootError<Failure>) -> Root {
    guard a.isFinite else { throw .invalidBound(a) }
    guard b.isFinite else { throw .invalidBound(b) }
    var evaluations = 0
    func evaluate(_ x: Double) throws(RootError<Failure>) -> Double {
      if Cancellation.isRequested { throw .cancelled }
      evaluations += 1
      let y: Double
      do { y = try f(x) } catch { throw .function(error) }
      guard y.isFinite else { throw .notFinite(at: x, value: y) }
      return y
    }
    let (low, high) = (min(a, b), max(a, b))
    let fLow = try evaluate(low)
    if fLow == 0 { return Root(value: low, bracket: low...low, evaluations: evaluations) }
    let fHigh = low == high ? fLow : try evaluate(high)
    if fHigh == 0 { return Root(value: high, bracket: high...high, evaluations: evaluations) }
    guard (fLow < 0) != (fHigh < 0) else {
      throw .noSignChange(lower: low, valueAtLower: fLow, upper: high, valueAtUpper: fHigh)
    }
    var bracket = try brent(evaluate, Bracket(low, fLow, high, fHigh))
    if bracket.fLow == 0 {
      return Root(value: bracket.low, bracket: bracket.low...bracket.low, evaluations: evaluations)
    }
    while let middle = bracket.middle {
      let fMiddle = try evaluate(middle)
      if fMiddle == 0 {
        return Root(value: middle, bracket: middle...middle, evaluations: evaluations)
      }
      bracket.narrow(to: middle, fMiddle)
    }
    let value = abs(bracket.fLow) <= abs(bracket.fHigh) ? bracket.low : bracket.high
    if min(abs(bracket.fLow), abs(bracket.fHigh)) > max(abs(fLow), abs(fHigh)) {
      throw .pole(near: value)
    }
    return Root(value: value, bracket: bracket.low...bracket.high, evaluations: evaluations)
  }

  /// Brent's method on a sign-changing bracket, until it is a few ulps wide; returns the
  /// bracket (with `fLow == 0` when it hit an exact zero).
  private static func brent<Failure: Error>(
    _ f: (Double) throws(Failure) -> Double, _ start: Bracket
  ) throws(Failure) -> Bracket {
    var (a, fa, b, fb) = (start.low, start.fLow, start.high, start.fHigh)
    var (c, fc) = (a, fa)
    var d = b - a
    var e = d
    for _ in 0..<maximumBrentSteps {
      if (fb < 0) == (fc < 0) {
        (c, fc) = (a, fa)
        d = b - a
        e = d
      }
      if abs(fc) < abs(fb) {
        (a, fa) = (b, fb)
        (b, fb) = (c, fc)
        (c, fc) = (a, fa)
      }
      let tolerance = 2 * Double.ulpOfOne * abs(b) + Double.leastNonzeroMagnitude
      let half = 0.5 * (c - b)
      if abs(half) <= tolerance { break }
      if abs(e) >= tolerance && abs(fa) > abs(fb) {
        let (p, q) = interpolation(a, fa, b, fb, c, fc, half: half)
        if 2 * p < 3 * half * q - abs(tolerance * q) && p < abs(0.5 * e * q) && (p / q).isFinite {
          e = d
          d = p / q
        } else {
          d = half
          e = half
        }
      } else {
        d = half
        e = half
      }
      (a, fa) = (b, fb)
      b += abs(d) > tolerance ? d : (half > 0 ? tolerance : -tolerance)
      fb = try f(b)
      if fb == 0 { return Bracket(b, 0, b, 0) }
    }
    if (fb < 0) == (fc < 0) { (c, fc) = (a, fa) }
    return b < c ? Bracket(b, fb, c, fc) : Bracket(c, fc, b, fb)
  }

  /// The step of the secant (two distinct points) or of inverse quadratic interpolation
  /// (three), as `p / q` with `p >= 0`.
  private static func interpolation(
    _ a: Double, _ fa: Double, _ b: Double, _ fb: Double, _ c: Double, _ fc: Double,
    half: Double
  ) -> (Double, Double) {
    let s = fb / fa
    var p: Double
    var q: Double
    if a == c {
      p = 2 * half * s
      q = 1 - s
    } else {
      let qa = fa / fc
      let r = fb / fc
      p = s * (2 * half * qa * (qa - r) - (b - a) * (r - 1))
      q = (qa - 1) * (r - 1) * (s - 1)
    }
    if p > 0 { q = -q } else { p = -p }
    return (p, q)
  }
}
