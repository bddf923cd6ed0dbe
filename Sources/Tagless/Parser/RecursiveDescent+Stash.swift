// MARK: - Between the typed and the numeric levels

extension RecursiveDescent {
  /// A numeric level's result as a typed one: the number, or the operand it stashed.
  @inlinable @inline(__always)
  mutating func lift(_ node: consuming Node) -> TypedNode {
    let (value, height) = node
    guard height < 0 else { return (.number(value), height) }
    return (takeStash() ?? .number(value), -height - 1)
  }

  /// The stashed operand, which is no longer stashed.
  @inlinable
  mutating func takeStash() -> Operand? {
    let operand = aside?.stash
    aside?.stash = nil
    return operand
  }

  /// A typed result for a numeric level: a number as it is, anything else stashed.
  @inlinable @inline(__always)
  mutating func lower(_ node: consuming TypedNode) -> Node {
    let (operand, height) = node
    if case .number(let value) = operand { return (value, height) }
    setAside().stash = operand
    return (R.number(.nan), -height - 1)
  }

  /// The number an operator needs from a numeric level's result: the number itself, a pending
  /// operand made a number, or a type error naming the operator `kind` and the `side`.
  @inlinable @inline(__always)
  mutating func number(
    _ value: consuming R, _ height: Int, _ kind: Token.Kind, _ side: Side, at offset: Int
  ) throws(ParseError) -> R {
    guard height < 0 else { return value }
    return try stashedNumber(kind, side, at: offset)
  }

  /// Argument `position` of a call of `function`, which must be a number.
  @inlinable @inline(__always)
  mutating func argument(
    _ node: consuming Node, of function: String, _ position: Int, at offset: Int
  )
    throws(ParseError) -> R
  {
    let (value, height) = node
    guard height < 0 else { return value }
    let operand = takeStash() ?? .number(value)
    return try Self.argument(
      operand, of: function, position, at: offset, in: scanner.bytes, context)
  }

  /// The stashed operand as a number, for ``number(_:_:_:_:at:)``.
  @inlinable
  mutating func stashedNumber(_ kind: Token.Kind, _ side: Side, at offset: Int)
    throws(ParseError) -> R
  {
    let operand = takeStash() ?? .number(R.number(.nan))
    return try Self.number(operand, kind, side, at: offset, in: scanner.bytes, context)
  }

  /// The height of a numeric level's result, whatever its type.
  @inlinable @inline(__always)
  static func absolute(_ height: Int) -> Int { height < 0 ? -height - 1 : height }
}

extension RecursiveDescent {
  /// The box for what the parse keeps aside, made when first needed.
  @inlinable
  mutating func setAside() -> Aside {
    if let aside { return aside }
    let made = Aside()
    aside = made
    return made
  }
}
