import Tagless

/// A divisor of two-limb numbers by one limb, with its reciprocal computed once: each division
/// is then two multiplications and a correction (Möller and Granlund, "Improved division by
/// invariant integers", 2011), not a 128-bit division (a runtime call, `__udivti3`, on
/// x86-64).
///
/// ```swift
/// let ten = LimbDivisor(10)
/// ten.divide(high: 3, low: 7)   // (3·2^64 + 7) / 10: quotient and remainder
/// ```
struct LimbDivisor {
  /// The divisor shifted left until its top bit is set.
  let normalized: UInt64
  /// How far it was shifted.
  let shift: Int
  /// ⌊(2^128 − 1) / normalized⌋ − 2^64.
  let inverse: UInt64

  /// A divisor (non-zero); its reciprocal costs one 128-bit division.
  init(_ divisor: UInt64) {
    shift = divisor.leadingZeroBitCount
    normalized = divisor << shift
    inverse = normalized.dividingFullWidth((~normalized, UInt64.max)).quotient
  }

  /// The base of ``DecimalLimbs``, 10^18, its reciprocal written out.
  static var base: LimbDivisor {
    LimbDivisor(normalized: 0xDE0B_6B3A_7640_0000, shift: 4, inverse: 0x2725_DD1D_243A_BA0E)
  }

  private init(normalized: UInt64, shift: Int, inverse: UInt64) {
    self.normalized = normalized
    self.shift = shift
    self.inverse = inverse
  }

  /// `(high · 2^64 + low) / divisor` and its remainder, for `high` below the divisor.
  @inline(__always)
  func divide(high: UInt64, low: UInt64) -> (quotient: UInt64, remainder: UInt64) {
    // The numerator shifted as the divisor was: its top word stays below `normalized`.
    let n1 = shift == 0 ? high : (high << shift) | (low >> (64 - shift))
    let n0 = low << shift
    var (q1, q0) = inverse.multipliedFullWidth(by: n1)
    let (sum, carry) = q0.addingReportingOverflow(n0)
    q0 = sum
    q1 = q1 &+ n1 &+ 1 &+ (carry ? 1 : 0)
    var r = n0 &- q1 &* normalized
    if r > q0 {
      q1 &-= 1
      r &+= normalized
    }
    if r >= normalized {
      q1 &+= 1
      r &-= normalized
    }
    return (q1, r >> shift)
  }
}
