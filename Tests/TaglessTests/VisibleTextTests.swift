import Testing

@testable import Tagless

// MARK: - Terminal injection

/// What the input can put on a terminal through an error: nothing the terminal acts on.
@Suite("Controls in the input are shown escaped")
struct VisibleTextTests {
  static let escapes: [(raw: String, shown: String)] = [
    ("1 + \u{1B}]0;pwned\u{7} 2", #"1 + \u{1B}]0;pwned\u{7} 2"#),
    ("a\rb", #"a\u{D}b"#),
    ("a\u{0}b\u{7F}", #"a\u{0}b\u{7F}"#),
    ("\u{80}\u{9B}31m\u{9F}", #"\u{80}\u{9B}31m\u{9F}"#),
    ("abc\u{202E}fed\u{202C}", #"abc\u{202E}fed\u{202C}"#),
    ("\u{2066}\u{2067}\u{2068}\u{2069}", #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
    (
      "\u{202A}\u{202B}\u{202D}\u{200E}\u{200F}\u{61C}",
      #"\u{202A}\u{202B}\u{202D}\u{200E}\u{200F}\u{61C}"#
    ),
    ("\u{2028}\u{2029}", #"\u{2028}\u{2029}"#),
    ("\t1 + π × 2 … ≤ é \\", "\t1 + π × 2 … ≤ é \\"),
  ]

  @Test(
    "each control, C1 control and bidi format character is written \\u{HEX}", arguments: escapes)
  func escaped(raw: String, shown: String) {
    #expect(VisibleText.escaped(raw) == shown)
    // Escaping what is shown changes nothing: the shells may escape again, to be sure.
    #expect(VisibleText.escaped(shown) == shown)
  }

  /// The whole diagnostic, line by line, has nothing a terminal would act on.
  private func expectSafe(
    _ diagnostic: Diagnostic, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for line in diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(
        !line.unicodeScalars.contains(where: VisibleText.needsEscape), "\(line.debugDescription)",
        sourceLocation: sourceLocation)
    }
  }

  static let injected: [String] = [
    "1 + \u{1B}]0;pwned\u{7} 2",
    "1 + \u{9B}31m 2",
    "2 * \u{202E}3 + 1",
    "\r1 + $",
    "1 + \u{0} 2",
  ]

  @Test("a parse error on a line with controls shows them escaped", arguments: injected)
  func parsedLine(text: String) throws {
    let error = try #require(parseError(text))
    let diagnostic = Diagnostic(error, source: "stdin", text: text)
    expectSafe(diagnostic)
    #expect(diagnostic.shownLine == VisibleText.escaped(text))
  }

  static let carets: [(marked: String, shown: String, caret: String)] = [
    ("\u{7}\u{7}1️⃣x", #"\u{7}\u{7}x"#, String(repeating: " ", count: 10) + "^"),
    ("\t\u{202E}1️⃣x", "\t" + #"\u{202E}x"#, "\t" + String(repeating: " ", count: 8) + "^"),
    ("a1️⃣\u{1B}b", #"a\u{1B}b"#, " ^"),
    ("π\u{0}1️⃣", #"π\u{0}"#, String(repeating: " ", count: 6) + "^"),
  ]

  @Test("the caret is padded by the escapes' widths, tabs kept", arguments: carets)
  func caret(marked: String, shown: String, caret: String) throws {
    let input = try #require(MarkedText(marked))
    let error = ParseError("message", line: 1, column: input.column, offset: input.column - 1)
    let diagnostic = Diagnostic(error, source: "stdin", text: input.text)
    #expect(diagnostic.shownLine == shown)
    #expect(diagnostic.caret == caret)
  }

  @Test("a source name and a message that quote controls are escaped in the header")
  func header() {
    let error = ParseError("unknown interpreter 'x\u{1B}[2J'", line: 1, column: 1, offset: 0)
    let diagnostic = Diagnostic(error, source: "a\u{1B}]0;t\u{7}", text: "")
    #expect(diagnostic.header == #"a\u{1B}]0;t\u{7}:1:1: error: unknown interpreter 'x\u{1B}[2J'"#)
    expectSafe(diagnostic)
  }

  static let messages: [(raw: String, shown: String)] = [
    (
      "unknown interpreter '\u{1B}[2J'\nusage: tagless",
      #"unknown interpreter '\u{1B}[2J'"# + "\nusage: tagless"
    ),
    ("a\r\n\nb\u{9B}", #"a\u{D}"# + "\n\n" + #"b\u{9B}"#),
    ("plain\n\ttext\n", "plain\n\ttext\n"),
  ]

  @Test(
    "a message of several lines keeps its line breaks and escapes the rest", arguments: messages)
  func escapedLines(raw: String, shown: String) {
    #expect(VisibleText.escapedLines(raw) == shown)
  }
}
