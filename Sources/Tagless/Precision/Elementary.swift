// MARK: - Elementary

/// The elementary functions on balls (``Ball``), to a requested number of bits.
///
/// The kernels: the constants, exp and (sin, cos) of an argument of at most about 3, by the
/// bit-burst method: the argument's bits are cut into chunks of 8, 8, 16, 32, 64, … bits, the
/// series of each chunk (a short fraction) summed by binary splitting (``Series``), and the
/// results multiplied (exp) or combined by the addition formulas (sin, cos). The cost grows like
/// a multiplication times the square of the log of the precision.
enum Elementary {
  /// π to `precision` bits.
  static func pi(_ precision: Int) -> Ball {
    let bits = precision + 8
    return Ball(Series.pi(bits: bits), radius: 3, exponent: -bits)
  }

  /// ln 2 to `precision` bits.
  static func ln2(_ precision: Int) -> Ball {
    let bits = precision + 8
    return Ball(Series.ln2(bits: bits), radius: 3, exponent: -bits)
  }

  /// ln 10 to `precision` bits.
  static func ln10(_ precision: Int) -> Ball {
    let bits = precision + 8
    return Ball(Series.ln10(bits: bits), radius: 3, exponent: -bits)
  }

  // MARK: Bit-burst

  /// The argument as fixed point at `scale` bits: its sign, magnitude, and the radius (in
  /// units of 2^-scale) that covers both its own radius and the cut.
  static func fixed(_ r: Ball, scale: Int) -> (negative: Bool, magnitude: BigInt, radius: BigInt) {
    let shift = r.exponent + scale
    let negative = r.mid.sign == .minus
    if shift >= 0 {
      return (negative, r.mid.magnitude << shift, r.radius << shift)
    }
    let cut = -shift
    return (negative, r.mid.magnitude >> cut, (r.radius >> cut) + 2)
  }

  /// The chunks of a fixed-point magnitude at `scale` bits: (numerator, bits of the
  /// denominator), the numerators adding up to the magnitude.
  static func chunks(_ magnitude: BigInt, scale: Int) -> [(BigInt, Int)] {
    var result: [(BigInt, Int)] = []
    var previous = BigInt(0)
    var previousBits = 0
    var bits = min(8, scale)
    while true {
      let prefix = magnitude >> (scale - bits)
      let chunk = prefix - (previous << (bits - previousBits))
      if !chunk.isZero { result.append((chunk, bits)) }
      if bits == scale { break }
      previous = prefix
      previousBits = bits
      bits = min(scale, bits * 2)
    }
    return result
  }

  /// exp(r) for |r| ≤ 3, to `precision` bits.
  static func exp(_ r: Ball, _ precision: Int) -> Ball {
    let scale = precision + 16
    let (negative, magnitude, inputRadius) = fixed(r, scale: scale)
    var result = Ball(BigInt(1))
    for (numerator, bits) in chunks(magnitude, scale: scale) {
      let signed = negative ? -numerator : numerator
      let factor = Ball(
        Series.exp(signed, BigInt(1) << bits, bits: scale), radius: 2, exponent: -scale)
      result = Ball.multiply(result, factor, scale)
    }
    return widened(result, relative: inputRadius, scale: scale, factor: 2)
  }

  /// (sin r, cos r) for |r| ≤ 2, to `precision` bits.
  static func sinCos(_ r: Ball, _ precision: Int) -> (sin: Ball, cos: Ball) {
    let scale = precision + 16
    let (negative, magnitude, inputRadius) = fixed(r, scale: scale)
    var sine = Ball(0)
    var cosine = Ball(1)
    for (numerator, bits) in chunks(magnitude, scale: scale) {
      let signed = negative ? -numerator : numerator
      let (s, c) = Series.sinCos(signed, BigInt(1) << bits, bits: scale)
      let sj = Ball(s, radius: 2, exponent: -scale)
      let cj = Ball(c, radius: 2, exponent: -scale)
      let newSine = Ball.add(
        Ball.multiply(sine, cj, scale), Ball.multiply(cosine, sj, scale), scale)
      let newCosine = Ball.subtract(
        Ball.multiply(cosine, cj, scale), Ball.multiply(sine, sj, scale), scale)
      (sine, cosine) = (newSine, newCosine)
    }
    // Both have derivatives of at most 1: the input's radius carries over.
    let spread = Ball(0, radius: inputRadius, exponent: -scale)
    return (Ball.add(sine, spread, scale), Ball.add(cosine, spread, scale))
  }

  /// `value` widened by `factor · |value| · radius · 2^-scale`: the effect of an input error
  /// `radius · 2^-scale` on a function whose derivative is at most `factor / 2` times its
  /// value (exp: 2 while the input error is below 1/2).
  static func widened(_ value: Ball, relative radius: BigInt, scale: Int, factor: Int) -> Ball {
    guard !radius.isZero else { return value }
    let size = value.mid.magnitude + value.radius
    let extra = (size * radius * BigInt(factor)) >> scale
    return value.widened(by: extra + 1)
  }
}
