// MARK: - Names

extension TreeEvaluation {
  /// A number variable: a parameter of the call being run, else a variable of the environment
  /// (the value the tree carries is the one it had where it was parsed, which an app that
  /// evaluates one tree for many values must not get).
  mutating func number(_ name: String) throws(CallError) -> Double {
    if let frame = frames.last, let index = frame.parameters.firstIndex(of: name) {
      return slots[frame.base + index]
    }
    switch environment.value(of: name) {
    case .number(let value): return value
    case .boolean: throw .type("'\(name)'", is: .boolean, expected: .number, in: chain, at: offset)
    case nil: throw unbound(name)
    }
  }

  /// A Boolean variable, of the environment.
  mutating func boolean(_ name: String) throws(CallError) -> Bool {
    switch environment.value(of: name) {
    case .boolean(let value): return value
    case .number: throw .type("'\(name)'", is: .number, expected: .boolean, in: chain, at: offset)
    case nil: throw unbound(name)
    }
  }

  /// The error for `name`, which the environment does not define: in a body, a definition that
  /// no longer fits; in the line, an unbound variable (``naming(_:_:_:)`` lists them all).
  func unbound(_ name: String) -> CallError {
    frames.isEmpty ? .unbound([name], at: 0) : .unknownVariable(name, in: chain, at: offset)
  }

  /// `error`, naming every one of `names` (the tree's variables) that `environment` does not
  /// define when it is about unbound variables.
  static func naming(_ error: CallError, _ names: [String], _ environment: Environment)
    -> CallError
  {
    guard case .unboundVariables = error.kind else { return error }
    return .unbound(names.filter { environment.value(of: $0) == nil }, at: error.offset)
  }
}
