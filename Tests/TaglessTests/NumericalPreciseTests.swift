import Testing

@testable import Tagless
@testable import TaglessPrecision

/// `integrate` and `root` in the precise and exact interpreters, at 50 digits, against
/// mpmath.
///
/// The truths were printed by mpmath 1.3 at `mp.dps = 60` with `mp.nstr(…, 50)`:
/// `quad(lambda x: exp(-x**2), [0, 1])`, `quad(lambda x: 1/(1 + x**2), [0, 1])`,
/// `quad(lambda x: sqrt(x)*log(x), [0, 1])` (exactly -4/9), `quad(lambda x: sin(x)/x, [1, 2])`,
/// `findroot(lambda x: cos(x) - x, 0.7)`, `findroot(lambda x: exp(x) - 3*x, 1.5)` and
/// `findroot(lambda x: x**3 - x - 1, 1.3)`.
@Suite("integrate and root to the digits asked")
struct NumericalPreciseTests {
  static let values: [(line: String, truth: String)] = [
    ("integrate(x -> exp(-x ^ 2), 0, 1)", "0.74682413281242702539946743613185300535449968681261"),
    (
      "integrate(x -> 1 / (1 + x ^ 2), 0, 1)",
      "0.78539816339744830961566084581987572104929234984378"
    ),
    (
      "integrate(x -> sqrt(x) * log(x), 0, 1)",
      "-0.44444444444444444444444444444444444444444444444444"
    ),
    ("integrate(x -> sin(x) / x, 1, 2)", "0.65932990643551183363536683437540928303624546759039"),
    ("root(x -> cos(x) - x, 0, 1)", "0.73908513321516064165531208767387340401341175890076"),
    ("root(x -> exp(x) - 3 * x, 1, 2)", "1.5121345516578424738967396780720387046036503851354"),
    ("root(x -> x ^ 3 - x - 1, 1, 2)", "1.3247179572447460259609088544780973407344040569017"),
  ]

  /// The line at 50 digits in `R`, as the calculator prints it.
  static func shown<R: Language & CustomStringConvertible>(_ line: String, as _: R.Type) throws
    -> String
  {
    try Precision.withDigits(50) { () throws(ParseError) -> String in
      try Parser.expression(line, as: R.self).description
    }
  }

  @Test("precise: every one of the 50 digits", arguments: values)
  func precise(line: String, truth: String) throws {
    #expect(try Self.shown(line, as: Precise.self) == truth)
  }

  @Test("exact: the same digits, marked approximate", arguments: values)
  func exact(line: String, truth: String) throws {
    #expect(try Self.shown(line, as: Exact.self) == Exact.approximateMark + truth)
  }

  @Test("the reversed range negates the integral; an empty one is 0")
  func orientation() throws {
    #expect(try Self.shown("integrate(x -> x, 1, 0)", as: Precise.self) == "-0.5")
    #expect(try Self.shown("integrate(x -> x, 2, 2)", as: Precise.self) == "0")
  }

  @Test("no sign change is an error at the built-in, in precise as in exact")
  func noSignChange() throws {
    for error in [
      parseError("1 + root(x -> x ^ 2 + 1, -1, 1)", as: Precise.self),
      parseError("1 + root(x -> x ^ 2 + 1, -1, 1)", as: Exact.self),
    ] {
      let found = try #require(error)
      #expect(found.message.hasPrefix("'root': no sign change"), "\(found.message)")
      #expect(found.column == 5)
    }
  }
}

extension NumericalPreciseTests {
  /// mpmath at `mp.dps = 60`, `nstr(…, 50)`: `quad(lambda x: exp(-x**2), [-inf, 0, inf])`,
  /// `quad(lambda x: 1/(1 + x**2), [-inf, 0, 1])`; the others are whole numbers.
  static let infinite: [(line: String, truth: String)] = [
    (
      "integrate(x -> exp(-x ^ 2), -inf, inf)",
      "1.7724538509055160272981674833411451827975494561224"
    ),
    (
      "integrate(x -> 1 / (1 + x ^ 2), -∞, 1)",
      "2.3561944901923449288469825374596271631478770495313"
    ),
    ("integrate(x -> exp(-x), inf, 0)", "-1"),
    ("integrate(x -> exp(-x), 0, -(-inf))", "1"),
    ("integrate(x -> exp(-x) * x, 0, ∞)", "1"),
  ]

  @Test("infinite bounds, precise to the digits and exact marked approximate", arguments: infinite)
  func infiniteBounds(_ line: String, truth: String) throws {
    #expect(try Self.shown(line, as: Precise.self) == truth)
    #expect(try Self.shown(line, as: Exact.self) == Exact.approximateMark + truth)
  }

  /// A value computed from `inf` is no bound: `0 - inf` must not pass for `inf`.
  @Test(
    "arithmetic on inf gives no bound",
    arguments: ["0 - inf", "abs(-inf)", "inf * -1", "max(-inf, 0)", "sum(k -> k, 1, inf)"])
  func arithmeticOnInfinity(_ bound: String) throws {
    for shown in [
      try Self.shown("integrate(x -> exp(x), -1, \(bound))", as: Precise.self),
      try Self.shown("integrate(x -> exp(x), -1, \(bound))", as: Exact.self),
    ] {
      #expect(shown.hasSuffix("only the bounds of 'integrate' may be infinite"), "\(shown)")
    }
  }

  @Test("a divergent integral and an infinite root bound are errors")
  func divergenceAndRoot() throws {
    for divergent in [
      parseError("integrate(x -> 1 / x, 1, inf)", as: Precise.self),
      parseError("integrate(x -> 1 / x, 1, inf)", as: Exact.self),
    ] {
      let message = try #require(divergent).message
      #expect(message.hasPrefix("'integrate': the integrand still matters"), "\(message)")
    }
    let growing = try #require(parseError("integrate(x -> exp(x), 0, inf)", as: Precise.self))
    #expect(growing.message.hasPrefix("'integrate': the integrand fails at"), "\(growing)")
    #expect(growing.message.hasSuffix(Elementary.tooLarge), "\(growing)")
    #expect(
      try Self.shown("root(x -> x, -inf, 1)", as: Precise.self)
        == "'root' needs finite bounds (-inf is not a finite number)")
  }
}
