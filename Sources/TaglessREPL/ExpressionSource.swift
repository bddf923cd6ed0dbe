import Tagless

// MARK: - ExpressionSource

/// Something that can build one expression in any interpreter.
///
/// A line to parse, or a tree to fold: the symbolic interpretations are written once against
/// it, for both encodings.
protocol ExpressionSource {
  /// The expression in `R`, of its type, or nil when the source is not an expression.
  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>?
  /// What the simplifier may assume about variables.
  var assumption: Calculator.Assumption { get }
}

extension ExpressionSource {
  /// What a symbolic interpretation shows for the expression ("" for the standard ones).
  func symbolicText(_ interpretation: Interpretation) throws(ParseError) -> String {
    switch interpretation {
    case .simplify where assumption == .finite:
      return try build(Simplifier<PrettyPrint, FiniteValues>.self)?.map(
        number: \.residual.text, boolean: \.residual.text) ?? ""
    case .simplify:
      return try build(Simplified<PrettyPrint>.self)?.map(
        number: \.residual.text, boolean: \.residual.text) ?? ""
    case .latex: return try build(LaTeX.self)?.map(number: \.text, boolean: \.text) ?? ""
    case .rpn: return try build(RPN.self)?.map(number: \.text, boolean: \.text) ?? ""
    case .diff(let variable):
      switch try build(Derivative<Simplified<PrettyPrint>>.self) {
      case .number(let derivative): return derivative.derivative(by: variable).residual.text
      case .boolean:
        throw ParseError(
          "a Boolean has no derivative; differentiate a number-valued expression", line: 1,
          column: 1, offset: 0)
      case nil: return ""
      }
    case .eval, .pretty, .count, .ast: return ""
    }
  }
}

// MARK: - Sources

/// A line, parsed with free variables (undefined names are variables of unknown value).
struct SymbolicLine: ExpressionSource {
  /// The line's bytes.
  var bytes: UnsafeBufferPointer<UInt8>
  /// The names it may refer to.
  var environment: Environment
  /// The parser's bounds.
  var limits: Limits
  /// What the simplifier may assume.
  var assumption: Calculator.Assumption = .any

  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>? {
    let statement = try Parser.statement(
      bytes, as: R.self, in: environment, freeVariables: true, limits: limits)
    if case .expression(let result) = statement { return result }
    return nil
  }
}

/// Text that must be one expression, parsed with free variables.
struct SymbolicText: ExpressionSource {
  /// The expression as typed.
  var text: String
  /// The names it may refer to.
  var environment: Environment
  /// What the simplifier may assume.
  var assumption: Calculator.Assumption = .any

  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>? {
    try Parser.typedExpression(text, as: R.self, in: environment, freeVariables: true)
  }
}

/// An enum tree: folded into any interpreter, with calls expanded in its environment as the
/// parser would expand them, and shown by the enum's own switch-based functions.
struct TreeSource: ExpressionSource {
  /// The tree.
  var tree: Typed<Expression>
  /// Where its calls run.
  var environment: Environment
  /// The bounds on its calls.
  var limits: Limits
  /// The line it was parsed from, to place a failed call.
  var bytes: UnsafeBufferPointer<UInt8>
  /// What the simplifier may assume.
  var assumption: Calculator.Assumption = .any
  /// Whether names a function's body reads that are not defined are free variables.
  var freeVariables = false

  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>? {
    do throws(CallError) {
      switch tree {
      case .number(let tree):
        return .number(
          try tree.fold(
            into: R.self, in: environment, limits: limits, freeVariables: freeVariables))
      case .boolean(let tree):
        return .boolean(
          try tree.fold(
            into: R.self, in: environment, limits: limits, freeVariables: freeVariables))
      }
    } catch {
      throw ParseError(error, in: bytes)
    }
  }

  /// The enum tree's own switch-based answer; symbolic interpretations fold the tree.
  func show(_ interpretation: Interpretation, value: Value) throws(ParseError) -> String {
    switch (interpretation, tree) {
    case (.eval, _): return value.description
    case (.pretty, .number(let tree)): return tree.prettyPrinted()
    case (.pretty, .boolean(let tree)): return tree.prettyPrinted()
    case (.count, .number(let tree)): return "\(tree.operationCount().total)"
    case (.count, .boolean(let tree)): return "\(tree.operationCount().total)"
    case (.ast, .number(let tree)): return tree.sExpression()
    case (.ast, .boolean(let tree)): return tree.sExpression()
    case (.simplify, _), (.latex, _), (.rpn, _), (.diff, _):
      return try symbolicText(interpretation)
    }
  }
}
