// MARK: - The app's functions and constants

extension Compiled {
  /// The app's constant: its value, as `pi` is.
  public static func hostConstant(_ name: String, _ value: Double) -> Self { number(value) }

  /// The app's Boolean constant: its value.
  public static func hostConstant(_ name: String, _ value: Bool) -> Condition { boolean(value) }

  /// A call of the app's function, whose closure runs when the program runs (on the accumulator
  /// machine, once per point); with every argument known, its value now.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    host(function, arguments)
  }

  /// A call of the app's predicate: 1 or 0, like every Boolean in a program.
  public static func hostCall(predicate: HostFunction, _ arguments: [Self]) -> Condition {
    Condition(fragment: host(predicate, arguments))
  }

  /// The call as a step; its value when the arguments are all known (``Step/Operation/fold(_:)``:
  /// a host function is pure, so calling it now gives what calling it later would).
  static func host(_ function: HostFunction, _ arguments: [Self]) -> Self {
    operation(.host(function), over: arguments)
  }
}

// MARK: - Generating calls of the app's functions

extension CodeGenerator {
  /// Emits the arguments in order (the last stays in the accumulator) and the call.
  mutating func emitHost(_ function: HostFunction, at index: Int) {
    for argument in steps.operandRoots(of: index) { emit(argument) }
    let slot = hosts.firstIndex(of: function) ?? hosts.count
    if slot == hosts.count { hosts.append(function) }
    code.append(.host(slot))
  }

}

// MARK: - Running calls of the app's functions

extension CompiledProgram {
  /// The result of `function` over the `arity - 1` values at `stack` and the accumulator, as a
  /// number (a predicate's is 1 or 0).
  static func callHost(
    _ function: HostFunction, _ stack: UnsafePointer<Double>, _ accumulator: Double
  ) -> Double {
    var arguments = Array(UnsafeBufferPointer(start: stack, count: function.arity - 1))
    arguments.append(accumulator)
    return function.number(arguments)
  }
}

extension Block {
  /// `storage(level)[i]` is `function` over `views[level][i]`, `views[level + 1][i]`, … for
  /// every point: one call per point, with one array of arguments for the whole block.
  func host(_ level: Int, _ function: HostFunction) {
    let arity = function.arity
    let target = storage(level)
    var arguments = [Double](repeating: 0, count: arity)
    for i in 0..<count {
      for position in 0..<arity { arguments[position] = views[level &+ position][i] }
      target[i] = function.number(arguments)
    }
    views[level] = UnsafePointer(target)
  }
}
