// MARK: - Counting

extension Expression {
  /// The operations in the tree by kind, and their nesting depth, by a switch over the cases.
  ///
  /// Gives the same count as parsing into ``OperationCount``.
  public func operationCount() -> OperationCount {
    switch self {
    case .number, .constant, .variable: return OperationCount()
    case .add(let lhs, let rhs): return Self.count(.add, lhs, rhs)
    case .subtract(let lhs, let rhs): return Self.count(.subtract, lhs, rhs)
    case .multiply(let lhs, let rhs): return Self.count(.multiply, lhs, rhs)
    case .divide(let lhs, let rhs): return Self.count(.divide, lhs, rhs)
    case .remainder(let lhs, let rhs): return Self.count(.remainder, lhs, rhs)
    case .negate(let operand): return Self.count(.negate, operand)
    case .power(let base, let exponent): return Self.count(.power, base, exponent)
    case .function1(_, let argument): return Self.count(.builtin, argument)
    case .function2(_, let first, let second): return Self.count(.builtin, first, second)
    case .functionN(_, let arguments): return Self.count(.builtin, arguments)
    case .call(_, let arguments, _): return Self.count(.call, arguments)
    }
  }

  // One or two operands are counted without building an array: this recursion runs as deep as
  // the tree, so its frames should stay small.
  private static func count(_ kind: OperationCount.Kind, _ operand: Expression)
    -> OperationCount
  {
    OperationCount.operation(kind, operand.operationCount())
  }

  private static func count(_ kind: OperationCount.Kind, _ lhs: Expression, _ rhs: Expression)
    -> OperationCount
  {
    OperationCount.operation(kind, lhs.operationCount(), rhs.operationCount())
  }

  private static func count(_ kind: OperationCount.Kind, _ operands: [Expression])
    -> OperationCount
  {
    OperationCount.operation(kind, over: operands.lazy.map { $0.operationCount() })
  }
}
