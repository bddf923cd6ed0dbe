// MARK: - Types

extension RecursiveDescent {
  /// The operand as a number, where `subject` needs one `place`: the message of a type error
  /// reads "'+' needs a number on its right, found a Boolean".
  @inlinable @inline(__always)
  func number(
    _ operand: consuming Operand, for subject: @autoclosure () -> String,
    _ place: @autoclosure () -> String = "", at offset: Int
  ) throws(ParseError) -> R {
    switch consume operand {
    case .number(let value): return value
    case .truth:
      throw typeError(subject(), place(), needs: .number, found: .boolean, at: offset)
    case .pending(let pending):
      guard case .number(let value) = try pending.build(.number) else {
        throw typeError(subject(), place(), needs: .number, found: .boolean, at: offset)
      }
      return value
    }
  }

  /// The operand as a Boolean, where `subject` needs one `place`.
  @inlinable
  func truth(
    _ operand: consuming Operand, for subject: @autoclosure () -> String,
    _ place: @autoclosure () -> String = "", at offset: Int
  ) throws(ParseError) -> R.Truth {
    switch consume operand {
    case .truth(let value): return value
    case .number:
      throw typeError(subject(), place(), needs: .boolean, found: .number, at: offset)
    case .pending(let pending):
      guard case .truth(let value) = try pending.build(.boolean) else {
        throw typeError(subject(), place(), needs: .boolean, found: .number, at: offset)
      }
      return value
    }
  }

  /// The operand with its type decided: a pending one becomes `default`.
  @inlinable
  static func settled(_ operand: Operand, default type: ValueType) throws(ParseError) -> Operand {
    guard case .pending(let pending) = operand else { return operand }
    return try pending.build(type)
  }

  /// The type of an operand, if it is known.
  @inlinable
  static func type(of operand: Operand) -> ValueType? {
    switch operand {
    case .number: .number
    case .truth: .boolean
    case .pending: nil
    }
  }

  /// `'+' needs a number on its right, found a Boolean`, with a hint where one helps.
  @usableFromInline
  func typeError(
    _ subject: String, _ place: String, needs: ValueType, found: ValueType, at offset: Int
  ) -> ParseError {
    var hint = ""
    if needs == .boolean, found == .number, subject == "'?'" || subject == "'!'" {
      hint = "; compare it, as in x != 0"
    } else if needs == .number, subject == "'-'" {
      hint = "; write '!' to negate a Boolean"
    }
    return error(
      "\(subject) needs \(needs.described)\(place), found \(found.described)\(hint)", at: offset)
  }
}
