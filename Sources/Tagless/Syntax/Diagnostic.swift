/// An error ready to show a person: `source:line:column: error: message`, then the source line
/// and a caret under the column, safe to write to a terminal (controls escaped, a long line cut
/// to a window around the caret).
///
/// ```
/// stdin:3:5: error: unknown function 'sqr'; did you mean 'sqrt'?
/// 1 + sqr(2)
///     ^
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Where the text came from: a file name, `stdin`, `-e`, or `repl`.
  public var source: String
  /// The 1-based line in the source.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// What went wrong (without the chain of ``functions``).
  public var message: String
  /// The user functions being run when it went wrong, outermost first (empty for an error in
  /// the line itself); ``header`` shows them before the message: `in 'f': in 'g': …`.
  public var functions: [String]
  /// The source line the error is on, as it was (ill-formed UTF-8 shown as U+FFFD); print
  /// ``shownLine`` instead.
  public var sourceLine: String

  /// Places `error` in a source whose first parsed line is line `firstLine` of `source`.
  ///
  /// `text` is the text that was parsed (several lines when input was continued).
  public init(_ error: ParseError, source: String, firstLine: Int = 1, text: String) {
    self.source = source
    self.line = firstLine + error.line - 1
    self.column = error.column
    self.message = error.message
    self.functions = error.functions
    self.sourceLine = Self.line(error.line, of: text)
  }

  /// The `number`-th line of `text` (from 1; the last one when there are fewer), found by its
  /// newline bytes: splitting the text into `Character`s took 0.04 s a megabyte, after the
  /// line's work was done (and after a Ctrl-C).
  static func line(_ number: Int, of text: String) -> String {
    let bytes = text.utf8
    var start = bytes.startIndex
    var skipped = 1
    while skipped < number, let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      start = bytes.index(after: newline)
      skipped += 1
    }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    return String(text[start..<end])
  }

  /// `source:line:column: error: message`, the message after its chain of functions, with
  /// controls and bidirectional formatting escaped (``VisibleText``): the source name and the
  /// message may quote the input.
  public var header: String {
    VisibleText.escaped(
      "\(source):\(line):\(column): error: " + CallError.describe(message, in: functions))
  }

  /// The source line as shown: escaped, and a window around the column when it is long
  /// (``SourceWindow``).
  public var shownLine: String { window.line }

  /// Padding (tabs where the shown line has them) up to the column, then `^`.
  public var caret: String { window.caret }

  private var window: SourceWindow { SourceWindow(sourceLine, column: column) }

  /// The three lines: header, shown source line, caret.
  public var description: String {
    let window = window
    return header + "\n" + window.line + "\n" + window.caret
  }
}
