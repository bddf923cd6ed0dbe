// MARK: - User functions that take functions

extension RecursiveDescent {
  /// The function a name stands for in a call's expansion (`h` in `twice`'s body while
  /// `twice(x -> x + 1, 3)` is expanded), unless a lambda's parameter of that name hides it.
  @usableFromInline
  func boundFunction(_ name: String) -> Lambda<R>? {
    guard let context, !context.functions.bound.isEmpty, !context.boundNames.contains(name)
    else { return nil }
    return context.functions.bound[name]
  }

  /// True when `name` is a function parameter of the function being defined (and no lambda's
  /// parameter hides it).
  @usableFromInline
  func isFunctionParameter(_ name: String) -> Bool {
    guard case .definition = mode, let context, !context.body.functions.names.isEmpty else {
      return false
    }
    return context.body.functions.names.contains(name) && !context.boundNames.contains(name)
  }

  /// Function parameter `name` as a value of type `type`: applying it builds its call, as a
  /// function's name does (`h(x)`).
  @usableFromInline
  mutating func parameterFunction(_ name: String, _ type: FunctionType) -> Lambda<R> {
    let parameters =
      type.arity <= 3
      ? Array(["x", "y", "z"].prefix(type.arity)) : (0..<type.arity).map { "x\($0 + 1)" }
    return Lambda<R>(parameters: parameters, name: name, result: type.result, run: lambdaRun()) {
      Self.typed(Self.unexpanded(Callee(name), $0, type.result))
    }
  }

  /// `h(arguments)` for function parameter `h` of the function being defined, cursor on `(`:
  /// its arity is the number of arguments, its result the type the application is used as;
  /// every use must agree.
  @usableFromInline
  mutating func parameterApplication(_ name: String, at token: Token) throws(ParseError) -> Node {
    let arguments = try argumentList(of: name)
    let height = try self.height(over: arguments.height, 0, at: token.start)
    guard let context else { throw expectedExpression() }
    let body = context.body
    let arity = arguments.values.count
    if let known = body.functions.arities[name] {
      guard known.arity == arity else {
        throw error(
          "'\(name)' is applied to \(Self.count(arity, "number")) here, but to "
            + "\(Self.count(known.arity, "number")) before", at: token.start)
      }
    } else {
      body.functions.arities[name] = (arity, token.start)
    }
    let bytes = scanner.bytes
    let values = arguments.values
    // Pending in this parser's context (a lambda's, in a lambda's body), kept in the body's.
    let operand = context.deferred { (type) throws(ParseError) in
      if let known = body.functions.results[name], known != type {
        throw ParseError(
          "'\(name)(…)' is used as \(type.described) here, but as \(known.described) "
            + "elsewhere", at: token.start, in: bytes)
      }
      body.functions.results[name] = type
      return Self.unexpanded(Callee(name, at: token.start), values, type)
    }
    return lower((operand, height))
  }

  /// `h(arguments)` in a call's expansion, where `h` stands for `function`.
  @usableFromInline
  mutating func boundApplication(_ function: Lambda<R>, _ name: String, at token: Token)
    throws(ParseError) -> Node
  {
    let arguments = try argumentList(of: name)
    let height = try self.height(over: arguments.height, 0, at: token.start)
    guard arguments.values.count == function.parameters.count else {
      throw error(
        "'\(name)' takes \(Self.count(function.parameters.count, "argument")), got "
          + "\(arguments.values.count)", at: token.start)
    }
    if checking {
      let placeholder: Operand =
        function.result == .number ? .number(R.number(.nan)) : .truth(R.boolean(false))
      return lower((placeholder, height))
    }
    let applied = Self.apply(function, arguments.values, substituting: true)
    noteFailure()
    return lower((applied, height))
  }

  /// "one number", "two arguments".
  static func count(_ count: Int, _ noun: String) -> String {
    "\(FunctionType.word(count)) \(noun)" + (count == 1 ? "" : "s")
  }

  /// The parameter types of the function `name` when its calls pass functions: a function
  /// defined so, or the one being defined when it has function parameters; nil otherwise.
  @usableFromInline
  func higherOrderParameters(_ name: String) -> [ParameterType]? {
    if case .definition = mode, let context, name == context.defining {
      let body = context.body
      guard !body.functions.names.isEmpty else { return nil }
      return context.parameters.map {
        body.functions.names.contains($0) ? .function(body.functions.type(of: $0)) : .number
      }
    }
    guard let definition = environment.functions[name], definition.program.expandsByParsing
    else { return nil }
    return definition.parameterTypes
  }

  /// Argument `position` of a call of `name` where a function of type `expected` is needed.
  ///
  /// In a body, a parameter passed there is a function parameter: the first time, it is
  /// noted and the body parsed again with it as one; a function passed to the function
  /// being defined is checked once its parameters' types are known.
  @usableFromInline
  mutating func passedFunction(
    _ node: consuming Node, of name: String, _ expected: FunctionType, position: Int,
    at offset: Int
  ) throws(ParseError) -> Lambda<R> {
    guard case .definition = mode, let context else {
      return try functionArgument(node, of: name, expected, position: position, at: offset)
    }
    let body = context.body
    let (value, height) = node
    let operand = height < 0 ? (takeStash() ?? .number(value)) : .number(value)
    if let parameter = loneParameter(at: offset) {
      guard body.functions.names.contains(parameter) else {
        body.functions.discovered.insert(parameter)
        return parameterFunction(parameter, expected)
      }
      // A function parameter passed on: it must have the type needed here, or for the
      // function being defined the type of the parameter it is passed as.
      if name == context.defining, let own = context.parameters[safe: position - 1] {
        body.functions.constraints.append(
          .init(
            needed: .parameter(own), found: .parameter(parameter), callee: name,
            position: position, offset: offset))
      } else {
        note(parameter, passedAs: expected, to: name, position: position, at: offset)
      }
      return parameterFunction(parameter, body.functions.type(of: parameter))
    }
    guard case .function(let handle) = operand, let lambda = function(handle) else {
      return try functionArgument(
        (value, height), of: name, expected, position: position, at: offset, operand: operand)
    }
    if name == context.defining, let own = context.parameters[safe: position - 1] {
      body.functions.constraints.append(
        .init(
          needed: .parameter(own), found: .type(handle.type), callee: name, position: position,
          offset: offset))
      return lambda
    }
    return try functionArgument(
      (value, height), of: name, expected, position: position, at: offset, operand: operand)
  }

  /// The parameter of the function being defined that the argument starting at `offset` is
  /// alone, if it is one (and no lambda's parameter hides it).
  func loneParameter(at offset: Int) -> String? {
    guard let context else { return nil }
    let token = scanner.scan(from: offset)
    guard token.kind == .identifier, token.end == scanner.previousEnd else { return nil }
    let name = text(of: token)
    guard context.parameters.contains(name), !context.boundNames.contains(name) else {
      return nil
    }
    return name
  }

  /// Notes that function parameter `name` is passed as argument `position` of `callee`,
  /// where `type` is needed.
  mutating func note(
    _ name: String, passedAs type: FunctionType, to callee: String, position: Int,
    at offset: Int
  ) {
    guard let body = context?.body else { return }
    if body.functions.arities[name] == nil { body.functions.arities[name] = (type.arity, offset) }
    if body.functions.results[name] == nil { body.functions.results[name] = type.result }
    body.functions.constraints.append(
      .init(
        needed: .type(type), found: .parameter(name), callee: callee, position: position,
        offset: offset))
  }
}

extension Array {
  /// The element at `index`, nil outside the array.
  @usableFromInline
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
