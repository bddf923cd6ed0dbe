// MARK: - FunctionDefinition

/// A user function, `f(t) = t^2 + 1`, as the parser checked and stored it.
///
/// The body is kept as text and parsed again, in whatever interpreter is asking, each time the
/// function is called: the tagless-final way to store a term that many interpreters can read.
/// Names in the body other than the parameters are looked up when the function is called.
public struct FunctionDefinition: Hashable, Sendable, CustomStringConvertible {
  /// The function's name.
  public var name: String
  /// The parameter names, in order.
  public var parameters: [String]
  /// The body as written (without a trailing comment).
  public var body: String
  /// The body, pretty-printed.
  public var prettyBody: String
  /// The user functions the body calls directly.
  public var calls: Set<String>

  /// A definition; the parser makes these after checking them.
  public init(
    name: String, parameters: [String], body: String, prettyBody: String, calls: Set<String>
  ) {
    self.name = name
    self.parameters = parameters
    self.body = body
    self.prettyBody = prettyBody
    self.calls = calls
  }

  /// `f(t) = t ^ 2 + 1`.
  public var description: String {
    name + "(" + parameters.joined(separator: ", ") + ") = " + prettyBody
  }
}
