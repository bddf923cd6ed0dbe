import BigInt
import TaglessWorkloads
import Testing

@_spi(Benchmarks) @testable import Tagless

/// Karatsuba, Newton division and the decimal digits by halving agree with BigInt's own
/// schoolbook operations, across the thresholds where they take over.
@Suite struct LargeIntegersTests {
  /// A random integer of `words` words (its top word non-zero), some with long runs of zero
  /// or all-one words, where carries and borrows travel far.
  static func number(words: Int, _ random: inout SeededGenerator) -> BigUInt {
    let pattern = random.below(4)
    var array: [UInt] = (0..<words).map { _ in
      switch pattern {
      case 0: 0
      case 1: UInt.max
      default: UInt(truncatingIfNeeded: random.next())
      }
    }
    array[0] = UInt(truncatingIfNeeded: random.next())
    array[words - 1] = UInt(truncatingIfNeeded: random.next()) | 1 << 63
    return BigUInt(words: array)
  }

  /// Sizes on both sides of the thresholds.
  static let sizes = [1, 5, 23, 24, 25, 47, 48, 49, 60, 97, 130, 260]

  @Test func productsAgree() {
    var random = SeededGenerator(seed: 21)
    for a in Self.sizes {
      for b in Self.sizes {
        let x = Self.number(words: a, &random)
        let y = Self.number(words: b, &random)
        #expect(LargeIntegers.product(x, y) == x * y, "\(a) × \(b) words")
      }
    }
    let x = -BigInt(Self.number(words: 40, &random))
    let y = BigInt(Self.number(words: 30, &random))
    #expect(LargeIntegers.product(x, y) == x * y)
    #expect(LargeIntegers.product(x, -y) == x * -y)
    #expect(LargeIntegers.product(x, BigInt()) == BigInt())
  }

  @Test func quotientsAgree() {
    var random = SeededGenerator(seed: 22)
    for divisorWords in [1, 30, 48, 49, 70, 140] {
      for quotientWords in [1, 30, 49, 50, 90, 200] {
        let b = Self.number(words: divisorWords, &random)
        let q = Self.number(words: quotientWords, &random)
        let r = Self.number(words: divisorWords, &random) % b
        // Exact multiples, the largest remainder, and a random one.
        for a in [q * b, q * b + b - BigUInt.one, q * b + r] {
          let (quotient, remainder) = LargeIntegers.quotientAndRemainder(a, b)
          let expected = a.quotientAndRemainder(dividingBy: b)
          #expect(quotient == expected.quotient, "\(divisorWords), \(quotientWords) words")
          #expect(remainder == expected.remainder, "\(divisorWords), \(quotientWords) words")
        }
      }
    }
    let a = -BigInt(Self.number(words: 150, &random))
    let b = BigInt(Self.number(words: 60, &random))
    #expect(LargeIntegers.quotient(a, b) == a / b)
    #expect(LargeIntegers.quotient(-a, -b) == a / b)
  }

  @Test func reciprocalsAreWithinAUnitOrTwo() {
    // The division corrects its quotient by at most four steps and otherwise falls back to
    // BigInt's: the reciprocal itself must be close for the fast path to be taken.
    var random = SeededGenerator(seed: 24)
    for words in [20, 30, 60, 130] {
      let d = Self.number(words: words, &random)
      let bits = d.bitWidth
      let exact = (BigUInt.one << (2 * bits)) / d
      let approximate = LargeIntegers.reciprocal(d, bits: bits)
      let difference = approximate > exact ? approximate - exact : exact - approximate
      #expect(difference <= BigUInt.word(2), "\(words) words: off by \(difference)")
    }
  }

  @Test func squareRootsAreFloors() {
    var random = SeededGenerator(seed: 25)
    for words in [1, 2, 3, 8, 40, 70, 200] {
      let x = Self.number(words: words, &random)
      let square = x * x
      // Perfect squares, one below, and numbers between.
      for n in [square, square - BigUInt.one, square + x, square + (x << 1), x] {
        let root = IntegerRoots.squareRoot(n)
        #expect(root * root <= n, "\(words) words")
        #expect((root + BigUInt.one) * (root + BigUInt.one) > n, "\(words) words")
      }
    }
  }

  @Test func powersAndDigitsAgree() {
    var random = SeededGenerator(seed: 23)
    #expect(LargeIntegers.power(BigUInt.ten, 0) == BigUInt.one)
    #expect(LargeIntegers.power(BigUInt.ten, 1_000) == BigUInt(10).power(1_000))
    for words in [1, 3, 95, 96, 97, 200, 700] {
      let n = Self.number(words: words, &random)
      #expect(String(decoding: LargeIntegers.decimalDigits(n), as: UTF8.self) == String(n))
    }
    // Zeros inside: 10^k and 10^k + 1 across the halving points.
    for k in [1_900, 2_432, 4_000] {
      let power = IntegerRoots.powerOfTen(k)
      #expect(
        LargeIntegers.decimalDigits(power) == [UInt8(ascii: "1")]
          + Array(repeating: UInt8(ascii: "0"), count: k))
      #expect(
        String(decoding: LargeIntegers.decimalDigits(power + BigUInt.one), as: UTF8.self)
          == String(power + BigUInt.one))
    }
    #expect(LargeIntegers.decimalDigits(BigUInt()) == [UInt8(ascii: "0")])
  }
}
