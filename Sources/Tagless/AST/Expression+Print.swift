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
    case .call(let name, let arguments, _): return Self.call(name, arguments)
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
    case .call(let name, let arguments, _): return list("call " + name, arguments)
    }
  }

  // MARK: Helpers

  private func operandText(binding required: Precedence) -> String {
    let (text, precedence) = printed()
    return precedence < required ? "(" + text + ")" : text
  }

  private static func infix(
    _ lhs: Expression, _ symbol: String, _ rhs: Expression, _ precedence: Precedence
  ) -> (text: String, precedence: Precedence) {
    let (left, right) = precedence.operandRequirements
    return (lhs.operandText(binding: left) + symbol + rhs.operandText(binding: right), precedence)
  }

  private static func call(_ name: String, _ arguments: [Expression]) -> (
    text: String, precedence: Precedence
  ) {
    (name + "(" + arguments.map { $0.printed().text }.joined(separator: ", ") + ")", .atom)
  }
}
