import Tagless
import TaglessPrecision
import TaglessREPL
import Testing

// MARK: - The plan of a line

/// ``LinePlan`` answers a line through one exact or precise interpretation as several
/// interpretations would show it (the general way), line by line, and leaves the same `ans`,
/// variables and kept values behind; but that arithmetic alone answers, so the double
/// evaluator's failures and values are never shown.
@Suite("The plan of a line")
struct LinePlanTests {
  /// Lines of every kind: expressions, assignments (kept values), definitions, `ans`,
  /// Booleans, failures at their operator, parse errors and digits that change.
  static let lines = [
    "1/3", "ans * 3", "x = 1/3", "x * 3", "x = x + 1", "x", "f(a) = a / 7", "f(1) * 7",
    "0.1 + 0.2", "2^100 / 3", "sqrt(2) * sqrt(2)", "1/3 < 0.3333", "ans", "1 + 1/0",
    "y = 1/0", "y", "1 +", "(65 / 92 - 91) * (1 + 19)", "1e30 + 1e-30", "-0.5 * 2",
    "z = 2/3", "z + ans", "pi * 2", "true && 1 < 2", "ans + 1", "1e-400 * 1e-400",
    "97 / 60 / 6 * 6.5 + 44.5", "999999999999999999999 / 7", "q", "",
  ]

  /// What a line shows under `plan`, or its error.
  static func shown(_ line: String, _ plan: LinePlan, _ calculator: inout Calculator) -> String {
    do throws(ParseError) {
      switch try plan.run(line, calculator: &calculator) {
      case .results(let shown): return shown.map(\.text).joined()
      default: return "(nothing)"
      }
    } catch {
      return "error at \(error.column): \(error.message)"
    }
  }

  @Test(arguments: [InterpreterEntry.exact, .precise], [50, 7])
  func sameAsGeneralPath(entry: InterpreterEntry, digits: Int) {
    let interpretation = Interpretation(entry)
    #expect(LinePlan(showing: [interpretation], via: .tagless) == .numbers(interpretation))
    var general = Calculator()
    var planned = Calculator()
    general.digits = digits
    planned.digits = digits
    for line in Self.lines {
      let expected = Self.shown(line, .interpretations([interpretation], .tagless), &general)
      #expect(Self.shown(line, .numbers(interpretation), &planned) == expected, "\(line)")
      #expect(planned.kept == general.kept, "\(line)")
      #expect(planned.environment.lastResult == general.environment.lastResult, "\(line)")
      #expect(planned.environment.variables == general.environment.variables, "\(line)")
    }
  }

  @Test(arguments: [
    ([Interpretation.eval], Encoding.tagless, LinePlan.evaluation),
    ([.precise], .tagless, .numbers(.precise)),
    ([.exact], .tagless, .numbers(.exact)),
    ([.precise], .enum, .numbers(.precise)),
    ([.eval], .enum, .interpretations([.eval], .enum)),
    ([.eval, .precise], .tagless, .interpretations([.eval, .precise], .tagless)),
    ([.pretty], .tagless, .interpretations([.pretty], .tagless)),
  ])
  func plans(interpretations: [Interpretation], encoding: Encoding, plan: LinePlan) {
    #expect(LinePlan(showing: interpretations, via: encoding) == plan)
    #expect(plan.interpretations == interpretations)
  }

  /// What a line shows under one exact or precise interpretation: `-i precise` printed the
  /// double evaluator's error for these (its QUADPACK gives up on `1/x` over [1, ∞); the
  /// integrand `1e300 * 1e300 * x` is infinite in doubles).
  static let ownOutcomes: [(line: String, entry: InterpreterEntry, shown: String)] = [
    (
      "integrate(x -> 1/x, 1, inf)", .precise,
      "error at 1: 'integrate': the integrand still matters at the rule's last node, "
        + "1.28692436768615685933911590461511682337543974977739271562057e748: the integral "
        + "diverges, or the integrand decays too slowly there for the digits asked"
    ),
    (
      "integrate(x -> 1/x, 1, inf)", .exact,
      "error at 1: 'integrate': the integrand still matters at the rule's last node, "
        + "1.28692436768615685933911590461511682337543974977739271562057e748: the integral "
        + "diverges, or the integrand decays too slowly there for the digits asked"
    ),
    ("integrate(x -> 1e300 * 1e300 * x, 0, 1)", .precise, "5e599"),
    ("integrate(x -> 1e300 * 1e300 * x, 0, 1)", .exact, "≈ 5e599"),
  ]

  /// The evaluator's failure is never shown under one exact or precise interpretation: that
  /// arithmetic's own error, or its answer, which `ans` and an assigned name then keep.
  @Test(arguments: ownOutcomes)
  func evaluatorsFailureIsNeverShown(line: String, entry: InterpreterEntry, expected: String) {
    var calculator = Calculator()
    #expect(Self.shown(line, .evaluation, &calculator).hasPrefix("error at 1: 'integrate': "))
    let plan = LinePlan(showing: [Interpretation(entry)], via: .tagless)
    #expect(Self.shown(line, plan, &calculator) == expected)
    guard !expected.hasPrefix("error") else {
      #expect(calculator.environment.lastResult == nil)
      return
    }
    // The double `ans` holds is the answer's own (the evaluator has none); its kept number
    // is the answer.
    #expect(calculator.environment.lastResult == .number(.infinity))
    let mark = entry.values == .exact ? "≈ " : ""
    #expect(Self.shown("ans / 1e599", plan, &calculator) == mark + "5")
    #expect(Self.shown("y = " + line, plan, &calculator) == "(nothing)")
    #expect(Self.shown("y / 1e599", plan, &calculator) == mark + "5")
  }

  /// `tagless -i precise -e 'integrate(x -> 1/x, 1, inf)'`: pipe mode's logic reports
  /// precise's own error.
  @Test func scriptReportsPrecisesOwnError() {
    var script = ScriptRun(source: "-e", interpretations: [.precise])
    let (output, errors) = script.run(text: "integrate(x -> 1/x, 1, inf)")
    #expect(output == "")
    #expect(errors.hasPrefix("-e:1:1: error: 'integrate': the integrand still matters at "))
    #expect(!errors.contains("no convergence within"))
  }

  /// Among several interpretations, exact and precise answer a line whose double evaluation
  /// fails by themselves too: the evaluator's failure is the evaluator's alone.
  @Test(arguments: Encoding.allCases)
  func severalInterpretations(encoding: Encoding) throws {
    var calculator = Calculator()
    let line = "integrate(x -> 1e300 * 1e300 * x, 0, 1)"
    let result = try calculator.run(line, showing: [.eval, .precise, .pretty], via: encoding)
    guard case .results(let shown) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(shown.map(\.text) == ["", "5e599", "integrate(x -> 1e300 * 1e300 * x, 0, 1)"])
    #expect(shown[0].failure?.message.hasPrefix("'integrate': the integrand is inf") == true)
    #expect(shown[1].failure == nil)
    // The line failed in part: `ans` stays.
    #expect(calculator.environment.lastResult == nil)
    let diverging = try calculator.run(
      "integrate(x -> 1/x, 1, inf)", showing: [.precise, .pretty], via: encoding)
    guard case .results(let views) = diverging else {
      Issue.record("\(diverging)")
      return
    }
    #expect(views[0].failure?.message.hasPrefix("'integrate': the integrand still matters") == true)
    #expect(views[1].text == "integrate(x -> 1 / x, 1, inf)")
  }
}
