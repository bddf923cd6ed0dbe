import Testing

@testable import Tagless

// MARK: - Limits

/// Each limit in ``Limits`` gives a clear error at the column where it is crossed, and the
/// input just inside it still works (Docs/Robustness.md lists them).
@Suite("Limits")
struct LimitTests {
  static let small = Limits(
    maximumDepth: 10, maximumLineLength: 80, expansionBudget: 1000, maximumVariables: 3,
    maximumFunctions: 2, maximumNameLength: 8, maximumDefinitionBytes: 40)

  func error(_ text: String, in environment: Environment = Environment()) throws -> ParseError {
    try #require(parseError(text, in: environment, limits: Self.small), "\(text) parsed")
  }

  @Test("the standard limits")
  func standard() {
    let limits = Limits.standard
    #expect(limits.maximumDepth == 250)
    #expect(limits.maximumLineLength == 1 << 20)
    #expect(limits.expansionBudget == 1 << 22)
    #expect(limits.maximumVariables == 100_000)
    #expect(limits.maximumFunctions == 10_000)
    #expect(limits.maximumNameLength == 256)
    #expect(limits.maximumDefinitionBytes == 1 << 20)
  }

  @Test("a line over the length limit fails at the first byte past it")
  func lineLength() throws {
    let line = "1 # " + String(repeating: "a", count: 100)
    let error = try error(line)
    #expect(error.message == "the line is too long (the limit is 80 bytes)")
    #expect(error.column == 81)
    #expect(parseError(String(line.prefix(79)), limits: Self.small) == nil)
  }

  @Test("the variable limit stops new names, not reassignment")
  func variables() throws {
    var session = Session()
    for name in ["a", "b", "c"] { session.environment.assign(name, 1) }
    let error = try error("x = 1", in: session.environment)
    #expect(error.message == "too many variables (the limit is 3)")
    #expect(error.column == 1)
    #expect(parseError("b = 2", in: session.environment, limits: Self.small) == nil)
  }

  @Test("the function limit stops new functions, not redefinition")
  func functions() throws {
    var environment = Environment()
    for name in ["f", "g"] {
      let statement = try Parser.statement(
        "\(name)(t) = t", as: Evaluation.self, limits: Self.small)
      guard case .definition(let definition) = statement else {
        Issue.record()
        return
      }
      environment.define(definition)
    }
    let error = try error("h(t) = t", in: environment)
    #expect(error.message == "too many functions (the limit is 2)")
    #expect(error.column == 1)
    #expect(parseError("f(t) = t + 1", in: environment, limits: Self.small) == nil)
  }

  @Test("names to be stored longer than the limit fail where the limit is crossed")
  func nameLength() throws {
    for (text, column) in [
      ("abcdefghi = 1", 9), ("abcdefghi(t) = t", 9), ("f(t, abcdefghij) = t", 14),
    ] {
      let error = try error(text)
      #expect(error.message == "the name is too long (the limit is 8 bytes)", "\(text)")
      #expect(error.column == column, "\(text)")
    }
    #expect(parseError("abcdefgh = 1", limits: Self.small) == nil)
  }

  @Test("function bodies past the total limit fail at the function's name")
  func definitionBytes() throws {
    var environment = Environment()
    let statement = try Parser.statement(
      "f(t) = t + t + t + t + t + t", as: Evaluation.self, limits: Self.small)
    guard case .definition(let definition) = statement else {
      Issue.record()
      return
    }
    environment.define(definition)
    let error = try error("g(t) = t * t * t * t * t * t", in: environment)
    #expect(error.message == "function bodies would take 42 bytes in all (the limit is 40)")
    #expect(error.column == 1)
    // Replacing a function frees its old body first.
    #expect(
      parseError("f(t) = t * t * t * t * t * t * t * t", in: environment, limits: Self.small) == nil
    )
  }

  @Test("the standard limits bound an environment filled to them to well under 200 MB")
  func environmentBound() {
    let limits = Limits.standard
    // Variables: a name and a double each, plus dictionary overhead (generously 64 bytes).
    let variables = limits.maximumVariables * (limits.maximumNameLength + 8 + 64)
    // Functions: the body as text, tree and programs (measured: about 48 bytes a byte of
    // text; counted as 64), names, overhead.
    let functions =
      64 * limits.maximumDefinitionBytes
      + limits.maximumFunctions * (limits.maximumNameLength + 256)
    #expect(variables + functions < 200_000_000)
  }
}
