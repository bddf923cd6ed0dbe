/// What a user function's parameter stands for: a number, or a function
/// (`h` in `twice(h, x) = h(h(x))`).
///
/// A parameter is a function when the body applies it (`h(…)`) or passes it where a function
/// is needed; its arity is the number of arguments it is applied to, and its result the type
/// its applications are used as. Every call checks its arguments against these types.
///
/// ```swift
/// ParameterType.function(FunctionType(arity: 1, result: .number)).description
/// // "function of one number returning a number"
/// ```
public enum ParameterType: Hashable, Sendable, CustomStringConvertible {
  /// A number.
  case number
  /// A function of that type.
  case function(FunctionType)

  /// The function type, nil for a number.
  @inlinable
  public var function: FunctionType? {
    if case .function(let type) = self { return type }
    return nil
  }

  /// "number", or "function of one number returning a number".
  public var description: String {
    switch self {
    case .number: "number"
    case .function(let type): type.description
    }
  }
}
