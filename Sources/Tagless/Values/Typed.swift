/// An interpretation of an expression of either type: a number-valued one in `R`, a
/// Boolean-valued one in `R.Truth`.
///
/// What the parser returns for a whole expression, whose type it learns while parsing.
///
/// ```swift
/// switch try Parser.typedExpression("2 < 3", as: Evaluation.self) {
/// case .number(let x): print(x.value)
/// case .boolean(let b): print(b)   // true
/// }
/// ```
public enum Typed<R: Booleans> {
  /// A number-valued expression.
  case number(R)
  /// A Boolean-valued expression.
  case boolean(R.Truth)

  /// The expression's type.
  @inlinable
  public var type: ValueType {
    switch self {
    case .number: .number
    case .boolean: .boolean
    }
  }

  /// The number-valued interpretation, if the expression is one.
  @inlinable
  public var number: R? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The Boolean-valued interpretation, if the expression is one.
  @inlinable
  public var boolean: R.Truth? {
    if case .boolean(let value) = self { return value }
    return nil
  }

  /// Applies `number` or `boolean`, whichever fits.
  @inlinable
  public func map<T>(number: (R) throws -> T, boolean: (R.Truth) throws -> T) rethrows -> T {
    switch self {
    case .number(let value): try number(value)
    case .boolean(let value): try boolean(value)
    }
  }
}

extension Typed: Equatable where R: Equatable, R.Truth: Equatable {}
extension Typed: Hashable where R: Hashable, R.Truth: Hashable {}
extension Typed: Sendable where R: Sendable, R.Truth: Sendable {}
