#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A built-in function of one argument.
///
/// `log` is the natural logarithm; `round` rounds half away from zero.
public enum UnaryFunction: String, CaseIterable, Hashable, Sendable {
  /// Absolute value.
  case abs
  /// Square root.
  case sqrt
  /// Cube root.
  case cbrt
  /// e raised to the argument.
  case exp
  /// Natural logarithm.
  case log
  /// Base-2 logarithm.
  case log2
  /// Base-10 logarithm.
  case log10
  /// Sine (radians).
  case sin
  /// Cosine (radians).
  case cos
  /// Tangent (radians).
  case tan
  /// Arc sine.
  case asin
  /// Arc cosine.
  case acos
  /// Arc tangent.
  case atan
  /// Hyperbolic sine.
  case sinh
  /// Hyperbolic cosine.
  case cosh
  /// Hyperbolic tangent.
  case tanh
  /// Largest integer not greater than the argument.
  case floor
  /// Smallest integer not less than the argument.
  case ceil
  /// Nearest integer, halfway cases away from zero.
  case round
  /// Integer part, rounding toward zero.
  case trunc

  /// The function's name as written in the language.
  @inlinable
  public var name: String { rawValue }

  /// Applies the function to `x` with IEEE 754 double semantics.
  @inlinable
  public func callAsFunction(_ x: Double) -> Double { applyUnary(self, x) }
}

// MARK: - Implementation

// At file scope the C library's names are not shadowed by the cases above.
@inlinable
func applyUnary(_ function: UnaryFunction, _ x: Double) -> Double {
  switch function {
  case .abs: Swift.abs(x)
  case .sqrt: x.squareRoot()
  case .cbrt: cbrt(x)
  case .exp: exp(x)
  case .log: log(x)
  case .log2: log2(x)
  case .log10: log10(x)
  case .sin: sin(x)
  case .cos: cos(x)
  case .tan: tan(x)
  case .asin: asin(x)
  case .acos: acos(x)
  case .atan: atan(x)
  case .sinh: sinh(x)
  case .cosh: cosh(x)
  case .tanh: tanh(x)
  case .floor: x.rounded(.down)
  case .ceil: x.rounded(.up)
  case .round: x.rounded(.toNearestOrAwayFromZero)
  case .trunc: x.rounded(.towardZero)
  }
}
