// MARK: - Calls of user functions that take functions

extension RecursiveDescent {
  /// A call of `name`, which takes functions, over `passing` (its arguments in order): its
  /// expansion where `R` needs one, made by parsing the body again with each parameter bound
  /// to its argument.
  @usableFromInline
  mutating func higherOrderCall(
    _ name: String, _ passing: [CallArgument<R>], height: Int, at token: Token
  ) throws(ParseError) -> Node {
    let total = try self.height(over: height, 0, at: token.start)
    let callee = Callee(name, at: token.start)
    // Made only when thrown: placing an error scans the line up to it, and a line of calls
    // made one at each call took time quadratic in its length.
    let bytes = scanner.bytes
    let refused = {
      ParseError(
        "this interpreter does not take functions as values ('\(name)' needs one that "
          + "conforms to HigherOrder)", at: token.start, in: bytes)
    }
    if case .definition = mode, let context, name == context.defining {
      // The function being defined: typed by where the call is used, as any call of itself.
      let body = context.body
      let operand = context.deferred { (type) throws(ParseError) in
        body.selfCalls.append((type, token.start))
        guard let built = Self.higherOrderOperand(callee, passing, nil, type) else {
          throw refused()
        }
        return built
      }
      return lower((operand, total))
    }
    guard let definition = environment.functions[name] else {
      throw unknownFunction(name, at: token)
    }
    var expansion: Typed<R>? = nil
    if Self.expandsHigherOrderCalls, expanding, !checking, !isDefining,
      !Self.keepsRecursiveCall(name, in: lambdaRun())
    {
      let run = lambdaRun()
      let enclosing = run.offset
      run.offset = token.start
      defer { run.offset = enclosing }
      expansion = Self.expand(
        definition, Self.expansionArguments(passing), environment: borrowedEnvironment,
        limits: limits, run: run,
        symbolic: isSymbolic, depth: depth)
      noteFailure()
      // The rest of a long line of such calls is not parsed once one saw the cancellation.
      if let failure = aside?.failure, failure.message == Cancellation.message {
        throw ParseError(failure, in: scanner.bytes)
      }
    } else if !isDefining, !checking, Cancellation.isRequested {
      // A view that expands no call (the printer) looks at it at each call of a line instead;
      // a definition, checked once, does not.
      throw error(Cancellation.message, at: token.start)
    }
    guard let operand = Self.higherOrderOperand(callee, passing, expansion, definition.type)
    else { throw refused() }
    return lower((operand, total))
  }

  /// Whether a call of `name` inside the expansion of a call of `name` stays a call.
  ///
  /// ``VariableNames`` decides no condition, so it would expand a recursion such as
  /// `apply_n(h, n, x) = n == 0 ? x : apply_n(h, n - 1, h(x))` to the nesting limit (and a
  /// body that builds a new function at each level, 2^n applications on the way): `:diff`
  /// without `by` failed or hung. The call's names are its arguments', its functions' and its
  /// body's, and the body's were collected where the outer call was expanded.
  ///
  /// Any interpreter that keeps such calls (``HigherOrder/keepsHigherOrderCalls``) keeps one
  /// under a condition it cannot decide (``LambdaRun/undecided``), which would otherwise be
  /// expanded to the nesting limit.
  static func keepsRecursiveCall(_ name: String, in run: LambdaRun) -> Bool {
    if R.self is VariableNames.Type { return run.higherOrderChain.contains(name) }
    return run.isUndecidedRecursion(name)
      && (R.self as? any HigherOrder.Type)?.keepsHigherOrderCalls == true
  }

  /// The arguments an expansion binds the parameters to: for ``VariableNames``, each function
  /// replaced by one that reads no variable (``VariableNames/blank(like:)``).
  static func expansionArguments(_ passing: [CallArgument<R>]) -> [CallArgument<R>] {
    guard let arguments = passing as? [CallArgument<VariableNames>] else { return passing }
    let blanked = arguments.map { (argument) -> CallArgument<VariableNames> in
      guard case .function(let function) = argument else { return argument }
      return .function(VariableNames.blank(like: function))
    }
    return blanked as? [CallArgument<R>] ?? passing
  }

  /// Whether `R` needs the expansion of a call of a function that takes functions.
  static var expandsHigherOrderCalls: Bool {
    (R.self as? any HigherOrder.Type)?.expandsHigherOrderCalls ?? (R.callExpansion != .none)
  }

  /// True while a function body is parsed.
  var isDefining: Bool {
    if case .definition = mode { return true }
    return false
  }

  /// True when undefined names are free variables.
  var isSymbolic: Bool {
    if case .symbolic = mode { return true }
    return false
  }

  /// `R.call(callee, passing:, expansion)` when `R` is ``HigherOrder``.
  static func higherOrderOperand(
    _ callee: Callee, _ passing: [CallArgument<R>], _ expansion: Typed<R>?, _ type: ValueType
  ) -> Operand? {
    guard let higherOrder = R.self as? any HigherOrder.Type else { return nil }
    return open(higherOrder)
    func open<H: HigherOrder>(_: H.Type) -> Operand? {
      guard let arguments = passing as? [CallArgument<H>] else { return nil }
      switch type {
      case .number:
        let value = expansion?.number.flatMap { $0 as? H }
        return (H.call(callee, passing: arguments, value) as? R).map { .number($0) }
      case .boolean:
        let value = expansion?.boolean.flatMap { $0 as? H.Truth }
        return (H.call(predicate: callee, passing: arguments, value) as? R.Truth).map {
          .truth($0)
        }
      }
    }
  }

  /// The expansion of a call of `definition` over `passing`: its body parsed again into `R`,
  /// each number parameter bound to its argument and each function parameter to its
  /// function, names looked up now (free when `symbolic`).
  ///
  /// The parse nests in the caller's (`depth`), so calls inside each other stop at
  /// ``Limits/maximumDepth`` levels of nesting in all, and count against
  /// ``Limits/maximumCalls``; a failure, the budget or a cancellation is recorded in `run`
  /// (at its offset) and the expansion is nil.
  static func expand(
    _ definition: FunctionDefinition, _ passing: [CallArgument<R>],
    environment: UnsafePointer<Environment>, limits: Limits, run: LambdaRun, symbolic: Bool,
    depth: Int
  ) -> Typed<R>? {
    guard run.failure == nil else { return nil }
    // A caller that no longer type-checks against what it calls is never run on its old type.
    if let stale = environment.pointee.stale[definition.name] {
      run.fail(CallError(stale.message, in: [definition.name] + stale.functions, at: run.offset))
      return nil
    }
    // From the second expansion inside another on, the parse runs on a stack of its own,
    // where it may nest deeper.
    let limits = run.onLargeStack ? limits.onLargeStack : limits
    // A few levels for the body's own nesting.
    guard depth + 4 < limits.maximumDepth else {
      // A stopped computation (exact and precise arithmetic stop at the cancellation) leaves
      // conditions undecided, so a recursion runs on to this limit: the cancellation is the
      // cause to report.
      let cause =
        Cancellation.isRequested
        ? CallError(Cancellation.message, at: run.offset)
        : CallError(
          "calls of functions that take functions nest too deeply (the limit is "
            + "\(limits.maximumDepth) levels of nesting in all)", in: [definition.name],
          at: run.offset)
      run.fail(cause)
      return nil
    }
    run.calls += 1
    do throws(CallError) {
      if run.calls > limits.maximumCalls { throw .tooMany(limits, at: run.offset) }
      // Each expansion parses a body, which costs far more than looking at the cancellation.
      if Cancellation.isRequested { throw .interrupted(at: run.offset) }
    } catch {
      run.fail(error)
      return nil
    }
    let context = Context()
    for (name, argument) in zip(definition.parameters, passing) {
      switch argument {
      case .number(let value):
        context.boundNames.append(name)
        context.boundValues.append(value)
      case .function(let function): context.functions.bound[name] = function
      }
    }
    let source = definition.source
    let offset = run.offset
    // A failure inside is placed at this call, with the chain of functions it happened in.
    func failed(_ failure: CallError) -> Typed<R>? {
      run.failure = CallError(
        failure.message, in: [definition.name] + failure.functions, at: offset)
      return nil
    }
    // Each nested expansion parses on the Swift stack (a debug build's symbolic parsers take
    // about 100 KiB a level): from the second level on, they run on a stack of their own.
    run.higherOrderNesting += 1
    run.higherOrderChain.append(definition.name)
    defer {
      run.higherOrderNesting -= 1
      run.higherOrderChain.removeLast()
    }
    guard run.higherOrderNesting == 2 else { return parse(limits) }
    return DeepStack.runTelling { onLargeStack in
      run.onLargeStack = onLargeStack
      defer { run.onLargeStack = false }
      return parse(onLargeStack ? limits.onLargeStack : limits)
    }
    // Everything it changes is its own: a variable of this function changed inside it (as
    // `withUTF8` changes the string it is called on) would be an access that stays open while
    // the calls inside run, and each access the runtime checks walks every open one, so
    // recursion n deep cost n² (2,400 levels: 72% of the time in `AccessSet::insert`).
    func parse(_ limits: Limits) -> Typed<R>? {
      var text = source
      return text.withUTF8 { bytes in
        defer { context.pendings.removeAll() }
        do throws(ParseError) {
          return try withParser(
            bytes, environment: environment, mode: symbolic ? .symbolic : .strict,
            limits: limits, context: context, depth: depth + 1
          ) { (parser) throws(ParseError) -> Typed<R>? in
            parser.calls = run.calls
            parser.setAside().run = run
            let node = try parser.expression()
            run.calls = max(run.calls, parser.calls)
            if let failure = parser.aside?.failure ?? run.failure { return failed(failure) }
            switch try settled(node.value, default: definition.type, context) {
            case .number(let value): return .number(value)
            case .truth(let value): return .boolean(value)
            case .pending, .function: return nil
            }
          }
        } catch {
          return failed(run.failure ?? CallError(error.message, in: error.functions))
        }
      }
    }
  }
}
