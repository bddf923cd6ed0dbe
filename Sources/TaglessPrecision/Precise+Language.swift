import Tagless

// MARK: - Powers, built-ins and names

extension Precise: Power, Builtins, Variables {
  /// `base ^ exponent`, correctly rounded; exact powers exactly.
  public static func power(_ base: Precise, _ exponent: Precise) -> Precise {
    combine(base, exponent) { x, y in
      guard let xf = Elementary.argument(x), let yf = Elementary.argument(y) else {
        return .failure(ArithmeticFailure(Elementary.outOfRange("^")))
      }
      return Elementary.power(xf, yf, Precision.digits)
    }
  }

  /// π or e, correctly rounded.
  public static func constant(_ constant: Constant) -> Precise {
    Precise(rounded: Elementary.constant(constant, digits: Precision.digits))
  }

  /// A one-argument built-in, correctly rounded.
  public static func function1(_ function: UnaryFunction, _ argument: Precise) -> Precise {
    if let interrupted { return interrupted }
    switch argument.operand {
    case .failure: return argument.operandFailure
    case .success(let x):
      return Precise(
        rounded: Elementary.apply(function, x, digits: Precision.digits).flatMap(checked))
    }
  }

  /// `sqrt(x² + y²)` correctly rounded to `digits`, at any exponent: what `hypot` is in
  /// precise, and in exact where its arguments are beyond what exact's functions take.
  ///
  /// A midpoint between two N-digit roots squares to at most 2N + 2 digits, and the sticky
  /// sum is on its side of every such number: the root rounds as the exact one's, and
  /// `hypot(1e999999999999999, 1)` aligns on no power of ten.
  static func hypotenuse(_ x: BigDecimal, _ y: BigDecimal, digits: Int) -> BigDecimal {
    let sum = BigDecimal.stickySum(x * x, y * y, digits: 2 * digits + 2)
    return BigDecimal.squareRoot(sum, digits: digits)
  }

  /// A two-argument built-in, correctly rounded.
  public static func function2(_ function: BinaryFunction, _ first: Precise, _ second: Precise)
    -> Precise
  {
    combine(first, second) { x, y in
      if function == .hypot { return .success(hypotenuse(x, y, digits: Precision.digits)) }
      guard let xf = Elementary.argument(x), let yf = Elementary.argument(y) else {
        return .failure(ArithmeticFailure(Elementary.outOfRange(function.name)))
      }
      return Elementary.apply(function, xf, yf, digits: Precision.digits)
    }
  }

  /// `min` or `max`, exactly.
  public static func functionN(_ function: VariadicFunction, _ arguments: [Precise]) -> Precise {
    guard var best = arguments.first else { return Precise(failure: "no arguments") }
    for argument in arguments {
      guard case .success(let x) = argument.operand else { return argument.operandFailure }
      guard case .success(let y) = best.operand else { return best.operandFailure }
      let order = BigDecimal.compare(x, y)
      if function == .min ? order < 0 : order > 0 { best = argument }
    }
    return best
  }

  /// A number variable: its kept value (``Precision/kept``) rounded to the digits while it
  /// still holds that double, else its double as the shortest decimal that reads back as it.
  public static func variable(_ name: String, _ value: Double) -> Precise {
    switch Precision.kept[name]?.held(for: value) {
    case .precise(let kept)?: return kept.rounded()
    case .number(let kept)?: return Precise(rounding: kept.decimal(Precision.digits))
    case nil: break
    }
    return number(value)
  }
}

// MARK: - Booleans, conditionals and calls

extension Precise: Conditionals, UserFunctions {
  /// A Boolean, or the failure of an operand it needed.
  public typealias Truth = Tagless.Truth

  /// The literal.
  public static func boolean(_ value: Bool) -> Truth { .success(value) }
  /// The comparison, exact on the two operands (a literal as written).
  public static func compare(_ comparison: Comparison, _ lhs: Precise, _ rhs: Precise) -> Truth {
    .comparing(comparison, lhs.operand, rhs.operand, by: BigDecimal.compare)
  }
  /// `!operand`.
  public static func not(_ operand: Truth) -> Truth { operand.map { !$0 } }
  /// `lhs && rhs`: a false left operand decides.
  public static func and(_ lhs: Truth, _ rhs: Truth) -> Truth { .conjunction(lhs, rhs) }
  /// `lhs || rhs`: a true left operand decides.
  public static func or(_ lhs: Truth, _ rhs: Truth) -> Truth { .disjunction(lhs, rhs) }
  /// Every condition is known; a failed one counts as false (the result is its failure).
  public static func decision(_ condition: borrowing Truth) -> Bool? { (copy condition).decision }
  /// The branch the condition takes.
  public static func conditional(_ condition: Truth, _ then: Precise, _ otherwise: Precise)
    -> Precise
  {
    switch condition {
    case .success(let truth): truth ? then : otherwise
    case .failure(let failure): Precise(.failure(failure))
    }
  }
  /// The branch the condition takes.
  public static func conditional(_ condition: Truth, _ then: Truth, _ otherwise: Truth) -> Truth {
    condition.flatMap { $0 ? then : otherwise }
  }
  /// A Boolean variable.
  public static func variable(_ name: String, _ value: Bool) -> Truth { .success(value) }

  /// Calls need their values.
  public static var callExpansion: CallExpansion { .value }
  /// The call's value: a failed argument's failure, or the body's, placed at the call.
  public static func call(_ callee: Callee, _ arguments: [Precise], _ expansion: Precise?)
    -> Precise
  { Precise(.called(callee, arguments: arguments.map(\.failure), expansion: expansion?.result)) }
  /// The Boolean call's value, placed likewise.
  public static func call(_ callee: Callee, _ arguments: [Precise], _ expansion: Truth?) -> Truth {
    .called(callee, arguments: arguments.map(\.failure), expansion: expansion)
  }
}

// MARK: - Calls on the machine

/// Calls of user functions run on the core's call machine, compiled here for `Precise`.
extension Precise: MachineArithmetic {
  /// The call on the machine specialised for `Precise`.
  public static func expandOnMachine(_ call: inout MachineCall<Precise>) throws(CallError)
    -> Typed<Precise>?
  { try call.expand() }
}
