/// The shortest decimal that reads back as a given double: Schubfach, after Raffaello Giulietti.
///
/// For a finite, positive double `v = c · 2^q` the rounding interval `R` holds every real that
/// rounds to `v`. Schubfach picks the decimal exponent `k = ⌊log10(width of R)⌋`, so that `R`
/// contains one or two multiples of `10^k` and at most one of `10^(k+1)`. It computes
/// `4·v·10^-k` and the two bounds of `R` on the same scale with one 64×128-bit multiplication
/// each (rounded to odd, which keeps the comparisons exact), then:
///
/// 1. if exactly one multiple of `10^(k+1)` lies in `R`, that one is the shortest;
/// 2. otherwise, if exactly one of `s·10^k` and `(s+1)·10^k` lies in `R`, that one;
/// 3. otherwise both do: the one closer to `v` (ties to an even `s`).
///
/// The result is the shortest decimal that rounds to `v`, and of those the closest to `v`,
/// the same digits as `Double.description`. Integers below `2^53` take a shortcut.
@usableFromInline
package enum ShortestDecimal {
  /// The exponent of the smallest subnormal, `2^-1074`.
  @usableFromInline
  static let minimumExponent = -1074

  /// The significand of the smallest normal binade, `2^52`.
  @usableFromInline
  static let hiddenBit: UInt64 = 1 << 52

  /// The shortest decimal `significand · 10^exponent` equal to the double with these bits.
  ///
  /// `magnitudeBits` is the bit pattern of a finite, non-zero double with the sign bit clear.
  /// The significand may end in zeros (`2.5` can come back as `25000000000000000 · 10^-16`);
  /// ``NumberFormatting`` strips them.
  ///
  /// ```swift
  /// ShortestDecimal.decompose((0.1 + 0.2).bitPattern)  // (30000000000000004, -17)
  /// ```
  @inlinable @inline(__always)
  package static func decompose(_ magnitudeBits: UInt64) -> (significand: UInt64, exponent: Int) {
    let fraction = magnitudeBits & (hiddenBit &- 1)
    let biasedExponent = Int(truncatingIfNeeded: magnitudeBits &>> 52)
    if biasedExponent == 0 {
      return schubfach(c: fraction, q: minimumExponent)
    }
    let c = fraction | hiddenBit
    let shift = 1075 &- biasedExponent
    if shift > 0 && shift < 53 {
      // An integer below 2^53 is its own shortest decimal: any shorter one is a different
      // integer or has more digits after a decimal point.
      let integer = c &>> UInt64(truncatingIfNeeded: shift)
      if integer &<< UInt64(truncatingIfNeeded: shift) == c {
        return (integer, 0)
      }
    }
    return schubfach(c: c, q: -shift)
  }

  /// The shortest, closest decimal for `c · 2^q`, with `c` a double's integer significand.
  @inlinable @inline(__always)
  static func schubfach(c: UInt64, q: Int) -> (significand: UInt64, exponent: Int) {
    let isOdd: UInt64 = c & 1
    let scaled = c &<< 2
    let upper = scaled &+ 2
    let lower: UInt64
    let k: Int
    if c != hiddenBit || q == minimumExponent {
      // The interval is symmetric: half an ulp either side.
      lower = scaled &- 2
      k = floorLog10Pow2(q)
    } else {
      // The first double of a binade: the gap below is half the gap above.
      lower = scaled &- 1
      k = floorLog10ThreeQuartersPow2(q)
    }
    let h = UInt64(truncatingIfNeeded: q &+ floorLog2Pow10(-k) &+ 2)
    let index = (292 &- k) &* 2
    let g1 = powersOfTen[index]
    let g0 = powersOfTen[index &+ 1]
    let vb = multiplyRoundingToOdd(g1, g0, scaled &<< h)
    let vbl = multiplyRoundingToOdd(g1, g0, lower &<< h) &+ isOdd
    let vbr = multiplyRoundingToOdd(g1, g0, upper &<< h) &- isOdd
    let s = vb &>> 2

    // Step 1: one digit fewer.
    let sp10 = (s / 10) &* 10
    let tp10 = sp10 &+ 10
    let sp10Inside = vbl <= sp10 &<< 2
    let tp10Inside = tp10 &<< 2 <= vbr
    if sp10Inside != tp10Inside {
      return (sp10Inside ? sp10 : tp10, k)
    }

    // Step 2: the two neighbours on the 10^k grid.
    let t = s &+ 1
    let sInside = vbl <= s &<< 2
    let tInside = t &<< 2 <= vbr
    if sInside != tInside {
      return (sInside ? s : t, k)
    }

    // Step 3: both are inside; take the closer, an even one on a tie.
    let distance = Int64(bitPattern: vb &- ((s &+ t) &<< 1))
    let takeS = distance < 0 || (distance == 0 && s & 1 == 0)
    return (takeS ? s : t, k)
  }

  // MARK: - Arithmetic

  /// `⌊g · cp / 2^127⌋` rounded to odd (its lowest bit set when the division is inexact).
  ///
  /// `g = g1 · 2^63 + g0` is a 126-bit approximation of a power of ten from ``powersOfTen``.
  @inlinable @inline(__always)
  static func multiplyRoundingToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
    let x1 = g0.multipliedFullWidth(by: cp).high
    let y = g1.multipliedFullWidth(by: cp)
    let z = (y.low &>> 1) &+ x1
    let vbp = y.high &+ (z &>> 63)
    let mask: UInt64 = (1 << 63) &- 1
    return vbp | (((z & mask) &+ mask) &>> 63)
  }

  /// `⌊log10(2^q)⌋` for `|q| ≤ 5456721`.
  @inlinable @inline(__always)
  static func floorLog10Pow2(_ q: Int) -> Int {
    (q &* 661_971_961_083) &>> 41
  }

  /// `⌊log10(3/4 · 2^q)⌋` for `|q| ≤ 5456721`.
  @inlinable @inline(__always)
  static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int {
    (q &* 661_971_961_083 &- 274_743_187_321) &>> 41
  }

  /// `⌊log2(10^e)⌋` for `|e| ≤ 1838394`.
  @inlinable @inline(__always)
  static func floorLog2Pow10(_ e: Int) -> Int {
    (e &* 913_124_641_741) &>> 38
  }
}
