import Testing

@testable import Tagless

// MARK: - h = f

/// A function named by another's name: `h = f` defines `h(x) = f(x)`.
@Suite("Functions named by assignment of a function's name")
struct FunctionAliasTests {
  @Test("h = f defines h with f's parameters; a built-in's name works too")
  func defines() throws {
    var session = Session()
    try session.run(["f(a, b) = a - b", "h = f", "s = sin", "d = hypot"])
    #expect(session.environment.functions["h"]?.parameters == ["a", "b"])
    #expect(session.environment.functions["h"]?.source == "f(a, b)")
    #expect(try session.run("h(10, 3)") == .number(7))
    #expect(try session.run("s(0)") == .number(0))
    #expect(try session.run("d(3, 4)") == .number(5))
    #expect(try session.run("sum(s, 0, 0)") == .number(0))
  }

  @Test("a variable's name is assigned, not aliased; a line with more is an expression")
  func variables() throws {
    var session = Session()
    try session.run(["f(x) = 2 * x", "v = 3"])
    #expect(try session.run("w = v") == .number(3))
    #expect(try session.run("u = f(4)") == .number(8))
    #expect(session.environment.functions["w"] == nil)
  }

  @Test("a name that cannot be defined is an error at it")
  func errors() throws {
    let error = try #require(parseError("sin = cos"))
    #expect(error.message == "cannot redefine built-in function 'sin'")
    #expect(error.column == 1)
  }
}
