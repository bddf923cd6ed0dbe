import Tagless

// MARK: - The built-ins in :help

extension Session {
  /// The widest line of the built-ins' list in `:help`, as wide as its other lines.
  static let helpWidth = 88

  /// `:help`'s lines that name the built-in functions (``BuiltinSignature/summary``) and the
  /// app's registered ones, with their arity, wrapped; continuation lines are indented.
  func builtinLines() -> [StyledLine] {
    let hosts = calculator.environment.hostFunctions.values.map(\.description).sorted()
    var text = "Built-in functions (arity): " + BuiltinSignature.summary
    if !hosts.isEmpty { text += "; the app's: " + hosts.joined(separator: " ") }
    return Self.wrapped(text, width: Self.helpWidth).map { StyledLine($0, .dim) }
  }

  /// `text` in lines of at most `width` characters, broken at spaces (a longer word stays
  /// whole); every line after the first starts with two spaces.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = "  " + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
