import Testing

@testable import Tagless

// MARK: - Fuzz regressions

/// Inputs the fuzzer (`scripts/fuzz.sh`) or the robustness review found, and what they give now.
///
/// The raw inputs are also in `Fuzz/Regressions/`, which every fuzz run replays.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  // MARK: Infinite literals

  @Test("an overflowing literal pretty-prints as 1e309 on both paths, and reads back")
  func infiniteLiteralPrints() throws {
    for text in ["1e400", "-1e400", "2 * 1e999", "1e400 ^ 2"] {
      let tagless = try pretty(text)
      #expect(tagless == (try tree(text)).prettyPrinted(), "\(text)")
      #expect(!tagless.contains("inf"), "\(text) printed as \(tagless)")
      #expect(identical(try tree(tagless), try tree(text)), "\(tagless) reads back")
    }
    #expect(try pretty("1e400") == "1e309")
  }

  // MARK: Arguments copied into expansions

  /// `f(x) = x + x` doubles its argument; nesting the calls doubles again at every level.
  static func doublingSession(levels: Int) throws -> Session {
    var session = Session()
    try session.run("f(x) = x + x")
    try session.run(
      "g(x) = " + String(repeating: "f(", count: levels) + "x"
        + String(repeating: ")", count: levels))
    return session
  }

  @Test("nested calls that copy their argument work while the expansion is small")
  func smallCopiedExpansion() throws {
    let session = try Self.doublingSession(levels: 10)
    let environment = session.environment
    #expect(try value("g(1)", in: environment) == 1024)
    let expanded = try tree("g(1)", in: environment)
    #expect(try expanded.evaluate(in: environment) == 1024)
    #expect(try expanded.fold(into: Evaluation.self, in: environment).value == 1024)
  }

  /// A symbolic interpreter, which needs a call's expansion as a term.
  typealias Symbolic = Derivative<Simplified<PrettyPrint>>

  @Test(
    "arguments copied 2^40 times: values are computed once, terms stop at the budget",
    .timeLimit(.minutes(1)))
  func copiedArgumentsStopAtTheBudget() throws {
    // Functions are compiled once and a call's arguments are values, so the evaluators no
    // longer copy text into expansions (this was a budget error in every interpreter); the
    // printers never expand a call. Only an interpreter that builds the body as a term still
    // grows with the copies, and it stops at the budget.
    var session = try Self.doublingSession(levels: 10)
    try session.run("h(x) = g(g(g(g(x))))")
    let environment = session.environment
    #expect(try value("1 + h(1)", in: environment) == 1 + 0x1p40)
    #expect(try tree("1 + h(1)", in: environment).evaluate(in: environment) == 1 + 0x1p40)
    #expect(try pretty("1 + h(1)", in: environment) == "1 + h(1)")
    // The derivative keeps `h(1)` as written (its argument holds no variable: its derivative
    // is 0, and its value 2^40 the evaluator's); the simplifier expands it to fold it.
    let error = try #require(
      parseError("1 + h(1)", as: Simplified<PrettyPrint>.self, in: environment))
    #expect(error.column == 5, "\(error)")
    #expect(
      error.message
        == "the expansion is too large: over \(Limits.standard.expansionBudget) operations")
  }

  @Test("a long argument used many times is a value, computed once")
  func longArgumentUsedOften() throws {
    var session = Session()
    try session.run("f(x) = " + Array(repeating: "x", count: 100).joined(separator: " + "))
    let argument = String(repeating: "1", count: 1000)
    let limits = Limits(
      maximumDepth: 1000, maximumLineLength: 1 << 20, expansionBudget: 50_000,
      maximumVariables: 10, maximumFunctions: 10)
    // This was a budget error ("copies its argument into the expansion too many times").
    let result = try Parser.expression(
      "f(\(argument))", as: Evaluation.self, in: session.environment, limits: limits)
    #expect(result.value == .infinity)
    #expect(throws: Never.self) {
      try Parser.expression(
        "f(1)", as: ExpressionTree.self, in: session.environment, limits: limits)
    }
  }

  @Test("user calls nested 40 deep in each other's arguments work in both encodings")
  func nestedUserCalls() throws {
    // They stopped at the budget at about 20 levels when the enum tree held each argument twice,
    // in the call and in its expansion; now a tree holds the call alone.
    var session = Session()
    try session.run("u(x) = x + 1")
    func nested(_ levels: Int) -> String {
      String(repeating: "u(", count: levels) + "1" + String(repeating: ")", count: levels)
    }
    let environment = session.environment
    #expect(try value(nested(16), in: environment) == 17)
    let tree = try tree(nested(40), in: environment)
    #expect(try tree.fold(into: Evaluation.self, in: environment).value == 41)
    #expect(try tree.evaluate(in: environment) == 41)
    #expect(tree == tree.fold(into: ExpressionTree.self))
    #expect(try value(nested(40), in: environment) == 41)
  }

  // MARK: Suggestions among many names

  @Test(
    "an unknown name among 100,000 variables fails fast, without a suggestion",
    .timeLimit(.minutes(1)))
  func unknownNameAmongManyVariables() throws {
    var environment = Environment()
    for index in 0..<100_000 { environment.assign("v\(index)", Double(index)) }
    // Each of these took 44 ms in a release build when every variable was compared.
    for _ in 0..<200 {
      let error = try #require(parseError("unknown + 1", in: environment))
      #expect(error.message == "unknown variable 'unknown'")
    }
    // Variables are offered as suggestions only while there are at most 1,000 of them.
    environment.assign("velocity_total", 1)
    let many = try #require(parseError("velocity_totl", in: environment))
    #expect(many.message == "unknown variable 'velocity_totl'")
    var few = Environment()
    for index in 0..<999 { few.assign("v\(index)", Double(index)) }
    few.assign("velocity_total", 1)
    #expect(
      parseError("velocity_totl", in: few)?.message
        == "unknown variable 'velocity_totl'; did you mean 'velocity_total'?")
  }

  @Test("suggestions compare at most 1,000 candidates of about the right length")
  func suggestionCap() {
    let many = (0..<1_001).map { "name\($0 + 1000)" }
    #expect(Names.suggestion(for: "nam1500", among: many) == nil)
    #expect(Names.suggestion(for: "nam1500", among: many.dropLast()) == "name1500")
    // Candidates of other lengths do not count.
    let others = (0..<5_000).map { "a_much_longer_name_\($0)" }
    #expect(Names.suggestion(for: "nam1500", among: Array(many.dropLast()) + others) == "name1500")
  }

  // MARK: Suggestions for long names

  @Test(
    "an unknown long name next to a long variable fails at once, without a suggestion",
    .timeLimit(.minutes(1)))
  func longUnknownName() throws {
    let long = String(repeating: "a", count: 200)
    var session = Session()
    try session.run(long + " = 1")
    let limits = Limits(
      maximumDepth: 1000, maximumLineLength: 1 << 20, expansionBudget: 1 << 24,
      maximumVariables: 10, maximumFunctions: 10, maximumNameLength: 1 << 20)
    // 300,000 letters: an edit distance against a name as long took minutes before.
    let huge = String(repeating: "a", count: 300_000)
    var environment = session.environment
    environment.assign(huge, 1)
    let error = try #require(parseError(huge + "b", in: environment, limits: limits))
    #expect(error.message.hasPrefix("unknown variable '"))
    #expect(!error.message.contains("did you mean"))
    #expect(Names.suggestion(for: "velocitx", among: ["velocity", long]) == "velocity")
    #expect(Names.suggestion(for: huge + "b", among: [huge]) == nil)
  }
}
