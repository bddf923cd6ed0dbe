// MARK: - Function bodies

extension RecursiveDescent {
  /// The body of function `name`, cursor on its first token, parsed with `functions` as
  /// function parameters: the tree, the parameters' types, the parameters found passed where
  /// a function is needed, and the scanner at the end.
  mutating func body(of name: String, _ parameters: [String], functions: Set<String>)
    throws(ParseError) -> (
      body: FunctionBody, types: [ParameterType], discovered: Set<String>, end: Scanner
    )
  {
    typealias BodyParser = RecursiveDescent<Expression>
    let context = BodyParser.Context(parameters: parameters, defining: name)
    context.functions.names = functions
    var parser = BodyParser(
      scanner.bytes, environment: borrowedEnvironment, mode: .definition, limits: limits,
      context: context)
    parser.scanner = scanner
    let node = try parser.wholeExpression()
    let body: FunctionBody
    defer { context.pendings.removeAll() }
    switch try BodyParser.settled(node.value, default: .number, context) {
    case .number(let tree): body = .number(tree)
    case .truth(let tree): body = .boolean(tree)
    case .pending, .function: body = .number(.number(.nan))  // settled and checked
    }
    for call in context.selfCalls where call.type != body.type {
      throw error(
        "'\(name)(…)' is used as \(call.type.described) here, but its body is "
          + "\(body.type.described)", at: call.offset)
    }
    let uses = context.functions
    for constraint in uses.constraints {
      let needed = uses.resolve(constraint.needed)
      let found = uses.resolve(constraint.found)
      guard needed != found else { continue }
      let what =
        found.arity == needed.arity ? "one returning \(found.result.described)" : found.described
      throw error(
        "'\(constraint.callee)' needs \(needed.described) as argument \(constraint.position), "
          + "found \(what)", at: constraint.offset)
    }
    let types: [ParameterType] = parameters.map {
      functions.contains($0) && uses.arities[$0] != nil ? .function(uses.type(of: $0)) : .number
    }
    return (body, types, uses.discovered, parser.scanner)
  }

  /// The parameters the body starting at `scanner` applies (`h(`).
  static func appliedParameters(_ parameters: [String], from scanner: Scanner) -> Set<String> {
    var look = scanner
    var found: Set<String> = []
    while look.current.kind != .end {
      let token = look.current
      look.advance()
      guard token.kind == .identifier, look.current.kind == .leftParen else { continue }
      let name = Scanner.text(scanner.bytes, token.start..<token.end)
      if parameters.contains(name) { found.insert(name) }
    }
    return found
  }
}
