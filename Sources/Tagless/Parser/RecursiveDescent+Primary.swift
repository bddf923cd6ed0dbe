// MARK: - Signs, powers and primaries

extension RecursiveDescent {
  /// `unary` when the operand has at least one prefix operator (`-`, `+` or `!`).
  ///
  /// The operand is a `product`, or a `power` alone in an exponent (`juxtaposing` false), so
  /// that `2^-3x` is `(2^-3) * x` as `2^3x` is `(2^3) * x`.
  @inlinable
  mutating func signed(juxtaposing: Bool = true) throws(ParseError) -> Node {
    // The outermost operator, and the others (an array only when there are several).
    var outer: (kind: Token.Kind, offset: Int)? = nil
    var inner: [(kind: Token.Kind, offset: Int)] = []
    // `-` and `!` each add a level to the tree; `+` adds none, so it does not count.
    var levels = 0
    while scanner.kind == .minus || scanner.kind == .plus || scanner.kind == .bang {
      let sign = (kind: scanner.kind, offset: scanner.start)
      if sign.kind != .plus {
        levels += 1
        if levels > limits.maximumHeight {
          throw Self.tooTall(at: sign.offset, limits.maximumHeight, scanner.bytes)
        }
      }
      if outer == nil {
        outer = sign
      } else if sign.kind == .plus, inner.last?.kind == .plus {
        // A run of `+` does nothing but check its operand's type: keep its innermost only.
        inner[inner.count - 1] = sign
      } else {
        inner.append(sign)
      }
      scanner.advance()
    }
    var operand = try juxtaposing ? product() : power()
    // The innermost operator applies first; each is checked at its own column.
    for sign in inner.reversed() { operand = try prefix(sign.kind, operand, at: sign.offset) }
    if let outer { operand = try prefix(outer.kind, operand, at: outer.offset) }
    return operand
  }

  /// `-operand`, `+operand` (which does nothing to a number) or `!operand`.
  @inlinable
  mutating func prefix(_ kind: Token.Kind, _ operand: consuming Node, at offset: Int)
    throws(ParseError) -> Node
  {
    let (value, operandHeight) = operand
    let height = try self.height(over: Self.absolute(operandHeight), 0, at: offset)
    switch kind {
    case .bang:
      let (typed, _) = lift((value, operandHeight))
      let test = try Self.truth(typed, kind, .operand, at: offset, in: scanner.bytes, context)
      return lower((.truth(R.not(test)), height))
    case .minus:
      return (R.negate(try number(value, operandHeight, kind, .operand, at: offset)), height)
    default:
      // `+` does nothing to a number, and adds no level.
      return (
        try number(value, operandHeight, kind, .operand, at: offset), Self.absolute(operandHeight)
      )
    }
  }

  /// `power = postfix [ ("^" | "**") exponent ]`, right-associative through `exponent`.
  ///
  /// Not forced inline: `unary` reaches it only for what is not a plain number, and inlining it
  /// (with `primary`) made `unary` too large to be inlined into `term`, a call per operand
  /// (callgrind, 20,000 short lines: 2,013 instructions a line forced, 1,950 not).
  @inlinable
  mutating func power() throws(ParseError) -> Node {
    var base = try primary()
    if scanner.kind == .bang { base = try factorials(of: base) }
    guard scanner.kind == .caret else { return base }
    return try exponent(of: base)
  }

  /// The `("^" | "**") unary` part of `power`, with the cursor on the operator.
  @inlinable
  mutating func exponent(of base: Node) throws(ParseError) -> Node {
    let token = scanner.current
    scanner.advance()
    // The base is checked before the exponent is parsed, which may stash another operand.
    let lhs = try number(base.value, base.height, .caret, .left, at: token.start)
    try enter(at: token)
    let exponent = try exponentOperand()
    depth &-= 1
    let rhs = try number(exponent.value, exponent.height, .caret, .right, at: token.start)
    let height = try self.height(
      over: Self.absolute(base.height), Self.absolute(exponent.height), at: token.start)
    return (R.located(.power(lhs, rhs), at: token.start), height)
  }

  /// `primary = number | "true" | "false" | identifier | call | "(" expression ")"`.
  @inlinable @inline(__always)
  mutating func primary() throws(ParseError) -> Node {
    let token = scanner.current
    switch token.kind {
    case .number:
      scanner.advance()
      return (literal(token), 0)
    case .leftParen:
      scanner.advance()
      if scanner.kind == .identifier, let head = parenthesizedLambdaHead() {
        return try parenthesizedLambda(head, open: token)
      }
      try enter(at: token)
      openParentheses &+= 1
      let inner = try numericExpression()
      try close(token)
      openParentheses &-= 1
      depth &-= 1
      // `(f)(2)`: a function in parentheses applied in place.
      if scanner.kind == .leftParen, inner.height < 0, case .function(let handle)? = aside?.stash {
        _ = takeStash()
        return try application(handle, height: Self.absolute(inner.height), at: scanner.current)
      }
      return inner
    case .identifier:
      scanner.advance()
      if scanner.current.kind == .leftParen { return try call(token) }
      if scanner.kind == .arrow { return try lambda([token], from: token.start) }
      return try name(token)
    default:
      throw expectedExpression()
    }
  }

  /// The number literal `token`, with its bytes (the scanner made the token from them, so the
  /// range needs no check).
  @inlinable @inline(__always)
  func literal(_ token: Token) -> R {
    R.number(
      token.value,
      bytes: UnsafeBufferPointer(
        start: scanner.bytes.baseAddress.unsafelyUnwrapped + token.start,
        count: token.end &- token.start))
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
    // Relative, because the parser does not know where its text starts in a session or file.
    let place =
      switch here.line - opened.line {
      case 0: ""
      case 1: " of the line before"
      case let lines: " of the line \(lines) lines before"
      }
    let found = current.kind == .end ? "" : ", found \(current.quoted(in: scanner.bytes))"
    return error(
      "expected ')' to close '(' at column \(opened.column)\(place)\(found)", at: current.start,
      incomplete: current.kind == .end)
  }
}
