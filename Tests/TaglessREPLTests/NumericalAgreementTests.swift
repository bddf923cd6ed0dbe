import Tagless
import TaglessREPL
import Testing

/// `integrate`, `root`, `sum` and `product` give one answer per line in every view and both
/// encodings: a line's budget of applications bounds every method.
@Suite("Numerical built-ins: one answer per line across views")
struct NumericalAgreementTests {
  static let views: [Interpretation] = [.eval, .exact, .precise]

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
