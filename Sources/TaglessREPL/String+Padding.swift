// MARK: - Padding

extension String {
  /// Spaces, then the text: right-aligned in a column `width` characters wide (the text as it
  /// is when it is that wide already).
  ///
  /// ```swift
  /// "42".aligningRight(in: 5)  // "   42"
  /// ```
  func aligningRight(in width: Int) -> String {
    String(repeating: " ", count: Swift.max(0, width - count)) + self
  }

  /// The text, then spaces: left-aligned in a column `width` characters wide.
  ///
  /// ```swift
  /// "eval".aligningLeft(in: 6)  // "eval  "
  /// ```
  func aligningLeft(in width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - count))
  }
}
