// MARK: - Calls

extension Expression {
  /// True when the tree calls a user function somewhere.
  public var callsUserFunctions: Bool {
    switch self {
    case .number, .constant, .variable, .hostValue: false
    case .call: true
    case .negate(let operand): operand.callsUserFunctions
    case .function1(_, let argument): argument.callsUserFunctions
    case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b),
      .divide(let a, let b), .remainder(let a, let b), .power(let a, let b),
      .function2(_, let a, let b):
      a.callsUserFunctions || b.callsUserFunctions
    case .functionN(_, let arguments), .host(_, let arguments):
      arguments.contains { $0.callsUserFunctions }
    case .conditional(let condition, let then, let otherwise):
      condition.callsUserFunctions || then.callsUserFunctions || otherwise.callsUserFunctions
    }
  }
}

extension BooleanExpression {
  /// True when the tree calls a user function somewhere.
  public var callsUserFunctions: Bool {
    switch self {
    case .boolean, .variable, .hostValue: false
    case .call: true
    case .compare(_, let a, let b): a.callsUserFunctions || b.callsUserFunctions
    case .host(_, let arguments): arguments.contains { $0.callsUserFunctions }
    case .not(let operand): operand.callsUserFunctions
    case .and(let a, let b), .or(let a, let b): a.callsUserFunctions || b.callsUserFunctions
    case .conditional(let condition, let then, let otherwise):
      condition.callsUserFunctions || then.callsUserFunctions || otherwise.callsUserFunctions
    }
  }
}
