// MARK: - Equality and hashing

// Written out rather than synthesized: the synthesized `==` and `hash(into:)` recurse into
// every left operand, so a chain of 100,000 terms would take 100,000 frames. These walk a
// chain's left spine in a loop (as ``ExpressionTree/matches(_:numbers:)`` does) and compare the
// doubles as the synthesized ones did, by IEEE `==`.

extension ExpressionTree {
  /// The same tree with equal numbers (IEEE `==`: `0.0 == -0.0`, NaN equals nothing).
  public static func == (lhs: ExpressionTree, rhs: ExpressionTree) -> Bool {
    lhs.matches(rhs, numbers: ==)
  }

  /// Hashes the tree's cases and payloads, a chain's left spine in a loop.
  public func hash(into hasher: inout Hasher) {
    var node = self
    while let (op, lhs, rhs) = node.link {
      hasher.combine(op)
      rhs.hash(into: &hasher)
      node = lhs
    }
    switch node {
    case .number(let value):
      hasher.combine(0 as UInt8)
      hasher.combine(value)
    case .add, .subtract, .multiply, .divide, .remainder: break  // walked above
    case .negate(let operand):
      hasher.combine(1 as UInt8)
      operand.hash(into: &hasher)
    case .power(let base, let exponent):
      hasher.combine(2 as UInt8)
      base.hash(into: &hasher)
      exponent.hash(into: &hasher)
    case .constant(let constant):
      hasher.combine(3 as UInt8)
      hasher.combine(constant)
    case .function1(let function, let argument):
      hasher.combine(4 as UInt8)
      hasher.combine(function)
      argument.hash(into: &hasher)
    case .function2(let function, let first, let second):
      hasher.combine(5 as UInt8)
      hasher.combine(function)
      first.hash(into: &hasher)
      second.hash(into: &hasher)
    case .functionN(let function, let arguments):
      hasher.combine(6 as UInt8)
      hasher.combine(function)
      Self.hash(arguments, into: &hasher)
    case .variable(let name, let value):
      hasher.combine(7 as UInt8)
      hasher.combine(name)
      hasher.combine(value)
    case .call(let callee, let arguments):
      hasher.combine(8 as UInt8)
      hasher.combine(callee)
      Self.hash(arguments, into: &hasher)
    case .hostValue(let name, let value):
      hasher.combine(9 as UInt8)
      hasher.combine(name)
      hasher.combine(value)
    case .host(let function, let arguments):
      hasher.combine(10 as UInt8)
      hasher.combine(function)
      Self.hash(arguments, into: &hasher)
    case .conditional(let condition, let then, let otherwise):
      hasher.combine(11 as UInt8)
      condition.hash(into: &hasher)
      then.hash(into: &hasher)
      otherwise.hash(into: &hasher)
    case .parameter(let name):
      hasher.combine(12 as UInt8)
      hasher.combine(name)
    case .higherOrderCall(let callee, let arguments):
      hasher.combine(15 as UInt8)
      hasher.combine(callee)
      hasher.combine(arguments)
    case .application(let function, let arguments):
      hasher.combine(13 as UInt8)
      hasher.combine(function)
      Self.hash(arguments, into: &hasher)
    case .functionalCall(let functional, let function, let lower, let upper, _):
      hasher.combine(14 as UInt8)
      hasher.combine(functional)
      hasher.combine(function)
      lower.hash(into: &hasher)
      upper.hash(into: &hasher)
    }
  }

  static func hash(_ arguments: [ExpressionTree], into hasher: inout Hasher) {
    hasher.combine(arguments.count)
    for argument in arguments { argument.hash(into: &hasher) }
  }
}

extension BooleanExpression {
  /// The same tree with equal numbers (IEEE `==`).
  public static func == (lhs: BooleanExpression, rhs: BooleanExpression) -> Bool {
    lhs.matches(rhs, numbers: ==)
  }

  /// Hashes the tree's cases and payloads, a chain's left spine in a loop.
  public func hash(into hasher: inout Hasher) {
    var node = self
    while let (op, lhs, rhs) = node.link {
      hasher.combine(op)
      rhs.hash(into: &hasher)
      node = lhs
    }
    switch node {
    case .boolean(let value):
      hasher.combine(0 as UInt8)
      hasher.combine(value)
    case .and, .or: break  // walked above
    case .compare(let comparison, let lhs, let rhs):
      hasher.combine(1 as UInt8)
      hasher.combine(comparison)
      lhs.hash(into: &hasher)
      rhs.hash(into: &hasher)
    case .not(let operand):
      hasher.combine(2 as UInt8)
      operand.hash(into: &hasher)
    case .conditional(let condition, let then, let otherwise):
      hasher.combine(3 as UInt8)
      condition.hash(into: &hasher)
      then.hash(into: &hasher)
      otherwise.hash(into: &hasher)
    case .variable(let name, let value):
      hasher.combine(4 as UInt8)
      hasher.combine(name)
      hasher.combine(value)
    case .call(let callee, let arguments):
      hasher.combine(5 as UInt8)
      hasher.combine(callee)
      ExpressionTree.hash(arguments, into: &hasher)
    case .hostValue(let name, let value):
      hasher.combine(6 as UInt8)
      hasher.combine(name)
      hasher.combine(value)
    case .host(let function, let arguments):
      hasher.combine(7 as UInt8)
      hasher.combine(function)
      ExpressionTree.hash(arguments, into: &hasher)
    case .higherOrderCall(let callee, let arguments):
      hasher.combine(11 as UInt8)
      hasher.combine(callee)
      hasher.combine(arguments)
    case .application(let function, let arguments):
      hasher.combine(8 as UInt8)
      hasher.combine(function)
      ExpressionTree.hash(arguments, into: &hasher)
    }
  }
}
