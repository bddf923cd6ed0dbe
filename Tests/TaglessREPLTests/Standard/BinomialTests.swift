import Tagless
import TaglessREPL
import Testing

// MARK: - binomial(n, k) and nCr(n, k), built-ins of the standard set

@Suite("binomial and nCr: exact on big integers, rounded in eval, errors outside n, k ≥ 0")
struct BinomialTests {
  /// Python's `math.comb`, as a double.
  @Test(
    "evaluated, in both encodings and compiled code, as Python's math.comb",
    arguments: [
      ("binomial(5, 2)", 10.0), ("nCr(5, 2)", 10), ("binomial(60, 30)", 118_264_581_564_861_424),
      ("binomial(100, 50)", 1.008913445455642e29), ("binomial(1000, 500)", 2.7028824094543655e299),
      ("binomial(5, 7)", 0), ("binomial(0, 0)", 1), ("binomial(1030, 515)", .infinity),
      ("binomial(10^20, 3)", 1.6666666666666667e59),
    ])
  func evaluated(text: String, expected: Double) throws {
    #expect(try StandardViews.value(text) == expected)
  }

  @Test(
    "outside integers n ≥ 0, k ≥ 0 the Double views give NaN",
    arguments: ["binomial(5.5, 2)", "binomial(-5, 2)", "nCr(5, -1)", "binomial(1/0, 2)"])
  func outside(text: String) throws {
    #expect(try StandardViews.value(text).isNaN)
  }

  @Test(
    "exact: the integer; precise: it rounded to 50 digits; errors at the call's column",
    arguments: [
      ("binomial(100, 50)", "100891344545564193334812497256", "1.00891344545564193334812497256e29"),
      (
        "nCr(10^20, 3)", "166666666666666666661666666666666666666700000000000000000000",
        "1.666666666666666666616666666666666666667e59"
      ),
      (
        "x = 3\nbinomial(x, 2.5)", "1: 'binomial' takes integers; 5/2 is not one",
        "1: 'binomial' takes integers; 2.5 is not one"
      ),
      (
        "1 + nCr(-1, 0)", "5: 'binomial' takes integers n ≥ 0 and k ≥ 0",
        "5: 'binomial' takes integers n ≥ 0 and k ≥ 0"
      ),
    ])
  func precision(text: String, exact: String, precise: String) throws {
    let lines = text.split(separator: "\n").map(String.init)
    let setup = Array(lines.dropLast())
    for (view, expected) in [(Interpretation.exact, exact), (.precise, precise)] {
      let tagless = try Calculator.shown(lines[lines.count - 1], view, via: .tagless, after: setup)
      let enumerated = try Calculator.shown(lines[lines.count - 1], view, via: .enum, after: setup)
      #expect(tagless == expected)
      #expect(enumerated == expected)
    }
  }

  @Test(
    "printed by the name written, simplified when known, without a derivative",
    arguments: [
      (
        "binomial(n, 2)", "binomial(n, 2)", "\\binom{n}{2}", "n 2 binomial/2", "(binomial n 2)",
        "binomial(n, 2)", "0"
      ),
      (
        "nCr(x + 1, 2)", "nCr(x + 1, 2)", "\\binom{x + 1}{2}", "x 1 + 2 nCr/2", "(nCr (add x 1) 2)",
        "nCr(x + 1, 2)", "nCr'1(x + 1, 2)"
      ),
      (
        "binomial(6, 3) / x", "binomial(6, 3) / x", "\\frac{\\binom{6}{3}}{x}",
        "6 3 binomial/2 x /", "(divide (binomial 6 3) x)", "20 / x", "-20 / x ^ 2"
      ),
    ])
  func views(
    text: String, pretty: String, latex: String, rpn: String, ast: String, simplified: String,
    derivative: String
  ) throws {
    try StandardViews.expectSymbolic(text, [pretty, latex, rpn, ast, simplified, derivative])
  }
}
