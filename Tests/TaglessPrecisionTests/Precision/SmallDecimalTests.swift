import TaglessWorkloads
import Testing

@testable import Tagless
@testable import TaglessPrecision

/// The inline fast path of ``Precise`` gives the same values as ``BigDecimal``'s unlimited
/// operations, digit for digit: the same correctly rounded sums, products and quotients, the
/// same literals and the same text.
@Suite struct SmallDecimalTests {
  /// Digits around the limb boundaries (18, 36, 54) and the most the fast path takes.
  static let precisions = [2, 3, 17, 18, 19, 20, 35, 36, 37, 50, 53, 54, 55]

  /// A random decimal: up to 70 digits in patterns where carries, ties and long runs occur
  /// (all nines, a five then zeros, a one then zeros, trailing zeros), a random exponent and
  /// sign.
  static func decimal(_ random: inout SeededGenerator) -> BigDecimal {
    let count = 1 + random.below(70)
    var digits = ""
    switch random.below(6) {
    case 0: digits = String(repeating: "9", count: count)
    case 1: digits = "5" + String(repeating: "0", count: count - 1)
    case 2: digits = "1" + String(repeating: "0", count: count - 1)
    case 3:
      digits = String((0..<count).map { _ in Character(String(random.below(10))) })
      digits += String(repeating: "0", count: random.below(30))
    default:
      digits = String((0..<count).map { _ in Character(String(random.below(10))) })
    }
    let significand = BigInt(digits) ?? 0
    let exponent = random.below(161) - 80
    return BigDecimal(random.below(2) == 0 ? significand : -significand, exponent: exponent)
  }

  /// A random decimal rounded to `digits`, and the same value held inline.
  static func operand(_ random: inout SeededGenerator, digits: Int) -> (BigDecimal, SmallDecimal) {
    let value = decimal(&random).rounded(toDigits: digits)
    let small = SmallDecimal(value, digits: digits)
    #expect(small?.decimal == value, "\(value) held inline at \(digits) digits")
    return (value, small ?? .zero)
  }

  @Test(arguments: precisions) func operationsAgree(digits: Int) {
    var random = SeededGenerator(seed: UInt64(digits))
    for _ in 0..<400 {
      let (x, a) = Self.operand(&random, digits: digits)
      let (y, b) = Self.operand(&random, digits: digits)
      // A sum that cancels, and one far apart, now and then.
      let z = random.below(8) == 0 ? -x : y
      let c = SmallDecimal(z, digits: digits) ?? .zero
      let cases: [(String, BigDecimal, SmallDecimal?, BigDecimal)] = [
        ("+", z, SmallDecimal.sum(a, c, digits: digits), BigDecimal.sum(x, z, digits: digits)),
        ("-", y, SmallDecimal.sum(a, -b, digits: digits), BigDecimal.sum(x, -y, digits: digits)),
        ("*", y, SmallDecimal.product(a, b, digits: digits), (x * y).rounded(toDigits: digits)),
      ]
      for (operation, z, small, expected) in cases {
        guard let small else {
          // Only a sum of values far apart may not fit (it takes the unlimited path).
          let apart = abs((x.leadingExponent ?? 0) - (z.leadingExponent ?? 0))
          #expect(operation != "*" && apart > 100, "\(x) \(operation) \(z) at \(digits)")
          continue
        }
        #expect(small.decimal == expected, "\(x) \(operation) \(z) at \(digits) digits")
        #expect(small.description == expected.description)
      }
      if !y.isZero {
        let quotient = SmallDecimal.quotient(a, b, digits: digits)
        let expected = BigDecimal.quotient(x, y, digits: digits)
        #expect(quotient?.decimal == expected, "\(x) / \(y) at \(digits) digits")
        #expect(quotient?.description == expected.description)
      }
    }
  }

  /// Ties at the rounding digit go to the even neighbour; a sticky remainder rounds up.
  @Test(arguments: [
    ("1.005", 3, "1"), ("1.015", 3, "1.02"), ("1.025", 3, "1.02"), ("999.5", 3, "1000"),
    ("998.5", 3, "998"), ("0.000123456789012345", 5, "0.00012346"),
    ("123456789012345678.5", 18, "123456789012345678"),
    ("123456789012345679.5", 18, "123456789012345680"),
    ("9999999999999999995", 18, "10000000000000000000"), ("2.5e-400", 2, "2.5e-400"),
  ])
  func literalsRound(text: String, digits: Int, expected: String) {
    var text = text
    let small = text.withUTF8 { SmallDecimal(literal: $0, digits: digits) }
    #expect(small?.description == expected)
    #expect(small?.decimal == BigDecimal(literal: text)?.rounded(toDigits: digits))
  }

  /// Literals of up to 19 digits, any exponent, read inline as the unlimited path reads them.
  @Test func literalsAgree() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let count = 1 + random.below(19)
      var text = String((0..<count).map { _ in Character(String(random.below(10))) })
      if random.below(2) == 0 {
        text.insert(".", at: text.index(text.startIndex, offsetBy: random.below(count + 1)))
      }
      if random.below(2) == 0 { text += "e\(random.below(801) - 400)" }
      let digits = Self.precisions[random.below(Self.precisions.count)]
      let expected = BigDecimal(literal: text)?.rounded(toDigits: digits)
      let small = text.withUTF8 { SmallDecimal(literal: $0, digits: digits) }
      #expect(small?.decimal == expected, "\(text)")
    }
  }

  /// ``Precise/withText(_:)`` writes the bytes of the description, inline (written on the
  /// stack) or not, in every layout: plain, small, scientific, negative, zero.
  @Test(arguments: [10, 50, 55, 56, 120])
  func textAgrees(digits: Int) throws {
    let lines = [
      "1/3", "-2/3", "0", "10^20", "10^21 / 7", "1e-7 / 3", "-0.000001 / 3", "123.456",
      "2^200", "1/2^200", "100000", "-5e-324", "1/0",
    ]
    for line in lines {
      let value = try Precision.withDigits(digits) { try Parser.expression(line, as: Precise.self) }
      var written: [UInt8] = []
      value.withText { written.append(contentsOf: $0) }
      #expect(String(decoding: written, as: UTF8.self) == value.description, "\(line)")
    }
  }
}
