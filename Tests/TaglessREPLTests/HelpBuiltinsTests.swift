import Tagless
import TaglessREPL
import Testing

// MARK: - :help names the built-in functions

@Suite(":help lists the built-in functions from their data, and the app's")
struct HelpBuiltinsTests {
  @Test("every standard built-in is named in :help", arguments: BuiltinSignature.standard)
  func standard(signature: BuiltinSignature) {
    var session = Session()
    let words = session.handle(":help").plainText.split(whereSeparator: \.isWhitespace)
    #expect(words.contains(Substring(signature.name)))
  }

  @Test(
    "an app's registered function is named with its arity",
    arguments: [("clamp", 3, "clamp/3"), ("norm", 2, "norm/2")])
  func registered(name: String, arity: Int, shown: String) throws {
    var environment = Environment()
    try environment.register(function: name, arity: arity) { $0[0] }
    var session = Session(calculator: Calculator(environment: environment))
    let text = session.handle(":help").plainText
    #expect(text.contains("the app's: " + shown))
  }

  @Test("the list's lines are at most as wide as the rest of :help")
  func width() {
    var session = Session()
    let lines = session.handle(":help").plainText.split(separator: "\n")
    let listed = lines.drop { !$0.hasPrefix("Built-in functions") }.prefix {
      !$0.hasPrefix("Functions as values")
    }
    #expect(listed.count >= 2)
    #expect(listed.allSatisfy { $0.count <= 88 })
  }
}
