import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Precise `sum` and `product` are correctly rounded, as every other operation is.
///
/// They work with guard digits and a bound, and again with more when the bound does not
/// decide; each rounded every partial result to the digits asked, so the last digits drifted.
@Suite struct PreciseSumTests {
  /// The true values, rounded once (from Python's `fractions` and `decimal`).
  @Test(arguments: [
    ("product(k -> 1 + 1/k, 1, 20)", 50, "21"),
    ("sum(k -> (-1)^k/k, 1, 1000)", 50, "-0.69264743055982030966723105896592648170186535531202"),
    (
      "product(k -> 1 - 1/(4*k^2), 1, 1000)", 50,
      "0.6367788676424912848490273803866397159878054113618"
    ),
    ("sum(k -> 1/k^2, 1, 100)", 50, "1.6349839001848928650771694981803237666833217000313"),
    ("sum(k -> 1/k, 1, 10)", 10, "2.928968254"),
    ("sum(k -> 0.125, 1, 1)", 2, "0.12"),
    ("product(k -> k, 1, 0)", 50, "1"),
    ("sum(k -> k, 1, 100)", 2, "5000"),
  ])
  func correctlyRounded(_ text: String, _ digits: Int, _ expected: String) throws {
    #expect(try PreciseTests.precise(text, digits: digits) == expected)
  }
}
