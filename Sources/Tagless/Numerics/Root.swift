/// A zero found by ``RootFinder``: the value, the bracket of adjacent doubles around the
/// sign change it closes, and the cost.
///
/// ```swift
/// let root = try RootFinder.root({ x in cos(x) - x }, in: 0, 1)
/// root.value          // 0.739085133215160…, within one ulp of the true root
/// root.bracket        // two adjacent doubles where cos(x) - x changes sign
/// ```
public struct Root: Hashable, Sendable {
  /// The endpoint of ``bracket`` where `|f|` is smaller (the point itself when `f` is exactly
  /// zero there).
  public var value: Double
  /// Where `f` changes sign: two adjacent doubles, or one point where `f` is zero.
  ///
  /// The true root of a continuous `f` lies inside, so ``value`` is within one ulp of it.
  public var bracket: ClosedRange<Double>
  /// How many times `f` was called.
  public var evaluations: Int

  /// Wraps the three figures.
  public init(value: Double, bracket: ClosedRange<Double>, evaluations: Int) {
    self.value = value
    self.bracket = bracket
    self.evaluations = evaluations
  }
}
