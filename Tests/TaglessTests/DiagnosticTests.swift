import Testing

@testable import Tagless

// MARK: - Diagnostic rendering

@Suite("Diagnostic rendering")
struct DiagnosticTests {
  /// The diagnostic for the error parsing `text`, placed in `source` from line `firstLine`.
  private func diagnostic(_ text: String, source: String = "stdin", firstLine: Int = 1) throws
    -> Diagnostic
  {
    let error = try #require(parseError(text))
    return Diagnostic(error, source: source, firstLine: firstLine, text: text)
  }

  @Test("header, source line and caret")
  func threeLines() throws {
    let diagnostic = try diagnostic("1 + sqr(2)", firstLine: 3)
    #expect(diagnostic.header == "stdin:3:5: error: unknown function 'sqr'; did you mean 'sqrt'?")
    #expect(diagnostic.sourceLine == "1 + sqr(2)")
    #expect(diagnostic.caret == "    ^")
    #expect(
      diagnostic.description == """
        stdin:3:5: error: unknown function 'sqr'; did you mean 'sqrt'?
        1 + sqr(2)
            ^
        """)
  }

  static let carets: [(text: String, caret: String)] = [
    ("$", "^"),
    ("1 + $", "    ^"),
    ("\t1 +\t$", "\t   \t^"),
    ("\t\t$", "\t\t^"),
    ("π + $", "    ^"),
    ("(1 + 2", "      ^"),
    ("1 +\t", "   \t^"),
  ]

  @Test("the caret keeps the line's tabs and counts Unicode scalars", arguments: carets)
  func caret(text: String, caret: String) throws {
    #expect(try diagnostic(text).caret == caret)
  }

  @Test("continued input: the error's line within the text, offset by the first line")
  func continuedInput() throws {
    let diagnostic = try diagnostic("(1 +\n  2 *\n\t$)", source: "notes.calc", firstLine: 10)
    #expect(diagnostic.line == 12)
    #expect(diagnostic.column == 2)
    #expect(diagnostic.sourceLine == "\t$)")
    #expect(diagnostic.caret == "\t^")
    #expect(diagnostic.header == "notes.calc:12:2: error: unexpected character '$'")
  }

  /// A chain of user functions is data in the error, shown before the message; a long one
  /// keeps the outermost and the two innermost.
  @Test("the chain of functions an error happened in, before the message")
  func chain() {
    let functions = ["f", "g", "h", "k"]
    let error = ParseError(
      "unknown variable 'z'", line: 1, column: 5, offset: 4, functions: functions)
    let diagnostic = Diagnostic(error, source: "repl", text: "1 + f(2)")
    #expect(diagnostic.message == "unknown variable 'z'")
    #expect(diagnostic.functions == functions)
    #expect(diagnostic.header == "repl:1:5: error: in 'f': … in 'h': in 'k': unknown variable 'z'")
    #expect(error.description == "1:5: in 'f': … in 'h': in 'k': unknown variable 'z'")
    let short = ParseError("unknown function 'q'", line: 1, column: 1, offset: 0, functions: ["s"])
    #expect(
      Diagnostic(short, source: "stdin", text: "s(1)").header
        == "stdin:1:1: error: in 's': unknown function 'q'")
  }

  @Test("ParseError describes itself as line:column: message")
  func parseErrorDescription() throws {
    let error = try #require(parseError("(1 +\n 2 $"))
    #expect(error.description == "2:4: unexpected character '$'")
    #expect(error.offset == 8)
  }

  @Test(
    "the line of an error is found by its newline bytes; past the last line, the last",
    arguments: [
      ("a\nbb\nccc", 2, "bb"), ("a\nbb\nccc", 3, "ccc"), ("a\nbb\nccc", 9, "ccc"),
      ("a\nbb", 0, "a"), ("", 1, ""), ("x\n", 2, ""), ("é\n→ y", 2, "→ y"),
    ])
  func lineOfText(text: String, number: Int, expected: String) {
    #expect(Diagnostic.line(number, of: text) == expected)
  }
}
