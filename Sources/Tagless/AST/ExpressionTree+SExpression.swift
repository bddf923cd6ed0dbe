// MARK: - S-expressions

// Appended to one string, a chain's left spine in a loop: see ExpressionTree+Print.swift.

extension ExpressionTree {
  /// The tree as an S-expression, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``SExpression``.
  public func sExpression() -> String {
    var text = ""
    writeSExpression(into: &text)
    return text
  }

  /// Appends the node's S-expression.
  func writeSExpression(into text: inout String) {
    switch self {
    case .number(let value): text += NumberFormatting.string(value)
    case .add, .subtract, .multiply, .divide, .remainder:
      // `(add (add 1 2) 3)`: every link's head from the root down, the first operand, then
      // each link's right operand and closing parenthesis from the bottom up.
      let spine = self.spine
      for link in spine.links {
        text += "("
        text += Self.head(link.op)
        text += " "
      }
      spine.base.writeSExpression(into: &text)
      for link in spine.links.reversed() {
        text += " "
        link.rhs.writeSExpression(into: &text)
        text += ")"
      }
    case .negate(let operand): Self.list("negate", [operand], &text)
    case .power(let base, let exponent): Self.list("power", [base, exponent], &text)
    case .constant(let constant): text += constant.name
    case .function1(let function, let argument): Self.list(function.name, [argument], &text)
    case .function2(let function, let first, let second):
      Self.list(function.name, [first, second], &text)
    case .functionN(let function, let arguments): Self.list(function.name, arguments, &text)
    case .variable(let name, _): text += name
    case .call(let callee, let arguments): Self.list("call " + callee.name, arguments, &text)
    case .higherOrderCall(let callee, let arguments):
      ArgumentExpression.writeCallSExpression(callee.name, arguments, &text)
    case .hostValue(let name, _): text += name
    case .host(let function, let arguments): Self.list(function.name, arguments, &text)
    case .conditional(let condition, let then, let otherwise):
      text += "(conditional "
      condition.writeSExpression(into: &text)
      text += " "
      then.writeSExpression(into: &text)
      text += " "
      otherwise.writeSExpression(into: &text)
      text += ")"
    case .parameter(let name): text += name
    case .application(let function, let arguments):
      Self.sExpressionApplication(function, arguments, &text)
    case .functionalCall(let functional, let function, let lower, let upper, _):
      Self.list(functional.name, function, [lower, upper], &text)
    }
  }

  /// `(apply (lambda (x) (add x 1)) 2)`.
  static func sExpressionApplication(
    _ function: FunctionExpression, _ arguments: [ExpressionTree], _ text: inout String
  ) {
    list("apply", function, arguments, &text)
  }

  /// `(head function item …)`.
  static func list(
    _ head: String, _ function: FunctionExpression, _ items: [ExpressionTree], _ text: inout String
  ) {
    text += "(" + head + " "
    function.writeSExpression(into: &text)
    for item in items {
      text += " "
      item.writeSExpression(into: &text)
    }
    text += ")"
  }

  private static func head(_ op: ArithmeticLink) -> String {
    switch op {
    case .add: "add"
    case .subtract: "subtract"
    case .multiply: "multiply"
    case .divide: "divide"
    case .remainder: "remainder"
    }
  }

  /// `(head item …)`.
  static func list(_ head: String, _ items: [ExpressionTree], _ text: inout String) {
    text += "("
    text += head
    for item in items {
      text += " "
      item.writeSExpression(into: &text)
    }
    text += ")"
  }
}

extension BooleanExpression {
  /// The tree as an S-expression, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``SExpression``.
  public func sExpression() -> String {
    var text = ""
    writeSExpression(into: &text)
    return text
  }

  /// Appends the node's S-expression.
  func writeSExpression(into text: inout String) {
    switch self {
    case .boolean(let value): text += value ? "true" : "false"
    case .variable(let name, _): text += name
    case .compare(let comparison, let lhs, let rhs):
      text += "(\(comparison) "
      lhs.writeSExpression(into: &text)
      text += " "
      rhs.writeSExpression(into: &text)
      text += ")"
    case .not(let operand):
      text += "(not "
      operand.writeSExpression(into: &text)
      text += ")"
    case .and, .or:
      let spine = self.spine
      for link in spine.links { text += link.op == .and ? "(and " : "(or " }
      spine.base.writeSExpression(into: &text)
      for link in spine.links.reversed() {
        text += " "
        link.rhs.writeSExpression(into: &text)
        text += ")"
      }
    case .conditional(let condition, let then, let otherwise):
      text += "(conditional "
      condition.writeSExpression(into: &text)
      text += " "
      then.writeSExpression(into: &text)
      text += " "
      otherwise.writeSExpression(into: &text)
      text += ")"
    case .call(let callee, let arguments):
      ExpressionTree.list("call " + callee.name, arguments, &text)
    case .higherOrderCall(let callee, let arguments):
      ArgumentExpression.writeCallSExpression(callee.name, arguments, &text)
    case .hostValue(let name, _): text += name
    case .host(let function, let arguments): ExpressionTree.list(function.name, arguments, &text)
    case .application(let function, let arguments):
      ExpressionTree.sExpressionApplication(function, arguments, &text)
    }
  }
}

extension FunctionExpression {
  /// Appends the function as an S-expression: its name, or `(lambda (k) body)`.
  func writeSExpression(into text: inout String) {
    if let name {
      text += name
      return
    }
    text += "(lambda (" + parameters.joined(separator: " ") + ") "
    switch body {
    case .number(let tree): tree.writeSExpression(into: &text)
    case .boolean(let tree): tree.writeSExpression(into: &text)
    }
    text += ")"
  }
}
