import Tagless

// MARK: - Text

extension BigDecimal {
  /// The exact value of a numeric literal: `digits [ "." digits ] [ ("e"|"E") ["+"|"-"] digits ]`
  /// (or starting with "."); nil for other text, or an exponent beyond
  /// ``Precision/maximumExponent``.
  ///
  /// ```swift
  /// BigDecimal(literal: "1.25e-3")   // 125 × 10^-5
  /// ```
  public init?(literal text: String) {
    var text = text
    guard let (significand, exponent) = text.withUTF8({ Self.literal($0) }) else { return nil }
    self.init(significand, exponent: exponent)
    if !significand.isZero, let leading = leadingExponent,
      abs(leading) > Precision.maximumExponent
    {
      return nil
    }
  }

  /// A literal's bytes as a decimal literal's text: as they are, without `_` separators, or
  /// a based integer's decimal digits (`0xff` is `255`); nil for digits that are not a
  /// number's.
  public static func decimalText(ofLiteral bytes: UnsafeBufferPointer<UInt8>) -> String? {
    switch WrittenLiteral(bytes) {
    case .decimal: String(decoding: bytes, as: UTF8.self)
    case .separated(let digits): digits
    case .integer(let radix, let digits): BigInt(digits: digits, radix: radix)?.description
    }
  }

  /// The significand and exponent of a literal's bytes; a word holds up to 19 digits, more go
  /// through text.
  private static func literal(_ bytes: UnsafeBufferPointer<UInt8>) -> (BigInt, Int)? {
    guard let (word, count, exponent) = scan(bytes) else { return nil }
    let zero = UInt8(ascii: "0")
    if count <= 19 { return (BigInt(UInt(word)), exponent) }
    let digits = String(
      decoding: bytes.prefix { $0 &- zero < 10 || $0 == UInt8(ascii: ".") }.filter {
        $0 != UInt8(ascii: ".")
      }, as: UTF8.self)
    guard let significand = BigInt(digits) else { return nil }
    return (significand, exponent)
  }

  /// A literal's bytes read: the value of its first 19 digits (all of them when there are no
  /// more), how many digits it has, and the exponent of its last digit; nil for text that is
  /// not a literal or has an exponent of more than 17 significant digits.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    word: UInt64, count: Int, exponent: Int
  )? {
    let zero = UInt8(ascii: "0")
    var index = 0
    var small: UInt64 = 0
    var count = 0
    var exponent = 0
    var seenPoint = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte &- zero < 10 {
        if count < 19 { small = small &* 10 &+ UInt64(byte &- zero) }
        count += 1
        if seenPoint { exponent -= 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        break
      }
      index += 1
    }
    guard count > 0 else { return nil }
    if index < bytes.count {
      guard bytes[index] | 0x20 == UInt8(ascii: "e") else { return nil }
      index += 1
      var negative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        negative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < bytes.count else { return nil }
      // Leading zeros do not make an exponent large.
      var value = 0
      var significant = 0
      while index < bytes.count {
        let digit = bytes[index] &- zero
        guard digit < 10 else { return nil }
        if value > 0 || digit > 0 { significant += 1 }
        guard significant <= 17 else { return nil }
        value = value * 10 + Int(digit)
        index += 1
      }
      exponent += negative ? -value : value
    }
    return (small, count, exponent)
  }

  /// The value of a finite double, as the shortest decimal that reads back as it: the decimal
  /// the calculator prints for it (`0.1` for the double nearest 0.1); nil for infinities and NaN.
  ///
  /// Every decimal of up to 15 significant digits comes back as itself.
  public init?(shortest value: Double) {
    guard value.isFinite else { return nil }
    if value == 0 {
      self = .zero
      return
    }
    let decimal = ShortestDecimal.decompose(value.magnitude.bitPattern)
    let significand = BigInt(decimal.significand)
    self.init(value < 0 ? -significand : significand, exponent: decimal.exponent)
  }

  /// The value in the calculator's layout: plain notation when `1e-6 ≤ |x| < 1e21`,
  /// scientific otherwise (`1.5e300`), with no trailing zeros.
  public var description: String {
    let value = normalized
    if value.isZero { return "0" }
    return value.significand.magnitude.decimalDigits.withUnsafeBufferPointer {
      Self.text(digits: $0, exponent: value.exponent, negative: value.significand.sign == .minus)
    }
  }

  /// `±digits × 10^exponent` in the calculator's layout (`digits` without leading or trailing
  /// zeros, at least one), written straight into the string's storage.
  static func text(digits: UnsafeBufferPointer<UInt8>, exponent: Int, negative: Bool) -> String {
    String(unsafeUninitializedCapacity: digits.count + layoutExtra) { buffer in
      layout(digits: digits, exponent: exponent, negative: negative, into: buffer)
    }
  }

  /// The most bytes ``layout(digits:exponent:negative:into:)`` writes beyond the digits:
  /// plain notation adds at most 20 zeros, or "0." and 6; scientific "." and "e-" and 19.
  static let layoutExtra = 32

  /// Writes `±digits × 10^exponent` in the calculator's layout into `buffer`, which holds at
  /// least the digits and ``layoutExtra`` bytes; the bytes written.
  static func layout(
    digits: UnsafeBufferPointer<UInt8>, exponent: Int, negative: Bool,
    into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let scientific = exponent + digits.count - 1
    var end = 0
    func write(_ byte: UInt8) {
      buffer[end] = byte
      end += 1
    }
    func write(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
      let target = UnsafeMutableBufferPointer(rebasing: buffer[end..<(end + bytes.count)])
      _ = target.initialize(from: bytes)
      end += bytes.count
    }
    let zero = UInt8(ascii: "0")
    if negative { write(UInt8(ascii: "-")) }
    if scientific >= 0 && scientific < 21 {
      if exponent >= 0 {
        write(digits[...])
        for _ in 0..<exponent { write(zero) }
      } else {
        write(digits[..<(scientific + 1)])
        write(UInt8(ascii: "."))
        write(digits[(scientific + 1)...])
      }
    } else if scientific < 0 && scientific >= -6 {
      write(zero)
      write(UInt8(ascii: "."))
      for _ in 0..<(-scientific - 1) { write(zero) }
      write(digits[...])
    } else {
      write(digits[0])
      if digits.count > 1 {
        write(UInt8(ascii: "."))
        write(digits[1...])
      }
      write(UInt8(ascii: "e"))
      if scientific < 0 { write(UInt8(ascii: "-")) }
      // The exponent's digits, most significant first.
      var magnitude = scientific.magnitude
      var place: UInt = 1
      while place <= magnitude / 10 { place *= 10 }
      while place > 0 {
        write(zero &+ UInt8(magnitude / place))
        magnitude %= place
        place /= 10
      }
    }
    return end
  }

  /// The nearest double, correctly rounded (ties to even).
  ///
  /// Past 800 digits the rest is replaced by one sticky digit: a halfway point between two
  /// doubles has at most 767 significant digits, so the rounding cannot change.
  public var doubleValue: Double {
    let value = normalized
    guard let leading = value.leadingExponent else { return 0 }
    if leading > 400 { return value.isNegative ? -.infinity : .infinity }
    if leading < -400 { return value.isNegative ? -0.0 : 0 }
    var digits = value.significand.magnitude.decimalText
    var exponent = value.exponent
    if digits.count > 800 {
      exponent += digits.count - 801
      digits = String(digits.prefix(800)) + "1"
    }
    let text = (value.isNegative ? "-" : "") + digits + "e" + String(exponent)
    return Double(text) ?? .nan
  }
}

extension BigDecimal: CustomStringConvertible {}
