// MARK: - Both

/// The product interpreter: two interpretations built by one parse.
///
/// Each constructor builds both halves from the halves of its operands, so parsing once into
/// `Both<A, B>` gives exactly what parsing twice, into `A` and into `B`, would. It conforms to
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

// MARK: - Names

extension Both: Variables where A: Variables, B: Variables {
  /// Both halves of a variable.
  @inlinable public static func variable(_ name: String, _ value: Double) -> Self {
    Self(.variable(name, value), .variable(name, value))
  }
}

extension Both: UserFunctions where A: UserFunctions, B: UserFunctions {
  /// Both halves of a user function's call.
  @inlinable public static func call(_ name: String, _ arguments: [Self], _ expansion: Self)
    -> Self
  {
    Self(
      .call(name, arguments.map(\.first), expansion.first),
      .call(name, arguments.map(\.second), expansion.second))
  }
}
