// MARK: - CodeGenerator

/// Turns a fragment's postfix steps into a ``CompiledProgram``.
///
/// Two passes. The first, in step order, resolves each variable to an argument slot or a
/// constant, folds every subtree without arguments into a constant, and computes how deep the
/// stack must be to evaluate each remaining subtree (Sethi–Ullman numbers). The second emits
/// instructions from the root down, computing the operand that needs the deeper stack first, so
/// that the stack stays a few slots deep however large the expression.
struct CodeGenerator {
  /// What a subtree is once resolved.
  enum Operand {
    /// A constant, not yet loaded.
    case constant(Double)
    /// An argument, not yet loaded.
    case argument(Int)
    /// Computed by code; `depth` is the stack it needs, the push of the accumulator included.
    case computed(depth: Int)

    /// The stack depth loading or computing it needs.
    var depth: Int {
      if case .computed(let depth) = self { return depth }
      return 1
    }

    /// The value, for a constant.
    var constant: Double? {
      if case .constant(let value) = self { return value }
      return nil
    }

    /// True for a constant or an argument, which an instruction can take as an operand.
    var isLeaf: Bool {
      if case .computed = self { return false }
      return true
    }
  }

  let steps: [Step]
  let parameters: [String]
  /// Each step's operand, from the first pass.
  var operands: [Operand] = []
  /// The code, from the second pass.
  var code: [Instruction] = []
  /// The app's functions the code calls, by the index its ``Instruction/host(_:)`` holds.
  var hosts: [HostFunction] = []
  /// The loops the code runs, by the index its ``Instruction/loop(_:)`` holds.
  var loops: [LoopProgram] = []
  /// Where a loop's body looks up the user functions it calls.
  let environment: Environment
  /// The bounds on the loops' applications and the bodies' calls.
  let limits: Limits

  init(
    steps: [Step], parameters: [String], environment: Environment = Environment(),
    limits: Limits = .standard
  ) {
    self.steps = steps
    self.parameters = parameters
    self.environment = environment
    self.limits = limits
  }

  /// Both passes.
  mutating func program() -> CompiledProgram {
    operands.reserveCapacity(steps.count)
    for index in steps.indices { operands.append(resolve(index)) }
    let root = steps.count - 1
    emit(root)
    return CompiledProgram(
      parameters: parameters, instructions: code, stackCapacity: operands[root].depth + 1,
      type: steps[root].operation.type, hosts: hosts, loops: loops, limits: limits)
  }

  // MARK: First pass

  /// The operand of step `index`, whose operands' operands are known: a constant when all its
  /// operands are (folded by ``Step/Operation/fold(_:)``, as the fragment's builders fold),
  /// else computed, with the stack depth it needs.
  func resolve(_ index: Int) -> Operand {
    let operation = steps[index].operation
    switch operation {
    case .number(let value):
      return .constant(value)
    case .variable(let name, let value):
      if let slot = parameters.firstIndex(of: name) { return .argument(slot) }
      return .constant(value)
    case .free(let name, _, _):
      // `Compiled.program(parameters:in:limits:)` refuses a free name that is no parameter.
      return parameters.firstIndex(of: name).map { .argument($0) } ?? .constant(.nan)
    case .boolean(let value), .booleanVariable(_, let value):
      return .constant(value ? 1 : 0)
    case .call:
      // `Compiled.program(parameters:in:limits:)` sends calls to the general program.
      return .constant(.nan)
    default:
      break
    }
    let arguments = steps.operandRoots(of: index).map { operands[$0] }
    let constants = arguments.compactMap(\.constant)
    if constants.count == arguments.count, let value = operation.fold(constants) {
      return .constant(value)
    }
    switch operation {
    case .binary(let symbol) where symbol.isFusible && (arguments[0].isLeaf || arguments[1].isLeaf):
      // The other operand is computed (or loaded) and this one is part of the instruction.
      return .computed(depth: arguments[0].isLeaf ? arguments[1].depth : arguments[0].depth)
    case .binary, .compare, .and, .or:
      let leftFirst = Self.leftFirst(arguments[0], arguments[1])
      let (first, second) = leftFirst ? (arguments[0], arguments[1]) : (arguments[1], arguments[0])
      return .computed(depth: max(first.depth, second.depth + 1))
    case .combine:
      // Each argument after the first on top of the result so far.
      let depths = arguments.enumerated().map { $1.depth + ($0 == 0 ? 0 : 1) }
      return .computed(depth: depths.max() ?? 1)
    default:
      // One operand; or a conditional's three, or the app's function's arguments, each on top
      // of the ones before.
      let depths = arguments.enumerated().map { $1.depth + $0 }
      return .computed(depth: depths.max() ?? 1)
    }
  }

  /// The roots of a two-operand step's operands.
  func pair(of index: Int) -> (lhs: Int, rhs: Int) {
    let roots = steps.operandRoots(of: index)
    return (roots[0], roots[1])
  }

  /// Whether to compute the left operand first: unless the right one needs a deeper stack.
  static func leftFirst(_ left: Operand, _ right: Operand) -> Bool {
    left.depth >= right.depth
  }

  // MARK: Second pass

  /// Emits the code that leaves step `index`'s value in the accumulator (pushing the old one).
  mutating func emit(_ index: Int) {
    switch operands[index] {
    case .constant(let value):
      code.append(.constant(value))
      return
    case .argument(let slot):
      code.append(.argument(slot))
      return
    case .computed:
      break
    }
    switch steps[index].operation {
    case .number, .variable, .free:
      preconditionFailure("a leaf is a constant or an argument")
    case .negate:
      emit(index - 1)
      code.append(.negate)
    case .function1(let function):
      emit(index - 1)
      code.append(.function1(function))
    case .binary(let symbol):
      emitBinary(symbol, pair(of: index))
    case .combine(let function, _):
      for (position, argument) in steps.operandRoots(of: index).enumerated() {
        emit(argument)
        if position > 0 { code.append(.combine(function)) }
      }
    case .compare(let comparison):
      let reversed = emitPair(pair(of: index))
      code.append(reversed ? .compareReversed(comparison) : .compare(comparison))
    case .not:
      emit(index - 1)
      code.append(.not)
    case .and:
      emitPair(pair(of: index))
      code.append(.and)
    case .or:
      emitPair(pair(of: index))
      code.append(.or)
    case .conditional:
      for root in steps.operandRoots(of: index) { emit(root) }
      code.append(.select)
    case .boolean, .booleanVariable:
      preconditionFailure("a Boolean literal or variable is a constant")
    case .host(let function):
      emitHost(function, at: index)
    case .loop(let loop):
      // The bounds in order: the lower is popped, the upper is the accumulator.
      for root in steps.operandRoots(of: index) { emit(root) }
      loops.append(loop.program(parameters: parameters, in: environment, limits: limits))
      code.append(.loop(loops.count - 1))
    case .call:
      // Sent to the general program; never generated here.
      break
    }
  }

  /// Emits both operands of a two-operand step, the one that needs the deeper stack first;
  /// true when that is the right one (the instruction then takes them reversed).
  @discardableResult
  mutating func emitPair(_ roots: (lhs: Int, rhs: Int)) -> Bool {
    if Self.leftFirst(operands[roots.lhs], operands[roots.rhs]) {
      emit(roots.lhs)
      emit(roots.rhs)
      return false
    }
    emit(roots.rhs)
    emit(roots.lhs)
    return true
  }

  /// Emits a two-operand operation, an operand that is a leaf inside the instruction if it can.
  mutating func emitBinary(_ symbol: Step.Operator, _ roots: (lhs: Int, rhs: Int)) {
    let (left, right) = (operands[roots.lhs], operands[roots.rhs])
    // `c ∘ x`: load the argument and put the constant in the instruction (a batch reads an
    // argument where it is, but must fill a block with a constant).
    var constantThenArgument = false
    if case .constant = left, case .argument = right { constantThenArgument = true }
    if symbol.isFusible, right.isLeaf, !constantThenArgument {
      emit(roots.lhs)
      code.append(Self.fused(symbol, right, reversed: false))
    } else if symbol.isFusible, left.isLeaf {
      emit(roots.rhs)
      code.append(Self.fused(symbol, left, reversed: true))
    } else if Self.leftFirst(left, right) {
      emit(roots.lhs)
      emit(roots.rhs)
      code.append(Self.popping(symbol, reversed: false))
    } else {
      emit(roots.rhs)
      emit(roots.lhs)
      code.append(Self.popping(symbol, reversed: true))
    }
  }

  /// The instruction for `accumulator ∘ leaf`, or `leaf ∘ accumulator` when `reversed`.
  static func fused(_ symbol: Step.Operator, _ leaf: Operand, reversed: Bool) -> Instruction {
    switch (symbol, leaf, reversed) {
    case (.add, .constant(let value), _): .addConstant(value)
    case (.multiply, .constant(let value), _): .multiplyConstant(value)
    case (.subtract, .constant(let value), false): .subtractConstant(value)
    case (.subtract, .constant(let value), true): .constantMinus(value)
    case (.divide, .constant(let value), false): .divideConstant(value)
    case (.divide, .constant(let value), true): .constantOver(value)
    case (.add, .argument(let slot), _): .addArgument(slot)
    case (.multiply, .argument(let slot), _): .multiplyArgument(slot)
    case (.subtract, .argument(let slot), false): .subtractArgument(slot)
    case (.subtract, .argument(let slot), true): .argumentMinus(slot)
    case (.divide, .argument(let slot), false): .divideArgument(slot)
    case (.divide, .argument(let slot), true): .argumentOver(slot)
    default: preconditionFailure("not a fusible operator with a leaf operand")
    }
  }

  /// The instruction for `popped ∘ accumulator`, or `accumulator ∘ popped` when `reversed`.
  static func popping(_ symbol: Step.Operator, reversed: Bool) -> Instruction {
    switch (symbol, reversed) {
    case (.add, _): .add
    case (.multiply, _): .multiply
    case (.subtract, false): .subtract
    case (.subtract, true): .subtractReversed
    case (.divide, false): .divide
    case (.divide, true): .divideReversed
    case (_, false): .binary(symbol)
    case (_, true): .binaryReversed(symbol)
    }
  }
}
