// MARK: - Environment

/// What a session knows: variables, user functions and the last result, `ans`.
///
/// A value: the parser reads it, and applying a statement returns or changes a copy. Names are
/// checked by the parser before they get here (no constants, no built-in function names).
public struct Environment: Hashable, Sendable {
  /// Variables by name.
  public internal(set) var variables: [String: Double]
  /// User functions by name.
  public internal(set) var functions: [String: FunctionDefinition]
  /// The value of the last expression evaluated, read as `ans`.
  public var lastResult: Double?

  /// An environment with no variables, no functions and no `ans`.
  public init() {
    self.variables = [:]
    self.functions = [:]
    self.lastResult = nil
  }

  /// Binds `name` to `value`.
  public mutating func assign(_ name: String, _ value: Double) { variables[name] = value }

  /// Adds or replaces a user function.
  public mutating func define(_ definition: FunctionDefinition) {
    functions[definition.name] = definition
  }

  /// The value a name has here: a constant, `ans`, or a variable.
  public func value(of name: String) -> Double? {
    if let constant = Constant(rawValue: name) { return constant.value }
    if name == "ans" { return lastResult }
    return variables[name]
  }
}
