import BigInt

// MARK: - Large integers

/// Multiplication, division, powers and decimal digits of large integers, faster than
/// attaswift/BigInt's own from a few thousand digits on.
///
/// Products of operands from ``WordProducts/karatsubaWords`` words go through Karatsuba;
/// quotients with a long divisor and a long quotient through a Newton reciprocal (a few
/// products); decimal digits by halving with powers of ten. Small operands stay with BigInt,
/// which the precision work at 50 digits uses.
///
/// Not part of the language's API (the benchmarks time it): `@_spi(Benchmarks) import Tagless`.
///
/// ```swift
/// LargeIntegers.product(a, b) == a * b   // true, for any a and b
/// ```
@_spi(Benchmarks)
public enum LargeIntegers {
  /// `a × b`.
  public static func product(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    let threshold = WordProducts.karatsubaWords
    if a.words.count < threshold || b.words.count < threshold { return a * b }
    return BigUInt(words: WordProducts.product(a.wordArray, b.wordArray))
  }

  /// `a × b`, signed.
  static func product(_ a: BigInt, _ b: BigInt) -> BigInt {
    let magnitude = product(a.magnitude, b.magnitude)
    let negative = (a.sign == .minus) != (b.sign == .minus) && !magnitude.isZero
    return BigInt(sign: negative ? .minus : .plus, magnitude: magnitude)
  }

  /// `a²`.
  static func square(_ a: BigUInt) -> BigUInt { product(a, a) }

  /// `base^exponent` by squaring (exponent ≥ 0).
  static func power(_ base: BigUInt, _ exponent: Int) -> BigUInt {
    var result = BigUInt.one
    var square = base
    var rest = exponent
    while rest > 0 {
      if rest & 1 == 1 { result = product(result, square) }
      rest >>= 1
      if rest > 0 { square = self.square(square) }
    }
    return result
  }

  // MARK: Division

  /// The quotient and remainder of `a / b` (b non-zero), floor division.
  public static func quotientAndRemainder(_ a: BigUInt, _ b: BigUInt) -> (
    quotient: BigUInt, remainder: BigUInt
  ) {
    let divisorWords = b.words.count
    let quotientWords = a.words.count - divisorWords + 1
    // Schoolbook costs divisor × quotient words: cheap unless both are long.
    guard divisorWords >= 2 * WordProducts.karatsubaWords,
      quotientWords >= 2 * WordProducts.karatsubaWords
    else { return a.quotientAndRemainder(dividingBy: b) }
    let dividendBits = a.bitWidth
    let divisorBits = b.bitWidth
    // The quotient's bits and a guard; the divisor cut or padded to as many.
    let bits = dividendBits - divisorBits + 65
    let top = divisorBits >= bits ? b >> (divisorBits - bits) : b << (bits - divisorBits)
    let inverse = reciprocal(top, bits: bits)
    // a / b ≈ a · inverse / 2^(bits + divisorBits), from the top bits of a.
    let cut = max(0, dividendBits - bits - 64)
    var quotient = product(a >> cut, inverse) >> (bits + divisorBits - cut)
    var remainder = BigInt(a) - BigInt(product(quotient, b))
    let divisor = BigInt(b)
    var steps = 0
    while remainder.sign == .minus && !remainder.isZero && steps < 4 {
      quotient -= BigUInt.one
      remainder += divisor
      steps += 1
    }
    while remainder >= divisor && steps < 4 {
      quotient += BigUInt.one
      remainder -= divisor
      steps += 1
    }
    guard remainder.sign == .plus || remainder.isZero, remainder < divisor else {
      // Not reached when the reciprocal is right; exact all the same.
      return a.quotientAndRemainder(dividingBy: b)
    }
    return (quotient, remainder.magnitude)
  }

  /// `a / b` truncated toward zero, signed (b non-zero), as BigInt's `/`.
  static func quotient(_ a: BigInt, _ b: BigInt) -> BigInt {
    let magnitude = quotientAndRemainder(a.magnitude, b.magnitude).quotient
    let negative = (a.sign == .minus) != (b.sign == .minus) && !magnitude.isZero
    return BigInt(sign: negative ? .minus : .plus, magnitude: magnitude)
  }

  /// About 2^(2·bits) / d for d of exactly `bits` bits, within a few units: Newton's iteration
  /// x ← x + x·(2^(2·bits) - d·x) / 2^(2·bits) from the reciprocal of d's top half.
  static func reciprocal(_ d: BigUInt, bits: Int) -> BigUInt {
    if bits <= 64 * WordProducts.karatsubaWords {
      return (BigUInt.one << (2 * bits)) / d
    }
    let half = bits / 2 + 32
    let start = reciprocal(d >> (bits - half), bits: half) << (bits - half)
    let error = BigInt(BigUInt.one << (2 * bits)) - BigInt(product(d, start))
    let correction = product(start, error.magnitude) >> (2 * bits)
    return error.sign == .minus ? start - correction : start + correction
  }

  // MARK: Decimal digits

  /// The decimal digits of `n` as ASCII bytes (`"0"` for zero).
  public static func decimalDigits(_ n: BigUInt) -> [UInt8] {
    if n.words.count < 4 * WordProducts.karatsubaWords { return n.decimalDigits }
    // 10^(19·2^k) for k = 0, 1, …, until the last one's square exceeds n.
    var powers = [BigUInt.word(10_000_000_000_000_000_000)]
    while let last = powers.last, 2 * (last.bitWidth - 1) < n.bitWidth {
      powers.append(square(last))
    }
    var digits: [UInt8] = []
    digits.reserveCapacity(n.bitWidth * 30 / 99 + 2)
    append(n, level: powers.count - 1, padded: false, powers: powers, to: &digits)
    return digits
  }

  /// Appends the digits of `n` (below 10^(19·2^(level+1))): exactly 19·2^(level+1) of them
  /// with leading zeros when `padded`, without otherwise.
  private static func append(
    _ n: BigUInt, level: Int, padded: Bool, powers: [BigUInt], to digits: inout [UInt8]
  ) {
    if level < 0 || n.words.count < 2 * WordProducts.karatsubaWords {
      let own = n.decimalDigits
      if padded {
        digits += repeatElement(UInt8(ascii: "0"), count: max(0, (19 << (level + 1)) - own.count))
      }
      digits += own
      return
    }
    let (high, low) = quotientAndRemainder(n, powers[level])
    if !padded && high.isZero {
      append(low, level: level - 1, padded: false, powers: powers, to: &digits)
      return
    }
    append(high, level: level - 1, padded: padded, powers: powers, to: &digits)
    append(low, level: level - 1, padded: true, powers: powers, to: &digits)
  }
}
