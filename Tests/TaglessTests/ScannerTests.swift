import Testing

@testable import Tagless

// MARK: - Scanner

@Suite("Scanner")
struct ScannerTests {
  /// The constant in `Scanner.packedOperatorKind(_:)` is `Scanner.packedOperatorTable`
  /// written out; when the token table changes, this fails and names the value to write.
  @Test("the packed operator table agrees with the switch for every byte")
  func packedOperatorKinds() throws {
    let table = try #require(
      Scanner.packedOperatorTable, "a one-byte token's raw value does not fit in 4 bits")
    var hex = String(table, radix: 16, uppercase: true)
    hex = String(repeating: "0", count: 16 - hex.count) + hex
    let literal = stride(from: 0, to: 16, by: 4).map { offset in
      hex.dropFirst(offset).prefix(4)
    }.joined(separator: "_")
    for byte in UInt8.min...UInt8.max {
      // `^` is outside the packed range: the general path reads it.
      let expected =
        Scanner.packedOperatorRange.contains(byte) ? Scanner.operatorKind(byte) : .invalid
      #expect(
        Scanner.packedOperatorKind(byte) == expected,
        "byte \(byte): the packed table is stale; write 0x\(literal) in packedOperatorKind(_:)")
    }
  }

  @Test("a raw value cast to a kind is that kind, for every kind")
  func rawValueCast() {
    var raw: UInt8 = 0
    while let kind = Token.Kind(rawValue: raw) {
      #expect(unsafeBitCast(raw, to: Token.Kind.self) == kind)
      raw += 1
    }
    // 14 kinds before the typed language, 11 more for `< <= > >= == != && || ! ? :`, and `->`.
    #expect(raw == 26)
  }

  @Test("tokens cover the right bytes, and the scanner remembers where the last one ended")
  func ranges() {
    var text = "  2**x×3 + 12345678901234567 #c"
    let found: [(Token.Kind, String, Double)] = text.withUTF8 { bytes in
      var scanner = Scanner(bytes)
      var tokens: [(Token.Kind, String, Double)] = []
      while scanner.kind != .end {
        let token = scanner.current
        tokens.append((token.kind, Scanner.text(bytes, token.start..<token.end), token.value))
        scanner.advance()
        #expect(scanner.previousEnd == token.end)
      }
      #expect(scanner.start == bytes.count)
      return tokens
    }
    #expect(found.map(\.0) == [.number, .caret, .identifier, .star, .number, .plus, .number])
    #expect(found.map(\.1) == ["2", "**", "x", "×", "3", "+", "12345678901234567"])
    // 12345678901234567 lies halfway between the doubles ...566 and ...568 (spacing 2 above
    // 2^53); the scanner rounds the tie to even, written here exactly so the literal needs none.
    #expect(found.map(\.2) == [2, 0, 0, 0, 3, 0, 12_345_678_901_234_568])
  }

  @Test(
    "tokens come out with their kinds, and numbers with their values",
    arguments: [
      ("1+2", [Token.Kind.number, .plus, .number]),
      (" 2 ** 3 ^ 4", [.number, .caret, .number, .caret, .number]),
      (
        "(a,b)=c%d/e-f",
        [
          .leftParen, .identifier, .comma, .identifier, .rightParen, .equals, .identifier,
          .percent, .identifier, .slash, .identifier, .minus, .identifier,
        ]
      ),
      ("\t3 *\t4 # comment", [.number, .star, .number]),
      ("2 × 3 ÷ 4 − π", [.number, .star, .number, .slash, .number, .minus, .identifier]),
      ("1.5e3 .5 5. 7e", [.number, .number, .number, .number, .identifier]),
      ("$ . &", [.invalid, .invalid, .invalid]),
      // The end right after one space, after two, and a text of one space.
      ("1 ", [.number]),
      ("1  ", [.number]),
      (" ", []),
      // Two-byte operators, and their first byte at the end of the text.
      ("x->x**2", [.identifier, .arrow, .identifier, .caret, .number]),
      ("2*", [.number, .star]),
      ("2-", [.number, .minus]),
      ("2- >", [.number, .minus, .greater]),
    ])
  func tokens(text: String, kinds: [Token.Kind]) {
    var text = text
    let scanned: [Token] = text.withUTF8 { bytes in
      var scanner = Scanner(bytes)
      var tokens: [Token] = []
      while scanner.kind != .end {
        tokens.append(scanner.current)
        scanner.advance()
      }
      return tokens
    }
    #expect(scanned.map(\.kind) == kinds)
    let bytes = Array(text.utf8)
    for token in scanned where token.kind == .number {
      let literal = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
      #expect(Double(literal) == token.value, "\(literal)")
    }
  }

  @Test(
    "a number literal's value is the correctly rounded double of its text, on every path",
    arguments: [
      // Integers: no division.
      ("0", "0"), ("7 ", "7"), ("42)", "42"), ("007", "007"),
      ("999999999999999", "999999999999999"),
      // More than 15 digits, or an exponent: the general conversion.
      ("1234567890123456", "1234567890123456"), ("9007199254740993", "9007199254740993"),
      ("12e3", "12e3"), ("12E-3", "12E-3"), ("5e+2", "5e+2"), ("3e", "3"), ("3ex", "3"),
      // A fraction: one exact division.
      ("0.1", "0.1"), ("1.", "1."), (".5", ".5"), ("58.25+", "58.25"),
      (".123456789012345", ".123456789012345"), ("12345678901234.5", "12345678901234.5"),
      // A fraction of more than 15 digits, or with an exponent.
      ("0.1234567890123456", "0.1234567890123456"), ("1.5e3", "1.5e3"),
      ("123.456E-7", "123.456E-7"), ("2.5e", "2.5"),
    ])
  func numberValues(text: String, literal: String) {
    var text = text
    let token = text.withUTF8 { bytes in Scanner(bytes).current }
    #expect(token.kind == .number)
    #expect(token.end == literal.utf8.count, "\(literal)")
    #expect(token.value == Double(literal.hasPrefix(".") ? "0" + literal : literal), "\(literal)")
  }

  @Test("`-` and `*` are declared together: the scanner tests both with one comparison")
  func twoByteOperatorKinds() {
    #expect(Token.Kind.star.rawValue == Token.Kind.minus.rawValue + 1)
  }

  @Test("the prefix operators' bit set holds `-`, `+` and `!`, and no other kind")
  func prefixOperators() {
    var raw: UInt8 = 0
    while let kind = Token.Kind(rawValue: raw) {
      #expect(kind.isPrefixOperator == [.minus, .plus, .bang].contains(kind), "\(kind)")
      raw += 1
    }
  }
}
