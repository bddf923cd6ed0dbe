import Tagless
import TaglessREPL
import Testing

/// `integrate`, `root`, `sum` and `product` give one answer per line in every view and both
/// encodings where the doubles used to differ from exact and precise: a pole is no root,
/// unbounded ranges and empty infinite ones are refused, a line's budget of applications
/// bounds every method.
@Suite("Numerical built-ins: one answer per line across views")
struct NumericalAgreementTests {
  static let views: [Interpretation] = [.eval, .exact, .precise]

  /// Lines every view refuses, with the start of what each shows (the column, the message).
  static let refusals: [(line: String, shown: String)] = [
    ("root(x -> tan(x), 1, 2)", "1: 'root': f changes sign at a pole near 1.570796326794896"),
    ("integrate(x -> x, inf, inf)", "1: 'integrate': invalid bounds of integration"),
    (
      "sum(x -> x, -inf, 3)",
      "1: -inf is not a finite number; only the bounds of 'integrate' may be infinite"
    ),
    ("integrate(x -> exp(-abs(x-1e5)), -inf, inf)", "1: 'integrate': no convergence"),
  ]

  @Test("refused alike in every view and both encodings", arguments: refusals)
  func refused(line: String, shown: String) throws {
    for view in Self.views {
      for encoding in Encoding.allCases {
        let text = try Calculator.shown(line, view, via: encoding, after: [])
        #expect(text.hasPrefix(shown), "\(view.name) via \(encoding): \(text)")
      }
    }
  }

  @Test("a NaN bound of a sum is an error, as an infinite one is, in both encodings")
  func nanBound() throws {
    for encoding in Encoding.allCases {
      let text = try Calculator.shown("sum(x -> x, 0/0, 3)", .eval, via: encoding, after: [])
      #expect(
        text == "1: nan is not a finite number; only the bounds of 'integrate' may be infinite")
    }
  }

  @Test("a rounding stop whose error is as large as the value is no answer, in both encodings")
  func roundoffWithALargeError() throws {
    // The method stops on rounding at 25.13 ± 39.4; the integral is 24.4812 (mpmath).
    let line =
      "integrate(x -> 1 / (1 + ((x - 23163.2) / 13.6)^2) + 1 / (1 + x^2), -65.8931, 23163.2)"
    for encoding in Encoding.allCases {
      let text = try Calculator.shown(line, .eval, via: encoding, after: [])
      #expect(text.hasPrefix("1: 'integrate': rounding error prevents"), "\(text)")
    }
  }

  @Test("hypot beyond the functions' range is its root in exact as in precise")
  func hypotBeyondTheRange() throws {
    for encoding in Encoding.allCases {
      let line = "hypot(3e-400000, 4e-400000)"
      #expect(try Calculator.shown(line, .precise, via: encoding, after: []) == "5e-400000")
      // Exact holds such literals as decimals, so the root is marked approximate.
      #expect(try Calculator.shown(line, .exact, via: encoding, after: []) == "≈ 5e-400000")
    }
  }

  /// Methods that apply their function fewer times than a cancellation check's interval.
  static let budgeted = [
    "root(x -> x^2 - 2, 0, 2)", "integrate(x -> x^2, 0, 1)", "sum(x -> x, 1, 10)",
    "product(x -> x, 1, 10)",
  ]

  @Test("--max-steps bounds every method in every view", arguments: budgeted)
  func budget(_ line: String) throws {
    var limits = Limits.standard
    limits.maximumCalls = 5
    let calculator = Calculator(limits: limits)
    for view in Self.views {
      for encoding in Encoding.allCases {
        let text = calculator.shown(line, view, via: encoding)
        #expect(
          text == "1: the line applies functions too many times (the limit is 5)",
          "\(view.name) via \(encoding)")
      }
    }
  }
}
