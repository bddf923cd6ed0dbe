import CGMP
import Tagless

// MARK: - Integer roots and powers of ten

/// Integer square and cube roots (floors), powers of ten and digit counts, for the exact and
/// precise interpreters: GMP's `mpz_sqrtrem` and `mpz_rootrem`, and a table of the powers of
/// ten that the work at a few hundred digits uses again and again.
enum IntegerRoots {
  /// ⌊√n⌋ (n ≥ 0).
  static func squareRoot(_ n: BigInt) -> BigInt { n.squareRootAndRemainder().root }

  /// ⌊∛n⌋ (n ≥ 0).
  static func cubeRoot(_ n: BigInt) -> BigInt { n.rootAndRemainder(degree: 3).root }

  /// The most powers of ten kept (10^0 through 10^(count - 1)): enough for the operations at a
  /// few hundred digits, which need them for every alignment, rounding and digit count.
  static let cachedPowerCount = 400

  /// 10^0 through 10^399, built once.
  static let cachedPowersOfTen: [BigInt] = {
    var powers: [BigInt] = [1]
    powers.reserveCapacity(cachedPowerCount)
    for _ in 1..<cachedPowerCount { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// 10^n for n ≥ 0.
  static func powerOfTen(_ n: Int) -> BigInt {
    if n < cachedPowerCount { return cachedPowersOfTen[n] }
    return BigInt.power(word: 10, n)
  }

  /// The number of decimal digits of `|n|` (1 for zero).
  static func digitCount(_ n: BigInt) -> Int {
    if n.isZero { return 1 }
    // GMP's count is exact or one too many.
    let estimate = n.read { Int(tagless_mpz_sizeinbase($0, 10)) }
    if estimate == 1 { return 1 }
    let bound = powerOfTen(estimate - 1)
    let below = n.read { x in bound.read { y in tagless_mpz_cmpabs(x, y) } } < 0
    return below ? estimate - 1 : estimate
  }
}

extension IntegerRoots {
  /// The integer r with r^degree = n, if there is one (degree ≥ 2, n ≥ 0).
  static func exactRoot(_ n: BigInt, degree: Int) -> BigInt? {
    if n <= 1 { return n }
    guard n.bitWidth >= degree, n.bitWidth <= 400_000 else { return nil }
    let (root, remainder) = n.rootAndRemainder(degree: degree)
    return remainder.isZero ? root : nil
  }
}

extension IntegerRoots {
  /// `n` without its factors of ten, and how many there were (n > 0; zero gives zero).
  ///
  /// Divides by 10, 10², 10⁴, … while they divide, then by the same powers from the largest
  /// down: a logarithmic number of divisions, where one division by 10 at a time would be
  /// quadratic in the digits (10^16384 has 16,384 of them).
  static func removingTens(_ n: BigInt) -> (BigInt, Int) {
    guard !n.isZero else { return (n, 0) }
    var rest = n
    var count = 0
    var powers: [BigInt] = [BigInt(10)]
    var power = BigInt(10)
    while true {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: power)
      guard remainder.isZero else { break }
      rest = quotient
      count += 1 << (powers.count - 1)
      guard 2 * power.bitWidth <= rest.bitWidth + 1 else { break }
      power = power * power
      powers.append(power)
    }
    for level in powers.indices.reversed() {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: powers[level])
      if remainder.isZero {
        rest = quotient
        count += 1 << level
      }
    }
    return (rest, count)
  }
}
