import Tagless

/// A zero found by ``PreciseRootFinder``: the root rounded to the digits asked for, and the
/// bracket that proves it.
public struct PreciseRoot: Hashable, Sendable {
  /// The root rounded to ``digits`` significant digits.
  public var value: Precise
  /// The digits asked for.
  public var digits: Int
  /// The final bracket's lower end (at the working precision).
  ///
  /// `f` has opposite signs at ``lower`` and ``upper`` (or both are the point where `f` is
  /// zero), and both round to ``value``.
  public var lower: Precise
  /// The final bracket's upper end (see ``lower``).
  public var upper: Precise
  /// How many times `f` was called.
  public var evaluations: Int

  /// Wraps the figures.
  public init(value: Precise, digits: Int, lower: Precise, upper: Precise, evaluations: Int) {
    self.value = value
    self.digits = digits
    self.lower = lower
    self.upper = upper
    self.evaluations = evaluations
  }
}
