import Tagless

// MARK: - Interpretation

/// An interpreter a line can be shown through, by the name users type (`-i pretty`,
/// `:show count`).
public enum Interpretation: String, CaseIterable, Hashable, Sendable {
  /// The value, by the Double evaluator.
  case eval
  /// Canonical text with minimal parentheses.
  case pretty
  /// The number of operations.
  case count
  /// The enum tree as an S-expression.
  case ast

  /// The name users type.
  public var name: String { rawValue }
}

// MARK: - Encoding

/// Which encoding answers: the tagless-final interpreters, or the enum tree with its own
/// switch-based functions. Both give identical output for every input.
public enum Encoding: String, CaseIterable, Hashable, Sendable {
  /// Parse straight into each chosen interpreter.
  case tagless
  /// Parse into the enum tree, then evaluate, print or count it by switching over its cases.
  case `enum`
}
