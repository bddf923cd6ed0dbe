import Tagless
import TaglessREPL
import Testing

/// `:help NAME` explains one command, a built-in or a user function; a name that is none of
/// them is an error with a suggestion.
@Suite(":help NAME")
struct HelpTopicTests {
  static let rows: [(line: String, shown: String)] = [
    (":help plot", ":plot EXPR for x in A..B\n  plot EXPR for x from A to B"),
    (":help :plot", ":plot EXPR for x in A..B\n  plot EXPR for x from A to B"),
    (":help q", ":quit\n  leave (Ctrl-D on an empty line does too)\n  also :q :exit"),
    (":help sqrt", "sqrt takes one number\n  a built-in function; :help lists them all"),
    (":help max", "max takes one or more numbers\n  a built-in function; :help lists them all"),
    (
      ":help sum",
      "sum takes a function of one number and two numbers: f(x), a, b\n"
        + "  a built-in function; :help lists them all"
    ),
    (":help gcd", "gcd takes 2 numbers\n  a built-in function; :help lists them all"),
    (":help f", "f(x) = x ^ 2  : function of one number returning a number"),
    (":help plto", "no command or function 'plto' (did you mean plot?); :help lists them"),
    (":help zzzz", "no command or function 'zzzz'; :help lists them"),
  ]

  @Test("one command, built-in or function", arguments: rows)
  func topic(line: String, shown: String) {
    var session = Session()
    _ = session.handle("f(x) = x^2")
    #expect(session.handle(line).plainText == shown)
  }

  @Test(":help alone is still the whole list")
  func whole() {
    var session = Session()
    let text = session.handle(":help").plainText
    #expect(text.hasPrefix("Type an expression"))
    #expect(text.contains(":help [NAME]"))
  }
}
