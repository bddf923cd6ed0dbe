/// The two types of the language.
///
/// Types are checked while parsing: an expression's type is known before anything is
/// evaluated, and an ill-typed line is an error at the operator or operand that is wrong.
public enum ValueType: String, CaseIterable, Hashable, Sendable {
  /// An IEEE 754 double.
  case number
  /// `true` or `false`.
  case boolean

  /// The type's name: "number", "Boolean".
  public var name: String {
    switch self {
    case .number: "number"
    case .boolean: "Boolean"
    }
  }

  /// The type as messages name it: "a number", "a Boolean".
  public var described: String {
    switch self {
    case .number: "a number"
    case .boolean: "a Boolean"
    }
  }
}
