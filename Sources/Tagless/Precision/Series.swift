#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Series

/// Power series of short rational arguments summed by binary splitting, and the constants.
///
/// A series whose terms have the ratio `t(k) / t(k-1) = p(k) / q(k)` (small integers) is
/// summed as one fraction `T / Q` built by halving the range of terms, so the work is a few
/// large multiplications instead of a long loop of full-precision ones. Results are fixed
/// point: an integer `F` standing for `F · 2^-bits`, within 2 units of the exact value.
enum Series {
  /// The products of a range of terms: `P = Π p(k)`, `Q = Π q(k)`, and `T` with
  /// `T / Q = Σ_{k=a}^{b-1} Π_{j=a}^{k} p(j) / q(j)`.
  struct Split {
    var p: BigInt
    var q: BigInt
    var t: BigInt

    /// The split of `a..<c` from those of `a..<b` (`left`) and `b..<c` (`right`).
    static func joining(_ left: Split, _ right: Split) -> Split {
      Split(
        p: left.p * right.p, q: left.q * right.q, t: left.t * right.q + left.p * right.t)
    }
  }

  /// The split of terms `a..<b` (`b > a`).
  static func split(_ a: Int, _ b: Int, _ term: (Int) -> (BigInt, BigInt)) -> Split {
    // Every join is a product of large numbers at many digits (a few terms of a bit-burst
    // chunk can each be 100,000 digits long): stop before it when asked to. The sum is then
    // meaningless, and ``Ziv`` (which every series is summed under) looks at the cancellation
    // again before it uses any result.
    if b - a > 1, Cancellation.isRequested { return Split(p: 1, q: 1, t: 0) }
    if b - a == 1 {
      let (p, q) = term(a)
      return Split(p: p, q: q, t: p)
    }
    let middle = (a + b) / 2
    let left = split(a, middle, term)
    let right = split(middle, b, term)
    return Split.joining(left, right)
  }

  /// log2 |p / q|, roughly (from the top bits of each).
  static func log2Ratio(_ p: BigInt, _ q: BigInt) -> Double {
    func logarithm(_ n: BigInt) -> Double {
      let width = n.bitWidth
      if width <= 60 { return log2(Double(n.lowWord)) }
      return log2(Double((n >> (width - 60)).lowWord)) + Double(width - 60)
    }
    return logarithm(p.magnitude) - logarithm(q)
  }

  /// How many terms past the first make `Π |x| / divisor(k)` fall below 2^-(bits + 4), with
  /// the ratio below 1/2 from there on.
  static func termCount(
    log2X: Double, bits: Int, divisorLog2: (Int) -> Double, ratioSmall: (Int) -> Bool
  ) -> Int {
    var total = 0.0
    var k = 0
    while true {
      k += 1
      total += log2X - divisorLog2(k)
      if total < -Double(bits + 4) && ratioSmall(k) { return k }
    }
  }

  // MARK: Functions of p / q

  /// exp(p / q) · 2^bits, for |p / q| up to about 3.
  static func exp(_ p: BigInt, _ q: BigInt, bits: Int) -> BigInt {
    if p.isZero { return BigInt(1) << bits }
    let lx = log2Ratio(p, q)
    let x = exp2(lx)
    let n = termCount(
      log2X: lx, bits: bits, divisorLog2: { log2(Double($0)) },
      ratioSmall: { Double($0) > 2 * x })
    let bq = q
    let s = split(1, n + 1) { k in (p, bq * BigInt(k)) }
    return ((s.q + s.t) << bits) / s.q
  }

  /// (sin(p / q), cos(p / q)) · 2^bits, for |p / q| up to about 2.
  static func sinCos(_ p: BigInt, _ q: BigInt, bits: Int) -> (sin: BigInt, cos: BigInt) {
    if p.isZero { return (0, BigInt(1) << bits) }
    let lx = 2 * log2Ratio(p, q)
    let x = exp2(lx)
    let n = termCount(
      log2X: lx, bits: bits, divisorLog2: { log2(Double(2 * $0) * Double(2 * $0 - 1)) },
      ratioSmall: { Double(2 * $0) * Double(2 * $0 - 1) > 2 * x })
    let minusP2 = -(p * p)
    let q2 = q * q
    let sine = split(1, n + 1) { k in (minusP2, q2 * BigInt(2 * k) * BigInt(2 * k + 1)) }
    let cosine = split(1, n + 1) { k in (minusP2, q2 * BigInt(2 * k - 1) * BigInt(2 * k)) }
    let sin = ((p * (sine.q + sine.t)) << bits) / (q * sine.q)
    let cos = ((cosine.q + cosine.t) << bits) / cosine.q
    return (sin, cos)
  }

  /// atanh(1 / q) · 2^bits, for an integer q ≥ 2.
  static func inverseAtanh(_ q: Int, bits: Int) -> BigInt {
    atanh(BigInt(1), BigInt(q), bits: bits)
  }

  /// atanh(p / q) · 2^bits, for |p / q| up to about 1/3.
  static func atanh(_ p: BigInt, _ q: BigInt, bits: Int) -> BigInt {
    if p.isZero { return 0 }
    let perTerm = -2 * log2Ratio(p, q)
    let n = Int(Double(bits + 8) / max(perTerm, 0.5)) + 4
    let p2 = p * p
    let q2 = q * q
    let s = split(1, n + 1) { k in (BigInt(2 * k - 1) * p2, BigInt(2 * k + 1) * q2) }
    return ((p * (s.q + s.t)) << bits) / (q * s.q)
  }

  /// atan(p / q) · 2^bits, for |p / q| up to about 1/2, by Euler's series
  /// atan x = x / (1 + x²) · Σ (2k)!! / (2k + 1)!! · (x² / (1 + x²))^k, whose terms shrink by
  /// p² / (p² + q²) each: at least 2.7 bits a term below 0.42.
  static func atan(_ p: BigInt, _ q: BigInt, bits: Int) -> BigInt {
    if p.isZero { return 0 }
    let p2 = p * p
    let s2 = p2 + q * q
    let perTerm = log2Ratio(s2, p2.magnitude)
    let n = Int(Double(bits + 8) / max(perTerm, 0.05)) + 4
    let s = split(1, n + 1) { k in (BigInt(2 * k) * p2, BigInt(2 * k + 1) * s2) }
    return ((p * q * (s.q + s.t)) << bits) / (s2 * s.q)
  }

  // MARK: Constants

  /// π · 2^bits (Chudnovsky: 14 digits a term).
  static func pi(bits: Int) -> BigInt {
    let n = bits / 47 + 2
    let c3 = BigInt(640_320) * BigInt(640_320) * BigInt(640_320) / 24
    // Each term is weighted by 13591409 + 545140134 k.
    let weighted = splitWeighted(0, n, c3)
    let root = IntegerRoots.squareRoot(BigInt(10005) << (2 * bits))
    return BigInt(426_880) * root * weighted.q / weighted.t
  }

  /// Chudnovsky's split with the linear weight in the terms.
  private static func splitWeighted(_ a: Int, _ b: Int, _ c3: BigInt) -> Split {
    if b - a == 1 {
      let k = a
      let weight = BigInt(13_591_409) + BigInt(545_140_134) * BigInt(k)
      if k == 0 { return Split(p: 1, q: 1, t: weight) }
      let p = -BigInt(6 * k - 5) * BigInt(2 * k - 1) * BigInt(6 * k - 1)
      return Split(p: p, q: BigInt(k) * BigInt(k) * BigInt(k) * c3, t: p * weight)
    }
    let middle = (a + b) / 2
    let left = splitWeighted(a, middle, c3)
    let right = splitWeighted(middle, b, c3)
    return Split.joining(left, right)
  }

  /// ln 2 · 2^bits: 18 atanh(1/26) - 2 atanh(1/4801) + 8 atanh(1/8749).
  static func ln2(bits: Int) -> BigInt {
    let guarded = bits + 8
    let sum =
      18 * inverseAtanh(26, bits: guarded) - 2 * inverseAtanh(4801, bits: guarded) + 8
      * inverseAtanh(8749, bits: guarded)
    return sum >> 8
  }

  /// ln 10 · 2^bits: 3 ln 2 + 2 atanh(1/9).
  static func ln10(bits: Int) -> BigInt {
    let guarded = bits + 8
    return (3 * ln2(bits: guarded) + 2 * inverseAtanh(9, bits: guarded)) >> 8
  }
}
