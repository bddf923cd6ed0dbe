import Tagless
import TaglessPrecision

// MARK: - Precisely

/// What an exact or precise entry shows for an expression, and the number variables and `ans`
/// keep from it (none for a Boolean).
public struct Precisely: Hashable, Sendable {
  /// The text shown.
  public var text: String
  /// The number, beyond its double (an exact entry's).
  public var number: Exact.Number?
  /// The value (a precise entry's), kept as it is until it is read as a number.
  public var precise: Precise?

  /// A result.
  public init(text: String, number: Exact.Number? = nil, precise: Precise? = nil) {
    self.text = text
    self.number = number
    self.precise = precise
  }

  /// The value kept for a name whose double is `double`, if there is one.
  public func kept(double: Double) -> Precision.Kept? {
    if let number { return Precision.Kept(number, double: double) }
    return precise.flatMap { Precision.Kept($0, double: double) }
  }

  /// An exact value shown as `text`, or its failure.
  static func exact(_ value: Exact, _ text: String) -> Result<Precisely, ArithmeticFailure> {
    value.result.map { Precisely(text: text, number: $0) }
  }

  /// A precise value shown as `text`, or its failure.
  static func precise(_ value: Precise, _ text: String) -> Result<Precisely, ArithmeticFailure> {
    if let failure = value.failure { return .failure(failure) }
    return .success(Precisely(text: text, precise: value))
  }
}
