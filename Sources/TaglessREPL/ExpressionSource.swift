import Tagless

/// One expression that can be built in any interpreter: what a registry entry renders from.
///
/// A line to parse straight into each interpreter (the tagless encoding), or an enum tree to
/// fold into it (the initial encoding): the entries are written once, for both.
public protocol ExpressionSource {
  /// The expression in `R`, of its type, or nil when the source is not an expression.
  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>?
}

// MARK: - Sources

/// A line's bytes, parsed straight into whichever interpreter asks (the tagless encoding).
struct LineSource: ExpressionSource {
  /// The line's bytes.
  var bytes: UnsafeBufferPointer<UInt8>
  /// The names it may refer to.
  var environment: Environment
  /// The parser's bounds.
  var limits: Limits
  /// Whether undefined names are free variables.
  var freeVariables: Bool
  /// Whether an assignment's value counts as the expression (`x = 1/3` builds `1/3`).
  var assignedValue = false

  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>? {
    let statement = try Parser.statement(
      bytes, as: R.self, in: environment, freeVariables: freeVariables, limits: limits)
    switch statement {
    case .expression(let result): return result
    case .assignment(_, let result) where assignedValue: return result
    default: return nil
    }
  }
}

/// No expression: what an assignment renders from, whose value only ``LineSource`` with
/// `assignedValue` builds.
struct EmptySource: ExpressionSource {
  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>? { nil }
}

/// Text that must be one expression, parsed with free variables.
struct SymbolicText: ExpressionSource {
  /// The expression as typed.
  var text: String
  /// The names it may refer to.
  var environment: Environment

  func build<R: Language>(_ interpreter: R.Type) throws(ParseError) -> Typed<R>? {
    try Parser.typedExpression(text, as: R.self, in: environment, freeVariables: true)
  }
}

/// An enum tree: folded into any interpreter, with calls expanded in its environment as the
/// parser would expand them.
struct TreeSource: ExpressionSource {
  /// The tree.
  var tree: Typed<ExpressionTree>
  /// Where its calls run.
  var environment: Environment
  /// The bounds on its calls.
  var limits: Limits
  /// A failed call placed in the text the tree was parsed from.
  var place: (CallError) -> ParseError
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
      throw place(error)
    }
  }
}
