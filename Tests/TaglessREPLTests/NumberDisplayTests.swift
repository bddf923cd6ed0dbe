import Tagless
import Testing

@testable import TaglessREPL

/// The text a line's value shows in the calculator display, or in the round-trip one.
private func shown(_ line: String, _ display: NumberDisplay = .calculator) throws -> String {
  var session = Session()
  session.calculator.display = display
  return session.handle(line).plainText
}

@Suite("NumberDisplay")
struct NumberDisplayTests {
  /// The calculator display: 15 significant digits, integers from 2^53 in full when exact.
  @Test(arguments: [
    ("0.1*3", "0.3"), ("100*1.1", "110"), ("19.99*1.2", "23.988"), ("cos(60*pi/180)", "0.5"),
    ("1.609344", "1.609344"), ("1/3", "0.333333333333333"), ("2/3", "0.666666666666667"),
    ("1e-7", "1e-7"), ("1e21", "1000000000000000000000"), ("1e300", "1e300"),
    ("5e-324", "5e-324"), ("0.1+0.2", "0.3"), ("1 - 1e-16", "1"), ("-0", "-0"),
    ("inf", "inf"), ("0/0", "nan"), ("1e16+1", "≈ 10000000000000000"),
    ("2^64", "18446744073709551616"), ("-2^64", "-18446744073709551616"),
    ("2^70", "1180591620717411303424"), ("123456789012345678", "≈ 123456789012345680"),
    ("2^53+1", "≈ 9007199254740992"), ("1234567890123456", "1234567890123456"),
    ("2^70+1", "1.18059162071741e21"), ("x = 2^64", "x = 18446744073709551616"),
  ])
  func calculator(line: String, expected: String) throws {
    #expect(try shown(line) == expected)
  }

  /// The round-trip display keeps the digits that read back.
  @Test(arguments: [
    ("0.1*3", "0.30000000000000004"), ("1/3", "0.3333333333333333"),
    ("2^64", "18446744073709552000"), ("1e21", "1e21"), ("1 - 1e-16", "0.9999999999999999"),
  ])
  func roundTrip(line: String, expected: String) throws {
    #expect(try shown(line, .roundTrip) == expected)
  }

  /// `ans` holding an exact large integer reads as that integer; adding one is not exact.
  @Test func answerReadsAsItsInteger() {
    var session = Session()
    _ = session.handle("2^64")
    #expect([session.handle("ans").plainText] == ["18446744073709551616"])
    #expect([session.handle("ans + 1").plainText] == ["≈ 18446744073709552000"])
  }

  /// `:numbers` switches the display.
  @Test func numbersCommand() {
    var session = Session()
    _ = session.handle(":numbers round-trip")
    #expect([session.handle("0.1*3").plainText] == ["0.30000000000000004"])
    _ = session.handle(":numbers calculator")
    #expect([session.handle("0.1*3").plainText] == ["0.3"])
  }
}
