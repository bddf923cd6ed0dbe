import Tagless
import Testing

// MARK: - Identity

@Suite("Expression identity (bit for bit)")
struct IdentityTests {
  @Test(
    "isIdentical compares doubles by bits, with every NaN alike",
    arguments: [
      (Expression.number(0), Expression.number(-0.0), false),
      (.number(.nan), .number(-.nan), true),
      (.number(1), .number(1), true),
      (.variable("x", .nan), .variable("x", .nan), true),
      (.variable("x", 1), .variable("y", 1), false),
      (.add(.number(1), .number(2)), .add(.number(1), .number(2)), true),
      (.add(.number(1), .number(2)), .subtract(.number(1), .number(2)), false),
      (.functionN(.min, [.number(1)]), .functionN(.min, [.number(1), .number(2)]), false),
      (
        .call("f", [.number(.nan)], .negate(.number(.nan))),
        .call("f", [.number(.nan)], .negate(.number(.nan))), true
      ),
    ])
  func identity(lhs: Expression, rhs: Expression, expected: Bool) {
    #expect(lhs.isIdentical(to: rhs) == expected)
    #expect(rhs.isIdentical(to: lhs) == expected)
  }

  @Test("== follows IEEE 754 where isIdentical does not")
  func equalityDiffers() {
    #expect(Expression.number(0) == .number(-0.0))
    #expect(Expression.number(.nan) != .number(.nan))
  }
}
