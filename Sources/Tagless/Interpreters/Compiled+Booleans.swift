// MARK: - Booleans, conditionals and calls

extension Compiled {
  /// A compiled Boolean-valued fragment: the same postfix code, told apart from a number's by
  /// its type, so that a call knows which type it returns.
  public struct Condition: Sendable {
    /// The fragment, whose program computes 1 for true and 0 for false.
    public var fragment: Compiled
  }
}

extension Compiled: Conditionals, UserFunctions {
  /// A Boolean-valued fragment.
  public typealias Truth = Condition

  /// `true` or `false`.
  public static func boolean(_ value: Bool) -> Condition {
    Condition(fragment: Self(leaf: .boolean(value)))
  }
  /// A comparison; of two known numbers, its value.
  public static func compare(_ comparison: Comparison, _ lhs: Self, _ rhs: Self) -> Condition {
    Condition(fragment: binary(.compare(comparison), lhs, rhs))
  }
  /// `!operand`.
  public static func not(_ operand: Condition) -> Condition {
    Condition(fragment: unary(.not, operand.fragment))
  }
  /// `lhs && rhs`, which runs `rhs` only when `lhs` is true.
  public static func and(_ lhs: Condition, _ rhs: Condition) -> Condition {
    if let value = lhs.fragment.truth { return value ? rhs : boolean(false) }
    let departs = rhs.fragment.hasLoop
    return Condition(fragment: binary(.and, lhs.fragment, rhs.fragment).departing(if: departs))
  }
  /// `lhs || rhs`, which runs `rhs` only when `lhs` is false.
  public static func or(_ lhs: Condition, _ rhs: Condition) -> Condition {
    if let value = lhs.fragment.truth { return value ? boolean(true) : rhs }
    let departs = rhs.fragment.hasLoop
    return Condition(fragment: binary(.or, lhs.fragment, rhs.fragment).departing(if: departs))
  }
  /// A conditional of numbers, which runs one branch; with a known condition, that branch.
  public static func conditional(_ condition: Condition, _ then: Self, _ otherwise: Self) -> Self {
    if let value = condition.fragment.truth { return value ? then : otherwise }
    return operation(.conditional(.number), over: condition.fragment, then, otherwise)
      .departing(if: then.hasLoop || otherwise.hasLoop)
  }
  /// A conditional of Booleans.
  public static func conditional(
    _ condition: Condition, _ then: Condition, _ otherwise: Condition
  ) -> Condition {
    if let value = condition.fragment.truth { return value ? then : otherwise }
    return Condition(
      fragment: operation(
        .conditional(.boolean), over: condition.fragment, then.fragment, otherwise.fragment
      ).departing(if: then.fragment.hasLoop || otherwise.fragment.hasLoop))
  }
  /// A Boolean variable, kept by name.
  public static func variable(_ name: String, _ value: Bool) -> Condition {
    Condition(fragment: Self(leaf: .booleanVariable(name, value)))
  }
  /// A Boolean variable the environment did not define: no program can give it a value (its
  /// parameters are numbers), so ``program(parameters:in:limits:)`` refuses it.
  public static func freeBooleanVariable(_ name: String, at offset: Int) -> Condition {
    Condition(fragment: Self(leaf: .free(name, .boolean, offset: offset)))
  }

  /// Calls are compiled as calls, run when the program runs: a recursive function compiles.
  public static var callExpansion: CallExpansion { .none }
  /// A call of a number-valued user function, run when the program runs.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Self?) -> Self {
    call(callee, arguments, .number)
  }
  /// A call of a Boolean-valued user function, run when the program runs.
  public static func call(_ callee: Callee, _ arguments: [Self], _ expansion: Condition?)
    -> Condition
  { Condition(fragment: call(callee, arguments, .boolean)) }

  static func call(_ callee: Callee, _ arguments: [Self], _ type: ValueType) -> Self {
    operation(.call(callee, arity: arguments.count, type), over: arguments)
  }

  /// The fragment's value when it is a lone `true` or `false`.
  var truth: Bool? {
    guard steps.count == 1, case .boolean(let value) = steps[0].operation else { return nil }
    return value
  }

  // MARK: The general program

  /// What the general program's code is emitted for: the parameters, and what a loop's body
  /// needs to be compiled.
  struct Target {
    let parameters: [String]
    let environment: Environment
    let limits: Limits
  }

  /// The fragment as code for the expansion machine.
  func general(parameters: [String], in environment: Environment, limits: Limits)
    -> GeneralProgram
  {
    var code = FunctionProgram.CodeBuilder()
    let target = Target(parameters: parameters, environment: environment, limits: limits)
    let type = emit(steps.count - 1, target, into: &code)
    return GeneralProgram(code: code.finished(), type: type)
  }

  /// Emits the subtree that ends at step `index`; returns its type.
  @discardableResult
  func emit(_ index: Int, _ target: Target, into code: inout FunctionProgram.CodeBuilder)
    -> ValueType
  {
    let parameters = target.parameters
    let step = steps[index]
    let operands = steps.operandRoots(of: index)
    switch step.operation {
    case .number(let value):
      code.append(.number(value))
    case .variable(let name, let value):
      code.append(parameters.firstIndex(of: name).map { .parameter($0) } ?? .number(value))
    case .booleanVariable(_, let value):
      code.append(.boolean(value))
      return .boolean
    case .free(let name, let type, _):
      // `Compiled.program(parameters:in:limits:)` refuses a free name that is no parameter.
      if type == .boolean {
        code.append(.boolean(false))
      } else {
        code.append(parameters.firstIndex(of: name).map { .parameter($0) } ?? .number(.nan))
      }
      return type
    case .boolean(let value):
      code.append(.boolean(value))
      return .boolean
    case .negate:
      for root in operands { emit(root, target, into: &code) }
      code.append(.negate)
    case .function1(let function):
      for root in operands { emit(root, target, into: &code) }
      code.append(.function1(function))
    case .binary(let symbol):
      for root in operands { emit(root, target, into: &code) }
      code.append(symbol.instruction)
    case .combine(let function, let count):
      for root in operands { emit(root, target, into: &code) }
      code.append(.functionN(function, count: count))
    case .compare(let comparison):
      for root in operands { emit(root, target, into: &code) }
      code.append(.compare(comparison))
      return .boolean
    case .not:
      for root in operands { emit(root, target, into: &code) }
      code.append(.not)
      return .boolean
    case .and, .or:
      emit(operands[0], target, into: &code)
      let jump = code.count
      code.append(.and)  // patched below
      emit(operands[1], target, into: &code)
      let isAnd: Bool
      if case .and = step.operation { isAnd = true } else { isAnd = false }
      code[jump] = isAnd ? .andThen(end: code.count) : .orElse(end: code.count)
      code.append(isAnd ? .and : .or)
      return .boolean
    case .conditional:
      emit(operands[0], target, into: &code)
      let branch = code.count
      code.append(.not)  // patched below
      let type = emit(operands[1], target, into: &code)
      let skip = code.count
      code.append(.not)  // patched below
      code[branch] = .branch(otherwise: code.count, type)
      emit(operands[2], target, into: &code)
      code[skip] = .skip(end: code.count, type)
      code.append(.choose(type))
      return type
    case .call(let callee, let arity, let type):
      for root in operands { emit(root, target, into: &code) }
      code.call(callee, arity: arity, type, weight: 1)
      return type
    case .host(let function):
      for root in operands { emit(root, target, into: &code) }
      code.host(function)
      return function.type
    case .loop(let loop):
      // The loop as the app's function of the parameters (which its body reads) and bounds.
      for slot in parameters.indices { code.append(.parameter(slot)) }
      for root in operands { emit(root, target, into: &code) }
      let program = loop.program(
        parameters: parameters, in: target.environment, limits: target.limits)
      code.host(program.host(limits: target.limits))
    }
    return .number
  }
}

extension Step.Operator {
  /// The machine's instruction for this operator.
  var instruction: FunctionProgram.Instruction {
    switch self {
    case .add: .binary(.add)
    case .subtract: .binary(.subtract)
    case .multiply: .binary(.multiply)
    case .divide: .binary(.divide)
    case .remainder: .binary(.remainder)
    case .power: .binary(.power)
    case .atan2: .function2(.atan2)
    case .hypot: .function2(.hypot)
    }
  }
}
