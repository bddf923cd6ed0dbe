/// The variables an expression depends on, in order of first appearance.
///
/// A user function's call contributes the variables of its expansion: the arguments it uses
/// and the variables its body reads. Constants (built in or the app's) are not variables.
///
/// ```swift
/// try Parser.expression("y * x + sin(x) + pi", as: VariableNames.self, freeVariables: true)
///   .names  // ["y", "x"]
/// ```
public struct VariableNames: Hashable, Sendable {
  /// The names, each once, in order of first appearance.
  public var names: [String]

  /// The names given, each kept once.
  public init(_ names: [String] = []) {
    var seen = Set<String>()
    self.names = names.filter { seen.insert($0).inserted }
  }

  /// The names of all `parts`, in order.
  ///
  /// A set finds the repeats: searching the array instead made a sum of 2,000 different
  /// variables take seconds (each `+` compared every name with every other).
  static func union(_ parts: [Self]) -> Self { Self(parts.flatMap(\.names)) }
}

// MARK: - Conformances

extension VariableNames: Language {
  /// No variables.
  public static func number(_ value: Double) -> Self { Self() }
  /// Both operands' variables.
  public static func add(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  /// Both operands' variables.
  public static func subtract(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  /// Both operands' variables.
  public static func multiply(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  /// Both operands' variables.
  public static func divide(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  /// Both operands' variables.
  public static func remainder(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  /// The operand's variables.
  public static func negate(_ operand: Self) -> Self { operand }
  /// Both operands' variables.
  public static func power(_ base: Self, _ exponent: Self) -> Self { union([base, exponent]) }
  /// No variables.
  public static func constant(_ constant: Constant) -> Self { Self() }
  /// The argument's variables.
  public static func function1(_ function: UnaryFunction, _ argument: Self) -> Self { argument }
  /// Both arguments' variables.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    union([first, second])
  }
  /// All arguments' variables.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    union(arguments)
  }
  /// The variable itself.
  public static func variable(_ name: String, _ value: Double) -> Self { Self([name]) }
}

// MARK: - Booleans and calls

extension VariableNames {
  /// Booleans are collected the same way.
  public typealias Truth = VariableNames

  /// No variables.
  public static func boolean(_ value: Bool) -> Self { Self() }
  /// Both operands' variables.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Self {
    union([lhs, rhs])
  }
  /// The operand's variables.
  public static func not(_ operand: Self) -> Self { operand }
  /// Both operands' variables.
  public static func and(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  /// Both operands' variables.
  public static func or(_ lhs: Self, _ rhs: Self) -> Self { union([lhs, rhs]) }
  /// The variables of the condition and both branches.
  public static func conditional(_ condition: Self, _ then: Self, _ otherwise: Self) -> Self {
    union([condition, then, otherwise])
  }
  /// The Boolean variable itself.
  public static func variable(_ name: String, _ value: Bool) -> Self { Self([name]) }

  /// Names used inside a function's body count: the expansion is needed.
  public static var callExpansion: CallExpansion { .term }
  /// The arguments' and the expansion's variables.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    union(arguments + [expansion ?? Self()])
  }

  /// The app's constants are not variables.
  public static func hostConstant(_ name: String, _ value: Double) -> Self { Self() }
  /// The app's Boolean constants are not variables.
  public static func hostConstant(_ name: String, _ value: Bool) -> Self { Self() }
  /// The arguments' variables.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    union(arguments)
  }
}

// MARK: - Functions as values

extension VariableNames: HigherOrder {
  /// The variables a function's body reads besides its parameters (which stand for nothing
  /// here): nothing is evaluated.
  static func names(in function: Lambda<Self>) -> Self {
    let parameters = function.parameters.map { _ in Self() }
    return function.result == .number ? function(parameters) : function.predicate(parameters)
  }

  /// The function's variables and the arguments'.
  public static func apply(_ function: Lambda<Self>, _ arguments: [Self]) -> Self {
    union([names(in: function)] + arguments)
  }

  /// The function's variables and the arguments'.
  public static func apply(predicate function: Lambda<Self>, _ arguments: [Self]) -> Self {
    apply(function, arguments)
  }

  /// The function's variables and the bounds'.
  public static func functional(
    _ functional: Functional, _ function: Lambda<Self>, _ lower: Self, _ upper: Self
  ) -> Self {
    union([names(in: function), lower, upper])
  }

  /// A function of the same type as `function` that reads no variable.
  ///
  /// What the expansion of a call binds a function parameter to, since
  /// ``call(_:passing:_:)`` collects the functions' variables itself. Bound to the functions,
  /// the expansion applied each once more for every use in the body: 3^n applications for n
  /// calls nested in their functions.
  static func blank(like function: Lambda<Self>) -> Lambda<Self> {
    let result = function.result
    return Lambda(
      parameters: function.parameters, name: function.name, result: result, run: function.run
    ) { _ in result == .number ? .number(Self()) : .boolean(Self()) }
  }

  /// The arguments' variables, the functions', and the expansion's.
  public static func call(
    _ callee: Callee, passing arguments: [CallArgument<Self>], _ expansion: Self?
  ) -> Self {
    union(
      arguments.map { $0.interpreted { names(in: $0) } } + [expansion ?? Self()])
  }
}
