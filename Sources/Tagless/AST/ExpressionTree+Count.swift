// MARK: - Counting

extension ExpressionTree {
  /// The operations in the tree by kind, and their nesting depth, by a switch over the cases.
  ///
  /// Gives the same count as parsing into ``OperationCount``.
  public func operationCount() -> OperationCount {
    switch self {
    case .number, .constant, .variable, .hostValue, .parameter: return OperationCount()
    case .add, .subtract, .multiply, .divide, .remainder:
      // A chain's left spine in a loop, bottom up.
      let spine = self.spine
      var count = spine.base.operationCount()
      for link in spine.links.reversed() {
        count = OperationCount.operation(link.op.kind, count, link.rhs.operationCount())
      }
      return count
    case .negate:
      // A run of unary minuses in a loop too: in a debug build this switch's frame is over
      // 4 KiB, so 2,000 of them, one frame each, passed an 8 MiB stack.
      var operand = self
      var run = 0
      while case .negate(let inner) = operand {
        operand = inner
        run += 1
      }
      var count = operand.operationCount()
      for _ in 0..<run { count = OperationCount.operation(.negate, count) }
      return count
    case .power(let base, let exponent): return Self.count(.power, base, exponent)
    case .function1(_, let argument): return Self.count(.builtin, argument)
    case .function2(_, let first, let second): return Self.count(.builtin, first, second)
    case .functionN(_, let arguments): return Self.count(.builtin, arguments)
    case .call(_, let arguments): return Self.count(.call, arguments)
    case .higherOrderCall(_, let arguments): return ArgumentExpression.count(arguments)
    case .host(_, let arguments): return Self.count(.builtin, arguments)
    case .conditional(let condition, let then, let otherwise):
      return OperationCount.operation(
        .conditional,
        over: [condition.operationCount(), then.operationCount(), otherwise.operationCount()])
    case .application(let function, let arguments):
      return Self.count(.call, [function.operationCount()], arguments)
    case .functionalCall(_, let function, let lower, let upper, _):
      return OperationCount.operation(
        .builtin, over: [function.operationCount(), lower.operationCount(), upper.operationCount()])
    }
  }

  /// Applying a function is one call over its body's operations and its arguments'.
  fileprivate static func count(
    _ kind: OperationCount.Kind, _ counted: [OperationCount], _ operands: [ExpressionTree]
  ) -> OperationCount {
    OperationCount.operation(kind, over: counted + operands.map { $0.operationCount() })
  }

  // One or two operands are counted without building an array: this recursion runs as deep as
  // the tree, so its frames should stay small.
  fileprivate static func count(_ kind: OperationCount.Kind, _ operand: ExpressionTree)
    -> OperationCount
  {
    OperationCount.operation(kind, operand.operationCount())
  }

  fileprivate static func count(
    _ kind: OperationCount.Kind, _ lhs: ExpressionTree, _ rhs: ExpressionTree
  )
    -> OperationCount
  {
    OperationCount.operation(kind, lhs.operationCount(), rhs.operationCount())
  }

  fileprivate static func count(_ kind: OperationCount.Kind, _ operands: [ExpressionTree])
    -> OperationCount
  {
    OperationCount.operation(kind, over: operands.lazy.map { $0.operationCount() })
  }
}

extension BooleanExpression {
  /// The operations in the tree by kind, and their nesting depth, by a switch over the cases.
  ///
  /// Gives the same count as parsing into ``OperationCount``.
  public func operationCount() -> OperationCount {
    switch self {
    case .boolean, .variable, .hostValue: return OperationCount()
    case .compare(_, let lhs, let rhs): return ExpressionTree.count(.compare, lhs, rhs)
    case .not(let operand): return OperationCount.operation(.not, operand.operationCount())
    case .and, .or:
      let spine = self.spine
      var count = spine.base.operationCount()
      for link in spine.links.reversed() {
        count = OperationCount.operation(
          link.op == .and ? .and : .or, count, link.rhs.operationCount())
      }
      return count
    case .conditional(let condition, let then, let otherwise):
      return OperationCount.operation(
        .conditional,
        over: [condition.operationCount(), then.operationCount(), otherwise.operationCount()])
    case .call(_, let arguments): return ExpressionTree.count(.call, arguments)
    case .higherOrderCall(_, let arguments): return ArgumentExpression.count(arguments)
    case .host(_, let arguments): return ExpressionTree.count(.builtin, arguments)
    case .application(let function, let arguments):
      return ExpressionTree.count(.call, [function.operationCount()], arguments)
    }
  }
}

extension FunctionExpression {
  /// The operations written in the function: none for a name, its body's for a lambda (as
  /// written, not as run: a sum of a thousand terms counts its body once).
  public func operationCount() -> OperationCount {
    guard name == nil else { return OperationCount() }
    switch body {
    case .number(let tree): return tree.operationCount()
    case .boolean(let tree): return tree.operationCount()
    }
  }
}
