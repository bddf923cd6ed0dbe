// MARK: - Folding calls of functions that take functions

extension Folding {
  /// `callee(arguments)` for a function that takes functions, through
  /// ``HigherOrder/call(_:passing:_:)``: the functions as ``Lambda``s over this fold, and the
  /// expansion, where `R` needs one, made as the parser makes it (the body parsed again with
  /// the parameters bound).
  @usableFromInline
  mutating func higherOrderCall(
    _ callee: Callee, _ arguments: [ArgumentExpression], _ type: ValueType
  ) throws(CallError) -> Typed<R> {
    var passing: [CallArgument<R>] = []
    for argument in arguments {
      switch argument {
      case .number(let tree): passing.append(.number(try fold(tree)))
      case .function(let function): passing.append(.function(lambda(function)))
      }
    }
    var expansion: Typed<R>? = nil
    if RecursiveDescent<R>.expandsHigherOrderCalls, active, let expanding {
      let definition = try Self.definition(
        callee, arguments.count, type, in: expanding.environment.pointee, chain: [])
      let run = lambdaRun()
      run.calls = max(run.calls, calls)
      let enclosing = run.offset
      run.offset = callee.offset
      defer { run.offset = enclosing }
      expansion = RecursiveDescent<R>.expand(
        definition, passing, environment: expanding.environment, limits: expanding.limits,
        run: run, symbolic: freeVariables, depth: 0)
      try noteFailure()
    }
    guard
      let built = RecursiveDescent<R>.higherOrderOperand(callee, passing, expansion, type)
    else {
      throw CallError(
        "this interpreter does not take functions as values ('\(callee.name)' needs one that "
          + "conforms to HigherOrder)", at: callee.offset)
    }
    return RecursiveDescent<R>.typed(built)
  }

  /// The definition a call of a function that takes functions runs, checked against the call.
  ///
  /// Not optimised: Swift 6.3.1's copy propagation crashes on it in an optimised build with
  /// AddressSanitizer ("Found outside of lifetime use", `make fuzz`); it runs once a call.
  @_optimize(none)
  static func definition(
    _ callee: Callee, _ count: Int, _ type: ValueType, in environment: Environment,
    chain: [String]
  ) throws(CallError) -> FunctionDefinition {
    guard let definition = environment.functions[callee.name] else {
      throw .unknownFunction(callee.name, in: chain, at: callee.offset)
    }
    guard definition.parameters.count == count, definition.program.expandsByParsing else {
      throw .arity(
        callee.name, expected: definition.parameters.count, got: count, in: chain,
        at: callee.offset)
    }
    guard definition.type == type else {
      throw .type(
        "'\(callee.name)(…)'", is: definition.type, expected: type, in: chain,
        at: callee.offset)
    }
    return definition
  }
}

// MARK: - The enum tree's evaluator

extension TreeEvaluation {
  /// `callee(arguments)` for a function that takes functions: the numbers evaluated here, each
  /// function a closure over this evaluation as it stands (the calls and lambdas around it),
  /// and the body run as the tagless path runs it (parsed again with the parameters bound),
  /// so the two encodings agree.
  mutating func higherOrderCall(
    _ callee: Callee, _ arguments: [ArgumentExpression], _ type: ValueType, depth: Int
  ) throws(CallError) -> Typed<Evaluation> {
    let place = frames.isEmpty ? callee.offset : offset
    let definition = try Folding<Evaluation>.definition(
      Callee(callee.name, at: place), arguments.count, type, in: environment, chain: chain)
    let run = applications()
    var passing: [CallArgument<Evaluation>] = []
    for argument in arguments {
      switch argument {
      case .number(let tree):
        passing.append(.number(Evaluation(try evaluate(tree, depth: depth + 1))))
      case .function(let function): passing.append(.function(closure(function, run)))
      }
    }
    run.calls = max(run.calls, calls)
    let enclosing = run.offset
    run.offset = place
    defer { run.offset = enclosing }
    let (environment, limits) = (self.environment, self.limits)
    let expansion = withUnsafePointer(to: environment) {
      RecursiveDescent<Evaluation>.expand(
        definition, passing, environment: $0, limits: limits, run: run, symbolic: false,
        depth: 0)
    }
    calls = max(calls, run.calls)
    if let failure = run.failure { throw failure }
    return expansion ?? (type == .number ? .number(Evaluation(.nan)) : .boolean(false))
  }

  /// `function` as a closure over this evaluation as it stands.
  func closure(_ function: FunctionExpression, _ run: LambdaRun) -> Lambda<Evaluation> {
    let snapshot = self
    return Lambda<Evaluation>(
      parameters: function.parameters, name: function.name, result: function.result, run: run
    ) { arguments in
      var evaluation = snapshot
      evaluation.calls = run.calls
      evaluation.lambdaFrames.append(
        LambdaFrame(names: function.parameters, values: arguments.map(\.value)))
      do throws(CallError) {
        let result: Typed<Evaluation>
        switch function.body {
        case .number(let tree):
          result = .number(Evaluation(try evaluation.evaluate(tree, depth: 0)))
        case .boolean(let tree): result = .boolean(try evaluation.evaluate(tree, depth: 0))
        }
        run.calls = max(run.calls, evaluation.calls)
        return result
      } catch {
        run.fail(error)
        return function.result == .number ? .number(Evaluation(.nan)) : .boolean(false)
      }
    }
  }
}
