/// A comparison of two numbers, with IEEE 754 semantics: every comparison with NaN is false
/// except `!=`, and `-0 == 0` is true.
///
/// ```swift
/// Comparison.lessOrEqual(1, 2)   // true
/// Comparison.equal(.nan, .nan)   // false
/// ```
public enum Comparison: String, CaseIterable, Hashable, Sendable {
  /// `<`.
  case less = "<"
  /// `<=` (also written `≤`).
  case lessOrEqual = "<="
  /// `>`.
  case greater = ">"
  /// `>=` (also written `≥`).
  case greaterOrEqual = ">="
  /// `==`.
  case equal = "=="
  /// `!=` (also written `≠`).
  case notEqual = "!="

  /// The operator as written in the language (ASCII spelling).
  @inlinable
  public var symbol: String { rawValue }

  /// Compares two doubles.
  @inlinable
  public func callAsFunction(_ lhs: Double, _ rhs: Double) -> Bool {
    switch self {
    case .less: lhs < rhs
    case .lessOrEqual: lhs <= rhs
    case .greater: lhs > rhs
    case .greaterOrEqual: lhs >= rhs
    case .equal: lhs == rhs
    case .notEqual: lhs != rhs
    }
  }
}
