// MARK: - Kind

extension CallError {
  /// What kind of failure a ``CallError`` is, for an app to switch on (the message says it in
  /// words).
  ///
  /// ```swift
  /// do { _ = try tree.evaluate(in: environment) } catch {
  ///   if case .unboundVariables(let names) = error.kind { ask(for: names) }
  /// }
  /// ```
  public enum Kind: Hashable, Sendable {
    /// The formula reads names that the environment it was evaluated in does not define, each
    /// once, in order of first appearance: bind them and evaluate again.
    case unboundVariables([String])
    /// A bound of ``Limits`` was reached: calls nested too deeply or run too many times,
    /// functions applied too often or inside each other too deeply, an expansion too large.
    case limit
    /// The cancellation in force asked to stop (``Cancellation``).
    case interrupted
    /// A definition no longer fits the function bodies that use it: a function or variable
    /// they name is gone or has another type or arity.
    case definitionChanged
    /// A computation gave no answer: a sum, product, integral or root that failed, or an
    /// interpreter that cannot run what the line asks.
    case noAnswer
  }

  /// The formula reads `names`, which the environment it is evaluated in does not define.
  static func unbound(_ names: [String], at offset: Int) -> Self {
    let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      "no value for \(quoted): bind it in the environment", at: offset,
      kind: .unboundVariables(names))
  }
}
