import Testing

@testable import Tagless
@testable import TaglessPrecision

/// The arbitrary-precision interpreter through the generic parser.
@Suite struct PreciseTests {
  /// The text of a line in `Precise` at `digits` digits, or its failure as `column: message`.
  static func precise(_ text: String, digits: Int = 50, in environment: Environment = Environment())
    throws -> String
  {
    try precisionShown(text, as: Precise.self, digits: digits, in: environment, failure: \.failure)
  }

  @Test(arguments: [
    ("1/3", 5, "0.33333"),
    ("2/3", 5, "0.66667"),
    ("0.1 + 0.2", 2, "0.3"),
    ("1e21 * 3", 50, "3e21"),
    ("123456", 3, "123000"),
    ("2.5 + 0", 1_000, "2.5"),
    ("0.125", 2, "0.12"),
    ("0.375", 2, "0.38"),
    ("2^100", 50, "1.267650600228229401496703205376e30"),
    ("2^100", 10, "1.2676506e30"),
    ("2^60", 50, "1152921504606846976"),
    // Bases and separators, read exactly.
    ("0xffffffffffffffffffff", 50, "1.208925819614629174706175e24"),
    ("0xffffffffffffffffffff", 5, "1.2089e24"),
    ("1_000.000_1", 50, "1000.0001"),
    ("0b1_1 + 0o1_7", 50, "18"),
    ("1e-7 * 2", 5, "2e-7"),
    // Literals are exact operands; each operation's result and a literal shown are rounded
    // (issue 20: `2^16383` at 2 digits was 2^16000).
    ("2^16383", 2, "5.9e4931"),
    ("2^(16000 + 383)", 2, "3e4816"),
    ("0.125 == 0.12", 2, "false"),
    ("0.125 > 0.12", 2, "true"),
    ("1.25 - 1.2", 2, "0.05"),
    ("123456 - 123000", 3, "456"),
    ("-123456", 3, "-123000"),
    ("max(0.125, 0.12)", 2, "0.12"),
    ("1.0000000000000000000001 - 1", 20, "1e-22"),
    ("sqrt(1.0000000000000000000001) - 1", 20, "0"),
  ])
  func roundedToTheDigits(_ text: String, _ digits: Int, _ expected: String) throws {
    #expect(try Self.precise(text, digits: digits) == expected)
  }

  @Test(arguments: [
    ("1 + 1/0", "6: division by zero"),
    ("2 * 0^-1", "6: 0 to a negative power (division by zero)"),
    ("sqrt(-2)", "1: square root of a negative number"),
    ("3 - log(-1)", "5: log of a negative number"),
    ("acos(1.5)", "1: acos needs an argument from -1 to 1"),
    ("exp(1e20)", "1: the result is too large (beyond 1e1000000000000000)"),
    ("1e999999999999999 * 100", "19: the result is too large (beyond 1e1000000000000000)"),
    ("sin(1e200000)", "1: sin supports arguments from 1e-100000 to 1e100000"),
    ("(-2)^0.5", "5: a negative number to a non-integer power"),
  ])
  func failuresAreAtTheOperator(_ text: String, _ expected: String) throws {
    #expect(try Self.precise(text) == expected)
  }

  @Test func hugeAndTinyArguments() throws {
    #expect(try Self.precise("log10(1e300000)") == "300000")
    #expect(try Self.precise("tanh(1e300000)") == "1")
    #expect(try Self.precise("sin(1e-300000)") == "1e-300000")
    #expect(try Self.precise("exp(-1e-300000)") == "1")
    #expect(try Self.precise("1e-300000 + 1") == "1")
    #expect(try Self.precise("1e300000 % 7") == "1")
  }

  /// Exponents near the range's end never become powers of ten of that size (GMP would stop
  /// the process: it cannot hold 10^999999999999999).
  @Test(arguments: [
    ("hypot(1e999999999999999, 1)", "1e999999999999999"),
    ("hypot(3e-999999999999999, 4e-999999999999999)", "5e-999999999999999"),
    ("floor(1e-999999999999999)", "0"),
    ("floor(-1e-999999999999999)", "-1"),
    ("ceil(1e-999999999999999)", "1"),
    ("ceil(-1e-999999999999999)", "0"),
    ("round(-1e-999999999999999) + trunc(1e-999999999999999)", "0"),
    ("round(0.5) + round(-0.05) + floor(-0.05)", "0"),
    // The end of the range, and powers of a base near 1 (mpmath at 80 and 120 digits).
    ("2^3321928094887362", "7.8574314215433681439313507895372229073506084799911e999999999999999"),
    ("0.99999999999999999999^1e20", "0.36787944117144232159368437295560365583782584802594"),
    (
      "1.000000000000000000000000000001^-1e35",
      "3.5629495653093731210711745968961306340774222757414e-43430"
    ),
    ("0.99999999999999999999^1e100", "23: the result is too small (below 1e-1000000000000000)"),
    ("1.00000000000000000001^1e100", "23: the result is too large (beyond 1e1000000000000000)"),
  ])
  func extremeExponents(_ text: String, _ expected: String) throws {
    #expect(try Self.precise(text) == expected)
  }

  @Test func largeArgumentsAreReducedWithEnoughDigitsOfPi() throws {
    // 1e7000 has about 23,000 integer bits; the reduction x - q·π/2 cancels all of them, so it
    // must keep them (values from mpmath at 7,100 and 7,200 digits, which agree).
    #expect(
      try Self.precise("sin(1e7000)") == "-0.40745426360700056308561916834687412299504823170039")
    #expect(
      try Self.precise("cos(-1e7000)") == "-0.9132256145490428021354372510855303913180897759669")
  }

  @Test func booleansConditionalsAndRecursion() throws {
    #expect(try Self.precise("1/3 * 3 == 1", digits: 10) == "false")
    #expect(try Self.precise("0.1 + 0.2 == 0.3") == "true")
    #expect(try Self.precise("1 > 2 && 1/0 > 0") == "false")
    #expect(try Self.precise("1 < 2 ? pi : 1/0", digits: 5) == "3.1416")
    var environment = Environment()
    for definition in ["fact(n) = n <= 1 ? 1 : n * fact(n - 1)", "bad(x) = sqrt(x - 10)"] {
      if case .definition(let function) = try Parser.statement(definition, as: Evaluation.self) {
        environment.define(function)
      }
    }
    #expect(try Self.precise("fact(30)", in: environment) == "2.6525285981219105863630848e32")
    #expect(try Self.precise("fact(30)", digits: 5, in: environment) == "2.6525e32")
    #expect(
      try Self.precise("2 + bad(3)", in: environment) == "5: square root of a negative number")
  }

  @Test func digitsAreClampedAndChecked() throws {
    #expect(Precision.withDigits(1) { Precision.digits } == 2)
    #expect(Precision.withDigits(10_000_000) { Precision.digits } == 100_000)
    #expect(Precision.digits == 50)
    #expect(Precision.problem(with: "100") == nil)
    #expect(Precision.problem(with: "0") == "the number of digits must be at least 2, got 0")
    #expect(Precision.problem(with: "-3") == "the number of digits must be at least 2, got -3")
    #expect(
      Precision.problem(with: "100001")
        == "the number of digits must be at most 100000, got 100001")
    #expect(
      Precision.problem(with: "ten")
        == "the number of digits must be a whole number from 2 to 100000, got 'ten'")
  }
}
