// MARK: - A function named by assigning a lambda in parentheses

extension RecursiveDescent {
  /// The parameter tokens of `g = (x -> …)` or `g = ((a, b) -> …)`, and the offset of the
  /// `)` that closes the lambda, if the line is one: a lambda in parentheses with nothing
  /// after them.
  ///
  /// Looks ahead without moving the cursor. A lambda followed by more (`(x -> x)(2)`,
  /// `(x -> x) + 1`) is no such line: it is an expression, parsed as one.
  @usableFromInline
  func enclosedLambdaAssignment() -> (parameters: [Token], bodyEnd: Int)? {
    var look = scanner
    look.advance()  // the name
    look.advance()  // "="
    var depth = 0
    var parameters: [Token]? = nil
    while parameters == nil, look.current.kind == .leftParen {
      look.advance()
      depth += 1
      var after = look
      after.advance()
      if look.current.kind == .identifier, after.current.kind == .arrow {
        parameters = [look.current]
      } else if look.current.kind == .leftParen {
        parameters = Self.lambdaHead(after: after)
      }
    }
    guard let parameters else { return nil }
    // The `)` that brings the nesting back below the lambda's own `(`.
    var level = depth
    var close: Token? = nil
    while close == nil {
      let token = look.current
      switch token.kind {
      case .leftParen: level += 1
      case .rightParen:
        level -= 1
        if level < depth { close = token }
      case .end: return nil
      default: break
      }
      look.advance()
    }
    for _ in 1..<depth {
      guard look.current.kind == .rightParen else { return nil }
      look.advance()
    }
    guard look.current.kind == .end, let close else { return nil }
    return (parameters, close.start)
  }

  /// `g = (x -> body)`, defined as `g = x -> body` is: the body is parsed from the text up to
  /// the `)` at `bodyEnd`, so that it ends there as a whole line's does.
  ///
  /// An error where the body meets that `)` (`g = (x -> x +)`) is the one the line gives as
  /// an expression, which names the `)`.
  @usableFromInline
  mutating func enclosedDefinition(parameters: [Token], bodyEnd: Int) throws(ParseError)
    -> Statement<R>
  {
    let line = scanner
    var enclosed = Scanner(UnsafeBufferPointer(rebasing: scanner.bytes[..<bodyEnd]))
    enclosed.end = scanner.start
    enclosed.advance()
    scanner = enclosed
    defer {
      scanner = line
      while scanner.current.kind != .end { scanner.advance() }
    }
    do throws(ParseError) {
      return .definition(try definition(parameters: parameters, bodyAfter: .arrow))
    } catch let error where error.offset >= bodyEnd {
      scanner = line
      return try assignment()
    }
  }
}
