// MARK: - Code

extension FunctionProgram {
  /// Instructions and the names they refer to, by index.
  ///
  /// A call's ``Callee`` and a global's name live in tables beside the instructions, so that an
  /// ``Instruction`` is plain data: the machine copies one in a few moves instead of calling
  /// the enum's value witnesses (a third of the time of a recursion). A class, so that a call
  /// keeps its caller's code with one reference.
  @usableFromInline
  final class Code: Hashable, Sendable, CustomStringConvertible {
    /// The instructions.
    let instructions: [Instruction]
    /// The functions the ``Instruction/call(_:arity:_:weight:)`` instructions call.
    let callees: [Callee]
    /// The variables the ``Instruction/global(_:_:)`` instructions read.
    let globals: [String]
    /// The app's functions the ``Instruction/host(_:)`` instructions call.
    let hosts: [HostFunction]
    /// The app's constants the ``Instruction/hostConstant(_:)`` instructions read, with the
    /// values they had where the code was compiled.
    let constants: [HostConstant]
    /// The functions the ``Instruction/apply(_:)`` and ``Instruction/functional(_:)``
    /// instructions build, each with its body's code.
    let lambdas: [LambdaCode]
    /// The same code lowered for the value interpreters' ``CallMachine``.
    @usableFromInline let machine: MachineCode

    init(
      _ instructions: [Instruction], callees: [Callee], globals: [String],
      hosts: [HostFunction] = [], constants: [HostConstant] = [], lambdas: [LambdaCode] = [],
      byParsing: Bool = false
    ) {
      self.instructions = instructions
      self.callees = callees
      self.globals = globals
      self.hosts = hosts
      self.constants = constants
      self.lambdas = lambdas
      self.machine = MachineCode(
        instructions, callees: callees, globals: globals, hosts: hosts, constants: constants,
        hasFunctions: !lambdas.isEmpty || byParsing)
    }

    /// The user functions the code calls, in its functions' bodies too.
    var calledFunctions: Set<String> {
      lambdas.reduce(into: Set(callees.map(\.name))) { $0.formUnion($1.body.calledFunctions) }
    }

    /// No code: what an outermost call returns to.
    @usableFromInline static let empty = Code([], callees: [], globals: [])

    @usableFromInline
    static func == (lhs: Code, rhs: Code) -> Bool {
      lhs === rhs
        || (lhs.instructions == rhs.instructions
          && lhs.callees.map(\.name) == rhs.callees.map(\.name)
          && lhs.globals == rhs.globals && lhs.hosts == rhs.hosts
          && lhs.constants == rhs.constants && lhs.lambdas == rhs.lambdas)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(instructions)
      hasher.combine(callees)
      hasher.combine(globals)
      hasher.combine(hosts)
      hasher.combine(lambdas.count)
    }

    /// The instructions, one a line, with the names they refer to.
    @usableFromInline
    var description: String {
      instructions.enumerated().map { "\($0.offset): \(describe($0.element))" }.joined(
        separator: "\n")
    }

    /// One instruction, with its names.
    func describe(_ instruction: Instruction) -> String {
      switch instruction {
      case .global(let index, let type): "global \(globals[index]) (\(type.rawValue))"
      case .call(let index, let arity, let type, let weight):
        "call \(callees[index].name)/\(arity) (\(type.rawValue), weight \(weight))"
      case .host(let index): "host \(hosts[index])"
      case .hostConstant(let index): "host constant \(constants[index].name)"
      case .apply(let index), .functional(let index): lambdas[index].description
      default: instruction.description
      }
    }
  }

  /// Builds ``Code``: instructions appended, jumps patched, names put in the tables.
  struct CodeBuilder {
    private(set) var instructions: [Instruction] = []
    private var callees: [Callee] = []
    private var globals: [String] = []
    private var hosts: [HostFunction] = []
    private var constants: [HostConstant] = []
    private var lambdas: [LambdaCode] = []

    /// How many instructions so far: where the next one goes.
    var count: Int { instructions.count }

    mutating func append(_ instruction: Instruction) { instructions.append(instruction) }

    /// Patches the instruction at `index` (a jump, once its target is known).
    subscript(index: Int) -> Instruction {
      get { instructions[index] }
      set { instructions[index] = newValue }
    }

    /// Appends a call of `callee`.
    mutating func call(_ callee: Callee, arity: Int, _ type: ValueType, weight: Int) {
      callees.append(callee)
      instructions.append(.call(callees.count - 1, arity: arity, type, weight: weight))
    }

    /// Appends a read of the variable `name`.
    mutating func global(_ name: String, _ type: ValueType) {
      let index = globals.firstIndex(of: name) ?? globals.count
      if index == globals.count { globals.append(name) }
      instructions.append(.global(index, type))
    }

    /// Appends a call of the app's function `function`.
    mutating func host(_ function: HostFunction) {
      let index = hosts.firstIndex(of: function) ?? hosts.count
      if index == hosts.count { hosts.append(function) }
      instructions.append(.host(index))
    }

    /// Appends a read of the app's constant `name`, whose value is `value`.
    mutating func hostConstant(_ name: String, _ value: Value) {
      constants.append(HostConstant(name: name, value: value))
      instructions.append(.hostConstant(constants.count - 1))
    }

    /// Appends `lambda`, applied (``Instruction/apply(_:)``) or passed to its functional
    /// (``Instruction/functional(_:)``).
    mutating func lambda(_ lambda: LambdaCode) {
      lambdas.append(lambda)
      let index = lambdas.count - 1
      instructions.append(lambda.functional == nil ? .apply(index) : .functional(index))
    }

    /// The finished code (never run on the call machine when `byParsing`).
    func finished(byParsing: Bool = false) -> Code {
      Code(
        instructions, callees: callees, globals: globals, hosts: hosts, constants: constants,
        lambdas: lambdas, byParsing: byParsing)
    }
  }

  /// One of the app's constants, as code reads it.
  struct HostConstant: Hashable, Sendable {
    var name: String
    var value: Value
  }
}
