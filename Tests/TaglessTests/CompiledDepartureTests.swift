import Testing

@testable import Tagless

// MARK: - Compiled code that would not answer what the evaluator answers

/// A lambda's body runs compiled in `sum` and the other loops only where its code answers what
/// the evaluator answers.
///
/// The machine computes both branches of `?:` and both operands of `&&` and `||`, and an
/// argument put in place of a parameter runs only where the parameter is read; the evaluator
/// runs the branch a condition takes and every argument. Where that difference meets a loop
/// that fails (`root` without a sign change, an integrand that is NaN), the compiled sum gave
/// an error the evaluator does not, or a value where the evaluator fails: the fuzzer found
/// `sum(x -> (b -> 1)(integrate(i -> z, 0, 2)), 0, 3)` answering 4 through the parser and
/// failing through the enum tree. Such a body is marked (``Compiled/departsFromEvaluation``)
/// and applied by the evaluator instead.
@Suite("Compiled bodies answer what the evaluator answers")
struct CompiledDepartureTests {
  static let lines: [(line: String, value: Double?, error: String?)] = [
    (
      "sum(x -> (b -> 1)(integrate(i -> 0 / 0, 0, 2)), 0, 3)", nil,
      "'integrate': the integrand is nan at 1"
    ),
    (
      "sum(x -> (b -> 1)(root(i -> i * x, 1, 2)), 0, 3)", nil,
      "'root': no sign change: f(1) = 1 and f(2) = 2"
    ),
    ("sum(k -> k > 5 ? root(t -> t, 1, 2) : 1, 1, 3)", 3, nil),
    ("sum(k -> k > 5 && root(t -> t, 1, 2) > 0 ? 1 : 2, 1, 3)", 6, nil),
    ("sum(k -> k < 5 || root(t -> t, 1, 2) > 0 ? 1 : 2, 1, 3)", 3, nil),
    ("sum(k -> (b -> b)(sum(j -> j * k, 1, 10)), 1, 100)", 277_750, nil),
  ]

  @Test("through the parser and the enum tree alike", arguments: lines)
  func agrees(line: String, value: Double?, error: String?) throws {
    let parsed = Result { () throws(ParseError) in
      try Parser.expression(line, as: Evaluation.self).value
    }
    let tree = try Parser.expression(line, as: ExpressionTree.self)
    let evaluated = Result { () throws(CallError) in try tree.evaluate(in: Environment()) }
    switch (parsed, evaluated, value) {
    case (.success(let a), .success(let b), let value?):
      #expect(a == value)
      #expect(b == value)
    case (.failure(let a), .failure(let b), nil):
      #expect(a.message == error)
      #expect(b.message == error)
    default:
      let expected = value.map { "\($0)" } ?? error ?? ""
      Issue.record("\(parsed) and \(evaluated), expected \(expected)")
    }
  }

  static let marked: [(line: String, departs: Bool)] = [
    ("(b -> 1)(root(t -> t, 1, 2))", true),
    ("(b -> b + 1)(sum(k -> k, 1, 3))", true),
    ("x > 0 ? sum(k -> k, 1, 3) : 1", true),
    ("x > 0 && integrate(t -> t, 0, 1) > 0 ? 1 : 0", true),
    ("sum(j -> j > 0 ? root(t -> t - j, 0, 9) : 0, 1, 3)", true),
    ("x + sum(k -> k, 1, 3)", false),
    ("(b -> b + 1)(x * 2)", false),
    ("sum(k -> k > 2 ? k : 0, 1, 5)", false),
  ]

  @Test("the mark", arguments: marked)
  func mark(line: String, departs: Bool) throws {
    let compiled = try Parser.expression(line, as: Compiled.self, freeVariables: true)
    #expect(compiled.departsFromEvaluation == departs)
  }
}
