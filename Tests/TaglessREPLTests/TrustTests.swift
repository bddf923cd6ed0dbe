import Tagless
import TaglessPrecision
import TaglessREPL
import Testing

// MARK: - Trust

/// A failed or interrupted line changes nothing; one view failing keeps the others' answers;
/// commands refuse junk; plots and tables of awkward values neither crash nor hide failures.
@Suite("Trust")
struct TrustTests {
  static let fib = "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)"

  @Test(
    "A cancelled recursion stops with 'interrupted' and changes nothing",
    arguments: Encoding.allCases)
  func cancelledRecursion(_ encoding: Encoding) throws {
    var calculator = Calculator()
    _ = try calculator.run(Self.fib, showing: [.eval])
    _ = try calculator.run("x = 1", showing: [.eval])
    let before = calculator
    // fib(40) runs 331 million calls: only the cancellation can end it in a test's time.
    let cancellation = Cancellation(afterChecks: 3)
    let error = #expect(throws: ParseError.self) {
      try Cancellation.$current.withValue(cancellation) {
        try calculator.run("x = fib(40)", showing: [.eval], via: encoding)
      }
    }
    #expect(error?.isInterruption == true)
    #expect(calculator == before)
  }

  @Test("The session says 'interrupted' and keeps its variables and functions")
  func sessionInterrupted() {
    var session = Session()
    _ = session.handle(Self.fib)
    _ = session.handle("y = 2")
    let response = Cancellation.$current.withValue(Cancellation(afterChecks: 2)) {
      session.handle("y = fib(40)")
    }
    #expect(response.plainText == "interrupted")
    #expect(session.handle("y").plainText == "2")
    // The cancellation was only for that line: the next one runs to its end.
    #expect(session.handle("fib(15)").plainText == "610")
  }

  @Test("An exact chain of products stops at the cancellation, between two operations")
  func exactChainInterrupted() throws {
    var calculator = Calculator()
    _ = try calculator.run("x = 2", showing: [.exact])
    let line = Array(repeating: "x", count: 1_000).joined(separator: " * ")
    // Each operation looks once: the 100th stops the line.
    let error = #expect(throws: ParseError.self) {
      try Cancellation.$current.withValue(Cancellation(afterChecks: 100)) {
        try calculator.run(line, showing: [.exact])
      }
    }
    #expect(error?.isInterruption == true)
    // Without it, the line runs to its end: 2^1000.
    guard case .results(let shown) = try calculator.run(line, showing: [.exact]) else {
      Issue.record("no result")
      return
    }
    #expect(shown.first?.text.hasPrefix("10715086071862673209484250490600018105614048117") == true)
  }

  @Test("A table or plot cut short shows 'interrupted', not what it computed so far")
  func commandsInterrupted() {
    var session = Session()
    _ = session.handle(Self.fib)
    for command in [":table fib(x + 30) for x in 0..3 step 1", ":plot fib(x + 30) for x in 0..3"] {
      let response = Cancellation.$current.withValue(Cancellation(afterChecks: 2)) {
        session.handle(command)
      }
      #expect(response.plainText == "interrupted", "\(command)")
    }
  }

  @Test("Recursion has no call-count limit by default; --max-steps sets one")
  func noCallLimit() throws {
    var limited = Calculator(limits: .standard)
    limited.limits.maximumCalls = 1_000
    _ = try limited.run(Self.fib, showing: [.eval])
    #expect(throws: ParseError.self) { try limited.run("fib(20)", showing: [.eval]) }
    var standard = Calculator()
    _ = try standard.run(Self.fib, showing: [.eval])
    // 21,891 calls: past the limit above, within the standard one.
    #expect(try standard.run("fib(20)", showing: [.eval]) == .results([.init(.eval, "6765")]))
  }

  @Test(
    "A failed assignment changes nothing",
    arguments: [
      ([Interpretation.exact], "1/0"), ([.exact], "sqrt(-1)"), ([.precise], "1/0"),
      ([.precise], "sqrt(-1)"), ([.eval, .exact], "0^-1"), ([.eval], "q + 1"),
      ([.eval, .simplify], "q + 1"),
    ])
  func failedAssignment(_ interpretations: [Interpretation], _ value: String) {
    var session = Session(display: interpretations)
    _ = session.handle("a = 5")
    let before = session.calculator
    let response = session.handle("a = " + value)
    #expect(response.lines.first?.segments.first?.style == .error)
    #expect(session.calculator == before)
  }

  @Test("exact: a = 1/0 fails and a keeps its value")
  func exactDivisionByZero() {
    var session = Session(display: [.exact])
    _ = session.handle("a = 5")
    let failed = session.handle("a = 1/0")
    #expect(failed.plainText.contains("division by zero"))
    #expect(session.handle(":vars").plainText == "a = 5")
  }

  @Test("An undefined name is an error for the values while symbolic views still answer")
  func undefinedNameWithSymbolicView() {
    for encoding in Encoding.allCases {
      var script = ScriptRun(
        source: "stdin", interpretations: [.eval, .simplify], encoding: encoding)
      let (output, errors) = script.run(text: "q + 1\n")
      #expect(output == "simplify: q + 1\n", "\(encoding)")
      #expect(errors.hasPrefix("stdin:1:1: error: eval: unknown variable 'q'"), "\(encoding)")
      #expect(script.calculator.environment.lastResult == nil, "\(encoding)")
    }
  }

  @Test("Inside a function body too")
  func undefinedNameInBody() {
    var script = ScriptRun(source: "stdin", interpretations: [.eval, .pretty, .latex])
    let (output, errors) = script.run(text: "f(x) = x + k\nf(2)\n")
    #expect(output == "pretty: f(2)\nlatex: f(2)\n")
    #expect(errors.contains("in 'f': eval: unknown variable 'k'"))
  }

  @Test("One view failing keeps the others' answers")
  func oneViewFails() {
    var script = ScriptRun(source: "stdin", interpretations: [.eval, .exact])
    let (output, errors) = script.run(text: "sqrt(-1)\n")
    #expect(output == "eval: nan\n")
    #expect(errors.contains("exact: "))
  }

  @Test("Views that all fail each say why, named; failing alike, one unnamed error")
  func allViewsFail() {
    var script = ScriptRun(source: "stdin", interpretations: [.eval, .exact])
    let (output, errors) = script.run(text: "integrate(x -> 1/x, 0, 1)\n")
    #expect(output == "")
    let lines = errors.split(separator: "\n").filter { $0.contains("error:") }
    #expect(lines.count == 2, "\(errors)")
    #expect(lines.first?.hasPrefix("stdin:1:1: error: eval: 'integrate': ") == true, "\(errors)")
    #expect(lines.last?.hasPrefix("stdin:1:1: error: exact: 'integrate': ") == true, "\(errors)")
    #expect(script.calculator.environment.lastResult == nil)
    var alike = ScriptRun(source: "stdin", interpretations: [.exact, .precise])
    let (_, error) = alike.run(text: "log(-1)\n")
    #expect(error.hasPrefix("stdin:1:1: error: log of a negative number\n"), "\(error)")
  }

  @Test(
    "A command with trailing junk is an error, never a silent quit or listing",
    arguments: [":q!", ":q,2", ":quit extra", ":vars extra", ":reset all", ":funcs x"])
  func commandJunk(_ line: String) {
    var session = Session()
    _ = session.handle("a = 1")
    let response = session.handle(line)
    #expect(response.action == nil)
    #expect(response.plainText.contains("takes no argument"))
    #expect(session.handle("a").plainText == "1")
  }

  @Test("A script goes on after a mistyped :quit")
  func scriptAfterJunkQuit() {
    var script = ScriptRun(source: "stdin")
    let (output, errors) = script.run(text: "1\n:q!\n2\n")
    #expect(output == "1\n2\n")
    #expect(errors.contains("':quit' takes no argument; found '!'"))
  }

  @Test(
    "Plots of constants, huge and tiny values draw without crashing",
    arguments: [
      "1e16", "1e17", "2^60", "-1e17", "1e300", "-1.7e308", "1.7e308", "5e-324", "x * 1e-320",
      "x * 1e308 * 10", "0/0 + x", "x > 0.5 ? 1e17 : -1e17",
    ])
  func awkwardPlots(_ expression: String) {
    var session = Session()
    let response = session.handle(":plot \(expression) for x in 0..1")
    #expect(!response.lines.isEmpty)
  }

  @Test(
    "Plots over huge and tiny ranges", arguments: ["-1e308..1e308", "0..5e-324", "1e17..1e17 + 64"])
  func awkwardRanges(_ range: String) {
    var session = Session()
    #expect(!session.handle(":plot x for x in \(range)").lines.isEmpty)
    #expect(!session.handle(":table x for x in \(range)").lines.isEmpty)
  }

  @Test("A table's failed rows reach standard error")
  func tableFailures() {
    var script = ScriptRun(source: "t")
    let text = "f(n) = n < 3 ? f(n + 1) : g(n)\n:table f(x) for x in 0..2 step 1\n"
    let (output, errors) = script.run(text: text)
    #expect(output.contains("error"))
    #expect(errors.contains("t:2:1: error: error at x = 0: in 'f': "))
  }

  @Test("A derivative past its size bound is an error, and the other views still answer")
  func derivativeTooLarge() {
    let factor = "(" + (0..<60).map { "sin(x + \($0))" }.joined(separator: " + ") + ")"
    let line = Array(repeating: factor, count: 250).joined(separator: " * ")
    var script = ScriptRun(source: "stdin", interpretations: [.count, .diff(by: "x")])
    let (output, errors) = script.run(text: line + "\n")
    // 60 sines, 60 inner and 59 outer sums a factor; 249 products.
    #expect(output == "count: \(250 * 179 + 249)\n")
    #expect(errors.contains("diff:x: the derivative is too large: over 4 MiB of text"))
  }

  @Test(
    "Exact and precise powers at Int.min do not crash", arguments: [Interpretation.exact, .precise])
  func powerAtIntMin(_ interpretation: Interpretation) {
    var script = ScriptRun(source: "stdin", interpretations: [interpretation])
    let (_, errors) = script.run(text: "2^-(2^63)\nx = 0-2^63\n2^x\n")
    #expect(errors.contains("stdin:1:2: error: the result is too small"))
    #expect(errors.contains("stdin:3:2: error: the result is too small"))
  }
}
