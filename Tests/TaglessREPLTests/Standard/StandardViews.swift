import Tagless
import TaglessPrecision
import TaglessREPL
import Testing

/// What a line of the standard built-ins shows, through the views the tables check, on a
/// fresh calculator (which starts from ``Environment/standard``).
enum StandardViews {
  /// What `line` shows through `view`, after checking that the enum tree shows the same.
  static func shown(
    _ line: String, _ view: Interpretation, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let tagless = try Calculator.shown(line, view, via: .tagless, after: [])
    let enumerated = try Calculator.shown(line, view, via: .enum, after: [])
    #expect(tagless == enumerated, "\(view.name): \(line)", sourceLocation: sourceLocation)
    return tagless
  }

  /// The Double value of `text` in the standard environment, from the tagless evaluator,
  /// after checking that the enum tree, its fold and compiled code (one point) agree.
  static func value(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Double
  {
    let environment = Environment.standard
    let value = try Parser.expression(text, as: Evaluation.self, in: environment).value
    let tree = try Parser.expression(text, as: ExpressionTree.self, in: environment)
    let compiled = try Parser.expression(text, as: Compiled.self, in: environment)
    let others = [
      try tree.evaluate(in: environment),
      try tree.fold(into: Evaluation.self, in: environment).value,
      try compiled.program(parameters: []).evaluate(),
    ]
    for other in others {
      #expect(
        other == value || (other.isNaN && value.isNaN), "\(text)", sourceLocation: sourceLocation)
    }
    return value
  }
}

extension StandardViews {
  /// Expects `text` to show `expected` through pretty, LaTeX, RPN, the S-expression, the
  /// simplifier and `diff:x`, in that order (and `count` through the operation count, when
  /// given), in both encodings.
  static func expectSymbolic(
    _ text: String, _ expected: [String], count: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let views: [Interpretation] = [.pretty, .latex, .rpn, .ast, .simplify, .diff(by: "x")]
    for (view, shown) in zip(views, expected) {
      #expect(try Self.shown(text, view) == shown, "\(view.name)", sourceLocation: sourceLocation)
    }
    if let count {
      #expect(try Self.shown(text, .count) == count, sourceLocation: sourceLocation)
    }
  }

  /// Expects `text` to show `exact` in the exact view and `precise` in the precise one (at
  /// 50 digits), in both encodings.
  static func expectPrecision(
    _ text: String, exact: String, precise: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try Self.shown(text, .exact) == exact, sourceLocation: sourceLocation)
    #expect(try Self.shown(text, .precise) == precise, sourceLocation: sourceLocation)
  }
}
