// MARK: - Functions built in a body

extension Expansion {
  /// What the applications of one function built in a body share with the expansion that
  /// builds it: the calls they run, the size of the terms their bodies build.
  final class Applications {
    var calls: Int
    var resultSize = 1

    init(calls: Int) { self.calls = calls }
  }

  /// Builds the function `site` describes, its body reading the arguments of the code being
  /// run (from `base`), and applies it to the last numbers or passes it to its functional
  /// with the last two as bounds, in `R` (``HigherOrder``).
  ///
  /// The function's body runs on an expansion of its own each time it is applied, which
  /// shares this one's count of calls, depth, budget of applications and cancellation, and
  /// places its errors at this one's outermost call. A failure while it runs — its own, the
  /// functional's (no sign change for `root`), the budget, a cancellation — is thrown here once
  /// the functional returns.
  mutating func lambda(_ site: FunctionProgram.LambdaCode, base: Int) throws(CallError) {
    let bounds = site.functional == nil ? 0 : 2
    let arity = site.functional == nil ? site.parameters.count : bounds
    let operands = Array(values.suffix(arity))
    let operandSize = tracksSize ? sizes.suffix(arity).reduce(1, +) : 0
    Self.drop(arity, from: &values)
    if tracksSize { sizes.removeLast(arity) }
    if nesting >= limits.maximumDepth {
      throw CallError(
        "functions built in function bodies are applied inside each other too deeply (the "
          + "limit is \(limits.maximumDepth))", in: chain, at: place, kind: .limit)
    }
    let run = lambdaRun ?? LambdaRun(limits: limits)
    lambdaRun = run
    let enclosing = run.offset
    run.offset = place
    defer { run.offset = enclosing }
    let applications = Applications(calls: calls)
    let captured = Array(values[base..<base + site.captured])
    let function = makeLambda(site, captured, applications, run)
    typealias Parser = RecursiveDescent<R>
    if let functional = site.functional {
      guard let value = Parser.functional(functional, function, operands[0], operands[1])
      else {
        throw CallError(
          "this interpreter does not take functions as values ('\(functional.name)' needs "
            + "one that conforms to HigherOrder)", in: chain, at: place)
      }
      values.append(value)
    } else {
      switch Parser.apply(function, operands) {
      case .number(let value): values.append(value)
      case .truth(let value): truths.append(value)
      case .pending, .function: values.append(R.number(.nan))
      }
    }
    calls = applications.calls
    if let failure = run.failure { throw failure }
    guard tracksSize else { return }
    let size = operandSize + applications.resultSize
    if site.result == .number || site.functional != nil {
      sizes.append(size)
    } else {
      truthSizes.append(size)
    }
    try check(size)
  }

  /// The function `site` describes in `R`: applying it runs its body's code on an expansion of
  /// its own over `captured` and the arguments.
  func makeLambda(
    _ site: FunctionProgram.LambdaCode, _ captured: [R], _ applications: Applications,
    _ run: LambdaRun
  ) -> Lambda<R> {
    var inner = Expansion(environment: environment, limits: limits, calls: 0)
    inner.freeVariables = freeVariables
    inner.depth = depth
    inner.nesting = nesting + 1
    // A recursion under a condition this expansion cannot decide stays a call in the body too.
    inner.undecided = undecided
    inner.outerChain = chain
    inner.entryOffset = place
    inner.lambdaRun = run
    // The evaluator's loops run a plain body compiled, as they do in a line.
    var compile: () -> CompiledProgram? = { nil }
    if R.self == Evaluation.self, let numbers = captured as? [Evaluation] {
      let (environment, limits) = (self.environment, self.limits)
      compile = { site.compiled(numbers.map(\.value), in: environment.pointee, limits: limits) }
    }
    return Lambda<R>(
      parameters: site.parameters, name: site.name, result: site.result, run: run,
      compile: compile
    ) { arguments in
      var machine = inner
      machine.calls = applications.calls
      do throws(CallError) {
        let result = try machine.run(site.body, type: site.result, arguments: captured + arguments)
        applications.calls = machine.calls
        applications.resultSize = max(applications.resultSize, machine.resultSize)
        return result
      } catch {
        applications.calls = machine.calls
        run.fail(error)
        return site.result == .number ? .number(R.number(.nan)) : .boolean(R.boolean(false))
      }
    }
  }
}
