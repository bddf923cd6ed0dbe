// MARK: - Statements

extension RecursiveDescent {
  /// `statement = definition | assignment | expression`; a blank line is ``Statement/empty``.
  @inlinable
  mutating func statement() throws(ParseError) -> Statement<R> {
    let first = scanner.current
    if first.kind == .end { return .empty }
    if first.kind == .identifier {
      let next = scanner.scan(from: first.end)
      if next.kind == .equals {
        if let parameters = lambdaAssignmentHead() {
          return .definition(try definition(parameters: parameters, bodyAfter: .arrow))
        }
        if let enclosed = enclosedLambdaAssignment() {
          return try enclosedDefinition(
            parameters: enclosed.parameters, bodyEnd: enclosed.bodyEnd)
        }
        if let alias = try functionAlias() { return .definition(alias) }
        return try assignment()
      }
      if next.kind == .leftParen, let head = definitionHead() {
        if let comma = head.trailingComma {
          throw error(
            "a parameter list cannot end with ','; name another parameter after it, or remove it",
            at: comma.start)
        }
        return .definition(try definition(parameters: head.parameters))
      }
    }
    return .expression(try typedWholeExpression())
  }

  /// `wholeExpression`, typed: the common line (a number-valued sum with nothing set aside,
  /// outside a function body or symbolic work) goes straight from the numeric levels to the
  /// result, without the typed levels' ``Operand``.
  @inlinable @inline(__always)
  mutating func typedWholeExpression() throws(ParseError) -> Typed<R> {
    let start = scanner.start
    let first = try sum()
    if first.height >= 0, scanner.kind == .end, aside == nil, unownedContext == nil {
      return .number(first.value)
    }
    return try Self.typed(wholeExpression(after: first, from: start), context)
  }

  /// An expression that must be all there is.
  ///
  /// A call that failed while it ran is reported here, once the whole line has parsed.
  @inlinable
  mutating func wholeExpression() throws(ParseError) -> TypedNode {
    // `expression()`, with its common case (a sum alone) written out.
    let start = scanner.start
    return try wholeExpression(after: sum(), from: start)
  }

  /// The rest of ``wholeExpression()`` after its first sum.
  @inlinable
  mutating func wholeExpression(after first: Node, from start: Int) throws(ParseError)
    -> TypedNode
  {
    let node =
      scanner.kind.continuesExpression
      ? try expression(after: lift(first), from: start) : lift(first)
    if scanner.current.kind != .end { throw unexpectedAfterExpression() }
    if let failure = aside?.failure { throw ParseError(failure, in: scanner.bytes) }
    if case .function(let handle) = node.value {
      throw error(
        "a function is a value only where it is applied or passed on, as in (x -> x + 1)(2) "
          + "or sum(f, 1, 10), or assigned, as in g = x -> 2 * x; this one is "
          + handle.type.described, at: start)
    }
    return node
  }

  /// The interpretation of a whole expression, with a type its use did not decide made a
  /// number (a free variable alone, say).
  @inlinable @inline(__always)
  static func typed(_ node: consuming TypedNode, _ context: Context?) throws(ParseError)
    -> Typed<R>
  {
    // The pending operands' closures hold the context that holds them: let them go.
    defer { context?.pendings.removeAll() }
    switch try Self.settled(node.value, default: .number, context) {
    case .number(let value): return .number(value)
    case .truth(let value): return .boolean(value)
    case .pending, .function: return .number(.number(.nan))  // settled and checked
    }
  }

  /// `assignment = identifier "=" expression`.
  @usableFromInline
  mutating func assignment() throws(ParseError) -> Statement<R> {
    let nameToken = scanner.current
    let name = text(of: nameToken)
    if let reason = reservation(name) {
      throw error("cannot assign to \(reason)", at: nameToken.start)
    }
    if environment.variables[name] == nil, environment.variables.count >= limits.maximumVariables {
      throw error(
        "too many variables (the limit is \(limits.maximumVariables))", at: nameToken.start)
    }
    try checkNameLength(nameToken)
    scanner.advance()
    scanner.advance()
    return .assignment(name: name, try typedWholeExpression())
  }

  /// The parameter tokens of `g = x -> …` or `g = (a, b) -> …`, if the line is one.
  ///
  /// A function named by assignment is defined as `g(x) = …` is. Looks ahead without moving
  /// the cursor.
  @usableFromInline
  func lambdaAssignmentHead() -> [Token]? {
    var look = scanner
    look.advance()  // the name
    look.advance()  // "="
    if look.current.kind == .identifier {
      let parameter = look.current
      look.advance()
      return look.current.kind == .arrow ? [parameter] : nil
    }
    guard look.current.kind == .leftParen else { return nil }
    look.advance()
    return Self.lambdaHead(after: look)
  }

  /// The parameter tokens, if the line starts like a definition.
  ///
  /// A definition starts `identifier "(" [ identifier { "," identifier } ] ")" "="`. Looks
  /// ahead without moving the cursor. A head with a comma before its `)` (`f(x,) =`) is
  /// returned with that comma, so that it is an error there rather than a definition, as the
  /// call `f(3,)` is an error.
  @usableFromInline
  func definitionHead() -> (parameters: [Token], trailingComma: Token?)? {
    var look = scanner
    look.advance()  // the name
    look.advance()  // "("
    var parameters: [Token] = []
    var trailingComma: Token?
    if look.current.kind != .rightParen {
      while look.current.kind == .identifier {
        parameters.append(look.current)
        look.advance()
        guard look.current.kind == .comma else { break }
        trailingComma = look.current
        look.advance()
        if look.current.kind == .identifier { trailingComma = nil }
      }
    }
    guard look.current.kind == .rightParen else { return nil }
    look.advance()
    return look.current.kind == .equals ? (parameters, trailingComma) : nil
  }

  /// `definition = identifier "(" [ identifier { "," identifier } ] ")" "=" expression`.
  ///
  /// The body is parsed once, into the typed tree, and compiled. A call of the function itself,
  /// or of one not defined yet, takes its type from where it is used; the body's type is then
  /// the function's, and each call of itself must agree with it.
  @usableFromInline
  mutating func definition(parameters tokens: [Token], bodyAfter: Token.Kind = .equals)
    throws(ParseError) -> FunctionDefinition
  {
    let nameToken = scanner.current
    let name = text(of: nameToken)
    if let reason = reservation(name, defining: true) {
      throw error("cannot redefine \(reason)", at: nameToken.start)
    }
    if environment.functions[name] == nil, environment.functions.count >= limits.maximumFunctions {
      throw error(
        "too many functions (the limit is \(limits.maximumFunctions))", at: nameToken.start)
    }
    try checkNameLength(nameToken)
    let parameters = try parameterNames(tokens)
    // Skip the head: name, "(", parameters and commas, ")", "=" (or name, "=", parameters,
    // "->").
    while scanner.current.kind != bodyAfter { scanner.advance() }
    scanner.advance()
    let bodyStart = scanner.current.start
    // A parameter the body applies is a function; one passed where a function is needed is
    // found while parsing, and the body parsed again with it as one.
    var functionNames = Self.appliedParameters(parameters, from: scanner)
    var parsed = try body(of: name, parameters, functions: functionNames)
    while !parsed.discovered.isSubset(of: functionNames), functionNames.count < parameters.count {
      functionNames.formUnion(parsed.discovered)
      parsed = try body(of: name, parameters, functions: functionNames)
    }
    scanner = parsed.end
    let bodyEnd = max(scanner.previousEnd, bodyStart)
    let definition = FunctionDefinition(
      name: name, parameters: parameters,
      source: Scanner.text(scanner.bytes, bodyStart..<bodyEnd), body: parsed.body,
      parameterTypes: parsed.types)
    let replaced = environment.functions[name]?.source.utf8.count ?? 0
    let total = environment.definitionBytes - replaced + definition.source.utf8.count
    if total > limits.maximumDefinitionBytes {
      throw error(
        "function bodies would take \(total) bytes in all (the limit is "
          + "\(limits.maximumDefinitionBytes))",
        at: nameToken.start)
    }
    return definition
  }

  /// The names of parameter tokens, each checked: not too long, not reserved, not twice.
  @usableFromInline
  func parameterNames(_ tokens: [Token]) throws(ParseError) -> [String] {
    var parameters: [String] = []
    for token in tokens {
      try checkNameLength(token)
      let parameter = text(of: token)
      if let reason = reservation(parameter) {
        throw error("a parameter cannot be named after \(reason)", at: token.start)
      }
      if parameters.contains(parameter) {
        throw error("parameter '\(parameter)' appears twice", at: token.start)
      }
      parameters.append(parameter)
    }
    return parameters
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

  /// Why `name` cannot be assigned, defined or be a parameter here, or nil if it can: it is
  /// built in (``Names/reservation(of:)``), or the app's (the app's names come before the
  /// session's).
  ///
  /// A function of the standard set (``Prelude``) can be `defining`: the definition
  /// replaces it.
  @usableFromInline
  func reservation(_ name: String, defining: Bool = false) -> String? {
    if let reason = Names.reservation(of: name) { return reason }
    if !environment.hostConstants.isEmpty, environment.hostConstants[name] != nil {
      return "the app's constant '\(name)'"
    }
    if !environment.hostFunctions.isEmpty, let function = environment.hostFunctions[name] {
      if function.isPrelude {
        return defining ? nil : "built-in function '\(name)'"
      }
      return "the app's function '\(name)'"
    }
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
    case .colon:
      return error("':' without a '?' before it; a conditional reads c ? a : b", at: token.start)
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
