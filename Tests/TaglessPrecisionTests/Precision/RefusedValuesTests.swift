import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Lines once refused though their values are known.
///
/// From issue 20 ("could not be rounded correctly"): tiny arguments, powers of ten, exact
/// ties reached through powers, and the end of the exponent range; and the lines it lists as
/// running for a minute or more. Every value was checked against mpmath at the digits plus
/// 40, or against Python's exact `Fraction` rounded once (half even).
@Suite struct RefusedValuesTests {
  /// One line: the digits, the text, and what precise shows (exact shows it after "≈ ").
  typealias Row = PreciseTableTests.Entry

  static func line(_ digits: Int, _ text: String, _ value: String) -> Row {
    Row(digits: digits, expression: text, value: value)
  }

  /// Values of functions, which exact shows as approximations.
  static let functions: [Row] = [
    line(50, "sin(1e-4000)", "1e-4000"),
    line(50, "exp(1e-4000)", "1"),
    line(50, "atan2(1, 1e4000)", "1e-4000"),
    line(50, "tanh(3e-4000)", "3e-4000"),
    line(50, "exp(1e-3839)", "1"),
    line(50, "exp(-1e-100000)", "1"),
    line(50, "tan(1e-4000)", "1e-4000"),
    line(50, "atan(-2e-5000)", "-2e-5000"),
    line(50, "asin(1e-4000)", "1e-4000"),
    line(50, "sinh(-7e-4000)", "-7e-4000"),
    line(20, "sin(1.2345678901234567890123e-40)", "1.234567890123456789e-40"),
    line(18, "pow(cosh(2), 22136343547218972E-62454 * 2)", "1"),
    line(36, "2 % sinh(2457.009851e-19078*3.256457E-113)", "3.735479578803491e-19188"),
    line(50, "log10(10^16384)", "16384"),
    line(50, "10^999999999999999", "1e999999999999999"),
    line(17, "exp(2302585092994045)", "5.045854936248425e999999999999999"),
    line(
      50, "exp(2302585092994045)",
      "5.0458549362484250099860144428327362720496781259888e999999999999999"),
    line(20, "exp(2302585092994046)", "1.3716055782244467865e1000000000000000"),
  ]

  /// Powers that exact keeps exact and precise rounds.
  static let powers: [Row] = [
    line(10, "10^16384", "1e16384"),
    line(50, "10^16384", "1e16384"),
    line(1000, "10^16384", "1e16384"),
    line(10000, "10^16384", "1e16384"),
    line(50, "10^-16384", "1e-16384"),
    line(50, "100^8192", "1e16384"),
    line(50, "sqrt(10^32768)", "1e16384"),
    line(50, "(1e10)^3447.1", "1e34471"),
    line(38, "(5e-20)^55", "2.7755575615628913510590791702270507812e-1062"),
    line(2, "2e-501^-3", "1.2e1502"),
  ]

  @Test(arguments: functions + powers)
  func precise(_ row: Row) throws {
    #expect(try PreciseTests.precise(row.expression, digits: row.digits) == row.value)
  }

  @Test(arguments: functions)
  func exact(_ row: Row) throws {
    let shown = try ExactTests.exact(row.expression, digits: row.digits)
    // log10 of an exact power of ten is exact; the rest are approximations.
    #expect(shown == row.value || shown == "≈ " + row.value)
  }

  @Test func exactPowersOfTenStayExact() throws {
    let tenTo16384 = "1" + String(repeating: "0", count: 16384)
    #expect(try ExactTests.exact("10^16384", digits: 10) == tenTo16384)
    #expect(try ExactTests.exact("100^8192") == tenTo16384)
    #expect(try ExactTests.exact("sqrt(10^32768)") == tenTo16384)
    #expect(try ExactTests.exact("10^-16384") == "1/" + tenTo16384)
  }

  /// Lines that ran for a minute or more, in precise: each operand rounded to the digits
  /// first (the hypot's exponent is that of exp(70557703590000)).
  static let preciseOnceSlow: [Row] = [
    line(
      10, "hypot(exp(70.55770e12 + 447555E-1*80.3145665149999), -(988336.00485 / 2))",
      "1.82604945e30642821324902"),
    line(50, "1 / floor(pow(2.7e-33, 18286853155))", "3: division by zero"),
    line(50, "hypot(1e1000000, 1)", "1e1000000"),
    line(50, "hypot(1e999999999999999, 1)", "1e999999999999999"),
    line(50, "floor(1e-10000000)", "0"),
    line(50, "ceil(1e-10000000)", "1"),
    line(50, "round(-1e-10000000)", "0"),
    line(50, "trunc(1e-10000000)", "0"),
  ]

  /// The same in exact, where the values beyond the size budget are approximations.
  static let exactOnceSlow: [Row] = [
    line(50, "1 / floor(pow(2.7e-33, 18286853155))", "3: division by zero"),
    line(50, "1 + 1e-999999999999999", "≈ 1"),
    line(50, "1 + 1e10000000", "≈ 1e10000000"),
    line(50, "1 + exp(1e7)", "≈ 6.5922325346184394895608861310659088446667722661221e4342944"),
    line(50, "floor(1e-10000000)", "0"),
    line(50, "hypot(1e1000000, 1)", "≈ 1e1000000"),
  ]

  @Test(arguments: preciseOnceSlow)
  func preciseOnceUnbounded(_ row: Row) throws {
    #expect(try PreciseTests.precise(row.expression, digits: row.digits) == row.value)
  }

  @Test(arguments: exactOnceSlow + halfwayLines)
  func exactShown(_ row: Row) throws {
    #expect(try ExactTests.exact(row.expression, digits: row.digits) == row.value)
  }

  /// Tiny arguments exactly halfway at 2 digits, in exact (precise rounds the literal to
  /// 2 digits first): the answer is the neighbour on the side of the series' second term.
  static let halfwayLines: [Row] = [
    line(2, "sin(1.35e-4000)", "≈ 1.3e-4000"),
    line(2, "sin(1.25e-4000)", "≈ 1.2e-4000"),
    line(2, "tanh(1.25e-4000)", "≈ 1.2e-4000"),
    line(2, "atan(-1.35e-4000)", "≈ -1.3e-4000"),
    line(2, "atan2(1.35, 1e4000)", "≈ 1.3e-4000"),
    line(2, "sinh(1.25e-4000)", "≈ 1.3e-4000"),
    line(2, "tan(1.25e-4000)", "≈ 1.3e-4000"),
    line(2, "asin(-1.25e-4000)", "≈ -1.3e-4000"),
  ]

  @Test func theRangeEndsWhereItSays() throws {
    // Results up to 9.99…e1000000000000000 are shown; beyond, a clear error.
    #expect(
      try PreciseTests.precise("10^1000000000000001").hasSuffix(
        "too large (beyond 1e1000000000000000)"))
    #expect(
      try PreciseTests.precise("exp(2302585092994048)").hasSuffix(
        "too large (beyond 1e1000000000000000)"))
    #expect(
      try PreciseTests.precise("exp(-2302585092994047)").hasSuffix(
        "too small (below 1e-1000000000000000)"))
    #expect(
      try PreciseTests.precise("10^-1000000000000001").hasSuffix(
        "too small (below 1e-1000000000000000)"))
  }
}
