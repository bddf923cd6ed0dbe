/// Spaces and tabs, the blanks between a command's words: one rule for skipping and trimming
/// them.
///
/// ```swift
/// let scalars = Array("  :show  eval ".unicodeScalars)
/// Spaces.skip(scalars, from: 0)                     // 2
/// Spaces.trimmed(scalars, 7..<scalars.count)        // 9..<13
/// "\t x + 1  ".trimmingSpaces                       // "x + 1"
/// ```
enum Spaces {
  /// True for a space or a tab.
  static func contains(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  /// True for the UTF-8 byte of a space or a tab (no other scalar's bytes are either).
  static func contains(byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// The first index at or after `index` that is not a space or tab (the end if none is).
  static func skip(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
    var index = index
    while index < scalars.count, contains(scalars[index]) { index += 1 }
    return index
  }

  /// `range` without its leading and trailing spaces and tabs.
  static func trimmed(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int> {
    let start = skip(scalars, from: range.lowerBound)
    var end = max(start, range.upperBound)
    while end > start, contains(scalars[end - 1]) { end -= 1 }
    return start..<end
  }
}

extension String {
  /// The text without leading or trailing spaces and tabs.
  ///
  /// On the UTF-8 bytes: through an array of scalars, a 780 KB line took 0.07 s.
  var trimmingSpaces: String {
    let bytes = utf8
    guard let first = bytes.firstIndex(where: { !Spaces.contains(byte: $0) }),
      let last = bytes.lastIndex(where: { !Spaces.contains(byte: $0) })
    else { return "" }
    return String(self[first...last])
  }

  /// The text of some Unicode scalars.
  init(scalars: some Sequence<Unicode.Scalar>) {
    self.init(String.UnicodeScalarView(scalars))
  }
}
