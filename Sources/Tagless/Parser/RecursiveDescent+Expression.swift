// MARK: - Expression rules

extension RecursiveDescent {
  /// `expression = term { ("+" | "-") term }`, left-associative.
  @inlinable
  mutating func expression() throws(ParseError) -> Node {
    var (lhs, lhsHeight) = try term()
    while true {
      let token = scanner.current
      guard token.kind == .plus || token.kind == .minus else { return (lhs, lhsHeight) }
      scanner.advance()
      let rhs = try term()
      lhsHeight = try height(over: lhsHeight, rhs.height, at: token.start)
      // Hand the left operand over (the constructors take it `consuming`): an interpreter
      // that owns storage extends it in place instead of copying it at every operator.
      let left = consume lhs
      lhs =
        token.kind == .plus ? .add(consume left, rhs.value) : .subtract(consume left, rhs.value)
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
        lhsHeight = try height(over: lhsHeight, rhs.height, at: token.start)
        let left = consume lhs
        switch token.kind {
        case .star: lhs = .multiply(consume left, rhs.value)
        case .slash: lhs = .divide(consume left, rhs.value)
        default: lhs = .remainder(consume left, rhs.value)
        }
      default:
        return (lhs, lhsHeight)
      }
    }
  }

  /// `unary = ("-" | "+") unary | power`: signs bind looser than `^`; `+` does nothing.
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
      guard scanner.kind == .caret else { return (number, 0) }
      return try exponent(of: (number, 0))
    }
    // Most other operands have no sign: they skip the bookkeeping below and its array.
    guard kind == .minus || kind == .plus else { return try power() }
    return try signed()
  }

  /// `unary` when the operand has at least one sign.
  @inlinable
  mutating func signed() throws(ParseError) -> Node {
    // The outermost minus, and the others (an array only when there are several).
    var outer: Int? = nil
    var inner: [Int] = []
    while scanner.current.kind == .minus || scanner.current.kind == .plus {
      let offset = scanner.current.start
      if scanner.current.kind == .minus {
        if outer == nil { outer = offset } else { inner.append(offset) }
        if inner.count >= limits.maximumHeight {
          throw Self.tooTall(at: offset, limits.maximumHeight, scanner.bytes)
        }
      }
      scanner.advance()
    }
    var operand = try power()
    // The innermost sign applies first; each is checked at its own column.
    for offset in inner.reversed() {
      operand = (.negate(operand.value), try height(over: operand.height, 0, at: offset))
    }
    if let outer {
      operand = (.negate(operand.value), try height(over: operand.height, 0, at: outer))
    }
    return operand
  }

  /// `power = primary [ ("^" | "**") unary ]`, right-associative through `unary`.
  @inlinable @inline(__always)
  mutating func power() throws(ParseError) -> Node {
    let base = try primary()
    guard scanner.kind == .caret else { return base }
    return try exponent(of: base)
  }

  /// The `("^" | "**") unary` part of `power`, with the cursor on the operator.
  @inlinable
  mutating func exponent(of base: Node) throws(ParseError) -> Node {
    let token = scanner.current
    scanner.advance()
    try enter(at: token)
    let exponent = try unary()
    depth &-= 1
    return (
      .power(base.value, exponent.value),
      try height(over: base.height, exponent.height, at: token.start)
    )
  }

  /// `primary = number | identifier | call | "(" expression ")"`.
  @inlinable @inline(__always)
  mutating func primary() throws(ParseError) -> Node {
    let token = scanner.current
    switch token.kind {
    case .number:
      scanner.advance()
      return (.number(token.value), 0)
    case .leftParen:
      scanner.advance()
      try enter(at: token)
      openParentheses &+= 1
      let inner = try expression()
      try close(token)
      openParentheses &-= 1
      depth &-= 1
      return inner
    case .identifier:
      scanner.advance()
      if scanner.current.kind == .leftParen { return try call(token) }
      return try name(token)
    default:
      throw expectedExpression()
    }
  }

  /// Consumes the `)` that closes `open`.
  @inlinable @inline(__always)
  mutating func close(_ open: Token) throws(ParseError) {
    guard scanner.current.kind == .rightParen else { throw unclosed(open) }
    scanner.advance()
  }

  @usableFromInline
  func unclosed(_ open: Token) -> ParseError {
    let opened = error("", at: open.start)
    let current = scanner.current
    if current.kind == .invalid { return invalidCharacter(current) }
    let here = error("", at: current.start)
    let place = opened.line == here.line ? "" : " of line \(opened.line) of this input"
    let found = current.kind == .end ? "" : ", found \(current.quoted(in: scanner.bytes))"
    return error(
      "expected ')' to close '(' at column \(opened.column)\(place)\(found)", at: current.start,
      incomplete: current.kind == .end)
  }
}
