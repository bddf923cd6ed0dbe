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
    typealias BodyParser = RecursiveDescent<ExpressionTree>
    let context = BodyParser.Context(parameters: parameters, defining: name)
    context.functions.names = functions
    defer { context.pendings.removeAll() }
    let bodyScanner = scanner
    let (body, end) = try BodyParser.withParser(
      scanner.bytes, environment: borrowedEnvironment, mode: .definition, limits: limits,
      context: context, depth: 0
    ) { (parser) throws(ParseError) -> (FunctionBody, Scanner) in
      parser.scanner = bodyScanner
      let node = try parser.wholeExpression()
      switch try BodyParser.settled(node.value, default: .number, context) {
      case .number(let tree): return (.number(tree), parser.scanner)
      case .truth(let tree): return (.boolean(tree), parser.scanner)
      case .pending, .function: return (.number(.number(.nan)), parser.scanner)  // settled
      }
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
    return (body, types, uses.discovered, end)
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
