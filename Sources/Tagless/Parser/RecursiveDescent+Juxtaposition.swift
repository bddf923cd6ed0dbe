// MARK: - Implicit multiplication

extension RecursiveDescent {
  /// `product = power { factor }`, where a `factor` (a `power` that starts with a name or `(`)
  /// follows a number literal or a parenthesised group with no operator between them:
  /// `2pi`, `2x^2`, `2 sin(x)`, `(a + 1)(a - 1)`.
  ///
  /// It binds tighter than `*`, `/`, `%` and the signs, looser than `^`: `1/2x` is `1/(2x)`,
  /// `6/2(1+2)` is `6/(2 * 3)`, `-2x` is `-(2x)`, `2x^2` is `2 * x^2`. A name followed by a
  /// name (`x y`) and a number followed by a number (`2 3`) stay errors.
  @inlinable
  mutating func product() throws(ParseError) -> Node {
    let juxtaposable = scanner.kind == .number || scanner.kind == .leftParen
    let base = try power()
    guard juxtaposable, scanner.kind.startsFactor else { return base }
    return try juxtaposed(after: base)
  }

  /// The factors of `product` after its first operand, with the cursor on a name or `(`.
  ///
  /// A factor that starts with a name ends the run (`2x y` is an error at `y`); one in
  /// parentheses may be followed by another (`2(a)(b)`).
  @inlinable
  mutating func juxtaposed(after first: Node) throws(ParseError) -> Node {
    var (lhs, lhsHeight) = first
    while true {
      let token = scanner.current
      // As in `term`: a non-number left operand is made one or rejected before the right
      // operand is parsed, which may set another aside.
      if lhsHeight < 0 {
        lhs = try stashedNumber(.star, .left, at: token.start)
        lhsHeight = -lhsHeight - 1
      }
      let parenthesized = token.kind == .leftParen
      var (rhs, rhsHeight) = try power()
      if rhsHeight < 0 {
        rhs = try stashedNumber(.star, .right, at: token.start)
        rhsHeight = -rhsHeight - 1
      }
      lhsHeight = try chained(lhsHeight, rhsHeight, at: token.start)
      let left = consume lhs
      lhs = R.located(.multiply(consume left, consume rhs), at: token.start)
      guard parenthesized, scanner.kind.startsFactor else { return (lhs, lhsHeight) }
    }
  }

  /// The operand of `^`: `exponent = ( "-" | "+" | "!" ) , exponent | power`, signs and a
  /// power with no implicit multiplication, so that `2^3x` is `(2^3) * x`.
  @inlinable
  mutating func exponentOperand() throws(ParseError) -> Node {
    guard scanner.kind.isPrefixOperator else { return try power() }
    return try signed(juxtaposing: false)
  }
}
