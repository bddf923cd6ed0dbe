/// An argument of a call of a user function that takes functions
/// (``HigherOrder/call(_:passing:_:)``): a number, or a function value.
///
/// ```swift
/// let one = CallArgument<Evaluation>.number(Evaluation(1))
/// ```
public enum CallArgument<R: Booleans> {
  /// A number's interpretation.
  case number(R)
  /// A function, valid only while the constructor it is passed to runs (see ``Lambda``).
  case function(Lambda<R>)

  /// The number, nil for a function.
  @inlinable
  public var number: R? {
    if case .number(let value) = self { return value }
    return nil
  }
}

extension CallArgument {
  /// The argument as an `R`: the number itself, or what `function` makes of the function (a
  /// printer's text of it, say).
  @inlinable
  public func interpreted(function: (Lambda<R>) -> R) -> R {
    switch self {
    case .number(let value): value
    case .function(let lambda): function(lambda)
    }
  }
}
