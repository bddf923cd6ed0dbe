/// The pretty printer: canonical text with the fewest parentheses that keep the tree.
///
/// One space around binary operators, none after unary minus or inside a call's parentheses,
/// `, ` between arguments; numbers in their shortest form; aliases in their ASCII spelling.
/// Parsing the printed text gives the same tree, so printing is idempotent.
///
/// ```swift
/// try Parser.expression("(1+2)*3", as: PrettyPrint.self).text   // "(1 + 2) * 3"
/// try Parser.expression("-(2)^2", as: PrettyPrint.self).text    // "-2 ^ 2"
/// ```
public struct PrettyPrint: Hashable, Sendable, CustomStringConvertible {
  /// The printed text, built without copying large operands (``PrintedText``).
  public var printed: PrintedText
  /// How tightly `text` binds, to decide parentheses where it becomes an operand.
  public var precedence: Precedence

  /// The printed text.
  public var text: String {
    get { printed.string }
    set { printed = PrintedText(newValue) }
  }

  /// Wraps printed text of a known precedence.
  @inlinable
  public init(_ text: String, precedence: Precedence) {
    self.init(PrintedText(text), precedence: precedence)
  }

  /// Wraps printed text of a known precedence.
  @inlinable
  public init(_ printed: consuming PrintedText, precedence: Precedence) {
    self.printed = printed
    self.precedence = precedence
  }

  /// The printed text.
  public var description: String { text }

  /// A literal's text: its shortest form, except that an infinite literal (only an overflowing
  /// one such as `1e400` can be written) prints as `1e309`, the shortest text that reads back
  /// as infinity, so that printed text always parses again.
  public static func literal(_ value: Double) -> String {
    value == .infinity ? "1e309" : NumberFormatting.string(value)
  }

  /// The text, in parentheses when it binds less tightly than `required`.
  @inlinable
  consuming func operand(binding required: Precedence) -> PrintedText {
    guard precedence < required else { return printed }
    var text = PrintedText("(")
    text.append(printed)
    text.append(")")
    return text
  }

  /// `prefix` followed by the operand's text, in parentheses when it binds less tightly than
  /// `required`.
  @inlinable
  static func prefixed(_ prefix: String, _ operand: Self, _ required: Precedence) -> Self {
    var text = PrintedText(prefix)
    text.append(operand.operand(binding: required))
    return Self(text, precedence: .prefix)
  }

  @inlinable
  static func infix(
    _ lhs: consuming Self, _ symbol: String, _ rhs: Self, _ precedence: Precedence
  ) -> Self {
    // The left operand's text is extended in place when the parser hands it over, so a long
    // left-deep chain prints in linear time.
    let (left, right) = precedence.operandRequirements
    var text = (consume lhs).operand(binding: left)
    text.append(symbol)
    text.append(rhs.operand(binding: right))
    return Self(text, precedence: precedence)
  }

  @inlinable
  static func call(_ name: String, _ arguments: some Sequence<Self>) -> Self {
    call(PrintedText(name), arguments)
  }

  @inlinable
  static func call(_ name: consuming PrintedText, _ arguments: some Sequence<Self>) -> Self {
    var text = name
    text.append("(")
    var first = true
    for argument in arguments {
      if !first { text.append(", ") }
      first = false
      text.append(argument.printed)
    }
    text.append(")")
    return Self(text, precedence: .atom)
  }
}

// MARK: - Conformances

extension PrettyPrint: Language {
  /// Prints a literal as ``literal(_:)`` does (so `1e400` prints as `1e309`, which reads back);
  /// a negative one binds like unary minus.
  public static func number(_ value: Double) -> Self {
    let negative = value < 0 || (value == 0 && value.sign == .minus)
    return Self(literal(value), precedence: negative ? .prefix : .atom)
  }
  /// The text of `lhs + rhs`.
  public static func add(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    infix(lhs, " + ", rhs, .sum)
  }
  /// The text of `lhs - rhs`.
  public static func subtract(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    infix(lhs, " - ", rhs, .sum)
  }
  /// The text of `lhs * rhs`.
  public static func multiply(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    infix(lhs, " * ", rhs, .product)
  }
  /// The text of `lhs / rhs`.
  public static func divide(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    infix(lhs, " / ", rhs, .product)
  }
  /// The text of `lhs % rhs`.
  public static func remainder(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    infix(lhs, " % ", rhs, .product)
  }
  /// The text of `-operand`.
  public static func negate(_ operand: Self) -> Self {
    prefixed("-", operand, .prefix)
  }
  /// The text of `base ^ exponent`.
  public static func power(_ base: Self, _ exponent: Self) -> Self {
    infix(base, " ^ ", exponent, .power)
  }
  /// The text of a constant.
  public static func constant(_ constant: Constant) -> Self {
    Self(constant.name, precedence: .atom)
  }
  /// The text of a one-argument built-in call.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    call(function.name, CollectionOfOne(argument))
  }
  /// The text of a two-argument built-in call.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    call(function.name, [first, second])
  }
  /// The text of a call of `min` or `max`.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    call(function.name, arguments)
  }
  /// The text of a variable.
  public static func variable(_ name: String, _ value: Double) -> Self {
    Self(name, precedence: .atom)
  }
}

// MARK: - Booleans and calls

extension PrettyPrint {
  /// A Boolean-valued expression is printed text too.
  public typealias Truth = PrettyPrint

  /// `true` or `false`.
  public static func boolean(_ value: Bool) -> Self {
    Self(value ? "true" : "false", precedence: .atom)
  }
  /// The text of a comparison.
  public static func compare(_ comparison: Comparison, _ lhs: consuming Self, _ rhs: Self)
    -> Self
  { infix(lhs, " " + comparison.symbol + " ", rhs, .comparison) }
  /// The text of `!operand`.
  public static func not(_ operand: Self) -> Self {
    prefixed("!", operand, .prefix)
  }
  /// The text of `lhs && rhs`.
  public static func and(_ lhs: consuming Self, _ rhs: Self) -> Self {
    infix(lhs, " && ", rhs, .conjunction)
  }
  /// The text of `lhs || rhs`.
  public static func or(_ lhs: consuming Self, _ rhs: Self) -> Self {
    infix(lhs, " || ", rhs, .disjunction)
  }
  /// The text of `condition ? then : otherwise`.
  public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    let (test, branch) = Precedence.conditional.operandRequirements
    var text = condition.operand(binding: test)
    text.append(" ? ")
    text.append(then.operand(binding: branch))
    text.append(" : ")
    text.append(otherwise.operand(binding: branch))
    return Self(text, precedence: .conditional)
  }
  /// The text of a Boolean variable.
  public static func variable(_ name: String, _ value: Bool) -> Self {
    Self(name, precedence: .atom)
  }

  /// The printer shows calls as written.
  public static var callExpansion: CallExpansion { .none }
  /// The text of a user function call, as written: a recursive call prints as a call.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    call(callee.name, arguments)
  }

  /// The app's constant's name.
  public static func hostConstant(_ name: String, _ value: Double) -> Self {
    Self(name, precedence: .atom)
  }
  /// The app's Boolean constant's name.
  public static func hostConstant(_ name: String, _ value: Bool) -> Self {
    Self(name, precedence: .atom)
  }
  /// The text of a call of the app's function, by its name.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    call(function.name, arguments)
  }
}
