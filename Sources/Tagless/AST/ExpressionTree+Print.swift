// MARK: - Printing

// The printers append to one string rather than returning each node's text: joining the
// operands' texts at every node copies a chain's text once per link, quadratic in its length.

extension ExpressionTree {
  /// The tree as canonical text with minimal parentheses, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``PrettyPrint``.
  public func prettyPrinted() -> String {
    var text = ""
    write(into: &text)
    return text
  }

  /// How tightly the node's text binds.
  var precedence: Precedence {
    switch self {
    case .number(let value):
      value < 0 || (value == 0 && value.sign == .minus) ? .prefix : .atom
    case .add, .subtract: .sum
    case .multiply, .divide, .remainder: .product
    case .negate: .prefix
    case .power: .power
    case .constant, .function1, .function2, .functionN, .variable, .call, .hostValue, .host,
      .parameter, .application, .functionalCall, .higherOrderCall:
      .atom
    case .conditional: .conditional
    }
  }

  /// Appends the node's text, in parentheses when it binds less tightly than `required`.
  func write(into text: inout String, binding required: Precedence) {
    guard precedence < required else { return write(into: &text) }
    text += "("
    write(into: &text)
    text += ")"
  }

  /// Appends the node's text.
  func write(into text: inout String) {
    switch self {
    case .number(let value): text += PrettyPrint.literal(value)
    case .add, .subtract, .multiply, .divide, .remainder: writeChain(into: &text)
    case .negate(let operand):
      text += "-"
      operand.write(into: &text, binding: .prefix)
    case .power(let base, let exponent):
      let (left, right) = Precedence.power.operandRequirements
      base.write(into: &text, binding: left)
      text += " ^ "
      exponent.write(into: &text, binding: right)
    case .constant(let constant): text += constant.name
    case .function1(let function, let argument): Self.call(function.name, [argument], &text)
    case .function2(let function, let first, let second):
      Self.call(function.name, [first, second], &text)
    case .functionN(let function, let arguments): Self.call(function.name, arguments, &text)
    case .variable(let name, _): text += name
    case .call(let callee, let arguments): Self.call(callee.name, arguments, &text)
    case .higherOrderCall(let callee, let arguments):
      ArgumentExpression.writeCall(callee.name, arguments, &text)
    case .hostValue(let name, _): text += name
    case .host(let function, let arguments): Self.call(function.name, arguments, &text)
    case .conditional(let condition, let then, let otherwise):
      let (test, branch) = Precedence.conditional.operandRequirements
      condition.write(into: &text, binding: test)
      text += " ? "
      then.write(into: &text, binding: branch)
      text += " : "
      otherwise.write(into: &text, binding: branch)
    case .parameter(let name): text += name
    case .application(let function, let arguments):
      Self.writeApplication(function, arguments, &text)
    case .functionalCall(let functional, let function, let lower, let upper, _):
      text += functional.name
      text += "("
      function.write(into: &text)
      text += ", "
      lower.write(into: &text)
      text += ", "
      upper.write(into: &text)
      text += ")"
    }
  }

  /// `(x -> x + 1)(2)`, or `f(2)` for a function's name.
  static func writeApplication(
    _ function: FunctionExpression, _ arguments: [ExpressionTree], _ text: inout String
  ) {
    if let name = function.name { return call(name, arguments, &text) }
    text += "("
    function.write(into: &text)
    text += ")"
    call("", arguments, &text)
  }

  /// A link of `+ -` or `* / %`: the left spine of links of its precedence in a loop (their
  /// left operands need no parentheses), then the right operands bottom up.
  private func writeChain(into text: inout String) {
    let precedence = self.precedence
    let (left, right) = precedence.operandRequirements
    var links: [(symbol: String, rhs: ExpressionTree)] = []
    var node = self
    while let (op, lhs, rhs) = node.link, node.precedence == precedence {
      links.append((Self.symbol(op), rhs))
      node = lhs
    }
    node.write(into: &text, binding: left)
    for link in links.reversed() {
      text += link.symbol
      link.rhs.write(into: &text, binding: right)
    }
  }

  private static func symbol(_ op: ArithmeticLink) -> String {
    switch op {
    case .add: " + "
    case .subtract: " - "
    case .multiply: " * "
    case .divide: " / "
    case .remainder: " % "
    }
  }

  static func call(_ name: String, _ arguments: [ExpressionTree], _ text: inout String) {
    text += name
    text += "("
    for (index, argument) in arguments.enumerated() {
      if index > 0 { text += ", " }
      argument.write(into: &text)
    }
    text += ")"
  }
}

// MARK: - Printing Booleans

extension BooleanExpression {
  /// The tree as canonical text with minimal parentheses, by a switch over the cases.
  ///
  /// Prints the same text as parsing into ``PrettyPrint``.
  public func prettyPrinted() -> String {
    var text = ""
    write(into: &text)
    return text
  }

  /// How tightly the node's text binds.
  var precedence: Precedence {
    switch self {
    case .boolean, .variable, .call, .hostValue, .host, .application, .higherOrderCall: .atom
    case .compare: .comparison
    case .not: .prefix
    case .and: .conjunction
    case .or: .disjunction
    case .conditional: .conditional
    }
  }

  /// Appends the node's text, in parentheses when it binds less tightly than `required`.
  func write(into text: inout String, binding required: Precedence) {
    guard precedence < required else { return write(into: &text) }
    text += "("
    write(into: &text)
    text += ")"
  }

  /// Appends the node's text.
  func write(into text: inout String) {
    switch self {
    case .boolean(let value): text += value ? "true" : "false"
    case .variable(let name, _): text += name
    case .compare(let comparison, let lhs, let rhs):
      let (left, right) = Precedence.comparison.operandRequirements
      lhs.write(into: &text, binding: left)
      text += " " + comparison.symbol + " "
      rhs.write(into: &text, binding: right)
    case .not(let operand):
      text += "!"
      operand.write(into: &text, binding: .prefix)
    case .and, .or:
      // The left spine of links of one operator in a loop, then the right operands bottom up.
      let precedence = self.precedence
      let (left, right) = precedence.operandRequirements
      var operands: [BooleanExpression] = []
      var node = self
      while let (_, lhs, rhs) = node.link, node.precedence == precedence {
        operands.append(rhs)
        node = lhs
      }
      node.write(into: &text, binding: left)
      for operand in operands.reversed() {
        text += precedence == .conjunction ? " && " : " || "
        operand.write(into: &text, binding: right)
      }
    case .conditional(let condition, let then, let otherwise):
      let (test, branch) = Precedence.conditional.operandRequirements
      condition.write(into: &text, binding: test)
      text += " ? "
      then.write(into: &text, binding: branch)
      text += " : "
      otherwise.write(into: &text, binding: branch)
    case .call(let callee, let arguments): ExpressionTree.call(callee.name, arguments, &text)
    case .higherOrderCall(let callee, let arguments):
      ArgumentExpression.writeCall(callee.name, arguments, &text)
    case .hostValue(let name, _): text += name
    case .host(let function, let arguments): ExpressionTree.call(function.name, arguments, &text)
    case .application(let function, let arguments):
      ExpressionTree.writeApplication(function, arguments, &text)
    }
  }
}

extension FunctionExpression {
  /// Appends the function as written: its name, or `x -> body` (a lambda binds loosest of
  /// all, so its body needs no parentheses).
  func write(into text: inout String) {
    if let name {
      text += name
      return
    }
    if parameters.count == 1 {
      text += parameters[0]
    } else {
      text += "(" + parameters.joined(separator: ", ") + ")"
    }
    text += " -> "
    switch body {
    case .number(let tree): tree.write(into: &text)
    case .boolean(let tree): tree.write(into: &text)
    }
  }
}
