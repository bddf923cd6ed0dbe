import Tagless
import Testing

// The examples on the documentation's landing page and protocol pages
// (Sources/Tagless/Tagless.docc: Tagless.md, Arithmetic.md, Power.md, Builtins.md, Booleans.md,
// Conditionals.md, Variables.md, UserFunctions.md), with the results they state. The articles'
// code is in GettingStartedTests, CheckedTests, BetweenTests and NewInterpreterTests.

/// The value of `text` in the evaluator, with `environment`.
private func value(_ text: String, in environment: Environment = Environment()) throws(ParseError)
  -> Double
{
  try Parser.expression(text, as: Evaluation.self, in: environment).value
}

/// The message and column of the error parsing `text`, or nil if it parses.
private func failure(_ text: String) -> (message: String, column: Int)? {
  do {
    _ = try Parser.typedExpression(text, as: Evaluation.self)
    return nil
  } catch {
    return (error.message, error.column)
  }
}

/// `text` pretty-printed, with free variables.
private func printed(_ text: String) throws -> String {
  try Parser.expression(text, as: PrettyPrint.self, freeVariables: true).text
}

/// `environment` with the function that `definition` defines.
private func defining(_ definition: String, in environment: Environment) throws -> Environment {
  guard case .definition(let function) = try Parser.statement(definition, as: Evaluation.self)
  else { throw ParseError("not a definition", line: 1, column: 1, offset: 0) }
  var environment = environment
  environment.define(function)
  return environment
}

@Suite("The examples of the documentation's landing and protocol pages")
struct CatalogExamplesTests {
  @Test("the landing page: one line, pasted with an en dash, three interpreters")
  func landing() throws {
    let line = "3 + 5 * (8–7) / 6"
    #expect(try value(line) == 3.8333333333333335)
    #expect(try printed(line) == "3 + 5 * (8 - 7) / 6")
    #expect(try Parser.expression(line, as: OperationCount.self).total == 4)
  }

  @Test("Arithmetic: one generic term, four interpreters, IEEE 754 operations")
  func arithmetic() throws {
    func article<R: Arithmetic>() -> R {
      .add(
        .number(3), .divide(.multiply(.number(5), .subtract(.number(8), .number(7))), .number(6)))
    }
    #expect((article() as Evaluation).value == 3.8333333333333335)
    #expect((article() as PrettyPrint).text == "3 + 5 * (8 - 7) / 6")
    func hypotenuse<R: Builtins>() -> R { .function2(.hypot, .number(3), .number(4)) }
    #expect((hypotenuse() as Evaluation).value == 5)
    func formula<R: Arithmetic>() -> R {
      .subtract(.number(1), .subtract(.number(2), .number(3)))
    }
    #expect((formula() as Evaluation).value == 2)
    #expect((formula() as PrettyPrint).text == "1 - (2 - 3)")
    #expect((formula() as OperationCount).total == 2)
    #expect((formula() as SExpression).text == "(subtract 1 (subtract 2 3))")
    #expect(
      (formula() as ExpressionTree) == .subtract(.number(1), .subtract(.number(2), .number(3))))
    #expect(try value("-7 % 3") == -1)
    #expect(try value("1 / 0") == .infinity)
    #expect(try value("0 / 0").isNaN)
    #expect(try value("1 - 2 - 3") == -4)
    #expect(try value("12 × 3 ÷ 4 − 1 · 2") == 7)
  }

  @Test(
    "Power: associativity, precedence and C's pow",
    arguments: [
      ("2^3^2", 512.0), ("-2^2", -4), ("(-2)^2", 4), ("2^-1", 0.5), ("2 ** 10", 1024),
      ("0^0", 1), ("1^(0/0)", 1), ("cbrt(-8)", -2), ("pow(2, 3)", 8),
    ])
  func power(text: String, expected: Double) throws {
    #expect(try value(text) == expected)
  }

  @Test("Power: how it prints")
  func powerPrinted() throws {
    #expect(try Parser.expression("2^3^2", as: SExpression.self).text == "(power 2 (power 3 2))")
    #expect(try printed("-2^2") == "-2 ^ 2")
    #expect(try printed("(-2)^2") == "(-2) ^ 2")
    #expect(try printed("pow(2, 3)") == "pow(2, 3)")
    #expect(try value("(-8)^(1/3)").isNaN)
  }

  @Test("Builtins: values, arity and reserved names")
  func builtins() throws {
    #expect(UnaryFunction.sqrt(2) == 1.4142135623730951)
    #expect(BinaryFunction.hypot(3, 4) == 5)
    #expect(VariadicFunction.max([1, 5, 3]) == 5)
    #expect(Constant.pi.value == 3.141592653589793)
    #expect(try value("round(-2.5)") == -3)
    #expect(try value("max(0/0, 1)") == 1)
    #expect(failure("atan2(1)")?.message == "'atan2' takes 2 arguments, got 1")
    #expect(failure("1 + sqr(2)")?.message == "unknown function 'sqr'; did you mean 'sqrt'?")
    #expect(failure("1 + sqr(2)")?.column == 5)
    for line in ["pi = 3", "sqrt = 2"] {
      #expect(throws: ParseError.self) { try Parser.statement(line, as: Evaluation.self) }
    }
  }

  @Test("Booleans: type errors at the operator, naming both types")
  func typeErrors() {
    #expect(failure("1 + (2 < 3)")?.message == "'+' needs a number on its right, found a Boolean")
    #expect(failure("1 + (2 < 3)")?.column == 3)
    #expect(failure("true && 1")?.message == "'&&' needs a Boolean on its right, found a number")
    #expect(
      failure("true ? 1 : false")?.message
        == "the branches of '?:' must have the same type: a number before ':', a Boolean after it")
    #expect(failure("1 < 2 < 3")?.message == "comparisons do not chain; write 1 < 2 && 2 < 3")
  }

  @Test("Booleans: IEEE comparisons and a generic term over Truth")
  func booleans() throws {
    func between<R: Booleans>(_ x: R, _ lo: R, _ hi: R) -> R.Truth {
      R.and(R.compare(.lessOrEqual, lo, x), R.compare(.lessOrEqual, x, hi))
    }
    #expect(between(Evaluation(2), Evaluation(1), Evaluation(3)))
    func magnitude<R: Conditionals>(_ x: R) -> R {
      .conditional(R.compare(.less, x, .number(0)), .negate(x), x)
    }
    #expect(magnitude(Evaluation(-2)).value == 2)
    #expect(magnitude(PrettyPrint.variable("x", .nan)).text == "x < 0 ? -x : x")
    let cases: [(String, Bool)] = [
      ("0/0 == 0/0", false), ("0/0 != 0/0", true), ("-0 == 0", true), ("1 ≤ 2 && 2 ≠ 3", true),
    ]
    for (text, expected) in cases {
      #expect(try Parser.typedExpression(text, as: Evaluation.self) == .boolean(expected))
    }
  }

  @Test("Conditionals: right-associative, and recursion through the branch taken")
  func conditionals() throws {
    #expect(try value("false ? 1 : true ? 2 : 3") == 2)
    let environment = try defining("gcd(a, b) = b == 0 ? a : gcd(b, a % b)", in: Environment())
    #expect(try value("gcd(1071, 462)", in: environment) == 21)
  }

  @Test("Variables: one environment, a value for the evaluator, a name for the printer")
  func variables() throws {
    var environment = Environment()
    environment.assign("x", 3)
    environment.assign("big", .boolean(true))
    #expect(try value("big ? x * 2 : 0", in: environment) == 6)
    let text = try Parser.expression("big ? x * 2 : 0", as: PrettyPrint.self, in: environment)
    #expect(text.text == "big ? x * 2 : 0")
  }

  @Test("UserFunctions: a call evaluated, printed as written, and a runaway recursion stopped")
  func userFunctions() throws {
    let environment = try defining("fact(n) = n <= 1 ? 1 : n * fact(n - 1)", in: Environment())
    #expect(try value("fact(5)", in: environment) == 120)
    let text = try Parser.expression("fact(5)", as: PrettyPrint.self, in: environment)
    #expect(text.text == "fact(5)")
    let looping = try defining("loop(x) = loop(x)", in: environment)
    do {
      _ = try value("1 + loop(1)", in: looping)
      Issue.record("no error")
    } catch {
      #expect(error.column == 5)
    }
  }
}
