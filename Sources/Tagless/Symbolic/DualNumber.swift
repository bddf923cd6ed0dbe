/// Forward-mode automatic differentiation: a value and its partial derivatives by variable
/// name, computed as numbers while parsing.
///
/// A dual number `a + b ε` with `ε² = 0` carries a derivative through every operation; this one
/// carries one `b` per variable (a sparse tangent vector), so a single parse gives the whole
/// gradient. Variables take the values they have in the environment, with derivative 1 by their
/// own name.
///
/// The rules are ``Derivative``'s, stated once: a dual number is a `Derivative<Evaluation>`,
/// the symbolic derivative built in the evaluator, read as numbers. So it agrees with the
/// symbolic derivative evaluated, bit for bit.
///
/// ```swift
/// var environment = Environment()
/// environment.assign("x", 2)
/// let dual = try Parser.expression("x^3 + sin(x)", as: DualNumber.self, in: environment)
/// dual.value                     // 8.909297426825681
/// dual.derivative(by: "x")       // 11.583853163452858 (3 * 2^2 + cos(2))
/// ```
public struct DualNumber: Hashable, Sendable {
  /// The derivative in the evaluator, which this reads as numbers.
  public var evaluated: Derivative<Evaluation>

  /// A value with its partial derivatives.
  public init(_ value: Double, partials: [String: Double] = [:]) {
    evaluated = Derivative(value: Evaluation(value), partials: partials.mapValues(Evaluation.init))
  }

  /// The numbers of a derivative computed in the evaluator.
  public init(_ evaluated: Derivative<Evaluation>) {
    self.evaluated = evaluated
  }

  /// The value.
  public var value: Double {
    get { evaluated.value.value }
    set { evaluated.value = Evaluation(newValue) }
  }

  /// The partial derivatives by variable name; a variable that is absent has derivative 0.
  public var partials: [String: Double] {
    get { evaluated.partials.mapValues(\.value) }
    set { evaluated.partials = newValue.mapValues(Evaluation.init) }
  }

  /// The derivative by the variable `name` (0 when the value does not depend on it).
  public func derivative(by name: String) -> Double { evaluated.partials[name]?.value ?? 0 }
}

/// The derivative in the evaluator: the one statement of each rule that ``DualNumber`` reads.
private typealias Rules = Derivative<Evaluation>

// MARK: - Arithmetic

extension DualNumber: Arithmetic {
  /// A number: derivative 0.
  public static func number(_ value: Double) -> Self { Self(Rules.number(value)) }
  /// `(u + v)' = u' + v'`.
  public static func add(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    Self(Rules.add(lhs.evaluated, rhs.evaluated))
  }
  /// `(u - v)' = u' - v'`.
  public static func subtract(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    Self(Rules.subtract(lhs.evaluated, rhs.evaluated))
  }
  /// `(u v)' = u' v + u v'`.
  public static func multiply(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    Self(Rules.multiply(lhs.evaluated, rhs.evaluated))
  }
  /// `(u / v)' = (u' v - u v') / v ^ 2`.
  public static func divide(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    Self(Rules.divide(lhs.evaluated, rhs.evaluated))
  }
  /// `(u % v)' = u' - trunc(u / v) v'` between the jumps.
  public static func remainder(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    Self(Rules.remainder(lhs.evaluated, rhs.evaluated))
  }
  /// `(-u)' = -u'`.
  public static func negate(_ operand: consuming Self) -> Self {
    Self(Rules.negate(operand.evaluated))
  }
}

// MARK: - Power and builtins

extension DualNumber: Power, Builtins, Variables {
  /// ``Derivative/power(_:_:)``'s rule.
  public static func power(_ base: consuming Self, _ exponent: consuming Self) -> Self {
    Self(Rules.power(base.evaluated, exponent.evaluated))
  }
  /// A named constant: derivative 0.
  public static func constant(_ constant: Constant) -> Self { Self(Rules.constant(constant)) }
  /// The chain rule, by ``Derivative/function1(_:_:)``'s derivative of each function.
  public static func function1(_ function: UnaryFunction, _ argument: consuming Self) -> Self {
    Self(Rules.function1(function, argument.evaluated))
  }
  /// `atan2`, `hypot` and `pow`, as in ``Derivative``.
  public static func function2(_ function: BinaryFunction, _ first: Self, _ second: Self)
    -> Self
  { Self(Rules.function2(function, first.evaluated, second.evaluated)) }
  /// `min` and `max`, following the larger or smaller argument, as in ``Derivative``.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Self]) -> Self {
    Self(Rules.functionN(function, arguments.map(\.evaluated)))
  }
  /// A variable at its value, with derivative 1 by its own name.
  public static func variable(_ name: String, _ value: Double) -> Self {
    Self(Rules.variable(name, value))
  }
}

// MARK: - Booleans and calls

extension DualNumber: Conditionals, UserFunctions {
  /// Conditions are values: a dual number's Booleans are `Bool`s, not differentiated.
  public typealias Truth = Bool

  /// The literal.
  public static func boolean(_ value: Bool) -> Bool { Rules.boolean(value) }
  /// The values compared.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Bool {
    Rules.compare(comparison, lhs.evaluated, rhs.evaluated)
  }
  /// `!operand`.
  public static func not(_ operand: Bool) -> Bool { Rules.not(operand) }
  /// `lhs && rhs`.
  public static func and(_ lhs: Bool, _ rhs: Bool) -> Bool { Rules.and(lhs, rhs) }
  /// `lhs || rhs`.
  public static func or(_ lhs: Bool, _ rhs: Bool) -> Bool { Rules.or(lhs, rhs) }
  /// Every condition is known.
  public static func decision(_ condition: borrowing Bool) -> Bool? { Rules.decision(condition) }
  /// The branch taken, with its derivatives: piecewise differentiation.
  public static func conditional(_ condition: Bool, _ then: Self, _ otherwise: Self) -> Self {
    Self(Rules.conditional(condition, then.evaluated, otherwise.evaluated))
  }
  /// The branch taken.
  public static func conditional(_ condition: Bool, _ then: Bool, _ otherwise: Bool) -> Bool {
    Rules.conditional(condition, then, otherwise)
  }
  /// The Boolean variable's value.
  public static func variable(_ name: String, _ value: Bool) -> Bool { Rules.variable(name, value) }

  /// A call's value and derivatives come from its expansion, which has a fixed size: numbers.
  public static var callExpansion: CallExpansion { .value }
  /// A user function's call: its expansion's value and derivatives.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    Self(Rules.call(callee, arguments.map(\.evaluated), expansion?.evaluated))
  }
  /// A Boolean user function's call: its expansion's value.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Bool?) -> Bool {
    Rules.call(callee, arguments.map(\.evaluated), expansion)
  }

  /// The app's constant: derivative 0.
  public static func hostConstant(_ name: String, _ value: Double) -> Self {
    Self(Rules.hostConstant(name, value))
  }
  /// The app's Boolean constant's value.
  public static func hostConstant(_ name: String, _ value: Bool) -> Bool {
    Rules.hostConstant(name, value)
  }
  /// A call of the app's function: its value, and the chain rule over the derivatives
  /// registered with it (NaN by an argument that has none), as in ``Derivative``.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    Self(Rules.hostCall(function, arguments.map(\.evaluated)))
  }
  /// A call of the app's predicate: its value.
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Bool {
    Rules.hostCall(predicate: predicate, arguments.map(\.evaluated))
  }
}
