import Tagless

// MARK: - The standard entries

extension InterpreterEntry {
  /// The value, by the Double evaluator (or the enum tree's own evaluator).
  public static let eval = Self(
    name: "eval", summary: "the value", values: .double, isStandard: true, hasCommand: false
  ) { rendering in rendering.value.map(rendering.text(of:)) ?? "" }

  /// Canonical text with minimal parentheses.
  public static let pretty = Self(
    name: "pretty", summary: "print EXPR with minimal parentheses", isStandard: true
  ) { rendering throws(ParseError) in
    if let tree = rendering.tree {
      return tree.map(number: { $0.prettyPrinted() }, boolean: { $0.prettyPrinted() })
    }
    return try rendering.source.build(PrettyPrint.self)?.map(number: \.text, boolean: \.text)
      ?? ""
  }

  /// The number of operations; `:count EXPR` also shows them by kind, and the depth.
  public static let count = Self(
    name: "count", summary: "count EXPR's operations by kind, and its depth", isStandard: true,
    command: { session, command in session.countCommand(command) },
    render: { rendering throws(ParseError) in "\(try Self.operationCount(rendering).total)" })

  /// The enum tree as an S-expression.
  public static let ast = Self(
    name: "ast", summary: "show EXPR's enum tree as an S-expression", isStandard: true
  ) { rendering throws(ParseError) in
    if let tree = rendering.tree {
      return tree.map(number: { $0.sExpression() }, boolean: { $0.sExpression() })
    }
    return try rendering.source.build(SExpression.self)?.map(number: \.text, boolean: \.text)
      ?? ""
  }

  /// The expression simplified by rules exact in IEEE arithmetic (or, with `:assume finite`,
  /// the same number for finite values, a zero's sign aside); `:simplify EXPR` shows both when
  /// they differ.
  public static let simplify = Self(
    name: "simplify", summary: "simplify EXPR by rules exact in IEEE arithmetic",
    isSymbolic: true, command: { session, command in session.simplify(command) },
    render: { rendering throws(ParseError) in
      if rendering.assumption == .finite {
        return try rendering.source.build(Simplifier<PrettyPrint, FiniteValues>.self)?.map(
          number: \.shown.text, boolean: \.residual.text) ?? ""
      }
      return try rendering.source.build(Simplified<PrettyPrint>.self)?.map(
        number: \.residual.text, boolean: \.residual.text) ?? ""
    })

  /// The derivative by a variable, simplified; `:diff EXPR [by x]` finds the variable when
  /// there is only one.
  public static let diff = Self(
    name: "diff", summary: "derivative of EXPR by x (or its only variable)",
    parameter: Parameter(
      placeholder: "NAME", meaning: "the variable to differentiate by", example: "diff:x"),
    isSymbolic: true, command: { session, command in session.differentiate(command) },
    render: { rendering throws(ParseError) in
      typealias Differentiation = Derivative<Simplified<PrettyPrint>>
      let variable = rendering.parameter ?? "x"
      switch try Differentiation.focused(
        on: variable,
        {
          () throws(ParseError) in try rendering.source.build(Differentiation.self)
        })
      {
      case .number(let derivative):
        guard !derivative.isTooLarge else {
          throw ParseError(derivative.tooLargeMessage, line: 1, column: 1, offset: 0)
        }
        return derivative.derivative(by: variable).residual.text
      case .boolean:
        throw ParseError(
          "a Boolean has no derivative; differentiate a number-valued expression", line: 1,
          column: 1, offset: 0)
      case nil: return ""
      }
    })

  /// The expression as LaTeX.
  public static let latex = Self(
    name: "latex", summary: "print EXPR as LaTeX", isSymbolic: true
  ) { rendering throws(ParseError) in
    try rendering.source.build(LaTeX.self)?.map(number: \.text, boolean: \.text) ?? ""
  }

  /// The expression in reverse Polish notation.
  public static let rpn = Self(
    name: "rpn", summary: "print EXPR in reverse Polish notation", isSymbolic: true
  ) { rendering throws(ParseError) in
    try rendering.source.build(RPN.self)?.map(number: \.text, boolean: \.text) ?? ""
  }

  /// The operation count of the rendering's expression, by the enum tree's own function or a
  /// parse into ``OperationCount``.
  static func operationCount(_ rendering: Rendering) throws(ParseError) -> OperationCount {
    if let tree = rendering.tree {
      return tree.map(number: { $0.operationCount() }, boolean: { $0.operationCount() })
    }
    return try rendering.source.build(OperationCount.self)?.map(number: { $0 }, boolean: { $0 })
      ?? OperationCount()
  }
}
