/// What one line says: nothing, an expression, an assignment, or a function definition.
///
/// The grammar's `statement` rule. The expression of an expression or assignment is already
/// interpreted, in whatever interpreter the line was parsed into, as a number or a Boolean.
public enum Statement<Interpretation: Booleans> {
  /// A blank or comment-only line.
  case empty
  /// An expression, such as `1 + 2` or `1 < 2`.
  case expression(Typed<Interpretation>)
  /// `name = expression`.
  case assignment(name: String, Typed<Interpretation>)
  /// `name(parameters) = body`.
  case definition(FunctionDefinition)
}

extension Statement: Equatable where Interpretation: Equatable, Interpretation.Truth: Equatable {}
extension Statement: Sendable where Interpretation: Sendable, Interpretation.Truth: Sendable {}
