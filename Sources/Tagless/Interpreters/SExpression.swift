/// The tree as an S-expression: `(add 3 (divide (multiply 5 (subtract 8 7)) 6))`.
///
/// Operators print as the names of their constructors (`add`, `negate`, `power`, …), built-in
/// functions and the app's by their own names (`(sqrt 2)`, `(clamp x 0 1)`), user functions as
/// `(call f 3)`, comparisons by
/// their names (`(lessOrEqual n 1)`), `(not b)`, `(and a b)`, `(or a b)`,
/// `(conditional c a b)`; numbers in their shortest form, `true`, `false`, constants and
/// variables by name.
public struct SExpression: Hashable, Sendable, CustomStringConvertible {
  /// The printed S-expression.
  public var text: String {
    get { printed.string }
    set { printed = PrintedText(newValue) }
  }

  /// The printed S-expression, built without copying large items (``PrintedText``): a left
  /// chain's text grows at both ends, and a head written in front of a copy of the whole text
  /// at each link would be quadratic in the chain's length.
  public var printed: PrintedText

  /// Wraps printed text.
  @inlinable
  public init(_ text: String) { printed = PrintedText(text) }

  /// Wraps printed text.
  @inlinable
  public init(_ printed: consuming PrintedText) { self.printed = printed }

  /// The printed S-expression.
  public var description: String { text }

  /// Two S-expressions are equal when their texts are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.printed == rhs.printed }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) { hasher.combine(printed) }

  /// `(head item item …)`.
  @inlinable
  public static func list(_ head: String, _ items: some Sequence<Self>) -> Self {
    var text = PrintedText("(" + head)
    for item in items {
      text.append(" ")
      text.append(item.printed)
    }
    text.append(")")
    return Self(text)
  }

  /// `(head lhs rhs)`.
  @inlinable
  static func link(_ head: String, _ lhs: consuming Self, _ rhs: Self) -> Self {
    Self(PrintedText(joining: PrintedText("(" + head + " "), lhs.printed, " ", rhs.printed, ")"))
  }
}

// MARK: - Conformances

extension SExpression: Language {
  /// The S-expression of a literal.
  public static func number(_ value: Double) -> Self { Self(NumberFormatting.string(value)) }
  /// The S-expression of `lhs + rhs`.
  public static func add(_ lhs: consuming Self, _ rhs: Self) -> Self {
    link("add", lhs, rhs)
  }
  /// The S-expression of `lhs - rhs`.
  public static func subtract(_ lhs: consuming Self, _ rhs: Self) -> Self {
    link("subtract", lhs, rhs)
  }
  /// The S-expression of `lhs * rhs`.
  public static func multiply(_ lhs: consuming Self, _ rhs: Self) -> Self {
    link("multiply", lhs, rhs)
  }
  /// The S-expression of `lhs / rhs`.
  public static func divide(_ lhs: consuming Self, _ rhs: Self) -> Self {
    link("divide", lhs, rhs)
  }
  /// The S-expression of `lhs % rhs`.
  public static func remainder(_ lhs: consuming Self, _ rhs: Self) -> Self {
    link("remainder", lhs, rhs)
  }
  /// The S-expression of `-operand`.
  public static func negate(_ operand: Self) -> Self { list("negate", CollectionOfOne(operand)) }
  /// The S-expression of `base ^ exponent`.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    list("power", [base, exponent])
  }
  /// The S-expression of a constant.
  public static func constant(_ constant: Constant) -> Self { Self(constant.name) }
  /// The S-expression of a one-argument built-in call.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    list(function.name, CollectionOfOne(argument))
  }
  /// The S-expression of a two-argument built-in call.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    list(function.name, [first, second])
  }
  /// The S-expression of a call of `min` or `max`.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    list(function.name, arguments)
  }
  /// The S-expression of a variable.
  public static func variable(_ name: String, _ value: Double) -> Self { Self(name) }
}

// MARK: - Booleans and calls

extension SExpression {
  /// Booleans print the same way.
  public typealias Truth = SExpression

  /// `true` or `false`.
  public static func boolean(_ value: Bool) -> Self { Self(value ? "true" : "false") }
  /// `(less a b)`, named after the comparison.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    list("\(comparison)", [lhs, rhs])
  }
  /// `(not b)`.
  public static func not(_ operand: Self) -> Self { list("not", CollectionOfOne(operand)) }
  /// `(and a b)`.
  public static func and(_ lhs: consuming Self, _ rhs: Self) -> Self {
    link("and", lhs, rhs)
  }
  /// `(or a b)`.
  public static func or(_ lhs: consuming Self, _ rhs: Self) -> Self {
    link("or", lhs, rhs)
  }
  /// `(conditional c a b)`.
  public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    list("conditional", [condition, then, otherwise])
  }
  /// The Boolean variable's name.
  public static func variable(_ name: String, _ value: Bool) -> Self { Self(name) }

  /// Calls print as written.
  public static var callExpansion: CallExpansion { .none }
  /// `(call f 3)`.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    list("call " + callee.name, arguments)
  }

  /// The app's constant's name.
  public static func hostConstant(_ name: String, _ value: Double) -> Self { Self(name) }
  /// The app's Boolean constant's name.
  public static func hostConstant(_ name: String, _ value: Bool) -> Self { Self(name) }
  /// `(clamp x 0 1)`: by its name, as a built-in function.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    list(function.name, arguments)
  }
}
