#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A named mathematical constant of the language.
///
/// Constants cannot be assigned or used as parameter names.
public enum Constant: String, CaseIterable, Hashable, Sendable {
  /// π, 3.141592653589793 (also written `π`).
  case pi
  /// Euler's number, 2.718281828459045.
  case e
  /// Infinity (also written `∞`), for the bounds of `integrate`; what `1 / 0` prints as.
  case infinity = "inf"

  /// The constant's value.
  @inlinable
  public var value: Double {
    switch self {
    case .pi: Double.pi
    case .e: M_E
    case .infinity: .infinity
    }
  }

  /// The constant's name as written in the language.
  @inlinable
  public var name: String { rawValue }
}
