import Tagless

/// A bound of a ``PreciseQuadrature`` integral: a number or an infinity (which ``Precise``
/// cannot hold).
///
/// ```swift
/// let gauss = try PreciseQuadrature.integrate(
///   { x in Precise.function1(.exp, Precise.negate(Precise.multiply(x, x))) },
///   from: .minusInfinity, to: .plusInfinity)
/// ```
public enum PreciseBound: Hashable, Sendable {
  /// A finite bound.
  case finite(Precise)
  /// −∞.
  case minusInfinity
  /// +∞.
  case plusInfinity

  /// The bound for a double: its value as ``Precise/number(_:)`` reads it, or an infinity.
  public init(_ value: Double) {
    if value == .infinity {
      self = .plusInfinity
    } else if value == -.infinity {
      self = .minusInfinity
    } else {
      self = .finite(Precise.number(value))
    }
  }
}
