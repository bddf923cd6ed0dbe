/// The product interpreter: two interpretations built by one parse.
///
/// Each constructor builds both halves from the halves of its operands, so parsing once into
/// `Both<A, B>` gives what parsing twice, into `A` and into `B`, would — except that a
/// condition only one half can decide is decided for neither (see ``decision(_:)``), and that
/// calls are expanded for both halves when either needs it (a printer half of a deep recursion
/// then builds text it never shows: parse separately for that). It conforms to
/// each protocol of the language when both halves do, and nests for more than two:
///
/// ```swift
/// typealias Standard = Both<Evaluation, Both<PrettyPrint, OperationCount>>
/// let all = try Parser.expression("(1 + 2) * 3", as: Standard.self)
/// all.first.value          // 9
/// all.second.first.text    // "(1 + 2) * 3"
/// all.second.second.total  // 2
/// ```
///
/// A tuple would do the same job if tuples could conform to protocols; they cannot, hence a
/// named generic struct.
public struct Both<A, B> {
  /// The first interpretation.
  public var first: A
  /// The second interpretation.
  public var second: B

  /// Pairs two interpretations of the same expression.
  @inlinable
  public init(_ first: A, _ second: B) {
    self.first = first
    self.second = second
  }
}

extension Both: Equatable where A: Equatable, B: Equatable {}
extension Both: Hashable where A: Hashable, B: Hashable {}
extension Both: Sendable where A: Sendable, B: Sendable {}

// MARK: - Arithmetic

extension Both: Arithmetic where A: Arithmetic, B: Arithmetic {
  /// Both halves of a literal.
  @inlinable public static func number(_ value: Double) -> Self {
    Self(.number(value), .number(value))
  }
  /// Both halves of `lhs + rhs`.
  @inlinable public static func add(_ lhs: Self, _ rhs: Self) -> Self {
    Self(.add(lhs.first, rhs.first), .add(lhs.second, rhs.second))
  }
  /// Both halves of `lhs - rhs`.
  @inlinable public static func subtract(_ lhs: Self, _ rhs: Self) -> Self {
    Self(.subtract(lhs.first, rhs.first), .subtract(lhs.second, rhs.second))
  }
  /// Both halves of `lhs * rhs`.
  @inlinable public static func multiply(_ lhs: Self, _ rhs: Self) -> Self {
    Self(.multiply(lhs.first, rhs.first), .multiply(lhs.second, rhs.second))
  }
  /// Both halves of `lhs / rhs`.
  @inlinable public static func divide(_ lhs: Self, _ rhs: Self) -> Self {
    Self(.divide(lhs.first, rhs.first), .divide(lhs.second, rhs.second))
  }
  /// Both halves of `lhs % rhs`.
  @inlinable public static func remainder(_ lhs: Self, _ rhs: Self) -> Self {
    Self(.remainder(lhs.first, rhs.first), .remainder(lhs.second, rhs.second))
  }
  /// Both halves of `-operand`.
  @inlinable public static func negate(_ operand: Self) -> Self {
    Self(.negate(operand.first), .negate(operand.second))
  }
}

// MARK: - Power

extension Both: Power where A: Power, B: Power {
  /// Both halves of `base ^ exponent`.
  @inlinable public static func power(_ base: Self, _ exponent: Self) -> Self {
    Self(.power(base.first, exponent.first), .power(base.second, exponent.second))
  }
}

// MARK: - Builtins

extension Both: Builtins where A: Builtins, B: Builtins {
  /// Both halves of a named constant.
  @inlinable public static func constant(_ constant: Constant) -> Self {
    Self(.constant(constant), .constant(constant))
  }
  /// Both halves of a one-argument call.
  @inlinable public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    Self(.function1(function, argument.first), .function1(function, argument.second))
  }
  /// Both halves of a two-argument call.
  @inlinable public static func function2(
    _ function: BinaryFunction, _ first: Self, _ second: Self
  ) -> Self {
    Self(
      .function2(function, first.first, second.first),
      .function2(function, first.second, second.second))
  }
  /// Both halves of a call of `min` or `max`.
  @inlinable public static func functionN(_ function: VariadicFunction, _ arguments: [Self])
    -> Self
  {
    Self(
      .functionN(function, arguments.map(\.first)), .functionN(function, arguments.map(\.second)))
  }
}

// MARK: - Booleans

extension Both: Booleans where A: UserFunctions, B: UserFunctions {
  /// A Boolean is a pair of the halves' Booleans.
  public typealias Truth = Both<A.Truth, B.Truth>

  /// Both halves of a literal.
  @inlinable public static func boolean(_ value: Bool) -> Truth {
    Truth(A.boolean(value), B.boolean(value))
  }
  /// Both halves of a comparison.
  @inlinable public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self)
    -> Truth
  {
    Truth(
      A.compare(comparison, lhs.first, rhs.first), B.compare(comparison, lhs.second, rhs.second))
  }
  /// Both halves of `!operand`.
  @inlinable public static func not(_ operand: Truth) -> Truth {
    Truth(A.not(operand.first), B.not(operand.second))
  }
  /// Both halves of `lhs && rhs`.
  @inlinable public static func and(_ lhs: Truth, _ rhs: Truth) -> Truth {
    Truth(A.and(lhs.first, rhs.first), B.and(lhs.second, rhs.second))
  }
  /// Both halves of `lhs || rhs`.
  @inlinable public static func or(_ lhs: Truth, _ rhs: Truth) -> Truth {
    Truth(A.or(lhs.first, rhs.first), B.or(lhs.second, rhs.second))
  }
  /// Known when every half that expands calls knows it, and they agree.
  ///
  /// The operand a known condition skips is left unexpanded for both halves, with
  /// placeholders: harmless for a half that shows calls as written (a printer never needed the
  /// expansion), wrong for one that expands calls but did not know the condition. So only the
  /// halves that expand calls are asked; a half that does not is never in the way.
  @inlinable public static func decision(_ condition: borrowing Truth) -> Bool? {
    let pair = copy condition
    let first = A.decision(pair.first)
    let second = B.decision(pair.second)
    if A.callExpansion == .none { return second }
    if B.callExpansion == .none { return first }
    return first == second ? first : nil
  }
}

extension Both: Conditionals
where A: Conditionals & UserFunctions, B: Conditionals & UserFunctions {
  /// Both halves of a conditional.
  @inlinable public static func conditional(_ condition: Truth, _ then: Self, _ otherwise: Self)
    -> Self
  {
    Self(
      A.conditional(condition.first, then.first, otherwise.first),
      B.conditional(condition.second, then.second, otherwise.second))
  }
  /// Both halves of a conditional of Booleans.
  @inlinable public static func conditional(
    _ condition: Truth, _ then: Truth, _ otherwise: Truth
  ) -> Truth {
    Truth(
      A.conditional(condition.first, then.first, otherwise.first),
      B.conditional(condition.second, then.second, otherwise.second))
  }
}

// MARK: - Names

extension Both: Variables where A: Variables & UserFunctions, B: Variables & UserFunctions {
  /// Both halves of a variable.
  @inlinable public static func variable(_ name: String, _ value: Double) -> Self {
    Self(.variable(name, value), .variable(name, value))
  }
  /// Both halves of a Boolean variable.
  @inlinable public static func variable(_ name: String, _ value: Bool) -> Truth {
    Truth(A.variable(name, value), B.variable(name, value))
  }
  /// Both halves of a free variable.
  @inlinable public static func freeVariable(_ name: String, at offset: Int) -> Self {
    Self(.freeVariable(name, at: offset), .freeVariable(name, at: offset))
  }
  /// Both halves of a free Boolean variable.
  @inlinable public static func freeBooleanVariable(_ name: String, at offset: Int) -> Truth {
    Truth(A.freeBooleanVariable(name, at: offset), B.freeBooleanVariable(name, at: offset))
  }
  /// Both halves of the app's constant.
  @inlinable public static func hostConstant(_ name: String, _ value: Double) -> Self {
    Self(.hostConstant(name, value), .hostConstant(name, value))
  }
  /// Both halves of the app's Boolean constant.
  @inlinable public static func hostConstant(_ name: String, _ value: Bool) -> Truth {
    Truth(A.hostConstant(name, value), B.hostConstant(name, value))
  }
}

extension Both: UserFunctions where A: UserFunctions, B: UserFunctions {
  /// What the more demanding half needs.
  @inlinable public static var callExpansion: CallExpansion {
    max(A.callExpansion, B.callExpansion)
  }
  /// Both halves of a user function's call.
  @inlinable public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?)
    -> Self
  {
    Self(
      .call(callee, arguments.map(\.first), expansion?.first),
      .call(callee, arguments.map(\.second), expansion?.second))
  }
  /// Both halves of a Boolean user function's call.
  @inlinable public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Truth?)
    -> Truth
  {
    Truth(
      A.call(callee, arguments.map(\.first), expansion?.first),
      B.call(callee, arguments.map(\.second), expansion?.second))
  }
  /// Both halves of a call of the app's function.
  @inlinable public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    Self(
      .hostCall(function, arguments.map(\.first)), .hostCall(function, arguments.map(\.second)))
  }
  /// Both halves of a call of the app's predicate.
  @inlinable public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Truth {
    Truth(
      A.hostCall(predicate: predicate, arguments.map(\.first)),
      B.hostCall(predicate: predicate, arguments.map(\.second)))
  }
}
