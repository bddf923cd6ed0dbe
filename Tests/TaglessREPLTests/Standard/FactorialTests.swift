import Tagless
import TaglessPrecision
import TaglessREPL
import Testing

// MARK: - factorial(n) and postfix `!`, a built-in of the standard set

@Suite("factorial and postfix !: exact integers, gamma for non-integers in eval, `!=` intact")
struct FactorialTests {
  /// Python's `math.factorial` as a double, and `mpmath.gamma(n + 1)` rounded to a double
  /// for non-integers.
  @Test(
    "evaluated, in both encodings and compiled code",
    arguments: [
      ("5!", 120.0), ("0!", 1), ("factorial(5)", 120), ("170!", 7.257415615307999e306),
      ("171!", .infinity), ("25!", 1.5511210043330986e25),
    ])
  func evaluated(text: String, expected: Double) throws {
    #expect(try StandardViews.value(text) == expected)
  }

  /// The C library's `tgamma(n + 1)`, within two units in the last place of `mpmath.gamma`.
  @Test(
    "a non-integer is gamma(n + 1)",
    arguments: [
      ("2.5!", 3.3233509704478426), ("(-0.5)!", 1.772453850905516), ("(-1.5)!", -3.544907701811032),
    ])
  func gamma(text: String, expected: Double) throws {
    let value = try StandardViews.value(text)
    #expect(abs(value - expected) <= 2 * expected.ulp)
  }

  @Test(
    "postfix ! binds tighter than ^ on either side and than a sign; != still compares",
    arguments: [
      ("2^3!", "64"), ("3!^2", "36"), ("-3!", "-6"), ("3!!", "720"), ("2 * 3! + 1", "13"),
      ("(1 + 2)!", "6"), ("5!=3", "true"), ("5! == 120", "true"), ("3! != 6", "false"),
      ("!(3! == 6)", "false"),
      // Implicit multiplication binds looser than `!`: 2(3)! is 2 * 3!.
      ("2(3)!", "12"), ("3!(1 + 1)", "12"), ("-2(3)!", "-12"), ("2^2(3)!", "24"),
    ])
  func precedence(text: String, shown: String) throws {
    #expect(try StandardViews.shown(text, .eval) == shown)
  }

  @Test("a negative integer is NaN in eval (gamma's pole)", arguments: ["(-1)!", "factorial(-3)"])
  func pole(text: String) throws {
    #expect(try StandardViews.value(text).isNaN)
  }

  /// `math.factorial(100)`, `math.factorial(1000)` (2,568 digits, ending in 249 zeros).
  @Test(
    "exact integers of any size; precise rounded; a non-integer or a negative fails at the '!'",
    arguments: [
      ("0!", "1", "1"),
      (
        "30!", "265252859812191058636308480000000",
        "2.6525285981219105863630848e32"
      ),
      (
        "1 + 2.5!", "8: 'factorial' takes integers; 5/2 is not one",
        "8: 'factorial' takes integers; 2.5 is not one"
      ),
      (
        "(-2)!", "5: 'factorial' of a negative integer has no value",
        "5: 'factorial' of a negative integer has no value"
      ),
    ])
  func precision(text: String, exact: String, precise: String) throws {
    try StandardViews.expectPrecision(text, exact: exact, precise: precise)
  }

  @Test("1000! is exact: 2,568 digits")
  func thousand() throws {
    let shown = try StandardViews.shown("1000!", .exact)
    #expect(shown.count == 2568)
    #expect(shown.hasPrefix("40238726007709377354"))
    #expect(shown.hasSuffix(String(repeating: "0", count: 249)))
  }

  @Test(
    "printed as a call (which parses back), typeset as n!, simplified when known",
    arguments: [
      ("5!", "factorial(5)", "5!", "5 factorial/1", "(factorial 5)", "120", "0"),
      (
        "(x + 1)!", "factorial(x + 1)", "\\left(x + 1\\right)!", "x 1 + factorial/1",
        "(factorial (add x 1))", "factorial(x + 1)", "factorial'(x + 1)"
      ),
      (
        "x^3!", "x ^ factorial(3)", "x^{3!}", "x 3 factorial/1 ^", "(power x (factorial 3))",
        "x ^ 6", "6 * x ^ 5"
      ),
    ])
  func views(
    text: String, pretty: String, latex: String, rpn: String, ast: String, simplified: String,
    derivative: String
  ) throws {
    try StandardViews.expectSymbolic(text, [pretty, latex, rpn, ast, simplified, derivative])
    #expect(try StandardViews.shown(pretty, .pretty) == pretty)
  }

  @Test(
    "errors: a Boolean operand, and an environment without factorial",
    arguments: [
      ("true!", "5: '!' needs a number on its left, found a Boolean"),
      ("1 + (2 < 3)!", "12: '!' needs a number on its left, found a Boolean"),
    ])
  func errors(text: String, message: String) throws {
    #expect(try StandardViews.shown(text, .eval) == message)
  }

  @Test("each ! nests a level, as the call it prints as does: the printed form parses again")
  func nesting() throws {
    var limits = Limits.standard
    limits.maximumDepth = 12
    let environment = Environment.standard
    let line = "x ^ 1" + String(repeating: "!", count: 16) + " * x"
    do {
      _ = try Parser.expression(
        line, as: PrettyPrint.self, in: environment, freeVariables: true, limits: limits)
      Issue.record("\(line) parsed within 12 levels")
    } catch {
      #expect(error.message == "expression nests too deeply (the limit is 12 levels)")
      #expect(error.column == 17)  // the 12th '!': 1 level for the exponent, 12 for the calls
    }
    // Within the limit the printed calls parse again, to the same text.
    let fewer = "x ^ 1" + String(repeating: "!", count: 8) + " * x"
    let printed = try Parser.expression(
      fewer, as: PrettyPrint.self, in: environment, freeVariables: true, limits: limits
    ).text
    let again = try Parser.expression(
      printed, as: PrettyPrint.self, in: environment, freeVariables: true, limits: limits
    ).text
    #expect(again == printed)
  }

  @Test("without the standard set, postfix ! says what it calls, at the '!'")
  func plainEnvironment() {
    #expect(throws: ParseError.self) {
      try Parser.expression("5!", as: Evaluation.self, in: Environment())
    }
    do {
      _ = try Parser.expression("1 + 5!", as: Evaluation.self, in: Environment())
    } catch {
      #expect(error.column == 6)
      #expect(error.message.hasPrefix("postfix '!' calls 'factorial'"))
    }
  }
}
