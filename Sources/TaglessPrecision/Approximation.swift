import Tagless

/// An approximate value of ``Exact``: the decimal it shows, and a proven enclosure of the
/// exact value it stands for.
///
/// The decimal is what the digits in force give (`≈ 1.4142…`); the comparisons, `floor`,
/// `ceil`, `round`, `trunc`, `%`, `min` and `max` decide from the enclosure instead, asking it
/// for more bits until it lies on one side (or failing when a budget of twice the digits and
/// 20 more does not decide). A value that is an integer too large to hold exactly
/// (`2^(2^40)`) also knows its remainders modulo any integer, so that `2^(2^40) % 3` is exact.
///
/// Two approximations are equal when they show the same decimal.
public struct Approximation: Hashable, Sendable {
  /// Its remainder modulo an integer m > 0, from 0 to m - 1.
  typealias Residue = @Sendable (_ modulus: BigInt) -> BigInt

  /// The decimal shown, rounded to the digits in force when it was computed.
  public let value: BigDecimal

  /// The proven enclosure of the exact value.
  let enclosure: Enclosure

  /// The remainders of the exact value, for an integer too large to hold; nil otherwise.
  let residue: Residue?

  /// How many residues the residue's computation goes through (at most
  /// ``Enclosure/maximumDepth``: a longer chain forgets it, so that it never recurses
  /// without bound).
  let residueDepth: Int

  /// An approximation that shows `value` and is enclosed by `enclosure`.
  init(_ value: BigDecimal, enclosure: Enclosure, residue: Residue? = nil, residueDepth: Int = 0) {
    self.value = value
    self.enclosure = enclosure
    let kept = residueDepth <= Enclosure.maximumDepth
    self.residue = kept ? residue : nil
    self.residueDepth = kept ? residueDepth : 0
  }

  /// A decimal taken as exactly itself: a precise value kept for a variable, a point where a
  /// numerical method evaluates its function.
  public init(point value: BigDecimal) {
    self.init(value, enclosure: .point(value))
  }

  /// The negation.
  static prefix func - (a: Approximation) -> Approximation {
    let residue = a.residue.map { residue in
      { @Sendable (m: BigInt) in (m - residue(m)).modulo(m) }
    }
    return Approximation(
      -a.value, enclosure: .mapping(a.enclosure) { ball, _ in -ball }, residue: residue,
      residueDepth: a.residueDepth + 1)
  }

  /// Equal decimals.
  public static func == (lhs: Approximation, rhs: Approximation) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes the decimal.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension BigInt {
  /// The remainder of a division by m > 0, from 0 to m - 1 whatever the sign.
  func modulo(_ m: BigInt) -> BigInt {
    let rest = quotientAndRemainder(dividingBy: m).remainder
    return rest.sign == .minus && !rest.isZero ? rest + m : rest
  }
}
