// MARK: - ExpressionTree rules

extension RecursiveDescent {
  /// `expression = disjunction [ "?" expression ":" expression ]`, right-associative.
  ///
  /// When the interpreter knows the condition, the branch not taken is parsed without running
  /// calls of user functions in it: only the taken branch is evaluated.
  @inlinable
  mutating func expression() throws(ParseError) -> TypedNode {
    // Most expressions are a sum alone: one test, and none of the Boolean levels' calls.
    let start = scanner.start
    let first = try sum()
    guard scanner.kind.continuesExpression else { return lift(first) }
    return try expression(after: lift(first), from: start)
  }

  /// `expression` where a numeric level needs it (inside parentheses, as an argument): a
  /// number stays a plain ``Node``.
  @inlinable @inline(__always)
  mutating func numericExpression() throws(ParseError) -> Node {
    let start = scanner.start
    let first = try sum()
    guard scanner.kind.continuesExpression else { return first }
    return lower(try expression(after: lift(first), from: start))
  }

  /// The rest of `expression` when a comparison, `&&`, `||` or `?` follows its first sum:
  /// the levels `comparison`, `conjunction`, `disjunction` and `?:` taken up from there.
  @inlinable
  mutating func expression(after first: TypedNode, from start: Int) throws(ParseError)
    -> TypedNode
  {
    var operand = first
    if let comparison = scanner.kind.comparison {
      operand = try compare(operand, comparison, from: start)
    }
    operand = try conjunction(after: operand)
    operand = try disjunction(after: operand)
    guard scanner.kind == .question else { return operand }
    return try conditional(operand)
  }

  /// The `"?" expression ":" expression` part of `expression`, with the cursor on the `?`.
  @inlinable
  mutating func conditional(_ condition: consuming TypedNode) throws(ParseError) -> TypedNode {
    let question = scanner.current
    scanner.advance()
    try enter(at: question)
    let conditionHeight = condition.height
    let test = try Self.truth(
      condition.value, .question, .condition, at: question.start, in: scanner.bytes, context)
    let decision = R.decision(test)
    let undecided = decision == nil ? expansionRun : nil
    undecided?.undecided += 1
    defer { undecided?.undecided -= 1 }
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

  /// The conditional of two branches of the same type; a pending branch takes the other's type.
  @inlinable
  static func choose(
    _ test: R.Truth, _ then: Operand, _ otherwise: Operand, at colon: Token, _ parser: Self
  ) throws(ParseError) -> Operand {
    switch (then, otherwise) {
    case (.number(let a), .number(let b)): return .number(R.conditional(test, a, b))
    case (.truth(let a), .truth(let b)): return .truth(R.conditional(test, a, b))
    case (.pending(let a), .pending(let b)):
      guard let context = parser.context else { return .number(.number(.nan)) }
      return context.deferred { (type) throws(ParseError) in
        try choose(
          test, context.build(a, as: type), context.build(b, as: type), at: colon, parser)
      }
    case (.pending(let a), let known):
      let type = Self.type(of: known) ?? .number
      let built = try settled(.pending(a), default: type, parser.context)
      return try choose(test, built, known, at: colon, parser)
    case (let known, .pending(let b)):
      let type = Self.type(of: known) ?? .number
      let built = try settled(.pending(b), default: type, parser.context)
      return try choose(test, known, built, at: colon, parser)
    case (.function(let handle), _), (_, .function(let handle)):
      throw parser.error(
        "the branches of '?:' must be numbers or Booleans, found \(handle.type.described)",
        at: colon.start)
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
  mutating func disjunction() throws(ParseError) -> TypedNode {
    try disjunction(after: conjunction())
  }

  /// The `{ "||" conjunction }` part of `disjunction`, after its first operand.
  @inlinable
  mutating func disjunction(after first: TypedNode) throws(ParseError) -> TypedNode {
    var lhs = first
    while scanner.kind == .orOr {
      let token = scanner.current
      scanner.advance()
      let left = try Self.truth(
        lhs.value, token.kind, .left, at: token.start, in: scanner.bytes, context)
      let leftHeight = lhs.height
      let decision = R.decision(left)
      let rhs = try undecided(decision) { (parser) throws(ParseError) in
        try parser.skipping(if: decision == true) { (parser) throws(ParseError) in
          try parser.conjunction()
        }
      }
      let rightHeight = rhs.height
      let right = try Self.truth(
        rhs.value, token.kind, .right, at: token.start, in: scanner.bytes, context)
      lhs = (.truth(R.or(left, right)), try chained(leftHeight, rightHeight, at: token.start))
    }
    return lhs
  }

  /// `conjunction = comparison { "&&" comparison }`, left-associative; short-circuits.
  @inlinable
  mutating func conjunction() throws(ParseError) -> TypedNode {
    try conjunction(after: comparison())
  }

  /// The `{ "&&" comparison }` part of `conjunction`, after its first operand.
  @inlinable
  mutating func conjunction(after first: TypedNode) throws(ParseError) -> TypedNode {
    var lhs = first
    while scanner.kind == .andAnd {
      let token = scanner.current
      scanner.advance()
      let left = try Self.truth(
        lhs.value, token.kind, .left, at: token.start, in: scanner.bytes, context)
      let leftHeight = lhs.height
      let decision = R.decision(left)
      let rhs = try undecided(decision) { (parser) throws(ParseError) in
        try parser.skipping(if: decision == false) { (parser) throws(ParseError) in
          try parser.comparison()
        }
      }
      let rightHeight = rhs.height
      let right = try Self.truth(
        rhs.value, token.kind, .right, at: token.start, in: scanner.bytes, context)
      lhs = (.truth(R.and(left, right)), try chained(leftHeight, rightHeight, at: token.start))
    }
    return lhs
  }

  /// `comparison = sum [ ("<" | "<=" | ">" | ">=" | "==" | "!=") sum ]`: comparisons do not
  /// chain.
  @inlinable @inline(__always)
  mutating func comparison() throws(ParseError) -> TypedNode {
    let start = scanner.start
    let lhs = try sum()
    guard let comparison = scanner.kind.comparison else { return lift(lhs) }
    return try compare(lift(lhs), comparison, from: start)
  }

  /// The operator and right operand of `comparison`, with the cursor on the operator.
  @inlinable
  mutating func compare(_ lhs: TypedNode, _ comparison: Comparison, from start: Int)
    throws(ParseError) -> TypedNode
  {
    let token = scanner.current
    scanner.advance()
    let middleStart = scanner.start
    let rhs = lift(try sum())
    if scanner.kind.comparison != nil {
      let numbers = Self.mayBeNumber(lhs.value) && Self.mayBeNumber(rhs.value)
      throw chainedComparison(from: start, middle: middleStart, numbers: numbers)
    }
    let height = try self.height(over: lhs.height, rhs.height, at: token.start)
    let left = try Self.number(
      lhs.value, token.kind, .left, at: token.start, in: scanner.bytes, context)
    let right = try Self.number(
      rhs.value, token.kind, .right, at: token.start, in: scanner.bytes, context)
    return (.truth(R.locatedTruth(R.compare(comparison, left, right), at: token.start)), height)
  }

  /// `1 < 2 < 3`: an error that suggests `1 < 2 && 2 < 3`, when that rewrite type-checks:
  /// `numbers` says whether the first two operands may be numbers, and the third is parsed
  /// here to see whether it may be one (`1 < 2 == true` gets no suggestion, since
  /// `2 == true` would be an error in its turn).
  @usableFromInline
  mutating func chainedComparison(from start: Int, middle: Int, numbers: Bool) -> ParseError {
    let second = scanner.current
    let bytes = scanner.bytes
    let first = Scanner.text(bytes, start..<scanner.previousEnd)
    let shared = Scanner.text(bytes, middle..<scanner.previousEnd)
    scanner.advance()
    // Parsed only to quote it: no call in it runs.
    expanding = false
    let third = (try? sum()).map { lift($0) }
    let last = Scanner.text(bytes, second.start..<max(scanner.previousEnd, second.end))
    guard numbers, let third, Self.mayBeNumber(third.value) else {
      return error("comparisons do not chain, and each compares two numbers", at: second.start)
    }
    return error(
      "comparisons do not chain; write \(first) && \(shared) \(last)", at: second.start)
  }

  /// Whether an operand is, or can still become, a number (a call whose type its use decides).
  @usableFromInline
  static func mayBeNumber(_ operand: Operand) -> Bool {
    switch operand {
    case .truth, .function: false
    case .number, .pending: true
    }
  }

  /// `sum = term { ("+" | "-") term }`, left-associative.
  @inlinable
  mutating func sum() throws(ParseError) -> Node {
    // The value and the height apart: a `consume` of the tuple crashed the compiler.
    var (lhs, lhsHeight) = try term()
    while true {
      let token = scanner.current
      guard token.kind == .plus || token.kind == .minus else { return (lhs, lhsHeight) }
      // An operand that is not a number (negative height) is rare: made one or rejected here,
      // before the right operand is parsed (which may stash another), so that the loop
      // itself is plain arithmetic.
      if lhsHeight < 0 {
        lhs = try stashedNumber(token.kind, .left, at: token.start)
        lhsHeight = -lhsHeight - 1
      }
      scanner.advance()
      var (rhs, rhsHeight) = try term()
      if rhsHeight < 0 {
        rhs = try stashedNumber(token.kind, .right, at: token.start)
        rhsHeight = -rhsHeight - 1
      }
      lhsHeight = try chained(lhsHeight, rhsHeight, at: token.start)
      // Hand the left operand over (the constructors take it `consuming`): an interpreter
      // that owns storage extends it in place instead of copying it at every operator.
      let left = consume lhs
      lhs = R.located(
        token.kind == .plus
          ? .add(consume left, consume rhs) : .subtract(consume left, consume rhs),
        at: token.start)
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
        if lhsHeight < 0 {
          lhs = try stashedNumber(token.kind, .left, at: token.start)
          lhsHeight = -lhsHeight - 1
        }
        scanner.advance()
        var (rhs, rhsHeight) = try unary()
        if rhsHeight < 0 {
          rhs = try stashedNumber(token.kind, .right, at: token.start)
          rhsHeight = -rhsHeight - 1
        }
        lhsHeight = try chained(lhsHeight, rhsHeight, at: token.start)
        let left = consume lhs
        switch token.kind {
        case .star: lhs = R.located(.multiply(consume left, consume rhs), at: token.start)
        case .slash: lhs = R.located(.divide(consume left, consume rhs), at: token.start)
        default: lhs = R.located(.remainder(consume left, consume rhs), at: token.start)
        }
      default:
        return (lhs, lhsHeight)
      }
    }
  }

  /// `unary = ("-" | "+" | "!") unary | product`: signs bind looser than `^` and than implicit
  /// multiplication (`-2x` is `-(2x)`); `+` does nothing.
  ///
  /// Signs are counted in a loop rather than by recursion, so a long run of them cannot
  /// exhaust the stack.
  @inlinable @inline(__always)
  mutating func unary() throws(ParseError) -> Node {
    let kind = scanner.kind
    // Most operands are a number with no sign and no exponent: no call into `power`.
    if kind == .number {
      var operand: Node = (literal(scanner.current), 0)
      scanner.advance()
      // One test for the common case: nothing after the number binds tighter than `*`.
      guard scanner.kind.continuesNumber else { return operand }
      if scanner.kind == .bang { operand = try factorials(of: operand) }
      if scanner.kind == .caret { operand = try exponent(of: operand) }
      // `2pi`, `2(x + 1)`: a name or "(" right after a number multiplies it.
      guard scanner.kind.startsFactor else { return operand }
      return try juxtaposed(after: operand)
    }
    // Most other operands have no sign: they skip the bookkeeping below and its array. (The
    // signs are one test of a bit set: as three comparisons, the optimiser made one switch of
    // all four and tested the number last.)
    guard kind.isPrefixOperator else { return try product() }
    return try signed()
  }
}
