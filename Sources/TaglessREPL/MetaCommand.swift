/// A line that starts with `:` — a command to the REPL rather than a statement.
public struct MetaCommand: Hashable, Sendable {
  /// The whole line, as typed.
  public var line: String
  /// The command's name, without the colon.
  public var name: String
  /// Everything after the name, trimmed.
  public var argument: String
  /// How many Unicode scalars precede the argument in the line, to place error carets.
  public var argumentColumn: Int

  /// Reads a meta-command, or nil if the line is not one.
  public init?(_ line: String) {
    self.line = line
    let scalars = Array(line.unicodeScalars)
    var index = Spaces.skip(scalars, from: 0)
    guard index < scalars.count, scalars[index] == ":" else { return nil }
    index += 1
    let nameStart = index
    while index < scalars.count, scalars[index].properties.isAlphabetic { index += 1 }
    name = String(scalars: scalars[nameStart..<index])
    let argument = Spaces.trimmed(scalars, index..<scalars.count)
    argumentColumn = argument.lowerBound
    self.argument = String(scalars: scalars[argument])
  }
}
