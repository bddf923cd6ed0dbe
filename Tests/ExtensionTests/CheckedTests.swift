import Tagless
import Testing

@Suite("A new evaluator that says where a NaN or an infinity came from")
struct CheckedTests {
  @Test(
    "the value is the evaluator's, and the problem is the first operation that made it",
    arguments: [
      ("sqrt(x - 5)", 1.0, "sqrt(-4) is nan"),
      ("1 / (x - 1) + 2", 1, "1 / 0 is inf"),
      ("log(x - 1) * 0", 1, "log(0) is -inf"),
      ("x ^ 1000 - x ^ 1000", 10, "10 ^ 1000 is inf"),
      ("max(x, 1e308) * 10", 1, "1e308 * 10 is inf"),
      ("atan2(x, 0) + asin(x)", 2, "asin(2) is nan"),
      ("x % 0", 3, "3 % 0 is nan"),
      ("sqrt(x - 5)", 9, nil),
      ("x == 1 ? 0 : 1 / (x - 1)", 1, nil),
      ("x != 1 && 1 / (x - 1) > 2 ? 1 : 0", 1, nil),
      ("x == 1 || sqrt(-x) > 0 ? 1 : 0", 1, nil),
      ("x == 1 || sqrt(-x) > 0 ? 1 : 0", 2, "sqrt(-2) is nan"),
      ("-(0 / x)", 0, "0 / 0 is nan"),
    ] as [(String, Double, String?)])
  func problems(text: String, x: Double, problem: String?) throws {
    var environment = Environment()
    environment.assign("x", x)
    let checked = try Parser.expression(text, as: Checked.self, in: environment)
    let value = try Parser.expression(text, as: Evaluation.self, in: environment).value
    #expect(checked.value.bitPattern == value.bitPattern || (checked.value.isNaN && value.isNaN))
    #expect(checked.problem == problem)
  }

  @Test("an input that is already infinite is not a problem of the expression")
  func infiniteInput() throws {
    var environment = Environment()
    environment.assign("x", .infinity)
    let checked = try Parser.expression("x * 2 - 1", as: Checked.self, in: environment)
    #expect(checked.value == .infinity)
    #expect(checked.problem == nil)
  }

  @Test("user functions: the expansion runs only the branches taken")
  func recursion() throws {
    var environment = Environment()
    for line in ["fact(n) = n <= 1 ? 1 : n * fact(n - 1)", "inv(t) = t == 0 ? 0 : 1 / t"] {
      guard case .definition(let function) = try Parser.statement(line, as: Checked.self) else {
        Issue.record("not a definition: \(line)")
        return
      }
      environment.define(function)
    }
    let five = try Parser.expression("fact(5) + inv(0)", as: Checked.self, in: environment)
    #expect(five == Checked(value: 120))
    let big = try Parser.expression("fact(171) / 2", as: Checked.self, in: environment)
    #expect(big.value == .infinity)
    #expect(big.problem == "171 * 7.257415615307994e306 is inf")
    let typed = try Parser.typedExpression("fact(3) > 5", as: Checked.self, in: environment)
    #expect(typed == .boolean(Checked.Truth(value: true)))
  }

  @Test("the enum tree folds into it, and Both runs it beside the printer")
  func withTheLibrary() throws {
    var environment = Environment()
    environment.assign("x", 0)
    let tree = try Parser.expression("1 / x + 1", as: ExpressionTree.self, in: environment)
    #expect(tree.fold(into: Checked.self).problem == "1 / 0 is inf")
    let both = try Parser.expression(
      "1 / x + 1", as: Both<Checked, PrettyPrint>.self, in: environment)
    #expect(both.first.problem == "1 / 0 is inf")
    #expect(both.second.text == "1 / x + 1")
  }

  @Test("the article's examples")
  func article() throws {
    var environment = Environment()
    environment.assign("x", 1)
    let checked = try Parser.expression("sqrt(x - 5) + 1", as: Checked.self, in: environment)
    #expect(checked.value.isNaN)
    #expect(checked.problem == "sqrt(-4) is nan")

    environment.assign("x", 0)
    let skipped = try Parser.expression("x == 0 ? 0 : 1 / x", as: Checked.self, in: environment)
    #expect(skipped == Checked(value: 0))
    let test = try Parser.typedExpression("1 / x > 2", as: Checked.self, in: environment)
    #expect(test == .boolean(Checked.Truth(value: true, problem: "1 / 0 is inf")))
  }
}
