// MARK: - Identity

extension ExpressionTree {
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
  /// ExpressionTree.number(0).isIdentical(to: .number(-0.0))   // false (but == is true)
  /// ExpressionTree.number(.nan).isIdentical(to: .number(.nan))  // true (but == is false)
  /// ```
  public func isIdentical(to other: ExpressionTree) -> Bool {
    matches(other, numbers: Value.sameBits)
  }

  /// True when `other` is the same tree, its doubles compared by `numbers`: the one walk behind
  /// both ``isIdentical(to:)`` and `==`.
  func matches(_ other: ExpressionTree, numbers: (Double, Double) -> Bool) -> Bool {
    // A switch over `self` alone, so that a new case is a compile error here.
    switch self {
    case .number(let x):
      guard case .number(let y) = other else { return false }
      return numbers(x, y)
    case .add, .subtract, .multiply, .divide, .remainder:
      // A chain's left spine in a loop: right operands compared as the walk goes down.
      var (a, b) = (self, other)
      while let (op, lhs, rhs) = a.link {
        guard let (otherOp, otherLhs, otherRhs) = b.link, op == otherOp,
          rhs.matches(otherRhs, numbers: numbers)
        else { return false }
        (a, b) = (lhs, otherLhs)
      }
      return a.matches(b, numbers: numbers)
    case .power(let a1, let a2):
      guard case .power(let b1, let b2) = other else { return false }
      return a1.matches(b1, numbers: numbers) && a2.matches(b2, numbers: numbers)
    case .negate(let x):
      guard case .negate(let y) = other else { return false }
      return x.matches(y, numbers: numbers)
    case .constant(let x):
      guard case .constant(let y) = other else { return false }
      return x == y
    case .function1(let f, let x):
      guard case .function1(let g, let y) = other else { return false }
      return f == g && x.matches(y, numbers: numbers)
    case .function2(let f, let x1, let x2):
      guard case .function2(let g, let y1, let y2) = other else { return false }
      return f == g && x1.matches(y1, numbers: numbers) && x2.matches(y2, numbers: numbers)
    case .functionN(let f, let xs):
      guard case .functionN(let g, let ys) = other else { return false }
      return f == g && Self.matches(xs, ys, numbers: numbers)
    case .variable(let m, let x):
      guard case .variable(let n, let y) = other else { return false }
      return m == n && numbers(x, y)
    case .call(let m, let xs):
      guard case .call(let n, let ys) = other else { return false }
      return m == n && Self.matches(xs, ys, numbers: numbers)
    case .higherOrderCall(let m, let xs):
      guard case .higherOrderCall(let n, let ys) = other else { return false }
      return m == n && ArgumentExpression.matches(xs, ys, numbers: numbers)
    case .hostValue(let m, let x):
      guard case .hostValue(let n, let y) = other else { return false }
      return m == n && numbers(x, y)
    case .host(let f, let xs):
      guard case .host(let g, let ys) = other else { return false }
      return f == g && Self.matches(xs, ys, numbers: numbers)
    case .conditional(let c, let a1, let a2):
      guard case .conditional(let d, let b1, let b2) = other else { return false }
      return c.matches(d, numbers: numbers) && a1.matches(b1, numbers: numbers)
        && a2.matches(b2, numbers: numbers)
    case .parameter(let m):
      guard case .parameter(let n) = other else { return false }
      return m == n
    case .application(let f, let xs):
      guard case .application(let g, let ys) = other else { return false }
      return f.matches(g, numbers: numbers) && Self.matches(xs, ys, numbers: numbers)
    case .functionalCall(let p, let f, let a1, let a2, _):
      guard case .functionalCall(let q, let g, let b1, let b2, _) = other else { return false }
      return p == q && f.matches(g, numbers: numbers) && a1.matches(b1, numbers: numbers)
        && a2.matches(b2, numbers: numbers)
    }
  }

  static func matches(
    _ xs: [ExpressionTree], _ ys: [ExpressionTree], numbers: (Double, Double) -> Bool
  ) -> Bool {
    xs.count == ys.count && zip(xs, ys).allSatisfy { $0.matches($1, numbers: numbers) }
  }
}

extension BooleanExpression {
  /// True when `other` is the same tree with the same doubles bit for bit; see
  /// ``ExpressionTree/isIdentical(to:)``.
  public func isIdentical(to other: BooleanExpression) -> Bool {
    matches(other, numbers: Value.sameBits)
  }

  /// True when `other` is the same tree, its doubles compared by `numbers`.
  func matches(_ other: BooleanExpression, numbers: (Double, Double) -> Bool) -> Bool {
    switch self {
    case .boolean(let x):
      guard case .boolean(let y) = other else { return false }
      return x == y
    case .variable(let m, let x):
      guard case .variable(let n, let y) = other else { return false }
      return m == n && x == y
    case .compare(let f, let a1, let a2):
      guard case .compare(let g, let b1, let b2) = other else { return false }
      return f == g && a1.matches(b1, numbers: numbers) && a2.matches(b2, numbers: numbers)
    case .not(let x):
      guard case .not(let y) = other else { return false }
      return x.matches(y, numbers: numbers)
    case .and, .or:
      // A chain's left spine in a loop.
      var (a, b) = (self, other)
      while let (op, lhs, rhs) = a.link {
        guard let (otherOp, otherLhs, otherRhs) = b.link, op == otherOp,
          rhs.matches(otherRhs, numbers: numbers)
        else { return false }
        (a, b) = (lhs, otherLhs)
      }
      return a.matches(b, numbers: numbers)
    case .conditional(let c, let a1, let a2):
      guard case .conditional(let d, let b1, let b2) = other else { return false }
      return c.matches(d, numbers: numbers) && a1.matches(b1, numbers: numbers)
        && a2.matches(b2, numbers: numbers)
    case .call(let m, let xs):
      guard case .call(let n, let ys) = other else { return false }
      return m == n && ExpressionTree.matches(xs, ys, numbers: numbers)
    case .higherOrderCall(let m, let xs):
      guard case .higherOrderCall(let n, let ys) = other else { return false }
      return m == n && ArgumentExpression.matches(xs, ys, numbers: numbers)
    case .hostValue(let m, let x):
      guard case .hostValue(let n, let y) = other else { return false }
      return m == n && x == y
    case .host(let f, let xs):
      guard case .host(let g, let ys) = other else { return false }
      return f == g && ExpressionTree.matches(xs, ys, numbers: numbers)
    case .application(let f, let xs):
      guard case .application(let g, let ys) = other else { return false }
      return f.matches(g, numbers: numbers) && ExpressionTree.matches(xs, ys, numbers: numbers)
    }
  }
}
