import Foundation
import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Functions as values in every interpreter that takes them.
@Suite("Lambdas in the interpreters")
struct LambdaInterpreterTests {
  /// Each line in the S-expression, LaTeX, RPN and counting interpreters.
  static let printed: [(line: String, ast: String, latex: String, rpn: String, count: Int)] = [
    (
      "sum(k -> 1 / k ^ 2, 1, 100)", "(sum (lambda (k) (divide 1 (power k 2))) 1 100)",
      "\\sum_{k=1}^{100} \\frac{1}{k^{2}}", "{ k -> 1 k 2 ^ / } 1 100 sum", 3
    ),
    (
      "product(k -> k, 1, 10) + 1", "(add (product (lambda (k) k) 1 10) 1)",
      "\\left(\\prod_{k=1}^{10} k\\right) + 1", "{ k -> k } 1 10 product 1 +", 2
    ),
    (
      "(x -> x + 1)(2)", "(apply (lambda (x) (add x 1)) 2)", "(x \\mapsto x + 1)(2)",
      "2 { x -> x 1 + } apply/1", 2
    ),
    (
      "sum(i -> sum(j -> i * j, 1, i), 1, 10)",
      "(sum (lambda (i) (sum (lambda (j) (multiply i j)) 1 i)) 1 10)",
      "\\sum_{i=1}^{10} \\left(\\sum_{j=1}^{i} i \\cdot j\\right)",
      "{ i -> { j -> i j * } 1 i sum } 1 10 sum", 3
    ),
    (
      "sum(sin, 1, 2)", "(sum sin 1 2)", "\\sum_{x=1}^{2} \\sin(x)", "{ x -> x sin } 1 2 sum", 1
    ),
  ]

  @Test("printers show functions as written and evaluate nothing", arguments: printed)
  func printers(line: String, ast: String, latex: String, rpn: String, count: Int) throws {
    #expect(try Parser.expression(line, as: SExpression.self).text == ast)
    #expect(try Parser.expression(line, as: LaTeX.self).text == latex)
    #expect(try Parser.expression(line, as: RPN.self).text == rpn)
    #expect(try Parser.expression(line, as: OperationCount.self).total == count)
  }

  @Test("the exact interpreter sums fractions exactly")
  func exact() throws {
    let harmonic = try Parser.expression("sum(k -> 1 / k, 1, 10)", as: Exact.self)
    #expect(harmonic.description == "7381/2520")
    let squares = try Parser.expression("sum(k -> 1 / k ^ 2, 1, 100)", as: Exact.self)
    #expect(squares.rational?.denominator.description.count == 81)
    let factorial = try Parser.expression("product(k -> k, 1, 25)", as: Exact.self)
    #expect(factorial.description == "15511210043330985984000000")
    #expect(try Parser.expression("sum(k -> 1 / 10, 1, 10)", as: Exact.self).description == "1")
  }

  @Test("the precise interpreter reads 0.1 as one tenth in a sum")
  func precise() throws {
    let tenth = try Parser.expression("sum(k -> 0.1, 1, 10)", as: Precise.self)
    #expect(tenth.description == "1")
  }

  @Test(
    "the evaluator's compiled loop gives the same sums as applying the body",
    arguments: [
      "sum(k -> 1 / k ^ 2, 1, 1000)", "sum(k -> sin(k) / k, 1, 1000)",
      "product(k -> 1 + 1 / k ^ 2, 1, 1000)", "sum(k -> k % 7 < 3 ? k : -k, 1, 1000)",
    ])
  func compiledAgrees(line: String) throws {
    // A call of a user function in the body makes the evaluator parse it for each term.
    var session = Session()
    try session.run("id(x) = x")
    let compiled = try #require(try session.run(line)?.number)
    let slow = line.replacingOccurrences(of: "k ->", with: "k -> id(0) +")
    let applied = try #require(try session.run(slow)?.number)
    #expect(compiled.bitPattern == applied.bitPattern)
  }
}
