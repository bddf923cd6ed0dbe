// MARK: - Text

extension SmallDecimal {
  /// The value in the calculator's layout, as ``BigDecimal/description`` writes it.
  var description: String {
    var text = ""
    withText { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  /// Calls `body` with the bytes of ``description``, written on the stack: no string is made.
  func withText(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let most = 4 * DecimalLimbs.digitsPerLimb
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * most + BigDecimal.layoutExtra) {
      storage in
      guard count > 0, let start = storage.baseAddress else {
        storage[0] = UInt8(ascii: "0")
        return body(UnsafeBufferPointer(rebasing: storage[..<1]))
      }
      // Every limb's 18 digits, leading zeros included, end at `most`; then the text laid
      // out from the significant ones after them.
      let raw = UnsafeMutableRawPointer(start)
      var end = most
      var index = 0
      while index < count {
        let (high, low) = limbs[index].quotientAndRemainder(dividingBy: 1_000_000_000)
        Self.writeNine(UInt32(truncatingIfNeeded: low), endingAt: end, into: raw)
        Self.writeNine(UInt32(truncatingIfNeeded: high), endingAt: end - 9, into: raw)
        end -= 18
        index += 1
      }
      let first = end + 18 - DecimalLimbs.digitCount(limbs[count - 1])
      // The bottom limb is non-zero: at most 17 trailing zeros.
      var last = most
      while storage[last - 1] == UInt8(ascii: "0") { last -= 1 }
      let text = UnsafeMutableBufferPointer(rebasing: storage[most...])
      let written = BigDecimal.layout(
        digits: UnsafeBufferPointer(rebasing: storage[first..<last]),
        exponent: 18 * scale + most - last, negative: isNegative, into: text)
      return body(UnsafeBufferPointer(rebasing: text[..<written]))
    }
  }

  /// Writes the nine decimal digits of `value` (below 10^9, leading zeros included) at
  /// `end - 9 ..< end`: two at a time from a table, in 32-bit words (a division by the
  /// constant 100 is a multiplication).
  @inline(__always)
  private static func writeNine(
    _ value: UInt32, endingAt end: Int, into raw: UnsafeMutableRawPointer
  ) {
    var value = value
    var position = end
    for _ in 0..<4 {
      let (rest, pair) = value.quotientAndRemainder(dividingBy: 100)
      raw.storeBytes(of: digitPairs[Int(pair)], toByteOffset: position - 2, as: UInt16.self)
      position -= 2
      value = rest
    }
    raw.storeBytes(
      of: UInt8(truncatingIfNeeded: value) &+ 48, toByteOffset: end - 9, as: UInt8.self)
  }

  /// The two ASCII digits of 0 to 99 as a little-endian 16-bit word, tens first.
  private static let digitPairs: [UInt16] = (0..<100).map { pair in
    UInt16(48 + pair / 10) | UInt16(48 + pair % 10) << 8
  }
}
