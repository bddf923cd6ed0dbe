import Testing

@testable import Tagless

// MARK: - Variables, ans and user functions

@Suite("Definitions: variables, ans and user functions")
struct DefinitionTests {
  @Test("the shared fixture is what its lines say")
  func fixture() {
    let environment = Fixture.environment
    #expect(environment.variables == ["x": 3, "y": -0.5, "z": 1e10])
    #expect(environment.lastResult == 2)
    #expect(environment.functions.keys.sorted() == ["f", "g", "h", "k"])
    #expect(environment.functions["k"]?.calls == ["f", "g"])
  }

  @Test("an assignment binds a variable; reassignment replaces it")
  func variables() throws {
    var session = Session()
    #expect(try session.run("x = 2") == 2)
    #expect(session.environment.variables == ["x": 2])
    #expect(try session.run("x * 10") == 20)
    #expect(try session.run("x = x + 1") == 3)
    #expect(try session.run("x") == 3)
    #expect(try session.run("long_name_2 = x ^ 2") == 9)
    #expect(try session.run("long_name_2 - x") == 6)
  }

  @Test("ans holds the last expression's value")
  func lastResult() throws {
    var session = Session()
    #expect(session.environment.lastResult == nil)
    #expect(try session.run("1 + 2") == 3)
    #expect(try session.run("ans * 2") == 6)
    #expect(try session.run("ans + ans") == 12)
    #expect(try session.run("# a comment leaves ans alone") == nil)
    #expect(try session.run("y = 100") == 100)
    #expect(session.environment.lastResult == 12)
    #expect(try session.run("ans") == 12)
  }

  @Test("a user function: f(t) = t^2 + 1, then f(3) = 10")
  func userFunction() throws {
    var session = Session()
    #expect(try session.run("f(t) = t^2 + 1") == nil)
    let definition = try #require(session.environment.functions["f"])
    #expect(definition.parameters == ["t"])
    #expect(definition.description == "f(t) = t ^ 2 + 1")
    #expect(definition.calls.isEmpty)
    #expect(try session.run("f(3)") == 10)
    #expect(try session.run("f(f(1))") == 5)
    #expect(try session.run("2 * f(-1) + 1") == 5)
    #expect(try tree("f(3)", in: session.environment).evaluate() == 10)
    #expect(try sExpression("f(3)", in: session.environment) == "(call f 3)")
  }

  @Test("functions of zero, two and three parameters")
  func arities() throws {
    var session = Session()
    try session.run(["one() = 1", "add(a, b) = a + b", "mid(a, b, c) = (a + b + c) / 3"])
    #expect(try session.run("one() + one()") == 2)
    #expect(try session.run("add(2, 3)") == 5)
    #expect(try session.run("mid(1, 2, 6)") == 3)
  }

  @Test("a parameter shadows a variable of the same name")
  func shadowing() throws {
    var session = Session()
    try session.run(["t = 100", "f(t) = t + 1"])
    #expect(try session.run("f(1)") == 2)
    #expect(try session.run("f(t)") == 101)
    #expect(try session.run("t") == 100)
  }

  @Test("a body's free names are looked up when it is called (late binding)")
  func lateBinding() throws {
    var session = Session()
    try session.run(["x = 1", "h(t) = t + x"])
    #expect(try session.run("h(10)") == 11)
    try session.run("x = 5")
    #expect(try session.run("h(10)") == 15)
    try session.run("1000")
    try session.run("a(t) = t + ans")
    #expect(try session.run("a(1)") == 1001)
    #expect(try session.run("a(1)") == 1002)
  }

  @Test("a body may call a function not yet defined")
  func forwardReference() throws {
    var session = Session()
    try session.run("outer(t) = inner(t) * 2")
    #expect(session.environment.functions["outer"]?.calls == ["inner"])
    #expect(throws: ParseError.self) { try session.run("outer(1)") }
    try session.run("inner(t) = t + 1")
    #expect(try session.run("outer(1)") == 4)
  }

  @Test("a redefinition replaces the function, and its callers see the new one")
  func redefinition() throws {
    var session = Session()
    try session.run(["f(t) = t + 1", "g(t) = f(t) * 10"])
    #expect(try session.run("g(1)") == 20)
    try session.run("f(t) = t - 1")
    #expect(try session.run("f(1)") == 0)
    #expect(try session.run("g(1)") == 0)
    try session.run("f(a, b) = a * b")
    #expect(try session.run("f(3, 4)") == 12)
    let error = try #require(parseError("g(1)", in: session.environment))
    #expect(error.message == "in 'g': 'f' takes 2 arguments, got 1")
  }

  @Test("indirect recursion is rejected and the environment keeps the old definition")
  func indirectRecursion() throws {
    var session = Session()
    try session.run(["even(n) = odd(n) + 1", "odd(n) = n * 2"])
    let before = session.environment
    let error = try #require(parseError("odd(n) = even(n - 1)", in: before))
    #expect(error.message == "'odd' would call itself through 'even' (odd → even → odd)")
    #expect(error.column == 10)
    #expect(session.environment == before)
    #expect(try session.run("even(3)") == 7)
  }

  @Test("variables and functions have separate names")
  func separateNamespaces() throws {
    var session = Session()
    try session.run(["v = 2", "v(t) = t * 3"])
    #expect(try session.run("v(v)") == 6)
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

  /// What both budget errors say: a body expanded, or an argument copied, too often.
  static let budgetMessage =
    "too many times (over \(Limits.standard.expansionBudget) bytes"

  @Test("calls that double at every level fail fast with the budget error")
  func expansionBudget() throws {
    #expect(Self.doubling.functions.count == 61)
    #expect(try value("f3(1)", in: Self.doubling) == 8)
    let clock = ContinuousClock()
    var error: ParseError?
    let elapsed = clock.measure { error = parseError("f60(1)", in: Self.doubling) }
    let budgetError = try #require(error)
    #expect(budgetError.message.hasPrefix("in 'f60': … in "))
    #expect(budgetError.message.contains(Self.budgetMessage), "\(budgetError.message)")
    #expect(budgetError.column == 1)
    // Not a hang: well within the time a person would wait for an answer, even in debug
    // (and allowing for a sanitizer's slowdown).
    #expect(elapsed < .seconds(10 * Sanitizers.slowdown))
  }

  @Test("the budget error is the same in every interpreter")
  func budgetInEveryInterpreter() throws {
    let limits = Limits(
      maximumDepth: 1_000, maximumLineLength: 1_000, expansionBudget: 1 << 12,
      maximumVariables: 100, maximumFunctions: 100)
    let message = "too many times (over 4096 bytes"
    for error in [
      parseError("2 * f60(1)", as: Evaluation.self, in: Self.doubling, limits: limits),
      parseError("2 * f60(1)", as: Expression.self, in: Self.doubling, limits: limits),
      parseError("2 * f60(1)", as: PrettyPrint.self, in: Self.doubling, limits: limits),
      parseError("2 * f60(1)", as: OperationCount.self, in: Self.doubling, limits: limits),
    ] {
      let error = try #require(error)
      #expect(error.message.hasPrefix("in 'f60': … in "))
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.column == 5)
    }
  }

  @Test("a small budget stops expansion early, at the call's column")
  func smallBudget() throws {
    var session = Session()
    try session.run(["f0(x) = x", "f1(x) = f0(x) + f0(x)", "f2(x) = f1(x) + f1(x)"])
    let limits = Limits(
      maximumDepth: 100, maximumLineLength: 100, expansionBudget: 40, maximumVariables: 10,
      maximumFunctions: 10)
    #expect(throws: Never.self) {
      try Parser.expression("f1(1)", as: Evaluation.self, in: session.environment, limits: limits)
    }
    let error = try #require(parseError("1 + f2(1)", in: session.environment, limits: limits))
    #expect(error.message.contains("too many times (over 40 bytes"), "\(error.message)")
    #expect(error.column == 5)
  }
}
