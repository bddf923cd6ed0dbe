/// A built-in function of one or more arguments.
///
/// NaN arguments are ignored unless all are NaN, as in C's `fmin` and `fmax`.
public enum VariadicFunction: String, CaseIterable, Hashable, Sendable {
  /// The smallest argument.
  case min
  /// The largest argument.
  case max

  /// The function's name as written in the language.
  @inlinable
  public var name: String { rawValue }

  /// Combines an accumulated result with the next argument.
  @inlinable
  public func combine(_ x: Double, _ y: Double) -> Double {
    switch self {
    case .min: Double.minimum(x, y)
    case .max: Double.maximum(x, y)
    }
  }

  /// Applies the function to a non-empty sequence of arguments (an empty one gives NaN).
  @inlinable
  public func callAsFunction<Arguments: Sequence<Double>>(_ arguments: Arguments) -> Double {
    var iterator = arguments.makeIterator()
    guard var result = iterator.next() else { return .nan }
    while let argument = iterator.next() { result = combine(result, argument) }
    return result
  }
}
