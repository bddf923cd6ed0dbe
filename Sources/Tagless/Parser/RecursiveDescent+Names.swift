// MARK: - Names and calls

extension RecursiveDescent {
  /// A name on its own: `true`, `false`, a parameter, a constant (built in or the app's),
  /// `ans`, or a variable.
  @inlinable
  mutating func name(_ token: Token) throws(ParseError) -> Node {
    let name = text(of: token)
    if name == "true" { return lower((.truth(R.boolean(true)), 0)) }
    if name == "false" { return lower((.truth(R.boolean(false)), 0)) }
    if let context, !context.boundNames.isEmpty,
      let index = context.boundNames.lastIndex(of: name), index < context.boundValues.count
    {
      if checking, context.memo != nil { context.reads.insert(index) }
      return (context.boundValues[index], 0)
    }
    if context != nil {
      if let function = boundFunction(name) { return lower((keep(function), 0)) }
      if let body = context?.body, isFunctionParameter(name) {
        return lower((keep(parameterFunction(name, body.functions.type(of: name))), 0))
      }
    }
    if case .definition = mode, let context, context.parameters.contains(name) {
      return (R.variable(name, Double.nan), 0)
    }
    if let constant = Constant(rawValue: name) { return (R.constant(constant), 0) }
    if !environment.hostConstants.isEmpty, let value = environment.hostConstants[name] {
      switch value {
      case .number(let x): return (R.hostConstant(name, x), 0)
      case .boolean(let b): return lower((.truth(R.hostConstant(name, b)), 0))
      }
    }
    switch environment.value(of: name) {
    case .number(let value): return (R.variable(name, value), 0)
    case .boolean(let value): return lower((.truth(R.variable(name, value)), 0))
    case nil: break
    }
    // A function's name as a value where a value is passed on: `sum(f, 1, 10)`, `(f)(2)`.
    if scanner.kind == .comma || scanner.kind == .rightParen, isFunction(name),
      let function = namedFunction(name)
    {
      return lower((function, 0))
    }
    if case .strict = mode {
    } else if !isFunction(name), let context {
      if case .symbolic = mode { return lower((Self.free(name, at: token.start, context), 0)) }
      return lower((Self.free(name, context), 0))
    }
    throw unknownName(name, at: token)
  }

  /// A name with no value here, whose type its use decides: a free variable in symbolic work,
  /// or a name a function body looks up when it runs.
  @usableFromInline
  static func free(_ name: String, _ context: Context) -> Operand {
    context.deferred { type in
      type == .number ? .number(R.variable(name, .nan)) : .truth(R.variable(name, false))
    }
  }

  /// A name the environment does not define, in a parse that asked for free variables.
  @usableFromInline
  static func free(_ name: String, at offset: Int, _ context: Context) -> Operand {
    context.deferred { type in
      type == .number
        ? .number(R.freeVariable(name, at: offset))
        : .truth(R.freeBooleanVariable(name, at: offset))
    }
  }

  @usableFromInline
  func isFunction(_ name: String) -> Bool {
    Names.builtinFunctions.contains(name) || environment.functions[name] != nil
      || environment.hostFunctions[name] != nil
  }

  @usableFromInline
  func unknownName(_ name: String, at token: Token) -> ParseError {
    if let definition = environment.functions[name], definition.takesFunctions {
      return error(
        "'\(name)' takes functions: it is called, as \(name)(…), not passed as a value",
        at: token.start)
    }
    if isFunction(name) {
      return error("'\(name)' is a function; call it as \(name)(…)", at: token.start)
    }
    if name == Names.lastResult {
      return error(
        "'ans' has no value yet: it holds the result of the last expression", at: token.start)
    }
    let others =
      Constant.allCases.map(\.name) + Names.booleanLiterals
      + (environment.lastResult == nil ? [] : [Names.lastResult])
      + Array(environment.hostConstants.keys)
    // Among thousands of (generated) variables a suggestion is costly and rarely useful.
    let variables = environment.variables.count <= Names.maximumComparedCandidates
    let known = variables ? environment.variables.keys : [:].keys
    let candidates = [AnySequence(known), AnySequence(others)].joined()
    let hint =
      Names.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    return error("unknown variable '\(name)'\(hint)", at: token.start)
  }

  // MARK: Calls

  /// `call = identifier "(" [ expression { "," expression } ] ")"`.
  @inlinable
  mutating func call(_ nameToken: Token) throws(ParseError) -> Node {
    let name = text(of: nameToken)
    if let functional = Functional(rawValue: name) {
      return try functionalCall(functional, nameToken)
    }
    if context != nil {
      if let function = boundFunction(name) {
        return try boundApplication(function, name, at: nameToken)
      }
      if isFunctionParameter(name) { return try parameterApplication(name, at: nameToken) }
    }
    if case .definition = mode, let context, context.parameters.contains(name) {
      // A lambda's parameter of that name hides the function's: a number. Without this, the
      // call would quietly reach a global function of the same name.
      throw error(
        "'\(name)' is a lambda's parameter here, a number: it cannot be called",
        at: nameToken.start)
    }
    let kinds = higherOrderParameters(name)
    var passing: [CallArgument<R>] = []
    let open = scanner.current
    scanner.advance()
    try enter(at: open)
    openParentheses &+= 1
    // Arguments are numbers. One- and two-argument calls need no array.
    var first: R? = nil
    var second: R? = nil
    var rest: [R] = []
    // The size each argument counts as, for a symbolic interpreter: one, and the terms the
    // calls in it expanded to.
    var sizes: [Int] = []
    var height = 0
    var count = 0
    if scanner.current.kind != .rightParen {
      while true {
        let start = scanner.current.start
        let expandedBefore = expandedSize
        let argument = try numericExpression()
        height = max(height, Self.absolute(argument.height))
        count += 1
        if let kinds, case .function(let expected)? = kinds[safe: count - 1] {
          passing.append(
            .function(
              try passedFunction(argument, of: name, expected, position: count, at: start)))
          guard scanner.current.kind == .comma else { break }
          scanner.advance()
          continue
        }
        let value: R
        do throws(ParseError) {
          value = try self.argument(argument, of: name, count, at: start)
        } catch {
          // An argument of the wrong type for a function that does not exist: the name is
          // the mistake, as it is for `foo(1)` (in a body, a name not defined yet is a
          // function defined later).
          if case .definition = mode {
          } else if !isFunction(name) {
            throw unknownFunction(name, at: nameToken)
          }
          throw error
        }
        if kinds != nil { passing.append(.number(value)) }
        switch count {
        case 1: first = value
        case 2: second = value
        default: rest.append(value)
        }
        if R.callExpansion == .term { sizes.append(1 + expandedSize - expandedBefore) }
        guard scanner.current.kind == .comma else { break }
        scanner.advance()
      }
    }
    try close(open)
    openParentheses &-= 1
    depth &-= 1
    if let kinds {
      guard kinds.count == count else {
        throw arityError(name, expected: "\(kinds.count)", got: count, at: nameToken)
      }
      return try higherOrderCall(name, passing, height: height, at: nameToken)
    }
    if let function = UnaryFunction(rawValue: name), let first, count == 1 {
      return (
        R.located(.function1(function, first), at: nameToken.start),
        try self.height(over: height, 0, at: nameToken.start)
      )
    }
    if let function = BinaryFunction(rawValue: name), let first, let second, count == 2 {
      return (
        R.located(.function2(function, first, second), at: nameToken.start),
        try self.height(over: height, 0, at: nameToken.start)
      )
    }
    let arguments = [first, second].compactMap { $0 } + rest
    if let function = VariadicFunction(rawValue: name), count >= 1 {
      return (
        R.located(.functionN(function, arguments), at: nameToken.start),
        try self.height(over: height, 0, at: nameToken.start)
      )
    }
    let total = try self.height(over: height, 0, at: nameToken.start)
    return lower((try userCall(name, arguments, sizes: sizes, at: nameToken), total))
  }

  /// A call of a user function (or a wrong call of a built-in one).
  @usableFromInline
  mutating func userCall(_ name: String, _ arguments: [R], sizes: [Int], at token: Token)
    throws(ParseError) -> Operand
  {
    if !environment.hostFunctions.isEmpty, let function = environment.hostFunctions[name],
      !defines(name)
    {
      if let arity = Self.builtinArity(name) {
        // A built-in's name with another arity beside it (`log(x, base)`).
        guard function.arity == arguments.count else {
          let expected = "\(arity) or \(function.arity)"
          throw arityError(name, expected: expected, got: arguments.count, at: token)
        }
      }
      return try hostCall(function, arguments, at: token)
    }
    if let arity = Self.builtinArity(name) {
      throw arityError(name, expected: arity, got: arguments.count, at: token)
    }
    let callee = Callee(name, at: token.start)
    let definition = environment.functions[name]
    if let definition, definition.parameters.count != arguments.count {
      let arity = "\(definition.parameters.count)"
      throw arityError(name, expected: arity, got: arguments.count, at: token)
    }
    if case .definition = mode, let context {
      // The function being defined, or one not defined yet: typed by where the call is used.
      if name == context.defining || definition == nil {
        let isSelf = name == context.defining
        return context.deferred { (type) throws(ParseError) in
          if isSelf { context.body.selfCalls.append((type, token.start)) }
          return Self.unexpanded(callee, arguments, type)
        }
      }
    }
    guard let definition else { throw unknownFunction(name, at: token) }
    guard R.callExpansion != .none, expanding else {
      return Self.unexpanded(callee, arguments, definition.type)
    }
    if keepsUnexpanded(definition, arguments, in: environment) {
      return kept(callee, definition, arguments)
    }
    var machine = Expansion<R>(
      environment: borrowedEnvironment, limits: limits, calls: calls)
    // In a line parsed with free variables, a body's undefined names are free too.
    if case .symbolic = mode { machine.freeVariables = true }
    do throws(CallError) {
      let expansion = try machine.expand(callee, definition, arguments, sizes: sizes)
      calls = machine.calls
      expandedSize += machine.resultSize
      switch expansion {
      case .number(let value): return .number(R.call(callee, arguments, value))
      case .boolean(let value): return .truth(R.call(callee, arguments, value))
      }
    } catch {
      // Reported once the line has parsed; nothing more runs meanwhile.
      setAside().failure = error
      expanding = false
      return Self.unexpanded(callee, arguments, definition.type)
    }
  }

  /// True while parsing the definition of `name`, whose calls of `name` are calls of itself
  /// even where `name` is a function of the standard set that the definition replaces.
  @usableFromInline
  func defines(_ name: String) -> Bool {
    if case .definition = mode, let context, name == context.defining { return true }
    return false
  }

  /// A call of a function the app registered: typed by the function, its arity checked,
  /// placed at its name (an interpreter that lacks a capability for it fails there).
  @usableFromInline
  func hostCall(_ function: HostFunction, _ arguments: [R], at token: Token) throws(ParseError)
    -> Operand
  {
    guard function.arity == arguments.count else {
      throw arityError(
        function.name, expected: "\(function.arity)", got: arguments.count, at: token)
    }
    switch function.type {
    case .number: return .number(R.located(R.hostCall(function, arguments), at: token.start))
    case .boolean:
      return .truth(R.locatedTruth(R.hostCall(predicate: function, arguments), at: token.start))
    }
  }

  /// A call built without its expansion (``UnexpandedCalls``), with its value as the
  /// expansion when the evaluator gives it (``KeptCall``).
  mutating func kept(_ callee: Callee, _ definition: FunctionDefinition, _ arguments: [R])
    -> Operand
  {
    do throws(CallError) {
      switch try KeptCall.expansion(
        callee, definition, arguments, environment: borrowedEnvironment, limits: limits)
      {
      case .number(let value)?: return .number(R.call(callee, arguments, value))
      case .boolean(let value)?: return .truth(R.call(callee, arguments, value))
      case nil: break
      }
    } catch {
      setAside().failure = error
      expanding = false
    }
    return Self.unexpanded(callee, arguments, definition.type)
  }

  /// A call with no expansion, of the given type.
  @usableFromInline
  static func unexpanded(_ callee: Callee, _ arguments: [R], _ type: ValueType) -> Operand {
    switch type {
    case .number: .number(R.call(callee, arguments, nil as R?))
    case .boolean: .truth(R.call(callee, arguments, nil as R.Truth?))
    }
  }
}
