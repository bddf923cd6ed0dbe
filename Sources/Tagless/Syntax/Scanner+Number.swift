// MARK: - Numbers

extension Scanner {
  @inlinable
  func isDigit(at index: Int) -> Bool {
    index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10
  }

  /// `digits [ "." [digits] ] [exponent] | "." digits [exponent]`; a lone `.` is invalid.
  ///
  /// Numbers with a base prefix or `_` separators go to ``scanWrittenNumber(from:)``.
  ///
  /// Converts as it scans: up to 15 digits without an exponent make an integer below 2^53
  /// over at most 10^15, so one exact division (Clinger's fast path) gives the correctly
  /// rounded value; an integer literal needs no division at all. Other literals go to
  /// ``DecimalLiteral``. The byte that ends the integer digits is looked at once, for both
  /// `.` and `e`. Inlined into ``advance()``, where two in five tokens are numbers.
  @inlinable @inline(__always)
  mutating func scanNumber(from first: Int) {
    let count = bytes.count
    var index = first
    var mantissa: Int64 = 0
    while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ Int64(digit)
      index &+= 1
    }
    (kind, start) = (.number, first)
    if index < count {
      let stop = bytes[index]
      if stop == UInt8(ascii: ".") { return scanFraction(from: first, point: index, mantissa) }
      // A letter or `_` (or a byte above): an exponent, a base prefix or a separator maybe.
      if stop >= UInt8(ascii: "A") {
        if stop | 0x20 == UInt8(ascii: "e") { return scanLongNumber(from: first, to: index) }
        if stop == UInt8(ascii: "_")
          || (index &- first == 1 && mantissa == 0 && WrittenLiteral.radix(stop) != nil)
        {
          return scanWrittenNumber(from: first)
        }
      }
    }
    guard index &- first <= 15 else { return scanLongNumber(from: first, to: index) }
    end = index
    value = Double(mantissa)
  }

  /// The digits after the point at `point` of a number that starts at `first`, whose integer
  /// digits made `integerPart`.
  @inlinable @inline(__always)
  mutating func scanFraction(from first: Int, point: Int, _ integerPart: Int64) {
    let count = bytes.count
    var index = point &+ 1
    var mantissa = integerPart
    while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ Int64(digit)
      index &+= 1
    }
    let fraction = index &- point &- 1
    let digits = index &- first &- 1
    if digits == 0 {
      (kind, end) = (.invalid, index)
      return
    }
    if index < count, bytes[index] == UInt8(ascii: "_") { return scanWrittenNumber(from: first) }
    if digits > 15 || (index < count && bytes[index] | 0x20 == UInt8(ascii: "e")) {
      return scanLongNumber(from: first, to: index)
    }
    end = index
    value = Double(mantissa) / DecimalLiteral.exactPowerOfTen(fraction)
  }

  /// A number with an exponent or more than 15 digits, whose digits end at `digitsEnd`.
  @usableFromInline
  mutating func scanLongNumber(from first: Int, to digitsEnd: Int) {
    var index = digitsEnd
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      var exponent = index + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
      {
        exponent += 1
      }
      if isDigit(at: exponent) {
        index = exponent
        while isDigit(at: index) { index += 1 }
      }
    }
    if separates(at: index, radix: 10) { return scanWrittenNumber(from: first) }
    end = index
    value = DecimalLiteral.value(UnsafeBufferPointer(rebasing: bytes[first..<index]))
  }
}
