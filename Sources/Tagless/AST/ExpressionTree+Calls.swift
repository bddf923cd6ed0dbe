// MARK: - Calls

extension ExpressionTree {
  /// True when the tree calls a user function somewhere.
  public var callsUserFunctions: Bool {
    switch self {
    case .number, .constant, .variable, .hostValue, .parameter: return false
    case .call, .higherOrderCall: return true
    case .negate(let operand): return operand.callsUserFunctions
    case .function1(_, let argument): return argument.callsUserFunctions
    case .add, .subtract, .multiply, .divide, .remainder:
      // A chain's left spine in a loop.
      var node = self
      while let (_, lhs, rhs) = node.link {
        if rhs.callsUserFunctions { return true }
        node = lhs
      }
      return node.callsUserFunctions
    case .power(let a, let b), .function2(_, let a, let b):
      return a.callsUserFunctions || b.callsUserFunctions
    case .functionN(_, let arguments), .host(_, let arguments):
      return arguments.contains { $0.callsUserFunctions }
    case .conditional(let condition, let then, let otherwise):
      return condition.callsUserFunctions || then.callsUserFunctions
        || otherwise.callsUserFunctions
    case .application(let function, let arguments):
      return function.callsUserFunctions || arguments.contains { $0.callsUserFunctions }
    case .functionalCall(_, let function, let lower, let upper, _):
      return function.callsUserFunctions || lower.callsUserFunctions || upper.callsUserFunctions
    }
  }
}

extension BooleanExpression {
  /// True when the tree calls a user function somewhere.
  public var callsUserFunctions: Bool {
    switch self {
    case .boolean, .variable, .hostValue: return false
    case .call, .higherOrderCall: return true
    case .compare(_, let a, let b): return a.callsUserFunctions || b.callsUserFunctions
    case .host(_, let arguments): return arguments.contains { $0.callsUserFunctions }
    case .application(let function, let arguments):
      return function.callsUserFunctions || arguments.contains { $0.callsUserFunctions }
    case .not(let operand): return operand.callsUserFunctions
    case .and, .or:
      // A chain's left spine in a loop.
      var node = self
      while let (_, lhs, rhs) = node.link {
        if rhs.callsUserFunctions { return true }
        node = lhs
      }
      return node.callsUserFunctions
    case .conditional(let condition, let then, let otherwise):
      return condition.callsUserFunctions || then.callsUserFunctions
        || otherwise.callsUserFunctions
    }
  }
}

extension FunctionExpression {
  /// True when the body calls a user function somewhere (a user function's name as a value
  /// does: its body is the call).
  public var callsUserFunctions: Bool {
    switch body {
    case .number(let tree): tree.callsUserFunctions
    case .boolean(let tree): tree.callsUserFunctions
    }
  }
}
