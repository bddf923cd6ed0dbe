import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - Helpers

/// `DecimalLiteral.value` of a literal's text.
private func literalValue(_ text: String) -> Double {
  Array(text.utf8).withUnsafeBufferPointer(DecimalLiteral.value)
}

/// A random literal of the calculator's grammar: digits, an optional fraction and exponent.
private func randomLiteral(_ random: inout SeededGenerator) -> String {
  func digits(_ count: Int) -> String {
    String((0..<count).map { _ in Character(Unicode.Scalar(48 + UInt8(random.next() % 10))) })
  }
  // Mostly short literals (the fast path), sometimes long ones (the fallback).
  let long = random.next() % 8 == 0
  let integerCount = Int(random.next() % (long ? 30 : 10))
  let fractionCount = Int(random.next() % (long ? 30 : 10))
  var text = integerCount > 0 ? digits(integerCount) : "0"
  if random.next() % 3 != 0 {
    text += "." + digits(fractionCount)
  }
  if random.next() % 10 == 0 {
    text = String(repeating: "0", count: Int(random.next() % 5)) + text
  }
  switch random.next() % 4 {
  case 0: break
  case 1: text += "e" + String(Int(random.next() % 30))
  case 2: text += "E-" + String(Int(random.next() % 30))
  default:
    let sign = ["", "+", "-"][Int(random.next() % 3)]
    text += "e" + sign + String(Int(random.next() % 700))
  }
  return text
}

// MARK: - Tests

@Suite("DecimalLiteral")
struct DecimalLiteralTests {
  static let examples: [(String, Double)] = [
    ("0", 0),
    ("000", 0),
    ("0.0e0", 0),
    ("4", 4),
    ("5.", 5),
    (".5", 0.5),
    ("1e3", 1000),
    ("1E+2", 100),
    ("2.5E-3", 0.0025),
    ("2.5e-3", 0.0025),
    ("0.1", 0.1),
    ("0.30000000000000004", 0.1 + 0.2),
    ("3.8333333333333335", 23.0 / 6),
    ("123.456", 123.456),
    ("00000000000000000000000000001", 1),
    ("0.00000000000000000000000000001", 1e-29),
    ("1e22", 1e22),
    ("1e-22", 1e-22),
    ("123e-22", 123e-22),
    ("1e23", 1e23),
    ("1e37", 1e37),
    ("9e37", 9e37),
    ("6.02214076e23", 6.022_140_76e23),
    ("9007199254740991", 9_007_199_254_740_991),
    ("9007199254740992", 9_007_199_254_740_992),
    ("9007199254740993", 9_007_199_254_740_992),
    ("9007199254740995", 9_007_199_254_740_996),
    ("9007199254740993.0000000000000000000000001", 9_007_199_254_740_994),
    ("18446744073709551616", 0x1p64),
    ("123456789012345678901234567890", 1.234_567_890_123_456_789_012_345_678_90e29),
    ("1.7976931348623157e308", .greatestFiniteMagnitude),
    ("1.7976931348623159e308", .infinity),
    ("2.2250738585072014e-308", .leastNormalMagnitude),
    ("2.225073858507201e-308", Double.leastNormalMagnitude.nextDown),
    ("4.9e-324", .leastNonzeroMagnitude),
    ("5e-324", .leastNonzeroMagnitude),
    ("2.5e-324", .leastNonzeroMagnitude),
    ("2.4e-324", 0),
    ("1e999999999999", .infinity),
    ("1e-99999999999", 0),
    ("0e999999999999", 0),
    ("0.000e-99999999999999999999999999", 0),
    ("1e400", .infinity),
    ("1e-400", 0),
    ("1E309", .infinity),
    ("1e-325", 0),
  ]

  @Test("examples, edges and the fast path's boundaries", arguments: examples)
  func example(text: String, expected: Double) {
    #expect(literalValue(text).bitPattern == expected.bitPattern, "\(text)")
    if let standard = Double(text) {
      #expect(literalValue(text).bitPattern == standard.bitPattern, "\(text)")
    }
  }

  @Test("5,000-digit literals go through the fallback, correctly rounded")
  func longLiterals() {
    let one = "1" + String(repeating: "0", count: 5000) + "e-5000"
    #expect(literalValue(one) == 1)
    let third = "0." + String(repeating: "3", count: 5000)
    #expect(literalValue(third) == 1.0 / 3)
    let tiny = "0." + String(repeating: "0", count: 5000) + "1e5001"
    #expect(literalValue(tiny) == 1)
    // Just above the halfway point between 2^53 and 2^53 + 2, 3,000 digits later.
    let halfway = "9007199254740993." + String(repeating: "0", count: 3000) + "1"
    #expect(literalValue(halfway) == 9_007_199_254_740_994)
    let big = String(repeating: "9", count: 5000)
    #expect(literalValue(big) == .infinity)
    #expect(literalValue(big + "e-4700").bitPattern == Double(big + "e-4700")?.bitPattern)
  }

  @Test("random literals match Double(String) bit for bit (8 × 12,500, seeded)", arguments: 0..<8)
  func randomLiterals(chunk: UInt64) {
    var random = SeededGenerator(seed: 0x0DEC_13A1 &+ chunk)
    for _ in 0..<12_500 {
      let text = randomLiteral(&random)
      guard let standard = Double(text) else {
        Issue.record("the standard library rejects \(text)")
        continue
      }
      #expect(literalValue(text).bitPattern == standard.bitPattern, "\(text)")
    }
  }

  @Test("random 15- to 19-digit literals match Double(String) (8 × 10,000)", arguments: 0..<8)
  func randomLongLiterals(chunk: UInt64) {
    var random = SeededGenerator(seed: 0x1_09D1_6175 &+ chunk)
    for _ in 0..<10_000 {
      let digitCount = 15 + Int(random.next() % 5)
      var digits = String(1 + random.next() % 9)
      for _ in 1..<digitCount { digits += String(random.next() % 10) }
      let point = Int(random.next() % UInt64(digitCount + 1))
      let exponent = Int(random.next() % 661) - 330
      let text =
        String(digits.prefix(point)) + "." + String(digits.dropFirst(point)) + "e"
        + String(exponent)
      #expect(literalValue(text).bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test("exact midpoints between doubles round to even, and their neighbours (seeded)")
  func midpoints() {
    var random = SeededGenerator(seed: 0x0011_D901_2175)
    for _ in 0..<20_000 {
      // A double in [2^53, 10^19): the midpoint to the next one is an integer of <= 19 digits.
      let value = Double(random.next() % 9_990_000_000_000_000_000 + (1 << 53))
      let midpoint = UInt64(value) + UInt64(value.ulp / 2)
      guard midpoint < 10_000_000_000_000_000_000 else { continue }
      for candidate in [midpoint - 1, midpoint, midpoint + 1] {
        let text = String(candidate)
        #expect(literalValue(text).bitPattern == Double(text)?.bitPattern, "\(text)")
      }
    }
  }

  @Test("a printed result's 17 digits take the 190-bit product path, not the fallback")
  func longDigitsPath() {
    #expect(DecimalLiteral.roundedProduct(38_333_333_333_333_335, -16) == 23.0 / 6)
    #expect(DecimalLiteral.roundedProduct(30_000_000_000_000_004, -17) == 0.1 + 0.2)
    #expect(DecimalLiteral.roundedProduct(17_976_931_348_623_157, 292) == .greatestFiniteMagnitude)
    #expect(DecimalLiteral.roundedProduct(17_976_931_348_623_159, 292) == .infinity)
    // The tie 2^53 + 1 is left to the fallback.
    #expect(DecimalLiteral.roundedProduct(9_007_199_254_740_993, 0) == nil)
  }

  @Test("formatted doubles read back through DecimalLiteral (8 × 10,000, seeded)", arguments: 0..<8)
  func roundTrip(chunk: UInt64) {
    var random = SeededGenerator(seed: 0x5EED_0000 &+ chunk)
    for _ in 0..<10_000 {
      let value = Double(bitPattern: random.next() >> 1)
      guard value.isFinite else { continue }
      let text = NumberFormatting.string(value)
      #expect(literalValue(text).bitPattern == value.bitPattern, "\(text)")
    }
  }

  @Test("every exact fast-path combination: small digits and exponents ±22")
  func fastPathGrid() {
    for mantissa in ["1", "7", "25", "999", "4503599627370497", "9007199254740991"] {
      for exponent in -30...40 {
        let text = mantissa + "e" + String(exponent)
        #expect(literalValue(text).bitPattern == Double(text)?.bitPattern, "\(text)")
      }
    }
  }
}
