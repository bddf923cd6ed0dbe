import Tagless

// MARK: - FreeVariables

/// A new interpreter, written by a client: the names of the variables an expression reads.
///
/// Constants are not variables. A user function's call reads what its arguments read and what
/// its body reads besides its parameters, which the call's expansion holds: the interpreter
/// asks for expansions as terms (``CallExpansion/term``). It decides no condition, so both
/// branches of a conditional are read, and a recursive call under a condition stays a call
/// (its body's names are read once, by the outermost call's expansion).
///
/// Booleans read variables too, so the Boolean representation is the same type.
struct FreeVariables: Hashable, Sendable {
  /// The variable names.
  var names: Set<String> = []

  /// The union of the operands' names.
  static func union(_ operands: [Self]) -> Self {
    Self(names: operands.reduce(into: []) { $0.formUnion($1.names) })
  }
}

// MARK: - Conformances

extension FreeVariables: Builtins, Power, Variables {
  static func number(_ value: Double) -> Self { Self() }
  static func add(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  static func subtract(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  static func multiply(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  static func divide(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  static func remainder(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  static func negate(_ operand: Self) -> Self { operand }
  static func power(_ base: Self, _ exponent: Self) -> Self { union([base, exponent]) }
  static func constant(_ constant: Constant) -> Self { Self() }
  static func function1(_ function: UnaryFunction, _ argument: Self) -> Self { argument }
  static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    union([first, second])
  }
  static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    union(arguments)
  }
  static func variable(_ name: String, _ value: Double) -> Self { Self(names: [name]) }
}

extension FreeVariables: Conditionals, UserFunctions {
  typealias Truth = FreeVariables

  static func boolean(_ value: Bool) -> Self { Self() }
  static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    union([lhs, rhs])
  }
  static func not(_ operand: Self) -> Self { operand }
  static func and(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  static func or(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    union([condition, then, otherwise])
  }
  static func variable(_ name: String, _ value: Bool) -> Self { Self(names: [name]) }

  static var callExpansion: CallExpansion { .term }
  /// One implementation serves both types, since `Truth` is `Self`.
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    union(arguments + [expansion ?? Self()])
  }
}
