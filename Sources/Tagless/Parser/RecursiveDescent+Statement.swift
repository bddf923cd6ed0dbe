// MARK: - Statements

extension RecursiveDescent {
  /// `statement = definition | assignment | expression`; a blank line is ``Statement/empty``.
  @inlinable
  mutating func statement() throws(ParseError) -> Statement<R> {
    let first = scanner.current
    if first.kind == .end { return .empty }
    if first.kind == .identifier {
      let next = scanner.scan(from: first.end)
      if next.kind == .equals { return try assignment() }
      if next.kind == .leftParen, let parameters = definitionHead() {
        return .definition(try definition(parameters: parameters))
      }
    }
    return .expression(try wholeExpression().value)
  }

  /// An expression that must be all there is.
  @inlinable
  mutating func wholeExpression() throws(ParseError) -> Node {
    let node = try expression()
    if scanner.current.kind != .end { throw unexpectedAfterExpression() }
    return node
  }

  /// `assignment = identifier "=" expression`.
  @usableFromInline
  mutating func assignment() throws(ParseError) -> Statement<R> {
    let nameToken = scanner.current
    let name = text(of: nameToken)
    if let reason = Self.reservedReason(name) {
      throw error("cannot assign to \(reason)", at: nameToken.start)
    }
    if environment.variables[name] == nil, environment.variables.count >= limits.maximumVariables {
      throw error(
        "too many variables (the limit is \(limits.maximumVariables))", at: nameToken.start)
    }
    try checkNameLength(nameToken)
    scanner.advance()
    scanner.advance()
    let value = try wholeExpression()
    return .assignment(name: name, value.value)
  }

  /// The parameter tokens, if the line starts like a definition.
  ///
  /// A definition starts `identifier "(" [ identifier { "," identifier } ] ")" "="`. Looks
  /// ahead without moving the cursor.
  @usableFromInline
  func definitionHead() -> [Token]? {
    var look = scanner
    look.advance()  // the name
    look.advance()  // "("
    var parameters: [Token] = []
    if look.current.kind != .rightParen {
      while look.current.kind == .identifier {
        parameters.append(look.current)
        look.advance()
        guard look.current.kind == .comma else { break }
        look.advance()
      }
    }
    guard look.current.kind == .rightParen else { return nil }
    look.advance()
    return look.current.kind == .equals ? parameters : nil
  }

  /// `definition = identifier "(" [ identifier { "," identifier } ] ")" "=" expression`.
  @usableFromInline
  mutating func definition(parameters tokens: [Token]) throws(ParseError) -> FunctionDefinition {
    let nameToken = scanner.current
    let name = text(of: nameToken)
    if let reason = Self.reservedReason(name) {
      throw error("cannot redefine \(reason)", at: nameToken.start)
    }
    if environment.functions[name] == nil, environment.functions.count >= limits.maximumFunctions {
      throw error(
        "too many functions (the limit is \(limits.maximumFunctions))", at: nameToken.start)
    }
    try checkNameLength(nameToken)
    var parameters: [String] = []
    for token in tokens {
      try checkNameLength(token)
      let parameter = text(of: token)
      if let reason = Self.reservedReason(parameter) {
        throw error("a parameter cannot be named after \(reason)", at: token.start)
      }
      if parameters.contains(parameter) {
        throw error("parameter '\(parameter)' appears twice", at: token.start)
      }
      parameters.append(parameter)
    }
    // Skip the head: name, "(", parameters and commas, ")", "=".
    while scanner.current.kind != .equals { scanner.advance() }
    scanner.advance()
    let bodyStart = scanner.current.start
    let context = RecursiveDescent<PrettyPrint>.Context(parameters: parameters)
    var body = RecursiveDescent<PrettyPrint>(
      scanner.bytes, environment: borrowedEnvironment, mode: .definition, limits: limits,
      context: context)
    body.scanner = scanner
    let printed = try body.wholeExpression()
    let bodyEnd = max(body.scanner.previousEnd, bodyStart)
    let definition = FunctionDefinition(
      name: name, parameters: parameters,
      body: Scanner.text(scanner.bytes, bodyStart..<bodyEnd), prettyBody: printed.value.text,
      calls: Set(context.calls.map(\.name)))
    try checkForCycles(definition, calls: context.calls)
    let stored = environment.functions.values.reduce(0) { $0 + $1.body.utf8.count }
    let replaced = environment.functions[name]?.body.utf8.count ?? 0
    let total = stored - replaced + definition.body.utf8.count
    if total > limits.maximumDefinitionBytes {
      throw error(
        "function bodies would take \(total) bytes in all (the limit is "
          + "\(limits.maximumDefinitionBytes))",
        at: nameToken.start)
    }
    return definition
  }

  /// Rejects a name to be stored (variable, function or parameter) that is too long, at the
  /// column where it crosses the limit.
  @usableFromInline
  func checkNameLength(_ token: Token) throws(ParseError) {
    guard token.end - token.start > limits.maximumNameLength else { return }
    throw error(
      "the name is too long (the limit is \(limits.maximumNameLength) bytes)",
      at: token.start + limits.maximumNameLength)
  }

  /// Rejects a definition that would make its function call itself, directly or through others.
  @usableFromInline
  func checkForCycles(_ definition: FunctionDefinition, calls: [(name: String, offset: Int)])
    throws(ParseError)
  {
    var functions = environment.functions
    functions[definition.name] = definition
    for call in calls {
      guard let path = Self.path(from: call.name, to: definition.name, in: functions) else {
        continue
      }
      let through =
        path.count <= 1
        ? "" : " through '\(call.name)' (\(([definition.name] + path).joined(separator: " → ")))"
      throw error("'\(definition.name)' would call itself\(through)", at: call.offset)
    }
  }

  /// The chain of calls from `start` that reaches `target`, ending with `target`, if any.
  @usableFromInline
  static func path(
    from start: String, to target: String, in functions: [String: FunctionDefinition]
  )
    -> [String]?
  {
    var visited: Set<String> = []
    var stack: [(name: String, path: [String])] = [(start, [start])]
    while let (name, path) = stack.popLast() {
      if name == target { return path }
      guard visited.insert(name).inserted, let callees = functions[name]?.calls else { continue }
      for callee in callees.sorted().reversed() { stack.append((callee, path + [callee])) }
    }
    return nil
  }

  /// Why `name` cannot be assigned or defined, or nil if it can.
  @usableFromInline
  static func reservedReason(_ name: String) -> String? {
    if Constant(rawValue: name) != nil { return "constant '\(name)'" }
    if name == Names.lastResult { return "'ans', which holds the last result" }
    if Names.builtinFunctions.contains(name) { return "built-in function '\(name)'" }
    return nil
  }

  /// The error for a token where the line should have ended.
  @usableFromInline
  func unexpectedAfterExpression() -> ParseError {
    let token = scanner.current
    let bytes = scanner.bytes
    switch token.kind {
    case .invalid:
      return invalidCharacter(token)
    case .equals:
      return error(
        "only a name (x = 1) or a function head (f(x) = …) can stand left of '='", at: token.start)
    case .rightParen:
      return error("unmatched ')'", at: token.start)
    case .number, .identifier, .leftParen:
      return error(
        "expected an operator before \(token.quoted(in: bytes)); write '*' to multiply",
        at: token.start)
    default:
      return error(
        "expected an operator or the end of the line, found \(token.quoted(in: bytes))",
        at: token.start)
    }
  }
}
