// MARK: - Expression rules

extension RecursiveDescent {
  /// `expression = disjunction [ "?" expression ":" expression ]`, right-associative.
  ///
  /// When the interpreter knows the condition, the branch not taken is parsed without running
  /// calls of user functions in it: only the taken branch is evaluated.
  @inlinable
  mutating func expression() throws(ParseError) -> Node {
    let condition = try disjunction()
    guard scanner.kind == .question else { return condition }
    return try conditional(condition)
  }

  /// The `"?" expression ":" expression` part of `expression`, with the cursor on the `?`.
  @usableFromInline
  mutating func conditional(_ condition: consuming Node) throws(ParseError) -> Node {
    let question = scanner.current
    scanner.advance()
    try enter(at: question)
    let conditionHeight = condition.height
    let test = try truth(condition.value, for: "'?'", " as its condition", at: question.start)
    let decision = R.decision(test)
    let then = try skipping(if: decision == false) { (parser) throws(ParseError) in
      try parser.expression()
    }
    guard scanner.kind == .colon else { throw expectedColon(after: question) }
    let colon = scanner.current
    scanner.advance()
    let otherwise = try skipping(if: decision == true) { (parser) throws(ParseError) in
      try parser.expression()
    }
    depth &-= 1
    let height = try self.height(
      over: max(conditionHeight, then.height), otherwise.height, at: question.start)
    return (try Self.choose(test, then.value, otherwise.value, at: colon, self), height)
  }

  /// Runs `parse` with calls of user functions left unexpanded when `skip` is true.
  @inlinable
  mutating func skipping(if skip: Bool, _ parse: (inout Self) throws(ParseError) -> Node)
    throws(ParseError) -> Node
  {
    guard skip, expanding else { return try parse(&self) }
    expanding = false
    defer { expanding = true }
    return try parse(&self)
  }

  /// The conditional of two branches of the same type; a pending branch takes the other's type.
  @usableFromInline
  static func choose(
    _ test: R.Truth, _ then: Operand, _ otherwise: Operand, at colon: Token, _ parser: Self
  ) throws(ParseError) -> Operand {
    switch (then, otherwise) {
    case (.number(let a), .number(let b)): return .number(R.conditional(test, a, b))
    case (.truth(let a), .truth(let b)): return .truth(R.conditional(test, a, b))
    case (.pending(let a), .pending(let b)):
      return .pending(
        Pending { (type) throws(ParseError) in
          try choose(test, a.build(type), b.build(type), at: colon, parser)
        })
    case (.pending(let a), let known):
      let type = Self.type(of: known) ?? .number
      return try choose(test, a.build(type), known, at: colon, parser)
    case (let known, .pending(let b)):
      let type = Self.type(of: known) ?? .number
      return try choose(test, known, b.build(type), at: colon, parser)
    case (.number, .truth), (.truth, .number):
      let (first, second) = (Self.type(of: then) ?? .number, Self.type(of: otherwise) ?? .number)
      throw parser.error(
        "the branches of '?:' must have the same type: \(first.described) before ':', "
          + "\(second.described) after it", at: colon.start)
    }
  }

  @usableFromInline
  func expectedColon(after question: Token) -> ParseError {
    let current = scanner.current
    if current.kind == .invalid { return invalidCharacter(current) }
    let found = current.kind == .end ? "" : ", found \(current.quoted(in: scanner.bytes))"
    let opened = error("", at: question.start)
    return error(
      "expected ':' for the '?' at column \(opened.column)\(found)", at: current.start,
      incomplete: current.kind == .end && openParentheses > 0)
  }

  /// `disjunction = conjunction { "||" conjunction }`, left-associative; short-circuits.
  @inlinable
  mutating func disjunction() throws(ParseError) -> Node {
    var lhs = try conjunction()
    while scanner.kind == .orOr {
      let token = scanner.current
      scanner.advance()
      let left = try truth(lhs.value, for: "'||'", " on its left", at: token.start)
      let leftHeight = lhs.height
      let rhs = try skipping(if: R.decision(left) == true) { (parser) throws(ParseError) in
        try parser.conjunction()
      }
      let rightHeight = rhs.height
      let right = try truth(rhs.value, for: "'||'", " on its right", at: token.start)
      lhs = (.truth(R.or(left, right)), try height(over: leftHeight, rightHeight, at: token.start))
    }
    return lhs
  }

  /// `conjunction = comparison { "&&" comparison }`, left-associative; short-circuits.
  @inlinable
  mutating func conjunction() throws(ParseError) -> Node {
    var lhs = try comparison()
    while scanner.kind == .andAnd {
      let token = scanner.current
      scanner.advance()
      let left = try truth(lhs.value, for: "'&&'", " on its left", at: token.start)
      let leftHeight = lhs.height
      let rhs = try skipping(if: R.decision(left) == false) { (parser) throws(ParseError) in
        try parser.comparison()
      }
      let rightHeight = rhs.height
      let right = try truth(rhs.value, for: "'&&'", " on its right", at: token.start)
      lhs = (.truth(R.and(left, right)), try height(over: leftHeight, rightHeight, at: token.start))
    }
    return lhs
  }

  /// `comparison = sum [ ("<" | "<=" | ">" | ">=" | "==" | "!=") sum ]`: comparisons do not
  /// chain.
  @inlinable @inline(__always)
  mutating func comparison() throws(ParseError) -> Node {
    let start = scanner.start
    let lhs = try sum()
    guard let comparison = scanner.kind.comparison else { return lhs }
    return try compare(lhs, comparison, from: start)
  }

  /// The operator and right operand of `comparison`, with the cursor on the operator.
  @usableFromInline
  mutating func compare(_ lhs: Node, _ comparison: Comparison, from start: Int)
    throws(ParseError) -> Node
  {
    let token = scanner.current
    scanner.advance()
    let middleStart = scanner.start
    let rhs = try sum()
    if scanner.kind.comparison != nil { throw chainedComparison(from: start, middle: middleStart) }
    let height = try self.height(over: lhs.height, rhs.height, at: token.start)
    let symbol = "'\(comparison.symbol)'"
    let left = try number(lhs.value, for: symbol, " on its left", at: token.start)
    let right = try number(rhs.value, for: symbol, " on its right", at: token.start)
    return (.truth(R.compare(comparison, left, right)), height)
  }

  /// `1 < 2 < 3`: an error that suggests `1 < 2 && 2 < 3`.
  @usableFromInline
  mutating func chainedComparison(from start: Int, middle: Int) -> ParseError {
    let second = scanner.current
    let bytes = scanner.bytes
    let first = Scanner.text(bytes, start..<scanner.previousEnd)
    let shared = Scanner.text(bytes, middle..<scanner.previousEnd)
    scanner.advance()
    _ = try? sum()
    let last = Scanner.text(bytes, second.start..<max(scanner.previousEnd, second.end))
    return error(
      "comparisons do not chain; write \(first) && \(shared) \(last)", at: second.start)
  }

  /// `sum = term { ("+" | "-") term }`, left-associative.
  @inlinable
  mutating func sum() throws(ParseError) -> Node {
    // The value and the height apart: a `consume` of the tuple crashed the compiler.
    var (lhs, lhsHeight) = try term()
    while true {
      let token = scanner.current
      guard token.kind == .plus || token.kind == .minus else { return (lhs, lhsHeight) }
      scanner.advance()
      let rhs = try term()
      lhsHeight = try self.height(over: lhsHeight, rhs.height, at: token.start)
      let symbol = token.kind == .plus ? "'+'" : "'-'"
      // Hand the left operand over (the constructors take it `consuming`): an interpreter
      // that owns storage extends it in place instead of copying it at every operator.
      let left = try number(consume lhs, for: symbol, " on its left", at: token.start)
      let right = try number(rhs.value, for: symbol, " on its right", at: token.start)
      lhs = .number(
        token.kind == .plus ? .add(consume left, right) : .subtract(consume left, right))
    }
  }

  /// `term = unary { ("*" | "/" | "%") unary }`, left-associative.
  @inlinable @inline(__always)
  mutating func term() throws(ParseError) -> Node {
    var (lhs, lhsHeight) = try unary()
    while true {
      let token = scanner.current
      switch token.kind {
      case .star, .slash, .percent:
        scanner.advance()
        let rhs = try unary()
        lhsHeight = try self.height(over: lhsHeight, rhs.height, at: token.start)
        let symbol = token.kind == .star ? "'*'" : token.kind == .slash ? "'/'" : "'%'"
        let left = try number(consume lhs, for: symbol, " on its left", at: token.start)
        let right = try number(rhs.value, for: symbol, " on its right", at: token.start)
        switch token.kind {
        case .star: lhs = .number(.multiply(consume left, right))
        case .slash: lhs = .number(.divide(consume left, right))
        default: lhs = .number(.remainder(consume left, right))
        }
      default:
        return (lhs, lhsHeight)
      }
    }
  }

  /// `unary = ("-" | "+" | "!") unary | power`: signs bind looser than `^`; `+` does nothing.
  ///
  /// Signs are counted in a loop rather than by recursion, so a long run of them cannot
  /// exhaust the stack.
  @inlinable @inline(__always)
  mutating func unary() throws(ParseError) -> Node {
    let kind = scanner.kind
    // Most operands are a number with no sign and no exponent: no call into `power`.
    if kind == .number {
      let number = R.number(scanner.value)
      scanner.advance()
      guard scanner.kind == .caret else { return (.number(number), 0) }
      return try exponent(of: (.number(number), 0))
    }
    // Most other operands have no sign: they skip the bookkeeping below and its array.
    guard kind == .minus || kind == .plus || kind == .bang else { return try power() }
    return try signed()
  }
}
