import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Decisions on exact's approximate values: a comparison, `floor`, `%`, `min` or `max` of an
/// approximation is decided from its proven enclosure, or is an error at its operator; never
/// the guess the rounded decimal gave (`floor(sqrt(2)*sqrt(8))` was `≈ 3`).
@Suite struct ExactDecisionTests {
  /// Decided: the right answer, exact, whatever the digits.
  @Test(arguments: [
    ("(2^(2^40)) % 3", 50, "1"),
    ("(-2^(2^40)) % 3", 50, "-1"),
    ("(3^(2^40) + 2^(2^40) * 5) % 7", 50, "0"),
    ("(10^99999 + 1) % 11", 50, "0"),
    ("floor(10^99999/3) % 10", 50, "3"),
    ("2^0.5 > 1.41", 2, "true"),
    ("2^0.5 > 1.41", 50, "true"),
    ("sqrt(2) < 1.4142135623730950488016887242097", 20, "true"),
    ("floor(sqrt(10))", 50, "3"),
    ("floor(sqrt(10)) == 3", 2, "true"),
    ("ceil(-pi)", 2, "-3"),
    ("round(sin(1) * 1000)", 2, "841"),
    ("trunc(-exp(10))", 2, "-22026"),
    ("floor(pi * 10^60)", 50, "3141592653589793238462643383279502884197169399375105820974944"),
    ("(pi * 10^60) % 7", 30, "≈ 3.59230781640628620899862803483"),
    ("min(sqrt(2), 1.4, pi)", 50, "7/5"),
    ("floor(1e-999999999999999)", 50, "0"),
  ])
  func decided(_ text: String, _ digits: Int, _ expected: String) throws {
    #expect(try ExactTests.exact(text, digits: digits) == expected)
  }

  /// Remainders far from 1 in size: shown from a ball scaled by a power of ten of the
  /// precision in use, not by the exact power (a billion digits here), so they answer at once.
  @Test(arguments: [
    ("1e-1000000000 % 3", "≈ 1e-1000000000"),
    ("-(1e-1000000000 % 0.0000001)", "≈ -1e-1000000000"),
    ("1.5e-1000000000 % 1e-1000000000", "≈ 5e-1000000001"),
    ("(3e-1000000000 + 1e-1000000010) % 1e-1000000000", "≈ 1e-1000000010"),
  ])
  func remainderFarFromOne(_ text: String, _ expected: String) throws {
    #expect(try ExactTests.exact(text, digits: 50) == expected)
  }

  /// Not decidable from any enclosure (the value is exactly where the answer changes): an
  /// error at the operator's column, the same at every number of digits.
  @Test(arguments: [
    ("floor(sqrt(2)*sqrt(8))", 50, 1),
    ("floor(exp(log(5)))", 50, 1),
    ("sqrt(2)^2 == 2", 50, 11),
    ("sqrt(2)^2 == 2", 2, 11),
    ("sqrt(2)^2 >= 2", 2, 11),
    ("sqrt(3)^2 - 3 < 0 ? 1 : 2", 50, 15),
    ("7 % (sqrt(2)^2 - 2)", 50, 3),
    ("1 / (sqrt(2)^2 - 2)", 50, 3),
    ("max(sqrt(2)^2, 2)", 50, 1),
  ])
  func undecided(_ text: String, _ digits: Int, _ column: Int) throws {
    let shown = try ExactTests.exact(text, digits: digits)
    let budget = Enclosure.decisionDigits(digits)
    #expect(shown.hasPrefix("\(column): "), "\(shown)")
    #expect(
      shown.hasSuffix(
        "cannot be decided to \(budget) digits (the value is that close to where the answer changes)"
      ), "\(shown)")
  }
}
