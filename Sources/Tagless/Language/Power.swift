/// Adds exponentiation, `base ^ exponent` (also written `**`), to ``Arithmetic``.
///
/// Exponentiation is right-associative and binds tighter than unary minus:
/// `2^3^2` is `2^(3^2)` and `-2^2` is `-(2^2)`.
public protocol Power: Arithmetic {
  /// `base ^ exponent`.
  static func power(_ base: consuming Self, _ exponent: consuming Self) -> Self
}
