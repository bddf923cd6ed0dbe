import Tagless

// MARK: - Decisions, refined until they are certain

extension Enclosure {
  /// The significant digits a decision refines to at `digits` digits before it gives up:
  /// twice the digits and 20 more (the budget the README states).
  static func decisionDigits(_ digits: Int) -> Int { 2 * digits + 20 }

  /// What `test` says of the first ball it decides on, refining from ``firstBits(_:)`` up to
  /// ``decisionDigits(_:)`` digits' worth of bits (plus `extraBits`, the integer bits of a
  /// value whose integer part is decided); nil when none decides, or when cancelled.
  func decide<T>(digits: Int, extraBits: Int = 0, _ test: (Ball) -> T?) -> T? {
    let cap = Int(Double(Self.decisionDigits(digits)) * 3.3219280948873626) + 16 + extraBits
    var bits = min(cap, Self.firstBits(digits) + extraBits)
    while !Cancellation.isRequested {
      if let ball = ball(bits), let decided = test(ball) { return decided }
      if bits >= cap { return nil }
      bits = min(cap, 2 * bits)
    }
    return nil
  }

  /// The sign of the number: -1, 0 (only for a ball that is the single point zero) or 1;
  /// nil when it cannot be decided.
  func sign(digits: Int) -> Int? {
    decide(digits: digits) { ball in
      if ball.radius.isZero { return ball.mid.signum }
      return ball.isPositive ? 1 : (ball.isNegative ? -1 : nil)
    }
  }

  /// floor, ceil, round or trunc of the number, decided from balls narrow enough that the
  /// function is the same at both ends; the failure when it is not decided within the budget,
  /// or the integer would be longer than `digitLimit` digits.
  func integral(_ function: UnaryFunction, digits: Int, digitLimit: Int)
    -> Result<BigInt, ArithmeticFailure>
  {
    let integerBits = max(0, ball(Self.firstBits(digits))?.magnitudeBits ?? 0)
    guard Double(integerBits) * 0.30103 <= Double(digitLimit) else {
      return .failure(
        ArithmeticFailure(
          "\(function.name) of an approximate value with more than \(digitLimit) digits "
            + "before the point"))
    }
    let decided = decide(digits: digits, extraBits: integerBits) { ball -> BigInt? in
      guard let a = Self.integral(function, ball.mid - ball.radius, exponent: ball.exponent),
        let b = Self.integral(function, ball.mid + ball.radius, exponent: ball.exponent), a == b
      else { return nil }
      return a
    }
    if let decided { return .success(decided) }
    return .failure(Self.undecided("\(function.name) of this value", digits: digits))
  }

  /// floor, ceil, round or trunc of `m · 2^exponent`; nil when the integer would be huge.
  ///
  /// By shifts of `m`, with the bits shifted out telling which way floor, ceil and round go:
  /// no fraction is built, so a decision on a ball of a million bits costs a shift.
  static func integral(_ function: UnaryFunction, _ m: BigInt, exponent: Int) -> BigInt? {
    switch function {
    case .floor, .ceil, .round, .trunc: break
    default: return nil
    }
    if exponent >= 0 {
      return exponent <= Ball.largestFractionShift ? m << exponent : nil
    }
    let shift = -exponent
    let negative = m.sign == .minus
    if shift > m.magnitude.bitWidth + 2 {
      // |m · 2^exponent| < 1/4: the integer part is 0, or ±1 toward the sign.
      switch function {
      case .floor: return BigInt(negative ? -1 : 0)
      case .ceil: return BigInt(m.signum > 0 ? 1 : 0)
      default: return BigInt(0)
      }
    }
    let truncated = m >> shift
    let whole = (truncated << shift) == m
    switch function {
    case .floor: return whole || !negative ? truncated : truncated - 1
    case .ceil: return whole || negative ? truncated : truncated + 1
    case .round:
      // Halves go away from zero, as `round` does everywhere.
      let magnitude = (m.magnitude + (BigInt(1) << (shift - 1))) >> shift
      return negative ? -magnitude : magnitude
    default: return truncated
    }
  }

  /// The failure of a decision that the budget did not settle (or that was cancelled).
  static func undecided(_ what: String, digits: Int) -> ArithmeticFailure {
    if Cancellation.isRequested { return ArithmeticFailure(Cancellation.message) }
    return ArithmeticFailure(
      "\(what) cannot be decided to \(decisionDigits(digits)) digits (the value is that close "
        + "to where the answer changes)")
  }
}
