/// Which encoding answers.
///
/// The tagless-final interpreters, or the enum tree with its own switch-based functions. Both
/// give identical output for every input.
public enum Encoding: String, CaseIterable, Hashable, Sendable {
  /// Parse straight into each chosen interpreter.
  case tagless
  /// Parse into the enum tree, then evaluate, print or count it by switching over its cases.
  case `enum`
}
