import Testing

@testable import Tagless

// MARK: - Long lines

/// An error on a long line shows a window around the caret, with the caret under the scalar
/// the error is at.
@Suite("A long line is shown as a window around the caret")
struct SourceWindowTests {
  /// `count` copies of `1 + `, then `$`, then `after` more copies: a 9 KB line whose error
  /// (`unexpected character '$'`) is anywhere in it.
  static func line(before count: Int, after: Int) -> String {
    String(repeating: "1 + ", count: count) + "$" + String(repeating: " + 1", count: after)
  }

  static let lines: [String] = [
    line(before: 0, after: 2_250),
    line(before: 10, after: 2_250),
    line(before: 1_125, after: 1_125),
    line(before: 2_240, after: 10),
    line(before: 2_250, after: 0),
    String(repeating: "1 + ", count: 2_250),  // the error past the end: expected an expression
    String(repeating: "\u{1B}", count: 20) + line(before: 0, after: 2_250),
    String(repeating: "\t", count: 30) + line(before: 0, after: 2_250),
  ]

  @Test("at most 80 columns, `…` where cut, the caret under the error's scalar", arguments: lines)
  func window(text: String) throws {
    let error = try #require(parseError(text))
    let diagnostic = Diagnostic(error, source: "stdin", text: text)
    let shown = Array(diagnostic.shownLine.unicodeScalars)
    let columns = shown.reduce(0) { $0 + ($1 == "\t" ? 8 : 1) }
    #expect(columns <= SourceWindow.standardWidth)
    let source = Array(text.unicodeScalars)
    let caret = Array(diagnostic.caret.unicodeScalars)
    #expect(caret.last == "^")
    #expect(caret.dropLast().allSatisfy { $0 == " " || $0 == "\t" })
    let position = caret.count - 1
    if error.column <= source.count {
      // The shown text at the caret begins the way the source's scalar is shown.
      let wanted = Array(VisibleText.shown(source[error.column - 1]).unicodeScalars)
      #expect(Array(shown[position...].prefix(wanted.count)) == wanted)
    } else {
      #expect(position == shown.count - (shown.last == "…" ? 1 : 0))
    }
    // Each tab in the caret line sits under a tab of the shown line, so the two stay aligned.
    for (index, scalar) in caret.enumerated() where scalar == "\t" {
      #expect(shown[index] == "\t")
    }
    // Cut where the error is far from an end, not where it is at it; the window is filled.
    if error.column <= 1 { #expect(shown.first != "…") }
    if error.column > 200 { #expect(shown.first == "…") }
    if source.count - error.column > 200 { #expect(shown.last == "…") }
    if error.column >= source.count { #expect(shown.last != "…") }
    #expect(columns >= SourceWindow.standardWidth - 8)
  }

  @Test("a short line is shown whole")
  func shortLine() throws {
    let text = String(repeating: "1 + ", count: 18) + "$"
    let diagnostic = Diagnostic(try #require(parseError(text)), source: "stdin", text: text)
    #expect(diagnostic.shownLine == text)
    #expect(diagnostic.caret == String(repeating: " ", count: 72) + "^")
  }
}
