import Tagless

// MARK: - The built-ins in :help

extension Session {
  /// The widest line of `:help`: it fits a terminal of 80 columns.
  static let helpWidth = 80

  /// `:help`'s lines that name the built-in functions (``BuiltinSignature/summary``), the
  /// standard set's (``Prelude``, `gcd/2`) and the app's registered ones, with their arity,
  /// wrapped; continuation lines are indented.
  func builtinLines() -> [StyledLine] {
    let registered = calculator.environment.hostFunctions.values
    let standard = registered.filter(\.isPrelude).map(\.description).sorted()
    let hosts = registered.filter { !$0.isPrelude }.map(\.description).sorted()
    var text = "Built-in functions (arity): " + BuiltinSignature.summary
    if !standard.isEmpty {
      text += "; " + standard.joined(separator: " ")
      if standard.contains("factorial/1") { text += " (n! is factorial(n))" }
    }
    if !hosts.isEmpty { text += "; the app's: " + hosts.joined(separator: " ") }
    return Self.wrapped(text, width: Self.helpWidth).map { StyledLine($0, .dim) }
  }

  /// `text` in lines of at most `width` characters, broken at spaces (a longer word stays
  /// whole); every line after the first starts with `indent`.
  static func wrapped(_ text: String, width: Int, indent: String = "  ") -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
