// MARK: - Scanner

/// The lexer: turns the UTF-8 bytes of a line into tokens on demand, one token of look-ahead.
///
/// Whitespace (including line breaks of continued input) separates tokens; `#` starts a comment
/// that runs to the end of its line. Typographic aliases become their ASCII tokens: `−` and `–`
/// are `-`, `×` and `·` are `*`, `÷` is `/`, `**` is `^`, and `π` is the identifier `pi`.
@usableFromInline
struct Scanner {
  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
  /// The token under the cursor.
  @usableFromInline var current: Token
  /// Where the token before `current` ended (0 at the start), for trimming function bodies.
  @usableFromInline var previousEnd = 0

  @inlinable
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.current = Token(.end, 0, 0)
    self.current = scan(from: 0)
  }

  /// Moves to the next token.
  @inlinable
  mutating func advance() {
    previousEnd = current.end
    current = scan(from: current.end)
  }

  /// The token before `current`, found again by scanning from the start (for messages only,
  /// so that the hot path keeps no more than ``previousEnd``).
  @usableFromInline
  var previous: Token? {
    var token = scan(from: 0)
    var last: Token? = nil
    while token.kind != .end, token.start < current.start {
      last = token
      token = scan(from: token.end)
    }
    return last
  }

  // MARK: Scanning

  @inlinable
  func scan(from offset: Int) -> Token {
    let count = bytes.count
    // Tokens are mostly separated by one space or none: skip it here, and call the general
    // loop only for other white space and comments.
    var index = offset
    if index < count, bytes[index] == UInt8(ascii: " ") { index &+= 1 }
    if index < count, bytes[index] <= UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "#") {
      index = skipSpace(from: index)
    }
    guard index < count else { return Token(.end, count, count) }
    let start = index
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
      return scanNumber(from: start)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      index += 1
      while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
      return Token(.identifier, start, index)
    case UInt8(ascii: "+"): return Token(.plus, start, start + 1)
    case UInt8(ascii: "-"): return Token(.minus, start, start + 1)
    case UInt8(ascii: "*"):
      if index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
        return Token(.caret, start, start + 2)
      }
      return Token(.star, start, start + 1)
    case UInt8(ascii: "/"): return Token(.slash, start, start + 1)
    case UInt8(ascii: "%"): return Token(.percent, start, start + 1)
    case UInt8(ascii: "^"): return Token(.caret, start, start + 1)
    case UInt8(ascii: "("): return Token(.leftParen, start, start + 1)
    case UInt8(ascii: ")"): return Token(.rightParen, start, start + 1)
    case UInt8(ascii: ","): return Token(.comma, start, start + 1)
    case UInt8(ascii: "="): return Token(.equals, start, start + 1)
    case 0x80...: return scanAlias(from: start)
    default: return Token(.invalid, start, start + 1)
    }
  }

  @inlinable
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  @inlinable
  func isDigit(at index: Int) -> Bool {
    index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10
  }

  /// `digits [ "." [digits] ] [exponent] | "." digits [exponent]`; a lone `.` is invalid.
  ///
  /// Converts as it scans: up to 15 digits without an exponent make an integer below 2^53
  /// over at most 10^15, so one exact division (Clinger's fast path) gives the correctly
  /// rounded value. Other literals go to ``DecimalLiteral``.
  @inlinable
  func scanNumber(from start: Int) -> Token {
    var index = start
    var mantissa: Int64 = 0
    var digits = 0
    var fraction = 0
    while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ Int64(digit)
      digits &+= 1
      index &+= 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index &+= 1
      while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
        mantissa = mantissa &* 10 &+ Int64(digit)
        digits &+= 1
        fraction &+= 1
        index &+= 1
      }
      if index == start + 1 { return Token(.invalid, start, index) }
    }
    var hasExponent = false
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      var exponent = index + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
      {
        exponent += 1
      }
      if isDigit(at: exponent) {
        hasExponent = true
        index = exponent
        while isDigit(at: index) { index += 1 }
      }
    }
    let value: Double
    if !hasExponent, digits <= 15 {
      value = Double(mantissa) / DecimalLiteral.exactPowerOfTen(fraction)
    } else {
      value = DecimalLiteral.value(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }
    return Token(.number, start, index, value: value)
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
    case (0xCF, 0x80, _): return Token(.identifier, start, end)  // π
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
