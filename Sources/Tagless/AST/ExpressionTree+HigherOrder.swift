// MARK: - ExpressionTree: functions as values

extension ExpressionTree: HigherOrder {
  /// The function a ``Lambda`` stands for, as data: the closure applied once to
  /// ``parameter(_:)`` nodes named after its parameters gives the body's tree (nothing is
  /// evaluated; a named function's body is its call, `f(x)` or `sin(x)`).
  public static func function(of lambda: Lambda<Self>) -> FunctionExpression {
    let parameters = lambda.parameters.map { ExpressionTree.parameter($0) }
    // Building the tree applies nothing the line runs: it counts against no limit.
    let building = lambda.inPlace
    let body: FunctionBody =
      lambda.result == .number
      ? .number(building(parameters)) : .boolean(building.predicate(parameters))
    return FunctionExpression(parameters: lambda.parameters, name: lambda.name, body: body)
  }

  /// ``application(_:_:)``: the function kept as a node, not substituted.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    .application(Self.function(of: function), arguments)
  }

  /// ``BooleanExpression/application(_:_:)``.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self])
    -> BooleanExpression
  {
    .application(Self.function(of: function), arguments)
  }

  /// ``functionalCall(_:_:_:_:offset:)``, placed at its name by `located(_:at:)`.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    .functionalCall(functional, Self.function(of: function), lower, upper, offset: 0)
  }

  /// A functional's call with the place of its name, where its failures are reported; any
  /// other node as it is.
  public static func located(_ value: consuming ExpressionTree, at offset: Int) -> ExpressionTree {
    guard case .functionalCall(let functional, let function, let lower, let upper, _) = value
    else { return value }
    return .functionalCall(functional, function, lower, upper, offset: offset)
  }
}
