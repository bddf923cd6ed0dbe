// Numbers written with a base prefix (`0xff`, `0o17`, `0b1010`) or with `_` between digits
// (`1_000_000`, `3.141_592`), kept off the plain literal's path: each is seen there by one
// test of the byte that ends its first digits.

extension Scanner {
  /// True when the byte at `index` is a `_` and a digit in base `radix` follows it: after a
  /// digit, the `_` is a separator.
  @usableFromInline
  func separates(at index: Int, radix: Int) -> Bool {
    Self.separates(bytes, at: index, radix: radix)
  }

  /// True when `bytes[index]` is a `_` and a digit in base `radix` follows it.
  static func separates(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, radix: Int) -> Bool {
    index + 1 < bytes.count && bytes[index] == UInt8(ascii: "_")
      && WrittenLiteral.digit(bytes[index + 1], radix: radix) != nil
  }

  /// The number at `first`, which has a base prefix or a `_` separator.
  ///
  /// A based integer followed at once by a letter or a digit (`0b102`, `0xfg`) is invalid,
  /// rather than a product: it is a mistyped digit far more often than `0xf * g`.
  @usableFromInline
  mutating func scanWrittenNumber(from first: Int) {
    if first + 1 < bytes.count, bytes[first] == UInt8(ascii: "0"),
      let radix = WrittenLiteral.radix(bytes[first + 1])
    {
      return scanBasedInteger(from: first, radix: radix)
    }
    let zero = UInt8(ascii: "0")
    var index = first
    var written: [UInt8] = []
    // Digits with separators: the integer part, then the fraction's.
    func digits() {
      while index < bytes.count {
        if bytes[index] &- zero < 10 {
          written.append(bytes[index])
          index += 1
        } else if !written.isEmpty, written.last.map({ $0 &- zero < 10 }) == true,
          separates(at: index, radix: 10)
        {
          index += 1
        } else {
          return
        }
      }
    }
    digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      written.append(UInt8(ascii: "."))
      index += 1
      digits()
    }
    // An exponent only when digits (or a sign and digits) follow the `e`, as for any number.
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      var digit = index + 1
      if digit < bytes.count, bytes[digit] == UInt8(ascii: "+") || bytes[digit] == UInt8(ascii: "-")
      {
        digit += 1
      }
      if isDigit(at: digit) {
        written.append(contentsOf: bytes[index..<digit])
        index = digit
        digits()
      }
    }
    (kind, start, end) = (.number, first, index)
    value = written.withUnsafeBufferPointer(DecimalLiteral.value)
  }

  /// The integer in base `radix` whose prefix is at `first`, correctly rounded to a double.
  private mutating func scanBasedInteger(from first: Int, radix: Int) {
    let bitsPerDigit = radix.trailingZeroBitCount
    var index = first + 2
    // The value is (significand | sticky) · 2^exponent: up to 64 significant bits kept, and
    // whether any bit past them is set, which is all that rounding to 53 bits needs.
    var significand: UInt64 = 0
    var bits = 0
    var exponent = 0
    var sticky = false
    var count = 0
    while index < bytes.count {
      guard let digit = WrittenLiteral.digit(bytes[index], radix: radix) else {
        if count > 0, separates(at: index, radix: radix) {
          index += 1
          continue
        }
        break
      }
      count += 1
      index += 1
      if bits + bitsPerDigit <= 64 {
        significand = significand << bitsPerDigit | UInt64(digit)
        bits = significand == 0 ? 0 : 64 - significand.leadingZeroBitCount
      } else {
        exponent += bitsPerDigit
        sticky = sticky || digit != 0
      }
    }
    (start, end) = (first, index)
    // No digits, or a digit of another base or a letter right after them: a mistyped number.
    guard count > 0, index == bytes.count || !Names.isNameByte(bytes[index]) else {
      while end < bytes.count, Names.isNameByte(bytes[end]) { end += 1 }
      kind = .invalid
      return
    }
    kind = .number
    let rounded = Double(sticky ? significand | 1 : significand)
    value =
      exponent == 0 ? rounded : rounded * Double(sign: .plus, exponent: exponent, significand: 1)
  }

  /// What is wrong with the invalid token at `start`..<`end` when it is a mistyped based
  /// integer, and where: a message and the offset to point at; nil for any other token.
  static func basedIntegerProblem(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> (message: String, offset: Int)?
  {
    guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "0"),
      let radix = WrittenLiteral.radix(bytes[range.lowerBound + 1])
    else { return nil }
    let prefix = text(bytes, range.lowerBound..<range.lowerBound + 2)
    let name = WrittenLiteral.name(ofRadix: radix)
    var index = range.lowerBound + 2
    var seenDigit = false
    while index < range.upperBound {
      if WrittenLiteral.digit(bytes[index], radix: radix) != nil {
        seenDigit = true
      } else if !seenDigit || !separates(bytes, at: index, radix: radix) {
        break
      }
      index += 1
    }
    guard seenDigit else {
      return ("expected \(name) digits after '\(prefix)'", range.lowerBound)
    }
    guard index < range.upperBound else { return nil }
    let found = text(bytes, index..<index + 1)
    let article = radix == 8 ? "an" : "a"
    return ("'\(found)' is not \(article) \(name) digit (in \(text(bytes, range)))", index)
  }
}
