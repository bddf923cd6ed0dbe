/// The user function a call names, and where the call is written.
///
/// Printers need only the ``name``; the place (a byte offset in the parsed text) lets an
/// interpreter that runs the call later, such as the enum tree's
/// ``ExpressionTree/evaluate(in:limits:)``, report a failure at the call's column. Two
/// callees are equal when their names are: the place is where the call was written, not part of
/// what it means.
///
/// ```swift
/// let callee = Callee("fact", at: 0)
/// PrettyPrint.call(callee, [.number(5)], nil as PrettyPrint?).text   // "fact(5)"
/// ```
public struct Callee: Hashable, Sendable, CustomStringConvertible {
  /// The function's name.
  public var name: String
  /// The byte offset of the call's name in the text it was parsed from.
  public var offset: Int

  /// A call of `name` written at byte `offset`.
  @inlinable
  public init(_ name: String, at offset: Int = 0) {
    self.name = name
    self.offset = offset
  }

  /// The function's name.
  public var description: String { name }

  /// Equal names.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
