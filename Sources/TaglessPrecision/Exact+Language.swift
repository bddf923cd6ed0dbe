import Tagless

// MARK: - Built-ins and names

extension Exact: Builtins, Variables {
  /// π or e: approximate, correctly rounded to the digits.
  public static func constant(_ constant: Constant) -> Exact {
    Exact(correctlyRounded: { Elementary.constant(constant, digits: $0) })
  }

  /// A one-argument built-in: exact when the result is rational, approximate otherwise;
  /// `floor`, `ceil`, `round` and `trunc` of an approximate value are exact integers decided
  /// from its enclosure (`integral(_:of:)`).
  public static func function1(_ function: UnaryFunction, _ argument: Exact) -> Exact {
    if let interrupted { return interrupted }
    switch argument.result {
    case .failure: return argument.operandFailure
    case .success(.approximate(let x)):
      switch function {
      case .floor, .ceil, .round, .trunc: return integral(function, of: x)
      default:
        return Exact(
          approximately: Elementary.apply(function, x.value, digits: Precision.digits),
          enclosure: .image(function, of: x.enclosure))
      }
    case .success(.exact(let x)):
      if let exact = exactValue(function, x) { return exact }
      let fraction = Fraction(x)
      return Exact(correctlyRounded: { Elementary.apply(function, fraction, digits: $0) })
    }
  }

  /// `function(x)` when it is rational (or fails); nil otherwise.
  static func exactValue(_ function: UnaryFunction, _ x: Rational) -> Exact? {
    switch function {
    case .abs: return Exact(x.magnitude)
    case .floor: return Exact(Rational(x.floor))
    case .ceil: return Exact(Rational(x.ceiling))
    case .round: return Exact(Rational(x.roundedAwayFromZero))
    case .trunc: return Exact(Rational(x.truncated))
    case .sqrt:
      guard x.signum >= 0 else { return Exact(.failure(Elementary.negativeRoot)) }
      return Elementary.exactRoot(x, degree: 2).map { Exact($0) }
    case .cbrt:
      return Elementary.exactRoot(x.magnitude, degree: 3).map { Exact(x.signum < 0 ? -$0 : $0) }
    case .exp, .cosh: return x.isZero ? Exact(.one) : nil
    case .cos: return x.isZero ? Exact(.one) : nil
    case .sin, .tan, .asin, .atan, .sinh, .tanh: return x.isZero ? Exact(.zero) : nil
    case .acos: return x == .one ? Exact(.zero) : nil
    case .log: return x == .one ? Exact(.zero) : nil
    case .log2, .log10:
      guard x.signum > 0 else { return nil }
      return Elementary.exactPower(x, base: function == .log2 ? 2 : 10).map { Exact(Rational($0)) }
    }
  }

  /// A two-argument built-in: exact when the result is rational, approximate otherwise.
  public static func function2(_ function: BinaryFunction, _ first: Exact, _ second: Exact)
    -> Exact
  {
    if let interrupted { return interrupted }
    switch (first.result, second.result) {
    case (.failure, _): return first.operandFailure
    case (_, .failure): return second.operandFailure
    case (.success(.exact(let x)), .success(.exact(let y))):
      switch function {
      case .pow: return power(first, second)
      case .hypot:
        if let root = Elementary.exactRoot(x * x + y * y, degree: 2) { return Exact(root) }
      case .atan2:
        if x.isZero && y.signum >= 0 { return Exact(.zero) }
      }
      let (xf, yf) = (Fraction(x), Fraction(y))
      return Exact(correctlyRounded: { Elementary.apply(function, xf, yf, digits: $0) })
    case (.success(let x), .success(let y)):
      if function == .pow { return power(first, second) }
      guard let xf = x.fraction, let yf = y.fraction else {
        // Beyond the range of the functions, hypot is still a square root of decimals, as in
        // precise (`hypot(3e-400000, 4e-400000)` is 5e-400000 in both).
        guard function == .hypot else {
          return Exact(failure: Elementary.outOfRange(function.name))
        }
        let digits = Precision.digits
        return Exact(
          approximately: .success(
            Precise.hypotenuse(x.decimal(2 * digits + 2), y.decimal(2 * digits + 2), digits: digits)
          ),
          enclosure: .image(function, of: x.enclosure, y.enclosure))
      }
      return Exact(
        approximately: Elementary.apply(function, xf, yf, digits: Precision.digits),
        enclosure: .image(function, of: x.enclosure, y.enclosure))
    }
  }

  /// `min` or `max`, exactly; with approximate values, decided from their enclosures (or
  /// the failure that says the budget did not decide it).
  public static func functionN(_ function: VariadicFunction, _ arguments: [Exact]) -> Exact {
    guard var best = arguments.first else { return Exact(failure: "no arguments") }
    if best.failure != nil { return best.operandFailure }
    for argument in arguments.dropFirst() {
      guard case .success(let x) = argument.result else { return argument.operandFailure }
      guard case .success(let y) = best.result else { return best.operandFailure }
      switch Number.order(x, y, "which argument of \(function.name) is larger") {
      case .failure(let failure): return Exact(.failure(failure))
      case .success(let order): if function == .min ? order < 0 : order > 0 { best = argument }
      }
    }
    return best
  }

  /// A number variable: its kept value (``Precision/kept``) while it still holds that double,
  /// else its double as the shortest decimal that reads back as it.
  public static func variable(_ name: String, _ value: Double) -> Exact {
    if let kept = Precision.kept[name]?.number(for: value) { return Exact(.success(kept)) }
    return number(value)
  }
}

// MARK: - Booleans, conditionals and calls

extension Exact: Conditionals, UserFunctions {
  /// A Boolean, or the failure of an operand it needed.
  public typealias Truth = Tagless.Truth

  /// The literal.
  public static func boolean(_ value: Bool) -> Truth { .success(value) }
  /// The comparison, exact.
  ///
  /// With an approximate operand it is decided from the enclosures, or it is the failure
  /// that says the budget did not decide it: never a guess.
  public static func compare(_ comparison: Comparison, _ lhs: Exact, _ rhs: Exact) -> Truth {
    switch (lhs.result, rhs.result) {
    case (.failure(let failure), _), (_, .failure(let failure)): .failure(failure.operandFailure)
    case (.success(let x), .success(let y)):
      Number.order(x, y, "'\(comparison.symbol)'").map { comparison.holds($0) }
    }
  }
  /// An undecided comparison's failure, placed at its operator.
  public static func locatedTruth(_ truth: Truth, at offset: Int) -> Truth {
    truth.mapError { $0.placed(at: offset) }
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
  public static func conditional(_ condition: Truth, _ then: Exact, _ otherwise: Exact) -> Exact {
    Exact(condition.flatMap { $0 ? then.result : otherwise.result })
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
  public static func call(_ callee: Callee, _ arguments: [Exact], _ expansion: Exact?) -> Exact {
    Exact(.called(callee, arguments: arguments.map(\.failure), expansion: expansion?.result))
  }
  /// The Boolean call's value, placed likewise.
  public static func call(_ callee: Callee, _ arguments: [Exact], _ expansion: Truth?) -> Truth {
    .called(callee, arguments: arguments.map(\.failure), expansion: expansion)
  }
}

// MARK: - Calls on the machine

/// Calls of user functions run on the core's call machine, compiled here for `Exact`.
extension Exact: MachineArithmetic {
  /// The call on the machine specialised for `Exact`.
  public static func expandOnMachine(_ call: inout MachineCall<Exact>) throws(CallError)
    -> Typed<Exact>?
  { try call.expand() }
}
