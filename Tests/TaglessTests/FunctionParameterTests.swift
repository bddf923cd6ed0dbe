import Testing

@testable import Tagless

// MARK: - Parameters in call position

/// A parameter called in a body is a function parameter of that function, never a call of a
/// global function that happens to share its name; a lambda's parameter of the same name is a
/// number and cannot be called.
@Suite("Parameters in call position")
struct FunctionParameterTests {
  @Test("twice(h, x) = h(h(x)) applies its parameter h, even with a global h defined")
  func calledParameter() throws {
    var session = Session()
    try session.run("h(x) = x + 1")
    try session.run("twice(h, x) = h(h(x))")
    let twice = try #require(session.environment.functions["twice"])
    #expect(twice.parameterTypes == [.function(FunctionType(arity: 1, result: .number)), .number])
    let value = try Parser.expression(
      "twice(y -> 10 * y, 3)", as: Evaluation.self, in: session.environment)
    #expect(value.value == 300)
  }

  @Test("a lambda's parameter hides the function's, and is a number")
  func hiddenParameter() throws {
    let error = try #require(parseError("bad(h) = (h -> h(1))(2)", in: Environment()))
    #expect(error.message == "'h' is a lambda's parameter here, a number: it cannot be called")
    #expect(error.column == 16)
  }

  /// Lines calling a function that does not exist with a function or a Boolean among the
  /// arguments, and the column of the name.
  static let unknownCallees: [(String, Int)] = [
    ("foo(sin, 1)", 1), ("1 + foo(x -> x, 1)", 5), ("foo(true)", 1), ("foo(1, f)", 1),
  ]

  @Test("an unknown function is unknown, whatever its arguments", arguments: unknownCallees)
  func unknownCallee(_ line: String, _ column: Int) throws {
    var session = Session()
    try session.run("f(x) = x")
    let error = try #require(parseError(line, in: session.environment))
    #expect(error.message == "unknown function 'foo'")
    #expect(error.column == column)
  }

  @Test("a known function still names the argument's type")
  func knownCallee() throws {
    let error = try #require(parseError("sqrt(sin)", in: Environment()))
    #expect(
      error.message
        == "'sqrt' needs a number as argument 1, found a function of one number returning a number")
    #expect(error.column == 6)
  }
}
