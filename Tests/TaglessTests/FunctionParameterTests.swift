import Testing

@testable import Tagless

// MARK: - Parameters in call position

/// A user function's parameters are numbers: calling one is an error at the call, not a call
/// of a global function that happens to share its name.
@Suite("Parameters in call position")
struct FunctionParameterTests {
  @Test("twice(h, x) = h(h(x)) is an error at the first h(, even with a global h defined")
  func calledParameter() throws {
    var session = Session()
    try session.run("h(x) = x + 1")
    let environment = session.environment
    let error = try #require(parseError("twice(h, x) = h(h(x))", in: environment))
    #expect(error.message.hasPrefix("'h' is a parameter, a number"))
    #expect(error.column == 15)
    #expect(environment.functions["twice"] == nil)
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
