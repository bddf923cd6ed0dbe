import Synchronization
import Tagless

/// A real number as a recipe for proven enclosures: asked for a precision in bits, it gives a
/// ball (``Ball``) that holds the number exactly, about that many bits wide, or nil when that
/// precision says nothing (the square root of a ball that reaches below zero).
///
/// What an approximate value of ``Exact`` carries besides the decimal it shows: `floor`,
/// `%`, the comparisons and the other decisions on it ask again with more bits until the
/// ball lies on one side of what they decide, as the Ziv loop (``Ziv``) does for a rounding.
/// An enclosure of an operation holds its operands' enclosures and combines their balls, so
/// refining a result refines everything it was computed from. Each keeps the last ball it
/// computed, so that an operand used twice (`x * x`) is computed once at each precision.
///
/// A chain deeper than ``maximumDepth`` (a `sum` of many approximate terms) is cut: the
/// enclosure at the depth limit keeps the ball of the first precision tried and is never
/// refined, so that refining never recurses without bound. Such a value is still proven, only
/// decided less often.
final class Enclosure: Sendable {
  /// The ball at a precision, or nil when that precision is not enough.
  typealias Compute = @Sendable (_ bits: Int) -> Ball?

  /// The longest chain of enclosures one computes through.
  static let maximumDepth = 400

  /// The longest chain of enclosures this one computes through.
  let depth: Int

  /// The recipe.
  private let compute: Compute

  /// The last ball computed and its precision.
  private let cache = Mutex<(bits: Int, ball: Ball?)?>(nil)

  /// An enclosure that computes its balls with `compute`, through `depth` others at most.
  private init(depth: Int, _ compute: @escaping Compute) {
    self.depth = depth
    self.compute = compute
  }

  /// An enclosure computed by `compute` from enclosures at most `depth - 1` deep; past
  /// ``maximumDepth``, the ball at the first precision, kept.
  static func node(depth: Int, _ compute: @escaping Compute) -> Enclosure {
    guard depth > maximumDepth else { return Enclosure(depth: depth, compute) }
    let ball = compute(firstBits(Precision.digits))
    return Enclosure(depth: 0) { _ in ball }
  }

  /// The ball at `bits` bits (or a tighter one computed before), nil when that precision is
  /// not enough.
  func ball(_ bits: Int) -> Ball? {
    if let cached = cache.withLock({ $0 }), cached.bits >= bits { return cached.ball }
    let ball = compute(bits)
    cache.withLock { $0 = (bits, ball) }
    return ball
  }

  /// The first precision a decision tries at `digits` digits.
  static func firstBits(_ digits: Int) -> Int { Elementary.decidingBits(digits) + 8 }

  /// The decimal digits a correctly rounded value needs to be worth `bits` bits.
  static func digits(_ bits: Int) -> Int { Int(Double(bits) * 0.30103) + 2 }

  // MARK: Making enclosures

  /// An exact fraction.
  static func exact(_ x: Fraction) -> Enclosure { Enclosure(depth: 0) { x.ball($0) } }

  /// A decimal taken as exact (a kept precise value, a point of a numerical method).
  static func point(_ x: BigDecimal) -> Enclosure { Enclosure(depth: 0) { Ball.decimal(x, $0) } }

  /// A value that `outcome` rounds correctly to any number of digits: its rounding to the
  /// digits a precision needs, widened by a unit of the last digit.
  static func rounding(
    _ outcome: @escaping @Sendable (_ digits: Int) -> Result<BigDecimal, ArithmeticFailure>
  ) -> Enclosure {
    Enclosure(depth: 0) { bits in
      let digits = digits(bits)
      guard case .success(let value) = outcome(digits) else { return nil }
      return Ball.rounded(value, digits: digits, bits)
    }
  }

  /// A decimal that is correct to one unit of its last digit at `digits` digits, and no
  /// better (an integral by a numerical method).
  static func rounded(_ value: BigDecimal, digits: Int) -> Enclosure {
    Enclosure(depth: 0) { bits in Ball.rounded(value, digits: digits, bits) }
  }

  /// `operation` of the balls of `a` and `b` at the same precision, with a few guard bits
  /// for the operation.
  ///
  /// The operands are asked for the precision itself, not more: every enclosure of a long
  /// chain is then asked for the same bits (and an operand used twice is computed once), and
  /// what the chain loses, a few bits, the decisions' doubling makes up.
  static func combining(
    _ a: Enclosure, _ b: Enclosure,
    _ operation: @escaping @Sendable (Ball, Ball, Int) -> Ball?
  ) -> Enclosure {
    node(depth: max(a.depth, b.depth) + 1) { bits in
      guard let x = a.ball(bits), let y = b.ball(bits) else { return nil }
      return operation(x, y, bits + 8)
    }
  }

  /// `operation` of the ball of `a` at the same precision, with a few guard bits for the
  /// operation.
  static func mapping(
    _ a: Enclosure, _ operation: @escaping @Sendable (Ball, Int) -> Ball?
  ) -> Enclosure {
    node(depth: a.depth + 1) { bits in
      guard let x = a.ball(bits) else { return nil }
      return operation(x, bits + 8)
    }
  }
}
