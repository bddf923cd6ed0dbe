#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Exponentials and logarithms

extension Elementary {
  /// exp(x) as `ball · 10^tens`, for any x whose result is within the exponent range; the
  /// exact fraction, when given and short, takes the series directly.
  static func exp(_ x: Ball, exact: Fraction?, _ precision: Int) -> (ball: Ball, tens: Int) {
    let rough = exact?.roughDouble ?? roughDouble(x)
    if abs(rough) <= 2.3 {
      if let exact, exact.isShort {
        let bits = precision + 8
        let value = Series.exp(exact.numerator, exact.denominator, bits: bits)
        return (Ball(value, radius: 2, exponent: -bits), 0)
      }
      return (exp(x, precision), 0)
    }
    // exp(x) = 10^d · exp(x - d ln 10), with d near x / ln 10.
    let d = Int((rough / 2.302585092994046).rounded(.down))
    let extra = Int(log2(Double(abs(d)) + 1)) + 8
    let reduced = Ball.subtract(
      x, Ball.multiply(Ball(d), ln10(precision + extra), precision + extra), precision + 8)
    return (exp(reduced, precision), d)
  }

  /// A double near the ball's centre (rough: for choosing reductions).
  static func roughDouble(_ x: Ball) -> Double {
    let width = x.mid.magnitude.bitWidth
    guard width > 0 else { return 0 }
    let top = width > 60 ? x.mid.magnitude >> (width - 60) : x.mid.magnitude
    let shift = width > 60 ? width - 60 : 0
    let value = scalbn(Double(top.lowWord), shift + x.exponent)
    return x.mid.sign == .minus ? -value : value
  }

  /// log(x · 10^tens) for x > 0 given as an exact fraction, to `precision` bits (absolute).
  static func log(_ x: Fraction, tens: Int = 0, _ precision: Int) -> Ball {
    // x = s · 10^e with s near 1 to 10, then s = f · 2^k with f in [1, 2).
    let log2x = x.log2Magnitude ?? 0
    var e = Int((log2x * 0.30102999566398120).rounded(.down))
    var s = x
    if e > 0 {
      s.denominator *= IntegerRoots.powerOfTen(e)
    } else if e < 0 {
      s.numerator *= IntegerRoots.powerOfTen(-e)
    }
    e += tens
    let k = Int((s.log2Magnitude ?? 0).rounded(.down))
    var f = s
    if k > 0 { f.denominator <<= k } else if k < 0 { f.numerator <<= -k }
    let extra = Int(log2(Double(abs(e) + abs(k)) + 1)) + 8
    let bits = precision + extra
    var result = logNear1(f, bits)
    if k != 0 { result = Ball.add(result, Ball.multiply(Ball(k), ln2(bits), bits), bits) }
    if e != 0 { result = Ball.add(result, Ball.multiply(Ball(e), ln10(bits), bits), bits) }
    return result.normalized(precision + 8)
  }

  /// log(f) for f near [1, 2]: a series when f is a short fraction, Newton's iteration on exp
  /// otherwise.
  static func logNear1(_ f: Fraction, _ precision: Int) -> Ball {
    if Fraction.compare(f, Fraction(1)) == 0 { return Ball(0) }
    if f.isShort {
      // log f = 2 atanh((a - b) / (a + b)) for f = a / b.
      let a = f.numerator
      let b = f.denominator
      let bits = precision + 8
      let value = Series.atanh(a - b, (a + b).magnitude, bits: bits)
      return Ball(2 * value, radius: 4, exponent: -bits)
    }
    return logNewton(f.ball(precision + 16), precision)
  }

  /// The working precisions of a Newton iteration that doubles its correct bits each step,
  /// lowest first: from a rough start (about 90 bits) up to `precision` plus guard bits, each
  /// about half the next plus a margin.
  static func newtonPrecisions(_ precision: Int) -> [Int] {
    var levels: [Int] = []
    var level = precision + 24
    while level > 90 {
      levels.append(level)
      level = level / 2 + 12
    }
    levels.append(level)
    return levels.reversed()
  }

  /// log(f) of a ball f in about [1/2, 4] by Newton's iteration y ← y + f·exp(-y) - 1, which
  /// doubles the correct bits each step, the precision doubling with it.
  static func logNewton(_ f: Ball, _ precision: Int) -> Ball {
    var y = Ball(BigInt(Int(roughLog(roughDouble(f)))), exponent: -60)
    for bits in newtonPrecisions(precision) {
      let point = Ball(y.mid, exponent: y.exponent)
      let e = exp(-point, bits)
      let step = Ball.subtract(Ball.multiply(f, e, bits), Ball(1), bits)
      y = Ball.add(point, step, bits)
    }
    // The last step's own error is in its radius; what it did not correct is below
    // 2^-(precision + 14) (the previous level had half the bits, squared by the step).
    return y.normalized(precision + 8).adding(error: precision + 14)
  }
}

// MARK: - Helpers

/// log(x) · 2^60 rounded, for a double x > 0 (at file scope, where `log` is the C library's).
private func roughLog(_ x: Double) -> Int64 { Int64(scalbn(log(x), 60).rounded()) }

extension Ball {
  /// The ball widened by 2^-bits (absolute).
  func adding(error bits: Int) -> Ball {
    let units = -bits - exponent
    if units >= 0 { return widened(by: BigInt(1) << units) }
    return widened(by: 1)
  }
}
