/// A built-in function that takes a function: `sum(f, a, b)`, `product(f, a, b)`,
/// `integrate(f, a, b)` and `root(f, a, b)`.
///
/// Each takes a function of one number returning a number and two numbers, the bounds.
/// `sum` and `product` run over the integers k with a ≤ k ≤ b (an empty range gives 0 and 1);
/// a bound that is not an integer counts from the first integer inside the range.
/// `integrate` is adaptive Gauss–Kronrod quadrature (``Quadrature``; a bound may be infinite,
/// `inf`); `root` finds where f changes sign in [a, b] (``RootFinder``), an error when f(a)
/// and f(b) have the same sign. The precise and exact interpreters integrate by tanh-sinh
/// (`PreciseQuadrature`) and find roots by `PreciseRootFinder`, to the digits in force.
public enum Functional: String, CaseIterable, Hashable, Sendable {
  /// `sum(f, a, b)`: f(a) + f(a + 1) + … + f(b).
  case sum
  /// `product(f, a, b)`: f(a) · f(a + 1) · … · f(b).
  case product
  /// `integrate(f, a, b)`: the integral of f from a to b.
  case integrate
  /// `root(f, a, b)`: an x in [a, b] where f changes sign (f(x) = 0 to the last bit).
  case root

  /// The function's name as written in the language.
  @inlinable
  public var name: String { rawValue }

  /// The type of the function it takes: one number to a number.
  @inlinable
  public var argumentType: FunctionType { FunctionType(arity: 1, result: .number) }

  /// Why a sum or product from `lower` to `upper` cannot run; nil when it can.
  ///
  /// A bound that is NaN or infinite is refused in the words of the exact and precise
  /// interpreters, which hold no NaN or infinity, so every view refuses such a range alike.
  public static func unboundedRange(_ lower: Double, _ upper: Double) -> String? {
    guard let bound = [lower, upper].first(where: { !$0.isFinite }) else { return nil }
    return "\(NumberFormatting.string(bound)) is not a finite number; only the bounds of "
      + "'integrate' may be infinite"
  }

  /// The integers a sum or product runs over, as doubles.
  ///
  /// From the first integer not below `lower` to the last not above `upper`; nil when either
  /// bound is NaN. The count is
  /// `upper - lower + 1` (zero or less for an empty range).
  @inlinable
  public static func integerRange(_ lower: Double, _ upper: Double) -> (
    first: Double, last: Double
  )? {
    guard !lower.isNaN, !upper.isNaN else { return nil }
    return (lower.rounded(.up), upper.rounded(.down))
  }
}
