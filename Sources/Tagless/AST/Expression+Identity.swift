// MARK: - Identity

extension Expression {
  /// True when `other` is the same tree with the same doubles bit for bit, any NaN matching any
  /// NaN.
  ///
  /// `==` follows IEEE 754 for the numbers a tree holds: `0.0 == -0.0`, and a NaN equals
  /// nothing, not even itself. Tests and the fuzzer need the stricter notion instead: two
  /// encodings, or a tree and its printed-and-reparsed copy, agree only if every literal and
  /// variable value has the same bits (NaN payloads aside).
  ///
  /// ```swift
  /// Expression.number(0).isIdentical(to: .number(-0.0))   // false (but == is true)
  /// Expression.number(.nan).isIdentical(to: .number(.nan))  // true (but == is false)
  /// ```
  public func isIdentical(to other: Expression) -> Bool {
    switch (self, other) {
    case (.number(let x), .number(let y)):
      return Self.sameBits(x, y)
    case (.add(let a1, let a2), .add(let b1, let b2)),
      (.subtract(let a1, let a2), .subtract(let b1, let b2)),
      (.multiply(let a1, let a2), .multiply(let b1, let b2)),
      (.divide(let a1, let a2), .divide(let b1, let b2)),
      (.remainder(let a1, let a2), .remainder(let b1, let b2)),
      (.power(let a1, let a2), .power(let b1, let b2)):
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case (.negate(let x), .negate(let y)):
      return x.isIdentical(to: y)
    case (.constant(let x), .constant(let y)):
      return x == y
    case (.function1(let f, let x), .function1(let g, let y)):
      return f == g && x.isIdentical(to: y)
    case (.function2(let f, let x1, let x2), .function2(let g, let y1, let y2)):
      return f == g && x1.isIdentical(to: y1) && x2.isIdentical(to: y2)
    case (.functionN(let f, let xs), .functionN(let g, let ys)):
      return f == g && Self.identicalLists(xs, ys)
    case (.variable(let m, let x), .variable(let n, let y)):
      return m == n && Self.sameBits(x, y)
    case (.call(let m, let xs, let x), .call(let n, let ys, let y)):
      return m == n && Self.identicalLists(xs, ys) && x.isIdentical(to: y)
    default:
      return false
    }
  }

  /// The same double bit for bit, or both NaN.
  static func sameBits(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }

  static func identicalLists(_ xs: [Expression], _ ys: [Expression]) -> Bool {
    xs.count == ys.count && zip(xs, ys).allSatisfy { $0.isIdentical(to: $1) }
  }
}
