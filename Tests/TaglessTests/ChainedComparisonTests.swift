import Testing

@testable import Tagless

// MARK: - Chained comparisons

/// `a < b < c` is an error at the second operator; it suggests `a < b && b < c` only when that
/// rewrite is well typed, since a suggestion that fails in its turn misleads.
@Suite("A chained comparison suggests only a rewrite that type-checks")
struct ChainedComparisonTests {
  /// Marked chains and the rewrite `a < b && b OP c` that a suggestion would offer.
  static let chains: [(marked: String, rewrite: String)] = [
    ("1 < 2 1️⃣< 3", "1 < 2 && 2 < 3"),
    ("1 <= x + 1 1️⃣< 3 * 2", "1 <= x + 1 && x + 1 < 3 * 2"),
    ("1 < sqrt(4) 1️⃣!= 2", "1 < sqrt(4) && sqrt(4) != 2"),
    ("1 < 2 1️⃣== true", "1 < 2 && 2 == true"),
    ("true == 1 1️⃣< 2", "true == 1 && 1 < 2"),
    ("1 < (2 < 3) 1️⃣< 4", "1 < (2 < 3) && (2 < 3) < 4"),
    ("1 < 2 1️⃣< (3 > 4)", "1 < 2 && 2 < (3 > 4)"),
    ("x < y 1️⃣== (x > y)", "x < y && y == (x > y)"),
    ("1 < 2 1️⃣< ", "1 < 2 && 2 < "),
  ]

  @Test(
    "the error is at the second operator and suggests the rewrite iff it parses", arguments: chains)
  func chain(marked: String, rewrite: String) throws {
    let input = try #require(MarkedText(marked))
    let rewriteParses = parseError(rewrite, in: Fixture.environment) == nil
    let message =
      rewriteParses
      ? "comparisons do not chain; write \(rewrite)"
      : "comparisons do not chain, and each compares two numbers"
    for error in [
      parseError(input.text, as: Evaluation.self, in: Fixture.environment),
      parseError(input.text, as: ExpressionTree.self, in: Fixture.environment),
    ] {
      let error = try #require(error)
      #expect(error.message == message)
      #expect(error.column == input.column)
    }
  }

  @Test("the table has chains of both kinds, so both branches are tried")
  func bothKinds() {
    let parsing = Self.chains.filter { parseError($0.rewrite, in: Fixture.environment) == nil }
    #expect(parsing.count >= 3)
    #expect(Self.chains.count - parsing.count >= 3)
  }
}
