// MARK: - One-byte operators

extension Scanner {
  /// The kind of a one-byte operator or punctuation, `.invalid` for any other byte: the table
  /// of one-byte tokens, from which ``packedOperatorTable`` is computed.
  @inlinable @inline(__always)
  static func operatorKind(_ byte: UInt8) -> Token.Kind {
    switch byte {
    case UInt8(ascii: "+"): .plus
    case UInt8(ascii: "-"): .minus
    case UInt8(ascii: "*"): .star
    case UInt8(ascii: "/"): .slash
    case UInt8(ascii: "%"): .percent
    case UInt8(ascii: "^"): .caret
    case UInt8(ascii: "("): .leftParen
    case UInt8(ascii: ")"): .rightParen
    case UInt8(ascii: ","): .comma
    default: .invalid
    }
  }

  /// ``operatorKind(_:)`` for the bytes `%` to `4`, read from one packed constant.
  ///
  /// The constant holds sixteen 4-bit kinds, so no jump table is needed, whose indirect
  /// branch the random order of tokens defeats. `^`, `=` and every other byte give `.invalid`,
  /// for ``scanOther(from:)`` to look at.
  @inlinable @inline(__always)
  static func packedOperatorKind(_ byte: UInt8) -> Token.Kind {
    let offset = byte &- packedOperatorRange.lowerBound
    guard offset < 16 else { return .invalid }
    // ``packedOperatorTable``, written out: a constant costs nothing to read, a computed
    // static a check of its lazy initialisation per token. `ScannerTests` fails, printing
    // the value to write here, when a change of the token table makes it stale.
    let kinds: UInt64 = 0xDDDD_D6D4_B35A_9DD7
    let raw = UInt8(truncatingIfNeeded: kinds &>> UInt64((offset & 15) &* 4)) & 0xF
    // Every nibble is a raw value below 16. An enum without payloads is stored as the
    // position of its case in the declaration, and `Token.Kind`'s raw values are those
    // positions (0, 1, 2, …), so the bits of a raw value are the bits of its case;
    // `ScannerTests` checks this for every case and every byte. (`Token.Kind(rawValue:)` was
    // left as a call, about 50 instructions a line.)
    return unsafeBitCast(raw, to: Token.Kind.self)
  }

  /// The sixteen bytes the packed table covers, `%` (0x25) to `4` (0x34): every one-byte
  /// operator but `^`.
  @inlinable
  static var packedOperatorRange: ClosedRange<UInt8> {
    @inline(__always) get { UInt8(ascii: "%")...UInt8(ascii: "4") }
  }

  /// The table ``packedOperatorKind(_:)`` reads, computed from ``operatorKind(_:)``: nibble
  /// `i` is the raw value of the kind of byte `%` + `i`; nil when a kind's raw value does not
  /// fit in a nibble (then one-byte tokens must move before the others in `Token.Kind`).
  static var packedOperatorTable: UInt64? {
    var table: UInt64 = 0
    for (index, byte) in packedOperatorRange.enumerated() {
      let raw = operatorKind(byte).rawValue
      guard raw < 16 else { return nil }
      table |= UInt64(raw) << (4 * index)
    }
    return table
  }
}
