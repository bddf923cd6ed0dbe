/// A value of either type, as variables, `ans` and results hold it.
///
/// ```swift
/// Value.number(2).description    // "2"
/// Value.boolean(true).type       // .boolean
/// ```
public enum Value: Hashable, Sendable, CustomStringConvertible {
  /// A number.
  case number(Double)
  /// A Boolean.
  case boolean(Bool)

  /// The value's type.
  @inlinable
  public var type: ValueType {
    switch self {
    case .number: .number
    case .boolean: .boolean
    }
  }

  /// The number, if this is one.
  @inlinable
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The Boolean, if this is one.
  @inlinable
  public var boolean: Bool? {
    if case .boolean(let value) = self { return value }
    return nil
  }

  /// The shortest text that reads back as the same value: `2.5`, `1e21`, `true`.
  public var description: String {
    switch self {
    case .number(let value): NumberFormatting.string(value)
    case .boolean(let value): value ? "true" : "false"
    }
  }

  /// True when both are the same value bit for bit, any NaN matching any NaN (so `-0` is not
  /// `0`, but a NaN is identical to itself).
  public func isIdentical(to other: Value) -> Bool {
    switch (self, other) {
    case (.number(let x), .number(let y)): Self.sameBits(x, y)
    case (.boolean(let x), .boolean(let y)): x == y
    default: false
    }
  }
}

extension Value {
  /// True when two doubles are the same bit for bit, any NaN matching any NaN: how
  /// ``isIdentical(to:)`` and ``ExpressionTree/isIdentical(to:)`` compare numbers.
  ///
  /// `==` follows IEEE 754 instead: `0.0 == -0.0`, and a NaN equals nothing.
  ///
  /// ```swift
  /// Value.sameBits(0, -0.0)     // false
  /// Value.sameBits(.nan, -.nan)  // true
  /// ```
  public static func sameBits(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }
}
