import Tagless
import TaglessREPL
import Testing

// MARK: - Implicit multiplication in every view

/// Implicit multiplication is a `*` in every view: pretty prints it (and reads back), and
/// `--via enum` prints what `--via tagless` prints.
@Suite("Implicit multiplication in every view, both encodings")
struct JuxtapositionViewTests {
  static let setup = ["x = 3", "a = 2"]

  static let lines = [
    "2pi", "2x^2", "6/2(1+2)", "1/2x", "2^3x", "-2x", "(a + 1)(a - 1)", "2(x + 1)", "2e",
    "2exp(1)", "2 sin(x)", "x y", "2x y",
  ]

  static let views: [Interpretation] = [
    .eval, .pretty, .count, .ast, .latex, .rpn, .exact, .precise, .simplify, .diff(by: "x"),
  ]

  @Test("every view prints the same through both encodings", arguments: lines)
  func agree(_ line: String) throws {
    try Calculator.expectAgreement(line, in: Self.views, after: Self.setup)
  }

  /// What a line shows, through pretty and exact.
  static let shown: [(line: String, view: Interpretation, text: String)] = [
    ("2pi", .pretty, "2 * pi"),
    ("6/2(1+2)", .pretty, "6 / (2 * (1 + 2))"),
    ("6/2(1+2)", .exact, "1"),
    ("1/2x", .pretty, "1 / (2 * x)"),
    ("1/2x", .exact, "1/6"),
    ("2^3x", .exact, "24"),
    ("(a + 1)(a - 1)", .exact, "3"),
    ("2e3", .exact, "2000"),
  ]

  @Test("pretty and exact show the implicit product", arguments: shown)
  func text(line: String, view: Interpretation, text: String) throws {
    for encoding in Encoding.allCases {
      #expect(try Calculator.shown(line, view, via: encoding, after: Self.setup) == text)
    }
  }
}
