import TaglessWorkloads
import Testing

@testable import Tagless
@testable import TaglessPrecision

/// The GMP-backed integers keep the semantics the precision code was written for: truncating
/// division and shifts, signs, text, digit counts, roots and value semantics, checked by
/// identities against values built independently (from words, from text, from Int).
@Suite struct BigIntTests {
  /// A random non-negative integer of `words` words (its top word non-zero), some with long runs
  /// of zero or all-one words, where carries and borrows travel far.
  static func number(words: Int, _ random: inout SeededGenerator) -> BigInt {
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
    return BigInt(words: array)
  }

  static let sizes = [1, 2, 5, 40, 200, 1_500]

  @Test(arguments: [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (6, 3), (-6, 3)])
  func divisionTruncatesAsIntDoes(a: Int, b: Int) {
    let (quotient, remainder) = BigInt(a).quotientAndRemainder(dividingBy: BigInt(b))
    #expect(quotient == BigInt(a / b))
    #expect(remainder == BigInt(a % b))
    #expect(BigInt(a) / BigInt(b) == BigInt(a / b))
    #expect(BigInt(a) % BigInt(b) == BigInt(a % b))
    let modulus = Int(b.magnitude)
    let floorRemainder = UInt(((a % modulus) + modulus) % modulus)
    #expect(BigInt(a).floorRemainder(dividingByWord: UInt(modulus)) == floorRemainder)
  }

  @Test func shiftsTruncateTowardZero() {
    #expect(BigInt(-5) >> 1 == -2)
    #expect(BigInt(5) >> 1 == 2)
    #expect(BigInt(-5) << 3 == -40)
    #expect((BigInt(1) << 200) >> 199 == 2)
  }

  @Test func divisionIdentityHoldsAtEverySize() {
    var random = SeededGenerator(seed: 22)
    for divisorWords in Self.sizes {
      for quotientWords in Self.sizes {
        let b = Self.number(words: divisorWords, &random)
        let q = Self.number(words: quotientWords, &random)
        let r = Self.number(words: divisorWords, &random) % b
        for (a, expected) in [(q * b, BigInt()), (q * b + b - 1, b - 1), (q * b + r, r)] {
          let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
          #expect(quotient == q, "\(divisorWords), \(quotientWords) words")
          #expect(remainder == expected, "\(divisorWords), \(quotientWords) words")
          #expect((-a).quotientAndRemainder(dividingBy: b) == (-q, -expected))
        }
      }
    }
  }

  @Test func productsDistributeAndSquare() {
    var random = SeededGenerator(seed: 21)
    for words in Self.sizes {
      let x = Self.number(words: words, &random)
      let y = Self.number(words: words / 2 + 1, &random)
      #expect((x + y) * (x - y) == x * x - y * y)
      #expect(x * -y == -(x * y))
      #expect((x * y) / y == x)
      #expect(x.power(3) == x * x * x)
    }
  }

  @Test func rootsAreFloors() {
    var random = SeededGenerator(seed: 25)
    for words in [1, 2, 3, 8, 40, 70, 200] {
      let x = Self.number(words: words, &random)
      let square = x * x
      for n in [square, square - 1, square + x, square + (x << 1), x] {
        let root = IntegerRoots.squareRoot(n)
        #expect(root * root <= n, "\(words) words")
        #expect((root + 1) * (root + 1) > n, "\(words) words")
        let cube = IntegerRoots.cubeRoot(n)
        #expect(cube.power(3) <= n && (cube + 1).power(3) > n, "\(words) words")
      }
      #expect(IntegerRoots.exactRoot(x.power(5), degree: 5) == x)
      #expect(IntegerRoots.exactRoot(x.power(5) + 1, degree: 5) == nil)
    }
  }

  @Test func textAndDigitCountsAgree() {
    var random = SeededGenerator(seed: 23)
    for words in [1, 3, 95, 700] {
      let n = Self.number(words: words, &random)
      let text = n.description
      #expect(BigInt(text) == n)
      #expect(BigInt("-" + text) == -n)
      #expect((-n).description == "-" + text)
      #expect(IntegerRoots.digitCount(n) == text.utf8.count)
      #expect(n.decimalText == text)
    }
    for k in [1, 18, 19, 20, 399, 400, 4_000] {
      let power = IntegerRoots.powerOfTen(k)
      #expect(
        power.decimalDigits == [UInt8(ascii: "1")] + Array(repeating: UInt8(ascii: "0"), count: k))
      #expect(IntegerRoots.digitCount(power) == k + 1)
      #expect(IntegerRoots.digitCount(power - 1) == k)
    }
    #expect(BigInt().decimalDigits == [UInt8(ascii: "0")])
    #expect(IntegerRoots.digitCount(BigInt()) == 1)
    for text in ["", "-", "+1", " 1", "1 ", "12a", "--1"] {
      #expect(BigInt(text) == nil, "\(text)")
    }
  }

  @Test func propertiesAndHashing() {
    let big = BigInt(1) << 130
    #expect(big.bitWidth == 131 && BigInt().bitWidth == 0 && BigInt(-8).bitWidth == 4)
    #expect(big.trailingZeroBitCount == 130)
    #expect(BigInt(-3).isOdd && !BigInt(-4).isOdd)
    #expect(BigInt(Int.min).intValue == Int.min && big.intValue == nil)
    #expect(
      BigInt(sign: .minus, magnitude: 5) == -5 && BigInt(sign: .minus, magnitude: 0).signum == 0)
    #expect(BigInt(-12).greatestCommonDivisor(with: 18) == 6)
    #expect(
      BigInt(10).power(BigInt(1_000_000_007), modulus: 13) == BigInt(10).power(1_000_000_007 % 12)
        % 13)
    // Equal values made in different ways hash alike.
    let a = (big + 1) - 1
    #expect(Set([a, big, BigInt(-1) * -big]).count == 1)
    #expect(BigInt(words: [0, 0, 4]) == BigInt(1) << 130)
  }
}
