#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A built-in function of two arguments.
public enum BinaryFunction: String, CaseIterable, Hashable, Sendable {
  /// `atan2(y, x)`: the angle of the point (x, y).
  case atan2
  /// `hypot(x, y)`: the length of the hypotenuse, without undue overflow.
  case hypot
  /// `pow(x, y)`: x raised to y, the same as `x ^ y`.
  case pow

  /// The function's name as written in the language.
  @inlinable
  public var name: String { rawValue }

  /// Applies the function with IEEE 754 double semantics.
  @inlinable
  public func callAsFunction(_ x: Double, _ y: Double) -> Double {
    applyBinary(self, x, y)
  }
}

// MARK: - Implementation

// At file scope the C library's names are not shadowed by the cases above.
@inlinable
func applyBinary(_ function: BinaryFunction, _ x: Double, _ y: Double) -> Double {
  switch function {
  case .atan2: atan2(x, y)
  case .hypot: hypot(x, y)
  case .pow: pow(x, y)
  }
}
