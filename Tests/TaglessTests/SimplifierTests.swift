import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - Simplifier

@Suite("Simplifier")
struct SimplifierTests {
  /// `text` simplified for any values, pretty-printed.
  func simplified(_ text: String, in environment: Environment = Environment()) throws -> String {
    try Parser.expression(
      text, as: Simplified<PrettyPrint>.self, in: environment, freeVariables: true
    ).residual.text
  }

  /// `text` simplified for finite values, pretty-printed.
  func simplifiedForFinite(_ text: String) throws -> String {
    try Parser.expression(
      text, as: Simplifier<PrettyPrint, FiniteValues>.self, freeVariables: true
    ).residual.text
  }

  /// Inputs and what the IEEE-exact simplifier makes of them.
  static let table: [(input: String, simplified: String)] = [
    // The issue's example: 0 * x is NaN for infinite x, y + 0 is +0 for y = -0.
    ("(2*3 - 6)*x + 1*(y + 0) + 2^3", "0 * x + (y + 0) + 8"),
    ("3 + 5 * (8 - 7) / 6", "3.8333333333333335"),
    ("x * 1", "x"), ("1 * x", "x"), ("x / 1", "x"), ("x * -1", "-x"), ("x / -1", "-x"),
    ("x - 0", "x"), ("x + -0", "x"), ("-0 + x", "x"), ("-0 - x", "-x"),
    ("x + 0", "x + 0"), ("0 + x", "x + 0"), ("0 - x", "0 - x"), ("x * 0", "0 * x"),
    ("x - x", "x - x"), ("x + x", "2 * x"), ("--x", "x"), ("x + -y", "x - y"), ("x - -y", "x + y"),
    ("-x + y", "y - x"), ("x + -3", "x - 3"), ("x - -3", "x + 3"), ("-x * -y", "x * y"),
    ("-x / -y", "x / y"), ("x * 2", "2 * x"), ("2 * -x", "-2 * x"), ("y + -2 * x", "y - 2 * x"),
    ("1 + -2 / x", "1 - 2 / x"), ("x ^ 1", "x"), ("x ^ 0", "1"), ("1 ^ x", "1"),
    ("pow(x, 1)", "x"), ("pow(x, 0)", "1"), ("abs(-x)", "abs(x)"), ("abs(abs(x))", "abs(x)"),
    ("abs(x) + 0", "abs(x)"), ("exp(x) + 0", "exp(x)"), ("(x + 0) + 2", "x + 2"),
    ("(x + 0) - 2", "x - 2"), ("3 - (x + 0)", "3 - x"), ("floor(round(x))", "round(x)"),
    ("max(x)", "x"), ("max(1, 2, x, 3)", "max(2, x, 3)"), ("min(x, 1, 2)", "min(x, 1, 2)"),
    // Constants fold unless the result is not finite; a named constant alone keeps its name.
    ("1 / 0", "1 / 0"), ("atan(1 / 0)", "1.5707963267948966"), ("pi", "pi"), ("-pi", "-pi"),
    ("2 * pi", "6.283185307179586"), ("-0", "-0"), ("0 * -1", "-0"), ("1e400 - x", "1e309 - x"),
    ("(1 + 2) * x", "3 * x"), ("1 + (2 + x)", "1 + (2 + x)"), ("sqrt(x ^ 2)", "sqrt(x ^ 2)"),
  ]

  @Test("rules exact for every value", arguments: table)
  func exactRules(input: String, simplified expected: String) throws {
    #expect(try simplified(input) == expected)
  }

  @Test("assuming finite variables, the issue's example is y + 8")
  func finiteAssumption() throws {
    #expect(try simplifiedForFinite("(2*3 - 6)*x + 1*(y + 0) + 2^3") == "y + 8")
    #expect(try simplifiedForFinite("x - x") == "0")
    #expect(try simplifiedForFinite("0 * x + y") == "y + 0 * x")
    #expect(try simplifiedForFinite("0 * x + 5") == "5")
    #expect(try simplifiedForFinite("x + 0") == "x + 0")
  }

  /// Assuming finite variables, the whole expression as shown, up to the sign of a zero.
  static let finiteShownTable: [(input: String, shown: String)] = [
    ("0 * x", "0"), ("0 * x - 5", "-5"), ("0 * x - pi", "-pi"), ("y + 0 * x", "y"),
    ("0 * x + y", "y"), ("0 * x * y", "0"), ("x + 0", "x"), ("sin(x) * 0 + 2 * y", "2 * y"),
    ("(2*3 - 6)*x + 1*(y + 0) + 2^3", "y + 8"), ("x - x", "0"),
    // Inside, the sign of a zero matters, and a known value has no variable to assume about.
    ("1 / (0 * x)", "1 / (0 * x)"), ("-0", "-0"), ("x + 1", "x + 1"),
  ]

  @Test(
    "assuming finite variables, a zero is shown as 0 whatever its sign", arguments: finiteShownTable
  )
  func finiteShown(input: String, shown: String) throws {
    let simplified = try Parser.expression(
      input, as: Simplifier<PrettyPrint, FiniteValues>.self, freeVariables: true)
    #expect(simplified.shown.text == shown)
    // Without the assumption, nothing of it is shown.
    let exact = try Parser.expression(input, as: Simplified<PrettyPrint>.self, freeVariables: true)
    #expect(exact.shown.text == exact.residual.text)
  }

  @Test("user functions stay calls unless their value is known")
  func userFunctions() throws {
    var session = Session()
    try session.run(["f(t) = t * 1 + 0", "k() = 2 * 3"])
    let environment = session.environment
    #expect(try simplified("f(x * 1)", in: environment) == "f(x)")
    #expect(try simplified("k() + x * 1", in: environment) == "6 + x")
  }

  @Test("the result prints through any interpreter")
  func otherInterpreters() throws {
    let tree = try Parser.expression(
      "1 * (x + -y)", as: Simplified<ExpressionTree>.self, freeVariables: true)
    #expect(tree.residual.prettyPrinted() == "x - y")
    let rpn = try Parser.expression("1 * (x + -y)", as: Simplified<RPN>.self, freeVariables: true)
    #expect(rpn.residual.text == "x y -")
    #expect(
      "\(try Parser.expression("x * 1", as: Simplified<PrettyPrint>.self, freeVariables: true))"
        == "x")
  }

  // MARK: Properties

  /// Random expressions over random values, many of them IEEE corner cases: the simplified form
  /// has the same value bit for bit (NaN aside), both directly and printed and parsed back.
  @Test("simplifying never changes the value", arguments: 0..<8)
  func valuePreserved(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0x5139_1F1E &+ chunk)
    var random = SeededGenerator(seed: 0xFA15 &+ chunk)
    typealias Pair = Both<Evaluation, Both<Simplified<Evaluation>, Simplified<PrettyPrint>>>
    var failures: [String] = []
    for _ in 0..<300 {
      let text = terms.expression(depth: 5)
      for _ in 0..<6 {
        let environment = TestValues.environment { TestValues.any(&random) }
        let pair = try Parser.expression(text, as: Pair.self, in: environment)
        let original = pair.first.value
        let direct = pair.second.first.residual.value
        let printed = pair.second.second.residual.text
        let reparsed = try Parser.expression(printed, as: Evaluation.self, in: environment).value
        if !Value.sameBits(original, direct) || !Value.sameBits(original, reparsed) {
          failures.append(
            "\(text) → \(printed) at \(environment.variables): \(original) vs \(direct), \(reparsed)"
          )
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// The same for the finite assumption, with finite variables.
  @Test(
    "simplifying for finite values never changes the value of finite variables", arguments: 0..<4)
  func finiteValuePreserved(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0xF1_1173 &+ chunk)
    var random = SeededGenerator(seed: 0xF1 &+ chunk)
    typealias Pair = Both<Evaluation, Simplifier<PrettyPrint, FiniteValues>>
    var relaxed = 0
    var failures: [String] = []
    for _ in 0..<300 {
      let text = terms.expression(depth: 5)
      for _ in 0..<6 {
        let environment = TestValues.environment { TestValues.finite(&random) }
        let pair = try Parser.expression(text, as: Pair.self, in: environment)
        let printed = pair.second.residual.text
        let reparsed = try Parser.expression(printed, as: Evaluation.self, in: environment).value
        if !Value.sameBits(pair.first.value, reparsed) {
          failures.append("\(text) → \(printed) at \(environment.variables)")
        }
        // What is shown is the same number, though a zero may have the other sign.
        let shown = pair.second.shown.text
        if shown != printed { relaxed += 1 }
        let number = try Parser.expression(shown, as: Evaluation.self, in: environment).value
        if !(number == pair.first.value || number.isNaN && pair.first.value.isNaN) {
          failures.append("\(text) shown as \(shown) at \(environment.variables)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    // The shown form must differ sometimes, or its check is vacuous.
    #expect(relaxed > 0)
  }

  /// Simplifying the simplified text changes nothing more: the rules have done their work.
  @Test("simplification is idempotent", arguments: 0..<2)
  func idempotent(chunk: UInt64) throws {
    var terms = RandomTerm(seed: 0x1D3 &+ chunk)
    for _ in 0..<300 {
      let once = try simplified(terms.expression(depth: 4))
      #expect(try simplified(once) == once)
    }
  }
}
