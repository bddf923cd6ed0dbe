// MARK: - MetaCommand

/// A line that starts with `:` — a command to the REPL rather than a statement.
public struct MetaCommand: Hashable, Sendable {
  /// What a command is for, by name, for `:help` and completion.
  public static let all: [(name: String, arguments: String, summary: String)] = [
    ("help", "", "show this list"),
    ("quit", "", "leave (Ctrl-D on an empty line does too)"),
    ("vars", "", "list variables and ans"),
    ("funcs", "", "list user functions and what they return"),
    ("show", "NAME…|all", "choose what each line shows (see below)"),
    ("pretty", "EXPR", "print EXPR with minimal parentheses"),
    ("count", "EXPR", "count EXPR's operations by kind, and its depth"),
    ("ast", "EXPR", "show EXPR's enum tree as an S-expression"),
    ("simplify", "EXPR", "simplify EXPR by rules exact in IEEE arithmetic"),
    ("diff", "EXPR [by x]", "derivative of EXPR by x (or its only variable)"),
    ("latex", "EXPR", "print EXPR as LaTeX"),
    ("rpn", "EXPR", "print EXPR in reverse Polish notation"),
    ("compile", "EXPR", "show the program EXPR compiles to"),
    ("table", "EXPR for x in A..B [step S]", "tabulate EXPR for x from A to B"),
    ("plot", "EXPR for x in A..B", "plot EXPR for x from A to B"),
    ("via", "tagless|enum", "answer through the tagless interpreters or the enum tree"),
    ("assume", "finite|any", "what simplify may assume about variables"),
    ("bench", "EXPR", "time every interpreter on EXPR through both encodings"),
    ("reset", "", "forget variables, functions and ans"),
  ]

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
    var index = 0
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    guard index < scalars.count, scalars[index] == ":" else { return nil }
    index += 1
    let nameStart = index
    while index < scalars.count, scalars[index].properties.isAlphabetic { index += 1 }
    name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    argumentColumn = index
    var end = scalars.count
    while end > index, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
    argument = String(String.UnicodeScalarView(scalars[index..<end]))
  }
}
