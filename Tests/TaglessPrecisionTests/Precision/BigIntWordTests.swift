import CGMP
import Testing

@testable import TaglessPrecision

/// Words and GMP integers agree across the edge of `Int`'s range.
///
/// A `BigInt` that fits in an `Int` is held in a word, computed without GMP; one that does not
/// is a GMP integer. Across the edge of `Int`'s range every operation must agree with GMP's,
/// and the form must stay canonical, since equality and hashing rely on it.
@Suite struct BigIntWordTests {
  /// Values at and around the edges of a word, and small ones.
  static let edges: [BigInt] = {
    let top = BigInt(Int.max)
    let bottom = BigInt(Int.min)
    let one = BigInt(1)
    return [
      BigInt(0), one, BigInt(-1), BigInt(7), BigInt(-12), top, bottom, top - one, bottom + one,
      top + one, bottom - one, top * BigInt(3), -(bottom * bottom), BigInt(UInt.max),
    ]
  }()

  /// The same value computed through GMP alone: from its decimal text.
  static func throughGMP(_ value: BigInt) -> BigInt? { BigInt(value.description) }

  @Test func formIsCanonical() {
    for value in Self.edges {
      let fits = Int(value.description) != nil
      #expect((value.word != nil) == fits, "\(value)")
      #expect(Self.throughGMP(value)?.word == value.word, "\(value)")
    }
    // Int.max + 1 - 1 comes back from GMP into a word.
    let back = BigInt(Int.max) + 1 - 1
    #expect(back.word == Int.max)
    #expect(back.hashValue == BigInt(Int.max).hashValue)
    #expect((-BigInt(Int.min)).word == nil)
    #expect((-(-BigInt(Int.min))).word == Int.min)
  }

  @Test func operationsAgreeAcrossTheEdge() throws {
    for a in Self.edges {
      for b in Self.edges {
        // The same operands as GMP integers (a word read through GMP): results by GMP.
        let x = try #require(Self.throughGMP(a))
        let y = try #require(Self.throughGMP(b))
        let sum = x.read { p in y.read { q in BigInt.make { tagless_mpz_add($0, p, q) } } }
        let product = x.read { p in y.read { q in BigInt.make { tagless_mpz_mul($0, p, q) } } }
        #expect(a + b == sum, "\(a) + \(b)")
        #expect(a - b == sum - b - b, "\(a) - \(b)")
        #expect(a * b == product, "\(a) * \(b)")
        #expect((a < b) == (BigInt.compare(a, b) < 0), "\(a) < \(b)")
        #expect((a == b) == (a.description == b.description), "\(a) == \(b)")
        if a == b { #expect(a.hashValue == b.hashValue) }
        let gcd = a.greatestCommonDivisor(with: b)
        if !gcd.isZero {
          #expect(a % gcd == 0 && b % gcd == 0, "gcd(\(a), \(b))")
          #expect((a / gcd).greatestCommonDivisor(with: b / gcd) == 1, "gcd(\(a), \(b))")
        }
        guard !b.isZero else { continue }
        let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
        #expect(quotient * b + remainder == a, "\(a) / \(b)")
        #expect(remainder.magnitude < b.magnitude, "\(a) % \(b)")
        #expect(remainder.isZero || remainder.signum == a.signum, "\(a) % \(b)")
        #expect(a / b == quotient && a % b == remainder, "\(a) / \(b)")
      }
    }
  }
}
