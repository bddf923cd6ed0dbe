// MARK: - Names and calls

extension RecursiveDescent {
  /// A name on its own: a parameter, a constant, `ans`, or a variable.
  @inlinable
  mutating func name(_ token: Token) throws(ParseError) -> Node {
    let name = text(of: token)
    if let context, let bound = context.bindings.first(where: { $0.name == name }) {
      // Each use copies the argument into the expansion: charge what it cost, so that
      // arguments used many times, nested, cannot grow the tree exponentially.
      budget -= bound.cost
      if budget < 0 { throw argumentUsedTooOften(name, at: token) }
      return bound.node
    }
    if case .definition = mode, let context, context.parameters.contains(name) {
      return (.variable(name, .nan), 0)
    }
    if let constant = Constant(rawValue: name) { return (.constant(constant), 0) }
    if let value = environment.value(of: name) { return (.variable(name, value), 0) }
    if case .strict = mode {} else if !isFunction(name) { return (.variable(name, .nan), 0) }
    throw unknownName(name, at: token)
  }

  @usableFromInline
  func argumentUsedTooOften(_ name: String, at token: Token) -> ParseError {
    error(
      "parameter '\(name)' copies its argument into the expansion too many times "
        + "(over \(limits.expansionBudget) bytes in all)", at: token.start)
  }

  @usableFromInline
  func isFunction(_ name: String) -> Bool {
    Names.builtinFunctions.contains(name) || environment.functions[name] != nil
  }

  @usableFromInline
  func unknownName(_ name: String, at token: Token) -> ParseError {
    if isFunction(name) {
      return error("'\(name)' is a function; call it as \(name)(…)", at: token.start)
    }
    if name == Names.lastResult {
      return error(
        "'ans' has no value yet: it holds the result of the last expression", at: token.start)
    }
    let others =
      Constant.allCases.map(\.name) + bindings.map(\.name)
      + (environment.lastResult == nil ? [] : [Names.lastResult])
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
    let open = scanner.current
    scanner.advance()
    try enter(at: open)
    openParentheses &+= 1
    // One- and two-argument calls need no array.
    var first: Node? = nil
    var second: Node? = nil
    var rest: [Node] = []
    // What each argument cost: its bytes, and the expansion budget it used.
    var costs = (first: 0, second: 0)
    var restCosts: [Int] = []
    var count = 0
    if scanner.current.kind != .rightParen {
      while true {
        let start = scanner.current.start
        let budgetBefore = budget
        let argument = try expression()
        let cost = max(scanner.previousEnd - start, 0) + budgetBefore - budget
        switch count {
        case 0: (first, costs.first) = (argument, cost)
        case 1: (second, costs.second) = (argument, cost)
        default:
          rest.append(argument)
          restCosts.append(cost)
        }
        count += 1
        guard scanner.current.kind == .comma else { break }
        scanner.advance()
      }
    }
    try close(open)
    openParentheses &-= 1
    depth &-= 1
    let height = max(first?.height ?? 0, second?.height ?? 0, rest.map(\.height).max() ?? 0)
    if let function = UnaryFunction(rawValue: name), let first, count == 1 {
      return (
        .function1(function, first.value), try self.height(over: height, 0, at: nameToken.start)
      )
    }
    if let function = BinaryFunction(rawValue: name), let first, let second, count == 2 {
      return (
        .function2(function, first.value, second.value),
        try self.height(over: height, 0, at: nameToken.start)
      )
    }
    let arguments = [first, second].compactMap { $0 } + rest
    if let function = VariadicFunction(rawValue: name), count >= 1 {
      return (
        .functionN(function, arguments.map(\.value)),
        try self.height(over: height, 0, at: nameToken.start)
      )
    }
    let argumentCosts = [costs.first, costs.second].prefix(count) + restCosts
    return try userCall(name, arguments, costs: Array(argumentCosts), at: nameToken, height: height)
  }

  /// A call of a user function (or a wrong call of a built-in one).
  @usableFromInline
  mutating func userCall(
    _ name: String, _ arguments: [Node], costs: [Int], at token: Token, height: Int
  ) throws(ParseError) -> Node {
    if let arity = Self.builtinArity(name) {
      throw arityError(name, expected: arity, got: arguments.count, at: token)
    }
    let definition = environment.functions[name]
    if let definition, definition.parameters.count != arguments.count {
      let arity = "\(definition.parameters.count)"
      throw arityError(name, expected: arity, got: arguments.count, at: token)
    }
    if case .definition = mode, let context {
      context.calls.append((name, token.start))
      let placeholder = R.number(.nan)
      return (
        .call(name, arguments.map(\.value), placeholder),
        try self.height(over: height, 0, at: token.start)
      )
    }
    guard let definition else { throw unknownFunction(name, at: token) }
    let expansion = try expand(definition, arguments, costs: costs, at: token)
    let total = try self.height(over: max(height, expansion.height), 0, at: token.start)
    return (.call(name, arguments.map(\.value), expansion.value), total)
  }

  /// The body of `definition` parsed into `R`, with each parameter standing for its argument.
  ///
  /// `costs` are what the arguments cost the budget; each use of a parameter costs its
  /// argument's again, so the budget bounds the expanded tree's size, not just the bodies read.
  @usableFromInline
  mutating func expand(
    _ definition: FunctionDefinition, _ arguments: [Node], costs: [Int], at token: Token
  ) throws(ParseError) -> Node {
    var body = definition.body
    budget -= max(body.utf8.count, 1)
    if budget < 0 {
      throw error(
        "calling '\(definition.name)' expands function bodies too many times "
          + "(over \(limits.expansionBudget) bytes); the functions call each other too often",
        at: token.start)
    }
    let bindings = zip(definition.parameters, zip(arguments, costs)).map {
      (name: $0.0, node: $0.1.0, cost: $0.1.1)
    }
    let outcome: Result<(Node, Int), ParseError> = body.withUTF8 { bytes in
      let innerMode: Mode
      if case .symbolic = mode { innerMode = .symbolic } else { innerMode = .strict }
      // An expansion is a nested parse, with about twice the stack of a level of parentheses:
      // it counts as two levels.
      var inner = RecursiveDescent(
        bytes, environment: borrowedEnvironment, mode: innerMode, limits: limits,
        context: Context(bindings: bindings), depth: depth + 2, budget: budget)
      do throws(ParseError) {
        let node = try inner.wholeExpression()
        return .success((node, inner.budget))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let (node, remaining)):
      budget = remaining
      return node
    case .failure(let inner):
      throw error(Self.message(in: definition.name, inner.message), at: token.start)
    }
  }

  // MARK: Call errors

  /// `in 'f': message`, for an error in the body of `f`; a chain of more than three calls keeps
  /// the outermost and the two innermost: `in 'f': … in 'h': in 'k': message`.
  @usableFromInline
  static func message(in function: String, _ message: String) -> String {
    var names = [function]
    var rest = Substring(message)
    var elided = false
    while true {
      if rest.hasPrefix("… ") {
        elided = true
        rest = rest.dropFirst(2)
        continue
      }
      let afterPrefix = rest.dropFirst(4)
      guard rest.hasPrefix("in '"), let quote = afterPrefix.firstIndex(of: "'"),
        rest[quote...].hasPrefix("': ")
      else { break }
      names.append(String(afterPrefix[..<quote]))
      rest = rest[rest.index(quote, offsetBy: 3)...]
    }
    let prefix = { (name: String) in "in '\(name)': " }
    guard elided || names.count > 3 else { return names.map(prefix).joined() + rest }
    return prefix(names[0]) + "… " + names.suffix(2).map(prefix).joined() + rest
  }

  @usableFromInline
  static func builtinArity(_ name: String) -> String? {
    if UnaryFunction(rawValue: name) != nil { return "1" }
    if BinaryFunction(rawValue: name) != nil { return "2" }
    if VariadicFunction(rawValue: name) != nil { return "at least 1" }
    return nil
  }

  @usableFromInline
  func arityError(_ name: String, expected: String, got: Int, at token: Token) -> ParseError {
    let noun = expected == "1" || expected == "at least 1" ? "argument" : "arguments"
    return error("'\(name)' takes \(expected) \(noun), got \(got)", at: token.start)
  }

  @usableFromInline
  func unknownFunction(_ name: String, at token: Token) -> ParseError {
    if Constant(rawValue: name) != nil {
      return error("'\(name)' is a constant, not a function", at: token.start)
    }
    if environment.value(of: name) != nil || bindings.contains(where: { $0.name == name }) {
      return error(
        "'\(name)' is a variable, not a function; write \(name) * (…) to multiply", at: token.start)
    }
    let functions = environment.functions.count <= Names.maximumComparedCandidates
    let candidates = [
      AnySequence(Names.builtinFunctions),
      AnySequence(functions ? environment.functions.keys : [:].keys),
    ].joined()
    let hint =
      Names.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    return error("unknown function '\(name)'\(hint)", at: token.start)
  }
}
