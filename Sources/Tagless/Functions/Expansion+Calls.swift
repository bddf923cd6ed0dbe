// MARK: - Calls

extension Expansion {
  /// The function to run for a call, after checking it still fits; nil when the call stays as
  /// written (a recursive call under a condition the interpreter cannot decide).
  mutating func resolve(_ callee: Callee, arity: Int, type: ValueType)
    throws(CallError) -> Resolved?
  {
    if undecided > 0,
      frames.contains(where: { $0.callee.name == callee.name })
        || outerChain.contains(callee.name)
    {
      return nil
    }
    let function: Resolved
    if let known = recent.first(where: { $0.name == callee.name }) {
      function = known
    } else if let known = resolved[callee.name] {
      function = known
      remember(known)
    } else {
      let offset = place
      guard let definition = environment.pointee.functions[callee.name] else {
        throw .unknownFunction(callee.name, in: chain, at: offset)
      }
      if definition.program.expandsByParsing {
        throw .expandsByParsing(callee.name, in: chain, at: offset)
      }
      function = Resolved(
        name: definition.name, code: definition.program.code,
        arity: definition.parameters.count, type: definition.type)
      resolved[callee.name] = function
      remember(function)
    }
    guard function.arity == arity else {
      throw .arity(
        callee.name, expected: function.arity, got: arity, in: chain,
        at: place)
    }
    guard function.type == type else {
      throw .type(
        "'\(callee.name)(…)'", is: function.type, expected: type, in: chain,
        at: place)
    }
    return function
  }

  /// Starts running a call whose arguments are on top of `values`.
  mutating func enter(
    _ callee: Callee, _ function: Resolved, weight: Int, returnCode: FunctionProgram.Code,
    index: Int, base: Int
  ) throws(CallError) {
    let offset = entryOffset ?? frames.first?.callee.offset ?? callee.offset
    depth += weight
    calls += 1
    frames.append(
      Frame(
        callee: callee, weight: weight, base: values.count - function.arity, arity: function.arity,
        type: function.type, returnCode: returnCode, returnIndex: index, returnBase: base))
    if depth > limits.maximumCallDepth { throw .tooDeep(chain, limits, at: offset) }
    if calls > limits.maximumCalls { throw .tooMany(limits, at: offset) }
    try CallError.checkCancellation(calls: calls, at: offset)
  }

  /// Replaces a finished call's arguments and expansion with the call.
  mutating func finishCall(_ frame: Frame) {
    let arguments =
      R.callReadsArguments ? Array(values[frame.base..<frame.base + frame.arity]) : []
    let argumentSize = tracksSize ? sizes[frame.base..<frame.base + frame.arity].reduce(1, +) : 0
    switch frame.type {
    case .number:
      let expansion = values.removeLast()
      let size = tracksSize ? sizes.removeLast() : 0
      Self.drop(frame.arity, from: &values)
      values.append(R.call(frame.callee, arguments, expansion))
      if tracksSize {
        sizes.removeLast(frame.arity)
        sizes.append(size + argumentSize)
      }
    case .boolean:
      let expansion = truths.removeLast()
      let size = tracksSize ? truthSizes.removeLast() : 0
      Self.drop(frame.arity, from: &values)
      truths.append(R.call(frame.callee, arguments, expansion))
      if tracksSize {
        sizes.removeLast(frame.arity)
        truthSizes.append(size + argumentSize)
      }
    }
  }

  /// A call kept as written, with no expansion or with its value as one (``KeptCall``); its
  /// size counts its arguments', within the budget like any term's.
  mutating func callAsWritten(
    _ callee: Callee, arity: Int, type: ValueType, expansion: Typed<R>? = nil
  ) throws(CallError) {
    let arguments = Array(values.suffix(arity))
    Self.drop(arity, from: &values)
    let size = tracksSize ? sizes.suffix(arity).reduce(1, +) : 0
    if tracksSize {
      sizes.removeLast(arity)
      try check(size)
    }
    switch type {
    case .number:
      values.append(R.call(callee, arguments, expansion?.number))
      if tracksSize { sizes.append(size) }
    case .boolean:
      truths.append(R.call(callee, arguments, expansion?.boolean))
      if tracksSize { truthSizes.append(size) }
    }
  }

  /// Removes the last `count` elements (`removeLast(_:)` went through `replaceSubrange`, a
  /// tenth of the time of a call).
  @inline(__always)
  static func drop<T>(_ count: Int, from array: inout [T]) {
    for _ in 0..<count { array.removeLast() }
  }

  mutating func pushPlaceholder(_ type: ValueType) {
    switch type {
    case .number:
      values.append(R.number(.nan))
      if tracksSize { sizes.append(1) }
    case .boolean:
      truths.append(R.boolean(false))
      if tracksSize { truthSizes.append(1) }
    }
  }
}
