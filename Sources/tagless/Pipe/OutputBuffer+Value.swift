import Tagless

// MARK: - Values

extension OutputBuffer {
  /// Buffers a result and a newline: a number as `display` shows it, or `true` / `false`.
  ///
  /// `isExact` says whether a number of `2^53` or more is exactly what its line computes
  /// (``Calculator/isExact``).
  func writeLine(_ value: Value, _ display: NumberDisplay, isExact: Bool) {
    switch value {
    case .number(let number) where NumberDisplay.isLargeInteger(number):
      write(display.string(number, exactly: isExact) + "\n")
    case .number(let number): writeLine(number, display)
    case .boolean(let boolean): write(boolean ? "true\n" : "false\n")
    }
  }
}
