import Tagless
import TaglessREPL

// MARK: - Same

/// Equality for results that hold doubles: bit for bit, except that any NaN equals any NaN.
enum Same {
  /// The same value: numbers by bits, Booleans by value.
  static func value(_ a: Value, _ b: Value) -> Bool { a.isIdentical(to: b) }

  /// The same tree, numbers and variable values compared by bits.
  static func tree(_ a: Typed<ExpressionTree>, _ b: Typed<ExpressionTree>) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): x.isIdentical(to: y)
    case (.boolean(let x), .boolean(let y)): x.isIdentical(to: y)
    default: false
    }
  }

  /// The same variables (values by bits), functions and `ans`.
  static func environment(_ a: Environment, _ b: Environment) -> Bool {
    guard a.functions == b.functions, a.variables.count == b.variables.count else { return false }
    switch (a.lastResult, b.lastResult) {
    case (nil, nil): break
    case (let x?, let y?): if !value(x, y) { return false }
    default: return false
    }
    return a.variables.allSatisfy { name, value in
      b.variables[name].map { Same.value($0, value) } ?? false
    }
  }

  /// The same outcome of a line.
  static func lineResult(_ a: Calculator.LineResult, _ b: Calculator.LineResult) -> Bool {
    switch (a, b) {
    case (.nothing, .nothing): true
    case (.results(let x), .results(let y)): x.count == y.count && zip(x, y).allSatisfy(shown)
    case (.assigned(let m, let x), .assigned(let n, let y)): m == n && value(x, y)
    case (.defined(let x), .defined(let y)): x == y
    default: false
    }
  }

  /// The same view's answer: its text, and its failure as a person sees it (``error(_:_:)``).
  static func shown(_ a: Calculator.Shown, _ b: Calculator.Shown) -> Bool {
    guard a.interpretation == b.interpretation, a.text == b.text else { return false }
    switch (a.failure, b.failure) {
    case (nil, nil): return true
    case (let x?, let y?): return error(x, y)
    default: return false
    }
  }

  /// The same error as a person sees it.
  ///
  /// Message, place and the chain of functions as shown (the outermost and the two innermost).
  /// At the nesting limit the two encodings may stop one
  /// level of a recursion apart, since their own parse of the line counts toward the 250
  /// levels (F22 in Docs/Robustness.md); the diagnostic they print is the same.
  static func error(_ a: ParseError, _ b: ParseError) -> Bool {
    a.description == b.description && a.offset == b.offset && a.line == b.line
  }
}
