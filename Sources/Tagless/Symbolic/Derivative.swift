/// The symbolic derivative: an expression and its partial derivatives by variable name, each
/// built in any interpreter `R`.
///
/// Differentiation is forward mode over symbols: each constructor applies the sum, product,
/// quotient or chain rule to its operands' partials. Variables arrive as `variable(name, value)`
/// and start with the partial 1 by their own name; a partial that is zero is absent rather than
/// built, so the result has no `0 * …` terms (which no exact simplifier may remove). A user
/// function's call is differentiated through its expansion, and keeps its call in ``value``;
/// a call that cannot involve a variable (its function reads nothing but its parameters, and
/// no argument has a partial) is not expanded at all: its partials are 0, and its value is the
/// evaluator's when that takes at most about a million calls (`x * fib(24)` has the derivative
/// `46368`; `x * fib(40)` has `fib(40)`). One that runs a stale function
/// (``Environment/stale``) is expanded, and fails as it does in every view.
///
/// Compose it with ``Simplified`` and ``PrettyPrint`` to read the result:
///
/// ```swift
/// let d = try Parser.expression(
///   "x^3 + sin(2*x)", as: Derivative<Simplified<PrettyPrint>>.self, freeVariables: true)
/// d.derivative(by: "x").residual.text  // "3 * x ^ 2 + 2 * cos(2 * x)"
/// ```
///
/// The rules hold where the derivative exists, and are finite wherever it does. `floor`, `ceil`,
/// `round` and `trunc` have derivative 0 between their jumps; `abs(u)` has `(u < 0 ? -1 : 1) u'`
/// (its right derivative at 0, where it has none, so `abs(x) ^ 2` and `x * abs(x)` get their
/// true derivative 0 there); `min` and `max` select the derivative of the argument they select
/// (either at a tie, where the arguments' derivatives must agree for one to exist); `a % b` has
/// `a' - trunc(a / b) * b'` between its jumps; `f ^ g` in general is
/// `f ^ g * (g' * log(f) + g * f' / f)`, with the simpler rules when `f` or `g` is constant, and
/// none at all for the constant powers `f ^ 0` and `1 ^ g` and for `0 ^ g` (see
/// ``power(_:_:)``).
public struct Derivative<R: Language> {
  /// The expression itself.
  public var value: R
  /// The partial derivatives by variable name; a variable that is absent has derivative 0.
  public var partials: [String: R]
  /// The value when it is a number written in the expression, or arithmetic of such numbers
  /// (`2 - 2`), which the power rule needs to see: `x ^ 0` and `0 ^ x` are constant, though
  /// built from a variable.
  var literal: Double?
  /// Whether a partial derivative grew past ``maximumTermBytes``.
  ///
  /// Only an interpretation that measures its terms (``TermSize``) can grow so. Building
  /// stopped there, the partials are dropped, and whatever is built from this carries the
  /// flag. A front end reports it as an error.
  public internal(set) var isTooLarge = false

  /// The most bytes the partial derivatives of one subexpression may take (4 MiB), in an
  /// interpretation that measures its terms: the standard bound on any term a symbolic view
  /// builds (``Limits/maximumTermBytes``).
  public static var maximumTermBytes: Int { Limits.standard.maximumTermBytes }

  /// What a front end says of a result that ``isTooLarge``.
  public var tooLargeMessage: String {
    "the derivative is too large: over \(Self.maximumTermBytes >> 20) MiB of text"
  }

  /// An expression with its partial derivatives.
  public init(value: R, partials: [String: R] = [:]) {
    self.value = value
    self.partials = partials
    if !partials.isEmpty, R.self is any TermSize.Type {
      let bytes = partials.values.reduce(0) { $0 + (($1 as? any TermSize)?.termBytes ?? 0) }
      if bytes > Self.maximumTermBytes { tooLarge() }
    }
  }

  /// Stops building: drops the partials and marks the result too large.
  mutating func tooLarge() {
    partials = [:]
    isTooLarge = true
  }

  /// Carries the flag of an operand too large into what is built from it.
  @inline(__always)
  mutating func inherit(_ operand: borrowing Self) {
    if operand.isTooLarge { tooLarge() }
  }

  /// Carries the flag of operands too large into what is built from them.
  mutating func inherit(_ operands: [Self]) {
    if operands.contains(where: \.isTooLarge) { tooLarge() }
  }

  /// The derivative by the variable `name` (0 when the expression does not involve it).
  ///
  /// ```swift
  /// let d = try Parser.expression("x * y", as: Derivative<PrettyPrint>.self, freeVariables: true)
  /// d.derivative(by: "y").text  // "x * 1"
  /// ```
  public func derivative(by name: String) -> R { partials[name] ?? .number(0) }

  // MARK: Rules

  /// Applies `rule` to the two operands' partials by each name either has; nil means zero.
  static func combine(_ lhs: Self, _ rhs: Self, value: R, _ rule: (R?, R?) -> R?) -> Self {
    let tooLarge = lhs.isTooLarge || rhs.isTooLarge
    // Past the size bound no partial is built, only the value.
    var result = Self(value: value, partials: tooLarge ? [:] : partials(lhs, rhs, rule))
    result.inherit(lhs)
    result.inherit(rhs)
    return result
  }

  /// The partials of an operation of two operands, by `rule`.
  static func partials(_ lhs: Self, _ rhs: Self, _ rule: (R?, R?) -> R?) -> [String: R] {
    var partials: [String: R] = [:]
    for name in Set(lhs.partials.keys).union(rhs.partials.keys) {
      partials[name] = rule(lhs.partials[name], rhs.partials[name])
    }
    return partials
  }

  /// The chain rule for a function of one operand: `rule` maps the operand's partial to the
  /// result's.
  static func chain(_ operand: Self, value: R, _ rule: (R) -> R) -> Self {
    var result = Self(
      value: value, partials: operand.isTooLarge ? [:] : operand.partials.mapValues(rule))
    result.inherit(operand)
    return result
  }

  /// `x ^ 2`.
  static func squared(_ x: R) -> R { .power(x, .number(2)) }
}

// MARK: - Conformances

extension Derivative: Equatable where R: Equatable {
  /// Equal values and partials; whether the value was written as a number plays no part (a dual
  /// number of 2 is 2, from a literal or a variable).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value && lhs.partials == rhs.partials
  }
}

extension Derivative: Hashable where R: Hashable {
  /// Hashes the value and the partials, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(partials)
  }
}

extension Derivative: Sendable where R: Sendable {}

// MARK: - Arithmetic

extension Derivative: Arithmetic {
  /// A number: derivative 0.
  public static func number(_ value: Double) -> Self {
    var number = Self(value: .number(value))
    number.literal = value
    return number
  }

  /// `(u + v)' = u' + v'`.
  public static func add(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(consume lhs, consume rhs, .add)
  }

  /// `(u - v)' = u' - v'`.
  public static func subtract(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(consume lhs, consume rhs, .subtract)
  }

  /// `(u v)' = u' v + u v'`.
  public static func multiply(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(consume lhs, consume rhs, .multiply)
  }

  /// `(u / v)' = (u' v - u v') / v ^ 2`.
  public static func divide(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(consume lhs, consume rhs, .divide)
  }

  /// `(u % v)' = u' - trunc(u / v) v'` between the jumps (`u % v` is `u - trunc(u / v) v`).
  public static func remainder(_ lhs: consuming Self, _ rhs: consuming Self) -> Self {
    binary(consume lhs, consume rhs, .remainder)
  }

  /// `(-u)' = -u'`.
  public static func negate(_ operand: Self) -> Self {
    var negation = chain(operand, value: .negate(operand.value)) { .negate($0) }
    negation.literal = operand.literal.map { -$0 }
    return negation
  }
}
