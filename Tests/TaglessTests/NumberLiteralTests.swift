import Testing

@testable import Tagless

// MARK: - Number literals

@Suite("Number literals")
struct NumberLiteralTests {
  static let literals: [(text: String, value: Double)] = [
    ("0", 0),
    ("12", 12),
    ("007", 7),
    ("12.5", 12.5),
    ("5.", 5),
    (".5", 0.5),
    ("0.1", 0.1),
    ("1e3", 1000),
    ("1E3", 1000),
    ("1e+3", 1000),
    ("1e-3", 0.001),
    ("2.5E-3", 0.0025),
    ("5.e2", 500),
    (".5e1", 5),
    ("1.7976931348623157e308", .greatestFiniteMagnitude),
    ("4.9e-324", .leastNonzeroMagnitude),
    ("1e400", .infinity),
    ("1e-400", 0),
    ("9007199254740993", 9_007_199_254_740_992),
    // More than 15 digits leave the fast path, also at the end of the line.
    ("1.7724538509055159", 1.7724538509055159),
    ("0.30000000000000004", 0.30000000000000004),
    ("123456789012345678901", 123_456_789_012_345_678_901.0),
    ("3.14159265358979323846", 3.14159265358979323846),
  ]

  @Test("a literal reads as the correctly rounded double", arguments: literals)
  func literal(text: String, value expected: Double) throws {
    #expect(try value(text).bitPattern == expected.bitPattern)
    #expect(try tree(text) == .number(expected))
    #expect(try value("-" + text).bitPattern == (-expected).bitPattern)
  }

  @Test("a literal is one token: an operator may follow without a space")
  func literalThenOperator() throws {
    #expect(try value("1e3-2") == 998)
    #expect(try value("5.*2") == 10)
    #expect(try value(".5+.5") == 1)
    #expect(try sExpression("2.5E-3*4") == "(multiply 0.0025 4)")
  }

  // MARK: - Long literals

  @Test("a 5,000-digit literal is read correctly rounded, without trouble")
  func longLiterals() throws {
    let nines = String(repeating: "9", count: 5000)
    #expect(try value(nines) == .infinity)
    let one = "1" + String(repeating: "0", count: 4999) + "e-4999"
    #expect(try value(one) == 1)
    let third = "0." + String(repeating: "3", count: 5000)
    #expect(try value(third) == 1.0 / 3)
    let tenThirds = String(repeating: "3", count: 5000) + "e-4999"
    #expect(try value(tenThirds) == 10.0 / 3)
    #expect(try tree(tenThirds) == .number(10.0 / 3))
    #expect(try pretty(tenThirds) == "3.3333333333333335")
  }

  // MARK: - Malformed literals

  static let malformed: [(text: String, message: String, column: Int)] = [
    (".", "a number needs digits around '.', as in 0.5 or 5.", 1),
    ("1 + .", "a number needs digits around '.', as in 0.5 or 5.", 5),
    (".e3", "a number needs digits around '.', as in 0.5 or 5.", 1),
    ("1e+", "expected an expression after '+'", 4),
    ("1E-", "unknown variable 'E'", 2),
    ("1.2.3", "expected an operator before '.3'; write '*' to multiply", 4),
    ("1..2", "expected an operator before '.2'; write '*' to multiply", 3),
    // Bases and separators (WrittenNumberTests): the column of the digit that is wrong.
    ("0x", "expected hexadecimal digits after '0x'", 1),
    ("0b", "expected binary digits after '0b'", 1),
    ("1 + 0o", "expected octal digits after '0o'", 5),
    ("0o8", "expected octal digits after '0o'", 1),
    ("0x_ff", "expected hexadecimal digits after '0x'", 1),
    ("0b102", "'2' is not a binary digit (in 0b102)", 5),
    ("0xfg", "'g' is not a hexadecimal digit (in 0xfg)", 4),
    ("0x1p3", "'p' is not a hexadecimal digit (in 0x1p3)", 4),
    ("0o19 + 1", "'9' is not an octal digit (in 0o19)", 4),
    ("0xff_", "'_' is not a hexadecimal digit (in 0xff_)", 5),
    ("2 * 0b2", "expected binary digits after '0b'", 5),
    ("1__0", "unknown variable '__0'", 2),
  ]

  @Test("a malformed literal is an error at its column", arguments: malformed)
  func malformedLiteral(text: String, message: String, column: Int) throws {
    let error = try #require(parseError(text))
    #expect(error.message == message)
    #expect(error.column == column)
    #expect(error.line == 1)
  }

  @Test("a name may not start with a digit: 2x is 2 times x")
  func digitThenName() throws {
    #expect(try value("2x", in: Fixture.environment) == 6)
    let error = try #require(parseError("2x", in: Environment()))
    #expect(error.column == 2)
  }
}
