import Testing

@testable import Tagless
@testable import TaglessPrecision

/// floor, ceil, round and trunc of a ball's end `m · 2^exponent`, taken by shifts: ties,
/// negative values, whole values and values below a quarter.
@Suite struct EnclosureIntegralTests {
  @Test(arguments: [
    // m, exponent, floor, ceil, round, trunc
    (5, -1, 2, 3, 3, 2),
    (-5, -1, -3, -2, -3, -2),
    (7, -2, 1, 2, 2, 1),
    (-7, -2, -2, -1, -2, -1),
    (8, -2, 2, 2, 2, 2),
    (-8, -2, -2, -2, -2, -2),
    (3, 2, 12, 12, 12, 12),
    (5, -3, 0, 1, 1, 0),
    (-5, -3, -1, 0, -1, 0),
    (3, -3, 0, 1, 0, 0),
    (1, -100, 0, 1, 0, 0),
    (-1, -100, -1, 0, 0, 0),
    (0, -5, 0, 0, 0, 0),
  ])
  func integral(
    _ m: Int, _ exponent: Int, _ floor: Int, _ ceil: Int, _ round: Int, _ trunc: Int
  ) {
    let expected: [(UnaryFunction, Int)] = [
      (.floor, floor), (.ceil, ceil), (.round, round), (.trunc, trunc),
    ]
    for (function, value) in expected {
      #expect(
        Enclosure.integral(function, BigInt(m), exponent: exponent) == BigInt(value),
        "\(function.name)(\(m) · 2^\(exponent))")
    }
  }

  /// Beyond a ball's sensible size the integer is not written.
  @Test func hugeExponent() {
    #expect(Enclosure.integral(.floor, BigInt(3), exponent: 1 << 40) == nil)
    #expect(Enclosure.integral(.sqrt, BigInt(3), exponent: -1) == nil)
  }
}
