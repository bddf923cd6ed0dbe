import Tagless
import Testing

// MARK: - Identity

@Suite("ExpressionTree identity (bit for bit)")
struct IdentityTests {
  @Test(
    "isIdentical compares doubles by bits, with every NaN alike",
    arguments: [
      (ExpressionTree.number(0), ExpressionTree.number(-0.0), false),
      (.number(.nan), .number(-.nan), true),
      (.number(1), .number(1), true),
      (.variable("x", .nan), .variable("x", .nan), true),
      (.variable("x", 1), .variable("y", 1), false),
      (.add(.number(1), .number(2)), .add(.number(1), .number(2)), true),
      (.add(.number(1), .number(2)), .subtract(.number(1), .number(2)), false),
      (.functionN(.min, [.number(1)]), .functionN(.min, [.number(1), .number(2)]), false),
      (.call(Callee("f"), [.number(.nan)]), .call(Callee("f"), [.number(.nan)]), true),
      // Where a call is written is not part of what it means.
      (.call(Callee("f", at: 0), [.number(1)]), .call(Callee("f", at: 7), [.number(1)]), true),
      (.call(Callee("f"), [.number(1)]), .call(Callee("g"), [.number(1)]), false),
      (
        .conditional(.boolean(true), .number(.nan), .number(0)),
        .conditional(.boolean(true), .number(.nan), .number(0)), true
      ),
      (
        .conditional(.boolean(true), .number(1), .number(0)),
        .conditional(.boolean(false), .number(1), .number(0)), false
      ),
    ])
  func identity(lhs: ExpressionTree, rhs: ExpressionTree, expected: Bool) {
    #expect(lhs.isIdentical(to: rhs) == expected)
    #expect(rhs.isIdentical(to: lhs) == expected)
  }

  @Test(
    "BooleanExpression.isIdentical compares its numbers by bits",
    arguments: [
      (BooleanExpression.boolean(true), BooleanExpression.boolean(true), true),
      (.boolean(true), .boolean(false), false),
      (
        .compare(.less, .number(.nan), .number(0)), .compare(.less, .number(.nan), .number(0)), true
      ),
      (.compare(.less, .number(0), .number(1)), .compare(.less, .number(-0.0), .number(1)), false),
      (
        .compare(.less, .number(0), .number(1)), .compare(.lessOrEqual, .number(0), .number(1)),
        false
      ),
      (.not(.variable("b", true)), .not(.variable("b", true)), true),
      (.and(.boolean(true), .boolean(false)), .or(.boolean(true), .boolean(false)), false),
      (.call(Callee("p", at: 3), [.number(.nan)]), .call(Callee("p"), [.number(.nan)]), true),
    ])
  func booleanIdentity(lhs: BooleanExpression, rhs: BooleanExpression, expected: Bool) {
    #expect(lhs.isIdentical(to: rhs) == expected)
    #expect(rhs.isIdentical(to: lhs) == expected)
  }

  @Test("== follows IEEE 754 where isIdentical does not")
  func equalityDiffers() {
    #expect(ExpressionTree.number(0) == .number(-0.0))
    #expect(ExpressionTree.number(.nan) != .number(.nan))
  }
}
