import Tagless
import Testing

// MARK: - Programs over the extended language

/// `if(x - 1, sqrt(16), 2 ^ 10) + 3!`: written once, interpreted by every conforming type.
func program<R: Conditional & Factorial & Language>(x: Double) -> R {
  .add(
    .ifThenElse(
      .subtract(.variable("x", x), .number(1)),
      .function1(.sqrt, .number(16)),
      .power(.number(2), .number(10))),
    .factorial(.number(3)))
}

/// Text parsed by the library's generic parser, guarded by the new operation: the value of
/// `text` where `guard` is not zero, NaN elsewhere.
func guarded<R: Conditional & Language>(
  _ text: String, where guard: String, in environment: Environment
) throws(ParseError) -> R {
  .ifThenElse(
    try Parser.expression(`guard`, as: R.self, in: environment),
    try Parser.expression(text, as: R.self, in: environment),
    .number(.nan))
}

// MARK: - Tests

@Suite("A new operation, added from outside the library")
struct NewOperationTests {
  @Test("the program's value in the library's evaluator", arguments: [(3.0, 10.0), (1, 1030)])
  func evaluation(x: Double, expected: Double) {
    let result: Evaluation = program(x: x)
    #expect(result.value == expected)
  }

  @Test("the program in the library's printers and counter")
  func otherInterpreters() {
    let printed: PrettyPrint = program(x: 3)
    #expect(printed.text == "if(x - 1, sqrt(16), 2 ^ 10) + 3!")
    let listed: SExpression = program(x: 3)
    #expect(listed.text == "(add (if (subtract x 1) (sqrt 16) (power 2 10)) (factorial 3))")
    let counted: OperationCount = program(x: 3)
    #expect(counted.total == 6)
    #expect(counted.builtins == 3)
    #expect(counted.depth == 3)
  }

  @Test("the program in a new interpreter of the client's own")
  func newInterpreter() {
    let rpn: ReversePolish = program(x: 3)
    #expect(rpn.description == "x 1 - 16 sqrt 2 10 ^ if 3 ! +")
  }

  @Test(
    "factorial of whole numbers, NaN otherwise",
    arguments: [
      (0.0, 1.0), (1, 1), (5, 120), (10, 3_628_800), (171, .infinity), (-1, .nan), (2.5, .nan),
    ])
  func factorial(n: Double, expected: Double) {
    let result = Evaluation.factorial(.number(n)).value
    #expect(result == expected || (result.isNaN && expected.isNaN))
  }

  @Test("the factorial's operand is parenthesised unless it is an atom")
  func factorialPrinting() throws {
    let environment = Environment()
    let cases: [(String, String)] = [
      ("3", "3!"), ("-3", "(-3)!"), ("1 + 2", "(1 + 2)!"), ("2 ^ 3", "(2 ^ 3)!"),
      ("sqrt(9)", "sqrt(9)!"),
    ]
    for (operand, printed) in cases {
      let parsed = try Parser.expression(operand, as: PrettyPrint.self, in: environment)
      #expect(PrettyPrint.factorial(parsed).text == printed)
    }
  }

  @Test("the new operation wraps what the library's generic parser builds")
  func composesWithParser() throws {
    var environment = Environment()
    environment.assign("x", 4)
    let value: Evaluation = try guarded("sqrt(x) * 10", where: "x", in: environment)
    #expect(value.value == 20)
    let printed: PrettyPrint = try guarded("sqrt(x) * 10", where: "x", in: environment)
    #expect(printed.text == "if(x, sqrt(x) * 10, nan)")
    let rpn: ReversePolish = try guarded("sqrt(x) * 10", where: "x", in: environment)
    #expect(rpn.description == "x x sqrt 10 * nan if")
    environment.assign("x", 0)
    let otherwise: Evaluation = try guarded("sqrt(x) * 10", where: "x", in: environment)
    #expect(otherwise.value.isNaN)
  }

  @Test(
    "the client's numeric if(c, a, b) is the library's typed c != 0 ? a : b",
    arguments: [3.0, 1, 0, -0.0, .nan, .infinity])
  func ifIsATypedConditional(x: Double) throws {
    var environment = Environment()
    environment.assign("x", x)
    let condition = try Parser.expression("x", as: Evaluation.self, in: environment)
    let client = Evaluation.ifThenElse(condition, .number(1), .number(2))
    let library = try Parser.expression("x != 0 ? 1 : 2", as: Evaluation.self, in: environment)
    #expect(client == library)
  }
}
