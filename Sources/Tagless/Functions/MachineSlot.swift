// MARK: - MachineArithmetic

/// A value interpreter whose Booleans are ``Truth`` and whose values may be failures, and whose
/// calls of user functions run on the call machine (TaglessPrecision's `Exact` and `Precise`).
///
/// Through the machine's slots the machine computes with the interpreter's own constructors,
/// in the order the generic expansion does, as long as no condition, argument or call's value
/// is a failure; at the first that is, the machine stops and the generic expansion runs the
/// call again, so what a failure becomes (where it is placed, which branch still runs) is
/// decided in one place.
public protocol MachineArithmetic: Language where Truth == Tagless.Truth {
  /// The failure, if the value is one.
  var failure: ArithmeticFailure? { get }

  /// The value of `call` on the call machine; nil when a condition, an argument or a call's
  /// value is a failure, for the generic expansion to run the call again.
  ///
  /// Implement it as `try call.expand()`. The machine is generic: written in the module that
  /// defines the arithmetic, it is compiled there for that arithmetic, while the core, which
  /// knows no arithmetic of another module, could only run it unspecialised.
  static func expandOnMachine(_ call: inout MachineCall<Self>) throws(CallError) -> Typed<Self>?
}

/// A number or a Boolean of `R`, as ``CallMachine`` holds it.
@usableFromInline
enum MachineSlot<R: MachineArithmetic>: MachineValue {
  case number(R)
  case truth(Truth)

  @inlinable static var canFail: Bool { true }
  @inlinable static var readsOperands: Bool { true }
  @inlinable static var filler: Self { .truth(.success(false)) }

  @usableFromInline
  static func operand(_ literal: MachineCode.Literal) -> Self {
    switch literal {
    case .number(let value): .number(R.number(value))
    case .constant(let constant): .number(R.constant(constant))
    case .boolean(let value): .truth(R.boolean(value))
    case .host(let name, let value): global(name, value, isHost: true)
    }
  }

  @inlinable
  var isFailure: Bool {
    switch self {
    case .number(let x): x.failure != nil
    case .truth(let t): if case .failure = t { true } else { false }
    }
  }

  @inlinable
  var holds: Bool {
    if case .truth(.success(true)) = self { return true }
    return false
  }

  /// The number (a typed body never holds a Boolean where a number is read).
  @inlinable
  var value: R {
    if case .number(let x) = self { return x }
    return R.number(.nan)
  }

  /// The Boolean (likewise).
  @inlinable
  var truth: Truth {
    if case .truth(let t) = self { return t }
    return .success(false)
  }

  @usableFromInline
  static func global(_ name: String, _ value: Value, isHost: Bool) -> Self {
    switch value {
    case .number(let x): .number(isHost ? R.hostConstant(name, x) : R.variable(name, x))
    case .boolean(let b): .truth(isHost ? R.hostConstant(name, b) : R.variable(name, b))
    }
  }

  @usableFromInline
  static func free(_ name: String, _ type: ValueType) -> Self {
    type == .number ? .number(R.variable(name, Double.nan)) : .truth(R.variable(name, false))
  }

  @usableFromInline
  static func host(
    _ function: HostFunction, _ accumulator: Self, _ top: inout UnsafeMutablePointer<Self>
  ) -> Self {
    var arguments: [R] = []
    if function.arity == 0 {
      top.initialize(to: accumulator)
      top += 1
    } else {
      top -= function.arity - 1
      for position in 0..<(function.arity - 1) { arguments.append((top + position).move().value) }
      arguments.append(accumulator.value)
    }
    return switch function.type {
    case .number: .number(R.hostCall(function, arguments))
    case .boolean: .truth(R.hostCall(predicate: function, arguments))
    }
  }

  /// Pushes the accumulator and loads `value`.
  @inlinable @inline(__always)
  static func load(
    _ value: Self, _ accumulator: inout Self, _ top: inout UnsafeMutablePointer<Self>
  ) {
    top.initialize(to: accumulator)
    top += 1
    accumulator = value
  }

  /// Pops the value under the accumulator.
  @inlinable @inline(__always)
  static func pop(_ top: inout UnsafeMutablePointer<Self>) -> R {
    top -= 1
    return top.move().value
  }

  @inlinable
  static func step(
    _ instruction: Instruction, _ accumulator: inout Self, _ top: inout UnsafeMutablePointer<Self>,
    _ arguments: UnsafePointer<Self>, _ operands: UnsafePointer<Self>?, at position: Int
  ) {
    let operand = { operands.unsafelyUnwrapped[position].value }
    switch instruction {
    case .constant: load(operands.unsafelyUnwrapped[position], &accumulator, &top)
    case .argument(let slot): load(arguments[slot], &accumulator, &top)
    case .add: accumulator = .number(R.add(pop(&top), accumulator.value))
    case .subtract: accumulator = .number(R.subtract(pop(&top), accumulator.value))
    case .multiply: accumulator = .number(R.multiply(pop(&top), accumulator.value))
    case .divide: accumulator = .number(R.divide(pop(&top), accumulator.value))
    case .subtractReversed: accumulator = .number(R.subtract(accumulator.value, pop(&top)))
    case .divideReversed: accumulator = .number(R.divide(accumulator.value, pop(&top)))
    case .addConstant: accumulator = .number(R.add(accumulator.value, operand()))
    case .subtractConstant: accumulator = .number(R.subtract(accumulator.value, operand()))
    case .multiplyConstant: accumulator = .number(R.multiply(accumulator.value, operand()))
    case .divideConstant: accumulator = .number(R.divide(accumulator.value, operand()))
    case .constantMinus: accumulator = .number(R.subtract(operand(), accumulator.value))
    case .constantOver: accumulator = .number(R.divide(operand(), accumulator.value))
    case .addArgument(let slot):
      accumulator = .number(R.add(accumulator.value, arguments[slot].value))
    case .subtractArgument(let slot):
      accumulator = .number(R.subtract(accumulator.value, arguments[slot].value))
    case .multiplyArgument(let slot):
      accumulator = .number(R.multiply(accumulator.value, arguments[slot].value))
    case .divideArgument(let slot):
      accumulator = .number(R.divide(accumulator.value, arguments[slot].value))
    case .argumentMinus(let slot):
      accumulator = .number(R.subtract(arguments[slot].value, accumulator.value))
    case .argumentOver(let slot):
      accumulator = .number(R.divide(arguments[slot].value, accumulator.value))
    case .negate: accumulator = .number(R.negate(accumulator.value))
    case .function1(let function): accumulator = .number(R.function1(function, accumulator.value))
    case .binary(let op): accumulator = .number(apply(op, pop(&top), accumulator.value))
    case .binaryReversed(let op): accumulator = .number(apply(op, accumulator.value, pop(&top)))
    case .combine(let function):
      accumulator = .number(R.functionN(function, [pop(&top), accumulator.value]))
    case .fold(let count, let function):
      top -= count - 1
      var values = (0..<(count - 1)).map { (top + $0).move().value }
      values.append(accumulator.value)
      accumulator = .number(R.functionN(function, values))
    case .compare(let comparison):
      accumulator = .truth(R.compare(comparison, pop(&top), accumulator.value))
    case .compareReversed(let comparison):
      accumulator = .truth(R.compare(comparison, accumulator.value, pop(&top)))
    case .compareConstant(_, let comparison):
      accumulator = .truth(R.compare(comparison, accumulator.value, operand()))
    case .compareArgument(let slot, let comparison):
      accumulator = .truth(R.compare(comparison, accumulator.value, arguments[slot].value))
    case .not: accumulator = .truth(R.not(accumulator.truth))
    case .and:
      top -= 1
      accumulator = .truth(R.and(top.move().truth, accumulator.truth))
    case .or:
      top -= 1
      accumulator = .truth(R.or(top.move().truth, accumulator.truth))
    case .select:
      top -= 2
      let condition = top.move().truth
      let then = (top + 1).move()
      accumulator =
        switch (then, accumulator) {
        case (.number(let a), .number(let b)): .number(R.conditional(condition, a, b))
        default: .truth(R.conditional(condition, then.truth, accumulator.truth))
        }
    case .host, .loop, .branch, .jump, .andThen, .orElse, .call, .global, .return:
      // Run by the machine's loop.
      break
    }
  }

  /// An operator of two numbers, as the postfix code's constructors compute it (`pow` never
  /// arrives: its bodies run on the expansion).
  @inlinable
  static func apply(_ op: Step.Operator, _ lhs: R, _ rhs: R) -> R {
    switch op {
    case .remainder: return R.remainder(lhs, rhs)
    case .power: return R.power(lhs, rhs)
    case .atan2, .hypot: return R.function2(op == .atan2 ? .atan2 : .hypot, lhs, rhs)
    case .add, .subtract, .multiply, .divide:
      // Lowered to instructions of their own; here for completeness.
      if op == .add || op == .subtract {
        return op == .add ? R.add(lhs, rhs) : R.subtract(lhs, rhs)
      }
      return op == .multiply ? R.multiply(lhs, rhs) : R.divide(lhs, rhs)
    }
  }
}
