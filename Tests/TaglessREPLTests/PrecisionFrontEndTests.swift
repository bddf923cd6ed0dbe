import Tagless
import TaglessPrecision
import TaglessREPL
import Testing

// MARK: - Exact and precise in the front ends

@Suite("Exact and precise front ends")
struct PrecisionFrontEndTests {
  /// The text a line shows through `interpretation`, or its error's message.
  static func shown(
    _ line: String, _ interpretation: Interpretation, calculator: inout Calculator,
    via encoding: Encoding = .tagless
  ) -> String {
    do throws(ParseError) {
      switch try calculator.run(line, showing: [interpretation], via: encoding) {
      case .results(let shown): return shown.map(\.text).joined(separator: " | ")
      default: return ""
      }
    } catch {
      return "error at \(error.column): \(error.message)"
    }
  }

  @Test(
    "-i exact: fractions of any size, approximations marked, failures at their operator",
    arguments: [
      ("1/3 + 1/6", "1/2"),
      ("0.1 + 0.2", "3/10"),
      ("2^100", "1267650600228229401496703205376"),
      ("(2/3)^-2", "9/4"),
      ("7 % 3 + min(1/3, 1/4)", "5/4"),
      ("sqrt(9/4)", "3/2"),
      ("sqrt(2)", "≈ 1.4142135623730950488016887242096980785696718753769"),
      ("1/3 < 0.3333333333333333", "false"),
      ("1 + 1/0", "error at 6: division by zero"),
      ("0^-1", "error at 2: 0 to a negative power (division by zero)"),
    ])
  func exact(_ line: String, _ expected: String) {
    var calculator = Calculator()
    #expect(Self.shown(line, .exact, calculator: &calculator) == expected)
    var throughTree = Calculator()
    #expect(Self.shown(line, .exact, calculator: &throughTree, via: .enum) == expected)
  }

  @Test("-i precise: the digits asked for, correctly rounded; the enum path agrees")
  func precise() {
    var calculator = Calculator()
    #expect(
      Self.shown("pi", .precise, calculator: &calculator)
        == "3.1415926535897932384626433832795028841971693993751")
    calculator.digits = 10
    #expect(Self.shown("1/7", .precise, calculator: &calculator) == "0.1428571429")
    #expect(Self.shown("2/3", .precise, calculator: &calculator) == "0.6666666667")
    #expect(Self.shown("sqrt(-1)", .precise, calculator: &calculator).hasPrefix("error at 1:"))
    #expect(Self.shown("0.1 + 0.2 == 0.3", .precise, calculator: &calculator) == "true")
    #expect(
      Self.shown("0.1 + 0.2 == 0.3", .precise, calculator: &calculator, via: .enum) == "true")
  }

  @Test("Variables and ans keep exact and precise values while they hold the same double")
  func keptValues() {
    var calculator = Calculator()
    _ = Self.shown("x = 1/3", .exact, calculator: &calculator)
    #expect(Self.shown("x * 3", .exact, calculator: &calculator) == "1")
    #expect(Self.shown("ans + x", .exact, calculator: &calculator) == "4/3")
    // The double evaluator alone reassigns x: its kept third is gone.
    _ = try? calculator.run("x = 0.5", showing: [.eval])
    #expect(Self.shown("x * 3", .exact, calculator: &calculator) == "3/2")
    // A value assigned through precise is kept at its digits.
    calculator.digits = 20
    _ = Self.shown("y = 2/3", .precise, calculator: &calculator)
    #expect(Self.shown("y", .precise, calculator: &calculator) == "0.66666666666666666667")
    #expect(Self.shown("y", .eval, calculator: &calculator) == "0.666666666666667")
  }

  /// A kept approximation keeps its enclosure: `x = sqrt(2)` then `x * x == 2` was `false`
  /// (the rounded decimal squared), and `f(x) < 2` for `f(y) = y^2` was `true`.
  @Test(
    "Decisions on a kept approximation come from its enclosure, in a user function too",
    arguments: [
      ("x * x > 1.99", "true"),
      ("x * x == 2", "error at 7: '==' cannot be decided to 120 digits"),
      ("f(x) < 2", "error at 6: '<' cannot be decided to 120 digits"),
      ("floor(f(x) * 1000)", "error at 1: floor of this value cannot be decided to 120 digits"),
      ("floor(x * 1000)", "1414"),
    ] as [(String, String)], [Encoding.tagless, .enum])
  func keptApproximation(_ row: (line: String, expected: String), _ encoding: Encoding) {
    let (line, expected) = row
    var calculator = Calculator()
    _ = Self.shown("x = sqrt(2)", .exact, calculator: &calculator)
    _ = Self.shown("f(y) = y^2", .exact, calculator: &calculator)
    let shown = Self.shown(line, .exact, calculator: &calculator, via: encoding)
    #expect(shown.hasPrefix(expected), "\(shown)")
  }

  @Test("An assignment reads its right side as it was before the line")
  func selfAssignment() {
    var calculator = Calculator()
    _ = Self.shown("x = 1/3", .exact, calculator: &calculator)
    _ = Self.shown("x = x + 1", .exact, calculator: &calculator)
    #expect(Self.shown("x", .exact, calculator: &calculator) == "4/3")
  }

  @Test("User functions run exactly")
  func functions() {
    var calculator = Calculator()
    _ = Self.shown("fact(n) = n <= 1 ? 1 : n * fact(n - 1)", .exact, calculator: &calculator)
    #expect(
      Self.shown("fact(30)", .exact, calculator: &calculator)
        == "265252859812191058636308480000000")
    _ = Self.shown("inverse(x) = 1 / x", .exact, calculator: &calculator)
    #expect(Self.shown("1 + inverse(0)", .exact, calculator: &calculator).hasPrefix("error at 5:"))
  }

  // MARK: Session commands

  @Test(":digits shows, sets and refuses with a reason, changing nothing then")
  func digitsCommand() {
    var session = Session(display: [.precise])
    #expect(session.handle(":digits").plainText == "50 significant digits")
    #expect(session.handle(":digits 12").plainText == "12 significant digits")
    #expect(session.handle("1/3").plainText == "0.333333333333")
    #expect(session.handle("x = 2/3").plainText == "x = 0.666666666667")
    // x kept precise's 12 digits of 2/3: to exact it is that decimal, an approximation.
    _ = session.handle(":show exact")
    #expect(session.handle("y = x / 2").plainText == "y = ≈ 0.333333333334")
    #expect(session.handle("w = 2/3").plainText == "w = 2/3")
    _ = session.handle(":show eval")
    #expect(session.handle("z = 1/3").plainText == "z = 0.333333333333333")
    for (argument, message) in [
      ("0", "the number of digits must be at least 2, got 0"),
      ("-3", "the number of digits must be at least 2, got -3"),
      ("100001", "the number of digits must be at most 100000, got 100001"),
      ("ten", "the number of digits must be a whole number from 2 to 100000, got 'ten'"),
    ] {
      #expect(session.handle(":digits \(argument)").plainText.contains(message))
      #expect(session.calculator.digits == 12)
    }
    _ = session.handle(":reset")
    #expect(session.calculator.digits == 12)
  }

  @Test(":exact and :precise show one expression and change nothing")
  func viewCommands() {
    var session = Session()
    _ = session.handle("x = 0.1")
    #expect(session.handle(":exact x * 3").plainText == "3/10")
    #expect(session.handle(":precise 1/3").plainText.hasPrefix("0.3333333333333333333333"))
    #expect(session.handle(":exact 1/0").plainText.contains("division by zero"))
    #expect(session.handle("ans").plainText.contains("no value"))
    #expect(session.handle(":show exact precise").plainText.contains("exact"))
    #expect(session.handle("1/4").plainText == "exact:   1/4\nprecise: 0.25")
  }

  @Test(":bench times exact and precise through both encodings")
  func benchPlan() {
    let plan = BenchmarkPlan(expression: "1/3 + 2", environment: Environment(), digits: 30)
    #expect(plan.interpretations.suffix(2).map(\.name) == ["exact", "precise"])
    for encoding in Encoding.allCases {
      #expect(plan.run(.init(.exact, encoding)) == "7/3".utf8.count)
      #expect(plan.run(.init(.precise, encoding)) == 31)
    }
  }
}
