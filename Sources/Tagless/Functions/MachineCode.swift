/// A ``FunctionProgram``'s code lowered to the accumulator machine's ``Instruction``s, for
/// ``CallMachine``: the value interpreters' form of a user function's body, or of a compiled line
/// with Booleans, conditionals or calls.
///
/// Lowered once, when the code is compiled. The postfix code's top of stack becomes the
/// accumulator: a literal or a parameter is a load, an operator of two numbers pops its left
/// operand, and an operator whose right operand is a literal or a parameter takes it in the
/// instruction (`n - 1` is `argument 0`, `subtract 1`). Booleans are 1 and 0. `?:`, `&&` and
/// `||` become jumps; a call is one ``Instruction/call(_:)``, whose callee, arity, type and
/// weight are in ``sites``; the code ends with `return`.
///
/// The instructions are allocated once and never change, so the machine reads them through a
/// pointer that stays valid as long as this object lives.
@usableFromInline
final class MachineCode: @unchecked Sendable {
  /// What a call instruction calls.
  struct Site {
    /// The function named, and where the call is written.
    var callee: Callee
    /// How many arguments the call passes.
    var arity: Int
    /// The type the caller needs.
    var type: ValueType
    /// The levels of ``Limits/maximumCallDepth`` the call adds.
    var weight: Int
  }

  /// A variable the code reads.
  struct Global {
    var name: String
    var type: ValueType
  }

  /// A literal operand as the body wrote it: the double in the instruction is the evaluator's
  /// value, and another arithmetic (``MachineSlot``) reads the literal itself.
  @usableFromInline
  enum Literal {
    case number(Double)
    case constant(Constant)
    case boolean(Bool)
    case host(String, Value)
  }

  /// The instructions, ending with `return`.
  let instructions: UnsafeMutableBufferPointer<Instruction>
  /// The calls, by the index a ``Instruction/call(_:)`` holds.
  let sites: [Site]
  /// The variables, by the index a ``Instruction/global(_:)`` holds.
  let globals: [Global]
  /// The app's functions, by the index a ``Instruction/host(_:)`` holds.
  @usableFromInline let hosts: [HostFunction]
  /// Slots of stack the code needs above its arguments, the push at a call included.
  let stackNeed: Int
  /// The literals, by the position of the instruction that holds them (a load, or an
  /// operation fused with one).
  let literals: [(position: Int, literal: Literal)]
  /// Whether every instruction means what the postfix one did in any arithmetic: false when
  /// `pow(x, y)` became the operator `^` (the same for doubles, not for every arithmetic).
  @usableFromInline let isFaithful: Bool
  /// Whether the code builds functions (a lambda applied, a `sum`): the machine does not run
  /// those, and leaves such code to ``Expansion``, which builds them in the interpreter.
  @usableFromInline let hasFunctions: Bool

  /// Lowers the postfix `code`, whose tables are the others (as ``FunctionProgram/Code``
  /// holds them).
  init(
    _ code: [FunctionProgram.Instruction], callees: [Callee], globals names: [String],
    hosts: [HostFunction], constants: [FunctionProgram.HostConstant], hasFunctions: Bool = false
  ) {
    self.hasFunctions = hasFunctions
    var lowering = Lowering(code, globals: names, constants: constants, calls: callees.count)
    lowering.run()
    instructions = .allocate(capacity: lowering.output.count)
    _ = instructions.initialize(from: lowering.output)
    sites = zip(callees, lowering.calls).map { callee, call in
      Site(callee: callee, arity: call.arity, type: call.type, weight: call.weight)
    }
    globals = lowering.globals
    self.hosts = hosts
    literals = lowering.literals
    isFaithful = lowering.isFaithful
    stackNeed = Self.stackNeed(lowering.output, hosts: hosts, sites: sites)
  }

  deinit { instructions.deallocate() }

  /// The most slots the code holds in memory at once, following it in order: a branch's two
  /// arms are counted one after the other, which overestimates by at most one slot a nesting.
  static func stackNeed(_ code: [Instruction], hosts: [HostFunction], sites: [Site]) -> Int {
    var depth = 0
    var most = 0
    for instruction in code {
      switch instruction {
      case .constant, .argument, .global: depth += 1
      case .add, .subtract, .multiply, .divide, .subtractReversed, .divideReversed, .binary,
        .binaryReversed, .combine, .compare, .compareReversed, .and, .or, .branch, .andThen,
        .orElse:
        depth -= 1
      case .select: depth -= 2
      case .fold(let count, _): depth -= count - 1
      case .host(let index): depth -= hosts[index].arity - 1
      case .call(let site):
        most = max(most, depth + 1)
        depth -= sites[site].arity - 1
      default: break
      }
      most = max(most, depth)
    }
    return most + 1
  }
}

// MARK: - Lowering

extension MachineCode {
  /// One pass over the postfix code, then the jumps patched.
  struct Lowering {
    let code: [FunctionProgram.Instruction]
    let names: [String]
    let constants: [FunctionProgram.HostConstant]
    var output: [Instruction] = []
    var calls: [(arity: Int, type: ValueType, weight: Int)]
    var globals: [Global] = []
    /// Where each postfix instruction starts in `output` (one more for the end).
    var starts: [Int]
    /// Postfix indices that a jump goes to.
    var isTarget: [Bool]
    /// Positions in `output` that a jump goes to: an instruction there must not be fused with
    /// the one before or after it.
    var targets: Set<Int> = []
    /// Jumps to patch: their position and the postfix index they go to.
    var jumps: [(at: Int, to: Int)] = []
    var literals: [(position: Int, literal: Literal)] = []
    var isFaithful = true

    init(
      _ code: [FunctionProgram.Instruction], globals: [String],
      constants: [FunctionProgram.HostConstant], calls: Int
    ) {
      self.code = code
      self.names = globals
      self.constants = constants
      let count = code.count
      self.calls = Array(repeating: (0, .number, 1), count: calls)
      starts = Array(repeating: 0, count: count + 1)
      isTarget = Array(repeating: false, count: count + 1)
      for instruction in code {
        switch instruction {
        case .branch(let to, _), .skip(let to, _), .andThen(let to), .orElse(let to):
          isTarget[to] = true
        default: break
        }
      }
    }

    mutating func run() {
      for (index, instruction) in code.enumerated() {
        starts[index] = output.count
        if isTarget[index] { targets.insert(output.count) }
        lower(instruction)
      }
      starts[code.count] = output.count
      output.append(.return)
      for jump in jumps {
        let target = starts[jump.to]
        output[jump.at] =
          switch output[jump.at] {
          case .branch: .branch(target)
          case .andThen: .andThen(target)
          case .orElse: .orElse(target)
          default:
            // The end of a `then` branch that ends the code returns at once.
            if case .return = output[target] { .return } else { .jump(target) }
          }
      }
    }

    mutating func lower(_ instruction: FunctionProgram.Instruction) {
      switch instruction {
      case .number(let value): load(value, .number(value))
      case .constant(let constant): load(constant.value, .constant(constant))
      case .parameter(let index): output.append(.argument(index))
      case .boolean(let value): load(value ? 1 : 0, .boolean(value))
      case .global(let index, let type):
        let global = Global(name: names[index], type: type)
        let slot =
          globals.firstIndex { $0.name == global.name && $0.type == type } ?? globals.count
        if slot == globals.count { globals.append(global) }
        output.append(.global(slot))
      case .negate: output.append(.negate)
      case .binary(let op): binary(Self.operator(op))
      case .function1(let function): output.append(.function1(function))
      case .function2(let function):
        if function == .pow { isFaithful = false }
        binary(Step.Operator(function))
      case .functionN(let function, let count):
        // One number is itself; none cannot be parsed, but would push NaN.
        if count >= 2 { output.append(.fold(count: count, function)) }
        if count == 0 { output.append(.constant(.nan)) }
      case .compare(let comparison): compare(comparison)
      case .not: output.append(.not)
      case .andThen(let end): jump(.andThen(0), to: end)
      case .orElse(let end): jump(.orElse(0), to: end)
      case .branch(let otherwise, _): jump(.branch(0), to: otherwise)
      case .skip(let end, _): jump(.jump(0), to: end)
      case .and, .or, .choose:
        // The jumps have done their work: the result is in the accumulator.
        break
      case .call(let site, let arity, let type, let weight):
        calls[site] = (arity, type, weight)
        output.append(.call(site))
      case .host(let index): output.append(.host(index))
      case .apply, .functional:
        // Never run: the machine leaves code with functions to the expansion (`hasFunctions`).
        output.append(.constant(.nan))
      case .hostConstant(let index):
        let constant = constants[index]
        switch constant.value {
        case .number(let value): load(value, .host(constant.name, constant.value))
        case .boolean(let value): load(value ? 1 : 0, .host(constant.name, constant.value))
        }
      }
    }

    /// A load of a literal, whose double is `value`.
    mutating func load(_ value: Double, _ literal: Literal) {
      literals.append((output.count, literal))
      output.append(.constant(value))
    }

    mutating func jump(_ instruction: Instruction, to target: Int) {
      jumps.append((output.count, target))
      output.append(instruction)
    }

    /// A comparison: fused with a load of its right operand just before it, as ``binary(_:)``.
    mutating func compare(_ comparison: Comparison) {
      if let last = fusibleLoad {
        switch output[last] {
        case .constant(let value):
          output[last] = .compareConstant(value, comparison)
          return
        case .argument(let slot):
          output[last] = .compareArgument(slot, comparison)
          return
        default: break
        }
      }
      output.append(.compare(comparison))
    }

    /// The position of the last instruction when it may be fused with the next: no jump goes
    /// to it or to the instruction that would follow.
    var fusibleLoad: Int? {
      let last = output.count - 1
      guard last >= 0, !targets.contains(last), !targets.contains(output.count) else { return nil }
      return last
    }

    /// An operator of two numbers: fused with a load of its right operand just before it,
    /// unless a jump goes to either.
    mutating func binary(_ op: Step.Operator) {
      if op.isFusible, let last = fusibleLoad {
        switch output[last] {
        case .constant(let value):
          output[last] = Self.fused(op, constant: value)
          return
        case .argument(let slot):
          output[last] = Self.fused(op, argument: slot)
          return
        default: break
        }
      }
      let instruction: Instruction =
        switch op {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        default: .binary(op)
        }
      output.append(instruction)
    }

    static func fused(_ op: Step.Operator, constant value: Double) -> Instruction {
      switch op {
      case .subtract: .subtractConstant(value)
      case .multiply: .multiplyConstant(value)
      case .divide: .divideConstant(value)
      default: .addConstant(value)
      }
    }

    static func fused(_ op: Step.Operator, argument slot: Int) -> Instruction {
      switch op {
      case .subtract: .subtractArgument(slot)
      case .multiply: .multiplyArgument(slot)
      case .divide: .divideArgument(slot)
      default: .addArgument(slot)
      }
    }

    static func `operator`(_ op: ArithmeticOperator) -> Step.Operator {
      switch op {
      case .add: .add
      case .subtract: .subtract
      case .multiply: .multiply
      case .divide: .divide
      case .remainder: .remainder
      case .power: .power
      }
    }
  }
}
