// MARK: - Numbers

extension Scanner {
  @inlinable
  func isDigit(at index: Int) -> Bool {
    index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10
  }

  /// `digits [ "." [digits] ] [exponent] | "." digits [exponent]`; a lone `.` is invalid.
  ///
  /// Converts as it scans: up to 15 digits without an exponent make an integer below 2^53
  /// over at most 10^15, so one exact division (Clinger's fast path) gives the correctly
  /// rounded value. Other literals go to ``DecimalLiteral``.
  @inlinable
  mutating func scanNumber(from first: Int) {
    let count = bytes.count
    var index = first
    var mantissa: Int64 = 0
    while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ Int64(digit)
      index &+= 1
    }
    var digits = index &- first
    var fraction = 0
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index &+= 1
      let fractionStart = index
      while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
        mantissa = mantissa &* 10 &+ Int64(digit)
        index &+= 1
      }
      fraction = index &- fractionStart
      digits &+= fraction
      if digits == 0 {
        (kind, start, end) = (.invalid, first, index)
        return
      }
    }
    (kind, start) = (.number, first)
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
    end = index
    value = DecimalLiteral.value(UnsafeBufferPointer(rebasing: bytes[first..<index]))
  }
}
