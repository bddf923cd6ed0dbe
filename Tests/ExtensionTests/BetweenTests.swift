import Tagless
import Testing

// MARK: - Programs over the extended language

/// `between(text, lo, hi)` with `text` parsed by the library's generic parser.
func inRange<R: Between & Language>(
  _ text: String, _ lo: Double, _ hi: Double, as interpreter: R.Type,
  in environment: Environment
) throws(ParseError) -> R.Truth {
  R.between(try Parser.expression(text, as: R.self, in: environment), .number(lo), .number(hi))
}

/// `between(x, 0, 1) ? x : -1`: the new Boolean operation as the library's conditional's test.
func unitOrMinusOne<R: Between & Language>(_ x: R) -> R {
  .conditional(R.between(x, .number(0), .number(1)), x, .number(-1))
}

// MARK: - Tests

@Suite("A new Boolean-valued operation, added from outside the library")
struct BetweenTests {
  @Test(
    "between in the evaluator, and in the enum's encoding of it",
    arguments: [
      (2.0, 1.0, 3.0, true), (1, 1, 3, true), (3, 1, 3, true), (0, 1, 3, false),
      (4, 1, 3, false), (2, 3, 1, false), (-0.0, 0, 0, true), (.nan, 1, 3, false),
      (2, .nan, 3, false), (.infinity, 0, .infinity, true),
    ])
  func values(x: Double, lo: Double, hi: Double, expected: Bool) throws {
    #expect(Evaluation.between(Evaluation(x), Evaluation(lo), Evaluation(hi)) == expected)
    let tree = ExpressionTree.between(.number(x), .number(lo), .number(hi))
    #expect(try tree.evaluate() == expected)
  }

  @Test(
    "isfinite in the evaluator and in the enum's encoding",
    arguments: [
      (1.0, true), (-0.0, true), (1e308, true), (.leastNonzeroMagnitude, true),
      (.infinity, false), (-.infinity, false), (.nan, false),
    ])
  func finite(x: Double, expected: Bool) throws {
    #expect(Evaluation.isFinite(Evaluation(x)) == expected)
    #expect(try ExpressionTree.isFinite(.number(x)).evaluate() == expected)
  }

  @Test("the operation wraps what the generic parser builds, in every interpreter")
  func parsedOperands() throws {
    var environment = Environment()
    environment.assign("x", 2)
    let value = try inRange("x * 2", 0, 5, as: Evaluation.self, in: environment)
    #expect(value)
    let printed = try inRange("x * 2", 0, 5, as: PrettyPrint.self, in: environment)
    #expect(printed.text == "between(x * 2, 0, 5)")
    let counted = try inRange("x * 2", 0, 5, as: OperationCount.self, in: environment)
    #expect(counted.total == 2)
    #expect(counted.builtins == 1)
    #expect(counted.depth == 2)
    let rpn = try inRange("x * 2", 0, 5, as: ReversePolish.self, in: environment)
    #expect(rpn.description == "x 2 * 0 5 between")
  }

  @Test("the enum keeps the value but not the operation: it prints as the comparisons")
  func enumEncoding() throws {
    var environment = Environment()
    environment.assign("x", 2)
    let tree = try inRange("x * 2", 0, 5, as: ExpressionTree.self, in: environment)
    #expect(try tree.evaluate(in: environment) == true)
    #expect(tree.prettyPrinted() == "0 <= x * 2 && x * 2 <= 5")
    #expect(tree.operationCount().total == 5)
    // Folded into the printer, the tree cannot give back the `between` it was built from.
    #expect(tree.fold(into: PrettyPrint.self).text == "0 <= x * 2 && x * 2 <= 5")
  }

  @Test(
    "the new operation as the test of the library's conditional",
    arguments: [(0.5, 0.5), (1, 1), (1.5, -1), (-0.0, -0.0), (.nan, -1)])
  func conditional(x: Double, expected: Double) {
    let value: Evaluation = unitOrMinusOne(Evaluation(x))
    #expect(value.value.bitPattern == expected.bitPattern)
    let tree: ExpressionTree = unitOrMinusOne(.number(x))
    #expect((try? tree.evaluate())?.bitPattern == expected.bitPattern)
  }

  @Test("printed and counted as a conditional over the new test")
  func conditionalPrinted() {
    let printed: PrettyPrint = unitOrMinusOne(.variable("x", .nan))
    #expect(printed.text == "between(x, 0, 1) ? x : -1")
    let counted: OperationCount = unitOrMinusOne(.variable("x", .nan))
    #expect(counted.conditionals == 1)
    #expect(counted.builtins == 1)
    #expect(counted.total == 2)
    let rpn: ReversePolish = unitOrMinusOne(.variable("x", .nan))
    #expect(rpn.description == "x 0 1 between x -1 ?:")
  }
}
