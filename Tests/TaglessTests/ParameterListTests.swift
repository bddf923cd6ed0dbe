import Testing

@testable import Tagless

// MARK: - Parameter lists

/// A definition's parameter list is as strict as a call's argument list: `f(3,)` is an error,
/// and so is `f(x,) = x`, at the comma.
@Suite("A trailing comma in a parameter list is an error at its column")
struct ParameterListTests {
  static let message =
    "a parameter list cannot end with ','; name another parameter after it, or remove it"

  static let trailing: [String] = [
    "f(x1️⃣,) = x",
    "f(x, y1️⃣,) = x",
    "f(x,y1️⃣,)= x + y",
    "f( a , b 1️⃣, ) = a",
    "sqrt(x1️⃣,) = x",
  ]

  @Test("f(x,) = x is an error at the comma, in either encoding", arguments: trailing)
  func trailingComma(marked: String) throws {
    let input = try #require(MarkedText(marked))
    for error in [
      parseError(input.text, as: Evaluation.self),
      parseError(input.text, as: ExpressionTree.self),
    ] {
      let error = try #require(error)
      #expect(error.message == Self.message)
      #expect(error.column == input.column)
    }
  }

  static let wellFormed: [(text: String, parameters: [String])] = [
    ("f() = 1", []),
    ("f(x) = x", ["x"]),
    ("f(x, y) = x", ["x", "y"]),
    ("f( a ,b,c ) = a", ["a", "b", "c"]),
  ]

  @Test("a list without a trailing comma still defines", arguments: wellFormed)
  func defines(text: String, parameters: [String]) throws {
    let statement = try Parser.statement(text, as: Evaluation.self)
    guard case .definition(let definition) = statement else {
      Issue.record("\(text) is not a definition: \(statement)")
      return
    }
    #expect(definition.parameters == parameters)
  }

  @Test("the call f(3,) is an error too, so a definition and a call agree")
  func callAgrees() throws {
    let input = try #require(MarkedText("f(3,1️⃣)"))
    let error = try #require(parseError(input.text, in: Fixture.environment))
    #expect(error.message == "expected an expression, found ')'")
    #expect(error.column == input.column)
  }
}
