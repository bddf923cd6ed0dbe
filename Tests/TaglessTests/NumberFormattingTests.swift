import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - Helpers

/// The significant digits of a decimal text and the exponent of its leading digit.
///
/// `"0.0025"` and `"2.5e-3"` both give `("25", -3)`; `"-0.0"` gives `("", 0)`.
private func significantDigits(_ text: String) -> (digits: String, exponent: Int) {
  var body = Substring(text)
  if body.first == "-" { body = body.dropFirst() }
  var exponent = 0
  if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
    exponent = Int(body[body.index(after: e)...]) ?? Int.min
    body = body[..<e]
  }
  let point = body.firstIndex(of: ".") ?? body.endIndex
  let integerCount = body.distance(from: body.startIndex, to: point)
  let all = Array(body.filter { $0 != "." })
  guard let first = all.firstIndex(where: { $0 != "0" }) else { return ("", 0) }
  var last = all.count
  while all[last - 1] == "0" { last -= 1 }
  return (String(all[first..<last]), integerCount - 1 - first + exponent)
}

/// The double a formatted text reads back as, mapping the calculator's `inf` and `nan`.
private func readBack(_ text: String) -> Double? {
  switch text {
  case "inf": return .infinity
  case "-inf": return -.infinity
  case "nan": return .nan
  default: return Double(text)
  }
}

/// The text `write(_:into:)` produces, checking that it stays within 25 bytes and writes
/// nothing past the 32 bytes of its buffer.
private func written(_ value: Double) -> String {
  let capacity = NumberFormatting.bufferCapacity
  var bytes = [UInt8](repeating: 0xAB, count: capacity + 16)
  let count = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
    guard let base = buffer.baseAddress else { return 0 }
    return NumberFormatting.write(value, into: base)
  }
  #expect(count <= 25)
  #expect(bytes[capacity...].allSatisfy { $0 == 0xAB })
  return String(decoding: bytes[..<count], as: UTF8.self)
}

// MARK: - Tests

@Suite("NumberFormatting")
struct NumberFormattingTests {
  /// Checks everything a text must satisfy for `value`.
  func checkProperties(_ value: Double) {
    let text = NumberFormatting.string(value)
    #expect(text == written(value), "\(value.bitPattern)")
    guard let back = readBack(text) else {
      Issue.record("unreadable \(text) for bits \(value.bitPattern)")
      return
    }
    if value.isNaN {
      #expect(back.isNaN && text == "nan")
      return
    }
    #expect(back.bitPattern == value.bitPattern, "\(text) for bits \(value.bitPattern)")
    guard value.isFinite else { return }
    let mine = significantDigits(text)
    let standard = significantDigits(value.description)
    #expect(mine == standard, "\(text) vs \(value.description)")
    // Notation: plain exactly when 1e-6 <= |x| < 1e21, never a "+" or an exponent's leading 0.
    let magnitude = value.magnitude
    let isPlain = magnitude == 0 || (magnitude >= 1e-6 && magnitude < 1e21)
    #expect(text.contains("e") != isPlain, "\(text)")
    #expect(!text.contains("+") && !text.contains("e0") && !text.contains("e-0"), "\(text)")
    let mantissa = text.split(separator: "e")[0]
    #expect(!mantissa.hasSuffix(".") && !(mantissa.contains(".") && mantissa.hasSuffix("0")))
  }

  static let examples: [(Double, String)] = [
    (0.1 + 0.2, "0.30000000000000004"),
    (23.0 / 6, "3.8333333333333335"),
    (1.0 / 3, "0.3333333333333333"),
    (-1.0 / 3, "-0.3333333333333333"),
    (4, "4"),
    (1e12, "1000000000000"),
    (2.5, "2.5"),
    (-2.5, "-2.5"),
    (0.000001, "0.000001"),
    (0.0000015, "0.0000015"),
    (1.234_567_890_123_456_8e20, "123456789012345680000"),
    (1e21, "1e21"),
    (-1e21, "-1e21"),
    (1.5e300, "1.5e300"),
    (1e-7, "1e-7"),
    (2.5e-10, "2.5e-10"),
    (.leastNonzeroMagnitude, "5e-324"),
    (.greatestFiniteMagnitude, "1.7976931348623157e308"),
    (-.greatestFiniteMagnitude, "-1.7976931348623157e308"),
    (0, "0"),
    (-0.0, "-0"),
    (.infinity, "inf"),
    (-.infinity, "-inf"),
    (.nan, "nan"),
    (-.nan, "nan"),
    (.signalingNaN, "nan"),
  ]

  @Test("the examples of the specification", arguments: examples)
  func example(value: Double, expected: String) {
    #expect(NumberFormatting.string(value) == expected)
    #expect(written(value) == expected)
  }

  static let edges: [(Double, String)] = [
    (2 * .leastNonzeroMagnitude, "1e-323"),
    (3 * .leastNonzeroMagnitude, "1.5e-323"),
    (10 * .leastNonzeroMagnitude, "5e-323"),
    (.leastNormalMagnitude, "2.2250738585072014e-308"),
    (Double.leastNormalMagnitude.nextDown, "2.225073858507201e-308"),
    (Double(sign: .plus, exponent: 53, significand: 1), "9007199254740992"),
    (Double(sign: .plus, exponent: 53, significand: 1) - 1, "9007199254740991"),
    (Double(sign: .plus, exponent: 53, significand: 1) + 2, "9007199254740994"),
    (Double(sign: .plus, exponent: 64, significand: 1), "18446744073709552000"),
    (1e20, "100000000000000000000"),
    (Double(1e21).nextDown, "999999999999999900000"),
    (Double(1e21).nextUp, "1.0000000000000001e21"),
    (1e22, "1e22"),
    (1e23, "1e23"),
    (1e16, "10000000000000000"),
    (1e15 + 0.5, "1000000000000000.5"),
    (Double(1e-6).nextDown, "9.999999999999997e-7"),
    (5e-7, "5e-7"),
    (1e-5, "0.00001"),
    (0.1, "0.1"),
    (100, "100"),
    (0.5, "0.5"),
    (1234.5678, "1234.5678"),
    (-1e-300, "-1e-300"),
    (1e100, "1e100"),
    (1.0000000000000002, "1.0000000000000002"),
    (1e-308, "1e-308"),
  ]

  @Test("edge cases: subnormals, binade and notation boundaries", arguments: edges)
  func edge(value: Double, expected: String) {
    #expect(NumberFormatting.string(value) == expected)
    checkProperties(value)
  }

  @Test("every power of two and the doubles beside it")
  func powersOfTwo() {
    for exponent in -1074...1023 {
      let power = Double(sign: .plus, exponent: exponent, significand: 1)
      checkProperties(power)
      checkProperties(power.nextUp)
      checkProperties(-power.nextDown)
    }
  }

  @Test("the smallest subnormals and the largest finite doubles")
  func extremes() {
    for c in UInt64(1)...4000 {
      checkProperties(Double(bitPattern: c))
      checkProperties(Double(bitPattern: 0x7FEF_FFFF_FFFF_FFFF - c))
    }
  }

  @Test("random bit patterns (8 × 25,000, seeded)", arguments: 0..<8)
  func randomBitPatterns(chunk: UInt64) {
    var random = SeededGenerator(seed: 0x7A61_1E55 &+ chunk)
    for _ in 0..<25_000 {
      checkProperties(Double(bitPattern: random.next()))
    }
  }

  static let scales: [Double] = [1, 10, 100, 1e3, 1e6, 1e9, 1e15, 1e20, 1e25]

  @Test("random calculator-like results (8 × 10,000, seeded)", arguments: 0..<8)
  func randomNiceValues(chunk: UInt64) {
    var random = SeededGenerator(seed: 0xC0FF_EE00 &+ chunk)
    for _ in 0..<10_000 {
      let integer = Double(Int.random(in: -1_000_000...1_000_000, using: &random))
      let scale = Self.scales[Int.random(in: 0..<Self.scales.count, using: &random)]
      let divisor = Double(Int.random(in: 1...1000, using: &random))
      checkProperties(integer)
      checkProperties(integer / scale)
      checkProperties(integer * scale)
      checkProperties(integer / divisor)
      checkProperties((integer / divisor) * (integer / scale))
    }
  }

  @Test("the digits of 3.8333333333333335 come from Schubfach, not a shortcut")
  func decomposition() {
    let decimal = ShortestDecimal.decompose((23.0 / 6).bitPattern)
    #expect(decimal.significand == 38_333_333_333_333_335)
    #expect(decimal.exponent == -16)
    let integer = ShortestDecimal.decompose(Double(1000).bitPattern)
    #expect(integer.significand == 1000 && integer.exponent == 0)
  }
}
