import Tagless

/// Finds a zero of a function of one ``Precise`` to a given number of digits where it changes
/// sign: the Illinois variant of the secant (regula falsi) method, which keeps a bracket,
/// with bisection whenever it stalls.
///
/// Each step takes the secant point of the bracket's ends (halving the value kept at an end
/// that stays twice in a row, so the convergence is superlinear, of order about 1.44), or the
/// midpoint when the secant point leaves the bracket or two steps have not halved it. The
/// work runs at the digits asked for plus ``guardDigits`` and stops when both ends of the
/// bracket round to the same number at the digits asked for.
///
/// Accuracy: the root of a continuous `f` lies inside the final bracket, so that common
/// rounding is the root correctly rounded, provided the signs of `f` at the ends were
/// computed correctly at the working precision (an `f` whose value near the root is swamped
/// by its own rounding error can fool any method). A root exactly halfway between two
/// numbers of the digits asked for never lets the ends agree: when the bracket is as narrow
/// as the working precision allows, its midpoint is rounded.
///
/// ```swift
/// let root = try Precision.withDigits(30) {
///   try PreciseRootFinder.root(
///     { x in Precise.subtract(Precise.function1(.cos, x), x) },
///     in: Precise.number(0), Precise.number(1))
/// }
/// root.value.description   // "0.739085133215160641655312087674"
/// ```
public enum PreciseRootFinder {
  /// The most evaluations before giving up.
  public static let maximumSteps = 20_000
  /// The digits carried beyond those asked for.
  public static let guardDigits = 10

  /// A root of `f` in `[a, b]` (in either order) to `digits` significant digits (by default
  /// the current ``Precision/digits``).
  ///
  /// - Throws: ``PreciseRootError``: no sign change (naming both values), a failing value of
  ///   `f` with its argument, an invalid bound, no convergence, cancellation, or `f`'s own
  ///   error.
  public static func root<Failure: Error>(
    _ f: (Precise) throws(Failure) -> Precise, in a: Precise, _ b: Precise,
    digits: Int = Precision.digits
  ) throws(PreciseRootError<Failure>) -> PreciseRoot {
    guard a.failure == nil, b.failure == nil else { throw .invalidBound }
    return try Precision.withDigits(digits + guardDigits) {
      () throws(PreciseRootError<Failure>) -> PreciseRoot in
      var search = IllinoisSearch(digits: digits)
      return try search.run(f, a, b)
    }
  }
}
