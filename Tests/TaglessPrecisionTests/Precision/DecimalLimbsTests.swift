import TaglessWorkloads
import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Long division, products by a limb and comparisons in base 10^18 agree with BigInt's, on
/// limbs chosen where the quotient's estimates need correcting: zeros, ones, half the base and
/// the base less one.
@Suite struct DecimalLimbsTests {
  static let base = BigInt(DecimalLimbs.base)

  /// Limbs that are edge values more often than not.
  static func limbs(_ count: Int, _ random: inout SeededGenerator) -> DecimalLimbs {
    let edges: [UInt64] = [
      0, 1, DecimalLimbs.base / 2 - 1, DecimalLimbs.base / 2, DecimalLimbs.base / 2 + 1,
      DecimalLimbs.base - 2, DecimalLimbs.base - 1,
    ]
    var x = DecimalLimbs()
    for index in 0..<count {
      x[index] =
        random.below(3) == 0
        ? random.next() % DecimalLimbs.base : edges[random.below(edges.count)]
    }
    if x[count - 1] == 0 { x[count - 1] = 1 + random.next() % (DecimalLimbs.base - 1) }
    x.count = count
    return x
  }

  /// The number the limbs stand for.
  static func integer(_ x: DecimalLimbs) -> BigInt {
    (0..<x.count).reversed().reduce(BigInt()) { $0 * base + BigInt(x[$1]) }
  }

  @Test func quotientsAgree() {
    var random = SeededGenerator(seed: 18)
    var corrected = 0
    for _ in 0..<20_000 {
      let divisorCount = 1 + random.below(5)
      let dividendCount = divisorCount + random.below(DecimalLimbs.capacity - divisorCount)
      let x = Self.limbs(dividendCount, &random)
      let y = Self.limbs(divisorCount, &random)
      guard let (quotient, inexact) = DecimalLimbs.quotient(x, y) else {
        Issue.record("no quotient for \(x.count) by \(y.count) limbs")
        continue
      }
      let (q, r) = Self.integer(x).quotientAndRemainder(dividingBy: Self.integer(y))
      #expect(Self.integer(quotient) == q)
      #expect(inexact == !r.isZero)
      if x[dividendCount - 1] == y[divisorCount - 1] { corrected += 1 }
    }
    // Equal top limbs are where the first estimate is base - 1 and may be corrected.
    #expect(corrected > 100)
  }

  @Test func wordProductsAndComparisonsAgree() {
    var random = SeededGenerator(seed: 36)
    for _ in 0..<5_000 {
      let x = Self.limbs(1 + random.below(10), &random)
      let y = Self.limbs(1 + random.below(10), &random)
      let factor = random.below(2) == 0 ? DecimalLimbs.base - 1 : random.next() % DecimalLimbs.base
      #expect(
        DecimalLimbs.product(x, word: factor).map(Self.integer)
          == Self.integer(x) * BigInt(factor))
      let (a, b) = (Self.integer(x), Self.integer(y))
      #expect(DecimalLimbs.compare(x, y) == (a < b ? -1 : (a == b ? 0 : 1)))
    }
  }

  /// Division by a reciprocal agrees with 128-bit division, for every shift of the divisor.
  @Test func reciprocalDivisionAgrees() {
    var random = SeededGenerator(seed: 64)
    var divisors: [UInt64] = [1, 2, 3, 10, DecimalLimbs.base, UInt64.max, 1 << 63, (1 << 63) - 1]
    for bits in 1...64 { divisors.append(random.next() >> (64 - bits) | 1 << (bits - 1)) }
    for divisor in divisors {
      let reciprocal = divisor == DecimalLimbs.base ? LimbDivisor.base : LimbDivisor(divisor)
      for _ in 0..<2_000 {
        let high = random.below(4) == 0 ? divisor - 1 : random.next() % divisor
        let low = random.below(4) == 0 ? UInt64.max : random.next()
        let (q, r) = divisor.dividingFullWidth((high, low))
        #expect(reciprocal.divide(high: high, low: low) == (q, r), "\(divisor) \(high) \(low)")
      }
    }
    let base = LimbDivisor(DecimalLimbs.base)
    let written = LimbDivisor.base
    #expect(
      (base.normalized, base.shift, base.inverse) == (
        written.normalized, written.shift, written.inverse
      ))
  }

  @Test(arguments: [(1, 1), (9, 1), (10, 2), (99, 2), (100, 3), (999_999_999_999_999_999, 18)])
  func digitCounts(limb: UInt64, digits: Int) {
    #expect(DecimalLimbs.digitCount(limb) == digits)
  }
}
