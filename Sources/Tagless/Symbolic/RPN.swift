/// The reverse Polish printer: operands first, then their operator, as on an RPN calculator.
///
/// Tokens are separated by single spaces. Operators are `+ - * / % ^`, unary minus is `neg`,
/// built-in functions of fixed arity are their names (`sqrt`, `atan2`), `min` and `max` carry
/// their argument count (`max/3`), and a call of a user function or of the app's is its name
/// with its argument count (`f/1`, `clamp/3`); the app's constants are their names. Comparisons are `< <= > >= == !=`, logic `not and or`, `true` and `false`
/// themselves, and the conditional `c ? a : b` is `c a b ?:`, an operator of three operands.
/// A function value is a quotation, `{ k -> 1 k 2 ^ / }` (its parameters, `->`, its body's
/// tokens), which `sum` and `product` take with their bounds (`{ k -> k } 1 10 sum`) and
/// `apply/n` takes after its n arguments (`2 { x -> x 1 + } apply/1`).
/// No parentheses are ever needed.
///
/// ```swift
/// try Parser.expression("3 + 5 * (8 - 7) / 6", as: RPN.self).text  // "3 5 8 7 - * 6 / +"
/// ```
public struct RPN: Hashable, Sendable, CustomStringConvertible {
  /// The tokens, separated by spaces, built without copying large operands
  /// (``PrintedText``).
  public var printed: PrintedText

  /// The tokens, separated by spaces.
  public var text: String {
    get { printed.string }
    set { printed = PrintedText(newValue) }
  }

  /// Wraps printed tokens.
  public init(_ text: String) { printed = PrintedText(text) }

  /// Wraps printed tokens.
  public init(_ printed: consuming PrintedText) { self.printed = printed }

  /// The tokens, separated by spaces.
  public var description: String { text }

  /// The operands' tokens in order, then `token`.
  static func postfix(_ operands: [Self], _ token: String) -> Self {
    var text = PrintedText("")
    for operand in operands {
      text.append(operand.printed)
      text.append(" ")
    }
    text.append(token)
    return Self(text)
  }

  /// `lhs rhs token`, the left operand's text extended in place when the parser hands it over,
  /// so that a long left-deep chain is written in linear time.
  static func postfix(_ lhs: consuming Self, _ rhs: Self, _ token: String) -> Self {
    var text = (consume lhs).printed
    text.append(" ")
    text.append(rhs.printed)
    text.append(" ")
    text.append(token)
    return Self(text)
  }
}

// MARK: - Conformances

extension RPN: Language {
  /// The literal in its shortest form (`1e309` for infinity, so it reads back).
  public static func number(_ value: Double) -> Self { Self(PrettyPrint.literal(value)) }
  /// `a b +`.
  public static func add(_ lhs: consuming Self, _ rhs: Self) -> Self {
    postfix(lhs, rhs, "+")
  }
  /// `a b -`.
  public static func subtract(_ lhs: consuming Self, _ rhs: Self) -> Self {
    postfix(lhs, rhs, "-")
  }
  /// `a b *`.
  public static func multiply(_ lhs: consuming Self, _ rhs: Self) -> Self {
    postfix(lhs, rhs, "*")
  }
  /// `a b /`.
  public static func divide(_ lhs: consuming Self, _ rhs: Self) -> Self {
    postfix(lhs, rhs, "/")
  }
  /// `a b %`.
  public static func remainder(_ lhs: consuming Self, _ rhs: Self) -> Self {
    postfix(lhs, rhs, "%")
  }
  /// `a neg`.
  public static func negate(_ operand: Self) -> Self { postfix([operand], "neg") }
  /// `a b ^`.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    postfix([base, exponent], "^")
  }
  /// `pi` or `e`.
  public static func constant(_ constant: Constant) -> Self { Self(constant.name) }
  /// `a sqrt`.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    postfix([argument], function.name)
  }
  /// `y x atan2`.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    postfix([first, second], function.name)
  }
  /// `a b c max/3`.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    postfix(arguments, function.name + "/" + String(arguments.count))
  }
  /// The name.
  public static func variable(_ name: String, _ value: Double) -> Self { Self(name) }
}

// MARK: - Booleans and calls

extension RPN {
  /// Booleans print the same way.
  public typealias Truth = RPN

  /// `true` or `false`.
  public static func boolean(_ value: Bool) -> Self { Self(value ? "true" : "false") }
  /// `a b <`.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    postfix([lhs, rhs], comparison.symbol)
  }
  /// `a not`.
  public static func not(_ operand: Self) -> Self { postfix([operand], "not") }
  /// `a b and`.
  public static func and(_ lhs: consuming Self, _ rhs: Self) -> Self {
    postfix(lhs, rhs, "and")
  }
  /// `a b or`.
  public static func or(_ lhs: consuming Self, _ rhs: Self) -> Self {
    postfix(lhs, rhs, "or")
  }
  /// `c a b ?:`.
  public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    postfix([condition, then, otherwise], "?:")
  }
  /// The name.
  public static func variable(_ name: String, _ value: Bool) -> Self { Self(name) }

  /// Calls print as written.
  public static var callExpansion: CallExpansion { .none }
  /// `a b f/2`.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    postfix(arguments, callee.name + "/" + String(arguments.count))
  }

  /// The app's constant's name.
  public static func hostConstant(_ name: String, _ value: Double) -> Self { Self(name) }
  /// The app's Boolean constant's name.
  public static func hostConstant(_ name: String, _ value: Bool) -> Self { Self(name) }
  /// `x 0 1 clamp/3`: as a user function's call, since a reader cannot know the app's arities.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    postfix(arguments, function.description)
  }
}
