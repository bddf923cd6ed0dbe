// MARK: - Calls of user functions that take functions

extension ExpressionTree {
  /// ``higherOrderCall(_:_:)``: the function arguments kept as data.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    .higherOrderCall(callee, arguments.map(argument))
  }

  /// ``BooleanExpression/higherOrderCall(_:_:)``.
  public static func call(
    predicate callee: Callee, passing arguments: [CallArgument<Self>],
    _ expansion: BooleanExpression?
  ) -> BooleanExpression {
    .higherOrderCall(callee, arguments.map(argument))
  }

  /// A call's argument as data.
  static func argument(_ argument: CallArgument<Self>) -> ArgumentExpression {
    switch argument {
    case .number(let value): .number(value)
    case .function(let function): .function(Self.function(of: function))
    }
  }
}

extension ChainKeeper {
  /// Keeps the chains in a call's arguments and in its functions' bodies.
  func keep(_ arguments: [ArgumentExpression]) {
    for argument in arguments {
      switch argument {
      case .number(let tree): keep(tree)
      case .function(let function): keep(function.body)
      }
    }
  }
}
