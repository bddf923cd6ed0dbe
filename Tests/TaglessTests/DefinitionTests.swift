import Testing

@testable import Tagless

// MARK: - Variables, ans and user functions

@Suite("Definitions: variables, ans and user functions")
struct DefinitionTests {
  @Test("the shared fixture is what its lines say")
  func fixture() {
    let environment = Fixture.environment
    #expect(environment.variables == ["x": .number(3), "y": .number(-0.5), "z": .number(1e10)])
    #expect(environment.lastResult == .number(2))
    #expect(environment.functions.keys.sorted() == ["f", "g", "h", "k"])
    #expect(environment.functions["k"]?.calls == ["f", "g"])
  }

  @Test("an assignment binds a variable; reassignment replaces it")
  func variables() throws {
    var session = Session()
    #expect(try session.run("x = 2") == .number(2))
    #expect(session.environment.variables == ["x": .number(2)])
    #expect(try session.run("x * 10") == .number(20))
    #expect(try session.run("x = x + 1") == .number(3))
    #expect(try session.run("x") == .number(3))
    #expect(try session.run("long_name_2 = x ^ 2") == .number(9))
    #expect(try session.run("long_name_2 - x") == .number(6))
  }

  @Test("ans holds the last expression's value")
  func lastResult() throws {
    var session = Session()
    #expect(session.environment.lastResult == nil)
    #expect(try session.run("1 + 2") == .number(3))
    #expect(try session.run("ans * 2") == .number(6))
    #expect(try session.run("ans + ans") == .number(12))
    #expect(try session.run("# a comment leaves ans alone") == nil)
    #expect(try session.run("y = 100") == .number(100))
    #expect(session.environment.lastResult == .number(12))
    #expect(try session.run("ans") == .number(12))
  }

  @Test("a user function: f(t) = t^2 + 1, then f(3) = 10")
  func userFunction() throws {
    var session = Session()
    #expect(try session.run("f(t) = t^2 + 1") == nil)
    let definition = try #require(session.environment.functions["f"])
    #expect(definition.parameters == ["t"])
    #expect(definition.description == "f(t) = t ^ 2 + 1")
    #expect(definition.calls.isEmpty)
    #expect(try session.run("f(3)") == .number(10))
    #expect(try session.run("f(f(1))") == .number(5))
    #expect(try session.run("2 * f(-1) + 1") == .number(5))
    #expect(try tree("f(3)", in: session.environment).evaluate(in: session.environment) == 10)
    #expect(try sExpression("f(3)", in: session.environment) == "(call f 3)")
  }

  @Test("functions of zero, two and three parameters")
  func arities() throws {
    var session = Session()
    try session.run(["one() = 1", "add(a, b) = a + b", "mid(a, b, c) = (a + b + c) / 3"])
    #expect(try session.run("one() + one()") == .number(2))
    #expect(try session.run("add(2, 3)") == .number(5))
    #expect(try session.run("mid(1, 2, 6)") == .number(3))
  }

  @Test("a parameter shadows a variable of the same name")
  func shadowing() throws {
    var session = Session()
    try session.run(["t = 100", "f(t) = t + 1"])
    #expect(try session.run("f(1)") == .number(2))
    #expect(try session.run("f(t)") == .number(101))
    #expect(try session.run("t") == .number(100))
  }

  @Test("a body's free names are looked up when it is called (late binding)")
  func lateBinding() throws {
    var session = Session()
    try session.run(["x = 1", "h(t) = t + x"])
    #expect(try session.run("h(10)") == .number(11))
    try session.run("x = 5")
    #expect(try session.run("h(10)") == .number(15))
    try session.run("1000")
    try session.run("a(t) = t + ans")
    #expect(try session.run("a(1)") == .number(1001))
    #expect(try session.run("a(1)") == .number(1002))
  }

  @Test("a body may call a function not yet defined")
  func forwardReference() throws {
    var session = Session()
    try session.run("outer(t) = inner(t) * 2")
    #expect(session.environment.functions["outer"]?.calls == ["inner"])
    #expect(throws: ParseError.self) { try session.run("outer(1)") }
    try session.run("inner(t) = t + 1")
    #expect(try session.run("outer(1)") == .number(4))
  }

  @Test("a redefinition replaces the function, and its callers see the new one")
  func redefinition() throws {
    var session = Session()
    try session.run(["f(t) = t + 1", "g(t) = f(t) * 10"])
    #expect(try session.run("g(1)") == .number(20))
    try session.run("f(t) = t - 1")
    #expect(try session.run("f(1)") == .number(0))
    #expect(try session.run("g(1)") == .number(0))
    try session.run("f(a, b) = a * b")
    #expect(try session.run("f(3, 4)") == .number(12))
    let error = try #require(parseError("g(1)", in: session.environment))
    #expect(error.message == "'f' takes 2 arguments, got 1")
    #expect(error.functions == ["g"])
    #expect(error.description == "1:1: in 'g': 'f' takes 2 arguments, got 1")
  }

  @Test("recursion is allowed: direct, through a conditional")
  func directRecursion() throws {
    var session = Session()
    try session.run([
      "fact(n) = n <= 1 ? 1 : n * fact(n - 1)", "gcd(a, b) = b == 0 ? a : gcd(b, a % b)",
      "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)",
    ])
    #expect(session.environment.functions["fact"]?.calls == ["fact"])
    #expect(try session.run("fact(5)") == .number(120))
    #expect(try session.run("fact(0)") == .number(1))
    #expect(try session.run("gcd(1071, 462)") == .number(21))
    #expect(try session.run("fib(10)") == .number(55))
    #expect(try tree("fact(5)", in: session.environment).evaluate(in: session.environment) == 120)
    #expect(try pretty("fact(5)", in: session.environment) == "fact(5)")
    #expect(try sExpression("fact(5)", in: session.environment) == "(call fact 5)")
  }

  @Test("mutual recursion is allowed, and a redefinition may close a cycle")
  func mutualRecursion() throws {
    var session = Session()
    try session.run([
      "iseven(n) = n == 0 ? true : isodd(n - 1)", "isodd(n) = n == 0 ? false : iseven(n - 1)",
    ])
    #expect(session.environment.functions["iseven"]?.type == .boolean)
    #expect(try session.run("iseven(10)") == .boolean(true))
    #expect(try session.run("isodd(7)") == .boolean(true))
    #expect(try session.run("iseven(7)") == .boolean(false))
    // What used to be rejected ("'odd' would call itself through 'even'") is now defined; the
    // old definition of 'even' then never stops, and the call fails at its column.
    try session.run(["even(n) = odd(n) + 1", "odd(n) = n * 2"])
    #expect(try session.run("even(3)") == .number(7))
    #expect(try session.run("odd(n) = even(n - 1)") == nil)
    #expect(session.environment.functions["odd"]?.calls == ["even"])
    let error = try #require(parseError("1 + even(3)", in: session.environment))
    #expect(error.message.hasPrefix("calls of user functions nest too deeply"), "\(error.message)")
    #expect(error.column == 5)
  }

  @Test("a call that never stops fails with the depth error at the call's column")
  func endlessRecursion() throws {
    var session = Session()
    try session.run("loop(x) = loop(x)")
    let message =
      "calls of user functions nest too deeply (the limit is 10000 levels): "
      + "'loop' → 'loop' → 'loop' → …"
    for (line, column) in [("loop(1)", 1), ("2 * loop(1)", 5), ("1 < 2 ? loop(1) : 0", 9)] {
      let error = try #require(parseError(line, in: session.environment))
      #expect(error.message == message)
      #expect(error.column == column)
      // The enum's evaluator recurses on the thread's stack, by more than a test thread has at
      // the call-depth limit in a debug build (StackDepthTests), so it runs on a large stack as
      // the `tagless` command's main thread does.
      let tree = try tree(line, in: session.environment)
      let environment = session.environment
      var outcome: Result<Double, CallError>?
      _ = StackProbe.bytesUsed(stackSize: StackDepthTests.probeStack) {
        outcome = Result { () throws(CallError) in try tree.evaluate(in: environment) }
      }
      #expect(outcome == .failure(CallError(message, at: column - 1, kind: .limit)))
    }
    // A call in the branch not taken never runs.
    #expect(try session.run("1 > 2 ? loop(1) : 3") == .number(3))
    #expect(try session.run("false && loop(1) == 1") == .boolean(false))
  }

  @Test("variables and functions have separate names")
  func separateNamespaces() throws {
    var session = Session()
    try session.run(["v = 2", "v(t) = t * 3"])
    #expect(try session.run("v(v)") == .number(6))
  }

  // MARK: - Expansion budget

  /// f0(x) = x, f1(x) = f0(x) + f0(x), … f60(x): f60(1) would expand 2^60 bodies.
  static let doubling: Environment = {
    var session = Session()
    _ = try? session.run("f0(x) = x")
    for level in 1...60 {
      _ = try? session.run("f\(level)(x) = f\(level - 1)(x) + f\(level - 1)(x)")
    }
    return session.environment
  }()

  /// Limits with few calls a line and a small expansion budget, so that the limits are reached
  /// quickly.
  static let small = Limits(
    maximumDepth: 1_000, maximumLineLength: 1_000, expansionBudget: 1 << 12,
    maximumVariables: 100, maximumFunctions: 100, maximumCalls: 10_000)

  /// What the call-count error says under ``small``.
  static let tooManyCalls =
    "the line runs too many calls of user functions (the limit is 10000)"

  @Test("calls that double at every level stop at the call limit, at the call's column")
  func callLimit() throws {
    #expect(Self.doubling.functions.count == 61)
    #expect(try value("f3(1)", in: Self.doubling) == 8)
    let error = try #require(parseError("f60(1)", in: Self.doubling, limits: Self.small))
    #expect(error.message == Self.tooManyCalls)
    #expect(error.column == 1)
    let tree = try tree("2 * f60(1)", in: Self.doubling)
    #expect(throws: CallError(Self.tooManyCalls, at: 4, kind: .limit)) {
      try tree.evaluate(in: Self.doubling, limits: Self.small)
    }
  }

  @Test(
    "interpreters that show a call as written never expand it",
    arguments: [
      (parseError(
        "2 * f60(1)", as: ExpressionTree.self, in: DefinitionTests.doubling,
        limits: DefinitionTests.small)),
      (parseError(
        "2 * f60(1)", as: PrettyPrint.self, in: DefinitionTests.doubling,
        limits: DefinitionTests.small)),
      (parseError(
        "2 * f60(1)", as: OperationCount.self, in: DefinitionTests.doubling,
        limits: DefinitionTests.small)),
      (parseError(
        "2 * f60(1)", as: SExpression.self, in: DefinitionTests.doubling,
        limits: DefinitionTests.small)),
    ])
  func noExpansion(error: ParseError?) {
    #expect(error == nil)
  }

  @Test("the printers show the call, and the evaluator alone meets the limit")
  func printedCall() throws {
    let text = "2 * f60(1)"
    #expect(try pretty(text, in: Self.doubling) == "2 * f60(1)")
    #expect(try sExpression(text, in: Self.doubling) == "(multiply 2 (call f60 1))")
    let count = try Parser.expression(text, as: OperationCount.self, in: Self.doubling)
    #expect(count.total == 2)
    #expect(count.calls == 1)
    let error = try #require(parseError(text, in: Self.doubling, limits: Self.small))
    #expect(error.message == Self.tooManyCalls)
    #expect(error.column == 5)
  }

  @Test(
    "the depth limit counts a call's nesting in its caller's body, in both encodings",
    arguments: [(4, "24"), (5, "calls of user functions nest too deeply")])
  func depthLimit(argument: Int, expected: String) throws {
    // fact's self-call sits under `?:` and `*`: the first call counts 1, every other one 3.
    var session = Session()
    try session.run("fact(n) = n <= 1 ? 1 : n * fact(n - 1)")
    var limits = Limits.standard
    limits.maximumCallDepth = 10
    let line = "fact(\(argument))"
    let tagless: String
    do throws(ParseError) {
      let result = try Parser.expression(
        line, as: Evaluation.self, in: session.environment, limits: limits)
      tagless = Value.number(result.value).description
    } catch {
      tagless = error.message
    }
    let tree = try tree(line, in: session.environment)
    let initial: String
    do throws(CallError) {
      initial = Value.number(try tree.evaluate(in: session.environment, limits: limits)).description
    } catch {
      initial = error.description
    }
    #expect(tagless.hasPrefix(expected), "\(tagless)")
    #expect(tagless == initial)
  }
}
