import Tagless
import TaglessREPL
import Testing

// MARK: - nPr(n, k), a built-in of the standard set

@Suite("nPr: ordered choices, exact on big integers, errors outside n, k ≥ 0")
struct PermutationsTests {
  /// Python's `math.perm`, as a double.
  @Test(
    "evaluated, in both encodings and compiled code, as Python's math.perm",
    arguments: [
      ("nPr(10, 3)", 720.0), ("nPr(20, 20)", 2_432_902_008_176_640_000), ("nPr(3, 5)", 0),
      ("nPr(100, 30)", 7.791097137057804e57), ("nPr(5, 0)", 1), ("nPr(1000, 500)", .infinity),
    ])
  func evaluated(text: String, expected: Double) throws {
    #expect(try StandardViews.value(text) == expected)
  }

  @Test(
    "outside integers n ≥ 0, k ≥ 0 the Double views give NaN",
    arguments: ["nPr(5, 1.5)", "nPr(-3, 1)"])
  func outside(text: String) throws {
    #expect(try StandardViews.value(text).isNaN)
  }

  @Test(
    "exact: the integer; precise: it rounded; errors at the call's column",
    arguments: [
      (
        "nPr(100, 30)", "7791097137057804874587232499277321440358327700684800000000",
        "7.7910971370578048745872324992773214403583277006848e57"
      ),
      (
        "nPr(4, -1)", "1: 'nPr' takes integers n ≥ 0 and k ≥ 0",
        "1: 'nPr' takes integers n ≥ 0 and k ≥ 0"
      ),
    ])
  func precision(text: String, exact: String, precise: String) throws {
    try StandardViews.expectPrecision(text, exact: exact, precise: precise)
  }

  @Test("printed and typeset", arguments: [("nPr(n, k)", "nPr(n, k)", "{}_{n}P_{k}", "n k nPr/2")])
  func views(text: String, pretty: String, latex: String, rpn: String) throws {
    #expect(try StandardViews.shown(text, .pretty) == pretty)
    #expect(try StandardViews.shown(text, .latex) == latex)
    #expect(try StandardViews.shown(text, .rpn) == rpn)
  }
}
