// MARK: - Identity

extension Expression {
  /// True when `other` is the same tree with the same doubles bit for bit, any NaN matching any
  /// NaN.
  ///
  /// `==` follows IEEE 754 for the numbers a tree holds: `0.0 == -0.0`, and a NaN equals
  /// nothing, not even itself. Tests and the fuzzer need the stricter notion instead: two
  /// encodings, or a tree and its printed-and-reparsed copy, agree only if every literal and
  /// variable value has the same bits (NaN payloads aside). Where a call was written is not
  /// compared.
  ///
  /// ```swift
  /// Expression.number(0).isIdentical(to: .number(-0.0))   // false (but == is true)
  /// Expression.number(.nan).isIdentical(to: .number(.nan))  // true (but == is false)
  /// ```
  public func isIdentical(to other: Expression) -> Bool {
    // A switch over `self` alone, so that a new case is a compile error here.
    switch self {
    case .number(let x):
      guard case .number(let y) = other else { return false }
      return Value.sameBits(x, y)
    case .add(let a1, let a2):
      guard case .add(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .subtract(let a1, let a2):
      guard case .subtract(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .multiply(let a1, let a2):
      guard case .multiply(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .divide(let a1, let a2):
      guard case .divide(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .remainder(let a1, let a2):
      guard case .remainder(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .power(let a1, let a2):
      guard case .power(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .negate(let x):
      guard case .negate(let y) = other else { return false }
      return x.isIdentical(to: y)
    case .constant(let x):
      guard case .constant(let y) = other else { return false }
      return x == y
    case .function1(let f, let x):
      guard case .function1(let g, let y) = other else { return false }
      return f == g && x.isIdentical(to: y)
    case .function2(let f, let x1, let x2):
      guard case .function2(let g, let y1, let y2) = other else { return false }
      return f == g && x1.isIdentical(to: y1) && x2.isIdentical(to: y2)
    case .functionN(let f, let xs):
      guard case .functionN(let g, let ys) = other else { return false }
      return f == g && Self.identicalLists(xs, ys)
    case .variable(let m, let x):
      guard case .variable(let n, let y) = other else { return false }
      return m == n && Value.sameBits(x, y)
    case .call(let m, let xs):
      guard case .call(let n, let ys) = other else { return false }
      return m == n && Self.identicalLists(xs, ys)
    case .hostValue(let m, let x):
      guard case .hostValue(let n, let y) = other else { return false }
      return m == n && Value.sameBits(x, y)
    case .host(let f, let xs):
      guard case .host(let g, let ys) = other else { return false }
      return f == g && Self.identicalLists(xs, ys)
    case .conditional(let c, let a1, let a2):
      guard case .conditional(let d, let b1, let b2) = other else { return false }
      return c.isIdentical(to: d) && a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    }
  }

  static func identicalLists(_ xs: [Expression], _ ys: [Expression]) -> Bool {
    xs.count == ys.count && zip(xs, ys).allSatisfy { $0.isIdentical(to: $1) }
  }
}

extension BooleanExpression {
  /// True when `other` is the same tree with the same doubles bit for bit; see
  /// ``Expression/isIdentical(to:)``.
  public func isIdentical(to other: BooleanExpression) -> Bool {
    switch self {
    case .boolean(let x):
      guard case .boolean(let y) = other else { return false }
      return x == y
    case .variable(let m, let x):
      guard case .variable(let n, let y) = other else { return false }
      return m == n && x == y
    case .compare(let f, let a1, let a2):
      guard case .compare(let g, let b1, let b2) = other else { return false }
      return f == g && a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .not(let x):
      guard case .not(let y) = other else { return false }
      return x.isIdentical(to: y)
    case .and(let a1, let a2):
      guard case .and(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .or(let a1, let a2):
      guard case .or(let b1, let b2) = other else { return false }
      return a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .conditional(let c, let a1, let a2):
      guard case .conditional(let d, let b1, let b2) = other else { return false }
      return c.isIdentical(to: d) && a1.isIdentical(to: b1) && a2.isIdentical(to: b2)
    case .call(let m, let xs):
      guard case .call(let n, let ys) = other else { return false }
      return m == n && Expression.identicalLists(xs, ys)
    case .hostValue(let m, let x):
      guard case .hostValue(let n, let y) = other else { return false }
      return m == n && x == y
    case .host(let f, let xs):
      guard case .host(let g, let ys) = other else { return false }
      return f == g && Expression.identicalLists(xs, ys)
    }
  }
}
