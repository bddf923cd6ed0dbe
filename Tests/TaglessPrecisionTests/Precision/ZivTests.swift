import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Ziv's loop shows a value only once it is known to be correctly rounded.
@Suite struct ZivTests {
  /// A ball that always straddles a halfway point (0.125 at two digits: 0.12 or 0.13?) never
  /// decides: past the cap it is a failure, not the rounding of its centre.
  @Test func undecidedIsAFailure() {
    var tries = 0
    let result = Ziv.rounded(digits: 2) { bits in
      tries += 1
      return (Ball(BigInt(1) << (bits - 3), radius: 1, exponent: -bits), 0)
    }
    #expect(result == .failure(ArithmeticFailure(Ziv.undecided)))
    #expect(tries > 1)
  }

  /// A ball that narrows decides as soon as both of its ends round alike.
  @Test func narrowingDecides() {
    // 1/3 to `bits` bits, within one unit of the last.
    let result = Ziv.rounded(digits: 5) { bits in
      (Ball((BigInt(1) << bits) / 3, radius: 1, exponent: -bits), 0)
    }
    #expect(result.map(\.description) == .success("0.33333"))
  }
}
