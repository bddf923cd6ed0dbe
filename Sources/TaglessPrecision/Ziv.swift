import Tagless

/// Correct rounding by Ziv's strategy: compute a ball at some precision; if both of its ends
/// round to the same decimal of the digits asked for, that decimal is the correctly rounded
/// value; otherwise compute again with more bits.
///
/// The time of one function is bounded: the precisions tried grow at least by a quarter each
/// time up to ``cap(_:)`` (40 bits a digit and 20,000 more), so the work is at most a few
/// times one MPFR evaluation at the cap, plus the bits the argument itself has (its integer
/// bits for a trigonometric reduction, the exponent's bits for exp and log), each call of
/// MPFR costing about M(p)·log(p)² for p bits (M the cost of a product).
///
/// A value whose ball never decides by a cap (a result exactly halfway between two decimals,
/// which the functions rule out before they get here, or an approximation that does not
/// converge) is a failure: a value not known to be correctly rounded is not shown.
enum Ziv {
  /// The failure of a value that did not decide by the cap.
  static let undecided = "the result could not be rounded correctly to the digits asked for"

  /// The most bits tried for `digits` digits before giving up on deciding.
  static func cap(_ digits: Int) -> Int { 40 * digits + 20_000 }

  /// The correctly rounded value of the function that `compute` approximates: it returns a
  /// ball at the precision it is given (bits), times 10^tens, or nil when that precision is
  /// not enough to say anything.
  static func rounded(
    digits: Int, extraBits: Int = 0, _ compute: (Int) -> (ball: Ball, tens: Int)?
  ) -> Result<BigDecimal, ArithmeticFailure> {
    let needed = Int((Double(digits) * 3.3219280948873626).rounded(.up)) + 8
    var precision = needed + 24 + max(0, extraBits)
    while precision <= cap(digits) {
      // Looked at after each computation too, so that a stop never waits for another one.
      if Cancellation.isRequested { return .failure(ArithmeticFailure(Cancellation.message)) }
      let result = compute(precision)
      if Cancellation.isRequested { return .failure(ArithmeticFailure(Cancellation.message)) }
      if let result {
        if let decided = decide(result.ball, tens: result.tens, digits: digits) {
          return .success(decided)
        }
        let ball = result.ball
        if ball.containsZero {
          precision = precision * 2
        } else {
          let achieved = ball.mid.magnitude.bitWidth - ball.radius.bitWidth
          precision += max(needed - achieved + 32, precision / 4 + 32)
        }
      } else {
        precision = precision * 2
      }
    }
    return .failure(ArithmeticFailure(undecided))
  }

  /// The rounding of every point of `ball · 10^tens`, when they all round alike.
  static func decide(_ ball: Ball, tens: Int, digits: Int) -> BigDecimal? {
    if let (near, scale) = nearOne(ball, digits: digits) {
      return decide(near, tens: tens + scale, digits: digits)
    }
    if ball.radius.isZero {
      return decimal(ball.mid, exponent: ball.exponent, tens: tens, digits: digits)
    }
    guard !ball.containsZero else { return nil }
    let radius = ball.radius
    let low = decimal(ball.mid - radius, exponent: ball.exponent, tens: tens, digits: digits)
    let high = decimal(ball.mid + radius, exponent: ball.exponent, tens: tens, digits: digits)
    guard low.significand == high.significand, low.exponent == high.exponent else { return nil }
    return low
  }

  /// A ball far from 1 (`1e-1000000000 % 3`) as `near · 10^scale` with `near` close to 1,
  /// nil when the ball is near enough already.
  ///
  /// ``decimal(_:exponent:tens:digits:)`` scales by an exact power of ten, a billion digits for
  /// that ball; the power as a ball of the precision in use costs a few dozen products, and
  /// widens the ball by what the decisions that follow account for.
  static func nearOne(_ ball: Ball, digits: Int) -> (near: Ball, scale: Int)? {
    guard !ball.mid.isZero else { return nil }
    let bits = ball.mid.magnitude.bitWidth
    let log10 = (Double(bits - 1 + ball.exponent) * 0.30102999566398120).rounded(.down)
    let precision = max(bits, Int((Double(digits) * 3.3219280948873626).rounded(.up))) + 64
    guard log10.magnitude > Double(4 * precision + 64), log10.magnitude < 1e17 else { return nil }
    let scale = Int(log10)
    guard let power = Ball.power(Ball(10), Int(scale.magnitude), precision) else { return nil }
    let near =
      scale > 0
      ? Ball.divide(ball, power, precision) : Ball.multiply(ball, power, precision)
    return near.map { ($0, scale) }
  }

  /// `m · 2^exponent · 10^tens` correctly rounded to `digits` digits (ties to even).
  static func decimal(_ m: BigInt, exponent: Int, tens: Int, digits: Int) -> BigDecimal {
    if m.isZero { return .zero }
    let magnitude = m.magnitude
    // An estimate of log10 of m · 2^exponent, within one.
    let log10 = Int(
      (Double(magnitude.bitWidth - 1 + exponent) * 0.30102999566398120).rounded(.down))
    // Scale by 10^j so that the integer part has digits + 2 to digits + 4 digits.
    let j = digits + 2 - log10
    var quotient: BigInt
    var sticky: Bool
    if j >= 0 {
      let scaled = magnitude * IntegerRoots.powerOfTen(j)
      if exponent >= 0 {
        (quotient, sticky) = (scaled << exponent, false)
      } else {
        quotient = scaled >> (-exponent)
        sticky = (quotient << (-exponent)) != scaled
      }
    } else {
      let divisor = IntegerRoots.powerOfTen(-j)
      let (top, bottom) =
        exponent >= 0 ? (magnitude << exponent, divisor) : (magnitude, divisor << (-exponent))
      let (q, r) = top.quotientAndRemainder(dividingBy: bottom)
      (quotient, sticky) = (q, !r.isZero)
    }
    return BigDecimal.round(
      m.sign == .minus ? -quotient : quotient, exponent: tens - j, sticky: sticky, digits: digits)
  }
}
