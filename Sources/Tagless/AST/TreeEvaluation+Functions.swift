// MARK: - Functions as values

extension TreeEvaluation {
  /// A lambda being applied: its parameters and the arguments they stand for.
  struct LambdaFrame {
    var names: [String]
    var values: [Double]
  }

  /// A lambda's parameter: the argument of the innermost lambda around it of that name (the
  /// parser resolved the names lexically, so innermost first is the binder the text meant).
  mutating func parameter(_ name: String) throws(CallError) -> Double {
    for frame in lambdaFrames.reversed() {
      if let index = frame.names.lastIndex(of: name) { return frame.values[index] }
    }
    return try number(name)
  }

  /// The line's count of applications, made with the first.
  mutating func applications() -> LambdaRun {
    if let lambdaRun { return lambdaRun }
    let run = LambdaRun(limits: limits)
    lambdaRun = run
    return run
  }

  /// Counts one application against the budget, and looks at the cancellation every 4,096
  /// (as ``Lambda`` does in the tagless path); throws when the line must stop.
  mutating func admit() throws(CallError) {
    let run = applications()
    guard run.admit() else { throw run.failure ?? CallError(Cancellation.message) }
  }

  /// Counts the application of `function` where it is written, unless it is a lambda written
  /// there, which counts nothing (``Lambda/inPlace``: the loops and calls around it are
  /// counted); throws once the line has failed either way.
  mutating func admitApplication(of function: FunctionExpression) throws(CallError) {
    guard function.name == nil else { return try admit() }
    if let failure = lambdaRun?.failure { throw failure }
  }

  /// Starts applying a function written in a function's body (a no-op in the line): counts
  /// it among those applied inside each other, which the tagless expansion bounds by
  /// ``Limits/maximumDepth`` as it applies each on a stack of its own; `leaveBody` ends it.
  mutating func enterBody() throws(CallError) {
    guard !frames.isEmpty else { return }
    if bodyNesting >= limits.maximumDepth {
      throw CallError(
        "functions built in function bodies are applied inside each other too deeply (the "
          + "limit is \(limits.maximumDepth))", in: chain, at: offset, kind: .limit)
    }
    bodyNesting += 1
  }

  /// Ends what ``enterBody()`` started.
  mutating func leaveBody() {
    if !frames.isEmpty { bodyNesting -= 1 }
  }

  /// `function(arguments)` for a number-valued function.
  mutating func apply(_ function: FunctionExpression, _ arguments: [Double], depth: Int)
    throws(CallError) -> Double
  {
    try enterBody()
    try admitApplication(of: function)
    guard case .number(let body) = function.body else { return .nan }
    lambdaFrames.append(LambdaFrame(names: function.parameters, values: arguments))
    let value = try evaluate(body, depth: depth)
    lambdaFrames.removeLast()
    leaveBody()
    return value
  }

  /// `function(arguments)` for a Boolean-valued function.
  mutating func apply(predicate function: FunctionExpression, _ arguments: [Double], depth: Int)
    throws(CallError) -> Bool
  {
    try enterBody()
    try admitApplication(of: function)
    guard case .boolean(let body) = function.body else { return false }
    lambdaFrames.append(LambdaFrame(names: function.parameters, values: arguments))
    let value = try evaluate(body, depth: depth)
    lambdaFrames.removeLast()
    leaveBody()
    return value
  }

  /// `functional(function, a, b)`: the loop of a sum or product, or the numerical method.
  ///
  /// Each term is the body evaluated with the parameter bound to it. The same arithmetic as
  /// ``Evaluation``'s (a compensated sum, the same quadrature and root finder), so the two
  /// encodings agree bit for bit; the same budget, checked the same way. In a function's body
  /// its failures are placed at the outermost call, as every failure of a call is.
  mutating func run(
    _ functional: Functional, _ function: FunctionExpression, _ bounds: (Double, Double),
    at written: Int, depth: Int
  ) throws(CallError) -> Double {
    let offset = frames.isEmpty ? written : self.offset
    try enterBody()
    defer { leaveBody() }
    // The place of this functional's failures while it runs, the enclosing one's after.
    let enclosing = applications().offset
    applications().offset = offset
    defer { lambdaRun?.offset = enclosing }
    guard case .number(let body) = function.body, function.parameters.count == 1 else {
      return .nan
    }
    if functional == .integrate || functional == .root {
      return try numerical(functional, function.parameters, body, bounds, at: offset, depth)
    }
    if let refusal = Functional.unboundedRange(bounds.0, bounds.1) {
      throw CallError(refusal, at: offset)
    }
    guard let (first, last) = Functional.integerRange(bounds.0, bounds.1) else { return .nan }
    guard first <= last else { return functional == .sum ? 0 : 1 }
    let run = applications()
    guard run.reserve(last - first + 1) else {
      throw run.failure ?? CallError(Cancellation.message)
    }
    // One frame for the whole loop, its argument replaced term by term.
    let slot = lambdaFrames.count
    lambdaFrames.append(LambdaFrame(names: function.parameters, values: [first]))
    var k = first
    var sum = CompensatedSum()
    var product = 1.0
    while k <= last {
      try admit()
      lambdaFrames[slot].values[0] = k
      let term = try evaluate(body, depth: depth)
      if functional == .sum { sum.add(term) } else { product *= term }
      k += 1
    }
    lambdaFrames.removeLast()
    return functional == .sum ? sum.value : product
  }

  /// `integrate(f, a, b)` by ``Quadrature`` or `root(f, a, b)` by ``RootFinder``; the method's
  /// own failure is the line's, at the functional's name, with the tagless path's words.
  private mutating func numerical(
    _ functional: Functional, _ parameters: [String], _ body: ExpressionTree,
    _ bounds: (Double, Double), at offset: Int, _ depth: Int
  ) throws(CallError) -> Double {
    let slot = lambdaFrames.count
    lambdaFrames.append(LambdaFrame(names: parameters, values: [0]))
    defer { lambdaFrames.removeLast() }
    func f(_ x: Double) throws(CallError) -> Double {
      try admit()
      lambdaFrames[slot].values[0] = x
      return try evaluate(body, depth: depth)
    }
    func failed(_ error: some Error) -> CallError {
      CallError("'\(functional.name)': \(error)", at: offset)
    }
    if functional == .root {
      do throws(RootError<CallError>) {
        return try RootFinder.root(f, in: bounds.0, bounds.1).value
      } catch .function(let error) {
        throw error
      } catch {
        throw failed(error)
      }
    }
    do throws(QuadratureError<CallError>) {
      return try Quadrature.integrate(f, from: bounds.0, to: bounds.1).value
    } catch .roundoff(let estimate) where estimate.answersDespiteRoundoff {
      // As in the tagless path: the estimate is as good as doubles allow.
      return estimate.value
    } catch .integrand(let error) {
      throw error
    } catch {
      throw failed(error)
    }
  }
}
