import CGMP
import CMPFR
import Tagless

/// One MPFR number (`mpfr_t`): a binary floating-point value of a chosen precision, which MPFR
/// rounds correctly in the direction asked for.
///
/// Held only for the length of one elementary function's evaluation (it is `~Copyable`, and
/// cleared when it goes): the values that outlive it are ``Ball``s of ``BigInt``s.
struct BinaryFloat: ~Copyable {
  /// The MPFR number, allocated and initialised with the value.
  let pointer: UnsafeMutablePointer<__mpfr_struct>

  /// A number of `precision` bits (clamped to MPFR's range), NaN until written.
  init(precision: Int) {
    let bits = min(
      max(precision, tagless_mpfr_precision_minimum()), tagless_mpfr_precision_maximum())
    pointer = .allocate(capacity: 1)
    tagless_mpfr_init2(pointer, bits)
  }

  /// `significand · 2^exponent` exactly: the precision is the significand's bits.
  init(_ significand: BigInt, exponent: Int) {
    self.init(precision: significand.magnitude.bitWidth)
    _ = significand.read { tagless_mpfr_set_z_2exp(pointer, $0, exponent, 0) }
  }

  deinit {
    tagless_mpfr_clear(pointer)
    pointer.deallocate()
  }

  /// Sets this to `function(x)` rounded in `direction` (negative: down, positive: up, zero:
  /// to nearest) and returns MPFR's ternary value; `x` is borrowed, so it lives through the
  /// call.
  func apply(_ function: Int32, to x: borrowing BinaryFloat, rounding direction: Int32) -> Int32 {
    tagless_mpfr_apply(function, pointer, x.pointer, direction)
  }

  /// True for a finite number (zero included); false for NaN or an infinity.
  var isFinite: Bool { tagless_mpfr_kind(pointer) >= 0 }

  /// The value as `significand · 2^exponent`, exactly (zero as 0 · 2^0), for a finite number.
  var parts: (significand: BigInt, exponent: Int) {
    if tagless_mpfr_kind(pointer) == 0 { return (BigInt(0), 0) }
    var exponent = 0
    let significand = BigInt.make { exponent = tagless_mpfr_get_z_2exp($0, pointer) }
    return (significand, exponent)
  }

  /// The value rounded to nearest with MPFR's ternary result `ternary`, as a ball: the point
  /// itself when exact, else within half a unit of its last place.
  func ball(ternary: Int32) -> Ball {
    let (significand, exponent) = parts
    if ternary == 0 { return Ball(significand, exponent: exponent) }
    return Ball(significand << 1, radius: 1, exponent: exponent - 1)
  }

  /// -1, 0 or 1 as this is below, equal to or above `other`.
  func compare(_ other: borrowing BinaryFloat) -> Int32 { tagless_mpfr_cmp(pointer, other.pointer) }
}
