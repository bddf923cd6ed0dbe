// MARK: - Booleans

extension LaTeX: Conditionals {
  /// Booleans are typeset too.
  public typealias Truth = LaTeX

  /// `\mathrm{true}` or `\mathrm{false}`.
  public static func boolean(_ value: Bool) -> Self {
    Self(value ? "\\mathrm{true}" : "\\mathrm{false}", .atom)
  }
  /// A comparison: `a < b`, `a \le b`, `a = b`, `a \ne b` and the others.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    let symbol: String
    switch comparison {
    case .less: symbol = " < "
    case .lessOrEqual: symbol = " \\le "
    case .greater: symbol = " > "
    case .greaterOrEqual: symbol = " \\ge "
    case .equal: symbol = " = "
    case .notEqual: symbol = " \\ne "
    }
    let left = lhs.parenthesized(when: lhs.precedence < .sum)
    let right = rhs.parenthesized(when: rhs.precedence < .sum)
    return Self(
      PrintedText(joining: left, PrintedText(symbol), right), .comparison,
      isTall: lhs.isTall || rhs.isTall)
  }
  /// `\lnot a`.
  public static func not(_ operand: Self) -> Self {
    let needed = operand.precedence < .prefix
    return Self(
      PrintedText(joining: "\\lnot ", operand.parenthesized(when: needed)), .prefix,
      isTall: operand.isTall)
  }
  /// `a \land b`.
  public static func and(_ lhs: Self, _ rhs: Self) -> Self {
    logic(lhs, " \\land ", rhs, .conjunction)
  }
  /// `a \lor b`.
  public static func or(_ lhs: Self, _ rhs: Self) -> Self {
    logic(lhs, " \\lor ", rhs, .disjunction)
  }

  /// A left-associative logic operator: unlike arithmetic, a negated right operand
  /// (`a \land \lnot b`) needs no parentheses.
  static func logic(_ lhs: Self, _ symbol: String, _ rhs: Self, _ precedence: Precedence) -> Self {
    let left = lhs.parenthesized(when: lhs.precedence < precedence)
    let right = rhs.parenthesized(when: rhs.precedence <= precedence)
    return Self(
      PrintedText(joining: left, PrintedText(symbol), right), precedence,
      isTall: lhs.isTall || rhs.isTall)
  }

  /// A `cases` environment: `\begin{cases} a & \text{if } c \\ b & \text{otherwise} \end{cases}`.
  ///
  /// A conditional in the `otherwise` branch adds its rows (`c1 ? a : c2 ? b : d` is one
  /// environment of three rows); one in the condition or the `then` branch nests.
  public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    let first = PrintedText(joining: then.printed, " & \\text{if } ", condition.printed)
    let rest =
      otherwise.cases.isEmpty
      ? [PrintedText(joining: otherwise.printed, " & \\text{otherwise}")] : otherwise.cases
    let rows = [first] + rest
    var text = PrintedText("\\begin{cases} ")
    for (index, row) in rows.enumerated() {
      if index > 0 { text.append(" \\\\ ") }
      text.append(row)
    }
    text.append(" \\end{cases}")
    return Self(text, .conditional, isTall: true, cases: rows)
  }
}
