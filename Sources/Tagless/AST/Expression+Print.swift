// MARK: - Printing

extension Expression {
  /// The tree as canonical text with minimal parentheses, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``PrettyPrint``.
  public func prettyPrinted() -> String { printed().text }

  /// The text and how tightly it binds.
  func printed() -> (text: String, precedence: Precedence) {
    switch self {
    case .number(let value):
      let negative = value < 0 || (value == 0 && value.sign == .minus)
      return (PrettyPrint.literal(value), negative ? .prefix : .atom)
    case .add(let lhs, let rhs): return Self.infix(lhs, " + ", rhs, .sum)
    case .subtract(let lhs, let rhs): return Self.infix(lhs, " - ", rhs, .sum)
    case .multiply(let lhs, let rhs): return Self.infix(lhs, " * ", rhs, .product)
    case .divide(let lhs, let rhs): return Self.infix(lhs, " / ", rhs, .product)
    case .remainder(let lhs, let rhs): return Self.infix(lhs, " % ", rhs, .product)
    case .negate(let operand): return ("-" + operand.operandText(binding: .prefix), .prefix)
    case .power(let base, let exponent): return Self.infix(base, " ^ ", exponent, .power)
    case .constant(let constant): return (constant.name, .atom)
    case .function1(let function, let argument): return Self.call(function.name, [argument])
    case .function2(let function, let first, let second):
      return Self.call(function.name, [first, second])
    case .functionN(let function, let arguments): return Self.call(function.name, arguments)
    case .variable(let name, _): return (name, .atom)
    case .call(let callee, let arguments): return Self.call(callee.name, arguments)
    case .hostValue(let name, _): return (name, .atom)
    case .host(let function, let arguments): return Self.call(function.name, arguments)
    case .conditional(let condition, let then, let otherwise):
      return Self.conditional(condition, then.printed(), otherwise.printed())
    }
  }

  /// The tree as an S-expression, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``SExpression``.
  public func sExpression() -> String {
    func list(_ head: String, _ items: [Expression]) -> String {
      "(" + ([head] + items.map { $0.sExpression() }).joined(separator: " ") + ")"
    }
    switch self {
    case .number(let value): return NumberFormatting.string(value)
    case .add(let lhs, let rhs): return list("add", [lhs, rhs])
    case .subtract(let lhs, let rhs): return list("subtract", [lhs, rhs])
    case .multiply(let lhs, let rhs): return list("multiply", [lhs, rhs])
    case .divide(let lhs, let rhs): return list("divide", [lhs, rhs])
    case .remainder(let lhs, let rhs): return list("remainder", [lhs, rhs])
    case .negate(let operand): return list("negate", [operand])
    case .power(let base, let exponent): return list("power", [base, exponent])
    case .constant(let constant): return constant.name
    case .function1(let function, let argument): return list(function.name, [argument])
    case .function2(let function, let first, let second):
      return list(function.name, [first, second])
    case .functionN(let function, let arguments): return list(function.name, arguments)
    case .variable(let name, _): return name
    case .call(let callee, let arguments): return list("call " + callee.name, arguments)
    case .hostValue(let name, _): return name
    case .host(let function, let arguments): return list(function.name, arguments)
    case .conditional(let condition, let then, let otherwise):
      return "(conditional " + condition.sExpression() + " " + then.sExpression() + " "
        + otherwise.sExpression() + ")"
    }
  }

  // MARK: Helpers

  func operandText(binding required: Precedence) -> String {
    Self.parenthesized(printed(), binding: required)
  }

  static func parenthesized(
    _ printed: (text: String, precedence: Precedence), binding required: Precedence
  ) -> String {
    printed.precedence < required ? "(" + printed.text + ")" : printed.text
  }

  /// `condition ? then : otherwise`, from the parts already printed.
  static func conditional(
    _ condition: BooleanExpression, _ then: (text: String, precedence: Precedence),
    _ otherwise: (text: String, precedence: Precedence)
  ) -> (text: String, precedence: Precedence) {
    let (test, branch) = Precedence.conditional.operandRequirements
    let text =
      parenthesized(condition.printed(), binding: test) + " ? "
      + parenthesized(then, binding: branch) + " : " + parenthesized(otherwise, binding: branch)
    return (text, .conditional)
  }

  private static func infix(
    _ lhs: Expression, _ symbol: String, _ rhs: Expression, _ precedence: Precedence
  ) -> (text: String, precedence: Precedence) {
    let (left, right) = precedence.operandRequirements
    return (lhs.operandText(binding: left) + symbol + rhs.operandText(binding: right), precedence)
  }

  static func call(_ name: String, _ arguments: [Expression]) -> (
    text: String, precedence: Precedence
  ) {
    (name + "(" + arguments.map { $0.printed().text }.joined(separator: ", ") + ")", .atom)
  }
}

// MARK: - Printing Booleans

extension BooleanExpression {
  /// The tree as canonical text with minimal parentheses, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``PrettyPrint``.
  public func prettyPrinted() -> String { printed().text }

  /// The text and how tightly it binds.
  func printed() -> (text: String, precedence: Precedence) {
    switch self {
    case .boolean(let value): return (value ? "true" : "false", .atom)
    case .variable(let name, _): return (name, .atom)
    case .compare(let comparison, let lhs, let rhs):
      let (left, right) = Precedence.comparison.operandRequirements
      return (
        lhs.operandText(binding: left) + " " + comparison.symbol + " "
          + rhs.operandText(binding: right), .comparison
      )
    case .not(let operand):
      return ("!" + Expression.parenthesized(operand.printed(), binding: .prefix), .prefix)
    case .and(let lhs, let rhs): return Self.infix(lhs, " && ", rhs, .conjunction)
    case .or(let lhs, let rhs): return Self.infix(lhs, " || ", rhs, .disjunction)
    case .conditional(let condition, let then, let otherwise):
      return Expression.conditional(condition, then.printed(), otherwise.printed())
    case .call(let callee, let arguments): return Expression.call(callee.name, arguments)
    case .hostValue(let name, _): return (name, .atom)
    case .host(let function, let arguments): return Expression.call(function.name, arguments)
    }
  }

  /// The tree as an S-expression, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``SExpression``.
  public func sExpression() -> String {
    switch self {
    case .boolean(let value): return value ? "true" : "false"
    case .variable(let name, _): return name
    case .compare(let comparison, let lhs, let rhs):
      return "(\(comparison) " + lhs.sExpression() + " " + rhs.sExpression() + ")"
    case .not(let operand): return "(not " + operand.sExpression() + ")"
    case .and(let lhs, let rhs): return "(and " + lhs.sExpression() + " " + rhs.sExpression() + ")"
    case .or(let lhs, let rhs): return "(or " + lhs.sExpression() + " " + rhs.sExpression() + ")"
    case .conditional(let condition, let then, let otherwise):
      return "(conditional " + condition.sExpression() + " " + then.sExpression() + " "
        + otherwise.sExpression() + ")"
    case .call(let callee, let arguments):
      return "(call " + ([callee.name] + arguments.map { $0.sExpression() }).joined(separator: " ")
        + ")"
    case .hostValue(let name, _): return name
    case .host(let function, let arguments):
      return "(" + ([function.name] + arguments.map { $0.sExpression() }).joined(separator: " ")
        + ")"
    }
  }

  private static func infix(
    _ lhs: BooleanExpression, _ symbol: String, _ rhs: BooleanExpression,
    _ precedence: Precedence
  ) -> (text: String, precedence: Precedence) {
    let (left, right) = precedence.operandRequirements
    return (
      Expression.parenthesized(lhs.printed(), binding: left) + symbol
        + Expression.parenthesized(rhs.printed(), binding: right), precedence
    )
  }
}
