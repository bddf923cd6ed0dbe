import Tagless
import Testing

@testable import TaglessREPL

/// A sum of many terms through every interpreter `tagless --help` lists, in both encodings.
@Suite("Long chains through every interpreter, in both encodings")
struct LongChainInterpreterTests {
  /// Every interpreter of the standard registry (the four of `all`, then the others).
  static let interpretations: [Interpretation] = [
    .eval, .pretty, .count, .ast, .simplify, .latex, .rpn, .exact, .precise, .diff(by: "x"),
  ]

  /// The terms: 100,000 for the value, 20,000 for the other views, whose debug-build
  /// constructors are slower (still ten times the old limit of 2,000 operations on a path).
  static func terms(for interpretation: Interpretation) -> Int {
    interpretation == .eval ? 100_000 : 20_000
  }

  @Test(
    "x + x + … + x gives the same answer through the tagless and the enum encoding",
    arguments: interpretations)
  func sum(_ interpretation: Interpretation) throws {
    let terms = Self.terms(for: interpretation)
    let line = Array(repeating: "x", count: terms).joined(separator: "+")
    var calculator = Calculator()
    _ = try calculator.run("x = 1", showing: [.eval])
    let tagless = try calculator.run(line, showing: [interpretation], via: .tagless)
    let viaEnum = try calculator.run(line, showing: [interpretation], via: .enum)
    #expect(tagless == viaEnum)
    guard case .results(let shown) = tagless, let text = shown.first?.text else {
      Issue.record("\(interpretation.name): \(tagless)")
      return
    }
    switch interpretation.name {
    case "eval", "exact", "precise", "diff:x": #expect(text == "\(terms)")
    case "pretty", "latex":
      #expect(text == Array(repeating: "x", count: terms).joined(separator: " + "))
    case "rpn": #expect(text == "x" + String(repeating: " x +", count: terms - 1))
    case "ast":
      #expect(
        text == String(repeating: "(add ", count: terms - 1) + "x"
          + String(repeating: " x)", count: terms - 1))
    case "simplify": #expect(text.hasPrefix("2 * x + x + x") && text.hasSuffix(" + x"))
    default: #expect(text.contains("\(terms - 1)"))
    }
  }
}
