import Tagless

/// An integral computed by ``PreciseQuadrature``: the value rounded to the digits asked for,
/// and how it was reached.
///
/// ```swift
/// let integral = try PreciseQuadrature.integrate(
///   { x in Precise.function1(.log, x) }, from: .finite(Precise.number(0)),
///   to: .finite(Precise.number(1)), digits: 50)
/// integral.value.description   // "-1"
/// ```
public struct PreciseIntegral: Hashable, Sendable {
  /// The integral rounded to ``digits`` significant digits.
  public var value: Precise
  /// The digits asked for.
  public var digits: Int
  /// The finest level of the tanh-sinh rule used (step `2^-level`).
  public var level: Int
  /// The difference between the last two levels (at the working precision): the evidence
  /// that ``value``'s digits are settled.
  public var lastDifference: Precise
  /// How many times the integrand was called.
  public var evaluations: Int

  /// Wraps the figures.
  public init(
    value: Precise, digits: Int, level: Int, lastDifference: Precise, evaluations: Int
  ) {
    self.value = value
    self.digits = digits
    self.level = level
    self.lastDifference = lastDifference
    self.evaluations = evaluations
  }
}
