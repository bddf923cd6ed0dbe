import Testing

@testable import TaglessPrecision

/// A decimal's trailing zeros are moved into its exponent, all at once.
///
/// GMP divides the factors of 10 out by repeated squaring; stripping them nineteen at a time
/// took 52,632 divisions of a million-digit number for `10^1000000 + 1` in precise.
@Suite struct BigDecimalNormalizedTests {
  @Test(
    "zeros move to the exponent, the sign stays, and a value without any is unchanged",
    arguments: [
      (7, 0, 7, 0), (-1200, 3, -12, 5), (1_000_000_000_000_000_000, -4, 1, 14), (0, 9, 0, 0),
      (12_345, 2, 12_345, 2), (-5, -1, -5, -1),
    ])
  func small(_ significand: Int, _ exponent: Int, _ expected: Int, _ expectedExponent: Int) {
    let normalized = BigDecimal(BigInt(significand), exponent: exponent).normalized
    #expect(normalized.significand == BigInt(expected))
    #expect(normalized.exponent == expectedExponent)
  }

  @Test("a million zeros, and factors of 2 and 5 that are not tens")
  func long() throws {
    let power = BigInt(10).power(1_000_000)
    let value = BigDecimal(-(power * BigInt(4)), exponent: -3).normalized
    #expect(value.significand == BigInt(-4))
    #expect(value.exponent == 999_997)
    let unbalanced = BigDecimal(BigInt(2).power(40) * BigInt(5).power(7) * BigInt(3)).normalized
    #expect(unbalanced.exponent == 7)
    #expect(unbalanced.significand == BigInt(2).power(33) * BigInt(3))
  }
}
