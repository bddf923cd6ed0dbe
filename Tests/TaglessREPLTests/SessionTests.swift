import Tagless
import TaglessPrecision
import TaglessREPL
import Testing

// MARK: - Session

/// The REPL's logic, driven with plain values: lines in, responses out.
@Suite("Session")
struct SessionTests {
  /// Feeds lines to a fresh session and returns the last response's plain text.
  func last(_ lines: [String], session: inout Session) -> Response {
    var response = Response()
    for line in lines { response = session.handle(line) }
    return response
  }

  func text(after lines: [String]) -> String {
    var session = Session()
    return last(lines, session: &session).plainText
  }

  @Test(
    "Statements answer as the transcripts show",
    arguments: [
      (["3 + 5 * (8 - 7) / 6"], "3.83333333333333"),
      (["x = 2"], "x = 2"),
      (["x = 2", "x ^ 10"], "1024"),
      (["f(t) = t^2 + 1"], "defined f(t) = t ^ 2 + 1"),
      (["f(t) = t^2 + 1", "f(3)"], "10"),
      (["2 * 21", "ans / 6"], "7"),
      (["# a comment"], ""),
      ([""], ""),
    ])
  func statements(_ lines: [String], _ expected: String) {
    #expect(text(after: lines) == expected)
  }

  @Test("An error shows where, the line, and a caret")
  func errorRendering() {
    var session = Session()
    _ = session.handle("1 + 1")
    let response = session.handle("2 * sqr(2)")
    #expect(
      response.plainText == """
        repl:2:5: error: unknown function 'sqr'; did you mean 'sqrt'?
        2 * sqr(2)
            ^
        """)
    #expect(response.lines.first?.segments.first?.style == .error)
    #expect(response.lines.last?.segments.first?.style == .caret)
  }

  @Test("An open parenthesis continues on the next line, and Ctrl-C drops it")
  func continuation() {
    var session = Session()
    #expect(session.handle("(1 +").lines.isEmpty)
    #expect(session.isContinuing)
    #expect(session.handle("2) * 3").plainText == "9")
    #expect(!session.isContinuing)
    _ = session.handle("max(1,")
    session.cancel()
    #expect(!session.isContinuing)
    #expect(session.handle("4").plainText == "4")
  }

  @Test("Continued input over 64 KiB is dropped with an error, not parsed again forever")
  func continuationLimit() {
    var session = Session()
    _ = session.handle("1")
    #expect(session.handle("(0").lines.isEmpty)
    // Comments add bytes but no operations (a long sum would meet the height limit first).
    let line = String(repeating: "# padding ", count: 10)
    var response = Response()
    var lines = 1
    while session.isContinuing {
      response = session.handle(line)
      lines += 1
    }
    // 64 KiB of 100-byte lines with their line breaks, then the one over.
    #expect(lines == Session.maximumContinuedBytes / (line.utf8.count + 1) + 2)
    #expect(
      response.plainText
        == "repl:2:1: error: the input continued since line 2 is over 64 KiB and still has an "
        + "unclosed '('; it was dropped (longer statements can come from a file or a pipe, on "
        + "one line)")
    #expect(session.handle("2 + 2").plainText == "4")
    // A first line over 64 KiB may still be continued, and completed.
    let long = "(1 # " + String(repeating: "padding ", count: 10_000)
    #expect(session.handle(long).lines.isEmpty)
    #expect(session.isContinuing)
    #expect(session.handle(") * 2").plainText == "2")
  }

  @Test("An error on a continued line names the right line")
  func continuedError() {
    var session = Session()
    _ = session.handle("(1 +")
    let response = session.handle("2 2)")
    #expect(
      response.lines.first?.plainText
        == "repl:2:3: error: expected ')' to close '(' at column 1 of the line before, found '2'"
    )
  }

  // MARK: Meta-commands

  @Test("Every command is listed by :help")
  func help() {
    let text = text(after: [":help"])
    for command in Registry.standard.commands { #expect(text.contains(":" + command.name)) }
  }

  @Test(":quit and its aliases end the session")
  func quit() {
    for line in [":quit", ":q", ":exit", "  :quit  "] {
      var session = Session()
      #expect(session.handle(line).action == .quit)
    }
  }

  @Test(":vars and :funcs list what was defined, sorted")
  func listings() {
    var session = Session()
    #expect(session.handle(":vars").plainText == "no variables yet; x = 2 makes one")
    #expect(session.handle(":funcs").plainText == "no functions yet; f(x) = x^2 defines one")
    _ = last(["b = 2", "a = 1", "a + b", "g(x) = x", "f(x, y) = x*y"], session: &session)
    #expect(
      session.handle(":vars").plainText
        == "a = 1\nb = 2\nans = 3\nf : function of two numbers returning a number\n"
        + "g : function of one number returning a number")
    #expect(
      session.handle(":funcs").plainText
        == "f(x, y) = x * y  : function of two numbers returning a number\n"
        + "g(x) = x  : function of one number returning a number")
  }

  @Test(":show chooses what lines show, in order, without repeats")
  func show() {
    var session = Session()
    #expect(session.handle(":show pretty eval pretty").plainText == "showing pretty, eval")
    #expect(session.handle("(1+2)*3").plainText == "pretty: (1 + 2) * 3\neval:   9")
    #expect(session.handle(":show").plainText == "showing pretty, eval")
    #expect(session.handle(":show nonsense").lines.first?.segments.first?.style == .error)
    #expect(session.display == [.pretty, .eval])
  }

  @Test(":via switches encodings and both answer the same")
  func via() {
    let lines = ["x = 3", ":show all", "-(x + 1)^2 * 2 / (1 - x) % 7", "min(x, 2, 8) ^ -1"]
    var tagless = Session()
    var tree = Session()
    #expect(tree.handle(":via enum").plainText == "answering via enum")
    #expect(tree.encoding == .enum)
    for line in lines { #expect(tagless.handle(line) == tree.handle(line)) }
    #expect(tree.handle(":via sideways").lines.first?.segments.first?.style == .error)
  }

  @Test(
    ":pretty, :ast and :count inspect without changing anything",
    arguments: [
      (":pretty (1+2)*3", "(1 + 2) * 3"),
      (":ast 1 - 2", "(subtract 1 2)"),
      (
        ":count 3 + 5 * (8 - 7) / 6",
        "4 operations: 1 addition, 1 subtraction, 1 multiplication, 1 division; depth 4"
      ),
      (":count 2", "0 operations; depth 0"),
      (":count sqrt(2)", "1 operation: 1 built-in call; depth 1"),
    ])
  func inspect(_ line: String, _ expected: String) {
    for encoding in Encoding.allCases {
      var session = Session(encoding: encoding)
      #expect(session.handle(line).plainText == expected)
      #expect(session.calculator == Calculator())
    }
  }

  @Test("A command's argument error points into the whole line")
  func commandArgumentError() {
    var session = Session()
    #expect(
      session.handle(":pretty 1 + )").plainText == """
        repl:1:13: error: expected an expression, found ')'
        :pretty 1 + )
                    ^
        """)
    #expect(session.handle(":pretty").plainText == "usage: :pretty EXPR")
  }

  @Test(":bench asks the shell to time every interpreter both ways, then formats a table")
  func bench() throws {
    var session = Session()
    let response = session.handle(":bench 1 + 2")
    guard case .benchmark(let plan)? = response.action else {
      Issue.record("expected a benchmark action")
      return
    }
    #expect(plan.cases.count == (Interpretation.standard.count + 2) * 2)  // and exact, precise
    #expect(plan.cases.allSatisfy { plan.run($0) != 0 })
    let measurements = plan.cases.map { BenchmarkPlan.Measurement($0, nanoseconds: 100) }
    let table = session.report(measurements, for: plan).plainText
    #expect(table.contains("enum/tagless"))
    #expect(table.contains("1.00x"))
    #expect(table.split(separator: "\n").count == plan.interpretations.count + 2)
  }

  @Test(":bench times a recursive call and a Boolean line through both encodings")
  func benchRecursion() throws {
    var session = Session()
    _ = session.handle("fact(n) = n <= 1 ? 1 : n * fact(n - 1)")
    for line in [":bench fact(10)", ":bench fact(5) > 100 && 1 < 2"] {
      guard case .benchmark(let plan)? = session.handle(line).action else {
        Issue.record("expected a benchmark action for \(line)")
        continue
      }
      // Every case parses and runs: the tagless and the enum evaluators both reach the
      // recursion's value (its bits, or the Boolean as 1), and the printers their text.
      #expect(plan.cases.allSatisfy { plan.run($0) != 0 }, "\(line)")
      let eval = plan.cases.filter { $0.interpretation == .eval }.map { plan.run($0) }
      #expect(Set(eval).count == 1, "both encodings agree on \(line)")
    }
  }

  @Test(":reset forgets everything; unknown commands suggest the nearest")
  func resetAndUnknown() {
    var session = Session()
    _ = last(["x = 1", "f(t) = t", "x + 1"], session: &session)
    _ = session.handle(":reset")
    #expect(session.calculator.environment == Environment.standard)
    #expect(
      session.handle(":fnucs").plainText
        == "unknown command ':fnucs'; did you mean :funcs?; :help lists them")
  }
}
