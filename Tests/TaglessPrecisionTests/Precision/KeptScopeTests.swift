import Testing

@testable import Tagless
@testable import TaglessPrecision

/// Values kept for variables are read only inside the scope that keeps them: a scope that keeps
/// none, even inside one that keeps some, reads each variable's double.
@Suite struct KeptScopeTests {
  @Test func keptOnlyInsideTheirScope() throws {
    let third = Precision.Kept(.exact(Rational(1, 3)), double: 1.0 / 3)
    var environment = Environment()
    environment.assign("x", .number(1.0 / 3))
    let kept = try Precision.withDigits(50, keeping: ["x": third]) {
      try Parser.expression("x * 3", as: Exact.self, in: environment)
    }
    #expect(kept.description == "1")
    let inner = try Precision.withDigits(50, keeping: ["x": third]) {
      try Precision.withDigits(50, keeping: [:]) {
        try Parser.expression("x * 3", as: Exact.self, in: environment)
      }
    }
    // The double 1/3 times 3 is not 1 exactly.
    #expect(inner.description != "1")
    #expect(Precision.kept.isEmpty)
  }
}
