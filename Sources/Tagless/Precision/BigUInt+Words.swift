import BigInt

// MARK: - Words

/// Small values and one-word operations without BigInt's generic entry points.
///
/// attaswift/BigInt converts from a built-in integer (`BigUInt(5)`, a literal, the remainder of
/// a division by one word) through `init<T: BinaryInteger>`, which is not specialised across
/// modules: callgrind measured about 1,500 instructions for one word, more than the arithmetic
/// around it at 50 digits. These build the same values from words.
extension BigUInt {
  /// One, stored inline (converted once; `BigUInt(words:)` would keep a heap array).
  static let one: BigUInt = 1
  /// Ten.
  static let ten = word(10)

  /// A one-word value.
  static func word(_ value: UInt) -> BigUInt {
    value == 0 ? BigUInt() : one.multiplied(byWord: value)
  }

  /// The words from the lowest, without leading zero words (empty for zero).
  var wordArray: [UInt] {
    var array = Array(words)
    while array.last == 0 { array.removeLast() }
    return array
  }

  /// The quotient and remainder of a division by a non-zero word.
  func quotientAndRemainder(byWord divisor: UInt) -> (quotient: BigUInt, remainder: UInt) {
    var array = wordArray
    let remainder = Self.divide(&array, byWord: divisor)
    return (BigUInt(words: array), remainder)
  }

  /// Divides the words (lowest first) by a non-zero word in place; returns the remainder.
  static func divide(_ array: inout [UInt], byWord divisor: UInt) -> UInt {
    var remainder: UInt = 0
    var index = array.count - 1
    while index >= 0 {
      (array[index], remainder) = divisor.dividingFullWidth((remainder, array[index]))
      index -= 1
    }
    while array.last == 0 { array.removeLast() }
    return remainder
  }

  /// The last decimal digit: the words modulo 10, as 2^64 ≡ 6 and 6^k ≡ 6 (mod 10).
  var lastDecimalDigit: Int {
    var higher: UInt = 0
    var first = true
    var lowest: UInt = 0
    for word in words {
      if first {
        lowest = word % 10
        first = false
      } else {
        higher += word % 10
      }
    }
    return Int((lowest + 6 * (higher % 10)) % 10)
  }

  /// The decimal digits as text (`"0"` for zero).
  var decimalText: String { String(decoding: LargeIntegers.decimalDigits(self), as: UTF8.self) }

  /// The decimal digits as ASCII bytes (`"0"` for zero): nineteen at a time by one-word
  /// divisions.
  var decimalDigits: [UInt8] {
    var array = wordArray
    var chunks: [UInt] = []
    chunks.reserveCapacity(array.count * 64 / 63 + 1)
    while !array.isEmpty { chunks.append(Self.divide(&array, byWord: 10_000_000_000_000_000_000)) }
    guard let top = chunks.last else { return [UInt8(ascii: "0")] }
    var bytes = Array(String(top).utf8)
    let start = bytes.count
    bytes += repeatElement(UInt8(ascii: "0"), count: 19 * (chunks.count - 1))
    for (position, chunk) in chunks.dropLast().reversed().enumerated() {
      var rest = chunk
      var index = start + 19 * position + 18
      while rest > 0 {
        bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        index -= 1
      }
    }
    return bytes
  }
}

extension BigInt {
  /// A value of one word and a sign.
  static func word(_ value: Int) -> BigInt {
    BigInt(sign: value < 0 ? .minus : .plus, magnitude: .word(value.magnitude))
  }
}
