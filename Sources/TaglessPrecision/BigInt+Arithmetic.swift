import CGMP
import Tagless

// MARK: - Arithmetic

extension BigInt {
  /// The sum.
  public static func + (a: BigInt, b: BigInt) -> BigInt {
    if let x = a.word, let y = b.word {
      let (sum, overflow) = x.addingReportingOverflow(y)
      if !overflow { return BigInt(representation: .word(sum)) }
    }
    return a.combined(with: b, tagless_mpz_add)
  }

  /// The difference.
  public static func - (a: BigInt, b: BigInt) -> BigInt {
    if let x = a.word, let y = b.word {
      let (difference, overflow) = x.subtractingReportingOverflow(y)
      if !overflow { return BigInt(representation: .word(difference)) }
    }
    return a.combined(with: b, tagless_mpz_sub)
  }

  /// The product.
  public static func * (a: BigInt, b: BigInt) -> BigInt {
    if let x = a.word, let y = b.word {
      let (product, overflow) = x.multipliedReportingOverflow(by: y)
      if !overflow { return BigInt(representation: .word(product)) }
    }
    return a.combined(with: b, tagless_mpz_mul)
  }

  /// The quotient truncated toward zero (`b` non-zero).
  public static func / (a: BigInt, b: BigInt) -> BigInt {
    if let x = a.word, let y = b.word, y != 0, !(x == .min && y == -1) {
      return BigInt(representation: .word(x / y))
    }
    return a.combined(with: b, tagless_mpz_tdiv_q)
  }

  /// The remainder of the truncated quotient, with `a`'s sign (`b` non-zero).
  public static func % (a: BigInt, b: BigInt) -> BigInt {
    if let x = a.word, let y = b.word, y != 0, !(x == .min && y == -1) {
      return BigInt(representation: .word(x % y))
    }
    return a.combined(with: b, tagless_mpz_tdiv_r)
  }

  /// The negation.
  public static prefix func - (a: BigInt) -> BigInt {
    if let x = a.word, x != .min { return BigInt(representation: .word(-x)) }
    return a.mapped(tagless_mpz_neg)
  }

  /// `a · 2^n` (n ≥ 0).
  public static func << (a: BigInt, n: Int) -> BigInt {
    n == 0 ? a : a.mapped { tagless_mpz_mul_2exp($0, $1, mp_bitcnt_t(n)) }
  }

  /// `a / 2^n` truncated toward zero (n ≥ 0).
  public static func >> (a: BigInt, n: Int) -> BigInt {
    n == 0 ? a : a.mapped { tagless_mpz_tdiv_q_2exp($0, $1, mp_bitcnt_t(n)) }
  }

  /// Adds in place.
  public static func += (a: inout BigInt, b: BigInt) { a = a + b }

  /// Subtracts in place.
  public static func -= (a: inout BigInt, b: BigInt) { a = a - b }

  /// Multiplies in place.
  public static func *= (a: inout BigInt, b: BigInt) { a = a * b }

  /// Divides in place, truncating.
  public static func /= (a: inout BigInt, b: BigInt) { a = a / b }

  /// Shifts left in place.
  public static func <<= (a: inout BigInt, n: Int) { a = a << n }

  /// Shifts right in place, truncating.
  public static func >>= (a: inout BigInt, n: Int) { a = a >> n }

  /// The truncated quotient and its remainder (`divisor` non-zero), as `Int`'s.
  public func quotientAndRemainder(dividingBy divisor: BigInt) -> (
    quotient: BigInt, remainder: BigInt
  ) {
    if let x = word, let y = divisor.word, y != 0, !(x == .min && y == -1) {
      let (quotient, remainder) = x.quotientAndRemainder(dividingBy: y)
      return (BigInt(representation: .word(quotient)), BigInt(representation: .word(remainder)))
    }
    var remainder = BigInt()
    let quotient = read { a in
      divisor.read { b in
        BigInt.make { q in
          remainder = .make { r in tagless_mpz_tdiv_qr(q, r, a, b) }
        }
      }
    }
    return (quotient, remainder)
  }

  /// The quotient of the magnitude by a non-zero word, truncated, and its remainder: the
  /// quotient has this value's sign.
  func quotientAndRemainder(byWord divisor: UInt) -> (quotient: BigInt, remainder: UInt) {
    var remainder: UInt = 0
    let quotient = mapped { remainder = tagless_mpz_tdiv_q_ui($0, $1, divisor) }
    return (quotient, remainder)
  }

  /// The remainder of the value divided by a non-zero word, rounding the quotient toward
  /// minus infinity: in `0..<divisor` whatever the sign.
  func floorRemainder(dividingByWord divisor: UInt) -> UInt {
    read { tagless_mpz_fdiv_ui($0, divisor) }
  }

  /// The value with every factor `word` (at least 2) divided out, and how many there were.
  func removingFactors(_ word: UInt) -> (value: BigInt, count: Int) {
    var count: UInt = 0
    let value = mapped { count = tagless_mpz_remove_ui($0, $1, word) }
    return (value, Int(count))
  }

  /// True when `divisor` (non-zero) divides the value.
  func isMultiple(ofWord divisor: UInt) -> Bool {
    read { tagless_mpz_divisible_ui_p($0, divisor) } != 0
  }

  /// The value raised to a non-negative power.
  public func power(_ exponent: Int) -> BigInt {
    mapped { tagless_mpz_pow_ui($0, $1, UInt(exponent)) }
  }

  /// `self^exponent mod modulus` (exponent ≥ 0, modulus non-zero), in `0..<|modulus|`.
  public func power(_ exponent: BigInt, modulus: BigInt) -> BigInt {
    read { base in
      exponent.read { e in modulus.read { m in BigInt.make { tagless_mpz_powm($0, base, e, m) } } }
    }
  }

  /// `base^exponent` for a word base and a non-negative exponent.
  static func power(word base: UInt, _ exponent: Int) -> BigInt {
    .make { tagless_mpz_ui_pow_ui($0, base, UInt(exponent)) }
  }

  /// The greatest common divisor of the magnitudes (non-negative; 0 only for two zeros).
  public func greatestCommonDivisor(with other: BigInt) -> BigInt {
    if let x = word, let y = other.word {
      var (a, b) = (x.magnitude, y.magnitude)
      while b != 0 { (a, b) = (b, a % b) }
      if let divisor = Int(exactly: a) { return BigInt(representation: .word(divisor)) }
    }
    return combined(with: other, tagless_mpz_gcd)
  }

  /// The exact quotient, when `divisor` (non-zero) is known to divide the value.
  func dividedExactly(by divisor: BigInt) -> BigInt {
    if let x = word, let y = divisor.word, y != 0, !(x == .min && y == -1) {
      return BigInt(representation: .word(x / y))
    }
    return combined(with: divisor, tagless_mpz_divexact)
  }

  /// ⌊√n⌋ and the remainder `n - ⌊√n⌋²` (n ≥ 0).
  func squareRootAndRemainder() -> (root: BigInt, remainder: BigInt) {
    var remainder = BigInt()
    let root = read { a in
      BigInt.make { r in remainder = .make { rest in tagless_mpz_sqrtrem(r, rest, a) } }
    }
    return (root, remainder)
  }

  /// The root of degree `degree` (≥ 1) truncated toward zero, and the remainder `n - r^degree`
  /// (n ≥ 0 for even degrees).
  func rootAndRemainder(degree: Int) -> (root: BigInt, remainder: BigInt) {
    var remainder = BigInt()
    let root = read { a in
      BigInt.make { r in
        remainder = .make { rest in tagless_mpz_rootrem(r, rest, a, UInt(degree)) }
      }
    }
    return (root, remainder)
  }
}

// MARK: - Comparison and hashing

extension BigInt: Comparable, Hashable {
  /// Equal values.
  public static func == (a: BigInt, b: BigInt) -> Bool {
    switch (a.representation, b.representation) {
    case (.word(let x), .word(let y)): x == y
    // Canonical forms: a word never equals a value beyond a word.
    case (.word, .gmp), (.gmp, .word): false
    case (.gmp(let x), .gmp(let y)):
      x === y || x.read { x in y.read { y in tagless_mpz_cmp(x, y) } } == 0
    }
  }

  /// Ordered values.
  public static func < (a: BigInt, b: BigInt) -> Bool {
    if let x = a.word, let y = b.word { return x < y }
    return a.read { x in b.read { y in tagless_mpz_cmp(x, y) } } < 0
  }

  /// -1, 0 or 1 as `a` is below, equal to or above `b`.
  static func compare(_ a: BigInt, _ b: BigInt) -> Int {
    if let x = a.word, let y = b.word { return x < y ? -1 : (x > y ? 1 : 0) }
    let order = a.read { x in b.read { y in tagless_mpz_cmp(x, y) } }
    return order < 0 ? -1 : (order > 0 ? 1 : 0)
  }

  /// Hashes the sign and the words of the magnitude.
  public func hash(into hasher: inout Hasher) {
    // The canonical form lets a word hash as itself.
    if let word {
      hasher.combine(word)
      return
    }
    read { pointer in
      hasher.combine(tagless_mpz_sgn(pointer))
      let count = tagless_mpz_size(pointer)
      var index = 0
      while index < count {
        hasher.combine(tagless_mpz_getlimbn(pointer, index))
        index += 1
      }
    }
  }
}
