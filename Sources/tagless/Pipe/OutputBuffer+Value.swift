import Tagless

// MARK: - Values

extension OutputBuffer {
  /// Buffers a result and a newline: a number in its shortest form, or `true` / `false`.
  func writeLine(_ value: Value) {
    switch value {
    case .number(let number): writeLine(number)
    case .boolean(let boolean): write(boolean ? "true\n" : "false\n")
    }
  }
}
