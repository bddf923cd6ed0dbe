import Tagless
import Testing

@testable import TaglessREPL

// MARK: - Symbolic commands

/// `:simplify`, `:diff`, `:latex`, `:rpn`, `:table`, the symbolic `-i` names and `:show all`'s
/// single parse.
@Suite("Symbolic commands")
struct SymbolicCommandsTests {
  /// The plain text of the last line's response, after the others.
  func text(_ lines: [String]) -> String { Session.reply(to: lines) }

  @Test(
    "each command answers",
    arguments: [
      (
        [":simplify (2*3 - 6)*x + 1*(y + 0) + 2^3"],
        "0 * x + (y + 0) + 8\ny + 8  when x and y are finite"
      ),
      ([":simplify x * 1 - 0"], "x"),
      ([":simplify 0*q"], "0 * q\n0  when q is finite"),
      ([":simplify y + 0*x"], "y + 0 * x\ny  when y and x are finite"),
      ([":assume finite", ":simplify 0*q"], "0  when q is finite"),
      (
        [":assume finite", ":simplify (2*3 - 6)*x + 1*(y + 0) + 2^3"],
        "y + 8  when x and y are finite"
      ),
      ([":assume finite", ":simplify x + 1"], "x + 1"),
      ([":assume finite", ":assume any", ":simplify 0*q"], "0 * q\n0  when q is finite"),
      ([":assume finite", ":show simplify", "0*x - 5"], "-5"),
      ([":simplify 2 * pi"], "6.283185307179586"),
      ([":diff x^3 + sin(2*x)"], "3 * x ^ 2 + 2 * cos(2 * x)"),
      ([":diff x^2 * y by y"], "x ^ 2"),
      (["a = 2", ":diff a * x^2"], "a * (2 * x)"),
      (["x = 3", ":diff x^2"], "2 * x"),
      (["f(t) = t^2", ":diff f(sin(x))"], "2 * sin(x) * cos(x)"),
      ([":diff 3 by x"], "0"),
      ([":simplify sum(k -> 2 * 3, 1, 10)"], "60"),
      ([":simplify (t -> t + 1)(2)"], "3"),
      ([":diff sum(k -> k * x, 1, 10)"], "sum(k -> k, 1, 10)"),
      ([":diff integrate(t -> t, 0, x)"], "x"),
      // Only the partial by x is built: by y this product is past the size bound.
      (
        ["y = 3", ":diff " + Array(repeating: "y", count: 20_000).joined(separator: "*") + " + x"],
        "1"
      ),
      ([":diff 1 < x"], "a Boolean has no derivative; differentiate a number-valued expression"),
      ([":latex (1 + x) / sqrt(2) * x^2"], #"\frac{1 + x}{\sqrt{2}} \cdot x^{2}"#),
      ([":rpn 3 + 5 * (8 - 7) / 6"], "3 5 8 7 - * 6 / +"),
    ])
  func commands(_ lines: [String], _ expected: String) {
    #expect(text(lines) == expected)
  }

  @Test(
    ":diff needs exactly one variable unless told which",
    arguments: [
      (":diff 3", "nothing to differentiate by: 3 has no variables; add one, as in :diff 3 by x"),
      (":diff x * y", "x * y has several variables (x, y); choose one, as in :diff x * y by x"),
      (":diff x by pi", "cannot differentiate by 'pi': it is not a variable"),
      (":diff", "usage: :diff EXPR [by x]"),
    ])
  func diffErrors(_ line: String, _ expected: String) {
    var session = Session()
    let response = session.handle(line)
    #expect(response.plainText == expected)
    #expect(response.lines.first?.segments.first?.style == .error)
  }

  @Test("errors in the expression point into the whole line")
  func caret() {
    #expect(text([":simplify 1 +"]).hasSuffix("             ^"))
    #expect(
      text([":diff sqr(x) by x"])
        == "repl:1:7: error: unknown function 'sqr'; did you mean 'sqrt'?\n:diff sqr(x) by x\n      ^"
    )
    #expect(
      text([":table y for x in 0..1"])
        == "repl:1:8: error: unknown variable 'y'\n:table y for x in 0..1\n       ^")
    #expect(text([":table x for x in 0..foo"]).hasSuffix("\n                     ^"))
  }

  @Test(":table shows a Boolean-valued expression as true and false")
  func booleanTable() {
    #expect(
      text([":table x >= 0.5 && x != 1 for x in 0..1 step 0.5"])
        == "  x  x >= 0.5 && x != 1\n  0               false\n0.5                true\n"
        + "  1               false")
  }

  @Test(":table steps through the range, tidily, right-aligned")
  func table() {
    #expect(
      text([":table x^2 for x in 0..0.3 step 0.1"])
        == "  x                 x ^ 2\n  0                     0\n0.1  0.010000000000000002\n"
        + "0.2   0.04000000000000001\n0.3                  0.09")
    // Bounds that are not both integers: ten steps.
    #expect(text([":table 2*x for x in 0..0.5"]).split(separator: "\n").count == 12)
    #expect(
      text([":table x for x in 0..1 step 0.0001"])
        == "that is more than 1000 rows; give a larger step: 0..1 step S")
    #expect(text([":table x for x in 1..0"]) == "the range is empty: 1 is above 0")
    // `-2 + 3 * 0.4` is -0.7999999999999998: shown as the step meant it.
    #expect(text([":table x for x in -2..2 step 0.4"]).contains("\n-0.8  -0.8\n"))
    #expect(
      text([":table x for pi in 0..1"]) == "'pi' cannot be the variable: the name is reserved")
    #expect(text([":table x"]) == "usage: :table EXPR for x in A..B [step S]")
  }

  @Test(":table steps by 1 between integer bounds unless a step is given")
  func integerTable() {
    let fact = "fact(n) = n <= 1 ? 1 : n * fact(n - 1)"
    #expect(
      text([fact, ":table fact(n) for n in 1..5"])
        == "n  fact(n)\n1        1\n2        2\n3        6\n4       24\n5      120")
    #expect(text([":table x^2 for x in 0..5"]).split(separator: "\n").count == 7)
    // Bounds computed to integers count too; a step given is kept.
    #expect(text([":table x for x in 2-2..sqrt(9)"]).split(separator: "\n").count == 5)
    #expect(text([":table x for x in 0..5 step 2.5"]).split(separator: "\n").count == 4)
    #expect(text([":table x for x in 3..3"]) == "x  x\n3  3")
    #expect(
      text([":table x for x in 1..5000"])
        == "that is more than 1000 rows (integer bounds step by 1); give a larger step: "
        + "1..5000 step S")
    #expect(text([":table x for x in 1..1000"]).split(separator: "\n").count == 1_001)
  }

  @Test(":table between integer bounds steps by a tenth when a value there is not an integer")
  func tenthTable() {
    let sine = text([":table sin(x) for x in 0..1"]).split(separator: "\n")
    #expect(sine.count == 12)
    #expect(
      sine.dropFirst().map { $0.split(separator: " ").first ?? "" }.joined(separator: " ")
        == "0 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1")
    #expect(text([":table x/2 for x in 0..3"]).split(separator: "\n").count == 12)
    // An integer at every integer point (an infinity among them) keeps the step 1.
    #expect(text([":table 1/x for x in 0..1"]).split(separator: "\n").count == 3)
    #expect(text([":table 1/x for x in 0..3"]).split(separator: "\n").count == 12)
    #expect(text([":table floor(x/2) for x in 0..4"]).split(separator: "\n").count == 6)
    #expect(text([":table sin(x) for x in 0..1 step 1"]).split(separator: "\n").count == 3)
    // Past 1000 integer points the step is a tenth for a function that is not an integer.
    #expect(text([":table sqrt(x) for x in 0..5000"]).split(separator: "\n").count == 12)
  }

  @Test(":compile shows the program, undefined names as its parameters")
  func compile() {
    // `a` is a constant of the program; `2 * 3` is folded; x and y are the arguments.
    #expect(
      text(["a = 2", ":compile a * x + 2 * 3 + y"])
        == """
        parameters: x, y; 4 instructions
        argument 0
        multiply 2
        add 6
        add argument 1
        """)
    #expect(text([":compile 1 + 2"]).hasPrefix("no parameters; 1 instruction\n"))
  }

  // MARK: Interpretations

  @Test("-i names parse, print back and list")
  func names() {
    for name in [
      "eval", "pretty", "count", "ast", "simplify", "latex", "rpn", "diff:x", "diff:rate_2",
    ] {
      #expect((try? Registry.standard.interpretations(named: name).get())?.map(\.name) == [name])
    }
    for name in ["diff", "diff:", "diff:pi", "diff:2x", "diff:sin", "Eval", "pretty:x"] {
      #expect((try? Registry.standard.interpretations(named: name).get()) == nil)
    }
    #expect((try? Registry.standard.interpretations(named: "all").get()) == Interpretation.standard)
    #expect(Interpretation.standard == [.eval, .pretty, .count, .ast])
    #expect(Registry.standard.names.contains("diff:NAME"))
  }

  @Test("pipe mode shows symbolic interpretations, with undefined names allowed")
  func pipeMode() {
    var run = ScriptRun(
      source: "s", interpretations: [.simplify, .latex, .rpn, .diff(by: "x")])
    let (output, errors) = run.run(text: "x^2 * 1 + 0\n")
    #expect(errors == "")
    // x ^ 2 is never -0, so adding 0 leaves it.
    #expect(
      output == "simplify: x ^ 2\nlatex: x^{2} \\cdot 1 + 0\nrpn: x 2 ^ 1 * 0 +\ndiff:x: 2 * x\n")
    var diff = ScriptRun(source: "s", interpretations: [.diff(by: "t")])
    #expect(diff.run(text: "sin(t) * k\ny = t\n").errors.contains("unknown variable 't'"))
  }

  @Test("both encodings give the same symbolic output")
  func encodings() {
    let text = "a = 2\nb(x) = x ^ a\nb(t) - -a * t\nmax(t, 1) / 1\n"
    let interpretations: [Interpretation] = [.simplify, .latex, .rpn, .diff(by: "t"), .pretty]
    var tagless = ScriptRun(source: "s", interpretations: interpretations)
    var tree = ScriptRun(source: "s", interpretations: interpretations, encoding: .enum)
    #expect(tagless.run(text: text) == tree.run(text: text))
  }

  @Test(":show all parses once into the product and prints as before")
  func showAll() throws {
    var calculator = Calculator()
    _ = try calculator.run("x = 3", showing: [.eval])
    let result = try calculator.run(
      "-(x + 1)^2 * 2 / (1 - x) % 7", showing: Interpretation.standard)
    #expect(
      result
        == .results([
          .init(.eval, "2"), .init(.pretty, "-(x + 1) ^ 2 * 2 / (1 - x) % 7"), .init(.count, "7"),
          .init(
            .ast, "(remainder (divide (multiply (negate (power (add x 1) 2)) 2) (subtract 1 x)) 7)"),
        ]))
    var session = Session()
    #expect(
      session.handle(":show eval simplify diff:x").plainText == "showing eval, simplify, diff:x")
    #expect(
      session.handle("x * 1 + 0 * 2").plainText
        == "simplify: x + 0\ndiff:x:   1\nrepl:2:1: error: eval: unknown variable 'x'\n"
        + "x * 1 + 0 * 2\n^")
  }
}
