import Tagless

// MARK: - ExpressionSource

/// Something that can build one expression in any interpreter.
///
/// A line to parse, or a tree to fold: the symbolic interpretations are written once against
/// it, for both encodings.
protocol ExpressionSource {
  /// The expression in `R`, or nil when the source is not an expression.
  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> R?
}

extension ExpressionSource {
  /// What a symbolic interpretation shows for the expression ("" for the standard ones).
  func symbolicText(_ interpretation: Interpretation) throws(ParseError) -> String {
    switch interpretation {
    case .simplify: return try build(Simplified<PrettyPrint>.self)?.residual.text ?? ""
    case .latex: return try build(LaTeX.self)?.text ?? ""
    case .rpn: return try build(RPN.self)?.text ?? ""
    case .diff(let variable):
      let derivative = try build(Derivative<Simplified<PrettyPrint>>.self)
      return derivative?.derivative(by: variable).residual.text ?? ""
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

  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> R? {
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

  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> R? {
    try Parser.expression(text, as: R.self, in: environment, freeVariables: true)
  }
}

extension Expression: ExpressionSource {
  /// The tree folded into `R`.
  func build<R: Language>(_ interpreter: R.Type) -> R? { fold(into: R.self) }
}
