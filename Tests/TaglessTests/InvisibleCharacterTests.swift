import Testing

@testable import Tagless

@Suite("Invisible characters are named by code point")
struct InvisibleCharacterTests {
  static let cases: [(text: String, message: String, column: Int)] = [
    ("1 +\u{0} 2", "unexpected character U+0000", 4),
    ("1 \u{200B}+ 2", "unexpected character U+200B", 3),
    ("1 \u{7F} 2", "unexpected character U+007F", 3),
    ("1 $ 2", "unexpected character '$'", 3),
  ]

  @Test("The message names the character so a person can find it", arguments: cases)
  func named(_ text: String, _ message: String, _ column: Int) {
    #expect(throws: ParseError.self) { try Parser.statement(text, as: Evaluation.self) }
    do {
      _ = try Parser.statement(text, as: Evaluation.self)
    } catch {
      #expect(error.message == message)
      #expect(error.column == column)
    }
  }
}
