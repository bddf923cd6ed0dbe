import Tagless

// MARK: - Division

extension DecimalLimbs {
  /// `x / y` (y non-zero; both trimmed), truncated, and whether it was inexact (a non-zero
  /// remainder); nil beyond the capacity.
  ///
  /// Long division in base 10^18 (Knuth's algorithm D): both operands are scaled so that the
  /// divisor's top limb is at least half the base, and each quotient limb is estimated from
  /// the top two limbs of the remainder, corrected at most twice.
  static func quotient(_ x: DecimalLimbs, _ y: DecimalLimbs) -> (DecimalLimbs, inexact: Bool)? {
    if compare(x, y) < 0 { return (DecimalLimbs(), !x.isZero) }
    if y.count == 1 { return quotient(x, word: y[0]) }
    let n = y.count
    let m = x.count - n
    guard x.count < capacity else { return nil }
    let factor = base / (y[n - 1] + 1)
    guard var u = product(x, word: factor), let v = product(y, word: factor) else { return nil }
    // One limb more than x, zero when the scaling did not carry.
    u.count = x.count + 1
    var q = DecimalLimbs()
    q.count = m + 1
    let top = v[n - 1]
    let topDivisor = LimbDivisor(top)
    var j = m
    while j >= 0 {
      var estimate: UInt64
      var rest: UInt128
      if u[j + n] >= top {
        // The remainder's top limb equals the divisor's: the estimate is at most base - 1.
        estimate = base - 1
        rest =
          UInt128(u[j + n]) * UInt128(base) + UInt128(u[j + n - 1]) - UInt128(estimate)
          * UInt128(top)
      } else {
        let (high, low) = u[j + n].multipliedFullWidth(by: base)
        let (sum, overflow) = low.addingReportingOverflow(u[j + n - 1])
        let (quotient, remainder) = topDivisor.divide(high: high &+ (overflow ? 1 : 0), low: sum)
        (estimate, rest) = (quotient, UInt128(remainder))
      }
      while rest < UInt128(base)
        && UInt128(estimate) * UInt128(v[n - 2]) > rest * UInt128(base) + UInt128(u[j + n - 2])
      {
        estimate -= 1
        rest += UInt128(top)
      }
      // u[j...j+n] -= estimate · v
      var carry: UInt64 = 0
      var borrow: UInt64 = 0
      var i = 0
      while i < n {
        let (high, low) = estimate.multipliedFullWidth(by: v[i])
        let (sum, overflow) = low.addingReportingOverflow(carry)
        let digit: UInt64
        (carry, digit) = LimbDivisor.base.divide(high: high &+ (overflow ? 1 : 0), low: sum)
        let subtrahend = digit &+ borrow
        borrow = u[i + j] < subtrahend ? 1 : 0
        u[i + j] = u[i + j] &+ (borrow &* base) &- subtrahend
        i += 1
      }
      var head = Int(u[j + n]) - Int(carry) - Int(borrow)
      if head < 0 {
        // The estimate was one too large: add v back once.
        estimate -= 1
        var carryBack: UInt64 = 0
        i = 0
        while i < n {
          let limb = u[i + j] &+ v[i] &+ carryBack
          carryBack = limb >= base ? 1 : 0
          u[i + j] = limb &- (carryBack &* base)
          i += 1
        }
        head += Int(carryBack)
      }
      u[j + n] = UInt64(max(head, 0))
      q[j] = estimate
      j -= 1
    }
    q.trim()
    return (q, u.anyNonZero(below: n))
  }

  /// `x / divisor` (non-zero, below the base), truncated, and whether it was inexact.
  static func quotient(_ x: DecimalLimbs, word divisor: UInt64) -> (DecimalLimbs, inexact: Bool) {
    let divisor = LimbDivisor(divisor)
    var q = x
    var remainder: UInt64 = 0
    var index = x.count - 1
    while index >= 0 {
      let (high, low) = remainder.multipliedFullWidth(by: base)
      let (sum, overflow) = low.addingReportingOverflow(x[index])
      (q[index], remainder) = divisor.divide(high: high &+ (overflow ? 1 : 0), low: sum)
      index -= 1
    }
    q.trim()
    return (q, remainder != 0)
  }
}
