// MARK: - Types

extension RecursiveDescent {
  /// Where an operator wants its operand, for the message of a type error.
  @usableFromInline
  enum Side: UInt8, Sendable {
    case left, right, operand, condition

    /// The words the message uses, such as " on its left".
    @usableFromInline
    var place: String {
      switch self {
      case .left: " on its left"
      case .right: " on its right"
      case .operand: " as its operand"
      case .condition: " as its condition"
      }
    }
  }

  /// The operand as a number, where the operator `kind` needs one on `side`: a type error reads
  /// "'+' needs a number on its right, found a Boolean".
  ///
  /// Static, with the text passed in, and with the operator as a token kind rather than text:
  /// an instance method here made the optimiser copy the whole parser at every operator, and
  /// a string made every operator pay for reference counting.
  @inlinable @inline(__always)
  static func number(
    _ operand: consuming Operand, _ kind: Token.Kind, _ side: Side, at offset: Int,
    in bytes: UnsafeBufferPointer<UInt8>, _ context: Context?
  ) throws(ParseError) -> R {
    switch consume operand {
    case .number(let value): return value
    case .truth: throw typeError(kind, side, needs: .number, found: .boolean, at: offset, bytes)
    case .function(let handle):
      throw typeError(
        "'\(kind.symbol)'", side.place, needs: ValueType.number.described,
        found: handle.type.described, at: offset, bytes)
    case .pending(let index):
      guard case .number(let value) = try context?.build(index, as: .number) else {
        throw typeError(kind, side, needs: .number, found: .boolean, at: offset, bytes)
      }
      return value
    }
  }

  /// The operand as a Boolean, where the operator `kind` needs one on `side`.
  @inlinable
  static func truth(
    _ operand: consuming Operand, _ kind: Token.Kind, _ side: Side, at offset: Int,
    in bytes: UnsafeBufferPointer<UInt8>, _ context: Context?
  ) throws(ParseError) -> R.Truth {
    switch consume operand {
    case .truth(let value): return value
    case .number: throw typeError(kind, side, needs: .boolean, found: .number, at: offset, bytes)
    case .function(let handle):
      throw typeError(
        "'\(kind.symbol)'", side.place, needs: ValueType.boolean.described,
        found: handle.type.described, at: offset, bytes)
    case .pending(let index):
      guard case .truth(let value) = try context?.build(index, as: .boolean) else {
        throw typeError(kind, side, needs: .boolean, found: .number, at: offset, bytes)
      }
      return value
    }
  }

  /// Argument `position` of a call of `function` as a number.
  @usableFromInline
  static func argument(
    _ operand: Operand, of function: String, _ position: Int, at offset: Int,
    in bytes: UnsafeBufferPointer<UInt8>, _ context: Context?
  ) throws(ParseError) -> R {
    let settled = try settled(operand, default: .number, context)
    if case .number(let value) = settled { return value }
    if case .function(let handle) = settled {
      throw typeError(
        "'\(function)'", " as argument \(position)", needs: ValueType.number.described,
        found: handle.type.described, at: offset, bytes)
    }
    throw typeError(
      "'\(function)'", " as argument \(position)", needs: .number, found: .boolean, at: offset,
      bytes)
  }

  /// The operand with its type decided: a pending one becomes `default`.
  @inlinable
  static func settled(_ operand: Operand, default type: ValueType, _ context: Context?)
    throws(ParseError) -> Operand
  {
    guard case .pending(let index) = operand else { return operand }
    return try context?.build(index, as: type) ?? .number(.number(.nan))
  }

  /// The type of an operand, if it is known.
  @inlinable
  static func type(of operand: Operand) -> ValueType? {
    switch operand {
    case .number: .number
    case .truth: .boolean
    case .pending, .function: nil
    }
  }

  /// The type error of an operator.
  @usableFromInline
  static func typeError(
    _ kind: Token.Kind, _ side: Side, needs: ValueType, found: ValueType, at offset: Int,
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> ParseError {
    typeError("'\(kind.symbol)'", side.place, needs: needs, found: found, at: offset, bytes)
  }

  /// A type error between types named in words (a function's type is not a ``ValueType``).
  @usableFromInline
  static func typeError(
    _ subject: String, _ place: String, needs: String, found: String, at offset: Int,
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> ParseError {
    ParseError("\(subject) needs \(needs)\(place), found \(found)", at: offset, in: bytes)
  }

  /// `'+' needs a number on its right, found a Boolean`, with a hint where one helps.
  @usableFromInline
  static func typeError(
    _ subject: String, _ place: String, needs: ValueType, found: ValueType, at offset: Int,
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> ParseError {
    var hint = ""
    if needs == .boolean, found == .number, subject == "'?'" || subject == "'!'" {
      hint = "; compare it, as in x != 0"
    } else if needs == .number, subject == "'-'" {
      hint = "; write '!' to negate a Boolean"
    }
    return ParseError(
      "\(subject) needs \(needs.described)\(place), found \(found.described)\(hint)", at: offset,
      in: bytes)
  }
}
