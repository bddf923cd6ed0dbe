import Testing

@testable import Tagless

/// Functions as values: lambdas, application, function names and the higher-order built-ins.
@Suite("Lambdas")
struct LambdaTests {
  /// Lines and their values in the evaluator, with the reference computed in Swift.
  static let values: [(line: String, expected: Double)] = [
    ("(x -> x + 1)(2)", 3),
    ("(x → x * 10)(4)", 40),
    ("((a, b) -> a * b)(3, 4)", 12),
    ("((x) -> -x)(5)", -5),
    ("(sin)(0)", 0),
    ("(hypot)(3, 4)", 5),
    ("sum(k -> k, 1, 100)", 5050),
    ("sum(k -> k ^ 2, 1, 100)", 338_350),
    ("sum(k -> k, 1, 1000000)", 500_000_500_000),
    ("product(k -> k, 1, 10)", 3_628_800),
    ("sum(k -> k, 5, 4)", 0),
    ("product(k -> k, 5, 4)", 1),
    ("sum(k -> k, 0.5, 3.5)", 6),
    ("sum(i -> sum(j -> i * j, 1, i), 1, 10)", 1705),
    ("sum(k -> (x -> x * k)(2), 1, 3)", 12),
    ("sum(k -> k > 2 ? 1 : 0, 1, 5)", 3),
    ("sum(k -> (k -> k * 10)(k + 1), 1, 2)", 50),
    ("1 + sum(k -> 1, 1, 3) * 2", 7),
    ("sum(sqrt, 4, 4)", 2),
  ]

  @Test("lambdas, application and sums evaluate", arguments: values)
  func evaluates(line: String, expected: Double) throws {
    #expect(try value(line) == expected)
  }

  @Test("a sum of 1/k² to a million is compensated: within 4 ulps of ζ(2) - tail")
  func compensatedSum() throws {
    let sum = try value("sum(k -> 1 / k ^ 2, 1, 1000000)")
    // ζ(2) - 1/N + 1/(2N²) - 1/(6N³): the tail's Euler–Maclaurin expansion, exact to 1e-24.
    let n = 1_000_000.0
    let reference = Double.pi * Double.pi / 6 - 1 / n + 1 / (2 * n * n)
    #expect(abs(sum - reference) <= 4 * reference.ulp)
  }

  @Test("a Boolean-valued lambda applied is a Boolean")
  func predicate() throws {
    let result = try Parser.typedExpression("(x -> x > 1)(3)", as: Evaluation.self)
    #expect(result.boolean == true)
  }

  @Test("functions named by assignment and user functions are values")
  func namedFunctions() throws {
    var session = Session()
    try session.run(["g = x -> 2 * x", "h = (a, b) -> a - b", "f(x) = x ^ 2"])
    #expect(try session.run("g(3)") == .number(6))
    #expect(try session.run("h(10, 4)") == .number(6))
    #expect(try session.run("sum(f, 1, 3)") == .number(14))
    #expect(try session.run("sum(g, 1, 3)") == .number(12))
    #expect(try session.run("(f)(5)") == .number(25))
    #expect(session.environment.functions["g"]?.description == "g(x) = 2 * x")
  }

  @Test("a user function called in a nested loop reads the global, not a lambda's parameter")
  func globalsInNestedLoops() throws {
    var session = Session()
    try session.run(["x = 3", "h() = x + 1"])
    // h() is 4 whatever the lambdas name their parameters: 4 * 4 * 4.
    #expect(try session.run("product(x -> sum(y -> h(), 1, 1), 1, 3)") == .number(64))
    #expect(try session.run("product(x -> h(), 1, 3)") == .number(64))
    #expect(try session.run("sum(x -> sum(y -> h() + x, 1, 1), 1, 2)") == .number(11))
  }

  @Test("nested lambdas are parsed a number of times polynomial in their depth, not 2^n")
  func nestedLambdasParseOnce() throws {
    // sum(k1 -> … sum(k30 -> 1 + k30, 1, 1) … + k1, 1, 1): at two parses a level this would
    // be 2^30 parses; the value is 1 + 1 + … + 1.
    var line = "1"
    for level in 1...30 { line = "sum(k\(level) -> \(line) + k\(level), 1, 1)" }
    #expect(try value(line) == 31)
    let printed = try Parser.expression(line, as: PrettyPrint.self).text
    #expect(printed == line)
  }

  /// Lines that print as themselves (canonical text), and print the same when read back.
  static let printed: [(line: String, expected: String)] = [
    ("sum(k->1/k^2,1,100)", "sum(k -> 1 / k ^ 2, 1, 100)"),
    ("(x -> x + 1)(2)", "(x -> x + 1)(2)"),
    ("((a,b)->a*b)(3,4)", "((a, b) -> a * b)(3, 4)"),
    ("sum(i -> sum(j -> i * j, 1, i), 1, 10)", "sum(i -> sum(j -> i * j, 1, i), 1, 10)"),
    ("product(sin, 1, 2)", "product(sin, 1, 2)"),
    ("sum(k -> k > 1 ? k : -k, 1, 2) + 1", "sum(k -> k > 1 ? k : -k, 1, 2) + 1"),
    ("(x -> x > 1)(3)", "(x -> x > 1)(3)"),
    ("(x → x)(1)", "(x -> x)(1)"),
  ]

  @Test(
    "the pretty printer prints functions without evaluating them, and round-trips",
    arguments: printed)
  func prints(line: String, expected: String) throws {
    let text = try Parser.typedExpression(line, as: PrettyPrint.self).map(
      number: \.text, boolean: \.text)
    #expect(text == expected)
    let again = try Parser.typedExpression(text, as: PrettyPrint.self).map(
      number: \.text, boolean: \.text)
    #expect(again == text)
  }

  @Test("printing a sum of ten million terms runs none of them")
  func printingRunsNothing() throws {
    // With a budget of ten applications, evaluating fails; printing applies the lambda once.
    let limits = Limits(
      maximumDepth: 250, maximumLineLength: 1 << 20, expansionBudget: 1 << 22,
      maximumVariables: 100, maximumFunctions: 100, maximumCalls: 10)
    let line = "sum(k -> 1 / k ^ 2, 1, 10000000)"
    let printed = try Parser.expression(line, as: PrettyPrint.self, limits: limits)
    #expect(printed.text == "sum(k -> 1 / k ^ 2, 1, 10000000)")
    let count = try Parser.expression(line, as: OperationCount.self, limits: limits)
    #expect(count.total == 3)
    #expect(
      parseError(line, as: Evaluation.self, limits: limits)?.message
        == "the line applies functions too many times (the limit is 10)")
  }

  @Test("a long sum stops at the cancellation")
  func cancelled() throws {
    let error = Cancellation.$current.withValue(Cancellation(afterChecks: 3)) {
      parseError("sum(k -> k, 1, 100000000)", as: Evaluation.self)
    }
    #expect(error?.message == Cancellation.message)
    #expect(error?.column == 1)
  }

  /// Ill-typed and malformed lines, with the column of the error.
  static let errors: [(marked: String, message: String)] = [
    (
      "sum(1️⃣k -> k > 2, 1, 3)",
      "'sum' needs a function of one number returning a number as argument 1, "
        + "found one returning a Boolean"
    ),
    (
      "sum(1️⃣(a, b) -> a, 1, 3)",
      "'sum' needs a function of one number returning a number as argument 1, "
        + "found a function of two numbers returning a number"
    ),
    (
      "sum(1️⃣3, 1, 2)",
      "'sum' needs a function of one number returning a number as argument 1, found a number"
    ),
    (
      "1 1️⃣+ (x -> x)",
      "'+' needs a number on its right, found a function of one number returning a number"
    ),
    (
      "sqrt(1️⃣(x -> x))",
      "'sqrt' needs a number as argument 1, found a function of one number returning a number"
    ),
    ("1️⃣sum(k -> k, 1)", "'sum' takes 3 arguments (a function and two bounds), got 2"),
    ("(x -> x)1️⃣(1, 2)", "the function takes one argument, got 2"),
    ("(1️⃣pi -> 1)(2)", "a parameter cannot be named after constant 'pi'"),
    ("((x, 1️⃣x) -> x)(1, 2)", "parameter 'x' appears twice"),
    ("(x -> 1️⃣y)(1)", "unknown variable 'y'"),
    (
      "1️⃣x -> x",
      "a function is a value only where it is applied or passed on, as in (x -> x + 1)(2) "
        + "or sum(f, 1, 10), or assigned, as in g = x -> 2 * x; this one is a function of "
        + "one number returning a number"
    ),
    (
      "true ? (x -> x) 1️⃣: (y -> y)",
      "the branches of '?:' must be numbers or Booleans, found a function of one number "
        + "returning a number"
    ),
    ("1️⃣sum = 2", "cannot assign to built-in function 'sum'"),
  ]

  @Test("type errors name both types at the offending column", arguments: errors)
  func typeErrors(marked: String, message: String) throws {
    let input = try #require(MarkedText(marked))
    let error = try #require(parseError(input.text, as: Evaluation.self))
    #expect(error.message == message)
    #expect(error.column == input.column)
  }

  @Test("an interpreter without HigherOrder still applies lambdas, by substitution")
  func substitution() throws {
    let probe = try Parser.expression("(x -> x * 2)(3)", as: SmoothnessProbe.self)
    #expect(probe.value == 6)
    let error = try #require(parseError("sum(k -> k, 1, 2)", as: SmoothnessProbe.self))
    #expect(error.message.hasPrefix("this interpreter does not take functions as values"))
    #expect(error.column == 1)
  }

  @Test("the enum tree keeps an application, and its fold substitutes it where it must")
  func enumApplication() throws {
    let tree = try Parser.expression("(x -> x * 2)(3)", as: ExpressionTree.self)
    #expect(tree.prettyPrinted() == "(x -> x * 2)(3)")
    #expect(tree.fold(into: SmoothnessProbe.self).value == 6)
    let sum = try Parser.expression("1 + sum(k -> k, 1, 2)", as: ExpressionTree.self)
    #expect(try sum.evaluate() == 4)
    let error = #expect(throws: CallError.self) {
      try sum.fold(into: SmoothnessProbe.self, in: Environment())
    }
    #expect(error?.message.hasPrefix("this interpreter does not take functions as values") == true)
    #expect(error?.offset == 4)
  }

  @Test("a function's body keeps an applied lambda as written, and runs it")
  func definitionKeepsApplications() throws {
    let statement = try Parser.statement("f(x) = (y -> y + x)(2)", as: Evaluation.self)
    guard case .definition(let definition) = statement else {
      Issue.record("not a definition: \(statement)")
      return
    }
    guard case .number(let body) = definition.body else {
      Issue.record("not a number-valued body")
      return
    }
    #expect(body.prettyPrinted() == "(y -> y + x)(2)")
    var environment = Environment()
    environment.define(definition)
    #expect(try Parser.expression("f(3)", as: Evaluation.self, in: environment).value == 5)
    let tree = try Parser.expression("f(3)", as: ExpressionTree.self, in: environment)
    #expect(try tree.evaluate(in: environment) == 5)
  }
}
