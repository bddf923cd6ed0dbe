import Tagless
import TaglessREPL
import Testing

/// `:unset NAME…` forgets variables, user functions and `ans`; callers of a forgotten
/// function are stale, with a warning that does not fail the line.
@Suite(":unset")
struct UnsetTests {
  static let setup = ["x = 2", "f(t) = t + x", "g(t) = f(t) * 2", "gcd(a, b) = 7", "1 + 1"]

  static func session() -> Session {
    var session = Session()
    for line in setup { _ = session.handle(line) }
    return session
  }

  static let rows: [(lines: [String], shown: String)] = [
    ([":unset x", "x"], "unset x\nrepl:7:1: error: unknown variable 'x'\nx\n^"),
    ([":unset x", "x = 5", "f(1)"], "unset x\nx = 5\n6"),
    (
      [":unset ans", "ans"],
      "unset ans\nrepl:7:1: error: 'ans' has no value yet: it holds the result of the last expression\nans\n^"
    ),
    ([":unset gcd", "gcd(12, 18)"], "unset gcd; the standard gcd is back\n6"),
    (
      [":unset x, ans", ":vars"],
      "unset x\nunset ans\nf : function of one number returning a number\n"
        + "g : function of one number returning a number\n"
        + "gcd : function of two numbers returning a number"
    ),
    (
      [":unset f"],
      "unset f\nwarning: 'g' calls 'f', which is no longer defined; calling it is an error until f is defined again"
    ),
    (
      [":unset f", "f(t) = 3 * t", "g(1)"],
      "unset f\nwarning: 'g' calls 'f', which is no longer defined; calling it is an error until f is defined again\ndefined f(t) = 3 * t\n6"
    ),
    ([":unset q"], "no variable or function 'q' to unset"),
    (
      ["total = 1", ":unset totl"],
      "total = 1\nno variable or function 'totl' to unset (did you mean total?)"
    ),
    ([":unset"], "usage: :unset NAME…, a variable, a function or ans"),
  ]

  @Test("what each :unset shows, and the session after it", arguments: rows)
  func unset(lines: [String], shown: String) {
    var session = Self.session()
    let texts = lines.map { session.handle($0).plainText }.filter { !$0.isEmpty }
    #expect(texts.joined(separator: "\n") == shown)
  }

  @Test("in a script the warning goes to standard error and does not fail the line")
  func script() {
    var script = ScriptRun(source: "stdin")
    let (output, errors) = script.run(text: "f(t) = t\ng(t) = f(t)\n:unset f\n1\n")
    #expect(output == "1\n")
    #expect(
      errors
        == "stdin:3:1: warning: 'g' calls 'f', which is no longer defined; calling it is an "
        + "error until f is defined again\n")
  }

  @Test("the environment's removal, as data")
  func removal() {
    var environment = Environment()
    environment.assign("x", 2)
    #expect(environment.remove("x") == .variable)
    #expect(environment.remove("x") == nil)
    #expect(environment.value(of: "x") == nil)
    #expect(environment.remove("ans") == nil)
  }
}
