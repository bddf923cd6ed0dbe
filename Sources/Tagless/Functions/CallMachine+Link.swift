// MARK: - Linking

extension CallMachine {
  /// Adds `code`, the body of `name` of `arity` parameters and result `type`, to the run's
  /// table, its links and variables not yet known; its index.
  @usableFromInline
  mutating func add(
    _ code: MachineCode, name: String, arity: Int = 0, type: ValueType = .number
  ) -> Int {
    if functionCount == functionCapacity {
      functions = Self.grown(functions, count: functionCount, to: functionCapacity * 2)
      functionCapacity *= 2
    }
    let sites = code.sites.count
    while linkCount + sites > linkCapacity {
      links = Self.grown(links, count: linkCount, to: linkCapacity * 2)
      linkCapacity *= 2
    }
    (links + linkCount).initialize(repeating: Link(callee: -1, weight: 0), count: sites)
    let globals = code.globals.count
    while globalCount + globals > globalCapacity {
      globalValues = Self.grown(globalValues, count: globalCount, to: globalCapacity * 2)
      globalKnown = Self.grown(globalKnown, count: globalCount, to: globalCapacity * 2)
      globalCapacity *= 2
    }
    (globalKnown + globalCount).initialize(repeating: false, count: globals)
    (globalValues + globalCount).initialize(repeating: V.filler, count: globals)
    functions[functionCount] = Linked(
      code: UnsafePointer(code.instructions.baseAddress.unsafelyUnwrapped), links: linkCount,
      globals: globalCount, operands: V.readsOperands ? operands(of: code) : nil,
      stackNeed: code.stackNeed, arity: arity, type: type)
    linkCount += sites
    globalCount += globals
    codes.append(code)
    names.append(name)
    functionCount += 1
    return functionCount - 1
  }

  /// The table of `code`'s literals, by instruction, in the machine's arithmetic.
  mutating func operands(of code: MachineCode) -> UnsafeMutablePointer<V> {
    let count = code.instructions.count
    let table = UnsafeMutablePointer<V>.allocate(capacity: count)
    table.initialize(repeating: V.filler, count: count)
    for (position, literal) in code.literals { table[position] = V.operand(literal) }
    operandTables.append((table, count))
    return table
  }

  /// Links the call at `site` of the function at `caller` on its first run: the callee looked
  /// up, checked as ``Expansion`` checks it, and added to the table if it is new; nil when the
  /// callee's code is not for this arithmetic (``MachineCode/isFaithful``) or builds functions
  /// (``MachineCode/hasFunctions``).
  @usableFromInline
  mutating func link(_ site: Int, of caller: Int) throws(CallError) -> Link? {
    let call = codes[caller].sites[site]
    let name = call.callee.name
    let index: Int
    if let known = indices[name] {
      index = known
    } else {
      guard let definition = environment.pointee.functions[name] else {
        throw .unknownFunction(name, in: chain, at: offset)
      }
      let code = definition.program.code.machine
      if code.hasFunctions || (V.canFail && !code.isFaithful) { return nil }
      index = add(
        definition.program.code.machine, name: name, arity: definition.parameters.count,
        type: definition.type)
      indices[name] = index
    }
    let function = functions[index]
    guard function.arity == call.arity else {
      throw .arity(name, expected: function.arity, got: call.arity, in: chain, at: offset)
    }
    guard function.type == call.type else {
      throw .type("'\(name)(…)'", is: function.type, expected: call.type, in: chain, at: offset)
    }
    let link = Link(callee: Int32(index), weight: Int32(clamping: call.weight))
    links[functions[caller].links + site] = link
    return link
  }

  /// A call whose depth or count reached a guard: makes room for its frame, throws as
  /// ``checkCall()`` does (the frame pushed, so that the chain names it), and sets the guards
  /// for the next calls.
  @usableFromInline
  mutating func enter(_ frame: Frame) throws(CallError) {
    // Room for this frame, and for as many as the levels now in use, so that the guard is
    // the depth limit again as soon as the frames may reach it.
    while frameCount + 1 >= frameCapacity
      || (depth > frameCapacity - 1 && frameCapacity - 1 < limits.maximumCallDepth)
    {
      growFrames()
    }
    if depth > limits.maximumCallDepth || calls > limits.maximumCalls
      || calls % CallError.callsBetweenChecks == 0
    {
      frames[frameCount] = frame
      frameCount += 1
      defer { frameCount -= 1 }
      try checkCall()
    }
    setGuards()
  }

  /// Sets ``depthGuard`` and ``callGuard`` for the next call.
  @usableFromInline
  mutating func setGuards() {
    depthGuard = min(limits.maximumCallDepth, frameCapacity - 1)
    let step = CallError.callsBetweenChecks
    let nextLook = calls < Int.max - step ? (calls / step + 1) * step : Int.max
    let pastLimit = limits.maximumCalls < Int.max ? limits.maximumCalls + 1 : Int.max
    callGuard = min(nextLook, pastLimit)
  }

  /// The checks of a call just entered, in ``Expansion``'s order.
  @usableFromInline
  func checkCall() throws(CallError) {
    if depth > limits.maximumCallDepth { throw .tooDeep(chain, limits, at: offset) }
    if calls > limits.maximumCalls { throw .tooMany(limits, at: offset) }
    try CallError.checkCancellation(calls: calls, at: offset)
  }

  /// The names of the calls being run, outermost first.
  var chain: [String] {
    (0..<frameCount).map { names[Int(frames[$0].callee)] }
  }

  /// The place of the outermost call being run (0 when none is).
  var offset: Int {
    guard frameCount > 0 else { return 0 }
    let first = frames[0]
    guard first.site >= 0 else { return entryOffset }
    return codes[Int(first.caller)].sites[Int(first.site)].callee.offset
  }

  // MARK: Variables and the app's functions

  /// Looks up the variable at `slot` of the function at `index`, as ``Expansion`` does.
  @usableFromInline
  mutating func global(_ slot: Int, of index: Int) throws(CallError) {
    let global = codes[index].globals[slot]
    let value: V
    if let constant = environment.pointee.hostConstants[global.name], constant.type == global.type {
      value = V.global(global.name, constant, isHost: true)
    } else if let known = environment.pointee.value(of: global.name) {
      guard known.type == global.type else {
        throw .type(
          "'\(global.name)'", is: known.type, expected: global.type, in: chain, at: offset)
      }
      value = V.global(global.name, known, isHost: false)
    } else {
      guard freeVariables else { throw .unknownVariable(global.name, in: chain, at: offset) }
      value = V.free(global.name, global.type)
    }
    let position = functions[index].globals + slot
    globalValues[position] = value
    globalKnown[position] = true
  }

  // MARK: Memory

  /// Makes room for `count` slots of stack from the bottom.
  @usableFromInline
  mutating func reserve(_ count: Int) {
    guard count > stackCapacity else { return }
    stack.deallocate()
    stackCapacity = count
    stack = .allocate(capacity: count)
  }

  /// Doubles the stack of frames.
  mutating func growFrames() {
    frames = Self.grown(frames, count: frameCount, to: frameCapacity * 2)
    frameCapacity *= 2
  }

  /// Enlarges the stack so that `need` slots fit above `top`; the registers moved with it.
  @usableFromInline
  mutating func grow(
    _ arguments: UnsafeMutablePointer<V>, _ top: UnsafeMutablePointer<V>, by need: Int
  ) -> (UnsafeMutablePointer<V>, UnsafeMutablePointer<V>) {
    let used = top - stack
    let capacity = max(stackCapacity * 2, used + need)
    let moved = arguments - stack
    stack = Self.grown(stack, count: used, to: capacity)
    stackCapacity = capacity
    return (stack + moved, stack + used)
  }

  /// A buffer of `capacity` elements holding `count` moved from `old`, which is freed.
  static func grown<T>(_ old: UnsafeMutablePointer<T>, count: Int, to capacity: Int)
    -> UnsafeMutablePointer<T>
  {
    let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
    new.moveInitialize(from: old, count: count)
    old.deallocate()
    return new
  }
}
