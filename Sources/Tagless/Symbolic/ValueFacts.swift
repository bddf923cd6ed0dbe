/// Facts about every value an expression can take, tracked bottom-up by the ``Simplifier``:
/// each holds for every value of the variables, NaN excepted (NaN is always allowed).
struct ValueFacts: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  /// Never `-0`.
  static let notNegativeZero = ValueFacts(rawValue: 1)
  /// Sign bit clear: `+0`, positive, `+inf` (so never `-0`).
  static let nonNegative = ValueFacts(rawValue: 2)
  /// Never infinite or NaN.
  static let finite = ValueFacts(rawValue: 4)
  /// `+0` or `-0` (so finite and integral, never NaN).
  static let zero = ValueFacts(rawValue: 8)
  /// Unchanged by rounding: an integer, a zero, an infinity (or NaN).
  static let integral = ValueFacts(rawValue: 16)

  /// These facts with the ones they imply.
  var closed: ValueFacts {
    var facts = self
    if facts.contains(.nonNegative) { facts.insert(.notNegativeZero) }
    if facts.contains(.zero) { facts.formUnion([.finite, .integral]) }
    return facts
  }

  /// The facts about a known value.
  static func of(_ value: Double) -> ValueFacts {
    var facts: ValueFacts = []
    if value.isNaN { return [.notNegativeZero, .integral] }
    if value.sign == .plus {
      facts.insert(.nonNegative)
    } else if value != 0 {
      facts.insert(.notNegativeZero)
    }
    if value.isFinite { facts.insert(.finite) }
    if value == 0 { facts.insert(.zero) }
    if !value.isFinite || value == value.rounded(.towardZero) { facts.insert(.integral) }
    return facts
  }
}
