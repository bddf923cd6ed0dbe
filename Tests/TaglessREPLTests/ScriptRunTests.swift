import Tagless
import TaglessREPL
import Testing

// MARK: - ScriptRun

@Suite("ScriptRun")
struct ScriptRunTests {
  @Test("State carries from line to line; errors name the source and line; later lines run")
  func run() {
    var script = ScriptRun(source: "stdin")
    let (output, errors) = script.run(text: "x = 2\nx +\nx * 3\n\nf(t) = t + x\nf(1)\n")
    #expect(output == "6\n3\n")
    #expect(
      errors == """
        stdin:2:4: error: expected an expression after '+'
        x +
           ^

        """)
  }

  @Test("An unclosed ( continues on the next line, as in the REPL; open at the end, an error")
  func continuation() {
    var script = ScriptRun(source: "f")
    let (output, errors) = script.run(text: "x = (1 +\n  2)\n:show\nx * (2 +\n:vars\n)\nmax(\n")
    // `:vars` inside the open statement is part of it, not a command.
    #expect(output == "")
    #expect(errors.hasPrefix("f:5:1: error: expected an expression, found ':'\n:vars\n^\n"))
    #expect(errors.hasSuffix("f:7:5: error: expected an expression after '('\nmax(\n    ^\n"))
    var fresh = ScriptRun(source: "f")
    #expect(fresh.run(text: "y = (1 +\n\n  2) * 3\ny\n") == ("9\n", ""))
    #expect(fresh.pending == nil)
  }

  @Test("A statement continued past 64 KiB is dropped; the lines after it run afresh")
  func continuationBound() {
    var script = ScriptRun(source: "f")
    // Lines of 1,000 bytes, so that the statement passes 64 KiB in 66 lines.
    let line = String(repeating: "1 + ", count: 250)
    let text = "(\n" + String(repeating: line + "\n", count: 70) + "1)\n5\n"
    let (output, errors) = script.run(text: text)
    #expect(output == "5\n")
    #expect(
      errors.hasPrefix(
        "f:1:1: error: the input continued since line 1 is over 64 KiB and still has an "
          + "unclosed '('; it was dropped\n"))
  }

  @Test("Several interpreters print name: result, in the order given")
  func several() {
    var script = ScriptRun(source: "-e", interpretations: [.ast, .eval])
    #expect(script.run(text: "1 + 2").output == "ast: (add 1 2)\neval: 3\n")
  }

  @Test(
    "Printers and the counter need no values: undefined names are free; the evaluator's fail",
    arguments: Encoding.allCases)
  func freeNames(_ encoding: Encoding) {
    var printers = ScriptRun(
      source: "-e", interpretations: [.pretty, .count, .ast], encoding: encoding)
    let (output, errors) = printers.run(text: "sin(x)^2 + cos(x)^2\nq ? a : b < 1\n")
    #expect(errors.isEmpty)
    #expect(
      output == "pretty: sin(x) ^ 2 + cos(x) ^ 2\ncount: 5\n"
        + "ast: (add (power (sin x) 2) (power (cos x) 2))\n"
        + "pretty: q ? a : b < 1\ncount: 2\nast: (conditional q a (less b 1))\n")
    var evaluator = ScriptRun(source: "-e", interpretations: [.eval], encoding: encoding)
    #expect(evaluator.run(text: "sin(x)").errors.contains("unknown variable 'x'"))
  }

  @Test("Assuming finite values, simplify removes what only infinities and NaN keep")
  func assumeFinite() {
    var script = ScriptRun(source: "-e", interpretations: [.simplify])
    let line = "(2*3 - 6)*x + 1*(y + 0) + 2^3"
    #expect(script.run(text: line).output == "0 * x + (y + 0) + 8\n")
    script.calculator.assumption = .finite
    #expect(script.run(text: line).output == "y + 8\n")
    // What --help promises: then 0 * x is 0, wherever it is.
    let zeros = "0 * x\n0*x - 5\ny + 0*x\n0*x*y\n1 / (0*x)\n"
    #expect(script.run(text: zeros).output == "0\n-5\ny\n0\n1 / (0 * x)\n")
  }

  @Test("Both encodings print the same for every line", arguments: Encoding.allCases)
  func encodings(_ encoding: Encoding) {
    let text = "a = 2\nb(x) = x ^ a\nb(3) - -a\n1/0\n0/0\nmax(a, 1, 3)\nsqr(1)\n"
    var tagless = ScriptRun(source: "s", interpretations: Interpretation.standard)
    var other = ScriptRun(
      source: "s", interpretations: Interpretation.standard, encoding: encoding)
    #expect(tagless.run(text: text) == other.run(text: text))
  }

  @Test("Invalid UTF-8 fails its line only")
  func invalidUTF8() {
    var script = ScriptRun(source: "stdin")
    let bytes: [UInt8] = [0x31, 0x2B, 0xFF]
    let printed = bytes.withUnsafeBufferPointer { script.run($0, number: 7) }
    #expect(
      printed.error?.split(separator: "\n").first
        == "stdin:7:3: error: invalid UTF-8 (byte 0xFF); the line must be UTF-8 text")
    #expect(script.run(text: "2 + 2").output == "4\n")
  }

  @Test("Meta-commands run in scripts: output, errors in the pipe's form, :quit, no confirmations")
  func commands() {
    var script = ScriptRun(source: "calc.tagless")
    let (output, errors) = script.run(
      text: """
        a = 3
        :show pretty eval
        a * x0
        :pretty (1+2)*a
        :simplify 1 + -
          :via enum
        :nope
        a + 1
        :quit
        a + 2
        """)
    #expect(output == "(1 + 2) * a\npretty: a + 1\neval: 4\n")
    #expect(
      errors
        == "calc.tagless:3:5: error: unknown variable 'x0'\na * x0\n    ^\n"
        + "calc.tagless:5:16: error: expected an expression after '-'\n:simplify 1 + -\n"
        + "               ^\n"
        + "calc.tagless:7:1: error: unknown command ':nope'; :help lists them\n:nope\n^\n")
    #expect(script.encoding == .enum)
    #expect(script.interpretations == [.pretty, .eval])
  }
}
