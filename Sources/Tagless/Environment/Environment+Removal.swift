// MARK: - Removing a name

extension Environment {
  /// What ``remove(_:)`` took away.
  public enum Removal: Hashable, Sendable {
    /// A variable.
    case variable
    /// A user function; the functions that call it are ``stale`` now, by name.
    case function(staleCallers: [String])
    /// The last result, `ans`.
    case lastResult
  }

  /// Removes the variable, the user function or `ans` named `name`; nil when none has that
  /// name (the app's functions and constants are not the session's to remove).
  ///
  /// A user function that calls a removed one is kept and marked ``stale``: calling it is an
  /// error until a function of that name is defined again, as after a redefinition that it
  /// no longer type-checks against.
  ///
  /// ```swift
  /// var environment = Environment()
  /// environment.assign("x", 2)
  /// environment.remove("x")      // .variable
  /// environment.value(of: "x")   // nil
  /// ```
  @discardableResult
  public mutating func remove(_ name: String) -> Removal? {
    if name == Names.lastResult {
      guard lastResult != nil else { return nil }
      lastResult = nil
      return .lastResult
    }
    if variables.removeValue(forKey: name) != nil { return .variable }
    guard let definition = functions.removeValue(forKey: name) else { return nil }
    definitionBytes -= definition.source.utf8.count
    stale[name] = nil
    var callers: [String] = []
    for (caller, other) in functions where other.calls.contains(name) {
      stale[caller] = CallError(
        "'\(name)' is no longer defined; define it again", kind: .definitionChanged)
      callers.append(caller)
    }
    return .function(staleCallers: callers.sorted())
  }
}
