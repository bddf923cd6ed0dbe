import Testing

@testable import Tagless

/// Integers in bases 16, 8 and 2 (`0xff`, `0o17`, `0b1010`) and `_` between digits
/// (`1_000_000`): read as the correctly rounded double, one token, in both encodings.
@Suite("Numbers in bases and with separators")
struct WrittenNumberTests {
  static let literals: [(text: String, value: Double)] = [
    ("0xff", 255),
    ("0XFF", 255),
    ("0xDead_Beef", 3_735_928_559),
    ("0o17", 15),
    ("0O777", 511),
    ("0b1010", 10),
    ("0B1_0000_0000", 256),
    ("0x0", 0),
    ("0x000000000000000000000001", 1),
    ("1_000_000", 1_000_000),
    ("1_000.000_5", 1000.0005),
    ("3.141_592_653", 3.141592653),
    (".5_5", 0.55),
    ("1_0e1_0", 1e11),
    ("1_2.5e-1", 1.25),
    ("123_456_789_012_345_678_901", 123_456_789_012_345_678_901.0),
    // Past 53 bits a based integer rounds to nearest, ties to even, as a decimal one does.
    ("0x20000000000001", 9_007_199_254_740_992),
    ("0x20000000000003", 9_007_199_254_740_996),
    ("0x1fffffffffffff8", 144_115_188_075_855_872),
    ("0x1fffffffffffff7", 144_115_188_075_855_856),
    ("0x1fffffffffffff8000000000000000001", 0x1p129),
    ("0xffffffffffffffff", 0x1p64),
    ("0x1" + String(repeating: "0", count: 256), .infinity),
  ]

  @Test(
    "a literal in a base or with separators reads as the correctly rounded double",
    arguments: literals)
  func literal(text: String, value expected: Double) throws {
    #expect(try value(text).bitPattern == expected.bitPattern)
    #expect(try tree(text) == .number(expected))
    #expect(try value("-" + text).bitPattern == (-expected).bitPattern)
    #expect(try value(text + "+1") == expected + 1)
  }

  @Test("the prefix is a prefix only of a lone 0, and a separator only between digits")
  func boundaries() throws {
    let x = Fixture.environment
    #expect(try value("10x", in: x) == 30)  // 10 times x: no prefix after 10
    #expect(try value("00x", in: x) == 0)
    var underscored = Environment()
    underscored.assign("_x", 4)
    #expect(try value("2_x", in: underscored) == 8)  // 2 times _x
    #expect(try value("2(0x10)") == 32)
    #expect(try value("0x10^2") == 256)
  }

  @Test("the form an interpreter reads: as written, without separators, or a base's digits")
  func forms() {
    func form(_ text: String) -> WrittenLiteral {
      Array(text.utf8).withUnsafeBufferPointer(WrittenLiteral.init)
    }
    #expect(form("12.5e3") == .decimal)
    #expect(form("1_000.5") == .separated(digits: "1000.5"))
    #expect(form("0xDead_Beef") == .integer(radix: 16, digits: "DeadBeef"))
    #expect(form("0o17") == .integer(radix: 8, digits: "17"))
    #expect(form("0b1_0") == .integer(radix: 2, digits: "10"))
  }

  @Test("both encodings print the same for every view")
  func encodings() throws {
    for text in ["0xff + 1_000", "0b11 * 0o7 - 0x1_0", "sin(0x1) + 1_0.5"] {
      #expect(try pretty(text) == tree(text).prettyPrinted())
    }
  }
}
