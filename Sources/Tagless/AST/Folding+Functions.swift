// MARK: - Folding functions as values

extension Folding {
  /// A lambda's parameter: what the innermost binder of that name stands for (the names were
  /// resolved lexically by the parser); a variable of that name when nothing binds it.
  @usableFromInline
  func parameter(_ name: String) -> R {
    for frame in bindings.reversed() {
      if let index = frame.names.lastIndex(of: name) { return frame.values[index] }
    }
    return .variable(name, .nan)
  }

  /// The line's shared run, made with its first function.
  @usableFromInline
  mutating func lambdaRun() -> LambdaRun {
    if let run { return run }
    let made = LambdaRun(limits: expanding?.limits ?? .standard)
    made.calls = calls
    run = made
    return made
  }

  /// Throws the first failure the line's functions recorded, and takes over their calls.
  @usableFromInline
  mutating func noteFailure() throws(CallError) {
    guard let run else { return }
    calls = max(calls, run.calls)
    if let failure = run.failure { throw failure }
  }

  /// `function` as a ``Lambda`` in `R`, the final encoding's HOAS closure.
  ///
  /// Applied to arguments, it folds the body with the parameters bound to them (as the
  /// parser's lambda parses its body again). Valid while this fold runs.
  @usableFromInline
  mutating func lambda(_ function: FunctionExpression) -> Lambda<R> {
    let run = lambdaRun()
    let (expanding, freeVariables, bindings) = (self.expanding, self.freeVariables, self.bindings)
    let measures = LambdaRun.measures(R.self)
    let limit = (expanding?.limits ?? .standard).maximumTermBytes
    return Lambda<R>(
      parameters: function.parameters, name: function.name, result: function.result, run: run
    ) { arguments in
      var inner = Folding<R>(expanding: expanding)
      inner.freeVariables = freeVariables
      inner.run = run
      inner.calls = run.calls
      inner.bindings = bindings + [(function.parameters, arguments)]
      do throws(CallError) {
        let result: Typed<R>
        switch function.body {
        case .number(let tree): result = .number(try inner.fold(tree))
        case .boolean(let tree): result = .boolean(try inner.fold(tree))
        }
        run.calls = max(run.calls, inner.calls)
        return measures ? run.bounded(result, limit: limit) : result
      } catch {
        run.fail(error)
        return .number(.number(.nan))
      }
    }
  }

  /// `function(arguments)`: through ``HigherOrder/apply(_:_:)`` when `R` conforms; otherwise
  /// the body folded with the parameters bound to the arguments (β-reduction), as the parser
  /// builds it for such an interpreter.
  @usableFromInline
  mutating func apply(_ function: FunctionExpression, _ arguments: [ExpressionTree])
    throws(CallError) -> R
  {
    let values = try foldArguments(arguments)
    if let type = R.self as? any HigherOrder.Type {
      let lambda = self.lambda(function).appliedWhereWritten
      func open<H: HigherOrder>(_: H.Type) -> R? {
        guard let lambda = lambda as? Lambda<H>, let values = values as? [H] else { return nil }
        return H.apply(lambda, values) as? R
      }
      let applied = open(type)
      try noteFailure()
      return applied ?? .number(.nan)
    }
    guard case .number(let body) = function.body else { return .number(.nan) }
    return try substituting(function, values) { (folding) throws(CallError) in
      try folding.fold(body)
    }
  }

  /// `function(arguments)` for a Boolean-valued function; see ``apply(_:_:)``.
  @usableFromInline
  mutating func apply(predicate function: FunctionExpression, _ arguments: [ExpressionTree])
    throws(CallError) -> R.Truth
  {
    let values = try foldArguments(arguments)
    if let type = R.self as? any HigherOrder.Type {
      let lambda = self.lambda(function).appliedWhereWritten
      func open<H: HigherOrder>(_: H.Type) -> R.Truth? {
        guard let lambda = lambda as? Lambda<H>, let values = values as? [H] else { return nil }
        return H.apply(predicate: lambda, values) as? R.Truth
      }
      let applied = open(type)
      try noteFailure()
      return applied ?? R.boolean(false)
    }
    guard case .boolean(let body) = function.body else { return R.boolean(false) }
    return try substituting(function, values) { (folding) throws(CallError) in
      try folding.fold(body)
    }
  }

  /// Runs `body` with `function`'s parameters bound to `values`, counting the application
  /// unless the function is a lambda written in place (``Lambda/inPlace``).
  @usableFromInline
  mutating func substituting<T>(
    _ function: FunctionExpression, _ values: [R], _ body: (inout Self) throws(CallError) -> T
  ) throws(CallError) -> T {
    let run = lambdaRun()
    if function.name == nil, let failure = run.failure { throw failure }
    if function.name != nil, !run.admit() { throw run.failure ?? CallError(Cancellation.message) }
    bindings.append((function.parameters, values))
    defer { bindings.removeLast() }
    return try body(&self)
  }

  /// `functional(function, lower, upper)` through ``HigherOrder/functional(_:_:_:_:)``,
  /// placed at the functional's name; an error there when `R` does not conform, as the
  /// parser's.
  @usableFromInline
  mutating func functional(
    _ functional: Functional, _ function: FunctionExpression, _ lower: ExpressionTree,
    _ upper: ExpressionTree, at offset: Int
  ) throws(CallError) -> R {
    let (a, b) = try (fold(lower), fold(upper))
    // A placeholder where a known condition skips the call: nothing runs there.
    guard active || R.callExpansion == .none else { return .number(.nan) }
    let refusal = CallError(
      "this interpreter does not take functions as values ('\(functional.name)' needs one "
        + "that conforms to HigherOrder)", at: offset)
    guard let type = R.self as? any HigherOrder.Type else { throw refusal }
    // The place of this functional's failures while it runs, the enclosing one's after.
    let run = lambdaRun()
    let enclosing = run.offset
    run.offset = offset
    defer { run.offset = enclosing }
    let lambda = self.lambda(function)
    func open<H: HigherOrder>(_: H.Type) -> R? {
      guard let lambda = lambda as? Lambda<H>, let a = a as? H, let b = b as? H else {
        return nil
      }
      return H.functional(functional, lambda, a, b) as? R
    }
    guard let built = open(type) else { throw refusal }
    try noteFailure()
    return R.located(built, at: offset)
  }
}
