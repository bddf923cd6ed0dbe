/// The machine for calls of user functions in the value interpreters: the accumulator machine
/// of ``CompiledProgram``, with frames, generic over the arithmetic (``MachineValue``: doubles
/// for the evaluator, ``MachineSlot`` for `Exact` and `Precise`).
///
/// It runs ``MachineCode``, the lowered form every ``FunctionProgram`` carries: the value being
/// computed is in a register, operands on a stack of values the machine owns, a call pushes
/// a frame (where to return, where the caller's arguments are, the call's weight) on a stack
/// the machine owns, and the callee reads its arguments in place, where the caller left them.
/// Nothing is allocated per call, and no name is looked up per call: each function called is
/// looked up once a run, when its first call runs, and the call instruction's link (the
/// callee's index in the run's table, the call's weight) is kept for the next ones. Variables
/// a body reads are likewise looked up once a run.
///
/// A run is one outermost call (``expand(_:_:_:)``) or one compiled line (``run(_:_:)``); it
/// stops, with the ``CallError`` the generic ``Expansion`` gives, at ``Limits/maximumCallDepth``
/// levels, at ``Limits/maximumCalls`` calls and when the ``Cancellation`` asks (looked at every
/// ``CallError/callsBetweenChecks`` calls). Both stacks grow on the heap as needed, so deep
/// recursion takes no Swift stack. An arithmetic that can fail stops at the first condition,
/// argument or call's value that is a failure and returns nil: ``Expansion`` runs the call
/// again and decides what the failure becomes. Code that builds functions (``MachineCode/hasFunctions``)
/// is left to ``Expansion`` the same way, before it starts or at the call that links it.
@usableFromInline
struct CallMachine<V: MachineValue>: ~Copyable {
  /// A function of the run's table, as the loop needs it: plain data.
  @usableFromInline
  struct Linked {
    /// The first instruction.
    @usableFromInline var code: UnsafePointer<Instruction>
    /// Where its call sites' links start in ``links``.
    @usableFromInline var links: Int
    /// Where its variables start in ``globalValues``.
    @usableFromInline var globals: Int
    /// Its literals, by instruction (only when ``MachineValue/readsOperands``).
    @usableFromInline var operands: UnsafeMutablePointer<V>?
    /// Slots of stack it needs above its arguments.
    @usableFromInline var stackNeed: Int
    @usableFromInline var arity: Int
    @usableFromInline var type: ValueType
  }

  /// A call site's link: the callee's index in the table (-1 before its first call) and the
  /// levels the call adds.
  @usableFromInline
  struct Link {
    @usableFromInline var callee: Int32
    @usableFromInline var weight: Int32
  }

  /// A call being run.
  @usableFromInline
  struct Frame {
    /// The caller's next instruction.
    @usableFromInline var returnTo: UnsafePointer<Instruction>
    /// Where the caller's arguments are, from the bottom of the stack.
    @usableFromInline var returnArguments: Int
    /// The caller's and the callee's indices in the table.
    @usableFromInline var caller: Int32
    @usableFromInline var callee: Int32
    /// The call site in the caller (-1 for the outermost call of ``expand(_:_:_:)``).
    @usableFromInline var site: Int32
    @usableFromInline var weight: Int32

    @inlinable
    init(
      returnTo: UnsafePointer<Instruction>, returnArguments: Int, caller: Int32, callee: Int32,
      site: Int32, weight: Int32
    ) {
      self.returnTo = returnTo
      self.returnArguments = returnArguments
      self.caller = caller
      self.callee = callee
      self.site = site
      self.weight = weight
    }
  }

  @usableFromInline let environment: UnsafePointer<Environment>
  @usableFromInline let limits: Limits
  /// Calls run so far on this line.
  @usableFromInline var calls: Int
  /// Levels of ``Limits/maximumCallDepth`` in use.
  @usableFromInline var depth = 0
  /// Whether a name the environment does not define reads as NaN or false.
  @usableFromInline var freeVariables = false

  /// The run's functions; the first is the line's code, or code that only returns.
  @usableFromInline var functions: UnsafeMutablePointer<Linked>
  @usableFromInline var functionCapacity = 8
  @usableFromInline var functionCount = 0
  /// The same functions' code (kept alive while the run reads it) and names.
  @usableFromInline var codes: [MachineCode] = []
  @usableFromInline var names: [String] = []
  /// Each function's index in the table, by name.
  @usableFromInline var indices: [String: Int] = [:]
  @usableFromInline var links: UnsafeMutablePointer<Link>
  @usableFromInline var linkCapacity = 16
  @usableFromInline var linkCount = 0
  @usableFromInline var globalValues: UnsafeMutablePointer<V>
  @usableFromInline var globalKnown: UnsafeMutablePointer<Bool>
  @usableFromInline var globalCapacity = 16
  @usableFromInline var globalCount = 0

  @usableFromInline var stack: UnsafeMutablePointer<V>
  @usableFromInline var stackCapacity = 1024
  /// How many values at the bottom of the stack are alive when the loop is left early (by an
  /// error or a failure); counted only where it may be left so.
  @usableFromInline var live = 0
  /// The tables of operands, and their lengths, freed with the machine.
  @usableFromInline var operandTables: [(UnsafeMutablePointer<V>, Int)] = []
  @usableFromInline var frames: UnsafeMutablePointer<Frame>
  @usableFromInline var frameCapacity = 256
  @usableFromInline var frameCount = 0
  /// Where the outermost call of ``expand(_:_:_:)`` is written.
  @usableFromInline var entryOffset = 0
  /// The deepest a call may go without a look: the depth limit, or less while the frames
  /// have less room (a frame weighs at least one level, so frames never outnumber levels).
  @usableFromInline var depthGuard = 0
  /// The count of calls at which the next call needs a look: the next look at the
  /// cancellation, or the first call past the limit.
  @usableFromInline var callGuard = 0

  /// A machine over `environment`, which must stay valid while it runs; `calls` is how many
  /// calls the line has run before.
  @usableFromInline
  init(environment: UnsafePointer<Environment>, limits: Limits, calls: Int) {
    self.environment = environment
    self.limits = limits
    self.calls = calls
    functions = .allocate(capacity: functionCapacity)
    links = .allocate(capacity: linkCapacity)
    globalValues = .allocate(capacity: globalCapacity)
    globalKnown = .allocate(capacity: globalCapacity)
    stack = .allocate(capacity: stackCapacity)
    frames = .allocate(capacity: frameCapacity)
    setGuards()
  }

  @inlinable
  deinit {
    stack.deinitialize(count: live)
    globalValues.deinitialize(count: globalCount)
    for (table, count) in operandTables { table.deinitialize(count: count).deallocate() }
    functions.deallocate()
    links.deallocate()
    globalValues.deallocate()
    globalKnown.deallocate()
    stack.deallocate()
    frames.deallocate()
  }

  // MARK: Running

  /// The value of a call of `callee`, whose definition is `definition`, over `arguments`.
  @inlinable
  mutating func expand(_ callee: Callee, _ definition: FunctionDefinition, _ arguments: [V])
    throws(CallError) -> V?
  {
    let machineCode = definition.program.code.machine
    if machineCode.hasFunctions || (V.canFail && !machineCode.isFaithful) { return nil }
    _ = add(FunctionProgram.Code.empty.machine, name: "")
    let entry = add(
      definition.program.code.machine, name: definition.name, arity: arguments.count,
      type: definition.type)
    indices[definition.name] = entry
    entryOffset = callee.offset
    let function = functions[entry]
    reserve(arguments.count + function.stackNeed + 1)
    stack.initialize(from: arguments, count: arguments.count)
    live = arguments.count
    frames[0] = Frame(
      returnTo: functions[0].code, returnArguments: 0, caller: 0, callee: Int32(entry), site: -1,
      weight: 1)
    frameCount = 1
    depth = 1
    calls += 1
    try checkCall()
    setGuards()
    return try execute(function: entry, arguments: stack, top: stack + arguments.count)
  }

  /// The value of a compiled line, `code`, whose parameters are `arguments`.
  mutating func run(_ code: MachineCode, _ arguments: [V]) throws(CallError) -> V? {
    if code.hasFunctions || (V.canFail && !code.isFaithful) { return nil }
    _ = add(code, name: "")
    reserve(arguments.count + code.stackNeed + 1)
    stack.initialize(from: arguments, count: arguments.count)
    live = arguments.count
    return try execute(function: 0, arguments: stack, top: stack + arguments.count)
  }

  /// The loop: runs the function at `start` to its end, and every call it makes; nil at the
  /// first failure that decides anything.
  ///
  /// The registers are locals; what a slow path reads (the counts, the stack in use) is stored
  /// before it runs.
  @inlinable
  mutating func execute(
    function start: Int, arguments: UnsafeMutablePointer<V>,
    top initialTop: UnsafeMutablePointer<V>
  ) throws(CallError) -> V? {
    var current = start
    var function = functions[current]
    var pc = function.code
    var arguments = arguments
    var top = initialTop
    var accumulator = V.filler
    while true {
      let instruction = pc.pointee
      pc += 1
      switch instruction {
      case .call(let site):
        var link = links[function.links &+ site]
        if link.callee < 0 {
          live = top - stack
          guard let linked = try self.link(site, of: current) else { return nil }
          link = linked
        }
        depth &+= Int(link.weight)
        calls &+= 1
        top.initialize(to: accumulator)
        top += 1
        if V.canFail, failed(top, Int(functions[Int(link.callee)].arity)) {
          return try stop(at: top)
        }
        let frame = Frame(
          returnTo: pc, returnArguments: arguments - stack, caller: Int32(current),
          callee: link.callee, site: Int32(site), weight: link.weight)
        // One comparison each for the depth, the room for frames, the count of calls and the
        // cancellation: the guards are where the next of them needs a look.
        if depth > depthGuard || calls >= callGuard {
          live = top - stack
          try enter(frame)
        }
        frames[frameCount] = frame
        frameCount &+= 1
        current = Int(link.callee)
        function = functions[current]
        if top + function.stackNeed > stack + stackCapacity {
          (arguments, top) = grow(arguments, top, by: function.stackNeed)
        }
        arguments = top - function.arity
        pc = function.code
      case .return:
        arguments.deinitialize(count: top - arguments)
        top = arguments
        guard frameCount > 0 else {
          live = top - stack
          return accumulator
        }
        if V.canFail, frameCount > 1, accumulator.isFailure {
          return try stop(at: top)
        }
        frameCount &-= 1
        let frame = frames[frameCount]
        depth &-= Int(frame.weight)
        arguments = stack + frame.returnArguments
        current = Int(frame.caller)
        function = functions[current]
        pc = frame.returnTo
      case .branch(let target):
        if V.canFail, accumulator.isFailure {
          return try stop(at: top)
        }
        let holds = accumulator.holds
        top -= 1
        accumulator = top.move()
        if !holds { pc = function.code + target }
      case .jump(let target): pc = function.code + target
      case .andThen(let target):
        if V.canFail, accumulator.isFailure {
          return try stop(at: top)
        }
        if !accumulator.holds {
          pc = function.code + target
        } else {
          top -= 1
          accumulator = top.move()
        }
      case .orElse(let target):
        if V.canFail, accumulator.isFailure {
          return try stop(at: top)
        }
        if accumulator.holds {
          pc = function.code + target
        } else {
          top -= 1
          accumulator = top.move()
        }
      case .global(let slot):
        let index = function.globals + slot
        if !globalKnown[index] {
          live = top - stack
          try global(slot, of: current)
        }
        top.initialize(to: accumulator)
        top += 1
        accumulator = globalValues[index]
      case .host(let index):
        accumulator = V.host(codes[current].hosts[index], accumulator, &top)
      default:
        V.step(
          instruction, &accumulator, &top, UnsafePointer(arguments),
          UnsafePointer(function.operands), at: pc - 1 - function.code)
      }
    }
  }

  /// Leaves the loop at a failure that decides something, the stack in use up to `top`: nil for
  /// ``Expansion`` to run the call again, or ``CallError/interrupted(at:)`` when the failure
  /// may be the arithmetic's answer to a cancellation (the expansion would then follow the
  /// failed conditions until the depth limit).
  @usableFromInline
  mutating func stop(at top: UnsafeMutablePointer<V>) throws(CallError) -> V? {
    live = top - stack
    if Cancellation.isRequested { throw .interrupted(at: offset) }
    return nil
  }

  /// Whether one of the last `count` values below `top` is a failure.
  @inlinable
  func failed(_ top: UnsafeMutablePointer<V>, _ count: Int) -> Bool {
    guard count > 0 else { return false }
    for position in 1...count where (top - position).pointee.isFailure { return true }
    return false
  }
}
