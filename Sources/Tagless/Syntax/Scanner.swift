/// The lexer: turns the UTF-8 bytes of a line into tokens on demand, one token of look-ahead.
///
/// Whitespace (including line breaks of continued input) separates tokens; `#` starts a comment
/// that runs to the end of its line. Typographic aliases become their ASCII tokens: `−` and `–`
/// are `-`, `×` and `·` are `*`, `÷` is `/`, `**` is `^`, `≤ ≥ ≠` are `<= >= !=`, and `π` is
/// the identifier `pi`.
@usableFromInline
struct Scanner {
  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
  // The token under the cursor, kept as separate fields that ``advance()`` overwrites in place:
  // returning a whole `Token` from a scanning function made the optimiser copy the scanner to
  // the stack at every token.
  /// What the current token is.
  @usableFromInline var kind: Token.Kind = .end
  /// The current token's first byte.
  @usableFromInline var start = 0
  /// One past the current token's last byte.
  @usableFromInline var end = 0
  /// The current token's value, when it is a number.
  @usableFromInline var value = 0.0
  /// Where the token before `current` ended (0 at the start), for trimming function bodies.
  @usableFromInline var previousEnd = 0

  @inlinable
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    advance()
    previousEnd = 0
  }

  /// The token under the cursor.
  @inlinable
  var current: Token {
    @inline(__always) get { Token(kind, start, end, value: kind == .number ? value : 0) }
  }

  /// The token that starts at or after byte `offset`, without moving the cursor.
  @inlinable
  func scan(from offset: Int) -> Token {
    var look = self
    look.end = offset
    look.advance()
    return look.current
  }

  /// The token before `current`, found again by scanning from the start (for messages only,
  /// so that the hot path keeps no more than ``previousEnd``).
  @usableFromInline
  var previous: Token? {
    var token = scan(from: 0)
    var last: Token? = nil
    while token.kind != .end, token.start < start {
      last = token
      token = scan(from: token.end)
    }
    return last
  }

  // MARK: Scanning

  /// Moves to the next token.
  ///
  /// The common tokens (one-byte operators and plain decimal numbers after at most one space)
  /// are scanned here; the rest by ``scanOther(from:)``.
  @inlinable
  mutating func advance() {
    previousEnd = end
    let count = bytes.count
    var index = end
    guard index < count else { return atEnd() }
    var byte = bytes[index]
    // Tokens are mostly separated by one space or none: the byte read once, and again only
    // after a space.
    if byte == UInt8(ascii: " ") {
      index &+= 1
      guard index < count else { return atEnd() }
      byte = bytes[index]
    }
    if byte &- UInt8(ascii: "0") < 10 { return scanNumber(from: index) }
    let single = Self.packedOperatorKind(byte)
    guard single != .invalid else { return scanOther(from: index) }
    setOperator(single, at: index)
  }

  /// Makes the end of the text the current token.
  @inlinable @inline(__always)
  mutating func atEnd() {
    (kind, start, end) = (.end, bytes.count, bytes.count)
  }

  /// Makes the one-byte operator `kind` at `index` the current token, or `**` when `kind` is
  /// `*` and another follows, or `->` when it is `-` and `>` follows.
  ///
  /// (`=` and `==` are scanned by ``scanSymbol(at:)``: a second test here for them cost every
  /// operator of every line.)
  @inlinable @inline(__always)
  mutating func setOperator(_ single: Token.Kind, at index: Int) {
    (kind, start, end) = (single, index, index &+ 1)
    // The kind first: one test of the raw value for both (`-` and `*` are declared together),
    // and every other operator, parentheses included, goes no further.
    guard single.rawValue &- Token.Kind.minus.rawValue < 2, index &+ 1 < bytes.count else {
      return
    }
    let next = bytes[index &+ 1]
    if single == .star, next == UInt8(ascii: "*") {
      (kind, end) = (.caret, index &+ 2)
    } else if single == .minus, next == UInt8(ascii: ">") {
      (kind, end) = (.arrow, index &+ 2)
    }
  }

  /// Everything but operators and numbers that start with a digit: the end, white space other
  /// than one space, comments, identifiers, `.5`, aliases and invalid bytes.
  @usableFromInline
  mutating func scanOther(from offset: Int) {
    let count = bytes.count
    let index = skipSpace(from: offset)
    guard index < count else {
      (kind, start, end) = (.end, count, count)
      return
    }
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
      scanNumber(from: index)
    case _ where Names.isNameStart(byte):
      var last = index &+ 1
      while last < count, Names.isNameByte(bytes[last]) { last &+= 1 }
      (kind, start, end) = (.identifier, index, last)
      // The word `mod` is the operator `%`, as calculators spell it: `7 mod 3`.
      if last &- index == 3, byte == UInt8(ascii: "m"), bytes[index &+ 1] == UInt8(ascii: "o"),
        bytes[index &+ 2] == UInt8(ascii: "d")
      {
        kind = .percent
      }
    case 0x80...:
      let token = scanAlias(from: index)
      (kind, start, end) = (token.kind, token.start, token.end)
    case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "="):
      scanSymbol(at: index)
    default:
      // An operator after other white space, or `^`; `.invalid` for any other byte.
      setOperator(Self.operatorKind(byte), at: index)
    }
  }

  /// Scans a comparison, logic or conditional operator.
  ///
  /// `<` `<=` `>` `>=` `!=` `!` `&&` `||` `?` `:` `=` `==`. A lone `&` or `|` is `.invalid`.
  @usableFromInline
  mutating func scanSymbol(at index: Int) {
    let next: UInt8 = index &+ 1 < bytes.count ? bytes[index &+ 1] : 0
    let single: Token.Kind
    let double: Token.Kind?
    switch bytes[index] {
    case UInt8(ascii: "<"): (single, double) = (.less, next == UInt8(ascii: "=") ? .lessEqual : nil)
    case UInt8(ascii: ">"):
      (single, double) = (.greater, next == UInt8(ascii: "=") ? .greaterEqual : nil)
    case UInt8(ascii: "!"): (single, double) = (.bang, next == UInt8(ascii: "=") ? .notEqual : nil)
    case UInt8(ascii: "&"): (single, double) = (.invalid, next == UInt8(ascii: "&") ? .andAnd : nil)
    case UInt8(ascii: "|"): (single, double) = (.invalid, next == UInt8(ascii: "|") ? .orOr : nil)
    case UInt8(ascii: "="):
      (single, double) = (.equals, next == UInt8(ascii: "=") ? .equalEqual : nil)
    case UInt8(ascii: "?"): (single, double) = (.question, nil)
    default: (single, double) = (.colon, nil)
    }
    if let double {
      (kind, start, end) = (double, index, index &+ 2)
    } else {
      (kind, start, end) = (single, index, index &+ 1)
    }
  }

  /// Spaces, tabs, line breaks and comments.
  @inlinable
  func skipSpace(from offset: Int) -> Int {
    var index = offset
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "#"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
          // A comment may hold any text, but not bytes that are not UTF-8.
          guard bytes[index] >= 0x80 else {
            index += 1
            continue
          }
          guard let length = Self.sequenceLength(bytes, at: index) else { return index }
          index += length
        }
      default:
        return index
      }
    }
    return index
  }

  /// The typographic aliases, other characters, and invalid UTF-8.
  @usableFromInline
  func scanAlias(from start: Int) -> Token {
    guard let length = Self.sequenceLength(bytes, at: start) else {
      return Token(.invalid, start, start + 1)
    }
    let end = start + length
    let first = bytes[start]
    let second = bytes[start + 1]
    switch (first, second, length == 3 ? bytes[start + 2] : 0) {
    case (0xC3, 0x97, _), (0xC2, 0xB7, _): return Token(.star, start, end)  // × ·
    case (0xC3, 0xB7, _): return Token(.slash, start, end)  // ÷
    case (0xE2, 0x88, 0x92), (0xE2, 0x80, 0x93): return Token(.minus, start, end)  // − –
    case (0xCF, 0x80, _), (0xE2, 0x88, 0x9E): return Token(.identifier, start, end)  // π ∞
    case (0xE2, 0x89, 0xA4): return Token(.lessEqual, start, end)  // ≤
    case (0xE2, 0x89, 0xA5): return Token(.greaterEqual, start, end)  // ≥
    case (0xE2, 0x89, 0xA0): return Token(.notEqual, start, end)  // ≠
    case (0xE2, 0x86, 0x92): return Token(.arrow, start, end)  // →
    default: return Token(.invalid, start, end)
    }
  }

  // MARK: UTF-8

  /// The length of the well-formed UTF-8 sequence at `index`, or nil if it is not well formed.
  @usableFromInline
  static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, lower) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, upper) = (3, 0x9F)
    case 0xF0: (length, lower) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, upper) = (4, 0x8F)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let (low, high) = offset == 1 ? (lower, upper) : (0x80, 0xBF)
      guard byte >= low, byte <= high else { return nil }
    }
    return length
  }

  /// The bytes in `range` as text (ill-formed bytes become U+FFFD).
  @usableFromInline
  static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
