// MARK: - Steps

extension Expansion {
  /// Runs one instruction that neither calls nor jumps.
  @inline(__always)
  mutating func step(_ instruction: FunctionProgram.Instruction, base: Int) throws(CallError) {
    switch instruction {
    case .number(let value): push(R.number(value))
    case .constant(let constant): push(R.constant(constant))
    case .parameter(let index):
      values.append(values[base + index])
      if tracksSize { sizes.append(sizes[base + index]) }
    case .boolean(let value): pushTruth(R.boolean(value))
    case .negate:
      let operand = values.removeLast()
      values.append(R.negate(operand))
      try grow(operands: 1)
    case .binary(let op):
      let rhs = values.removeLast()
      let lhs = values.removeLast()
      values.append(Self.apply(op, lhs, rhs))
      try grow(operands: 2)
    case .function1(let function):
      let argument = values.removeLast()
      values.append(R.function1(function, argument))
      try grow(operands: 1)
    case .function2(let function):
      let second = values.removeLast()
      let first = values.removeLast()
      values.append(R.function2(function, first, second))
      try grow(operands: 2)
    case .functionN(let function, let count):
      let arguments = Array(values.suffix(count))
      Self.drop(count, from: &values)
      values.append(R.functionN(function, arguments))
      try grow(operands: count)
    case .compare(let comparison):
      let rhs = values.removeLast()
      let lhs = values.removeLast()
      truths.append(R.compare(comparison, lhs, rhs))
      try growTruth(numbers: 2, truths: 0)
    case .not:
      let operand = truths.removeLast()
      truths.append(R.not(operand))
      try growTruth(numbers: 0, truths: 1)
    case .and:
      let rhs = truths.removeLast()
      let lhs = truths.removeLast()
      truths.append(R.and(lhs, rhs))
      try growTruth(numbers: 0, truths: 2)
    case .or:
      let rhs = truths.removeLast()
      let lhs = truths.removeLast()
      truths.append(R.or(lhs, rhs))
      try growTruth(numbers: 0, truths: 2)
    case .choose(let type): try choose(type)
    case .call, .global, .branch, .skip, .andThen, .orElse, .host, .hostConstant, .apply,
      .functional:
      // Run by the loop in `expand`; never passed here.
      break
    }
  }

  @inline(__always)
  static func apply(_ op: ArithmeticOperator, _ lhs: R, _ rhs: R) -> R {
    switch op {
    case .add: R.add(lhs, rhs)
    case .subtract: R.subtract(lhs, rhs)
    case .multiply: R.multiply(lhs, rhs)
    case .divide: R.divide(lhs, rhs)
    case .remainder: R.remainder(lhs, rhs)
    case .power: R.power(lhs, rhs)
    }
  }

  /// Combines a conditional's condition and branches.
  mutating func choose(_ type: ValueType) throws(CallError) {
    if decisions.removeLast() == nil { undecided -= 1 }
    switch type {
    case .number:
      let otherwise = values.removeLast()
      let then = values.removeLast()
      let condition = truths.removeLast()
      values.append(R.conditional(condition, then, otherwise))
      if tracksSize {
        let size = sizes.removeLast() + sizes.removeLast() + truthSizes.removeLast() + 1
        sizes.append(size)
        try check(size)
      }
    case .boolean:
      let otherwise = truths.removeLast()
      let then = truths.removeLast()
      let condition = truths.removeLast()
      truths.append(R.conditional(condition, then, otherwise))
      if tracksSize {
        let size =
          truthSizes.removeLast() + truthSizes.removeLast() + truthSizes.removeLast() + 1
        truthSizes.append(size)
        try check(size)
      }
    }
  }

  /// A call of the app's function, whose arguments are the last numbers.
  mutating func host(_ function: HostFunction) throws(CallError) {
    let arity = function.arity
    let arguments = Array(values.suffix(arity))
    Self.drop(arity, from: &values)
    switch function.type {
    case .number:
      values.append(R.hostCall(function, arguments))
      try grow(operands: arity)
    case .boolean:
      truths.append(R.hostCall(predicate: function, arguments))
      try growTruth(numbers: arity, truths: 0)
    }
  }

  /// One of the app's constants.
  mutating func hostConstant(_ name: String, _ value: Value) {
    switch value {
    case .number(let x): push(R.hostConstant(name, x))
    case .boolean(let b): pushTruth(R.hostConstant(name, b))
    }
  }

  /// A variable of the environment the call runs in (or a constant the app defined after the
  /// body was).
  mutating func global(_ name: String, _ type: ValueType) throws(CallError) {
    let offset = place
    if let value = environment.pointee.hostConstants[name], value.type == type {
      hostConstant(name, value)
      return
    }
    guard let value = environment.pointee.value(of: name) else {
      guard freeVariables else { throw .unknownVariable(name, in: chain, at: offset) }
      switch type {
      case .number: push(R.variable(name, Double.nan))
      case .boolean: pushTruth(R.variable(name, false))
      }
      return
    }
    switch (value, type) {
    case (.number(let x), .number): push(R.variable(name, x))
    case (.boolean(let b), .boolean): pushTruth(R.variable(name, b))
    default:
      throw .type("'\(name)'", is: value.type, expected: type, in: chain, at: offset)
    }
  }

  // MARK: Stacks

  @inline(__always)
  mutating func push(_ value: R) {
    values.append(value)
    if tracksSize { sizes.append(1) }
  }

  @inline(__always)
  mutating func pushTruth(_ value: R.Truth) {
    truths.append(value)
    if tracksSize { truthSizes.append(1) }
  }

  /// The size of a number built from the last `operands` numbers.
  @inline(__always)
  mutating func grow(operands: Int) throws(CallError) {
    guard tracksSize else { return }
    let size = sizes.suffix(operands).reduce(1, +)
    sizes.removeLast(operands)
    sizes.append(size)
    try check(size)
  }

  /// The size of a Boolean built from the last `numbers` numbers and `truths` Booleans.
  @inline(__always)
  mutating func growTruth(numbers: Int, truths count: Int) throws(CallError) {
    guard tracksSize else { return }
    let size = sizes.suffix(numbers).reduce(1, +) + truthSizes.suffix(count).reduce(0, +)
    sizes.removeLast(numbers)
    truthSizes.removeLast(count)
    truthSizes.append(size)
    try check(size)
  }

  func check(_ size: Int) throws(CallError) {
    guard size > limits.expansionBudget else { return }
    throw CallError(
      "the expansion is too large: over \(limits.expansionBudget) operations",
      at: place, kind: .limit)
  }
}
