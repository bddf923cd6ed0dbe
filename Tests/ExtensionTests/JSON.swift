import Tagless

// MARK: - JSON

/// A new interpreter of the whole typed family (``Language``), written by a client: the
/// expression as a JSON tree, one object per node.
///
/// Every node says its type, `"number"` or `"boolean"`, and that comes from the Swift type that
/// built it — `JSON` for numbers, ``JSONTruth`` for Booleans — never from a tag stored in a
/// tree: the tagless in tagless final. A user function's call is a `"call"` node with
/// `"user":true` and is never expanded, so a recursive call prints as a call.
///
/// ```json
/// {"type":"boolean","op":"<","args":[{"type":"number","var":"x"},{"type":"number","value":1}]}
/// ```
///
/// Numbers print in their shortest form; infinity (only `1e400` and the like can write it) as
/// `1e309`, which JSON readers take as infinity.
struct JSON: Hashable, Sendable, CustomStringConvertible {
  /// The JSON text.
  var text: String

  var description: String { text }

  /// A number-valued node with `fields`.
  static func node(_ fields: String...) -> Self { Self(text: object("number", fields)) }

  /// `{"type":…,fields…}`.
  static func object(_ type: String, _ fields: [String]) -> String {
    "{\"type\":\"\(type)\"," + fields.joined(separator: ",") + "}"
  }

  /// `"op":"symbol","args":[…]`.
  static func operation(_ symbol: String, _ arguments: [String]) -> [String] {
    ["\"op\":\"\(symbol)\"", "\"args\":[" + arguments.joined(separator: ",") + "]"]
  }

  /// `"call":"name",…,"args":[…]`.
  static func call(_ name: String, user: Bool, _ arguments: [Self]) -> [String] {
    ["\"call\":\"\(name)\""] + (user ? ["\"user\":true"] : [])
      + ["\"args\":[" + arguments.map(\.text).joined(separator: ",") + "]"]
  }

  /// A number-valued operator node.
  static func operation(_ symbol: String, _ operands: Self...) -> Self {
    Self(text: object("number", operation(symbol, operands.map(\.text))))
  }
}

/// The Boolean half of ``JSON``: a separate Swift type, so that the compiler keeps the two apart.
struct JSONTruth: Hashable, Sendable, CustomStringConvertible {
  /// The JSON text.
  var text: String

  var description: String { text }

  /// A Boolean-valued node with `fields`.
  static func node(_ fields: [String]) -> Self { Self(text: JSON.object("boolean", fields)) }
}

// MARK: - Numbers

extension JSON: Builtins, Power, Variables {
  static func number(_ value: Double) -> Self {
    node("\"value\":" + (value == .infinity ? "1e309" : NumberFormatting.string(value)))
  }
  static func add(_ lhs: Self, _ rhs: Self) -> Self { operation("+", lhs, rhs) }
  static func subtract(_ lhs: Self, _ rhs: Self) -> Self { operation("-", lhs, rhs) }
  static func multiply(_ lhs: Self, _ rhs: Self) -> Self { operation("*", lhs, rhs) }
  static func divide(_ lhs: Self, _ rhs: Self) -> Self { operation("/", lhs, rhs) }
  static func remainder(_ lhs: Self, _ rhs: Self) -> Self { operation("%", lhs, rhs) }
  static func negate(_ operand: Self) -> Self { operation("neg", operand) }
  static func power(_ base: Self, _ exponent: Self) -> Self { operation("^", base, exponent) }
  static func constant(_ constant: Constant) -> Self { node("\"const\":\"\(constant.name)\"") }
  static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    Self(text: object("number", call(function.name, user: false, [argument])))
  }
  static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    Self(text: object("number", call(function.name, user: false, [first, second])))
  }
  static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    Self(text: object("number", call(function.name, user: false, arguments)))
  }
  static func variable(_ name: String, _ value: Double) -> Self { node("\"var\":\"\(name)\"") }
}

// MARK: - Booleans, conditionals and calls

extension JSON: Conditionals, UserFunctions {
  typealias Truth = JSONTruth

  static func boolean(_ value: Bool) -> JSONTruth { .node(["\"value\":\(value)"]) }
  static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> JSONTruth {
    .node(operation(comparison.symbol, [lhs.text, rhs.text]))
  }
  static func not(_ operand: JSONTruth) -> JSONTruth { .node(operation("!", [operand.text])) }
  static func and(_ lhs: JSONTruth, _ rhs: JSONTruth) -> JSONTruth {
    .node(operation("&&", [lhs.text, rhs.text]))
  }
  static func or(_ lhs: JSONTruth, _ rhs: JSONTruth) -> JSONTruth {
    .node(operation("||", [lhs.text, rhs.text]))
  }
  static func conditional(_ condition: JSONTruth, _ then: Self, _ otherwise: Self) -> Self {
    Self(text: object("number", operation("?:", [condition.text, then.text, otherwise.text])))
  }
  static func conditional(_ condition: JSONTruth, _ then: JSONTruth, _ otherwise: JSONTruth)
    -> JSONTruth
  { .node(operation("?:", [condition.text, then.text, otherwise.text])) }
  static func variable(_ name: String, _ value: Bool) -> JSONTruth {
    .node(["\"var\":\"\(name)\""])
  }

  /// Calls print as written: the printer never needs an expansion.
  static var callExpansion: CallExpansion { .none }
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    Self(text: object("number", call(callee.name, user: true, arguments)))
  }
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: JSONTruth?) -> JSONTruth {
    .node(call(callee.name, user: true, arguments))
  }
}
