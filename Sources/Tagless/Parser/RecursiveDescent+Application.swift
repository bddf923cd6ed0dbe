// MARK: - Applying functions

extension RecursiveDescent {
  /// `(function)(arguments)`: the parenthesised operand `callee`, a function, applied to the
  /// arguments that follow (cursor on their `(`).
  @usableFromInline
  mutating func application(_ handle: FunctionHandle, height calleeHeight: Int, at open: Token)
    throws(ParseError) -> Node
  {
    let arguments = try argumentList(of: "the function")
    let type = handle.type
    guard arguments.values.count == type.arity else {
      throw error(
        "the function takes \(FunctionType.word(type.arity)) "
          + (type.arity == 1 ? "argument" : "arguments") + ", got \(arguments.values.count)",
        at: open.start)
    }
    guard let lambda = function(handle) else { throw expectedExpression() }
    if checking {
      let height = try self.height(over: max(calleeHeight, arguments.height), 0, at: open.start)
      let placeholder: Operand =
        lambda.result == .number ? .number(R.number(.nan)) : .truth(R.boolean(false))
      return lower((placeholder, height))
    }
    // A failure while it runs is placed where the enclosing functional's are, as in the enum
    // tree, whose application carries no place.
    // A named function applied is its call, `(f)(2)` is `f(2)` in every interpreter, as its
    // printed text says.
    let applied = Self.apply(
      lambda.appliedWhereWritten, arguments.values, substituting: lambda.name != nil)
    noteFailure()
    let height = try self.height(over: max(calleeHeight, arguments.height), 0, at: open.start)
    return lower((applied, height))
  }

  /// `"(" [ expression { "," expression } ] ")"` with numbers for arguments, cursor on `(`.
  @usableFromInline
  mutating func argumentList(of name: String) throws(ParseError) -> (values: [R], height: Int) {
    var values: [R] = []
    let height = try eachArgument { (parser, argument, position, start) throws(ParseError) in
      values.append(try parser.argument(argument, of: name, position, at: start))
    }
    return (values, height)
  }

  /// `"(" [ expression { "," expression } ] ")"`, cursor on `(`: hands each argument, its
  /// position (from 1) and where it starts to `take` as soon as it is parsed (before the next
  /// one may stash an operand), and returns the tallest argument's height.
  @usableFromInline
  mutating func eachArgument(
    _ take: (inout Self, consuming Node, Int, Int) throws(ParseError) -> Void
  ) throws(ParseError) -> Int {
    let open = scanner.current
    scanner.advance()
    try enter(at: open)
    openParentheses &+= 1
    var height = 0
    var position = 0
    if scanner.current.kind != .rightParen {
      while true {
        let start = scanner.current.start
        let argument = try numericExpression()
        height = max(height, Self.absolute(argument.height))
        position += 1
        try take(&self, argument, position, start)
        guard scanner.current.kind == .comma else { break }
        scanner.advance()
      }
    }
    try close(open)
    openParentheses &-= 1
    depth &-= 1
    return height
  }

  /// `lambda(arguments)` in `R`: through ``HigherOrder/apply(_:_:)`` when `R` conforms, by
  /// substituting the arguments (β-reduction) when it does not or when `substituting`.
  @usableFromInline
  static func apply(_ lambda: Lambda<R>, _ arguments: [R], substituting: Bool = false) -> Operand {
    if !substituting, let type = R.self as? any HigherOrder.Type, let applied = open(type) {
      return applied
    }
    switch lambda.result {
    case .number: return .number(lambda(arguments))
    case .boolean: return .truth(lambda.predicate(arguments))
    }
    func open<H: HigherOrder>(_: H.Type) -> Operand? {
      guard let lambda = lambda as? Lambda<H>, let arguments = arguments as? [H] else { return nil }
      switch lambda.result {
      case .number: return (H.apply(lambda, arguments) as? R).map { .number($0) }
      case .boolean:
        return (H.apply(predicate: lambda, arguments) as? R.Truth).map { .truth($0) }
      }
    }
  }

  /// Moves a failure of the line's functions to where the line's failures are reported.
  @usableFromInline
  mutating func noteFailure() {
    guard let aside, let run = aside.run else { return }
    calls = max(calls, run.calls)
    if let failure = run.failure, aside.failure == nil {
      aside.failure = failure
      expanding = false
    }
  }

  // MARK: Higher-order built-ins

  /// `sum(f, a, b)` and the other ``Functional``s, with the cursor on the `(`.
  @usableFromInline
  mutating func functionalCall(_ functional: Functional, _ nameToken: Token) throws(ParseError)
    -> Node
  {
    let name = functional.name
    let expected = functional.argumentType
    var count = 0
    var lambda: Lambda<R>? = nil
    var bounds: [R] = []
    let height = try eachArgument { (parser, argument, position, start) throws(ParseError) in
      count = position
      if position == 1 {
        lambda = try parser.passedFunction(argument, of: name, expected, position: 1, at: start)
      } else {
        bounds.append(try parser.argument(argument, of: name, position, at: start))
      }
    }
    guard count == 3, let lambda, bounds.count == 2 else {
      throw error(
        "'\(name)' takes 3 arguments (a function and two bounds), got \(count)",
        at: nameToken.start)
    }
    let total = try self.height(over: height, 0, at: nameToken.start)
    // A placeholder where a known condition skips the call: nothing runs there.
    guard !checking, expanding || R.callExpansion == .none else { return (.number(.nan), total) }
    // Where this built-in's failures are reported while it runs; a functional in its body
    // moves the place while it runs, and this one's is put back after (and the enclosing
    // one's after this).
    let run = lambdaRun()
    let enclosing = run.offset
    run.offset = nameToken.start
    defer { run.offset = enclosing }
    guard let built = Self.functional(functional, lambda, bounds[0], bounds[1]) else {
      throw error(
        "this interpreter does not take functions as values ('\(name)' needs one that "
          + "conforms to HigherOrder)", at: nameToken.start)
    }
    noteFailure()
    return (R.located(built, at: nameToken.start), total)
  }

  /// Argument `position` of `name`, which must be a function of type `expected` (`taken`:
  /// the operand, when the caller has taken it from the node already).
  @usableFromInline
  mutating func functionArgument(
    _ node: consuming Node, of name: String, _ expected: FunctionType, position: Int = 1,
    at offset: Int, operand taken: Operand? = nil
  ) throws(ParseError) -> Lambda<R> {
    let (value, height) = node
    let operand = taken ?? (height < 0 ? (takeStash() ?? .number(value)) : .number(value))
    let subject = "'\(name)' needs \(expected.described) as argument \(position), found "
    switch operand {
    case .function(let handle):
      let found = handle.type
      guard found == expected, let lambda = function(handle) else {
        let what =
          found.arity == expected.arity
          ? "one returning \(found.result.described)" : found.described
        throw error(subject + what, at: offset)
      }
      return lambda
    case .truth: throw error(subject + ValueType.boolean.described, at: offset)
    case .number, .pending: throw error(subject + ValueType.number.described, at: offset)
    }
  }

  /// `functional(f, lower, upper)` in `R`, or nil when `R` is not ``HigherOrder``.
  @usableFromInline
  static func functional(_ functional: Functional, _ lambda: Lambda<R>, _ lower: R, _ upper: R)
    -> R?
  {
    guard let type = R.self as? any HigherOrder.Type else { return nil }
    return open(type)
    func open<H: HigherOrder>(_: H.Type) -> R? {
      guard let lambda = lambda as? Lambda<H>, let lower = lower as? H, let upper = upper as? H
      else { return nil }
      return H.functional(functional, lambda, lower, upper) as? R
    }
  }

  // MARK: Names of functions

  /// A function's name without arguments, as a value: a built-in of one or two numbers or a
  /// user function.
  @usableFromInline
  mutating func namedFunction(_ name: String) -> Operand? {
    let run = lambdaRun()
    if let function = UnaryFunction(rawValue: name) {
      return keep(
        Lambda<R>(parameters: ["x"], name: name, result: .number, run: run) { arguments in
          .number(R.function1(function, arguments.first ?? .number(.nan)))
        })
    }
    if let function = BinaryFunction(rawValue: name) {
      return keep(
        Lambda<R>(parameters: ["x", "y"], name: name, result: .number, run: run) { arguments in
          guard arguments.count == 2 else { return .number(.number(.nan)) }
          return .number(R.function2(function, arguments[0], arguments[1]))
        })
    }
    // One that takes functions is not a function of numbers: it is only called.
    guard let definition = environment.functions[name], !definition.takesFunctions else {
      return nil
    }
    let environment = borrowedEnvironment
    let symbolic = isSymbolic
    let limits = limits
    return keep(
      Lambda<R>(
        parameters: definition.parameters, name: name, result: definition.type, run: run
      ) { arguments in
        Self.expandCall(definition, arguments, environment, limits, run, symbolic: symbolic)
      })
  }

  /// A call of a user function by its value: its expansion where `R` needs one.
  @usableFromInline
  static func expandCall(
    _ definition: FunctionDefinition, _ arguments: [R], _ environment: UnsafePointer<Environment>,
    _ limits: Limits, _ run: LambdaRun, symbolic: Bool = false
  ) -> Typed<R> {
    let callee = Callee(definition.name, at: run.offset)
    if definition.program.expandsByParsing {
      // Its body calls a function that takes functions: specialised by parsing, as in a line.
      let passing = arguments.map { CallArgument<R>.number($0) }
      let expansion =
        expandsHigherOrderCalls
        ? expand(
          definition, passing, environment: environment, limits: limits, run: run,
          symbolic: symbolic, depth: 0) : nil
      guard let built = higherOrderOperand(callee, passing, expansion, definition.type) else {
        return typed(unexpanded(callee, arguments, definition.type))
      }
      return typed(built)
    }
    guard R.callExpansion != .none, run.failure == nil else {
      return typed(unexpanded(callee, arguments, definition.type))
    }
    var machine = Expansion<R>(environment: environment, limits: limits, calls: run.calls)
    // In a line parsed with free variables, a body's undefined names are free too, as for a
    // call written with its arguments.
    machine.freeVariables = symbolic
    do throws(CallError) {
      let sizes = Array(repeating: 1, count: arguments.count)
      let expansion = try machine.expand(callee, definition, arguments, sizes: sizes)
      run.calls = machine.calls
      switch expansion {
      case .number(let value): return .number(R.call(callee, arguments, value))
      case .boolean(let value): return .boolean(R.call(callee, arguments, value))
      }
    } catch {
      run.fail(error)
      return typed(unexpanded(callee, arguments, definition.type))
    }
  }

  /// An operand that is a number or a Boolean as a ``Typed``.
  @usableFromInline
  static func typed(_ operand: Operand) -> Typed<R> {
    switch operand {
    case .truth(let value): .boolean(value)
    case .number(let value): .number(value)
    case .pending, .function: .number(.number(.nan))
    }
  }
}
