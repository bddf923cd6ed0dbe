import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Closures

/// The tagless-final way to keep a parsed expression for many evaluations: an interpreter whose
/// value is a function of `x`, built from nested closures.
struct Closures: Language {
  let run: (Double) -> Double

  static func number(_ value: Double) -> Self { Self { _ in value } }
  static func add(_ lhs: Self, _ rhs: Self) -> Self { Self { lhs.run($0) + rhs.run($0) } }
  static func subtract(_ lhs: Self, _ rhs: Self) -> Self { Self { lhs.run($0) - rhs.run($0) } }
  static func multiply(_ lhs: Self, _ rhs: Self) -> Self { Self { lhs.run($0) * rhs.run($0) } }
  static func divide(_ lhs: Self, _ rhs: Self) -> Self { Self { lhs.run($0) / rhs.run($0) } }
  static func remainder(_ lhs: Self, _ rhs: Self) -> Self {
    Self { fmod(lhs.run($0), rhs.run($0)) }
  }
  static func negate(_ operand: Self) -> Self { Self { -operand.run($0) } }
  static func power(_ base: Self, _ exponent: Self) -> Self {
    Self { pow(base.run($0), exponent.run($0)) }
  }
  static func constant(_ constant: Constant) -> Self { number(constant.value) }
  static func function1(_ function: UnaryFunction, _ argument: Self) -> Self {
    Self { function(argument.run($0)) }
  }
  static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self) -> Self {
    Self { function(first.run($0), second.run($0)) }
  }
  static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    Self { x in function(arguments.lazy.map { $0.run(x) }) }
  }
  static func variable(_ name: String, _ value: Double) -> Self {
    name == "x" ? Self { $0 } : number(value)
  }
  typealias Truth = ClosureTruth

  static func boolean(_ value: Bool) -> ClosureTruth { ClosureTruth { _ in value } }
  static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> ClosureTruth {
    ClosureTruth { comparison(lhs.run($0), rhs.run($0)) }
  }
  static func not(_ operand: ClosureTruth) -> ClosureTruth { ClosureTruth { !operand.run($0) } }
  static func and(_ lhs: ClosureTruth, _ rhs: ClosureTruth) -> ClosureTruth {
    ClosureTruth { lhs.run($0) && rhs.run($0) }
  }
  static func or(_ lhs: ClosureTruth, _ rhs: ClosureTruth) -> ClosureTruth {
    ClosureTruth { lhs.run($0) || rhs.run($0) }
  }
  static func conditional(_ condition: ClosureTruth, _ then: Self, _ otherwise: Self) -> Self {
    Self { condition.run($0) ? then.run($0) : otherwise.run($0) }
  }
  static func conditional(
    _ condition: ClosureTruth, _ then: ClosureTruth, _ otherwise: ClosureTruth
  ) -> ClosureTruth {
    ClosureTruth { condition.run($0) ? then.run($0) : otherwise.run($0) }
  }
  static func variable(_ name: String, _ value: Bool) -> ClosureTruth { boolean(value) }
  /// The formula has no calls of user functions; closures do not expand them.
  static var callExpansion: CallExpansion { .none }
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    number(.nan)
  }
  static func call(_ callee: Callee, _ arguments: [Self], _ expansion: ClosureTruth?)
    -> ClosureTruth
  { boolean(false) }
}

/// A Boolean-valued closure of `x`.
struct ClosureTruth {
  let run: (Double) -> Bool
}

// MARK: - Enum walk with a variable

extension ExpressionTree {
  /// The tree's value with the variable `x` at `x`: the switch-based evaluator, with variables
  /// matched by name (a small-string comparison, no dictionary).
  func value(at x: Double) -> Double {
    switch self {
    case .number(let value): value
    case .add(let lhs, let rhs): lhs.value(at: x) + rhs.value(at: x)
    case .subtract(let lhs, let rhs): lhs.value(at: x) - rhs.value(at: x)
    case .multiply(let lhs, let rhs): lhs.value(at: x) * rhs.value(at: x)
    case .divide(let lhs, let rhs): lhs.value(at: x) / rhs.value(at: x)
    case .remainder(let lhs, let rhs): fmod(lhs.value(at: x), rhs.value(at: x))
    case .negate(let operand): -operand.value(at: x)
    case .power(let base, let exponent): pow(base.value(at: x), exponent.value(at: x))
    case .constant(let constant): constant.value
    case .function1(let function, let argument): function(argument.value(at: x))
    case .function2(let function, let first, let second):
      function(first.value(at: x), second.value(at: x))
    case .functionN(let function, let arguments):
      function(arguments.lazy.map { $0.value(at: x) })
    case .variable(let name, let value): name == "x" ? x : value
    case .call: .nan  // the formula has no calls of user functions
    case .parameter, .application, .functionalCall: .nan  // nor functions as values
    case .hostValue(_, let value): value
    case .host(let function, let arguments):
      function(arguments.map { $0.value(at: x) }).number ?? .nan
    case .conditional(let condition, let then, let otherwise):
      condition.truth(at: x) ? then.value(at: x) : otherwise.value(at: x)
    }
  }
}

extension BooleanExpression {
  /// The condition's value with the variable `x` at `x`.
  func truth(at x: Double) -> Bool {
    switch self {
    case .boolean(let value): value
    case .variable(_, let value): value
    case .compare(let comparison, let lhs, let rhs): comparison(lhs.value(at: x), rhs.value(at: x))
    case .not(let operand): !operand.truth(at: x)
    case .and(let lhs, let rhs): lhs.truth(at: x) && rhs.truth(at: x)
    case .or(let lhs, let rhs): lhs.truth(at: x) || rhs.truth(at: x)
    case .conditional(let condition, let then, let otherwise):
      condition.truth(at: x) ? then.truth(at: x) : otherwise.truth(at: x)
    case .call, .application: false
    case .hostValue(_, let value): value
    case .host(let function, let arguments):
      function(arguments.map { $0.value(at: x) }).boolean ?? false
    }
  }
}
