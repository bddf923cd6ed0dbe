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
}
