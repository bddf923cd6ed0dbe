import Tagless
import TaglessREPL
import Testing

// MARK: - Review findings

/// Regressions for what a review of the typed language found, each through both encodings.
@Suite("Review findings of the typed language")
struct ReviewRegressionTests {
  static let definitions = """
    fact(n) = n <= 1 ? 1 : n * fact(n - 1)
    ev(n) = n == 0 || n != 1 && ev(n - 2)
    p(x) = x - x != 0 && true
    loop(x) = loop(x)
    f(x) = sin(x) + cos(x)

    """

  func run(_ text: String, _ interpretations: [Interpretation], _ encoding: Encoding) -> (
    output: String, errors: String
  ) {
    var script = ScriptRun(source: "-e", interpretations: interpretations, encoding: encoding)
    return script.run(text: Self.definitions + text)
  }

  @Test(
    "Without the evaluator nothing is evaluated: a recursion over a free name stays a call",
    arguments: Encoding.allCases)
  func printersDoNotEvaluate(_ encoding: Encoding) {
    let (output, errors) = run("fact(x)\n", [.pretty, .count, .rpn, .simplify], encoding)
    #expect(errors.isEmpty)
    #expect(output == "pretty: fact(x)\ncount: 1\nrpn: x fact/1\nsimplify: fact(x)\n")
  }

  @Test("A recursive call under an undecided && or || stays a call", arguments: Encoding.allCases)
  func logicKeepsRecursiveCalls(_ encoding: Encoding) {
    let (output, errors) = run("ev(x)\nev(4)\n", [.simplify], encoding)
    #expect(errors.isEmpty)
    #expect(output == "ev(x)\ntrue\n")
  }

  @Test("A condition only the finite-values simplifier can decide is not taken as decided")
  func exactSimplificationStaysExact() {
    var session = Session()
    for line in Self.definitions.split(separator: "\n") { _ = session.handle(String(line)) }
    #expect(session.handle(":simplify p(y)").plainText.hasPrefix("p(y)"))
  }

  @Test("Nested calls cannot grow a symbolic term past the budget", arguments: Encoding.allCases)
  func nestedCallsAreBounded(_ encoding: Encoding) {
    let nested = String(repeating: "f(", count: 26) + "y" + String(repeating: ")", count: 26)
    let (output, errors) = run(nested + "\n", [.diff(by: "y")], encoding)
    #expect(output.isEmpty)
    #expect(errors.contains("the expansion is too large: over 4194304 operations"))
  }

  @Test("A chained comparison is reported without running the calls in it")
  func chainedComparisonRunsNothing() {
    let (_, errors) = run("1 < 2 < loop(1)\n", [.eval], .tagless)
    #expect(errors.contains("comparisons do not chain; write 1 < 2 && 2 < loop(1)"))
    #expect(!errors.contains("nest too deeply"))
  }
}
