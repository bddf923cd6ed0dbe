// MARK: - Statement

/// What one line says: nothing, an expression, an assignment, or a function definition.
///
/// The grammar's `statement` rule. The expression of an expression or assignment is already
/// interpreted, in whatever interpreter the line was parsed into.
public enum Statement<Interpretation> {
  /// A blank or comment-only line.
  case empty
  /// An expression, such as `1 + 2`.
  case expression(Interpretation)
  /// `name = expression`.
  case assignment(name: String, Interpretation)
  /// `name(parameters) = body`.
  case definition(FunctionDefinition)
}

extension Statement: Equatable where Interpretation: Equatable {}
extension Statement: Sendable where Interpretation: Sendable {}
