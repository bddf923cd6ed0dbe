import BigInt

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Integer roots and powers of ten

/// Integer square and cube roots (floors) and powers of ten, for the exact and precise
/// interpreters.
///
/// The roots run Newton's iteration from a root of the number's top half (computed the same
/// way), so a root costs about two divisions at full size; BigInt's own `squareRoot()` starts
/// from a power of two and takes a division per correct bit pair.
enum IntegerRoots {
  /// ⌊√n⌋.
  static func squareRoot(_ n: BigUInt) -> BigUInt {
    if n.bitWidth <= 52 {
      let estimate = BigUInt(UInt64(Double(UInt64(n)).squareRoot()))
      return corrected(estimate, n, power: 2)
    }
    // The root of the top half, scaled back, is above √n by at most 2^shift; one step of
    // Newton's iteration from above leaves it above ⌊√n⌋ by at most about 2^(2·shift) / √n,
    // a unit or two; the remainder n - x² finishes by additions.
    let shift = n.bitWidth / 4
    let start = (squareRoot(n >> (2 * shift)) + BigUInt.one) << shift
    var x = (start + LargeIntegers.quotientAndRemainder(n, start).quotient) >> 1
    var remainder = BigInt(n) - BigInt(LargeIntegers.square(x))
    while remainder.sign == .minus && !remainder.isZero {
      // (x - 1)² = x² - 2x + 1.
      remainder += BigInt(x << 1) - BigInt(BigUInt.one)
      x -= BigUInt.one
    }
    while remainder > BigInt(x << 1) {
      // (x + 1)² = x² + 2x + 1, still at most n.
      remainder -= BigInt(x << 1) + BigInt(BigUInt.one)
      x += BigUInt.one
    }
    return x
  }

  /// ⌊∛n⌋.
  static func cubeRoot(_ n: BigUInt) -> BigUInt {
    if n.bitWidth <= 52 {
      let estimate = BigUInt(UInt64(cbrt(Double(UInt64(n)))))
      return corrected(estimate, n, power: 3)
    }
    let shift = n.bitWidth / 6
    var x = (cubeRoot(n >> (3 * shift)) + 1) << shift
    while true {
      let next =
        (2 * x + LargeIntegers.quotientAndRemainder(n, LargeIntegers.square(x)).quotient) / 3
      if next >= x { break }
      x = next
    }
    return corrected(x, n, power: 3)
  }

  /// `estimate` moved to the largest integer whose `power` does not exceed `n`.
  private static func corrected(_ estimate: BigUInt, _ n: BigUInt, power: Int) -> BigUInt {
    var x = estimate
    while x > 0 && LargeIntegers.power(x, power) > n { x -= BigUInt.one }
    while LargeIntegers.power(x + BigUInt.one, power) <= n { x += BigUInt.one }
    return x
  }

  /// The most powers of ten kept (10^0 through 10^(count - 1)): enough for the operations at a
  /// few hundred digits, which need them for every alignment, rounding and digit count.
  static let cachedPowerCount = 400

  /// 10^0 through 10^399, built once.
  static let cachedPowersOfTen: [BigUInt] = {
    var powers: [BigUInt] = [BigUInt.one]
    powers.reserveCapacity(cachedPowerCount)
    for _ in 1..<cachedPowerCount { powers.append(powers[powers.count - 1].multiplied(byWord: 10)) }
    return powers
  }()

  /// 10^n for n ≥ 0.
  static func powerOfTen(_ n: Int) -> BigUInt {
    if n < cachedPowerCount { return cachedPowersOfTen[n] }
    return LargeIntegers.power(BigUInt.ten, n)
  }

  /// The number of decimal digits of `n` (1 for zero).
  static func digitCount(_ n: BigUInt) -> Int {
    let width = n.bitWidth
    // bitWidth · log10(2) is the count or one more.
    let estimate = Int((Double(max(width, 1) - 1) * 0.30102999566398120).rounded(.down)) + 1
    if width <= 64 {
      let word = UInt64(n.words.first ?? 0)
      return estimate < 20 && word >= DecimalLimbs.powerOfTen(estimate) ? estimate + 1 : estimate
    }
    if estimate < cachedPowerCount {
      // Most often the widths or the top words decide.
      let (powerWidth, powerTop) = cachedPowerTops[estimate]
      if powerWidth != width { return width > powerWidth ? estimate + 1 : estimate }
      let top = n.words[n.words.count - 1]
      if top != powerTop { return top > powerTop ? estimate + 1 : estimate }
    }
    return n >= powerOfTen(estimate) ? estimate + 1 : estimate
  }

  /// The bit width and top word of each cached power of ten.
  static let cachedPowerTops: [(width: Int, top: UInt)] = cachedPowersOfTen.map { power in
    (power.bitWidth, power.words[power.words.count - 1])
  }
}

extension IntegerRoots {
  /// The integer r with r^degree = n, if there is one (degree ≥ 2).
  static func exactRoot(_ n: BigUInt, degree: Int) -> BigUInt? {
    if n <= 1 { return n }
    guard n.bitWidth >= degree, n.bitWidth <= 400_000 else { return nil }
    // Newton's iteration from above decreases to the floor of the root.
    var x = BigUInt(1) << (n.bitWidth / degree + 1)
    while true {
      let next = (BigUInt(degree - 1) * x + n / x.power(degree - 1)) / BigUInt(degree)
      if next >= x { break }
      x = next
    }
    return x.power(degree) == n ? x : nil
  }
}
