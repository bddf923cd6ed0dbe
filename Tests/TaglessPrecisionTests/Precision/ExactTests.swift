import Testing

@testable import Tagless
@testable import TaglessPrecision

/// The exact interpreter through the generic parser, as people use it.
@Suite struct ExactTests {
  /// The text of a line in `Exact`, or its failure as `column: message`.
  static func exact(_ text: String, in environment: Environment = Environment(), digits: Int = 50)
    throws -> String
  {
    try precisionShown(text, as: Exact.self, digits: digits, in: environment, failure: \.failure)
  }

  @Test(arguments: [
    ("1/3 + 1/6", "1/2"),
    ("0.1 + 0.2", "3/10"),
    ("2^100", "1267650600228229401496703205376"),
    ("(2/3)^-2", "9/4"),
    ("7 % 3", "1"),
    ("-7 % 3", "-1"),
    ("7.5 % 2", "3/2"),
    ("1/3 % 1/7", "1/21"),
    ("min(1/3, 0.333, 1/2)", "333/1000"),
    ("max(1/3, 0.333, -5)", "1/3"),
    ("sqrt(9/4)", "3/2"),
    ("cbrt(-27/8)", "-3/2"),
    ("4^0.5", "2"),
    ("(27/8)^(-2/3)", "4/9"),
    ("log10(1000)", "3"),
    ("log2(1/8)", "-3"),
    ("exp(0) + cos(0) + sin(0)", "2"),
    ("hypot(3, 4)", "5"),
    ("floor(-7/2) + ceil(7/2) + round(5/2) + trunc(-7/2)", "0"),
    ("abs(-2/3)", "2/3"),
    ("123456789012345678901234567890 + 1", "123456789012345678901234567891"),
    ("0.1e-30 * 1e30", "1/10"),
    // Bases and separators, read exactly past a double's 53 bits too.
    ("0xffffffffffffffffffff", "1208925819614629174706175"),
    ("0x1_0000_0000_0000_0000 / 3", "18446744073709551616/3"),
    ("0b1" + String(repeating: "0", count: 100), "1267650600228229401496703205376"),
    ("0o777 + 0b1", "512"),
    ("1_000.000_1", "10000001/10000"),
    ("123_456_789_012_345_678_901 + 1", "123456789012345678902"),
    ("0.000_000_000_000_000_000_001 * 1e21", "1"),
    ("1.5e3", "1500"),
    ("-(1/2)", "-1/2"),
    ("10^-3", "1/1000"),
    ("(2^128)^(1/128)", "2"),
    ("(2^300 / 3^300)^(-3/100)", "19683/512"),
    // Powers of the base, found by the trailing zero bits and one comparison (dividing by the
    // base while it divides took seconds at this size).
    ("log2(2^99999)", "99999"),
    ("log10(10^99998)", "99998"),
    ("log10(1/10^99998)", "-99998"),
  ])
  func exactValues(_ text: String, _ expected: String) throws {
    #expect(try Self.exact(text) == expected)
  }

  /// An integer power within the budget is exact, its size measured as the budget measures
  /// values: `10^60000` (60,001 digits) was counted as 120,000 and became an approximation.
  @Test(arguments: [
    ("10^60000", 60_001), ("10^99998", 99_999), ("7^60000", 50_706), ("2^332000", 99_942),
  ])
  func longPowersAreExact(_ text: String, _ digits: Int) throws {
    let shown = try Self.exact(text)
    #expect(shown.count == digits)
    #expect(shown.allSatisfy { $0.isNumber })
  }

  /// A fraction whose denominator is 2^a·5^b ends as a decimal; one comparison with a power
  /// of 5 decides it, whatever b.
  @Test func terminatingDecimals() {
    let five = Rational(BigInt(1), BigInt.power(word: 5, 99_999))
    #expect(five.terminatingDecimal?.exponent == -99_999)
    #expect(Rational(BigInt(3), BigInt(40)).terminatingDecimal?.description == "0.075")
    #expect(Rational(BigInt(1), BigInt(3 * 5 * 5)).terminatingDecimal == nil)
    #expect(Rational(BigInt(1), BigInt(1)).terminatingDecimal?.description == "1")
  }

  @Test(arguments: [
    ("sqrt(2)", "≈ 1.4142135623730950488016887242096980785696718753769"),
    ("pi", "≈ 3.1415926535897932384626433832795028841971693993751"),
    ("2^0.5", "≈ 1.4142135623730950488016887242096980785696718753769"),
    ("sin(1)", "≈ 0.84147098480789650665250232163029899962256306079837"),
    ("sqrt(2) * sqrt(2)", "≈ 1.9999999999999999999999999999999999999999999999999"),
    ("1/3 + pi", "≈ 3.4749259869231265717959767166128362175305027327084"),
    ("sin(1/3)", "≈ 0.32719469679615224417334408526762060606430140689376"),
  ])
  func approximateValues(_ text: String, _ expected: String) throws {
    #expect(try Self.exact(text) == expected)
  }

  /// Approximate values with exponents near the range's end are added and rounded without a
  /// power of ten of that size (GMP would stop the process).
  @Test(arguments: [
    ("1 + 1e999999999999999", "≈ 1e999999999999999"),
    ("1e999999999999999 - 1", "≈ 1e999999999999999"),
    ("1 + 1e-999999999999999", "≈ 1"),
    ("1 - 1e-999999999999999", "≈ 1"),
    ("floor(1e-999999999999999)", "0"),
    ("floor(-1e-999999999999999)", "-1"),
    ("(1 - 10^-151)^(10^160)", "≈ 1.2495342719210132809243784990149910897645113791867e-434294482"),
  ])
  func extremeExponents(_ text: String, _ expected: String) throws {
    #expect(try Self.exact(text) == expected)
  }

  /// An exact result past the budget is an error at its operator, never an approximation.
  @Test(arguments: [
    ("10^40000 * 10^40000 * 10^40000", "21: the exact result has more than 100000 digits"),
    ("1/3^60000 + 1/7^50000", "11: the exact result has more than 100000 digits"),
    ("10^40000 * 10^40000", "1" + String(repeating: "0", count: 80_000)),
  ])
  func budget(_ text: String, _ expected: String) throws {
    #expect(try Self.exact(text) == expected)
  }

  @Test func approximationsUseTheDigits() throws {
    #expect(try Self.exact("sqrt(2)", digits: 10) == "≈ 1.414213562")
    #expect(try Self.exact("1/3", digits: 10) == "1/3")
  }

  @Test(arguments: [
    ("1 + 1/0", "6: division by zero"),
    ("2 * (3 / (1 - 1))", "8: division by zero"),
    ("0^-1", "2: 0 to a negative power (division by zero)"),
    ("5 % 0", "3: remainder of a division by zero"),
    ("sqrt(-4)", "1: square root of a negative number"),
    ("1 + log(0)", "5: log of 0 is -infinity"),
    ("asin(2)", "1: asin needs an argument from -1 to 1"),
    ("(-8)^(1/3)", "5: a negative number to a non-integer power"),
    ("1/0 < 2", "2: division by zero"),
  ])
  func failuresAreAtTheOperator(_ text: String, _ expected: String) throws {
    #expect(try Self.exact(text) == expected)
  }

  @Test(arguments: [
    ("1/3 < 0.3334", "true"),
    ("1/3 == 2/6", "true"),
    ("0.1 + 0.2 == 0.3", "true"),
    ("1/3 != 0.3333333333333333", "true"),
    ("sqrt(2) > 1.4142", "true"),
    ("true && 1/3 >= 1/3", "true"),
    ("1 > 2 && 1/0 > 0", "false"),
    ("1 < 2 || 1/0 > 0", "true"),
    ("1/3 > 1/2 ? 1 : 2/3", "2/3"),
    ("0 == 0 ? 1 : 1/0", "1"),
  ])
  func booleansAndConditionals(_ text: String, _ expected: String) throws {
    #expect(try Self.exact(text) == expected)
  }

  @Test func recursionIsExact() throws {
    var environment = Environment()
    for definition in [
      "fact(n) = n <= 1 ? 1 : n * fact(n - 1)",
      "harmonic(n) = n == 0 ? 0 : 1/n + harmonic(n - 1)",
      "inverse(x) = 1 / x",
      "outer(x) = 2 + inverse(x)",
    ] {
      if case .definition(let function) = try Parser.statement(definition, as: Evaluation.self) {
        environment.define(function)
      }
    }
    #expect(try Self.exact("fact(25)", in: environment) == "15511210043330985984000000")
    #expect(try Self.exact("harmonic(10)", in: environment) == "7381/2520")
    // A failure inside a body is reported at the outermost call of the line.
    #expect(try Self.exact("1 + outer(0)", in: environment) == "5: division by zero")
    // A failure in an argument keeps its own place.
    #expect(try Self.exact("inverse(1/0)", in: environment) == "10: division by zero")
  }

  @Test func variablesAreTheirShortestDecimal() throws {
    var environment = Environment()
    environment.assign("x", 0.1)
    #expect(try Self.exact("x + 0.2", in: environment) == "3/10")
    environment.assign("big", .infinity)
    #expect(
      try Self.exact("big + 1", in: environment)
        == "5: inf is not a finite number; only the bounds of 'integrate' may be infinite")
  }
}
