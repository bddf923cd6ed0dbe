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
    // The list is wrapped: compared word by word.
    let text = session.handle(":help").plainText.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(text.contains("the app's: " + shown))
  }

  @Test("every line of :help fits 80 columns, the built-ins' list and wrapped summaries too")
  func width() throws {
    var session = Session()
    let lines = session.handle(":help").plainText.split(separator: "\n")
    let listed = lines.drop { !$0.hasPrefix("Built-in functions") }.prefix {
      !$0.hasPrefix("Functions as values")
    }
    #expect(listed.count >= 2)
    #expect(lines.count > 40)
    for line in lines { #expect(line.count <= 80, "\(line)") }
    // A wrapped summary goes on under its column: `:table`'s second line is indented to it.
    let table = try #require(lines.firstIndex { $0.hasPrefix("  :table EXPR") })
    let line = lines[table]
    let summary = try #require(line.firstRange(of: "tabulate"))
    let column = line.distance(from: line.startIndex, to: summary.lowerBound)
    #expect(lines[table + 1].prefix { $0 == " " }.count == column)
  }
}
