import Tagless
import TaglessREPL
import Testing

// MARK: - What the REPL echoes

/// The REPL echoes the input in its errors; nothing it answers may act on the terminal.
@Suite("The REPL shows controls from the input escaped")
struct SessionEscapingTests {
  static let lines: [String] = [
    "1 + \u{1B}]0;pwned\u{7} 2",
    "\u{9B}2J",
    "x = \u{202E}1",
    ":assume \u{1B}[2J",
    ":show eval\u{1B}[31m",
    ":pretty 1 + \u{0}",
    ":nope\u{7}",
    ":bench 1 # \u{1B}]0;t\u{7}",
  ]

  @Test("every line of the response is free of controls and bidi formatting", arguments: lines)
  func escaped(line: String) {
    var session = Session()
    let response = session.handle(line)
    #expect(!response.lines.isEmpty || line.hasPrefix(":bench"))
    for shown in response.lines {
      for segment in shown.segments {
        #expect(
          !segment.text.unicodeScalars.contains(where: VisibleText.needsEscape),
          "\(segment.text.debugDescription)")
      }
    }
  }

  @Test("the caret stays under the escaped character")
  func caret() throws {
    var session = Session()
    let lines = session.handle("1 + \u{1B}]0;pwned\u{7} 2").lines.map(\.plainText)
    try #require(lines.count == 3)
    let caret = try #require(lines[2].firstIndex(of: "^"))
    let column = lines[2].distance(from: lines[2].startIndex, to: caret)
    #expect(lines[1].dropFirst(column).hasPrefix(#"\u{1B}"#))
  }
}
